import { join } from 'node:path';
import type { DeliveryStore } from '../../core/ports/webhooks.js';
import type { Delivery } from '../../core/webhooks/delivery.js';
import { listJsonFiles, readJson, writeJsonAtomic } from './json-files.js';

/**
 * Deliveries as one JSON file each under `<dataDir>/webhook-deliveries`, with an in-memory index.
 * A pending delivery's file holds its next attempt time, so retries survive a restart.
 */
export class FileDeliveryStore implements DeliveryStore {
  private readonly dir: string;
  private readonly deliveries = new Map<string, Delivery>();

  private constructor(dataDir: string) {
    this.dir = join(dataDir, 'webhook-deliveries');
  }

  static async open(dataDir: string): Promise<FileDeliveryStore> {
    const store = new FileDeliveryStore(dataDir);
    for (const name of await listJsonFiles(store.dir)) {
      const delivery = await readJson<Delivery>(join(store.dir, name));
      if (delivery) store.deliveries.set(delivery.id, delivery);
    }
    return store;
  }

  async create(delivery: Delivery): Promise<boolean> {
    if (this.deliveries.has(delivery.id)) return false;
    this.deliveries.set(delivery.id, delivery);
    await writeJsonAtomic(this.path(delivery.id), delivery);
    return true;
  }

  async get(id: string): Promise<Delivery | undefined> {
    return this.deliveries.get(id);
  }

  async update(next: Delivery): Promise<boolean> {
    const current = this.deliveries.get(next.id);
    if (!current || current.revision !== next.revision - 1) return false;
    this.deliveries.set(next.id, next);
    await writeJsonAtomic(this.path(next.id), next);
    return true;
  }

  async listByWebhook(webhookId: string, limit: number): Promise<Delivery[]> {
    return [...this.deliveries.values()]
      .filter((d) => d.webhookId === webhookId)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
      .slice(0, limit);
  }

  async listPending(): Promise<Delivery[]> {
    return [...this.deliveries.values()].filter((d) => d.status === 'pending');
  }

  private path(id: string): string {
    return join(this.dir, `${id}.json`);
  }
}
