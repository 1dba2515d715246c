import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_PART_BYTES, S3PayloadStore } from '../../lambdas/adapters/aws/s3-payload-store.js';
import { float16Bits } from '../../lambdas/core/similarity/binary-matrix.js';
import { parseBinary, type ParsedMatrix } from '../helpers/binary-matrix-body.js';
import { crossShape } from '../../lambdas/core/similarity/row-ranges.js';
import { AWS_ENV } from '../../lambdas/runtime/aws-env.js';
import { createDynamoDocumentClient } from '../../lambdas/adapters/aws/aws-clients.js';
import { DynamoFanoutStore } from '../../lambdas/adapters/aws/dynamo-fanout-store.js';
import { apiEvent, callApi as call, HARNESS_BUCKET, HARNESS_TABLES, lambdaContext as context, sqsEvent, startHandlerHarness, type HandlerHarness } from '../helpers/aws-handler-harness.js';
import { EMULATOR_CREDENTIALS, EMULATOR_REGION, S3RVER_CREDENTIALS } from './emulators.js';

/**
 * Binary similarity results on AWS, through the real handlers against dynalite, s3rver and
 * local-aws-sqs: the worker (one worker, or the last task of a fan-out) stores
 * `results/<jobId>.f32` and `.f16` beside the JSON before the job completes, and a poll whose
 * `Accept` prefers the binary type answers with a presigned link to that object. The objects are
 * checked value by value against the JSON of the same result.
 */

const FLOAT32 = 'application/vnd.tas.matrix; dtype=float32';
const FLOAT16 = 'application/vnd.tas.matrix; dtype=float16';

let harness: HandlerHarness;
let s3: S3Client;

beforeAll(async () => {
  harness = await startHandlerHarness({
    MODEL_BACKEND: 'local',
    // Fan out above 8,000 values (a self job of 120 strings, 7,140 values, runs on one worker), in tasks of about 3,000.
    [AWS_ENV.fanoutMinValues]: '8000',
    [AWS_ENV.fanoutTaskValues]: '3000',
    [AWS_ENV.fanoutMinPartBytes]: '4096',
    [AWS_ENV.fanoutPartBytes]: '5000',
  });
  s3 = new S3Client({ region: EMULATOR_REGION, endpoint: harness.endpoints.s3, forcePathStyle: true, credentials: S3RVER_CREDENTIALS, requestChecksumCalculation: 'WHEN_REQUIRED' });
});

afterAll(async () => {
  s3?.destroy();
  await harness?.close();
});

const sentence = (i: number) => `Answer ${i} about the ${['parcel', 'helpdesk', 'tablet app', 'invoice'][i % 4]}: ${['quick and friendly', 'broke twice', 'price felt high', 'nothing to add'][i % 4]} #${i % 29}.`;

async function poll(jobId: string, accept?: string): Promise<Record<string, unknown>> {
  return (await call(harness.handlers.httpFunction('jobs'), apiEvent('GET', `/v1/jobs/${jobId}`, { tenant: harness.tenantId, headers: accept ? { accept } : {} }))).json;
}

/** Submits a similarity job and delivers every message the jobs queue gets until it completes. */
async function runJob(body: Record<string, unknown>): Promise<string> {
  const accepted = await call(harness.handlers.httpFunction('similarity'), apiEvent('POST', '/v1/similarity', { body, tenant: harness.tenantId }));
  expect(accepted.statusCode).toBe(202);
  const jobId = accepted.json.jobId as string;
  // Until it completes: a retried attempt's message comes back after its delay.
  const deadline = Date.now() + 45_000;
  for (let round = 0; (await poll(jobId)).status === 'pending' && Date.now() < deadline; round++) {
    const messages = await harness.drain(harness.queues.jobs);
    if (messages.length === 0) await new Promise((r) => setTimeout(r, 200));
    for (const [i, m] of messages.entries()) {
      expect(await harness.handlers.analysisWorkerFunction()(sqsEvent([{ messageId: `${jobId}-${round}-${i}`, body: m.Body! }]), context('worker'))).toEqual({ batchItemFailures: [] });
    }
  }
  expect(await poll(jobId)).toMatchObject({ status: 'completed' });
  return jobId;
}

async function fetchBinary(url: string): Promise<{ type: string | null; binary: ParsedMatrix }> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return { type: response.headers.get('content-type'), binary: parseBinary(Buffer.from(await response.arrayBuffer())) };
}

/** The poll's links by Accept, and the binary forms checked against the JSON. */
async function checkBinaryForms(jobId: string, layout: number, rows: number, cols: number): Promise<void> {
  const plain = await poll(jobId);
  // No Accept, JSON first, or a browser's Accept: the JSON link, as before.
  for (const accept of ['application/json', '*/*', `application/json, ${FLOAT32};q=0.5`, 'application/vnd.tas.matrix; dtype=float64']) {
    expect(new URL((await poll(jobId, accept)).resultUrl as string).pathname).toBe(new URL(plain.resultUrl as string).pathname);
  }
  const json = (await (await fetch(plain.resultUrl as string)).json()) as { flattened: number[] };
  const f32 = await poll(jobId, FLOAT32);
  expect(f32).toMatchObject({ status: 'completed', jobId });
  expect(new URL(f32.resultUrl as string).pathname).toMatch(new RegExp(`/results/${jobId}\\.f32$`));
  expect(f32.result_url).toBe(f32.resultUrl);
  const a = await fetchBinary(f32.resultUrl as string);
  expect(a.type).toBe(FLOAT32);
  expect({ layout: a.binary.layout, dtype: a.binary.dtype, rows: a.binary.rows, cols: a.binary.cols, count: a.binary.count }).toEqual({ layout, dtype: 1, rows, cols, count: json.flattened.length });
  expect(a.binary.values).toEqual(json.flattened.map((v) => Math.fround(v)));
  // The type without dtype is float32; float16 when preferred by quality.
  // (Links are compared by path: a presigned URL carries the second it was signed.)
  expect(new URL((await poll(jobId, 'application/vnd.tas.matrix')).resultUrl as string).pathname).toBe(new URL(f32.resultUrl as string).pathname);
  const f16 = await poll(jobId, `application/json;q=0.4, ${FLOAT16}`);
  expect(new URL(f16.resultUrl as string).pathname).toMatch(new RegExp(`/results/${jobId}\\.f16$`));
  const h = await fetchBinary(f16.resultUrl as string);
  expect(h.type).toBe(FLOAT16);
  expect(h.binary.values).toEqual(json.flattened.map(float16Bits));
}

async function storedEncoding(jobId: string): Promise<string | undefined> {
  return (await s3.send(new GetObjectCommand({ Bucket: HARNESS_BUCKET, Key: `results/${jobId}.json` }))).ContentEncoding;
}

/** The fan-out item of a job, if it was fanned out. */
async function fanoutState(jobId: string) {
  const db = createDynamoDocumentClient({ region: EMULATOR_REGION, credentials: EMULATOR_CREDENTIALS, endpoints: { dynamodb: harness.endpoints.dynamodb } });
  try {
    return await new DynamoFanoutStore(db, HARNESS_TABLES.jobs, () => new Date()).get(jobId);
  } finally {
    db.destroy();
  }
}

describe('binary similarity results on AWS (handlers against the emulators)', () => {
  it('one worker: a self result (streamed, gzip) and a small cross matrix (stored plain)', async () => {
    const self = await runJob({ set: Array.from({ length: 120 }, (_, i) => sentence(i)) });
    expect(await storedEncoding(self)).toBe('gzip');
    expect(await fanoutState(self)).toBeUndefined();
    await checkBinaryForms(self, 1, 120, 120);
    const small = await runJob({ set_a: [sentence(1), ''], set_b: [sentence(2), sentence(1), 'same words again'] });
    expect(await storedEncoding(small)).toBeUndefined();
    await checkBinaryForms(small, 2, 2, 3);
  });

  it('a fanned-out flattened cross result: the last task stores the binary forms before completing the job', async () => {
    const jobId = await runJob({ set_a: Array.from({ length: 30 }, (_, i) => sentence(i)), set_b: Array.from({ length: 300 }, (_, i) => sentence(i + 7)), flatten: true });
    expect((await fanoutState(jobId))?.plan.ranges.length).toBeGreaterThan(1);
    await checkBinaryForms(jobId, 2, 30, 300);
  });

  it('a result without a matrix (topK) keeps its JSON link whatever the poll accepts', async () => {
    const jobId = await runJob({ set: Array.from({ length: 110 }, (_, i) => sentence(i)), topK: 2 });
    const plain = await poll(jobId);
    expect(new URL((await poll(jobId, FLOAT32)).resultUrl as string).pathname).toBe(new URL(plain.resultUrl as string).pathname);
    expect(await fetch(plain.resultUrl as string).then((r) => r.json())).toMatchObject({ mode: 'topK' });
  });

  it('the converter streams multi-part gzip JSON into multipart objects (values across part boundaries)', async () => {
    // 3 × 500,000 values: float32 is 6 MB (two parts of 5 MiB), float16 3 MB (one PutObject).
    const store = new S3PayloadStore(s3, { bucket: HARNESS_BUCKET, linkTtlSeconds: 600, partBytes: MIN_PART_BYTES });
    const shape = crossShape(3, 500_000);
    const values = Array.from({ length: 1_500_000 }, (_, k) => Math.round(Math.sin(k * 0.7) * 1e6) / 1e6);
    const text = `{"scenario":"cross","mode":"flattened","n":3,"flattened":[${values.join(',')}],"requestId":"job_parts"}`;
    const bytes = new TextEncoder().encode(text);
    const jobId = 'job_0123456789abcdefghjkmnpqzz';
    await store.putResultStream(jobId, (async function* () {
      for (let at = 0; at < bytes.length; at += 777_777) yield bytes.subarray(at, at + 777_777);
    })());
    expect(await store.putBinaryResults(jobId, shape)).toEqual(['float32', 'float16']);
    const f32 = Buffer.from(await (await s3.send(new GetObjectCommand({ Bucket: HARNESS_BUCKET, Key: `results/${jobId}.f32` }))).Body!.transformToByteArray());
    expect(f32.length).toBe(32 + 4 * 1_500_000);
    expect(Buffer.from(f32.subarray(32)).equals(Buffer.from(Float32Array.from(values).buffer))).toBe(true);
    const f16 = Buffer.from(await (await s3.send(new GetObjectCommand({ Bucket: HARNESS_BUCKET, Key: `results/${jobId}.f16` }))).Body!.transformToByteArray());
    expect(Buffer.from(f16.subarray(32)).equals(Buffer.from(Uint16Array.from(values, float16Bits).buffer))).toBe(true);
    // A shape the body does not have stores nothing.
    const other = 'job_0123456789abcdefghjkmnpqyy';
    await store.putResultStream(other, (async function* () { yield bytes; })());
    await expect(store.putBinaryResults(other, crossShape(3, 400_000))).rejects.toThrow(/1500000 values, expected 1200000/);
    await expect(s3.send(new GetObjectCommand({ Bucket: HARNESS_BUCKET, Key: `results/${other}.f32` }))).rejects.toThrow();
  }, 60_000);
});
