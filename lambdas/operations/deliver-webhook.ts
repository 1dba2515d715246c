import { afterAttempt, cancelDelivery, GONE_STATUS, isDelivered, unitInterval, type Delivery, type DeliveryAttempt } from '../core/webhooks/delivery.js';
import { renderEventBody } from '../core/webhooks/events.js';
import { signedHeaders } from '../core/webhooks/signing.js';
import { disableSubscription, signingSecrets, type WebhookSubscription } from '../core/webhooks/subscription.js';
import { loggableUrl } from '../core/webhooks/url-policy.js';
import type { SendResult } from '../core/ports/webhooks.js';
import type { ServiceDeps } from './deps.js';
import { resolveTarget } from './webhook-target.js';

export type AttemptOutcome = 'delivered' | 'retrying' | 'failed' | 'cancelled' | 'not_due' | 'skipped';

/** A queue may wake a delivery this much before it is due (timer and clock granularity). */
const EARLY_TOLERANCE_MS = 100;
/** Random bytes for one jitter draw. */
const JITTER_BYTES = 3;

/**
 * One attempt of a delivery (a timer locally, a queue message on AWS). Re-checks the subscription
 * (deleted or disabled: cancelled), resolves and checks the target again, signs a fresh body with
 * the same `webhook-id`, records the attempt, and schedules the next one or ends the delivery.
 * A 410 Gone disables the subscription.
 */
export async function attemptDelivery(deps: ServiceDeps, deliveryId: string): Promise<AttemptOutcome> {
  const { deliveries, subscriptions, queue } = deps.webhooks;
  const delivery = await deliveries.get(deliveryId);
  if (!delivery || delivery.status !== 'pending') return 'skipped';
  const now = deps.clock.now();
  if (delivery.nextAttemptAt && Date.parse(delivery.nextAttemptAt) - now.getTime() > EARLY_TOLERANCE_MS) {
    await queue.schedule(delivery.id, new Date(delivery.nextAttemptAt));
    return 'not_due';
  }
  const sub = await subscriptions.get(delivery.webhookId);
  if (!sub || !sub.active) {
    const ok = await deliveries.update(cancelDelivery(delivery, sub ? 'subscription_disabled' : 'subscription_deleted', now));
    return ok ? 'cancelled' : 'skipped';
  }
  const started = performance.now();
  const result = await send(deps, sub, delivery, now);
  const attempt: DeliveryAttempt = { attempt: delivery.attempts.length + 1, at: now.toISOString(), durationMs: Math.round(performance.now() - started) };
  if (result.statusCode !== undefined) attempt.statusCode = result.statusCode;
  if (result.error !== undefined) attempt.error = result.error;
  else if (result.statusCode >= 300 && result.statusCode < 400) attempt.error = 'redirect not followed';
  const plan = { schedule: deps.webhooks.settings.retryScheduleSeconds, unit: unitInterval(deps.random.bytes(JITTER_BYTES)), now: deps.clock.now() };
  const next = afterAttempt(delivery, attempt, plan);
  if (!(await deliveries.update(next))) return 'skipped';
  if (attempt.statusCode === GONE_STATUS) await subscriptions.put(disableSubscription(sub, plan.now));
  if (next.status === 'pending') await queue.schedule(next.id, new Date(next.nextAttemptAt!));
  log(deps, next, sub, attempt);
  if (isDelivered(attempt.statusCode)) return 'delivered';
  return next.status === 'pending' ? 'retrying' : 'failed';
}

/** Never throws: whatever goes wrong becomes the attempt's error. */
async function send(deps: ServiceDeps, sub: WebhookSubscription, delivery: Delivery, now: Date): Promise<SendResult> {
  const { settings, resolver, sender } = deps.webhooks;
  try {
    const target = await resolveTarget(resolver, sub.url, { allowLoopback: settings.allowLoopback });
    if (target.error !== undefined) return { error: target.error };
    const resultUrl = delivery.event.type === 'analysis.completed' ? (await deps.payloads.resultLink(delivery.event.data.jobId, now)).url : undefined;
    const body = renderEventBody(delivery.event, resultUrl);
    const headers = signedHeaders(signingSecrets(sub, now), delivery.event.id, Math.floor(now.getTime() / 1000), body);
    return await sender.send({ url: sub.url, address: target.address, headers, body, timeoutMs: settings.timeoutSeconds * 1000 });
  } catch (error) {
    deps.logger.error('webhook attempt error', { deliveryId: delivery.id, error: error instanceof Error ? error.message.slice(0, 200) : 'unknown' });
    return { error: 'internal error' };
  }
}

function log(deps: ServiceDeps, delivery: Delivery, sub: WebhookSubscription, attempt: DeliveryAttempt): void {
  const fields = {
    deliveryId: delivery.id,
    webhookId: sub.id,
    tenantId: sub.tenantId,
    eventId: delivery.event.id,
    eventType: delivery.event.type,
    jobId: delivery.event.data.jobId,
    target: loggableUrl(sub.url),
    attempt: attempt.attempt,
    statusCode: attempt.statusCode,
    error: attempt.error,
    ms: attempt.durationMs,
    status: delivery.status,
    reason: delivery.reason,
  };
  if (delivery.status === 'delivered') deps.logger.info('webhook delivered', fields);
  else deps.logger.warn(delivery.status === 'pending' ? 'webhook attempt failed' : 'webhook delivery failed', fields);
}
