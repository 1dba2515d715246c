import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatId, ID_BYTES } from '../../lambdas/core/ids.js';
import type { ApiKeyRecord, KeyStore } from '../../lambdas/core/ports/access.js';
import { later, T0, tenant } from './fixtures.js';

/** A key record as `createApiKey` would store it (only the hash of a random key). */
function keyRecord(tenantId: string, createdAt: Date): ApiKeyRecord {
  const key = `tas_test_${randomBytes(24).toString('hex')}`;
  return {
    keyId: formatId('key', randomBytes(ID_BYTES)),
    tenantId,
    hash: createHash('sha256').update(key).digest('hex'),
    prefix: key.slice(0, 13),
    createdAt: createdAt.toISOString(),
  };
}

/** What every `KeyStore` must do. Stores may be shared between tests; each uses its own keys. */
export function describeKeyStoreContract(name: string, makeStore: () => Promise<KeyStore>): void {
  describe(`KeyStore contract: ${name}`, () => {
    it('finds an added key by its hash, and nothing for an unknown hash', async () => {
      const store = await makeStore();
      const record = keyRecord(tenant(), T0);

      await store.add(record);

      expect(await store.findByHash(record.hash)).toEqual(record);
      expect(await store.findByHash(keyRecord(tenant(), T0).hash)).toBeUndefined();
    });

    it('lists every added key, oldest first', async () => {
      const store = await makeStore();
      const t = tenant();
      const records = [keyRecord(t, T0), keyRecord(t, later(T0, 60)), keyRecord(tenant(), later(T0, 120))];
      for (const record of records) await store.add(record);

      const ids = new Set(records.map((r) => r.keyId));
      const listed = (await store.list()).filter((r) => ids.has(r.keyId));

      expect(listed).toEqual(records);
    });

    it('revokes a key once: the first revocation time is kept', async () => {
      const store = await makeStore();
      const record = keyRecord(tenant(), T0);
      const bystander = keyRecord(record.tenantId, T0);
      await store.add(record);
      await store.add(bystander);

      expect(await store.revoke(record.keyId, later(T0, 10))).toBe(true);
      expect(await store.revoke(record.keyId, later(T0, 20))).toBe(true);

      expect(await store.findByHash(record.hash)).toEqual({ ...record, revokedAt: later(T0, 10).toISOString() });
      expect((await store.list()).find((r) => r.keyId === record.keyId)?.revokedAt).toBe(later(T0, 10).toISOString());
      expect(await store.findByHash(bystander.hash)).toEqual(bystander);
    });

    it('reports false when revoking an unknown key', async () => {
      const store = await makeStore();

      expect(await store.revoke(formatId('key', randomBytes(ID_BYTES)), T0)).toBe(false);
    });
  });
}
