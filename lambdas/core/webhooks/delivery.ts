import { createHash } from 'node:crypto';
import { formatId, ID_BYTES } from '../ids.js';
import type { WebhookEvent } from './events.js';

/** Seconds between attempts after the first (contract §8): 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. */
export const DEFAULT_RETRY_SCHEDULE_SECONDS: readonly number[] = [5, 300, 1800, 7200, 18000, 36000, 36000];
/** Each wait is stretched or shrunk at random by up to this fraction, so retries do not arrive in waves. */
export const RETRY_JITTER = 0.1;
/** A receiver must answer within this many seconds (contract §8). */
export const DEFAULT_DELIVERY_TIMEOUT_SECONDS = 15;
/** The receiver's answer that ends a subscription. */
export const GONE_STATUS = 410;

export type DeliveryStatus = 'pending' | 'delivered' | 'failed' | 'cancelled';

/** One try at delivering an event: a status code when the receiver answered, else an error. */
export interface DeliveryAttempt {
  attempt: number;
  at: string;
  durationMs: number;
  statusCode?: number;
  error?: string;
}

/** One event for one subscription: its attempts and, while pending, when the next is due. */
export interface Delivery {
  id: string;
  webhookId: string;
  tenantId: string;
  event: WebhookEvent;
  status: DeliveryStatus;
  createdAt: string;
  updatedAt: string;
  nextAttemptAt?: string;
  attempts: DeliveryAttempt[];
  /** Incremented on every write; stores refuse a write based on a stale revision. */
  revision: number;
  /** Why a delivery ended without success (`gone`, `retries_exhausted`, `subscription_deleted`, …). */
  reason?: string;
}

/** Deterministic, like the event id, so a repeated dispatch finds the delivery it made before. */
export function deliveryIdFor(eventId: string, webhookId: string): string {
  return formatId('delivery', createHash('sha256').update(`${eventId}\u0000${webhookId}`).digest().subarray(0, ID_BYTES));
}

export function newDelivery(event: WebhookEvent, sub: { id: string; tenantId: string }, now: Date): Delivery {
  const at = now.toISOString();
  return { id: deliveryIdFor(event.id, sub.id), webhookId: sub.id, tenantId: sub.tenantId, event, status: 'pending', createdAt: at, updatedAt: at, nextAttemptAt: at, attempts: [], revision: 0 };
}

/** A number in [0, 1) from random bytes (the caller's random source). */
export function unitInterval(bytes: Uint8Array): number {
  return (((bytes[0] << 16) | (bytes[1] << 8) | bytes[2]) >>> 0) / 2 ** 24;
}

/** A wait of `seconds` ± RETRY_JITTER, `unit` being a random number in [0, 1). */
export function jitteredSeconds(seconds: number, unit: number): number {
  return seconds * (1 + (unit * 2 - 1) * RETRY_JITTER);
}

/** True for a 2xx answer. */
export function isDelivered(statusCode: number | undefined): boolean {
  return statusCode !== undefined && statusCode >= 200 && statusCode < 300;
}

export interface AttemptPlan {
  schedule: readonly number[];
  /** Random number in [0, 1) for the jitter. */
  unit: number;
  now: Date;
}

/**
 * The delivery after one more attempt: delivered on a 2xx; failed on 410 Gone or when the
 * schedule has no retry left; otherwise pending with the next attempt due after the scheduled,
 * jittered wait.
 */
export function afterAttempt(delivery: Delivery, attempt: DeliveryAttempt, plan: AttemptPlan): Delivery {
  const { nextAttemptAt: _next, ...rest } = delivery;
  const base = { ...rest, attempts: [...delivery.attempts, attempt], updatedAt: plan.now.toISOString(), revision: delivery.revision + 1 };
  if (isDelivered(attempt.statusCode)) return { ...base, status: 'delivered' };
  if (attempt.statusCode === GONE_STATUS) return { ...base, status: 'failed', reason: 'gone' };
  const wait = plan.schedule[attempt.attempt - 1];
  if (wait === undefined) return { ...base, status: 'failed', reason: 'retries_exhausted' };
  const due = new Date(plan.now.getTime() + jitteredSeconds(wait, plan.unit) * 1000);
  return { ...base, status: 'pending', nextAttemptAt: due.toISOString() };
}

/** The delivery ended without an attempt (its subscription was deleted or disabled). */
export function cancelDelivery(delivery: Delivery, reason: string, now: Date): Delivery {
  const { nextAttemptAt: _next, ...rest } = delivery;
  return { ...rest, status: 'cancelled', reason, updatedAt: now.toISOString(), revision: delivery.revision + 1 };
}
