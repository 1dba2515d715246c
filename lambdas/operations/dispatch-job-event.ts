import type { Job } from '../core/jobs.js';
import { jobEvent } from '../core/webhooks/events.js';
import { newDelivery } from '../core/webhooks/delivery.js';
import type { ServiceDeps } from './deps.js';
import type { WebhookDeps } from './webhook-deps.js';

/** What dispatching a job event needs: a subset of `ServiceDeps` (the replay CLI builds only this). */
export type JobEventDeps = Pick<ServiceDeps, 'clock' | 'logger'> & { webhooks: Pick<WebhookDeps, 'subscriptions' | 'deliveries' | 'queue'> };

/**
 * Reacts to a job reaching a final state (a DynamoDB stream record on AWS, the job-event feed
 * locally): one durable delivery per active subscription of the job's tenant that asked for the
 * event, each scheduled at once. Idempotent: ids are derived from the job and the subscription,
 * so a repeated call finds the deliveries it made and only re-schedules those not yet tried.
 */
export async function dispatchJobEvent(deps: JobEventDeps, job: Job): Promise<number> {
  const event = jobEvent(job);
  if (!event) return 0;
  const { subscriptions, deliveries, queue } = deps.webhooks;
  const targets = (await subscriptions.listByTenant(job.tenantId)).filter((s) => s.active && s.events.includes(event.type));
  const now = deps.clock.now();
  let created = 0;
  for (const sub of targets) {
    const delivery = newDelivery(event, sub, now);
    if (await deliveries.create(delivery)) {
      created++;
      await queue.schedule(delivery.id, now);
      continue;
    }
    // Made by an earlier dispatch that may have stopped before scheduling it.
    const existing = await deliveries.get(delivery.id);
    if (existing?.status === 'pending' && existing.attempts.length === 0) await queue.schedule(existing.id, now);
  }
  if (targets.length > 0) deps.logger.info('job event dispatched', { jobId: job.jobId, tenantId: job.tenantId, eventId: event.id, eventType: event.type, deliveries: created });
  return created;
}
