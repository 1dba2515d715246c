import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEDROCK_V1 } from '../../lambdas/models/bedrock/index.js';
import { apiEvent, callApi, sqsEvent, lambdaContext, startHandlerHarness, type HandlerHarness } from '../helpers/aws-handler-harness.js';
import { startFakeBedrock, throttling, type FakeBedrock } from '../helpers/fake-bedrock.js';

/**
 * The Lambda handlers of a Bedrock deployment (with the embedded models as a second backend),
 * the real Bedrock runtime client pointed at the local fake through the standard endpoint variable.
 */

const TEXTS = ['The staff were wonderful and kind.', 'The room was dirty and the wifi never worked.'];
let harness: HandlerHarness;
let bedrock: FakeBedrock;

beforeAll(async () => {
  bedrock = await startFakeBedrock();
  harness = await startHandlerHarness({
    MODEL_BACKEND: 'bedrock,local',
    AWS_ENDPOINT_URL_BEDROCK_RUNTIME: bedrock.url,
    BEDROCK_EMBEDDING_DIMENSIONS: '256',
  });
});

afterAll(async () => {
  await harness?.close();
  await bedrock?.close();
});

describe('Lambda handlers on Bedrock', () => {
  it('lists the Bedrock versions as defaults and the embedded ones beside them', async () => {
    const versions = await callApi(harness.handlers.httpFunction('meta'), apiEvent('GET', '/v1/versions', { tenant: harness.tenantId }));
    const embeddings = versions.json.embeddings as { default: string; versions: { id: string; backend: string; dimension?: number }[] };
    expect(embeddings.default).toBe(BEDROCK_V1);
    expect(embeddings.versions).toEqual(expect.arrayContaining([expect.objectContaining({ id: BEDROCK_V1, backend: 'bedrock', dimension: 256 }), expect.objectContaining({ backend: 'local' })]));
  });

  it('embeds and classifies through Bedrock by default', async () => {
    const embeddings = await callApi(harness.handlers.httpFunction('embeddings'), apiEvent('POST', '/v1/embeddings', { body: { inputs: TEXTS, fast: true }, tenant: harness.tenantId }));
    expect(embeddings.statusCode).toBe(200);
    expect((embeddings.json.embeddings as { vector: number[] }[]).map((e) => e.vector.length)).toEqual([256, 256]);
    const sentiment = await callApi(harness.handlers.httpFunction('sentiment'), apiEvent('POST', '/v1/sentiment', { body: { inputs: TEXTS, fast: true }, tenant: harness.tenantId }));
    expect(sentiment.statusCode).toBe(200);
    expect(bedrock.calls.some((c) => c.operation === 'converse')).toBe(true);
    expect(bedrock.calls.filter((c) => c.operation === 'invoke')).toHaveLength(2);
  });

  it('runs a pinned embedded version without calling Bedrock', async () => {
    const before = bedrock.calls.length;
    const local = await callApi(harness.handlers.httpFunction('sentiment'), apiEvent('POST', '/v1/sentiment', { body: { inputs: TEXTS, fast: true, version: '2026-11-21' }, tenant: harness.tenantId }));
    expect(local.statusCode).toBe(200);
    expect(bedrock.calls.length).toBe(before);
  });

  it('answers 503 model_unavailable with Retry-After when Bedrock keeps throttling', async () => {
    bedrock.failNext(1_000, throttling());
    const throttled = await callApi(harness.handlers.httpFunction('sentiment'), apiEvent('POST', '/v1/sentiment', { body: { inputs: ['Slow service.'], fast: true }, tenant: harness.tenantId }));
    bedrock.reset();
    expect(throttled.statusCode).toBe(503);
    expect(throttled.json).toMatchObject({ code: 'model_unavailable' });
    expect(Number(throttled.headers?.['retry-after'])).toBeGreaterThan(0);
  });

  it('a job whose model is throttled is retried later, not lost', async () => {
    const accepted = await callApi(harness.handlers.httpFunction('sentiment'), apiEvent('POST', '/v1/sentiment', { body: { inputs: TEXTS }, tenant: harness.tenantId }));
    const jobId = accepted.json.jobId as string;
    const [message] = await harness.drain(harness.queues.jobs);
    bedrock.failNext(1_000, throttling());
    const first = await harness.handlers.analysisWorkerFunction()(sqsEvent([{ messageId: 'm1', body: message.Body! }]), lambdaContext('worker'));
    bedrock.reset();
    expect(first).toEqual({ batchItemFailures: [] });
    const status = await callApi(harness.handlers.httpFunction('jobs'), apiEvent('GET', `/v1/jobs/${jobId}`, { tenant: harness.tenantId }));
    expect(status.json).toMatchObject({ status: 'pending' });
  });
});
