import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUploadId, UPLOAD_MAX_BYTES, uploadTenantKey } from '../../lambdas/core/uploads.js';
import { uploadKey } from '../../lambdas/adapters/aws/s3-upload-store.js';
import { apiEvent, callApi as call, HARNESS_BUCKET as BUCKET, lambdaContext as context, sqsEvent, startHandlerHarness, type HandlerHarness } from '../helpers/aws-handler-harness.js';
import { EMULATOR_REGION, S3RVER_CREDENTIALS } from './emulators.js';

/**
 * Request bodies uploaded to S3 through a presigned PUT, then submitted by reference: the real
 * jobs, sentiment and worker handlers against s3rver, dynalite and local-aws-sqs.
 */

const TEXTS = ['The staff were wonderful and kind.', 'The room was dirty and the wifi never worked.', 'We arrived on Tuesday.'];

let harness: HandlerHarness;
let tenantId = '';
let s3: S3Client;

beforeAll(async () => {
  harness = await startHandlerHarness({ MODEL_BACKEND: 'local' });
  tenantId = harness.tenantId;
  s3 = new S3Client({ region: EMULATOR_REGION, endpoint: harness.endpoints.s3, forcePathStyle: true, credentials: S3RVER_CREDENTIALS });
});

afterAll(async () => {
  s3?.destroy();
  await harness?.close();
});

const createUpload = (tenant = tenantId) => call(harness.handlers.httpFunction('jobs'), apiEvent('POST', '/v1/uploads', { tenant }));
const submit = (body: unknown, tenant = tenantId, headers: Record<string, string> = {}) =>
  call(harness.handlers.httpFunction('sentiment'), apiEvent('POST', '/v1/sentiment', { body, tenant, headers }));
const put = (upload: Record<string, unknown>, body: string | Buffer) =>
  fetch(upload.url as string, { method: 'PUT', headers: upload.headers as Record<string, string>, body });
const objectExists = (key: string) => s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key })).then(() => true, () => false);

describe('uploads on AWS (presigned S3 PUT, then submission by reference)', () => {
  it('POST /v1/uploads gives a presigned PUT into the tenant\'s folder; the uploaded body runs as a job and the upload is removed', async () => {
    const created = await createUpload();
    expect(created.statusCode).toBe(201);
    const uploadId = created.json.uploadId as string;
    expect(created.json).toEqual({ uploadId: expect.stringMatching(/^upl_/), method: 'PUT', url: expect.any(String), headers: { 'Content-Type': 'application/json' }, expiresAt: expect.any(String), maxBytes: UPLOAD_MAX_BYTES });
    const url = new URL(created.json.url as string);
    expect(url.pathname).toBe(`/${BUCKET}/${uploadKey(uploadTenantKey(tenantId), uploadId)}`);
    // The URL stops working exactly at the advertised expiresAt: signing time + X-Amz-Expires.
    // (3599 when the clock crossed a second between the operation and the signer.)
    const amzDate = url.searchParams.get('X-Amz-Date')!.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z');
    const expires = Number(url.searchParams.get('X-Amz-Expires'));
    expect(expires).toBeGreaterThanOrEqual(3590);
    expect(expires).toBeLessThanOrEqual(3600);
    expect(Date.parse(amzDate) + expires * 1000).toBe(Date.parse(created.json.expiresAt as string));
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host');
    expect(Date.parse(created.json.expiresAt as string) - Date.now()).toBeGreaterThan(3590_000);

    expect((await put(created.json, JSON.stringify({ inputs: TEXTS }))).status).toBe(200);
    const accepted = await submit({ upload: uploadId });
    expect(accepted.statusCode).toBe(202);
    const jobId = accepted.json.jobId as string;
    expect(await objectExists(uploadKey(uploadTenantKey(tenantId), uploadId))).toBe(false);

    const messages = await harness.drain(harness.queues.jobs);
    expect(messages.map((m) => JSON.parse(m.Body!))).toEqual([{ jobId }]);
    expect(await harness.handlers.analysisWorkerFunction()(sqsEvent([{ messageId: 'u1', body: messages[0].Body! }]), context('worker'))).toEqual({ batchItemFailures: [] });
    const status = await call(harness.handlers.httpFunction('jobs'), apiEvent('GET', `/v1/jobs/${jobId}`, { tenant: tenantId }));
    expect(status.json.status).toBe('completed');
    const result = JSON.parse(await (await fetch(status.json.resultUrl as string)).text()) as { results: { sentiment: string }[] };
    expect(result.results.map((r) => r.sentiment).slice(0, 2)).toEqual(['positive', 'negative']);

    // Used once: a second submission finds nothing.
    const again = await submit({ upload: uploadId });
    expect([again.statusCode, again.json.code]).toEqual([404, 'not_found']);
  });

  it('a body over the 6 MB API Gateway ceiling goes through an upload; with Idempotency-Key a retry is the replay', async () => {
    const inputs = Array.from({ length: 9_000 }, (_, i) => `Comment ${i}: ${'the checkout page kept timing out while I was paying for my order, '.repeat(11)}`);
    const body = JSON.stringify({ inputs });
    expect(body.length).toBeGreaterThan(6_000_000);
    const created = await createUpload();
    expect((await put(created.json, body)).status).toBe(200);
    const headers = { 'idempotency-key': `upload-${Date.now()}` };
    const accepted = await submit({ upload: created.json.uploadId }, tenantId, headers);
    expect(accepted.statusCode).toBe(202);
    const replay = await submit({ upload: created.json.uploadId }, tenantId, headers);
    expect([replay.statusCode, replay.headers?.['idempotent-replayed'], replay.json.jobId]).toEqual([202, 'true', accepted.json.jobId]);
    const stored = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: `requests/${accepted.json.jobId as string}.json` }));
    expect((JSON.parse(await stored.Body!.transformToString()) as { inputs: string[] }).inputs).toHaveLength(9_000);
    expect(await harness.drain(harness.queues.jobs)).toHaveLength(1);
  });

  it('another tenant cannot submit an upload (404, as if it did not exist), and the owner still can', async () => {
    const created = await createUpload();
    expect((await put(created.json, JSON.stringify({ inputs: TEXTS }))).status).toBe(200);
    const foreign = await submit({ upload: created.json.uploadId }, 'tenant-b');
    expect([foreign.statusCode, foreign.json.code]).toEqual([404, 'not_found']);
    expect(foreign.json.errors).toEqual([{ path: ['upload'], field: 'upload', location: 'body', message: 'No uploaded body under this id.' }]);
    expect(await harness.drain(harness.queues.jobs)).toEqual([]);
    expect((await submit({ upload: created.json.uploadId })).statusCode).toBe(202);
    await harness.drain(harness.queues.jobs);
  });

  it('missing, expired, oversized and invalid uploads are contract-format 4xx errors that create no job', async () => {
    const tenantKey = uploadTenantKey(tenantId);
    const never = await createUpload();
    const expiredId = newUploadId(new Uint8Array(17).fill(7), Math.floor(Date.now() / 1000) - 1);
    await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: uploadKey(tenantKey, expiredId), Body: JSON.stringify({ inputs: TEXTS }) }));
    const oversized = await createUpload();
    expect((await put(oversized.json, Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0x20))).status).toBe(200);
    const notJson = await createUpload();
    await put(notJson.json, '{"inputs": [');
    const fast = await createUpload();
    await put(fast.json, JSON.stringify({ inputs: TEXTS, fast: true }));
    const invalid = await createUpload();
    await put(invalid.json, JSON.stringify({ inputs: [] }));

    const cases: [unknown, number, string, RegExp][] = [
      [{ upload: never.json.uploadId }, 404, 'not_found', /PUT the body/],
      [{ upload: expiredId }, 404, 'not_found', /expired at/],
      [{ upload: oversized.json.uploadId }, 413, 'payload_too_large', /10485761 bytes/],
      [{ upload: notJson.json.uploadId }, 400, 'invalid_json', /uploaded body is not valid JSON/],
      [{ upload: fast.json.uploadId }, 400, 'validation_error', /without `fast: true`/],
      [{ upload: invalid.json.uploadId }, 400, 'validation_error', /./],
      [{ upload: 'upl_nope' }, 400, 'validation_error', /upload id/],
      [{ upload: never.json.uploadId, inputs: TEXTS }, 400, 'validation_error', /carries nothing else/],
    ];
    for (const [body, status, code, message] of cases) {
      const response = await submit(body);
      expect([response.statusCode, response.json.code], JSON.stringify(body)).toEqual([status, code]);
      expect(response.json.message).toMatch(message);
      expect(response.json.requestId).toBe(response.headers?.['x-request-id']);
    }
    expect(await harness.drain(harness.queues.jobs)).toEqual([]);
    // A refused upload stays until it expires (the client may fix and re-upload under the same URL).
    expect(await objectExists(uploadKey(tenantKey, invalid.json.uploadId as string))).toBe(true);
  });

  it('creating an upload needs a valid key', async () => {
    const denied = await createUpload('');
    expect([denied.statusCode, denied.json.code]).toEqual([401, 'unauthorized']);
  });
});
