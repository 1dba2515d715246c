import { join } from 'node:path';
import { stat } from 'node:fs/promises';
import type { ApiKeyRecord, KeyStore } from '../../core/ports/access.js';
import { readJson, writeJsonAtomic } from './json-files.js';

/**
 * API keys (hashes only) in `<dataDir>/keys.json`, shared by the server and the `tas` CLI: the
 * server re-reads the file when it changes, so a key created or revoked by the CLI takes effect
 * without a restart.
 */
export class FileKeyStore implements KeyStore {
  private readonly path: string;
  private cache: { mtimeMs: number; records: ApiKeyRecord[] } | undefined;

  constructor(dataDir: string) {
    this.path = join(dataDir, 'keys.json');
  }

  async add(record: ApiKeyRecord): Promise<void> {
    const records = await this.read();
    await this.write([...records, record]);
  }

  async findByHash(hash: string): Promise<ApiKeyRecord | undefined> {
    return (await this.read()).find((r) => r.hash === hash);
  }

  async list(): Promise<ApiKeyRecord[]> {
    return this.read();
  }

  async revoke(keyId: string, at: Date): Promise<boolean> {
    const records = await this.read();
    const target = records.find((r) => r.keyId === keyId);
    if (!target) return false;
    if (!target.revokedAt) await this.write(records.map((r) => (r.keyId === keyId ? { ...r, revokedAt: at.toISOString() } : r)));
    return true;
  }

  private async read(): Promise<ApiKeyRecord[]> {
    const info = await stat(this.path).catch(() => undefined);
    if (!info) return [];
    if (this.cache && this.cache.mtimeMs === info.mtimeMs) return this.cache.records;
    const records = (await readJson<ApiKeyRecord[]>(this.path)) ?? [];
    this.cache = { mtimeMs: info.mtimeMs, records };
    return records;
  }

  private async write(records: ApiKeyRecord[]): Promise<void> {
    await writeJsonAtomic(this.path, records);
    this.cache = undefined;
  }
}
