import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { z } from 'zod';
import { DomainError } from '../../core/errors.js';
import type { Clock } from '../../core/ports/system.js';
import type { DeliveryQueue } from '../../core/ports/webhooks.js';
import { callAws } from './aws-errors.js';
import { sqsDelay } from './sqs-job-queue.js';

const DeliveryMessage = z.object({ deliveryId: z.string().min(1).max(128) });
export type DeliveryMessage = z.infer<typeof DeliveryMessage>;

/**
 * Schedules webhook attempts on the deliveries queue. SQS delays a message by at most
 * 15 minutes, so a later attempt (30 min, 2 h, 5 h, 10 h) arrives early: the delivery use case
 * sees that the attempt is not yet due and schedules it again with the remaining wait, hopping
 * through the queue in 15-minute steps. The message holds only the delivery id; the deliveries
 * table holds the state and the due time.
 */
export class SqsDeliveryQueue implements DeliveryQueue {
  constructor(
    private readonly sqs: SQSClient,
    private readonly queueUrl: string,
    private readonly clock: Clock,
  ) {}

  async schedule(deliveryId: string, at: Date): Promise<void> {
    const message: DeliveryMessage = { deliveryId };
    const delaySeconds = sqsDelay((at.getTime() - this.clock.now().getTime()) / 1000);
    await callAws('sqs:SendMessage deliveries', () =>
      this.sqs.send(new SendMessageCommand({ QueueUrl: this.queueUrl, MessageBody: JSON.stringify(message), DelaySeconds: delaySeconds })),
    );
  }
}

/** Validates a deliveries-queue message body; a malformed one is an `internal_error`. */
export function parseDeliveryMessage(body: string): DeliveryMessage {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (error) {
    throw new DomainError('internal_error', 'A delivery message is not JSON.', { cause: error });
  }
  const parsed = DeliveryMessage.safeParse(value);
  if (!parsed.success) throw new DomainError('internal_error', 'A delivery message is malformed.', { cause: parsed.error });
  return parsed.data;
}
