import { ChangeMessageVisibilityBatchCommand, SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { Logger } from '../../core/ports/logger.js';
import { callAws } from './aws-errors.js';

/** SQS takes at most ten entries per batch call. */
const SQS_BATCH_LIMIT = 10;

/** A message of the batch being worked on. */
export interface HeldMessage {
  messageId: string;
  receiptHandle: string;
}

/**
 * Prompt retries after a crash. The jobs queue's own visibility timeout must stay at least the
 * worker's timeout (Lambda requires it of an SQS event source), which made a crashed or timed-out
 * attempt wait that long before SQS handed its message out again. The worker therefore sets each
 * message of its batch to a short visibility as soon as it starts, and extends it every third of
 * that while the messages are still being worked on: a live worker keeps its messages, a dead one
 * stops extending and SQS redelivers them within `visibilitySeconds`.
 */
export class SqsVisibilityHeartbeat {
  constructor(
    private readonly sqs: SQSClient,
    private readonly queueUrl: string,
    private readonly visibilitySeconds: number,
    private readonly logger: Logger,
  ) {}

  /** Shortens the batch's visibility now and keeps extending it until each message is `done`. */
  async hold(messages: HeldMessage[]): Promise<{ done(messageId: string): void; stop(): void }> {
    const held = new Map(messages.map((m) => [m.messageId, m.receiptHandle]));
    await this.extend(held);
    const timer = setInterval(() => void this.extend(held), (this.visibilitySeconds * 1000) / 3);
    timer.unref?.();
    return {
      done: (messageId) => held.delete(messageId),
      stop: () => clearInterval(timer),
    };
  }

  private async extend(held: Map<string, string>): Promise<void> {
    const entries = [...held].map(([messageId, receiptHandle], i) => ({ Id: `m${i}`, ReceiptHandle: receiptHandle, VisibilityTimeout: this.visibilitySeconds, messageId }));
    for (let i = 0; i < entries.length; i += SQS_BATCH_LIMIT) {
      const chunk = entries.slice(i, i + SQS_BATCH_LIMIT);
      try {
        const result = await callAws('sqs:ChangeMessageVisibilityBatch jobs', () =>
          this.sqs.send(new ChangeMessageVisibilityBatchCommand({ QueueUrl: this.queueUrl, Entries: chunk.map(({ messageId: _m, ...entry }) => entry) })),
        );
        if (result.Failed?.length) this.logger.warn('visibility heartbeat refused', { failed: result.Failed.length, code: result.Failed[0]?.Code ?? 'unknown' });
      } catch (error) {
        // A missed beat is retried on the next one; at worst the message is redelivered early and
        // the job's lease keeps the second delivery from running it twice.
        this.logger.warn('visibility heartbeat failed', { error: error instanceof Error ? error.message.slice(0, 200) : 'unknown' });
      }
    }
  }
}

/**
 * Moves a message that can never be processed (not a job message at all) to the dead-letter queue
 * at once, instead of letting it be received `maxReceiveCount` times first.
 */
export async function sendToDeadLetterQueue(sqs: SQSClient, deadLetterQueueUrl: string, body: string, reason: string): Promise<void> {
  await callAws('sqs:SendMessage jobs dead-letter', () =>
    sqs.send(
      new SendMessageCommand({
        QueueUrl: deadLetterQueueUrl,
        MessageBody: body.length > 0 ? body : '(empty)',
        MessageAttributes: { reason: { DataType: 'String', StringValue: reason.slice(0, 200) } },
      }),
    ),
  );
}
