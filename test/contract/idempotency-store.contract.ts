import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { IdempotencyClaimRequest, IdempotencyRecord, IdempotencyStore } from '../../lambdas/core/ports/access.js';
import { later, T0, tenant } from './fixtures.js';

/** Replay window of the contract (§2): 24 hours. */
const WINDOW_SECONDS = 24 * 60 * 60;

function record(createdAt: Date, body = '{"jobId":"job_x","job_id":"job_x","status":"pending"}'): IdempotencyRecord {
  return {
    fingerprint: createHash('sha256').update(randomBytes(16)).digest('hex'),
    status: 202,
    headers: { location: '/v1/jobs?jobId=job_x', 'retry-after': '1', 'content-type': 'application/json; charset=utf-8' },
    body,
    createdAt: createdAt.toISOString(),
  };
}

function claimOf(fingerprint: string, now: Date, seconds = 60): IdempotencyClaimRequest {
  return { fingerprint, now, expiresAt: later(now, seconds) };
}

function key(): string {
  return `order-${randomBytes(8).toString('hex')} ü`;
}

/** What every `IdempotencyStore` must do. Stores may be shared; each test uses its own keys. */
export function describeIdempotencyStoreContract(name: string, makeStore: () => Promise<IdempotencyStore>): void {
  describe(`IdempotencyStore contract: ${name}`, () => {
    it('returns the stored response for the same tenant and key', async () => {
      const store = await makeStore();
      const [t, k, stored] = [tenant(), key(), record(T0)];

      await store.put(t, k, stored);

      expect(await store.get(t, k, later(T0, 1))).toEqual(stored);
    });

    it('scopes keys to their tenant', async () => {
      const store = await makeStore();
      const [t, k] = [tenant(), key()];
      await store.put(t, k, record(T0));

      expect(await store.get(tenant(), k, later(T0, 1))).toBeUndefined();
      expect(await store.get(t, key(), later(T0, 1))).toBeUndefined();
    });

    it('replays for 24 hours and not after', async () => {
      const store = await makeStore();
      const [t, k, stored] = [tenant(), key(), record(T0)];
      await store.put(t, k, stored);

      expect(await store.get(t, k, later(T0, WINDOW_SECONDS - 1))).toEqual(stored);
      expect(await store.get(t, k, later(T0, WINDOW_SECONDS + 1))).toBeUndefined();
    });

    it('of concurrent claims on one key exactly one wins; the others see it in progress', async () => {
      const store = await makeStore();
      const [t, k] = [tenant(), key()];
      const claims = await Promise.all(Array.from({ length: 20 }, () => store.claim(t, k, claimOf('c'.repeat(64), T0))));

      expect(claims.filter((c) => c.state === 'claimed')).toHaveLength(1);
      expect(claims.filter((c) => c.state === 'in_progress')).toEqual(Array.from({ length: 19 }, () => ({ state: 'in_progress', fingerprint: 'c'.repeat(64) })));
      expect(await store.get(t, k, later(T0, 1))).toBeUndefined();
    });

    it('a stored response replaces the claim and is what later claims find', async () => {
      const store = await makeStore();
      const [t, k, stored] = [tenant(), key(), record(T0)];
      expect(await store.claim(t, k, claimOf(stored.fingerprint, T0))).toEqual({ state: 'claimed' });

      await store.put(t, k, stored);

      expect(await store.claim(t, k, claimOf(stored.fingerprint, later(T0, 5)))).toEqual({ state: 'completed', record: stored });
      await store.release(t, k, stored.fingerprint);
      expect(await store.get(t, k, later(T0, 5))).toEqual(stored);
      expect(await store.claim(t, k, claimOf(stored.fingerprint, later(T0, WINDOW_SECONDS + 1)))).toEqual({ state: 'claimed' });
    });

    it('release drops only the caller\'s own claim', async () => {
      const store = await makeStore();
      const [t, k] = [tenant(), key()];
      await store.claim(t, k, claimOf('a'.repeat(64), T0));

      await store.release(t, k, 'b'.repeat(64));
      expect(await store.claim(t, k, claimOf('b'.repeat(64), T0))).toEqual({ state: 'in_progress', fingerprint: 'a'.repeat(64) });
      await store.release(t, k, 'a'.repeat(64));
      expect(await store.claim(t, k, claimOf('b'.repeat(64), T0))).toEqual({ state: 'claimed' });
    });

    it('a claim past its expiry is abandoned and taken over', async () => {
      const store = await makeStore();
      const [t, k] = [tenant(), key()];
      await store.claim(t, k, claimOf('a'.repeat(64), T0, 60));

      expect(await store.claim(t, k, claimOf('b'.repeat(64), later(T0, 59)))).toEqual({ state: 'in_progress', fingerprint: 'a'.repeat(64) });
      expect(await store.claim(t, k, claimOf('b'.repeat(64), later(T0, 61)))).toEqual({ state: 'claimed' });
    });

    it('keeps a large response body byte for byte', async () => {
      const store = await makeStore();
      const [t, k] = [tenant(), key()];
      const vectors = Array.from({ length: 50 }, (_, i) => ({ text: `texte n°${i}`, vector: Array.from({ length: 512 }, (_, j) => Math.sin(i * j)) }));
      const stored = record(T0, JSON.stringify({ embeddings: vectors, requestId: 'req_1' }));

      await store.put(t, k, stored);

      expect((await store.get(t, k, later(T0, 1)))?.body).toBe(stored.body);
    });
  });
}
