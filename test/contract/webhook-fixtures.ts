import { randomBytes } from 'node:crypto';
import { newDelivery, type Delivery } from '../../lambdas/core/webhooks/delivery.js';
import { jobEvent } from '../../lambdas/core/webhooks/events.js';
import { newSubscription, type WebhookSubscription } from '../../lambdas/core/webhooks/subscription.js';
import { completeJob } from '../../lambdas/core/jobs.js';
import { later, pendingJob, T0 } from './fixtures.js';

/** A fresh subscription of `tenantId`, created at `at`. */
export function subscription(tenantId: string, at: Date = T0): WebhookSubscription {
  return newSubscription(
    {
      id: `wh_${randomBytes(8).toString('hex')}`,
      tenantId,
      url: 'https://hooks.example.com/receive',
      events: ['analysis.completed', 'analysis.failed'],
      description: null,
      secret: `whsec_${randomBytes(32).toString('base64')}`,
    },
    at,
  );
}

/** A pending delivery of a fresh completed-job event to `sub`, created at `at`. */
export function delivery(sub: WebhookSubscription, at: Date = T0): Delivery {
  const job = completeJob(pendingJob(sub.tenantId, T0), later(T0, 1));
  return newDelivery(jobEvent(job)!, sub, at);
}
