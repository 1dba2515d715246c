import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '@aws-sdk/client-sqs';
import { createDynamoDocumentClient } from '../../lambdas/adapters/aws/aws-clients.js';
import { DynamoFanoutStore } from '../../lambdas/adapters/aws/dynamo-fanout-store.js';
import { DynamoJobStore } from '../../lambdas/adapters/aws/dynamo-job-store.js';
import { PowertoolsLoggerAdapter } from '../../lambdas/adapters/aws/powertools-logger.js';
import { systemClock } from '../../lambdas/adapters/local/system.js';
import type { AnalysisRequest } from '../../lambdas/core/analysis-request.js';
import { isStreamedOutcome } from '../../lambdas/core/ports/executor.js';
import { chunksWithUsage } from '../../lambdas/operations/usage-chunks.js';
import { usageOf, withUsage } from '../../lambdas/core/usage.js';
import type { ServiceDeps } from '../../lambdas/operations/deps.js';
import { loadAwsConfig } from '../../lambdas/runtime/aws-config.js';
import { AWS_ENV } from '../../lambdas/runtime/aws-env.js';
import { createAwsRoot } from '../../lambdas/runtime/aws-root.js';
import { apiEvent, callApi as call, HARNESS_TABLES as TABLES, lambdaContext as context, sqsEvent, startHandlerHarness, type HandlerHarness } from '../helpers/aws-handler-harness.js';
import { EMBED_CHUNK_ALIGN } from '../../lambdas/core/similarity/embed-chunks.js';
import { EMULATOR_CREDENTIALS, EMULATOR_REGION } from './emulators.js';

/**
 * Large similarity jobs fanned out over tasks, at small scale, through the real handlers against
 * dynalite, s3rver and local-aws-sqs: the coordinator's job message, the embedding task messages
 * (chunks of 192 distinct texts in two lanes, each chunk sending its lane's next; one delivered
 * twice, in a shuffled order), the last embedding task starting the similarity phase, the
 * similarity task messages (likewise), the last finisher
 * completing the multipart upload and the job. The downloaded result must be byte for byte what
 * one worker writes for the same job.
 */

const FANOUT_ENV = {
  [AWS_ENV.fanoutMinValues]: '1000',
  [AWS_ENV.fanoutTaskValues]: '2500',
  // s3rver accepts parts of any size; the plan's rule (no part but the last below the floor) holds at this scale.
  [AWS_ENV.fanoutMinPartBytes]: '4096',
  [AWS_ENV.fanoutPartBytes]: '5000',
  // Rounded up to the smallest chunk, 192 texts (EMBED_CHUNK_ALIGN), in two lanes.
  [AWS_ENV.fanoutEmbedTexts]: '1',
  [AWS_ENV.fanoutEmbedLanes]: '2',
};

const sentence = (i: number, topic: string) => `Answer ${i} about the ${topic}: ${['it was quick and friendly', 'it broke twice this week', 'the price felt high', 'nothing to add'][i % 4]}.`;

let harness: HandlerHarness;
let single: ServiceDeps;
let jobs: DynamoJobStore;
let fanouts: DynamoFanoutStore;
let db: ReturnType<typeof createDynamoDocumentClient>;

beforeAll(async () => {
  harness = await startHandlerHarness({ MODEL_BACKEND: 'local', ...FANOUT_ENV });
  // The single-worker reference: the same configuration without fan-out.
  const config = loadAwsConfig({ ...process.env, [AWS_ENV.fanoutMinValues]: String(Number.MAX_SAFE_INTEGER) });
  single = (await createAwsRoot(config, new PowertoolsLoggerAdapter('SILENT'))).deps;
  db = createDynamoDocumentClient({ region: EMULATOR_REGION, credentials: EMULATOR_CREDENTIALS, endpoints: { dynamodb: harness.endpoints.dynamodb } });
  jobs = new DynamoJobStore(db, TABLES.jobs);
  fanouts = new DynamoFanoutStore(db, TABLES.jobs, () => systemClock.now());
});

afterAll(async () => {
  db?.destroy();
  await harness?.close();
});

/** What one worker streams for the job (the same code path a job below the fan-out threshold takes). */
async function singleWorkerBody(jobId: string, body: Record<string, unknown>): Promise<Buffer> {
  const job = await jobs.get(jobId);
  const request = { operation: 'similarity', ...body } as AnalysisRequest;
  const outcome = await single.executor.runJob!(request, job!.version, jobId);
  // What a job run by one worker stores: the body with its usage (run-job.ts).
  if (!isStreamedOutcome(outcome)) return Buffer.from(withUsage(outcome.body, usageOf(request)));
  const chunks: Uint8Array[] = [];
  for await (const chunk of chunksWithUsage(outcome.chunks, usageOf(request))) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function status(jobId: string): Promise<Record<string, unknown>> {
  return (await call(harness.handlers.httpFunction('jobs'), apiEvent('GET', `/v1/jobs/${jobId}`, { tenant: harness.tenantId }))).json;
}

async function deliver(message: Message, id: string) {
  return harness.handlers.analysisWorkerFunction()(sqsEvent([{ messageId: id, body: message.Body! }]), context('worker'));
}

/** Every message on the jobs queue now (a receive returns at most 10). */
async function drainAll(): Promise<Message[]> {
  const all: Message[] = [];
  for (let batch = await harness.drain(harness.queues.jobs); batch.length > 0; batch = await harness.drain(harness.queues.jobs)) all.push(...batch);
  return all;
}

/**
 * Delivers messages in reverse order with the first one again right after it; the job stays
 * pending throughout. Returns the progress the job reported before each delivery.
 */
async function deliverShuffled(jobId: string, messages: Message[], name: string): Promise<number[]> {
  const order = [...messages].reverse();
  order.splice(1, 0, order[0]);
  const progress: number[] = [];
  for (const [i, message] of order.entries()) {
    const before = await status(jobId);
    expect(before.status).toBe('pending');
    progress.push((before.progress as number | undefined) ?? 0);
    expect(await deliver(message, `${name}-${i}`)).toEqual({ batchItemFailures: [] });
  }
  return progress;
}

function numbered(messages: Message[], jobId: string, phase?: 'embed'): number[] {
  const bodies = messages.map((m) => JSON.parse(m.Body!) as { jobId: string; task: number; phase?: string });
  expect(bodies.every((b) => b.jobId === jobId && b.phase === phase)).toBe(true);
  return bodies.map((b) => b.task).sort((a, b) => a - b);
}

async function fannedOutJob(body: Record<string, unknown>, chunks: number): Promise<void> {
  const accepted = await call(harness.handlers.httpFunction('similarity'), apiEvent('POST', '/v1/similarity', { body, tenant: harness.tenantId }));
  expect(accepted.statusCode).toBe(202);
  const jobId = accepted.json.jobId as string;
  const [jobMessage] = await harness.drain(harness.queues.jobs);
  expect(JSON.parse(jobMessage.Body!)).toEqual({ jobId });

  // Coordinator: stores the distinct texts in chunks, records the fan-out, sends the first chunk of each lane.
  expect(await deliver(jobMessage, 'coordinator')).toEqual({ batchItemFailures: [] });
  let embedMessages = await drainAll();
  expect(numbered(embedMessages, jobId, 'embed')).toEqual([...Array(Math.min(2, chunks)).keys()]);
  expect(await fanouts.get(jobId)).toMatchObject({ phase: 'embedding', embed: { chunkTexts: EMBED_CHUNK_ALIGN, chunks, lanes: 2, remaining: chunks } });

  // A duplicate of the job message changes nothing: no second fan-out, no new attempt.
  const attempts = (await jobs.get(jobId))!.attempts;
  expect(await deliver(jobMessage, 'coordinator-again')).toEqual({ batchItemFailures: [] });
  expect(await drainAll()).toEqual([]);
  expect((await jobs.get(jobId))!.attempts).toBe(attempts);

  // Embedding tasks, as their lanes send them; the last distinct one assembles the vectors and
  // sends one message per similarity task.
  const embedded: Message[] = [];
  let taskMessages: Message[] = [];
  const embedProgress: number[] = [];
  for (let round = 0; embedMessages.length > 0; round++) {
    embedProgress.push(...(await deliverShuffled(jobId, embedMessages, `embed-${round}`)));
    embedded.push(...embedMessages);
    const sent = await drainAll();
    const isEmbed = (m: Message) => (JSON.parse(m.Body!) as { phase?: string }).phase === 'embed';
    embedMessages = sent.filter(isEmbed);
    taskMessages = sent.filter((m) => !isEmbed(m));
    expect(embedMessages.length === 0 || taskMessages.length === 0).toBe(true);
  }
  expect(numbered(embedded, jobId, 'embed')).toEqual([...Array(chunks).keys()]);
  const tasks = numbered(taskMessages, jobId);
  expect(tasks.length).toBeGreaterThanOrEqual(3);
  expect(tasks).toEqual([...Array(tasks.length).keys()]);
  expect(await fanouts.get(jobId)).toMatchObject({ phase: 'running', embed: { remaining: 0 } });

  // Progress is read from the fan-out counters when the job is polled: it rises with each
  // embedded chunk and each finished task, never backwards, and stays below 1 while pending.
  const afterEmbedding = (await status(jobId)).progress as number;
  expect(embedProgress[0]).toBe(0);
  expect(afterEmbedding).toBeGreaterThan(0);
  if (chunks > 1) expect(Math.max(...embedProgress)).toBeGreaterThan(0);

  // Similarity tasks; until the last distinct task, pending.
  const taskProgress = await deliverShuffled(jobId, taskMessages, 'task');
  const seen = [...embedProgress, afterEmbedding, ...taskProgress];
  for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThanOrEqual(seen[i - 1]);
  expect(taskProgress.at(-1)!).toBeGreaterThan(afterEmbedding);
  expect(taskProgress.at(-1)!).toBeLessThan(1);
  const done = await status(jobId);
  expect(done).toMatchObject({ status: 'completed' });
  const state = await fanouts.get(jobId);
  expect(state).toMatchObject({ remaining: 0 });
  expect([...state!.finished].sort((a, b) => a - b)).toEqual(tasks);
  // Late duplicates after completion are skipped.
  expect(await deliver(taskMessages[0], 'late')).toEqual({ batchItemFailures: [] });
  expect(await deliver(embedded[0], 'late-embed')).toEqual({ batchItemFailures: [] });
  expect(await drainAll()).toEqual([]);

  // Stored as gzip members, one per part (fetch decodes them as one stream).
  const response = await fetch(done.resultUrl as string);
  expect(response.headers.get('content-encoding')).toBe('gzip');
  const downloaded = Buffer.from(await response.arrayBuffer());
  const expected = await singleWorkerBody(jobId, body);
  expect(downloaded.length).toBe(expected.length);
  expect(downloaded.equals(expected)).toBe(true);
  expect(JSON.parse(downloaded.toString('utf8'))).toMatchObject({ requestId: jobId });
}

describe('similarity fan-out against the emulators', () => {
  const setA = Array.from({ length: 80 }, (_, i) => sentence(i, 'delivery'));
  const setB = Array.from({ length: 120 }, (_, i) => sentence(i, 'support team'));

  it('self-similarity: the fanned-out result equals the single-worker result byte for byte', async () => {
    await fannedOutJob({ set: [...Array.from({ length: 149 }, (_, i) => sentence(i, 'mobile app')), '   '] }, 1);
  });

  it('self-similarity embedded in three chunks, with repeated texts (also across chunks) and blank ones', async () => {
    const set = Array.from({ length: 390 }, (_, i) => sentence(i, i % 2 ? 'checkout' : 'mobile app'));
    for (const [at, text] of [[5, sentence(300, 'mobile app')], [200, sentence(3, 'checkout')], [250, ''], [390, '  '], [100, sentence(100, 'mobile app')]] as const) set.splice(at, 0, text);
    await fannedOutJob({ set }, 3);
  });

  it('cross-similarity with its matrix (two sections, each task writing a part block in both)', async () => {
    await fannedOutJob({ set_a: setA, set_b: setB }, 2);
  });

  it('cross-similarity with flatten: true', async () => {
    await fannedOutJob({ set_a: setA, set_b: setB, flatten: true }, 2);
  });

  it('the DynamoDB counters count each task once, even for concurrent duplicate finishes', async () => {
    const jobId = 'job_0123456789abcdefghjkmnpqrs';
    const plan = { shape: { scenario: 'self' as const, rows: 10, cols: 10 }, requestId: jobId, flatten: true, sections: ['flattened' as const], ranges: [{ rowStart: 0, rowEnd: 3 }, { rowStart: 3, rowEnd: 6 }, { rowStart: 6, rowEnd: 10 }], partBytes: 100, partsPerSegment: 2 };
    const embed = { texts: 400, chunkTexts: 192, chunks: 3, lanes: 2, remaining: 3, finished: [], started: [] };
    expect(await fanouts.create({ jobId, plan, dimension: 3, remaining: 3, finished: [], phase: 'embedStarting', embed })).toBe(true);
    expect(await fanouts.create({ jobId, uploadId: 'u2', plan, dimension: 3, remaining: 3, finished: [], phase: 'starting' })).toBe(false);
    expect(await fanouts.get(jobId)).toEqual({ jobId, plan, dimension: 3, remaining: 3, finished: [], phase: 'embedStarting', embed });

    // The embedding phase: its own attempts and counter.
    expect(await fanouts.startTask(jobId, 1, 'embed')).toBe(1);
    expect(await fanouts.startTask(jobId, 1)).toBe(1);
    expect(await fanouts.startTask(jobId, 1, 'embed')).toBe(2);
    expect((await fanouts.get(jobId))?.embed?.started).toEqual([1]);
    const embedTwice = await Promise.all([fanouts.finishTask(jobId, 1, 'embed'), fanouts.finishTask(jobId, 1, 'embed')]);
    expect(embedTwice.filter((f) => f.counted)).toHaveLength(1);
    expect(embedTwice.map((f) => f.remaining)).toEqual([2, 2]);
    await fanouts.markEmbedding(jobId);
    expect(await fanouts.finishTask(jobId, 0, 'embed')).toEqual({ counted: true, remaining: 1 });
    expect(await fanouts.finishTask(jobId, 2, 'embed')).toEqual({ counted: true, remaining: 0 });
    expect(await fanouts.get(jobId)).toMatchObject({ phase: 'embedding', remaining: 3, finished: [], embed: { remaining: 0 } });

    // The similarity phase starts once; a late coordinator cannot move the phase back.
    expect(await fanouts.startSimilarity(jobId, 'u')).toBe(true);
    expect(await fanouts.startSimilarity(jobId, 'u3')).toBe(false);
    await fanouts.markEmbedding(jobId);
    expect(await fanouts.get(jobId)).toMatchObject({ uploadId: 'u', phase: 'starting' });

    expect(await fanouts.startTask(jobId, 1)).toBe(2);
    const twice = await Promise.all([fanouts.finishTask(jobId, 1), fanouts.finishTask(jobId, 1)]);
    expect(twice.filter((f) => f.counted)).toHaveLength(1);
    expect(twice.map((f) => f.remaining)).toEqual([2, 2]);
    expect(await fanouts.finishTask(jobId, 0)).toEqual({ counted: true, remaining: 1 });
    expect(await fanouts.finishTask(jobId, 2)).toEqual({ counted: true, remaining: 0 });
    expect(await fanouts.finishTask(jobId, 2)).toEqual({ counted: false, remaining: 0 });
    const state = await fanouts.get(jobId);
    expect(state).toMatchObject({ jobId, uploadId: 'u', plan, dimension: 3, remaining: 0, phase: 'starting', embed: { texts: 400, chunkTexts: 192, chunks: 3, lanes: 2, remaining: 0, started: [1] } });
    expect([...state!.finished].sort()).toEqual([0, 1, 2]);
    expect([...state!.embed!.finished].sort()).toEqual([0, 1, 2]);
    // The item is not a job: the jobs store neither finds nor lists it.
    expect(await jobs.get(jobId)).toBeUndefined();
    expect((await jobs.listPending()).map((j) => j.jobId)).not.toContain(jobId);
  });

  it('a job below the threshold still runs on one worker', async () => {
    const accepted = await call(harness.handlers.httpFunction('similarity'), apiEvent('POST', '/v1/similarity', { body: { set: setA.slice(0, 40) }, tenant: harness.tenantId }));
    const jobId = accepted.json.jobId as string;
    const [message] = await harness.drain(harness.queues.jobs);
    expect(await deliver(message, 'small')).toEqual({ batchItemFailures: [] });
    expect(await harness.drain(harness.queues.jobs)).toEqual([]);
    expect((await status(jobId)).status).toBe('completed');
    expect(await fanouts.get(jobId)).toBeUndefined();
  });
});
