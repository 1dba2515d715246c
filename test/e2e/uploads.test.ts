import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../lambdas/core/ports/system.js';
import { UPLOAD_MAX_BYTES, UPLOAD_TTL_SECONDS, uploadTenantKey } from '../../lambdas/core/uploads.js';
import { createApiKey } from '../../lambdas/operations/api-keys.js';
import { startTestService, waitForJob, type TestService } from '../helpers/local-service.js';

/**
 * Uploads on the local server over HTTP: `POST /v1/uploads` gives a signed URL the server itself
 * receives the body on, then the request names the upload. Real models (sentiment).
 */

/** A clock the test moves forward instead of sleeping. */
class MovableClock implements Clock {
  offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
}

const TEXTS = ['The staff were wonderful and kind.', 'The room was dirty and the wifi never worked.', 'We arrived on Tuesday.'];
const clock = new MovableClock();
let service: TestService;
let otherKey = '';

beforeAll(async () => {
  service = await startTestService({}, { clock });
  otherKey = (await createApiKey(service.root.deps, 'other-tenant')).key;
});
afterAll(async () => service?.cleanup());

type Upload = { uploadId: string; method: string; url: string; headers: Record<string, string>; expiresAt: string; maxBytes: number };
async function createUpload(auth?: string): Promise<Upload> {
  const res = await service.call('/v1/uploads', { method: 'POST', ...(auth ? { auth } : {}) });
  expect(res.status).toBe(201);
  return (await res.json()) as Upload;
}
const put = (upload: Upload, body: string | Buffer, headers: Record<string, string> = upload.headers) => fetch(upload.url, { method: 'PUT', headers, body });
const submit = (body: unknown, auth?: string) => service.call('/v1/sentiment', { method: 'POST', json: body, ...(auth ? { auth } : {}) });

describe('uploads on the local server', () => {
  it('creates an upload URL served by the server itself; the uploaded body runs as a job; the upload is used once', async () => {
    const upload = await createUpload();
    expect(upload).toMatchObject({ method: 'PUT', headers: { 'Content-Type': 'application/json' }, maxBytes: UPLOAD_MAX_BYTES });
    expect(upload.url.startsWith(`${service.url}/v1/uploads/`)).toBe(true);
    const stored = await put(upload, JSON.stringify({ inputs: TEXTS }));
    expect([stored.status, await stored.json()]).toEqual([200, { uploadId: upload.uploadId, bytes: JSON.stringify({ inputs: TEXTS }).length }]);

    const accepted = await submit({ upload: upload.uploadId });
    expect(accepted.status).toBe(202);
    const job = await waitForJob(service, ((await accepted.json()) as { jobId: string }).jobId);
    expect(job.status).toBe('completed');
    const result = (await (await fetch(job.resultUrl as string)).json()) as { results: { sentiment: string }[] };
    expect(result.results.map((r) => r.sentiment).slice(0, 2)).toEqual(['positive', 'negative']);

    const again = await submit({ upload: upload.uploadId });
    expect([again.status, ((await again.json()) as { code: string }).code]).toEqual([404, 'not_found']);
  });

  it('runs an upload once: of simultaneous submissions one is accepted, a body PUT again after it is refused, a refused body can be corrected', async () => {
    const jobsBefore = await service.jobCount();
    const upload = await createUpload();
    await put(upload, JSON.stringify({ inputs: TEXTS }));
    const responses = await Promise.all(Array.from({ length: 6 }, () => submit({ upload: upload.uploadId })));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([202, 404, 404, 404, 404, 404]);
    expect(await service.jobCount()).toBe(jobsBefore + 1);

    expect((await put(upload, JSON.stringify({ inputs: TEXTS }))).status).toBe(200);
    const again = await submit({ upload: upload.uploadId });
    expect([again.status, ((await again.json()) as { message: string }).message]).toEqual([404, expect.stringContaining('already submitted')]);
    expect(await service.jobCount()).toBe(jobsBefore + 1);

    // A body the operation refuses gives the upload back: PUT a corrected one and submit it.
    const corrected = await createUpload();
    await put(corrected, JSON.stringify({ inputs: 'not a list' }));
    const refused = await submit({ upload: corrected.uploadId });
    expect([refused.status, ((await refused.json()) as { code: string }).code]).toEqual([400, 'validation_error']);
    await put(corrected, JSON.stringify({ inputs: TEXTS }));
    expect((await submit({ upload: corrected.uploadId })).status).toBe(202);
    expect(await service.jobCount()).toBe(jobsBefore + 2);
  });

  it('the upload URL checks its signature, expiry, method and media type; over 10 MiB is 413', async () => {
    const upload = await createUpload();
    const url = new URL(upload.url);
    const tampered = new URL(upload.url);
    tampered.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    const results: [number, string][] = [];
    for (const response of [
      await fetch(tampered, { method: 'PUT', headers: upload.headers, body: '{}' }),
      await fetch(`${url.origin}${url.pathname}`, { method: 'PUT', headers: upload.headers, body: '{}' }),
      await fetch(upload.url, { method: 'POST', headers: upload.headers, body: '{}' }),
      await put(upload, '{}', { 'Content-Type': 'text/plain' }),
      await put(upload, Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0x20)),
    ]) {
      results.push([response.status, ((await response.json()) as { code: string }).code]);
    }
    expect(results).toEqual([
      [401, 'unauthorized'],
      [401, 'unauthorized'],
      [405, 'method_not_allowed'],
      [415, 'unsupported_media_type'],
      [413, 'payload_too_large'],
    ]);
    // Nothing was stored by the refused PUTs.
    const submitted = await submit({ upload: upload.uploadId });
    expect(submitted.status).toBe(404);
  });

  it('another tenant cannot submit the upload; a bad body or fast is a 400 and no job', async () => {
    const jobsBefore = await service.jobCount();
    const upload = await createUpload();
    await put(upload, JSON.stringify({ inputs: TEXTS }));
    const foreign = await submit({ upload: upload.uploadId }, otherKey);
    expect([foreign.status, ((await foreign.json()) as { code: string }).code]).toEqual([404, 'not_found']);
    const notJson = await createUpload();
    await put(notJson, '{"inputs"');
    const fast = await createUpload();
    await put(fast, JSON.stringify({ inputs: TEXTS, fast: true }));
    for (const [body, code] of [
      [{ upload: notJson.uploadId }, 'invalid_json'],
      [{ upload: fast.uploadId }, 'validation_error'],
      [{ upload: upload.uploadId, version: 'x' }, 'validation_error'],
    ] as const) {
      const response = await submit(body);
      expect([response.status, ((await response.json()) as { code: string }).code]).toEqual([400, code]);
    }
    expect(await service.jobCount()).toBe(jobsBefore);
    // The owner's upload is still there.
    expect((await submit({ upload: upload.uploadId })).status).toBe(202);
  });

  it('expired uploads are refused and removed by the retention sweep', async () => {
    const upload = await createUpload();
    await put(upload, JSON.stringify({ inputs: TEXTS }));
    const dir = join(service.dataDir, 'uploads', uploadTenantKey('dev'));
    const file = join(dir, `${upload.uploadId}.json`);
    clock.offsetMs = (UPLOAD_TTL_SECONDS + 60) * 1000;
    try {
      const late = await submit({ upload: upload.uploadId });
      const body = (await late.json()) as { code: string; message: string };
      expect([late.status, body.code]).toEqual([404, 'not_found']);
      expect(body.message).toMatch(/expired at/);
      const lateUrl = await put(upload, '{}');
      expect(lateUrl.status).toBe(401);
      expect((await stat(file)).isFile()).toBe(true);
      expect((await service.root.retention.sweep()).uploads).toBeGreaterThanOrEqual(1);
      expect(await readdir(dir)).not.toContain(`${upload.uploadId}.json`);
    } finally {
      clock.offsetMs = 0;
    }
  });
});
