import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CreateQueueCommand, ReceiveMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDynamoDocumentClient, createSqsClient } from '../../lambdas/adapters/aws/aws-clients.js';
import { DynamoJobStore } from '../../lambdas/adapters/aws/dynamo-job-store.js';
import type { Job } from '../../lambdas/core/jobs.js';
import { AWS_ENV } from '../../lambdas/runtime/aws-env.js';
import { apiEvent, callApi as call, HARNESS_TABLES as TABLES, lambdaContext as context, sqsEvent, startHandlerHarness, type HandlerHarness } from '../helpers/aws-handler-harness.js';
import { EMULATOR_CREDENTIALS, EMULATOR_REGION } from './emulators.js';

/**
 * One run per job and prompt retries, through the real worker handler against dynalite and
 * local-aws-sqs: the job lease (a delivery during a live attempt is put back, not run again),
 * the short, heartbeat-extended message visibility (a killed worker's job is retried within
 * seconds, not after the queue's visibility timeout), and malformed messages going straight to
 * the dead-letter queue.
 */

/**
 * Short settings so the test waits seconds; production uses 60 s for both (set
 * `TAS_TEST_JOB_VISIBILITY_SECONDS=60` to measure the retry time with the deployed setting).
 */
const VISIBILITY_SECONDS = Number(process.env.TAS_TEST_JOB_VISIBILITY_SECONDS ?? 3);
const LEASE_SECONDS = VISIBILITY_SECONDS;
const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

let harness: HandlerHarness;
let sqs: SQSClient;
let deadLetterUrl = '';
let store: DynamoJobStore;
let db: ReturnType<typeof createDynamoDocumentClient>;

beforeAll(async () => {
  harness = await startHandlerHarness({
    MODEL_BACKEND: 'local',
    [AWS_ENV.jobsVisibilitySeconds]: String(VISIBILITY_SECONDS),
    [AWS_ENV.jobLeaseSeconds]: String(LEASE_SECONDS),
  });
  sqs = createSqsClient({ region: EMULATOR_REGION, credentials: EMULATOR_CREDENTIALS, endpoints: { sqs: harness.endpoints.sqs } });
  deadLetterUrl = (await sqs.send(new CreateQueueCommand({ QueueName: 'h-jobs-dlq' }))).QueueUrl!;
  // Read by the handlers on their first invocation.
  process.env[AWS_ENV.jobsDeadLetterQueueUrl] = deadLetterUrl;
  db = createDynamoDocumentClient({ region: EMULATOR_REGION, credentials: EMULATOR_CREDENTIALS, endpoints: { dynamodb: harness.endpoints.dynamodb } });
  store = new DynamoJobStore(db, TABLES.jobs);
});

afterAll(async () => {
  db?.destroy();
  sqs?.destroy();
  await harness?.close();
});

const texts = (n: number) => Array.from({ length: n }, (_, i) => `Feedback ${i}: the ${['delivery', 'support', 'checkout', 'app'][i % 4]} was ${['slow', 'great', 'confusing', 'fine'][i % 4]} this week.`);

/** Accepts an asynchronous embeddings job of `n` texts; returns its id (its message stays queued). */
async function submit(n: number): Promise<string> {
  const accepted = await call(harness.handlers.httpFunction('embeddings'), apiEvent('POST', '/v1/embeddings', { body: { inputs: texts(n) }, tenant: harness.tenantId }));
  expect(accepted.statusCode).toBe(202);
  return accepted.json.jobId as string;
}

async function receive(queueUrl: string, waitSeconds = 0) {
  const { Messages } = await sqs.send(new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: waitSeconds, AttributeNames: ['All'] }));
  return Messages ?? [];
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('one run per job, prompt retries (worker handler against the emulators)', () => {
  it('a duplicate delivery while the job runs is put back until the lease ends, not run a second time', async () => {
    const jobId = await submit(60);
    const [message] = await receive(harness.queues.jobs);
    const worker = harness.handlers.analysisWorkerFunction();

    const first = worker(sqsEvent([{ messageId: 'first', body: message.Body! }]), context('worker'));
    await waitFor(async () => ((await store.get(jobId))?.attempts ?? 0) === 1, 20_000);
    const duplicate = await worker(sqsEvent([{ messageId: 'duplicate', body: message.Body! }]), context('worker'));

    expect(duplicate).toEqual({ batchItemFailures: [] });
    expect(await first).toEqual({ batchItemFailures: [] });
    expect(await store.get(jobId)).toMatchObject({ status: 'completed', attempts: 1 });
    expect((await store.get(jobId))?.leaseUntil).toBeUndefined();
    // The put-back message arrives after the lease and finds the job done.
    const [later] = await receive(harness.queues.jobs, LEASE_SECONDS + 2);
    expect(JSON.parse(later!.Body!)).toEqual({ jobId });
    // The put-back stays in its tenant's message group (fair queuing).
    expect(later!.Attributes?.MessageGroupId).toBe(harness.tenantId);
    expect(await worker(sqsEvent([{ messageId: 'later', body: later!.Body! }]), context('worker'))).toEqual({ batchItemFailures: [] });
    expect(await store.get(jobId)).toMatchObject({ status: 'completed', attempts: 1 });
  });

  it('a lease left by a dead attempt lapses: the next delivery runs the job', async () => {
    const jobId = await submit(2);
    const [message] = await receive(harness.queues.jobs);
    const job = (await store.get(jobId))!;
    const abandoned: Job = { ...job, attempts: 1, revision: job.revision + 1, leaseUntil: new Date(Date.now() - 1000).toISOString() };
    expect(await store.update(abandoned)).toBe(true);

    expect(await harness.handlers.analysisWorkerFunction()(sqsEvent([{ messageId: 'retry', body: message.Body! }]), context('worker'))).toEqual({ batchItemFailures: [] });

    expect(await store.get(jobId)).toMatchObject({ status: 'completed', attempts: 2 });
  });

  it('sends a malformed message to the dead-letter queue at once and reports no failure for it', async () => {
    const result = await harness.handlers.analysisWorkerFunction()(sqsEvent([{ messageId: 'bad', body: 'not json' }, { messageId: 'bad2', body: '{"job":1}' }]), context('worker'));

    expect(result).toEqual({ batchItemFailures: [] });
    const dead = await receive(deadLetterUrl);
    expect(dead.map((m) => m.Body).sort()).toEqual(['not json', '{"job":1}'].sort());
  });

  it('retries the job of a killed worker within the short visibility, and runs it once more', async () => {
    const jobId = await submit(200);
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/helpers/aws-worker-child.ts'], { cwd: PROJECT_ROOT, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await waitFor(async () => ((await store.get(jobId))?.attempts ?? 0) === 1, 60_000);
    child.kill('SIGKILL');
    await exited;
    const killedAt = Date.now();
    expect((await store.get(jobId))?.status).toBe('pending');

    let redelivered: Awaited<ReturnType<typeof receive>> = [];
    await waitFor(async () => (redelivered = await receive(harness.queues.jobs, 1)).length > 0, (VISIBILITY_SECONDS + 30) * 1000);
    const retryMs = Date.now() - killedAt;
    console.log(`killed worker → message redelivered after ${(retryMs / 1000).toFixed(1)} s (visibility ${VISIBILITY_SECONDS} s, queue default 30 s)`);
    expect(retryMs).toBeLessThan((VISIBILITY_SECONDS + 2) * 1000);

    // The redelivery may still meet the dead attempt's lease; it is put back until the lease ends.
    const worker = harness.handlers.analysisWorkerFunction();
    for (let round = 0; round < 5 && (await store.get(jobId))?.status === 'pending'; round++) {
      const batch = redelivered.length > 0 ? redelivered : await receive(harness.queues.jobs, LEASE_SECONDS + 2);
      redelivered = [];
      for (const m of batch) await worker(sqsEvent([{ messageId: m.MessageId!, body: m.Body! }]), context('worker'));
    }
    expect(await store.get(jobId)).toMatchObject({ status: 'completed', attempts: 2 });
  }, (VISIBILITY_SECONDS * 3 + 90) * 1000);
});
