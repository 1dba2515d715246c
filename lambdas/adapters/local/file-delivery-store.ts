import { join } from 'node:path';
import type { DeliveryStore } from '../../core/ports/webhooks.js';
import type { Delivery } from '../../core/webhooks/delivery.js';
import { JsonRecordFolder } from './json-record-folder.js';

/**
 * Deliveries as one JSON file each under `<dataDir>/webhook-deliveries`, with an in-memory index.
 * A pending delivery's file holds its next attempt time, so retries survive a restart. Finished
 * deliveries are removed after the retention (`removeFinishedBefore`), so the index stays bounded.
 */
export class FileDeliveryStore implements DeliveryStore {
  private constructor(private readonly deliveries: JsonRecordFolder<Delivery>) {}

  static async open(dataDir: string): Promise<FileDeliveryStore> {
    return new FileDeliveryStore(await JsonRecordFolder.open<Delivery>(join(dataDir, 'webhook-deliveries'), (d) => d.id));
  }

  async create(delivery: Delivery): Promise<boolean> {
    if (this.deliveries.has(delivery.id)) return false;
    await this.deliveries.write(delivery);
    return true;
  }

  async get(id: string): Promise<Delivery | undefined> {
    return this.deliveries.get(id);
  }

  async update(next: Delivery): Promise<boolean> {
    const current = this.deliveries.get(next.id);
    if (!current || current.revision !== next.revision - 1) return false;
    await this.deliveries.write(next);
    return true;
  }

  async listByWebhook(webhookId: string, limit: number): Promise<Delivery[]> {
    return this.deliveries
      .values()
      .filter((d) => d.webhookId === webhookId)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
      .slice(0, limit);
  }

  /** Deletes the finished deliveries (delivered, failed, cancelled) last updated before `cutoff`; returns how many. */
  async removeFinishedBefore(cutoff: Date): Promise<number> {
    let removed = 0;
    for (const d of this.deliveries.values()) {
      if (d.status !== 'pending' && Date.parse(d.updatedAt) < cutoff.getTime() && (await this.deliveries.remove(d.id))) removed++;
    }
    return removed;
  }

  async listPending(): Promise<Delivery[]> {
    return this.deliveries.values().filter((d) => d.status === 'pending');
  }
}
