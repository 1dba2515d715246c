import type { DeliveryQueue, DeliveryStore, HostResolver, OutgoingWebhook, SendResult, WebhookSender, WebhookStore } from '../../lambdas/core/ports/webhooks.js';
import type { Delivery } from '../../lambdas/core/webhooks/delivery.js';
import type { WebhookSubscription } from '../../lambdas/core/webhooks/subscription.js';
import type { ServiceDeps } from '../../lambdas/operations/deps.js';
import type { WebhookSettings } from '../../lambdas/operations/webhook-deps.js';

/** In-memory fakes of the webhook ports, for use-case tests without files, timers or sockets. */

export class MemoryWebhookStore implements WebhookStore {
  readonly subs = new Map<string, WebhookSubscription>();
  async create(sub: WebhookSubscription) {
    this.subs.set(sub.id, sub);
  }
  async get(id: string) {
    return this.subs.get(id);
  }
  async put(sub: WebhookSubscription) {
    if (!this.subs.has(sub.id)) return false;
    this.subs.set(sub.id, sub);
    return true;
  }
  async delete(id: string) {
    return this.subs.delete(id);
  }
  async listByTenant(tenantId: string) {
    return [...this.subs.values()].filter((s) => s.tenantId === tenantId);
  }
}

export class MemoryDeliveryStore implements DeliveryStore {
  readonly items = new Map<string, Delivery>();
  async create(d: Delivery) {
    if (this.items.has(d.id)) return false;
    this.items.set(d.id, d);
    return true;
  }
  async get(id: string) {
    return this.items.get(id);
  }
  async update(next: Delivery) {
    const cur = this.items.get(next.id);
    if (!cur || cur.revision !== next.revision - 1) return false;
    this.items.set(next.id, next);
    return true;
  }
  async listByWebhook(webhookId: string, limit: number) {
    return [...this.items.values()].filter((d) => d.webhookId === webhookId).slice(0, limit);
  }
  async listPending() {
    return [...this.items.values()].filter((d) => d.status === 'pending');
  }
}

/** Records what was scheduled; the test runs attempts itself. */
export class RecordingQueue implements DeliveryQueue {
  readonly scheduled: { id: string; at: Date }[] = [];
  async schedule(id: string, at: Date) {
    this.scheduled.push({ id, at });
  }
}

/** Answers from a table the test changes between calls (DNS rebinding). */
export class TableResolver implements HostResolver {
  readonly calls: string[] = [];
  constructor(public table: Record<string, string[]>) {}
  async resolve(hostname: string) {
    this.calls.push(hostname);
    const answer = this.table[hostname];
    if (!answer) throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return answer;
  }
}

/** Never opens a socket: records each request and answers from a script. */
export class ScriptedSender implements WebhookSender {
  readonly sent: OutgoingWebhook[] = [];
  constructor(public answer: (n: number, request: OutgoingWebhook) => SendResult = () => ({ statusCode: 200 })) {}
  async send(request: OutgoingWebhook) {
    this.sent.push(request);
    return this.answer(this.sent.length, request);
  }
}

export interface FakeWorld {
  deps: ServiceDeps;
  subs: MemoryWebhookStore;
  deliveries: MemoryDeliveryStore;
  queue: RecordingQueue;
  resolver: TableResolver;
  sender: ScriptedSender;
  clock: { at: Date };
}

/** ServiceDeps with only what the webhook use cases touch, on a controllable clock. */
export function fakeWorld(settings: Partial<WebhookSettings> = {}, table: Record<string, string[]> = {}, start = new Date()): FakeWorld {
  const clock = { at: start };
  let counter = 0;
  const world = {
    subs: new MemoryWebhookStore(),
    deliveries: new MemoryDeliveryStore(),
    queue: new RecordingQueue(),
    resolver: new TableResolver(table),
    sender: new ScriptedSender(),
    clock,
  };
  const deps = {
    clock: { now: () => new Date(clock.at) },
    random: { bytes: (n: number) => new Uint8Array(n).map((_, i) => (counter++ * 31 + i * 17) & 0xff) },
    logger: { info() {}, warn() {}, error() {} },
    payloads: { resultLink: async (jobId: string) => ({ url: `https://results.example/${jobId}?sig=x`, expiresAt: new Date(clock.at.getTime() + 3600_000).toISOString() }) },
    webhooks: {
      subscriptions: world.subs,
      deliveries: world.deliveries,
      queue: world.queue,
      resolver: world.resolver,
      sender: world.sender,
      settings: { allowLoopback: false, retryScheduleSeconds: [5, 300], timeoutSeconds: 15, ...settings },
    },
  } as unknown as ServiceDeps;
  return { deps, ...world };
}
