import type { Metrics } from '@aws-lambda-powertools/metrics';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import type { SQSBatchResponse, SQSRecord } from 'aws-lambda';
import { parseJobMessage } from '../adapters/aws/sqs-job-queue.js';
import type { JobMessage } from '../core/schemas/stored.js';
import { runJobMessage } from '../operations/run-job.js';
import type { AwsRoot } from './aws-root.js';

type EachMessage = (records: SQSRecord[], handle: (body: string, record: SQSRecord) => Promise<string>) => Promise<SQSBatchResponse>;

/**
 * One batch of the jobs queue: malformed messages go straight to the dead-letter queue (no
 * retry can fix them), the others run while a heartbeat keeps them invisible to other workers
 * (each is released as soon as it is done; a crash stops the heartbeat, so SQS redelivers them
 * within the short visibility instead of the queue's long one).
 */
export async function handleJobMessages(root: AwsRoot, event: { Records: SQSRecord[] }, eachMessage: EachMessage, metrics: Metrics): Promise<SQSBatchResponse> {
  const parsed = new Map<string, JobMessage>();
  const runnable: SQSRecord[] = [];
  for (const record of event.Records) {
    let message: JobMessage;
    try {
      message = parseJobMessage(record.body);
    } catch (error) {
      if (!root.jobMessages?.deadLetter) {
        runnable.push(record);
        continue;
      }
      await root.jobMessages.deadLetter(record.body, error instanceof Error ? error.message : 'malformed');
      root.logger.error('malformed job message sent to the dead-letter queue', { messageId: record.messageId });
      metrics.addMetric('JobMessagesMalformed', MetricUnit.Count, 1);
      continue;
    }
    parsed.set(record.messageId, message);
    runnable.push(record);
  }
  const held = root.jobMessages ? await root.jobMessages.heartbeat.hold(runnable.map((r) => ({ messageId: r.messageId, receiptHandle: r.receiptHandle }))) : undefined;
  try {
    return await eachMessage(runnable, async (body, record) => {
      try {
        const message = parsed.get(record.messageId) ?? parseJobMessage(body);
        return await runJobMessage(root.deps, message);
      } finally {
        held?.done(record.messageId);
      }
    });
  } finally {
    held?.stop();
  }
}
