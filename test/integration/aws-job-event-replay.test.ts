import { CreateTableCommand, DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDynamoClient, createDynamoDocumentClient } from '../../lambdas/adapters/aws/aws-clients.js';
import { DynamoDeliveryStore } from '../../lambdas/adapters/aws/dynamo-delivery-store.js';
import { DELIVERIES_TABLE } from '../../lambdas/adapters/aws/storage-layout.js';
import { completeJob, startAttempt } from '../../lambdas/core/jobs.js';
import { compileFilters } from '../../scripts/aws-local/event-filter.js';
import type { StreamMapping } from '../../scripts/aws-local/event-source-mappings.js';
import type { LocalFunction } from '../../scripts/aws-local/local-functions.js';
import { sendGivenUp } from '../../scripts/aws-local/stream-batch.js';
import { pendingJob } from '../contract/fixtures.js';
import { runTas } from '../helpers/cli-capture.js';
import { apiEvent, callApi as call, HARNESS_TABLES as TABLES, lambdaContext as context, startHandlerHarness, type HandlerHarness } from '../helpers/aws-handler-harness.js';
import { createTableInput, EMULATOR_CREDENTIALS, EMULATOR_REGION, S3RVER_CREDENTIALS } from './emulators.js';

/**
 * A job-events stream batch that keeps failing is kept whole (Lambda's S3 on-failure destination,
 * as the local run writes it) and `tas webhooks replay --aws` sends its events again, through the
 * real job-events handler, adapters and CLI against dynalite, s3rver and local-aws-sqs.
 */

const FAILED_BUCKET = 'h-failed-job-events';
let harness: HandlerHarness;
let s3: S3Client;
let replayArgs: string[];

const tas = (args: string[]) => runTas(args, { ...process.env });

const keptBatches = async () => (await s3.send(new ListObjectsV2Command({ Bucket: FAILED_BUCKET }))).Contents?.map((o) => o.Key!) ?? [];

beforeAll(async () => {
  harness = await startHandlerHarness({ MODEL_BACKEND: 'local', WEBHOOKS_ALLOW_LOOPBACK: 'true' });
  s3 = new S3Client({ region: EMULATOR_REGION, endpoint: harness.endpoints.s3, forcePathStyle: true, credentials: S3RVER_CREDENTIALS });
  await s3.send(new CreateBucketCommand({ Bucket: FAILED_BUCKET }));
  replayArgs = ['webhooks', 'replay', '--aws', '--region', EMULATOR_REGION, '--bucket', FAILED_BUCKET, '--webhooks-table', TABLES.webhooks, '--deliveries-table', TABLES.deliveries, '--deliveries-queue', harness.queues.deliveries];
}, 60_000);

afterAll(async () => {
  s3?.destroy();
  await harness?.close();
});

describe('failed job events: kept whole, replayed by tas webhooks replay', () => {
  it('a batch the job-events function keeps failing on is replayed once the cause is fixed; a second replay adds nothing', async () => {
    const { handlers, tenantId } = harness;
    const subscribed = await call(handlers.httpFunction('webhooks'), apiEvent('POST', '/v1/webhooks', { body: { url: 'http://127.0.0.1:9/hook', events: ['analysis.completed'] }, tenant: tenantId }));
    expect(subscribed.statusCode).toBe(201);
    const pending = startAttempt(pendingJob(tenantId, new Date()), new Date());
    const done = completeJob(pending, new Date());
    const record = { eventName: 'MODIFY', dynamodb: { SequenceNumber: '200', NewImage: marshall(done, { removeUndefinedValues: true }), OldImage: marshall(pending, { removeUndefinedValues: true }) } } as unknown as DynamoDBRecord;
    const event: DynamoDBStreamEvent = { Records: [record] };

    // The cause: the deliveries table is gone, so every attempt of the real handler fails.
    const raw = createDynamoClient({ region: EMULATOR_REGION, credentials: EMULATOR_CREDENTIALS, endpoints: { dynamodb: harness.endpoints.dynamodb } });
    await raw.send(new DeleteTableCommand({ TableName: TABLES.deliveries }));
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await handlers.jobEventsFunction()(event, context('job-events'))).toEqual({ batchItemFailures: [{ itemIdentifier: '200' }] });
    }
    // Lambda gives up and writes the whole batch to the S3 destination (as the local run does).
    const mapping = { kind: 'dynamodb', id: 'JobEvents', fn: { arn: 'arn:aws:lambda:us-east-1:123456789012:function:job-events' } as LocalFunction, sourceArn: 'arn:aws:dynamodb:us-east-1:123456789012:table/h-jobs/stream/x', onFailureArn: `arn:aws:s3:::${FAILED_BUCKET}`, filter: compileFilters([]) } as StreamMapping;
    expect(await sendGivenUp({ sqs: undefined as never, s3, queueUrlByArn: new Map() }, mapping, 'shard-1', { sequenceNumber: '200', failed: [record], batchLength: 1, functionError: false }, 3)).toBe(true);
    const [kept] = await keptBatches();
    expect(kept).toMatch(/^aws\/lambda\/JobEvents\/shard-1\/\d{4}\/\d{2}\/\d{2}\//);

    // Still broken: the replay keeps the batch and says so.
    const early = await tas(replayArgs);
    expect(early.code).toBe(1);
    expect(early.out).toContain('replayed 0 of 1 batch(es)');
    expect(early.err).toContain(`kept ${kept}`);
    expect(await keptBatches()).toEqual([kept]);

    // Fixed: the replay dispatches the event (one delivery, scheduled on the queue) and removes the batch.
    await raw.send(new CreateTableCommand(createTableInput(TABLES.deliveries, DELIVERIES_TABLE)));
    raw.destroy();
    const replayed = await tas([...replayArgs, '--keep']);
    expect([replayed.code, replayed.out.trim()]).toEqual([0, 'replayed 1 of 1 batch(es): 1 job event(s), 1 new delivery (batches kept)']);
    const again = await tas(replayArgs);
    expect([again.code, again.out.trim()]).toEqual([0, 'replayed 1 of 1 batch(es): 1 job event(s), 0 new deliveries']);
    expect(await keptBatches()).toEqual([]);

    const scheduled = await harness.drain(harness.queues.deliveries);
    const ids = [...new Set(scheduled.map((m) => JSON.parse(m.Body!).deliveryId as string))];
    expect(ids).toHaveLength(1);
    const db = createDynamoDocumentClient({ region: EMULATOR_REGION, credentials: EMULATOR_CREDENTIALS, endpoints: { dynamodb: harness.endpoints.dynamodb } });
    const delivery = await new DynamoDeliveryStore(db, TABLES.deliveries).get(ids[0]!);
    db.destroy();
    expect(delivery).toMatchObject({ status: 'pending', tenantId, event: { type: 'analysis.completed', data: { jobId: done.jobId } } });
  });

  it('keeps a batch that holds only its position in the stream, and refuses to run without --aws or names', async () => {
    await s3.send(new PutObjectCommand({ Bucket: FAILED_BUCKET, Key: 'pointer-only', Body: JSON.stringify({ version: '1.0', DDBStreamBatchInfo: { shardId: 's', batchSize: 1 } }) }));
    const replay = await tas(replayArgs);
    expect(replay.code).toBe(1);
    expect(replay.err).toContain('kept pointer-only: the batch holds no stream records');
    expect(await keptBatches()).toEqual(['pointer-only']);

    const local = await tas(['webhooks', 'replay']);
    expect(local.code).toBe(2);
    expect(local.err).toContain('add --aws');
    // The tables and the queue come from the functions' variables (set here by the harness); the bucket has none.
    const unnamed = await tas(['webhooks', 'replay', '--aws']);
    expect(unnamed.code).toBe(2);
    expect(unnamed.err.split('\n')[0]).toBe('missing --bucket (or JOB_EVENTS_FAILURE_BUCKET_NAME)');
  });
});
