import { join } from 'node:path';
import type { WebhookStore } from '../../core/ports/webhooks.js';
import type { WebhookSubscription } from '../../core/webhooks/subscription.js';
import { JsonRecordFolder } from './json-record-folder.js';

/**
 * Subscriptions as one JSON file each under `<dataDir>/webhooks`, with an in-memory index (this
 * process is the only writer). The files hold the signing secrets: the data folder is private.
 */
export class FileWebhookStore implements WebhookStore {
  private constructor(private readonly subs: JsonRecordFolder<WebhookSubscription>) {}

  static async open(dataDir: string): Promise<FileWebhookStore> {
    return new FileWebhookStore(await JsonRecordFolder.open<WebhookSubscription>(join(dataDir, 'webhooks'), (sub) => sub.id));
  }

  async create(sub: WebhookSubscription): Promise<void> {
    if (this.subs.has(sub.id)) throw new Error(`webhook ${sub.id} exists`);
    await this.subs.write(sub);
  }

  async get(id: string): Promise<WebhookSubscription | undefined> {
    return this.subs.get(id);
  }

  async put(sub: WebhookSubscription): Promise<boolean> {
    if (!this.subs.has(sub.id)) return false;
    await this.subs.write(sub);
    return true;
  }

  async delete(id: string): Promise<boolean> {
    return this.subs.remove(id);
  }

  async listByTenant(tenantId: string): Promise<WebhookSubscription[]> {
    return this.subs
      .values()
      .filter((s) => s.tenantId === tenantId)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }
}
