import type { JobStore } from '../core/ports/jobs.js';
import type { Logger } from '../core/ports/logger.js';
import type { HostResolver, WebhookSender } from '../core/ports/webhooks.js';
import { DEFAULT_RETRY_SCHEDULE_SECONDS } from '../core/webhooks/delivery.js';
import type { ServiceDeps } from '../operations/deps.js';
import type { WebhookDeps } from '../operations/webhook-deps.js';
import { attemptDelivery } from '../operations/deliver-webhook.js';
import { dispatchJobEvent } from '../operations/dispatch-job-event.js';
import { FileWebhookStore } from '../adapters/local/file-webhook-store.js';
import { FileDeliveryStore } from '../adapters/local/file-delivery-store.js';
import { DeliveryTimers } from '../adapters/local/delivery-timers.js';
import { JobEventFeed } from '../adapters/local/job-event-feed.js';
import { NodeWebhookSender } from '../adapters/local/node-webhook-sender.js';
import { systemResolver } from '../adapters/local/dns-resolver.js';
import { systemClock } from '../adapters/local/system.js';
import type { LocalConfig } from './config.js';

/** Test seams: a controlled resolver (SSRF tests) and a sender that never leaves the machine. */
export interface LocalWebhookOverrides {
  resolver?: HostResolver;
  webhookSender?: WebhookSender;
}

/** The webhook part of the local runtime. */
export interface LocalWebhooks {
  deps: WebhookDeps;
  /** The delivery records (the retention sweep removes finished ones). */
  deliveryStore: FileDeliveryStore;
  /** The job store to use: it reports finished jobs to the dispatch use case. */
  jobs: JobStore;
  /** Connects the job-event feed and the delivery timers to the use cases. */
  bind(deps: ServiceDeps): void;
  /** Dispatches job events recorded before the last stop and resumes pending deliveries. */
  start(): Promise<void>;
  /** Stops the timers and waits for running attempts. */
  stop(): Promise<void>;
}

/** Wires the webhook ports to their local defaults around the given job store. */
export async function createLocalWebhooks(config: LocalConfig, jobStore: JobStore, logger: Logger, overrides: LocalWebhookOverrides = {}): Promise<LocalWebhooks> {
  const timers = new DeliveryTimers(systemClock, logger);
  const feed = new JobEventFeed(jobStore, config.DATA_DIR, logger);
  const deliveries = await FileDeliveryStore.open(config.DATA_DIR);
  const webhookDeps: WebhookDeps = {
    subscriptions: await FileWebhookStore.open(config.DATA_DIR),
    deliveries,
    queue: timers,
    resolver: overrides.resolver ?? systemResolver,
    sender: overrides.webhookSender ?? new NodeWebhookSender(),
    settings: {
      allowLoopback: config.WEBHOOKS_ALLOW_LOOPBACK,
      retryScheduleSeconds: config.WEBHOOK_RETRY_SCHEDULE ?? DEFAULT_RETRY_SCHEDULE_SECONDS,
      timeoutSeconds: config.WEBHOOK_TIMEOUT_SECONDS,
    },
  };
  return {
    deps: webhookDeps,
    deliveryStore: deliveries,
    jobs: feed,
    bind: (deps) => {
      feed.onFinished((job) => dispatchJobEvent(deps, job));
      timers.setHandler((deliveryId) => attemptDelivery(deps, deliveryId));
    },
    start: async () => {
      const events = await feed.drain();
      const pending = await deliveries.listPending();
      for (const d of pending) await timers.schedule(d.id, new Date(d.nextAttemptAt ?? d.createdAt));
      if (events + pending.length > 0) logger.info('resuming webhooks', { jobEvents: events, deliveries: pending.length });
    },
    stop: () => timers.close(),
  };
}
