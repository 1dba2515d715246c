import { z } from 'zod';
import { REQUEST_OPERATIONS } from '../request-operations.js';
import { WEBHOOK_EVENTS } from '../webhooks/events.js';
import { MAX_WEBHOOK_URL_CHARS } from '../webhooks/url-policy.js';
import { MAX_DESCRIPTION_CHARS } from '../webhooks/subscription.js';

/** Webhook request and response bodies and the event payload (contract §8), for validation and the OpenAPI document. */

const EVENT_LIST = WEBHOOK_EVENTS.join(', ');
const typeOf = (input: unknown) => (input === null ? 'null' : Array.isArray(input) ? 'an array' : typeof input);

export const WebhookEventName = z
  .enum(WEBHOOK_EVENTS, { error: (issue) => `Unknown event ${JSON.stringify(issue.input)?.slice(0, 60)}; use one of ${EVENT_LIST}.` })
  .meta({ id: 'WebhookEventName' });

export const WebhookCreateRequest = z
  .object({
    url: z
      .string({ error: (issue) => (issue.input === undefined ? '`url` is required.' : `\`url\` must be a string, received ${typeOf(issue.input)}.`) })
      .max(MAX_WEBHOOK_URL_CHARS, { error: `\`url\` may hold at most ${MAX_WEBHOOK_URL_CHARS} characters.` })
      .meta({ description: 'https:// URL that resolves only to public addresses (http:// and loopback only in local mode with WEBHOOKS_ALLOW_LOOPBACK=true).' }),
    events: z
      .array(WebhookEventName, { error: (issue) => (issue.input === undefined ? '`events` is required.' : `\`events\` must be an array of event names, received ${typeOf(issue.input)}.`) })
      .min(1, { error: `\`events\` must name at least one of ${EVENT_LIST}.` })
      .meta({ description: 'Duplicates are ignored.' }),
    description: z
      .string({ error: (issue) => `\`description\` must be a string, received ${typeOf(issue.input)}.` })
      .max(MAX_DESCRIPTION_CHARS, { error: `\`description\` may hold at most ${MAX_DESCRIPTION_CHARS} characters.` })
      .optional(),
  })
  .meta({ id: 'WebhookCreateRequest' });

const Common = {
  id: z.string().meta({ description: '`wh_` + 26 base32 characters.' }),
  url: z.string(),
  events: z.array(WebhookEventName),
  description: z.string().nullable(),
  active: z.boolean().meta({ description: 'false once a receiver answered 410 Gone.' }),
  createdAt: z.iso.datetime(),
};

export const Webhook = z
  .object({
    ...Common,
    secretHint: z.string().meta({ description: 'The last 4 characters of the signing secret.' }),
    disabledAt: z.iso.datetime().optional().meta({ description: 'When a 410 Gone disabled the subscription.' }),
  })
  .meta({ id: 'Webhook' });

export const WebhookWithSecret = z
  .object({
    ...Common,
    secret: z.string().meta({ description: '`whsec_` + base64 of 32 random bytes. Shown only here: store it.' }),
    previousSecretExpiresAt: z.iso.datetime().optional().meta({ description: 'After a rotation: until then deliveries carry signatures with the new and the old secret.' }),
  })
  .meta({ id: 'WebhookWithSecret' });

export const WebhookList = z.object({ webhooks: z.array(Webhook) }).meta({ id: 'WebhookList' });

export const WebhookDeliveryAttempt = z
  .object({
    attempt: z.int().min(1),
    at: z.iso.datetime(),
    durationMs: z.int().min(0),
    statusCode: z.int().optional().meta({ description: 'The receiver answered with this status.' }),
    error: z.string().optional().meta({ description: 'No usable answer: timeout, connection error, blocked address, redirect not followed, …' }),
  })
  .meta({ id: 'WebhookDeliveryAttempt' });

export const WebhookDelivery = z
  .object({
    id: z.string(),
    eventId: z.string().meta({ description: 'The `webhook-id` header of every attempt.' }),
    eventType: WebhookEventName,
    jobId: z.string(),
    status: z.enum(['pending', 'delivered', 'failed', 'cancelled']),
    createdAt: z.iso.datetime(),
    nextAttemptAt: z.iso.datetime().optional(),
    reason: z.string().optional().meta({ description: 'Why it ended without success: gone, retries_exhausted, subscription_deleted, subscription_disabled.' }),
    attempts: z.array(WebhookDeliveryAttempt),
  })
  .meta({ id: 'WebhookDelivery' });

export const WebhookDeliveryList = z
  .object({ deliveries: z.array(WebhookDelivery).meta({ description: 'Newest first, at most 100.' }) })
  .meta({ id: 'WebhookDeliveryList' });

export const WebhookEventPayload = z
  .object({
    id: z.string().meta({ description: '`evt_…`, equal to the webhook-id header; deduplicate on it.' }),
    type: WebhookEventName,
    createdAt: z.iso.datetime(),
    data: z.object({
      jobId: z.string(),
      operation: z.enum(REQUEST_OPERATIONS),
      status: z.enum(['completed', 'failed']),
      resultUrl: z.url().optional().meta({ description: 'analysis.completed: a fresh time-limited result link.' }),
      error: z.object({ code: z.string(), message: z.string() }).optional().meta({ description: 'analysis.failed: why.' }),
    }),
  })
  .meta({ id: 'WebhookEvent' });
