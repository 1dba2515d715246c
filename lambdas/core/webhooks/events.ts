import { createHash } from 'node:crypto';
import { formatId, ID_BYTES } from '../ids.js';
import type { Job, JobError } from '../jobs.js';
import type { RequestOperation } from '../request-operations.js';

/** The events a subscription can ask for (contract §8). */
export const WEBHOOK_EVENTS = ['analysis.completed', 'analysis.failed'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** `data` of an event; `resultUrl` is added at each attempt (a fresh link), never stored. */
export interface WebhookEventData {
  jobId: string;
  operation: RequestOperation;
  status: 'completed' | 'failed';
  resultUrl?: string;
  error?: JobError;
}

/** One event: what a delivery's body says. `id` is the `webhook-id` header on every attempt. */
export interface WebhookEvent {
  id: string;
  type: WebhookEventType;
  createdAt: string;
  data: WebhookEventData;
}

/**
 * The event id of a job's final state. Derived from the job id and the event type instead of
 * drawn at random, so that dispatching the same transition twice (a stream record delivered
 * again, an outbox drained after a crash) yields the same event and the same deliveries.
 */
export function eventIdFor(jobId: string, type: WebhookEventType): string {
  return formatId('event', createHash('sha256').update(`${jobId}\u0000${type}`).digest().subarray(0, ID_BYTES));
}

/** The event a job in a final state emits; undefined while it is pending. */
export function jobEvent(job: Job): WebhookEvent | undefined {
  if (job.status === 'pending') return undefined;
  const type: WebhookEventType = job.status === 'completed' ? 'analysis.completed' : 'analysis.failed';
  const data: WebhookEventData = { jobId: job.jobId, operation: job.operation, status: job.status };
  if (job.status === 'failed' && job.error) data.error = { code: job.error.code, message: job.error.message };
  return { id: eventIdFor(job.jobId, type), type, createdAt: job.updatedAt, data };
}

/** The raw body of one attempt: the event, with the result link of this attempt when completed. */
export function renderEventBody(event: WebhookEvent, resultUrl?: string): string {
  const data: WebhookEventData = { jobId: event.data.jobId, operation: event.data.operation, status: event.data.status };
  if (resultUrl !== undefined) data.resultUrl = resultUrl;
  if (event.data.error) data.error = event.data.error;
  return JSON.stringify({ id: event.id, type: event.type, createdAt: event.createdAt, data });
}
