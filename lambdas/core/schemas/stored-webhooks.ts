import { z } from 'zod';
import { REQUEST_OPERATIONS } from '../request-operations.js';
import type { Delivery } from '../webhooks/delivery.js';
import { WEBHOOK_EVENTS } from '../webhooks/events.js';
import type { WebhookSubscription } from '../webhooks/subscription.js';
import { parseStored } from './stored.js';

/**
 * Webhook records as stored (DynamoDB items). Adapters re-validate what they read back, so a
 * malformed item fails at the boundary instead of inside a delivery.
 */

const IsoTimestamp = z.iso.datetime();

/** A stored subscription (see `WebhookSubscription`). */
export const StoredWebhookSubscription = z.object({
  id: z.string().min(1),
  tenantId: z.string().min(1),
  url: z.string().min(1),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1),
  description: z.string().nullable(),
  active: z.boolean(),
  createdAt: IsoTimestamp,
  updatedAt: IsoTimestamp,
  secret: z.string().min(1),
  previousSecret: z.string().min(1).optional(),
  previousSecretExpiresAt: IsoTimestamp.optional(),
  disabledAt: IsoTimestamp.optional(),
});

const StoredEvent = z.object({
  id: z.string().min(1),
  type: z.enum(WEBHOOK_EVENTS),
  createdAt: IsoTimestamp,
  data: z.object({
    jobId: z.string().min(1),
    operation: z.enum(REQUEST_OPERATIONS),
    status: z.enum(['completed', 'failed']),
    error: z.object({ code: z.string(), message: z.string() }).optional(),
  }),
});

/** A stored delivery with its attempts (see `Delivery`). */
export const StoredDelivery = z.object({
  id: z.string().min(1),
  webhookId: z.string().min(1),
  tenantId: z.string().min(1),
  event: StoredEvent,
  status: z.enum(['pending', 'delivered', 'failed', 'cancelled']),
  createdAt: IsoTimestamp,
  updatedAt: IsoTimestamp,
  nextAttemptAt: IsoTimestamp.optional(),
  attempts: z.array(
    z.object({
      attempt: z.int().min(1),
      at: IsoTimestamp,
      durationMs: z.number().min(0),
      statusCode: z.int().optional(),
      error: z.string().optional(),
    }),
  ),
  revision: z.int().min(0),
  reason: z.string().optional(),
});

export function parseStoredSubscription(value: unknown): WebhookSubscription {
  return parseStored(StoredWebhookSubscription, value, 'webhook subscription');
}

export function parseStoredDelivery(value: unknown): Delivery {
  return parseStored(StoredDelivery, value, 'webhook delivery');
}
