import { Duration } from 'aws-cdk-lib';
import type { StageConfig } from './config.js';

/** API Gateway ends an integration after 30 s; the function gives up first so it can still answer. */
export const HTTP_FUNCTION_TIMEOUT = Duration.seconds(29);

/**
 * AWS's guidance for SQS event sources: the queue's visibility timeout at least six times the
 * function's timeout, so a message is not handed to a second instance while Lambda still retries
 * a throttled or failed batch.
 */
export const VISIBILITY_TIMEOUT_FACTOR = 6;

/**
 * A delivery needs the receiver's full timeout plus DNS resolution, signing and the bookkeeping
 * writes after it, so its function gets twice the receiver timeout.
 */
const DELIVERY_TIMEOUT_FACTOR = 2;

/**
 * Receives of one job message before SQS moves it to the dead-letter queue: the worker's own
 * attempt budget, plus one receive to record `processing_failed` after a final attempt that
 * crashed or timed out, plus one spare for a receive that never reached the handler.
 */
export function jobsMaxReceiveCount(config: StageConfig): number {
  return config.jobs.maxAttempts + 2;
}

/**
 * Receives of one delivery message before the dead-letter queue. Retries of a failed webhook are
 * re-enqueued by the function itself (a new message per attempt), so a receive only repeats when
 * the function crashed: a few are plenty.
 */
export const DELIVERIES_MAX_RECEIVE_COUNT = 5;

/** Timeout of the analysis worker. */
export function workerTimeout(config: StageConfig): Duration {
  return Duration.seconds(config.timeoutSeconds.worker);
}

/** Timeout of the webhook delivery function: always longer than the receiver timeout. */
export function webhookDeliveryTimeout(config: StageConfig): Duration {
  return Duration.seconds(config.webhooks.receiverTimeoutSeconds * DELIVERY_TIMEOUT_FACTOR);
}

/** Visibility timeout of a queue consumed by a function with `functionTimeout`. */
export function visibilityTimeoutFor(functionTimeout: Duration): Duration {
  return Duration.seconds(functionTimeout.toSeconds() * VISIBILITY_TIMEOUT_FACTOR);
}

/**
 * Visibility the worker gives each message of its batch while it works on it, extended every
 * third of it: a crashed or timed-out worker's messages come back within this, while the queue's
 * own visibility timeout (which Lambda requires to be at least the function timeout) only applies
 * to batches that never reached the handler.
 */
export const JOBS_MESSAGE_VISIBILITY_SECONDS = 60;

/** The lease an attempt holds on its job, renewed every third of it while the work runs. */
export const JOB_LEASE_SECONDS = 60;
