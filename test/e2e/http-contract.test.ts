import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync, gzipSync } from 'node:zlib';
import { request as httpRequest } from 'node:http';
import { startTestService, waitForJob, type TestService } from '../helpers/local-service.js';
import { createApiKey } from '../../lambdas/operations/api-keys.js';
import { ModelUnavailableError } from '../../lambdas/core/errors.js';
import { buildOpenApi } from '../../lambdas/http/openapi.js';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => service?.cleanup());

/** Raw GET that does not decompress, to see the bytes on the wire. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('HTTP details of the contract', () => {
  it('health and the OpenAPI document need no key', async () => {
    const health = await service.call('/v1/health', { auth: false });
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', checks: { store: 'ok' } });
    const doc = await service.call('/v1/openapi.json', { auth: false });
    expect(doc.status).toBe(200);
    expect(await doc.json()).toEqual(JSON.parse(JSON.stringify(buildOpenApi())));
  });

  it('reuses a safe client X-Request-Id and replaces an unsafe one', async () => {
    const mine = await service.call('/v1/versions', { headers: { 'x-request-id': 'client-123.abc' } });
    expect(mine.headers.get('x-request-id')).toBe('client-123.abc');
    const unsafe = await service.call('/v1/versions', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(unsafe.headers.get('x-request-id')).toMatch(/^req_[0-9a-z]{26}$/);
    const sync = await service.call('/v1/sentiment', { method: 'POST', json: { inputs: ['fine'], fast: true }, headers: { 'x-request-id': 'trace-7' } });
    expect(((await sync.json()) as { requestId: string }).requestId).toBe('trace-7');
  });

  it('compresses responses of 1 KiB or more for gzip clients only', async () => {
    const headers = { authorization: `Bearer ${service.key}` };
    const zipped = await rawGet(`${service.url}/v1/openapi.json`, { ...headers, 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.body).toString()).openapi).toBe('3.1.0');
    const plain = await rawGet(`${service.url}/v1/openapi.json`, headers);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const small = await rawGet(`${service.url}/v1/health`, { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('lists ignored body fields in X-Ignored-Fields', async () => {
    const res = await service.call('/v1/sentiment', { method: 'POST', json: { inputs: ['ok'], fast: true, split: true, provider: 'x', mode: 'a' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ignored-fields')).toBe('split, provider, mode');
    const none = await service.call('/v1/sentiment', { method: 'POST', json: { inputs: ['ok'], fast: true } });
    expect(none.headers.get('x-ignored-fields')).toBeNull();
  });

  it('accepts fast from the query string', async () => {
    const res = await service.call('/v1/sentiment?fast=true', { method: 'POST', json: { inputs: ['ok'] } });
    expect(res.status).toBe(200);
    const bodyWins = await service.call('/v1/sentiment?fast=true', { method: 'POST', json: { inputs: ['ok'], fast: false } });
    expect(bodyWins.status).toBe(202);
  });

  it('replays an Idempotency-Key with the same body and refuses a different body', async () => {
    const headers = { 'idempotency-key': 'order-42' };
    const first = await service.call('/v1/sentiment', { method: 'POST', json: { inputs: ['one'] }, headers });
    const firstBody = (await first.json()) as { jobId: string };
    const again = await service.call('/v1/sentiment', { method: 'POST', json: { inputs: ['one'] }, headers });
    expect(again.status).toBe(202);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(((await again.json()) as { jobId: string }).jobId).toBe(firstBody.jobId);
    const other = await service.call('/v1/sentiment', { method: 'POST', json: { inputs: ['two'] }, headers });
    expect(other.status).toBe(409);
    expect(((await other.json()) as { code: string }).code).toBe('idempotency_key_reused');
  });

  it('runs 20 concurrent requests with one Idempotency-Key once: one job, the others replayed or told it is in progress', async () => {
    const headers = { 'idempotency-key': `burst-${Date.now()}` };
    const responses = await Promise.all(Array.from({ length: 20 }, () => service.call('/v1/sentiment', { method: 'POST', json: { inputs: ['same request'] }, headers })));
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as { jobId?: string; code?: string }[];

    expect(new Set(bodies.filter((b) => b.jobId).map((b) => b.jobId)).size).toBe(1);
    for (const [i, res] of responses.entries()) {
      if (res.status === 409) expect({ code: bodies[i].code, retryAfter: res.headers.get('retry-after') }).toEqual({ code: 'idempotency_key_in_use', retryAfter: '1' });
      else expect(res.status).toBe(202);
    }
  });

  it('accepts a gzip-encoded request body; one that does not decompress is 400 invalid_json', async () => {
    const headers = { 'content-encoding': 'gzip', 'content-type': 'application/json' };
    const ok = await service.call('/v1/sentiment', { method: 'POST', body: gzipSync(JSON.stringify({ inputs: ['Lovely staff.'], fast: true })), headers });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { results: unknown[] }).results).toHaveLength(1);
    const corrupt = await service.call('/v1/sentiment', { method: 'POST', body: 'not gzip at all', headers });
    expect(corrupt.status).toBe(400);
    expect(((await corrupt.json()) as { code: string }).code).toBe('invalid_json');
  });

  it('keeps tenants apart: jobs and idempotency keys', async () => {
    const { key: otherKey } = await createApiKey(service.root.deps, 'tenant-b');
    const mine = await service.call('/v1/sentiment', { method: 'POST', json: { inputs: ['mine'] }, headers: { 'idempotency-key': 'shared' } });
    const { jobId } = (await mine.json()) as { jobId: string };
    await waitForJob(service, jobId);
    const theirs = await service.call(`/v1/jobs?jobId=${jobId}`, { auth: otherKey });
    expect(theirs.status).toBe(404);
    expect(((await theirs.json()) as { code: string }).code).toBe('not_found');
    const byPath = await service.call(`/v1/jobs/${jobId}`, { auth: otherKey });
    expect(byPath.status).toBe(404);
    const sameKeyOtherTenant = await service.call('/v1/sentiment', { method: 'POST', json: { inputs: ['different'] }, headers: { 'idempotency-key': 'shared' }, auth: otherKey });
    expect(sameKeyOtherTenant.status).toBe(202);
    expect(sameKeyOtherTenant.headers.get('idempotent-replayed')).toBeNull();
  });

  it('serves a job by path too, and its result link needs no Authorization but a valid signature', async () => {
    const res = await service.call('/v1/sentiment', { method: 'POST', json: { inputs: ['lovely'] } });
    const { jobId } = (await res.json()) as { jobId: string };
    const status = await waitForJob(service, jobId);
    const byPath = await service.call(`/v1/jobs/${encodeURIComponent(jobId)}`);
    expect(((await byPath.json()) as { status: string }).status).toBe('completed');
    const url = new URL(status.resultUrl as string);
    expect((await fetch(url)).status).toBe(200);
    url.searchParams.set('signature', `${url.searchParams.get('signature')!.slice(0, -2)}xx`);
    expect((await fetch(url)).status).toBe(401);
  });
});

describe('error rows that need a misbehaving backend or tight limits', () => {
  it('429 rate_limited with Retry-After past the per-tenant rate', async () => {
    const limited = await startTestService({ RATE_LIMIT_BURST: '3', RATE_LIMIT_PER_MINUTE: '1' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await limited.call('/v1/versions')).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const res = await limited.call('/v1/versions');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await res.json()) as { code: string }).code).toBe('rate_limited');
    } finally {
      await limited.cleanup();
    }
  });

  it('429 rate_limited past the concurrent-job quota, without creating the job', async () => {
    const never = { run: () => new Promise<never>(() => undefined) };
    // Its first job never ends: no grace period on stopping, which would wait for it.
    const quota = await startTestService({ MAX_PENDING_JOBS: '2', SHUTDOWN_GRACE_SECONDS: '0' }, { executor: never });
    try {
      for (let i = 0; i < 2; i++) expect((await quota.call('/v1/sentiment', { method: 'POST', json: { inputs: ['x'] } })).status).toBe(202);
      const res = await quota.call('/v1/sentiment', { method: 'POST', json: { inputs: ['x'] } });
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBeTruthy();
      expect(await quota.jobCount()).toBe(2);
    } finally {
      quota.root.queue.close();
      await quota.cleanup();
    }
  });

  it('503 model_unavailable with Retry-After when the backend is down', async () => {
    const down = { run: async () => Promise.reject(new ModelUnavailableError('The model backend is throttling.', 7)) };
    const svc = await startTestService({}, { executor: down });
    try {
      const res = await svc.call('/v1/sentiment', { method: 'POST', json: { inputs: ['x'], fast: true } });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('7');
      expect(((await res.json()) as { code: string }).code).toBe('model_unavailable');
    } finally {
      await svc.cleanup();
    }
  });

  it('500 internal_error with a generic message when something unexpected breaks', async () => {
    const broken = { run: async () => Promise.reject(new Error('secret internal detail: /etc/passwd')) };
    const svc = await startTestService({}, { executor: broken });
    try {
      const res = await svc.call('/v1/sentiment', { method: 'POST', json: { inputs: ['x'], fast: true } });
      expect(res.status).toBe(500);
      const body = (await res.json()) as { code: string; message: string; requestId: string };
      expect(body.code).toBe('internal_error');
      expect(body.message).not.toMatch(/passwd|secret/);
      expect(body.requestId).toBe(res.headers.get('x-request-id'));
    } finally {
      await svc.cleanup();
    }
  });

  it('a job that keeps failing ends failed with processing_failed after its attempts', async () => {
    let calls = 0;
    const broken = { run: async () => { calls++; throw new Error('boom'); } };
    const svc = await startTestService({ JOB_RETRY_DELAY_SECONDS: '0.05' }, { executor: broken });
    try {
      const res = await svc.call('/v1/sentiment', { method: 'POST', json: { inputs: ['x'] } });
      const { jobId } = (await res.json()) as { jobId: string };
      const status = await waitForJob(svc, jobId, 10_000);
      expect(status).toMatchObject({ status: 'failed', error: { code: 'processing_failed' } });
      expect(status.resultUrl).toBeUndefined();
      expect(calls).toBe(3);
    } finally {
      await svc.cleanup();
    }
  });
});
