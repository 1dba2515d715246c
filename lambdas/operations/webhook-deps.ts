import type { DeliveryQueue, DeliveryStore, HostResolver, WebhookSender, WebhookStore } from '../core/ports/webhooks.js';

/** Webhook settings of a deployment. */
export interface WebhookSettings {
  /** Local mode only: permits `http://` and loopback targets. */
  allowLoopback: boolean;
  /** Seconds between attempts after the first; its length is the number of retries. */
  retryScheduleSeconds: readonly number[];
  /** A receiver must answer within this many seconds. */
  timeoutSeconds: number;
}

/** The ports webhook use cases need besides the common ones of `ServiceDeps`. */
export interface WebhookDeps {
  subscriptions: WebhookStore;
  deliveries: DeliveryStore;
  queue: DeliveryQueue;
  resolver: HostResolver;
  sender: WebhookSender;
  settings: WebhookSettings;
}
