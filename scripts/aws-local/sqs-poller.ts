import { DeleteMessageBatchCommand, ReceiveMessageCommand, type Message, type ReceiveMessageCommandInput, type SQSClient } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSRecord } from 'aws-lambda';
import type { QueueMapping } from './event-source-mappings.js';
import type { Invoker } from './function-pool.js';

/** A running poller. */
export interface Poller {
  stop(): Promise<void>;
}

/** What a queue poller needs. */
export interface SqsPollerOptions {
  mapping: QueueMapping;
  queueUrl: string;
  sqs: SQSClient;
  pool: Invoker;
  region: string;
  /** Most batches in flight at once on this machine (Lambda would scale further). */
  localConcurrency: number;
  log: (line: string) => void;
}

/** SQS returns at most ten messages per receive. */
const MAX_RECEIVE = 10;
/** SQS's longest long poll. */
const MAX_WAIT_SECONDS = 20;
/**
 * Pause after an empty short poll. Without a batching window Lambda invokes as soon as messages
 * are there; the SQS emulator answers a long poll only once the batch is full or the wait is
 * over, so short polls with this pause come closer to Lambda than a long poll would.
 */
const IDLE_PAUSE_MS = 200;
/** Pause after a failed receive (emulator restarting, shutdown) before the next one. */
const ERROR_PAUSE_MS = 1_000;

/**
 * Lambda's SQS event source: pollers receive batches, drop messages the mapping's filters
 * reject (Lambda deletes them), invoke the function, and delete what succeeded. With
 * `ReportBatchItemFailures` only the reported messages stay on the queue; a function error
 * (or a malformed report) keeps the whole batch. Kept messages reappear after the queue's
 * visibility timeout, and the emulator moves them to the dead-letter queue after the redrive
 * policy's `maxReceiveCount`.
 */
export function startSqsPoller(options: SqsPollerOptions): Poller {
  const { mapping } = options;
  const abort = new AbortController();
  const slots = Math.max(1, Math.min(options.localConcurrency, mapping.maximumConcurrency ?? options.localConcurrency));
  const loops = Array.from({ length: slots }, () => pollLoop(options, abort.signal));
  return {
    stop: async () => {
      abort.abort();
      await Promise.allSettled(loops);
    },
  };
}

async function pollLoop(options: SqsPollerOptions, signal: AbortSignal): Promise<void> {
  const { mapping, queueUrl, sqs } = options;
  const receive: ReceiveMessageCommandInput & { AttributeNames: string[] } = {
    QueueUrl: queueUrl,
    MaxNumberOfMessages: Math.min(mapping.batchSize, MAX_RECEIVE),
    // With a batching window, the emulator's long poll is exactly "up to a full batch or the window".
    WaitTimeSeconds: Math.min(mapping.batchingWindowSeconds, MAX_WAIT_SECONDS),
    // Both names of the field: the emulator reads the legacy one.
    AttributeNames: ['All'],
    MessageSystemAttributeNames: ['All'],
    MessageAttributeNames: ['All'],
  };
  while (!signal.aborted) {
    try {
      const messages = (await sqs.send(new ReceiveMessageCommand(receive), { abortSignal: signal })).Messages ?? [];
      if (messages.length === 0) await new Promise((r) => setTimeout(r, IDLE_PAUSE_MS));
      else await handleBatch(options, latestReceives(messages));
    } catch (error) {
      if (signal.aborted) return;
      options.log(`[${mapping.fn.label}] poll failed: ${error instanceof Error ? error.message : String(error)}`);
      await new Promise((r) => setTimeout(r, ERROR_PAUSE_MS));
    }
  }
}

/** Filters, invokes, and deletes the messages that are done (filtered out or handled). */
async function handleBatch(options: SqsPollerOptions, messages: Message[]): Promise<void> {
  const { mapping } = options;
  const records = messages.map((m) => toRecord(m, mapping.sourceArn, options.region));
  const selected = records.filter((r) => mapping.filter(filterView(r)));
  const done = new Set(records.filter((r) => !selected.includes(r)).map((r) => r.messageId));
  if (selected.length > 0) {
    const outcome = await options.pool.invoke({ Records: selected });
    if (!outcome.ok) options.log(`[${mapping.fn.label}] batch failed: ${outcome.error.errorType}`);
    else for (const id of succeeded(selected, outcome.result, mapping.reportBatchItemFailures)) done.add(id);
  }
  await deleteMessages(options.sqs, options.queueUrl, records.filter((r) => done.has(r.messageId)));
}

/**
 * One entry per message, with its newest receipt handle. The SQS emulator can hand out a message
 * twice in one long poll when its visibility timeout ends during the wait; SQS never does.
 */
function latestReceives(messages: Message[]): Message[] {
  return [...new Map(messages.map((m) => [m.MessageId, m])).values()];
}

/** Message ids the function handled: all, or all but the reported failures. */
function succeeded(records: SQSRecord[], result: unknown, reportsFailures: boolean): string[] {
  const ids = records.map((r) => r.messageId);
  if (!reportsFailures || result === null || result === undefined) return ids;
  const failures = (result as Partial<SQSBatchResponse>).batchItemFailures;
  if (failures === undefined || failures === null) return ids;
  if (!Array.isArray(failures)) return [];
  const failed = new Set<string>();
  for (const failure of failures) {
    const id = failure?.itemIdentifier;
    // Lambda treats an empty or unknown identifier as a failure of the whole batch.
    if (typeof id !== 'string' || !ids.includes(id)) return [];
    failed.add(id);
  }
  return ids.filter((id) => !failed.has(id));
}

async function deleteMessages(sqs: SQSClient, queueUrl: string, records: SQSRecord[]): Promise<void> {
  for (let i = 0; i < records.length; i += MAX_RECEIVE) {
    const entries = records.slice(i, i + MAX_RECEIVE).map((r, n) => ({ Id: String(n), ReceiptHandle: r.receiptHandle }));
    await sqs.send(new DeleteMessageBatchCommand({ QueueUrl: queueUrl, Entries: entries }));
  }
}

/** The event record Lambda builds from a received message. */
export function toRecord(message: Message, queueArn: string, region: string): SQSRecord {
  const attributes = (message.Attributes ?? {}) as Record<string, string>;
  const messageAttributes = Object.fromEntries(
    Object.entries(message.MessageAttributes ?? {}).map(([name, value]) => [
      name,
      {
        stringValue: value.StringValue,
        binaryValue: value.BinaryValue ? Buffer.from(value.BinaryValue).toString('base64') : undefined,
        stringListValues: value.StringListValues ?? [],
        binaryListValues: (value.BinaryListValues ?? []).map((b) => Buffer.from(b).toString('base64')),
        dataType: value.DataType ?? 'String',
      },
    ]),
  );
  return {
    messageId: message.MessageId ?? '',
    receiptHandle: message.ReceiptHandle ?? '',
    body: message.Body ?? '',
    attributes: {
      ApproximateReceiveCount: attributes.ApproximateReceiveCount ?? '1',
      SentTimestamp: attributes.SentTimestamp ?? String(Date.now()),
      SenderId: attributes.SenderId ?? '',
      ApproximateFirstReceiveTimestamp: attributes.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
      ...(attributes.MessageGroupId ? { MessageGroupId: attributes.MessageGroupId } : {}),
      ...(attributes.MessageDeduplicationId ? { MessageDeduplicationId: attributes.MessageDeduplicationId } : {}),
      ...(attributes.SequenceNumber ? { SequenceNumber: attributes.SequenceNumber } : {}),
    },
    messageAttributes: messageAttributes as SQSRecord['messageAttributes'],
    md5OfBody: message.MD5OfBody ?? '',
    ...(message.MD5OfMessageAttributes ? { md5OfMessageAttributes: message.MD5OfMessageAttributes } : {}),
    eventSource: 'aws:sqs',
    eventSourceARN: queueArn,
    awsRegion: region,
  };
}

/** What SQS filters see: the record with a JSON body parsed (Lambda filters on its fields). */
function filterView(record: SQSRecord): unknown {
  try {
    return { ...record, body: JSON.parse(record.body) as unknown };
  } catch {
    return record;
  }
}
