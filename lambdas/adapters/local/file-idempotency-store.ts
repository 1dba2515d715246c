import { join } from 'node:path';
import { createHash } from 'node:crypto';
import type { IdempotencyRecord, IdempotencyStore } from '../../core/ports/access.js';
import { readJson, writeJsonAtomic } from './json-files.js';

/** How long a stored response is replayed (contract §2). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** Idempotency records as files named by a hash of tenant and key (keys never touch paths). */
export class FileIdempotencyStore implements IdempotencyStore {
  constructor(private readonly dataDir: string) {}

  async get(tenantId: string, key: string, now: Date): Promise<IdempotencyRecord | undefined> {
    const record = await readJson<IdempotencyRecord>(this.path(tenantId, key));
    if (!record) return undefined;
    return now.getTime() - Date.parse(record.createdAt) > IDEMPOTENCY_TTL_MS ? undefined : record;
  }

  async put(tenantId: string, key: string, record: IdempotencyRecord): Promise<void> {
    await writeJsonAtomic(this.path(tenantId, key), record);
  }

  private path(tenantId: string, key: string): string {
    const name = createHash('sha256').update(`${tenantId}\u0000${key}`).digest('hex');
    return join(this.dataDir, 'idempotency', `${name}.json`);
  }
}
