import { CreateTableCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { CreateQueueCommand, ReceiveMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDynamoClient, createDynamoDocumentClient, createS3Client, createSqsClient, type AwsClientOptions } from '../../lambdas/adapters/aws/aws-clients.js';
import { toDomainError } from '../../lambdas/adapters/aws/aws-errors.js';
import { DynamoIdempotencyStore, partitionKey } from '../../lambdas/adapters/aws/dynamo-idempotency-store.js';
import { DynamoJobStore } from '../../lambdas/adapters/aws/dynamo-job-store.js';
import { DynamoKeyStore } from '../../lambdas/adapters/aws/dynamo-key-store.js';
import { S3PayloadStore } from '../../lambdas/adapters/aws/s3-payload-store.js';
import { fanoutGroup, MAX_SQS_DELAY_SECONDS, parseJobMessage, sqsDelay, SqsJobQueue, tenantGroup } from '../../lambdas/adapters/aws/sqs-job-queue.js';
import { DynamoWebhookStore } from '../../lambdas/adapters/aws/dynamo-webhook-store.js';
import { DynamoDeliveryStore } from '../../lambdas/adapters/aws/dynamo-delivery-store.js';
import { parseDeliveryMessage, SqsDeliveryQueue } from '../../lambdas/adapters/aws/sqs-delivery-queue.js';
import { API_KEYS_TABLE, DELIVERIES_TABLE, IDEMPOTENCY_TABLE, JOBS_TABLE, WEBHOOKS_TABLE } from '../../lambdas/adapters/aws/storage-layout.js';
import { completeJob } from '../../lambdas/core/jobs.js';
import { describeIdempotencyStoreContract } from '../contract/idempotency-store.contract.js';
import { describeJobStoreContract } from '../contract/job-store.contract.js';
import { describeKeyStoreContract } from '../contract/key-store.contract.js';
import { describePayloadStoreContract } from '../contract/payload-store.contract.js';
import { describeWebhookStoreContract } from '../contract/webhook-store.contract.js';
import { describeDeliveryStoreContract } from '../contract/delivery-store.contract.js';
import { jobId, later, pendingJob, T0, tenant } from '../contract/fixtures.js';
import { createTableInput, EMULATOR_CREDENTIALS, EMULATOR_REGION, S3RVER_CREDENTIALS, startDynalite, startS3rver, startSqs, type RunningEmulator } from './emulators.js';

// The SDK warns once per process that releases after January 2027 need Node 22; tests run on 20.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const TABLES = { jobs: 'tas-jobs', keys: 'tas-api-keys', idempotency: 'tas-idempotency', webhooks: 'tas-webhooks', deliveries: 'tas-deliveries' };
const BUCKET = 'tas-payloads';
const LINK_TTL_SECONDS = 3600;
/** Long enough that a receive right after sending must not see the message. */
const TEST_DELAY_SECONDS = 1;
const SECONDS_PER_DAY = 86_400;

const emulators: RunningEmulator[] = [];
let db: DynamoDBDocumentClient;
let s3: S3Client;
let sqs: SQSClient;
let queueUrl = '';

beforeAll(async () => {
  const [dynamo, s3rver, sqsServer] = await Promise.all([startDynalite(), startS3rver(), startSqs()]);
  emulators.push(dynamo, s3rver, sqsServer);
  const options: AwsClientOptions = { region: EMULATOR_REGION, credentials: EMULATOR_CREDENTIALS, endpoints: { dynamodb: dynamo.endpoint, sqs: sqsServer.endpoint } };
  const raw = createDynamoClient(options);
  await Promise.all([
    raw.send(new CreateTableCommand(createTableInput(TABLES.jobs, JOBS_TABLE))),
    raw.send(new CreateTableCommand(createTableInput(TABLES.keys, API_KEYS_TABLE))),
    raw.send(new CreateTableCommand(createTableInput(TABLES.idempotency, IDEMPOTENCY_TABLE))),
    raw.send(new CreateTableCommand(createTableInput(TABLES.webhooks, WEBHOOKS_TABLE))),
    raw.send(new CreateTableCommand(createTableInput(TABLES.deliveries, DELIVERIES_TABLE))),
  ]);
  db = createDynamoDocumentClient(options);
  s3 = createS3Client({ region: EMULATOR_REGION, credentials: S3RVER_CREDENTIALS, endpoints: { s3: s3rver.endpoint }, forcePathStyle: true });
  await s3.send(new CreateBucketCommand({ Bucket: BUCKET }));
  sqs = createSqsClient(options);
  queueUrl = (await sqs.send(new CreateQueueCommand({ QueueName: 'tas-jobs' }))).QueueUrl ?? '';
});

afterAll(async () => {
  for (const client of [db, s3, sqs]) client?.destroy();
  await Promise.all(emulators.map((emulator) => emulator.close()));
});

const jobStore = () => new DynamoJobStore(db, TABLES.jobs);
const payloadStore = () => new S3PayloadStore(s3, { bucket: BUCKET, linkTtlSeconds: LINK_TTL_SECONDS });

describeJobStoreContract('DynamoJobStore (dynalite)', async () => jobStore());
// s3rver does not verify SigV4 signatures (only expiry), so the tampered-link test is left out.
describePayloadStoreContract('S3PayloadStore (s3rver)', async () => ({ store: payloadStore(), linkTtlSeconds: LINK_TTL_SECONDS }), { verifiesSignatures: false });
describeKeyStoreContract('DynamoKeyStore (dynalite)', async () => new DynamoKeyStore(db, TABLES.keys));
describeIdempotencyStoreContract('DynamoIdempotencyStore (dynalite)', async () => new DynamoIdempotencyStore(db, TABLES.idempotency));
describeWebhookStoreContract('DynamoWebhookStore (dynalite)', async () => new DynamoWebhookStore(db, TABLES.webhooks));
describeDeliveryStoreContract('DynamoDeliveryStore (dynalite)', async () => new DynamoDeliveryStore(db, TABLES.deliveries));

/** Receives what is visible now, without long polling (the emulator waits out the whole wait). */
async function receiveNow(): Promise<string[]> {
  const { Messages } = await sqs.send(
    // `AttributeNames` too: local-aws-sqs reads the legacy field.
    new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 0, AttributeNames: ['All'], MessageSystemAttributeNames: ['All'] }),
  );
  return (Messages ?? []).map((message) => message.Body ?? '');
}

describe('SqsJobQueue (local-aws-sqs)', () => {
  it('enqueues a {"jobId"} message that the consumer parses back', async () => {
    const id = jobId();

    await new SqsJobQueue(sqs, queueUrl).enqueue(id);

    const bodies = await receiveNow();
    expect(bodies).toEqual([JSON.stringify({ jobId: id })]);
    expect(parseJobMessage(bodies[0])).toEqual({ jobId: id });
  });

  it('honours a delay: the message is not visible at once, and is after the delay', async () => {
    const id = jobId();

    await new SqsJobQueue(sqs, queueUrl).enqueue(id, TEST_DELAY_SECONDS);

    expect(await receiveNow()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, TEST_DELAY_SECONDS * 1000 + 300));
    expect((await receiveNow()).map(parseJobMessage)).toEqual([{ jobId: id }]);
  });

  it('fair queuing: a job message is grouped by its tenant, fan-out tasks by their job; one group does not hold back its other messages', async () => {
    const queue = new SqsJobQueue(sqs, queueUrl);
    const [a1, a2, b1, job] = [jobId(), jobId(), jobId(), jobId()];

    await queue.enqueue(a1, 0, 'tenant-a');
    await queue.enqueue(a2, 0, 'tenant-a');
    await queue.enqueue(b1, 0, 'tenant-b');
    await queue.enqueueTask(job, 3);
    await queue.enqueue(jobId(), 0, 'has spaces/é');

    const { Messages = [] } = await sqs.send(
      new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 0, AttributeNames: ['All'], MessageSystemAttributeNames: ['All'] }),
    );
    const groups = Object.fromEntries(Messages.map((m) => [JSON.parse(m.Body!).jobId as string, m.Attributes?.MessageGroupId]));
    // Both of tenant-a's messages are handed out together: a standard queue, not a FIFO group.
    expect(groups).toMatchObject({ [a1]: 'tenant-a', [a2]: 'tenant-a', [b1]: 'tenant-b', [job]: fanoutGroup(job) });
    expect(Object.values(groups)).toContain(tenantGroup('has spaces/é'));
    expect(tenantGroup('has spaces/é')).toMatch(/^tenant-sha256:[0-9a-f]{64}$/);
    expect(Messages).toHaveLength(5);
  });

  it('caps delays at the SQS maximum and rounds fractions up', () => {
    expect(sqsDelay(0)).toBe(0);
    expect(sqsDelay(-5)).toBe(0);
    expect(sqsDelay(0.2)).toBe(1);
    expect(sqsDelay(2 * 60 * 60)).toBe(MAX_SQS_DELAY_SECONDS);
    expect(MAX_SQS_DELAY_SECONDS).toBe(900);
  });

  it('rejects malformed message bodies as internal errors', () => {
    for (const body of ['not json', '{}', '{"jobId":"../etc/passwd"}', '["job_x"]']) {
      expect(() => parseJobMessage(body)).toThrow(expect.objectContaining({ name: 'DomainError', code: 'internal_error' }));
    }
  });
});

describe('SqsDeliveryQueue (local-aws-sqs)', () => {
  it('sends a due attempt at once and a later one after its wait, capped at the SQS maximum', async () => {
    const now = new Date();
    const clock = { now: () => now };
    const queue = new SqsDeliveryQueue(sqs, queueUrl, clock);

    await queue.schedule('delivery_due', now);
    await queue.schedule('delivery_later', new Date(now.getTime() + TEST_DELAY_SECONDS * 1000));

    expect((await receiveNow()).map(parseDeliveryMessage)).toEqual([{ deliveryId: 'delivery_due' }]);
    await new Promise((resolve) => setTimeout(resolve, TEST_DELAY_SECONDS * 1000 + 300));
    expect((await receiveNow()).map(parseDeliveryMessage)).toEqual([{ deliveryId: 'delivery_later' }]);
  });

  it('rejects malformed delivery messages as internal errors', () => {
    for (const body of ['', '{}', '{"deliveryId":""}', '{"deliveryId":5}']) {
      expect(() => parseDeliveryMessage(body)).toThrow(expect.objectContaining({ name: 'DomainError', code: 'internal_error' }));
    }
  });
});

describe('AWS adapters: stored shapes', () => {
  it('gives a finished job a TTL 7 days after it finished, and a pending job none', async () => {
    const store = jobStore();
    const job = pendingJob(tenant(), T0);
    await store.create(job);
    const pendingItem = (await db.send(new GetCommand({ TableName: TABLES.jobs, Key: { jobId: job.jobId } }))).Item;

    const done = completeJob(job, later(T0, 30));
    await store.update(done);
    const doneItem = (await db.send(new GetCommand({ TableName: TABLES.jobs, Key: { jobId: job.jobId } }))).Item;

    expect(pendingItem).not.toHaveProperty('ttl');
    expect(doneItem?.ttl).toBe(Math.floor(later(T0, 30).getTime() / 1000) + 7 * SECONDS_PER_DAY);
  });

  it('rejects a malformed stored job instead of returning it', async () => {
    const id = jobId();
    const raw = createDynamoClient({ region: EMULATOR_REGION, credentials: EMULATOR_CREDENTIALS, endpoints: { dynamodb: emulators[0].endpoint } });
    await raw.send(new PutItemCommand({ TableName: TABLES.jobs, Item: { jobId: { S: id }, status: { S: 'exploded' } } }));

    await expect(jobStore().get(id)).rejects.toMatchObject({ name: 'DomainError', code: 'internal_error' });
    raw.destroy();
  });

  it('stores idempotency records under tenant#sha256(key) with a 24-hour TTL, never the key itself', async () => {
    const store = new DynamoIdempotencyStore(db, TABLES.idempotency);
    const [t, key] = [tenant(), 'my-secret-order-key'];
    await store.put(t, key, { fingerprint: 'a'.repeat(64), status: 202, headers: {}, body: '{}', createdAt: T0.toISOString() });

    const item = (await db.send(new GetCommand({ TableName: TABLES.idempotency, Key: { pk: partitionKey(t, key) } }))).Item;

    expect(partitionKey(t, key)).toMatch(new RegExp(`^${t}#[0-9a-f]{64}$`));
    expect(JSON.stringify(item)).not.toContain(key);
    expect(item?.ttl).toBe(Math.floor(T0.getTime() / 1000) + SECONDS_PER_DAY);
  });

  it('writes results at results/<jobId>.json and requests at requests/<jobId>.json as JSON', async () => {
    const id = jobId();
    const store = payloadStore();
    await store.putResult(id, '{"ok":true}');
    await store.putRequest(id, { operation: 'sentiment', inputs: ['fine'] });

    const result = await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `results/${id}.json` }));
    const request = await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `requests/${id}.json` }));

    expect(result.ContentType).toBe('application/json');
    expect(request.ContentType).toBe('application/json');
  });

  it('turns SDK failures into internal errors that keep the cause', async () => {
    const missingTable = new DynamoJobStore(db, 'no-such-table');
    await expect(missingTable.get(jobId())).rejects.toMatchObject({ name: 'DomainError', code: 'internal_error' });

    const throttled = Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException', $retryable: { throttling: true } });
    const error = toDomainError(throttled, 'dynamodb:PutItem jobs');
    expect(error).toMatchObject({ code: 'internal_error', cause: throttled });
    expect(error.message).toContain('throttled');
  });
});
