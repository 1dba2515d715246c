import { createHash } from 'node:crypto';
import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { DomainError } from '../../core/errors.js';
import type { FanoutQueue } from '../../core/ports/fanout.js';
import type { JobQueue } from '../../core/ports/jobs.js';
import { parseJobMessageBody, type JobMessage } from '../../core/schemas/stored.js';
import { callAws } from './aws-errors.js';

/**
 * The longest delay SQS accepts on a message (15 minutes). Longer delays are capped, so such a
 * message arrives early: waits beyond this (the later webhook retries: 30 min, 2 h, 5 h, 10 h)
 * are the delivery Lambda's problem; it must check whether the work is due and, if not, enqueue
 * again with the remaining wait.
 */
export const MAX_SQS_DELAY_SECONDS = 900;

/**
 * Hands jobs to the worker Lambda through SQS. The message holds only `{"jobId"}`: the job store
 * is the source of truth, so a duplicate delivery (SQS is at-least-once) finds the job already
 * finished and its stale-revision write is refused. The tasks of a fanned-out similarity job go
 * through the same queue: similarity tasks as `{"jobId", "task"}`, embedding tasks as
 * `{"jobId", "task", "phase": "embed"}`; same worker, dead-letter queue and alarm.
 *
 * Fair queuing: the jobs queue is a standard queue used as an SQS fair queue. Every job message
 * carries its tenant as `MessageGroupId`, so when one tenant's backlog holds many messages in
 * flight, SQS hands out the other tenants' messages first. A fanned-out job's task messages form
 * one group per job (`fanout:<jobId>`): its tens of tasks count as one noisy neighbour instead
 * of delaying every other tenant's jobs. A standard queue keeps its throughput and at-least-once
 * delivery; the group only orders who goes first under load.
 */
export class SqsJobQueue implements JobQueue, FanoutQueue {
  constructor(
    private readonly sqs: SQSClient,
    private readonly queueUrl: string,
  ) {}

  enqueue(jobId: string, delaySeconds = 0, tenantId?: string): Promise<void> {
    return this.send({ jobId }, delaySeconds, tenantId === undefined ? undefined : tenantGroup(tenantId));
  }

  enqueueTask(jobId: string, task: number, delaySeconds = 0): Promise<void> {
    return this.send({ jobId, task }, delaySeconds, fanoutGroup(jobId));
  }

  enqueueEmbedTask(jobId: string, chunk: number, delaySeconds = 0): Promise<void> {
    return this.send({ jobId, task: chunk, phase: 'embed' }, delaySeconds, fanoutGroup(jobId));
  }

  private async send(message: JobMessage, delaySeconds: number, group: string | undefined): Promise<void> {
    await callAws('sqs:SendMessage jobs', () =>
      this.sqs.send(
        new SendMessageCommand({
          QueueUrl: this.queueUrl,
          MessageBody: JSON.stringify(message),
          DelaySeconds: sqsDelay(delaySeconds),
          ...(group ? { MessageGroupId: group } : {}),
        }),
      ),
    );
  }
}

/** What SQS accepts as a `MessageGroupId`: 1 to 128 printable ASCII characters. */
const MESSAGE_GROUP = /^[\x21-\x7e]{1,128}$/;

/**
 * The message group of a tenant's job messages: the tenant name itself (1 to 64 letters, digits,
 * ".", "_" or "-"); any other name is hashed so the send cannot be refused.
 */
export function tenantGroup(tenantId: string): string {
  return MESSAGE_GROUP.test(tenantId) ? tenantId : `tenant-sha256:${createHash('sha256').update(tenantId).digest('hex')}`;
}

/** The message group of a fanned-out job's task messages. */
export function fanoutGroup(jobId: string): string {
  return `fanout:${jobId}`;
}

/** Whole seconds from 0 to `MAX_SQS_DELAY_SECONDS`; fractions round up so a delay is never cut short. */
export function sqsDelay(delaySeconds: number): number {
  if (!Number.isFinite(delaySeconds) || delaySeconds <= 0) return 0;
  return Math.min(Math.ceil(delaySeconds), MAX_SQS_DELAY_SECONDS);
}

/**
 * Validates a job message body on the consumer side. A malformed body is an `internal_error`
 * (only this service writes the queue); the consumer should let it go to the dead-letter queue.
 */
export function parseJobMessage(body: string): JobMessage {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (error) {
    throw new DomainError('internal_error', 'A job message is not JSON.', { cause: error });
  }
  return parseJobMessageBody(value);
}
