import { join } from 'node:path';
import { unlink } from 'node:fs/promises';
import type { WebhookStore } from '../../core/ports/webhooks.js';
import type { WebhookSubscription } from '../../core/webhooks/subscription.js';
import { listJsonFiles, readJson, writeJsonAtomic } from './json-files.js';

/**
 * Subscriptions as one JSON file each under `<dataDir>/webhooks`, with an in-memory index (this
 * process is the only writer). The files hold the signing secrets: the data folder is private.
 */
export class FileWebhookStore implements WebhookStore {
  private readonly dir: string;
  private readonly subs = new Map<string, WebhookSubscription>();

  private constructor(dataDir: string) {
    this.dir = join(dataDir, 'webhooks');
  }

  static async open(dataDir: string): Promise<FileWebhookStore> {
    const store = new FileWebhookStore(dataDir);
    for (const name of await listJsonFiles(store.dir)) {
      const sub = await readJson<WebhookSubscription>(join(store.dir, name));
      if (sub) store.subs.set(sub.id, sub);
    }
    return store;
  }

  async create(sub: WebhookSubscription): Promise<void> {
    if (this.subs.has(sub.id)) throw new Error(`webhook ${sub.id} exists`);
    this.subs.set(sub.id, sub);
    await writeJsonAtomic(this.path(sub.id), sub);
  }

  async get(id: string): Promise<WebhookSubscription | undefined> {
    return this.subs.get(id);
  }

  async put(sub: WebhookSubscription): Promise<boolean> {
    if (!this.subs.has(sub.id)) return false;
    this.subs.set(sub.id, sub);
    await writeJsonAtomic(this.path(sub.id), sub);
    return true;
  }

  async delete(id: string): Promise<boolean> {
    if (!this.subs.delete(id)) return false;
    await unlink(this.path(id)).catch(() => undefined);
    return true;
  }

  async listByTenant(tenantId: string): Promise<WebhookSubscription[]> {
    return [...this.subs.values()].filter((s) => s.tenantId === tenantId).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  private path(id: string): string {
    return join(this.dir, `${id}.json`);
  }
}
