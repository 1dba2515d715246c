import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { DynamoDBBatchResponse, DynamoDBRecord } from 'aws-lambda';
import type { StreamMapping } from './event-source-mappings.js';
import type { Invoker } from './function-pool.js';
import { randomUUID } from 'node:crypto';
import { streamFailureRecord } from './stream-records.js';

/** Where a failed stream batch is read again from, and what failed. */
export interface StreamRetry {
  /** The first record to read again. */
  sequenceNumber: string;
  /** The records that did not succeed (for the on-failure destination). */
  failed: DynamoDBRecord[];
  /** Records read for the batch, filtered ones included. */
  batchLength: number;
  /** A function error (the batch may be split); false for reported item failures. */
  functionError: boolean;
}

/**
 * Invokes the function with the records the mapping's filters select; a batch the filters empty
 * succeeds without an invocation. Undefined when everything succeeded; otherwise where to retry:
 * from the first reported item failure, or from the start after a function error or a malformed
 * report (an empty or unknown `itemIdentifier` fails the whole batch, as in Lambda).
 */
export async function invokeBatch(mapping: StreamMapping, invoker: Invoker, records: DynamoDBRecord[], log: (line: string) => void): Promise<StreamRetry | undefined> {
  const selected = records.filter((r) => mapping.filter(r));
  if (selected.length === 0) return undefined;
  const outcome = await invoker.invoke({ Records: selected });
  const whole = (functionError: boolean): StreamRetry => ({
    sequenceNumber: records[0].dynamodb?.SequenceNumber ?? '',
    failed: selected,
    batchLength: records.length,
    functionError,
  });
  if (!outcome.ok) {
    log(`[${mapping.fn.label}] stream batch failed: ${outcome.error.errorType}`);
    return whole(true);
  }
  if (!mapping.reportBatchItemFailures || outcome.result === null || outcome.result === undefined) return undefined;
  const failures = (outcome.result as Partial<DynamoDBBatchResponse>).batchItemFailures;
  if (failures === undefined || failures === null || (Array.isArray(failures) && failures.length === 0)) return undefined;
  const sequences = selected.map((r) => r.dynamodb?.SequenceNumber);
  const reported = Array.isArray(failures) ? failures.map((f) => f?.itemIdentifier) : [];
  if (reported.length === 0 || reported.some((id) => typeof id !== 'string' || !sequences.includes(id))) return whole(false);
  const first = Math.min(...reported.map((id) => sequences.indexOf(id)));
  return { sequenceNumber: sequences[first]!, failed: selected.slice(first), batchLength: records.length, functionError: false };
}

/** Describes a batch Lambda gave up on to the mapping's on-failure queue (the records stay out). */
export async function reportGivenUp(sqs: SQSClient, queueUrl: string, mapping: StreamMapping, shardId: string, retry: StreamRetry, attempts: number): Promise<void> {
  await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: givenUpRecord(mapping, shardId, retry, attempts) }));
}

/** Lambda's description of a batch it gave up on after `attempts` attempts. */
function givenUpRecord(mapping: StreamMapping, shardId: string, retry: StreamRetry, attempts: number): string {
  return streamFailureRecord({
    functionArn: mapping.fn.arn,
    streamArn: mapping.sourceArn,
    shardId,
    records: retry.failed,
    attempts,
    condition: 'RetryAttemptsExhausted',
    functionError: retry.functionError ? 'Unhandled' : undefined,
  });
}

/** Where a mapping's on-failure destination points: an SQS queue, or an S3 bucket (`arn:aws:s3:::name`). */
export interface FailureDestinations {
  sqs: SQSClient;
  s3?: S3Client;
  queueUrlByArn: Map<string, string>;
}

const S3_ARN_PREFIX = 'arn:aws:s3:::';

/**
 * Describes a batch Lambda gave up on to the mapping's on-failure destination. An SQS queue gets
 * the description only; an S3 bucket gets it with the invocation's whole event as `payload`
 * (as Lambda's S3 destination does), under `aws/lambda/<mapping>/<shard>/<yyyy>/<mm>/<dd>/…`.
 * False when the mapping has no destination this run can reach.
 */
export async function sendGivenUp(destinations: FailureDestinations, mapping: StreamMapping, shardId: string, retry: StreamRetry, attempts: number): Promise<boolean> {
  const arn = mapping.onFailureArn;
  if (!arn) return false;
  const queueUrl = destinations.queueUrlByArn.get(arn);
  if (queueUrl) {
    await reportGivenUp(destinations.sqs, queueUrl, mapping, shardId, retry, attempts);
    return true;
  }
  if (!arn.startsWith(S3_ARN_PREFIX) || !destinations.s3) return false;
  const description = JSON.parse(givenUpRecord(mapping, shardId, retry, attempts)) as { timestamp: string };
  const day = description.timestamp.slice(0, 10).replaceAll('-', '/');
  const key = `aws/lambda/${mapping.id}/${shardId}/${day}/${description.timestamp.replace(/[:.]/g, '-')}-${randomUUID()}`;
  const body = JSON.stringify({ ...description, payload: { Records: retry.failed } });
  await destinations.s3.send(new PutObjectCommand({ Bucket: arn.slice(S3_ARN_PREFIX.length), Key: key, Body: body, ContentType: 'application/json' }));
  return true;
}
