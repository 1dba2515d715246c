import { DomainError } from '../core/errors.js';
import { formatId, ID_BYTES } from '../core/ids.js';
import { formatSecret, SECRET_BYTES } from '../core/webhooks/signing.js';
import {
  MAX_WEBHOOKS_PER_TENANT,
  newSubscription,
  rotateSubscriptionSecret,
  webhookView,
  webhookWithSecret,
  type WebhookSubscription,
  type WebhookView,
  type WebhookWithSecret,
} from '../core/webhooks/subscription.js';
import { loggableUrl, parseWebhookUrl, type UrlPolicy } from '../core/webhooks/url-policy.js';
import { validateWebhookInput } from '../core/webhooks/validation.js';
import type { Delivery } from '../core/webhooks/delivery.js';
import type { ServiceDeps } from './deps.js';
import { resolveTarget } from './webhook-target.js';

/** Deliveries listed by `GET /v1/webhooks/<id>/deliveries`, newest first. */
export const MAX_LISTED_DELIVERIES = 100;

const policyOf = (deps: ServiceDeps): UrlPolicy => ({ allowLoopback: deps.webhooks.settings.allowLoopback });

/**
 * `POST /v1/webhooks`: validates the body, refuses URLs that are or resolve to non-public
 * addresses, and stores the subscription with a new secret, which the response shows once.
 */
export async function createWebhook(deps: ServiceDeps, tenantId: string, body: unknown): Promise<WebhookWithSecret> {
  const input = validateWebhookInput(body);
  const url = parseWebhookUrl(input.url, policyOf(deps));
  const target = await resolveTarget(deps.webhooks.resolver, url.href, policyOf(deps));
  if (target.error !== undefined) {
    const message = target.error.startsWith('dns') ? `the host does not resolve (${target.error}).` : `${target.error.replace(/^blocked: /, '')}; use a public address.`;
    throw new DomainError('validation_error', `Invalid request: url: ${message}`, { details: [{ path: ['url'], field: 'url', location: 'body', message }] });
  }
  const existing = await deps.webhooks.subscriptions.listByTenant(tenantId);
  if (existing.length >= MAX_WEBHOOKS_PER_TENANT) {
    throw new DomainError('limit_exceeded', `A tenant may have at most ${MAX_WEBHOOKS_PER_TENANT} webhooks; delete one first.`);
  }
  const sub = newSubscription(
    {
      id: formatId('webhook', deps.random.bytes(ID_BYTES)),
      tenantId,
      url: url.href,
      events: input.events,
      description: input.description,
      secret: formatSecret(deps.random.bytes(SECRET_BYTES)),
    },
    deps.clock.now(),
  );
  await deps.webhooks.subscriptions.create(sub);
  deps.logger.info('webhook created', { webhookId: sub.id, tenantId, target: loggableUrl(sub.url), events: sub.events.join(',') });
  return webhookWithSecret(sub);
}

/** A subscription of the tenant; another tenant's is indistinguishable from a missing one. */
async function owned(deps: ServiceDeps, tenantId: string, id: string): Promise<WebhookSubscription> {
  const sub = await deps.webhooks.subscriptions.get(id);
  if (!sub || sub.tenantId !== tenantId) throw new DomainError('not_found', 'No webhook with this id.');
  return sub;
}

export async function listWebhooks(deps: ServiceDeps, tenantId: string): Promise<{ webhooks: WebhookView[] }> {
  return { webhooks: (await deps.webhooks.subscriptions.listByTenant(tenantId)).map(webhookView) };
}

export async function getWebhook(deps: ServiceDeps, tenantId: string, id: string): Promise<WebhookView> {
  return webhookView(await owned(deps, tenantId, id));
}

/** Deletes a subscription; its pending deliveries are cancelled when they come due. */
export async function deleteWebhook(deps: ServiceDeps, tenantId: string, id: string): Promise<void> {
  await owned(deps, tenantId, id);
  await deps.webhooks.subscriptions.delete(id);
  deps.logger.info('webhook deleted', { webhookId: id, tenantId });
}

/** A new secret, shown once; for the overlap period deliveries are signed with both. */
export async function rotateWebhookSecret(deps: ServiceDeps, tenantId: string, id: string): Promise<WebhookWithSecret> {
  const sub = await owned(deps, tenantId, id);
  const rotated = rotateSubscriptionSecret(sub, formatSecret(deps.random.bytes(SECRET_BYTES)), deps.clock.now());
  if (!(await deps.webhooks.subscriptions.put(rotated))) throw new DomainError('not_found', 'No webhook with this id.');
  deps.logger.info('webhook secret rotated', { webhookId: id, tenantId });
  return webhookWithSecret(rotated);
}

/** The public view of a delivery and every attempt made. */
export interface DeliveryView {
  id: string;
  eventId: string;
  eventType: string;
  jobId: string;
  status: Delivery['status'];
  createdAt: string;
  nextAttemptAt?: string;
  reason?: string;
  attempts: Delivery['attempts'];
}

function deliveryView(d: Delivery): DeliveryView {
  const view: DeliveryView = { id: d.id, eventId: d.event.id, eventType: d.event.type, jobId: d.event.data.jobId, status: d.status, createdAt: d.createdAt, attempts: d.attempts };
  if (d.nextAttemptAt) view.nextAttemptAt = d.nextAttemptAt;
  if (d.reason) view.reason = d.reason;
  return view;
}

export async function listWebhookDeliveries(deps: ServiceDeps, tenantId: string, id: string): Promise<{ deliveries: DeliveryView[] }> {
  await owned(deps, tenantId, id);
  return { deliveries: (await deps.webhooks.deliveries.listByWebhook(id, MAX_LISTED_DELIVERIES)).map(deliveryView) };
}
