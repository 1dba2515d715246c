import {
  DescribeStreamCommand,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type DynamoDBStreamsClient,
  type Shard,
  type ShardIteratorType,
} from '@aws-sdk/client-dynamodb-streams';
import type { S3Client } from '@aws-sdk/client-s3';
import type { SQSClient } from '@aws-sdk/client-sqs';
import type { StreamMapping } from './event-source-mappings.js';
import type { Invoker } from './function-pool.js';
import type { Poller } from './sqs-poller.js';
import { invokeBatch, sendGivenUp } from './stream-batch.js';
import { toLambdaRecord } from './stream-records.js';

/** What a stream poller needs. */
export interface StreamPollerOptions {
  mapping: StreamMapping;
  streams: DynamoDBStreamsClient;
  sqs: SQSClient;
  pool: Invoker;
  /** Queue URLs by ARN, for an SQS on-failure destination. */
  queueUrlByArn: Map<string, string>;
  /** The S3 emulator, for an S3 on-failure destination (which keeps the whole batch). */
  s3?: S3Client;
  log: (line: string) => void;
}

/** Lambda polls each shard about four times a second. */
const POLL_INTERVAL_MS = 250;
/** Shards are re-listed this often to find children of split or closed shards. */
const SHARD_REFRESH_POLLS = 8;
/** Backoff between retries of a failed batch: doubles up to the cap. */
const RETRY_BASE_MS = 250;
const RETRY_CAP_MS = 8_000;
/** Errors of a position that is no longer valid; the shard is read again from its checkpoint. */
const RESTARTABLE_ERRORS = new Set(['TrimmedDataAccessException', 'ExpiredIteratorException']);

interface ShardState {
  shardId: string;
  parentShardId?: string;
  iterator?: string;
  /** Where to read from next when there is no iterator. */
  resume: { type: ShardIteratorType; sequenceNumber?: string };
  finished: boolean;
  /** Attempts of the current batch that failed. */
  failures: number;
  limit: number;
  notBefore: number;
}

/**
 * Lambda's DynamoDB Streams event source for one mapping: reads every shard in order (a child
 * after its parent), drops records the filters reject, invokes with at most `BatchSize` records
 * and checkpoints what succeeded. A reported item failure retries from that record; a function
 * error retries the batch (halved when `BisectBatchOnFunctionError`); after
 * `MaximumRetryAttempts` the batch is described to the on-failure destination and skipped.
 */
export async function startStreamPoller(options: StreamPollerOptions): Promise<Poller> {
  const shards = new Map<string, ShardState>();
  // Positions in the open shards are taken before this returns, so with `LATEST` nothing
  // written after the host reports ready can be missed.
  await refreshShards(options, shards, true);
  if (options.mapping.startingPosition === 'LATEST') for (const shard of shards.values()) if (!shard.finished) await skipToEnd(options, shard);
  let running = true;
  let polls = 1;
  const loop = (async () => {
    while (running) {
      try {
        if (polls++ % SHARD_REFRESH_POLLS === 0) await refreshShards(options, shards, false);
        for (const shard of shards.values()) {
          if (!running) break;
          const parent = shard.parentShardId ? shards.get(shard.parentShardId) : undefined;
          if (shard.finished || (parent && !parent.finished) || shard.notBefore > Date.now()) continue;
          await pollShard(options, shard);
        }
      } catch (error) {
        if (!running) break;
        options.log(`[${options.mapping.fn.label}] stream poll failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      await new Promise((r) => setTimeout(r, POLL_INTERVAL_MS));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

async function refreshShards(options: StreamPollerOptions, shards: Map<string, ShardState>, initial: boolean): Promise<void> {
  const listed: Shard[] = [];
  let start: string | undefined;
  do {
    const { StreamDescription } = await options.streams.send(new DescribeStreamCommand({ StreamArn: options.mapping.sourceArn, ExclusiveStartShardId: start }));
    listed.push(...(StreamDescription?.Shards ?? []));
    start = StreamDescription?.LastEvaluatedShardId;
  } while (start);
  for (const shard of listed) {
    if (!shard.ShardId || shards.has(shard.ShardId)) continue;
    // Shards open when the mapping starts begin at its starting position; later ones (children
    // of shards read to their end) from their first record, so nothing between is lost.
    const latest = initial && options.mapping.startingPosition === 'LATEST';
    const closed = shard.SequenceNumberRange?.EndingSequenceNumber !== undefined;
    shards.set(shard.ShardId, {
      shardId: shard.ShardId,
      parentShardId: shard.ParentShardId,
      resume: { type: 'TRIM_HORIZON' },
      finished: latest && closed,
      failures: 0,
      limit: options.mapping.batchSize,
      notBefore: 0,
    });
  }
}

/**
 * `LATEST` as a position after the shard's last record, found by reading the shard once. DynamoDB
 * Local numbers records across all tables, and an iterator taken on an empty shard (which
 * `LATEST` or `TRIM_HORIZON` is then) fails with `TrimmedDataAccessException` once another
 * table's write takes the number it expects next; positions after a real record do not.
 */
async function skipToEnd(options: StreamPollerOptions, shard: ShardState): Promise<void> {
  let iterator = await iteratorAt(options, shard);
  while (iterator) {
    const { Records = [], NextShardIterator } = await options.streams.send(new GetRecordsCommand({ ShardIterator: iterator }));
    const last = Records.at(-1)?.dynamodb?.SequenceNumber;
    if (last) shard.resume = { type: 'AFTER_SEQUENCE_NUMBER', sequenceNumber: last };
    if (Records.length === 0) break;
    iterator = NextShardIterator;
  }
  if (!iterator) shard.finished = true;
}

async function pollShard(options: StreamPollerOptions, shard: ShardState): Promise<void> {
  const { mapping, streams } = options;
  if (!(await ensureIterator(options, shard))) return;
  let page;
  try {
    page = await streams.send(new GetRecordsCommand({ ShardIterator: shard.iterator, Limit: shard.limit }));
  } catch (error) {
    // A stale position: read again from the last checkpoint with a fresh iterator (on AWS,
    // trimmed records are gone and the checkpoint falls back to the oldest one, as in Lambda).
    if (!RESTARTABLE_ERRORS.has((error as { name?: string }).name ?? '')) throw error;
    shard.iterator = undefined;
    return;
  }
  const { Records = [], NextShardIterator } = page;
  shard.iterator = NextShardIterator;
  if (Records.length === 0) {
    if (!NextShardIterator) shard.finished = true;
    return;
  }
  const records = Records.map((r) => toLambdaRecord(r, mapping.sourceArn));
  const lastSequence = records.at(-1)?.dynamodb?.SequenceNumber;
  const retryFrom = await invokeBatch(mapping, options.pool, records, (line) => options.log(`${line} (shard ${shard.shardId})`));
  if (retryFrom === undefined) {
    shard.failures = 0;
    shard.limit = mapping.batchSize;
    if (!NextShardIterator) shard.finished = true;
    shard.resume = { type: 'AFTER_SEQUENCE_NUMBER', sequenceNumber: lastSequence };
    return;
  }
  // Read again from the first record not handled: a new iterator, the current one is ahead.
  shard.iterator = undefined;
  shard.resume = { type: 'AT_SEQUENCE_NUMBER', sequenceNumber: retryFrom.sequenceNumber };
  shard.failures++;
  shard.notBefore = Date.now() + Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** (shard.failures - 1));
  if (retryFrom.functionError && mapping.bisectOnError) shard.limit = Math.max(1, Math.ceil(retryFrom.batchLength / 2));
  if (mapping.maximumRetryAttempts >= 0 && shard.failures > mapping.maximumRetryAttempts) {
    options.log(`[${mapping.fn.label}] gave up on ${retryFrom.failed.length} stream record(s) of shard ${shard.shardId} after ${shard.failures} attempts`);
    await sendGivenUp(options, mapping, shard.shardId, retryFrom, shard.failures);
    shard.failures = 0;
    shard.limit = mapping.batchSize;
    shard.notBefore = 0;
    shard.resume = { type: 'AFTER_SEQUENCE_NUMBER', sequenceNumber: lastSequence };
  }
}

/** Takes an iterator at the shard's resume point; false when the shard has nothing more. */
async function ensureIterator(options: StreamPollerOptions, shard: ShardState): Promise<boolean> {
  shard.iterator ??= await iteratorAt(options, shard);
  if (!shard.iterator) shard.finished = true;
  return !shard.finished;
}

async function iteratorAt(options: StreamPollerOptions, shard: ShardState): Promise<string | undefined> {
  const { ShardIterator } = await options.streams.send(
    new GetShardIteratorCommand({
      StreamArn: options.mapping.sourceArn,
      ShardId: shard.shardId,
      ShardIteratorType: shard.resume.type,
      SequenceNumber: shard.resume.sequenceNumber,
    }),
  );
  return ShardIterator;
}
