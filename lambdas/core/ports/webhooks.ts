import type { Delivery } from '../webhooks/delivery.js';
import type { WebhookSubscription } from '../webhooks/subscription.js';

/** Webhook subscriptions (local: files; AWS: a DynamoDB table keyed by tenant and id). */
export interface WebhookStore {
  create(sub: WebhookSubscription): Promise<void>;
  get(id: string): Promise<WebhookSubscription | undefined>;
  /** Replaces a stored subscription; false when it no longer exists. */
  put(sub: WebhookSubscription): Promise<boolean>;
  /** False when no such subscription. */
  delete(id: string): Promise<boolean>;
  /** A tenant's subscriptions, oldest first. */
  listByTenant(tenantId: string): Promise<WebhookSubscription[]>;
}

/** Durable deliveries and their attempts (local: files; AWS: DynamoDB). */
export interface DeliveryStore {
  /** Stores a new delivery; false (and no change) when one with this id exists. */
  create(delivery: Delivery): Promise<boolean>;
  get(id: string): Promise<Delivery | undefined>;
  /** Writes `next` only if the stored revision is `next.revision - 1`; false when refused. */
  update(next: Delivery): Promise<boolean>;
  /** A subscription's deliveries, newest first, at most `limit`. */
  listByWebhook(webhookId: string, limit: number): Promise<Delivery[]>;
  /** Every pending delivery (resumed after a restart). */
  listPending(): Promise<Delivery[]>;
}

/** Runs a delivery attempt at a given time (local: timers; AWS: SQS with a delay). */
export interface DeliveryQueue {
  schedule(deliveryId: string, at: Date): Promise<void>;
}

/** Resolves a host name to IP addresses (tests control it; AWS and local use the system resolver). */
export interface HostResolver {
  resolve(hostname: string): Promise<string[]>;
}

/** One signed POST to a receiver. */
export interface OutgoingWebhook {
  url: string;
  /** The resolved and checked address to connect to: the connection is pinned to it. */
  address: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}

/** What came of a POST: the status code, or why there was none. Never throws. */
export type SendResult = { statusCode: number; error?: undefined } | { statusCode?: undefined; error: string };

/** Sends webhooks without following redirects and without resolving the host again. */
export interface WebhookSender {
  send(request: OutgoingWebhook): Promise<SendResult>;
}
