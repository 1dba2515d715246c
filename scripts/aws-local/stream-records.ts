import { randomUUID } from 'node:crypto';
import type { _Record as StreamSdkRecord } from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBRecord } from 'aws-lambda';

/**
 * A DynamoDB Streams record as Lambda passes it: the SDK's record in JSON form (binary values
 * base64-encoded, `ApproximateCreationDateTime` in epoch seconds) plus `eventSourceARN`.
 */
export function toLambdaRecord(record: StreamSdkRecord, streamArn: string): DynamoDBRecord {
  const { dynamodb, ...rest } = record;
  const created = dynamodb?.ApproximateCreationDateTime;
  return {
    ...(jsonSafe(rest) as DynamoDBRecord),
    dynamodb: {
      ...(jsonSafe(dynamodb ?? {}) as DynamoDBRecord['dynamodb']),
      ...(created ? { ApproximateCreationDateTime: Math.floor(created.getTime() / 1000) } : {}),
    },
    eventSourceARN: streamArn,
  };
}

/** Plain JSON: byte arrays become base64 strings, dates ISO strings, undefined fields vanish. */
function jsonSafe(value: unknown): unknown {
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(jsonSafe);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined).map(([k, v]) => [k, jsonSafe(v)]));
  }
  return value;
}

/** The on-failure destination message Lambda sends for a stream batch it gave up on. */
export function streamFailureRecord(options: {
  functionArn: string;
  streamArn: string;
  shardId: string;
  records: DynamoDBRecord[];
  attempts: number;
  condition: 'RetryAttemptsExhausted';
  functionError?: string;
}): string {
  const { records } = options;
  const arrival = (r: DynamoDBRecord | undefined) => new Date((r?.dynamodb?.ApproximateCreationDateTime ?? 0) * 1000).toISOString();
  return JSON.stringify({
    requestContext: { requestId: randomUUID(), functionArn: options.functionArn, condition: options.condition, approximateInvokeCount: options.attempts },
    responseContext: { statusCode: 200, executedVersion: '$LATEST', ...(options.functionError ? { functionError: options.functionError } : {}) },
    version: '1.0',
    timestamp: new Date().toISOString(),
    DDBStreamBatchInfo: {
      shardId: options.shardId,
      startSequenceNumber: records[0]?.dynamodb?.SequenceNumber,
      endSequenceNumber: records.at(-1)?.dynamodb?.SequenceNumber,
      approximateArrivalOfFirstRecord: arrival(records[0]),
      approximateArrivalOfLastRecord: arrival(records.at(-1)),
      batchSize: records.length,
      streamArn: options.streamArn,
    },
  });
}
