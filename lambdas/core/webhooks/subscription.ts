import { secretHint } from './signing.js';
import type { WebhookEventType } from './events.js';

/** How long deliveries after a rotation are signed with the old secret too (contract §8). */
export const ROTATION_OVERLAP_SECONDS = 24 * 60 * 60;
/** Longest subscription description. */
export const MAX_DESCRIPTION_CHARS = 500;
/** Subscriptions one tenant may hold, which bounds the fan-out of one event. */
export const MAX_WEBHOOKS_PER_TENANT = 20;

/** A stored subscription. The secrets are kept in clear because every delivery is signed with them. */
export interface WebhookSubscription {
  id: string;
  tenantId: string;
  url: string;
  events: WebhookEventType[];
  description: string | null;
  active: boolean;
  createdAt: string;
  updatedAt: string;
  secret: string;
  /** The secret before the last rotation, still used to sign until `previousSecretExpiresAt`. */
  previousSecret?: string;
  previousSecretExpiresAt?: string;
  /** Set when a receiver answered 410 Gone. */
  disabledAt?: string;
}

/** The fields every view of a subscription shows. */
interface WebhookPublicFields {
  id: string;
  url: string;
  events: WebhookEventType[];
  description: string | null;
  active: boolean;
  createdAt: string;
}

/** What `GET /v1/webhooks/<id>` shows: never the secret, only its last characters. */
export interface WebhookView extends WebhookPublicFields {
  secretHint: string;
  disabledAt?: string;
}

/** What creation and rotation show, once: the secret itself. */
export interface WebhookWithSecret extends WebhookPublicFields {
  secret: string;
  previousSecretExpiresAt?: string;
}

export function newSubscription(
  fields: Pick<WebhookSubscription, 'id' | 'tenantId' | 'url' | 'events' | 'description' | 'secret'>,
  now: Date,
): WebhookSubscription {
  const at = now.toISOString();
  return { ...fields, active: true, createdAt: at, updatedAt: at };
}

/** The subscription after a rotation: the new secret signs first, the old one for the overlap. */
export function rotateSubscriptionSecret(sub: WebhookSubscription, secret: string, now: Date, overlapSeconds = ROTATION_OVERLAP_SECONDS): WebhookSubscription {
  const expires = new Date(now.getTime() + overlapSeconds * 1000).toISOString();
  return { ...sub, secret, previousSecret: sub.secret, previousSecretExpiresAt: expires, updatedAt: now.toISOString() };
}

/** The secrets a delivery at `now` is signed with, newest first. */
export function signingSecrets(sub: WebhookSubscription, now: Date): string[] {
  const overlap = sub.previousSecret && sub.previousSecretExpiresAt && now.getTime() < Date.parse(sub.previousSecretExpiresAt);
  return overlap ? [sub.secret, sub.previousSecret!] : [sub.secret];
}

export function disableSubscription(sub: WebhookSubscription, now: Date): WebhookSubscription {
  return { ...sub, active: false, disabledAt: now.toISOString(), updatedAt: now.toISOString() };
}

export function webhookView(sub: WebhookSubscription): WebhookView {
  const view: WebhookView = {
    id: sub.id,
    url: sub.url,
    events: sub.events,
    description: sub.description,
    active: sub.active,
    createdAt: sub.createdAt,
    secretHint: secretHint(sub.secret),
  };
  if (sub.disabledAt) view.disabledAt = sub.disabledAt;
  return view;
}

export function webhookWithSecret(sub: WebhookSubscription): WebhookWithSecret {
  const body: WebhookWithSecret = {
    id: sub.id,
    url: sub.url,
    events: sub.events,
    description: sub.description,
    active: sub.active,
    createdAt: sub.createdAt,
    secret: sub.secret,
  };
  if (sub.previousSecretExpiresAt) body.previousSecretExpiresAt = sub.previousSecretExpiresAt;
  return body;
}
