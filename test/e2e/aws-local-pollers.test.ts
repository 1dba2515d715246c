import { CreateTableCommand, PutItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { CreateQueueCommand, GetQueueAttributesCommand, ReceiveMessageCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import type { DynamoDBRecord, SQSRecord } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileFilters } from '../../scripts/aws-local/event-filter.js';
import type { QueueMapping, StreamMapping } from '../../scripts/aws-local/event-source-mappings.js';
import type { LocalFunction } from '../../scripts/aws-local/local-functions.js';
import { startSqsPoller } from '../../scripts/aws-local/sqs-poller.js';
import { startStreamPoller } from '../../scripts/aws-local/stream-poller.js';
import { eventually, recordingInvoker, startPollerEmulators, type PollerEmulators } from '../helpers/aws-local-emulators.js';

/**
 * The local run's event sources against the emulators, with a stand-in function: Lambda's
 * filtering, partial batch failures, retries, on-failure destination and SQS redrive.
 */

const JOB_FINISHED_PATTERN = JSON.stringify({
  eventName: ['MODIFY'],
  dynamodb: { OldImage: { status: { S: ['pending'] } }, NewImage: { status: { S: ['completed', 'failed'] } } },
});
const fn = { label: 'Stand-in', name: 'stand-in', arn: 'arn:aws:lambda:us-east-1:123456789012:function:stand-in' } as LocalFunction;
const WAIT_MS = 20_000;
const log = () => undefined;

let env: PollerEmulators;
let tables = 0;
beforeAll(async () => {
  env = await startPollerEmulators();
}, 180_000);
afterAll(async () => {
  await env?.close();
}, 60_000);

/** A jobs-like table with a stream, and a second table whose writes take stream sequence numbers. */
async function jobsTable(): Promise<{ name: string; other: string; streamArn: string }> {
  const name = `jobs-${++tables}`;
  const keys = { AttributeDefinitions: [{ AttributeName: 'jobId', AttributeType: 'S' as const }], KeySchema: [{ AttributeName: 'jobId', KeyType: 'HASH' as const }], BillingMode: 'PAY_PER_REQUEST' as const };
  const { TableDescription } = await env.dynamodb.send(new CreateTableCommand({ TableName: name, ...keys, StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' } }));
  await env.dynamodb.send(new CreateTableCommand({ TableName: `${name}-other`, ...keys }));
  return { name, other: `${name}-other`, streamArn: TableDescription!.LatestStreamArn! };
}

const put = (table: string, jobId: string, status = 'pending') => env.dynamodb.send(new PutItemCommand({ TableName: table, Item: { jobId: { S: jobId }, status: { S: status } } }));
const finish = (table: string, jobId: string, status = 'completed') =>
  env.dynamodb.send(
    new UpdateItemCommand({ TableName: table, Key: { jobId: { S: jobId } }, UpdateExpression: 'SET #s = :s', ExpressionAttributeNames: { '#s': 'status' }, ExpressionAttributeValues: { ':s': { S: status } } }),
  );
const jobIdOf = (record: unknown) => (record as DynamoDBRecord).dynamodb?.Keys?.jobId?.S;
const sequenceOf = (record: unknown) => (record as DynamoDBRecord).dynamodb?.SequenceNumber;

function streamMapping(streamArn: string, overrides: Partial<StreamMapping> = {}): StreamMapping {
  return {
    kind: 'dynamodb',
    id: 'JobEvents',
    fn,
    sourceArn: streamArn,
    batchSize: 10,
    batchingWindowSeconds: 0,
    reportBatchItemFailures: true,
    filter: compileFilters([JOB_FINISHED_PATTERN]),
    startingPosition: 'LATEST',
    bisectOnError: false,
    maximumRetryAttempts: 2,
    ...overrides,
  };
}

async function queue(name: string, attributes: Record<string, string> = {}): Promise<{ url: string; arn: string }> {
  const { QueueUrl } = await env.sqs.send(new CreateQueueCommand({ QueueName: name, Attributes: attributes }));
  const { Attributes } = await env.sqs.send(new GetQueueAttributesCommand({ QueueUrl, AttributeNames: ['QueueArn'] }));
  return { url: QueueUrl!, arn: Attributes!.QueueArn! };
}

/**
 * The tests of each event source run concurrently: each has its own tables, stream, queues, poller
 * and recorded events, and most of each is waiting (for the pollers, the visibility timeouts and
 * the quiet spells that show nothing more arrives), which overlaps instead of adding up.
 */
describe.concurrent('DynamoDB Streams event source', () => {
  it('delivers only records the filter selects, in order, starting at LATEST', async () => {
    const { name, other, streamArn } = await jobsTable();
    await put(name, 'before-start');
    await finish(name, 'before-start');
    const { invoker, events } = recordingInvoker();
    const poller = await startStreamPoller({ mapping: streamMapping(streamArn), streams: env.streams, sqs: env.sqs, pool: invoker, queueUrlByArn: new Map(), log });
    try {
      await put(other, 'takes-a-sequence-number');
      await put(name, 'j1');
      await finish(name, 'j1');
      await finish(name, 'j1', 'completed');
      await put(name, 'j2');
      await put(other, 'another');
      await finish(name, 'j2', 'failed');
      await eventually(() => events.flatMap((e) => e.Records).length >= 2, WAIT_MS, 'two finished jobs');
      await new Promise((r) => setTimeout(r, 500));
      const records = events.flatMap((e) => e.Records) as unknown as DynamoDBRecord[];
      expect(records.map(jobIdOf)).toEqual(['j1', 'j2']);
      expect(records[1]).toMatchObject({ eventName: 'MODIFY', eventSource: 'aws:dynamodb', eventSourceARN: streamArn });
      expect(records[1].dynamodb).toMatchObject({ OldImage: { status: { S: 'pending' } }, NewImage: { status: { S: 'failed' } } });
      expect(typeof records[1].dynamodb?.ApproximateCreationDateTime).toBe('number');
    } finally {
      await poller.stop();
    }
  });

  it('retries from the first reported failure and never redelivers the records before it', async () => {
    const { name, streamArn } = await jobsTable();
    for (const id of ['a', 'b', 'c']) await put(name, id);
    for (const id of ['a', 'b', 'c']) await finish(name, id);
    const { invoker, events } = recordingInvoker((event, call) =>
      call === 1 ? { ok: true, result: { batchItemFailures: [{ itemIdentifier: sequenceOf(event.Records[1]) }] } } : { ok: true, result: { batchItemFailures: [] } },
    );
    const mapping = streamMapping(streamArn, { startingPosition: 'TRIM_HORIZON' });
    const poller = await startStreamPoller({ mapping, streams: env.streams, sqs: env.sqs, pool: invoker, queueUrlByArn: new Map(), log });
    try {
      await eventually(() => events.length >= 2, WAIT_MS, 'the retry');
      await new Promise((r) => setTimeout(r, 1000));
      expect(events.map((e) => e.Records.map(jobIdOf))).toEqual([
        ['a', 'b', 'c'],
        ['b', 'c'],
      ]);
    } finally {
      await poller.stop();
    }
  });

  it('gives up after MaximumRetryAttempts, describes the batch to the on-failure queue and moves on', async () => {
    const { name, streamArn } = await jobsTable();
    const failures = await queue(`stream-failures-${tables}`);
    const { invoker, events } = recordingInvoker((event) =>
      event.Records.some((r) => jobIdOf(r) === 'poison') ? { ok: false, error: { errorType: 'Error', errorMessage: 'boom' } } : { ok: true, result: null },
    );
    const mapping = streamMapping(streamArn, { onFailureArn: failures.arn });
    const poller = await startStreamPoller({ mapping, streams: env.streams, sqs: env.sqs, pool: invoker, queueUrlByArn: new Map([[failures.arn, failures.url]]), log });
    try {
      await put(name, 'poison');
      await finish(name, 'poison');
      await eventually(() => events.length >= 3, WAIT_MS, 'three attempts');
      await put(name, 'fine');
      await finish(name, 'fine');
      await eventually(() => events.some((e) => e.Records.some((r) => jobIdOf(r) === 'fine')), WAIT_MS, 'the next record');
      expect(events.map((e) => e.Records.map(jobIdOf))).toEqual([['poison'], ['poison'], ['poison'], ['fine']]);
      const { Messages = [] } = await env.sqs.send(new ReceiveMessageCommand({ QueueUrl: failures.url, WaitTimeSeconds: 1 }));
      expect(Messages).toHaveLength(1);
      expect(JSON.parse(Messages[0].Body!)).toMatchObject({
        requestContext: { functionArn: fn.arn, condition: 'RetryAttemptsExhausted', approximateInvokeCount: 3 },
        responseContext: { functionError: 'Unhandled' },
        DDBStreamBatchInfo: { batchSize: 1, streamArn, startSequenceNumber: sequenceOf(events[0].Records[0]) },
      });
    } finally {
      await poller.stop();
    }
  });
});

describe.concurrent('SQS event source', () => {
  it('deletes what succeeded, keeps reported failures until the redrive policy moves them to the dead-letter queue', async () => {
    const dlq = await queue('deliveries-dlq');
    const main = await queue('deliveries', { VisibilityTimeout: '1', RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlq.arn, maxReceiveCount: 2 }) });
    for (const body of ['a', 'b', 'c']) await env.sqs.send(new SendMessageCommand({ QueueUrl: main.url, MessageBody: JSON.stringify({ id: body }) }));
    const { invoker, events } = recordingInvoker((event) => {
      const failed = (event.Records as SQSRecord[]).filter((r) => JSON.parse(r.body).id === 'b');
      return { ok: true, result: { batchItemFailures: failed.map((r) => ({ itemIdentifier: r.messageId })) } };
    });
    const mapping: QueueMapping = { kind: 'sqs', id: 'Deliveries', fn, sourceArn: main.arn, batchSize: 10, batchingWindowSeconds: 0, reportBatchItemFailures: true, filter: compileFilters([]) };
    const poller = startSqsPoller({ mapping, queueUrl: main.url, sqs: env.sqs, pool: invoker, region: 'us-east-1', localConcurrency: 1, log });
    try {
      const bodies = () => events.flatMap((e) => e.Records as unknown as SQSRecord[]).map((r) => JSON.parse(r.body).id as string);
      await eventually(() => bodies().filter((b) => b === 'b').length >= 2, WAIT_MS, 'the second receive of b');
      await new Promise((r) => setTimeout(r, 2500));
      expect(bodies().sort()).toEqual(['a', 'b', 'b', 'c']);
      const records = events.flatMap((e) => e.Records as unknown as SQSRecord[]);
      expect(records[0]).toMatchObject({ eventSource: 'aws:sqs', eventSourceARN: main.arn, awsRegion: 'us-east-1', attributes: { ApproximateReceiveCount: '1' } });
      expect(records.filter((r) => JSON.parse(r.body).id === 'b').map((r) => r.attributes.ApproximateReceiveCount)).toEqual(['1', '2']);
      const { Messages = [] } = await env.sqs.send(new ReceiveMessageCommand({ QueueUrl: dlq.url, WaitTimeSeconds: 1, MaxNumberOfMessages: 10 }));
      expect(Messages.map((m) => JSON.parse(m.Body!).id)).toEqual(['b']);
    } finally {
      await poller.stop();
    }
  });

  it('keeps the whole batch when the function fails, and drops messages the filter rejects', async () => {
    const main = await queue('jobs', { VisibilityTimeout: '1' });
    for (const body of [{ kind: 'job', id: 'x' }, { kind: 'noise', id: 'y' }]) await env.sqs.send(new SendMessageCommand({ QueueUrl: main.url, MessageBody: JSON.stringify(body) }));
    const { invoker, events } = recordingInvoker((_event, call) => (call === 1 ? { ok: false, error: { errorType: 'Error', errorMessage: 'crash' } } : { ok: true, result: null }));
    const filter = compileFilters([JSON.stringify({ body: { kind: ['job'] } })]);
    const mapping: QueueMapping = { kind: 'sqs', id: 'Jobs', fn, sourceArn: main.arn, batchSize: 1, batchingWindowSeconds: 0, reportBatchItemFailures: true, filter };
    const poller = startSqsPoller({ mapping, queueUrl: main.url, sqs: env.sqs, pool: invoker, region: 'us-east-1', localConcurrency: 1, log });
    try {
      await eventually(() => events.length >= 2, WAIT_MS, 'the redelivery');
      await new Promise((r) => setTimeout(r, 1500));
      expect(events.map((e) => (e.Records as unknown as SQSRecord[]).map((r) => JSON.parse(r.body).id))).toEqual([['x'], ['x']]);
      const { Messages = [] } = await env.sqs.send(new ReceiveMessageCommand({ QueueUrl: main.url, WaitTimeSeconds: 1 }));
      expect(Messages).toHaveLength(0);
    } finally {
      await poller.stop();
    }
  });
});
