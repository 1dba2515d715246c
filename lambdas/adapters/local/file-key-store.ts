import { join } from 'node:path';
import { readdir, readFile, rename, stat } from 'node:fs/promises';
import type { ApiKeyRecord, KeyStore } from '../../core/ports/access.js';
import { createFileExclusive, readJson } from './json-files.js';

const HEX_HASH = /^[0-9a-f]{64}$/;

/**
 * API keys (hashes only) under `<dataDir>/keys/`, shared by the server and any number of `tas`
 * CLI processes without a lock, because no file is ever read, changed and written back: each key
 * is its own file (`<hash>.json`, created exclusively, never rewritten), and a revocation is
 * another file (`<hash>.revoked`, created exclusively: the first revocation time stays, and no
 * later write can undo it). A lookup reads the two files of one hash, so a key created or revoked
 * by the CLI takes effect on the next request. The single `keys.json` of earlier versions is moved
 * into this layout the first time the folder is used.
 */
export class FileKeyStore implements KeyStore {
  private readonly dir: string;
  private migrated: Promise<void> | undefined;

  constructor(private readonly dataDir: string) {
    this.dir = join(dataDir, 'keys');
  }

  /** Where the keys live (shown by the CLI). */
  get location(): string {
    return this.dir;
  }

  async add(record: ApiKeyRecord): Promise<void> {
    await this.ready();
    await this.create(record);
  }

  private async create(record: ApiKeyRecord): Promise<void> {
    if (!(await createFileExclusive(this.recordPath(record.hash), JSON.stringify({ ...record, revokedAt: undefined })))) {
      throw new Error(`key ${record.keyId} exists`);
    }
    if (record.revokedAt) await createFileExclusive(this.revokedPath(record.hash), record.revokedAt);
  }

  async findByHash(hash: string): Promise<ApiKeyRecord | undefined> {
    if (!HEX_HASH.test(hash)) return undefined;
    await this.ready();
    return this.load(hash);
  }

  async list(): Promise<ApiKeyRecord[]> {
    await this.ready();
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const hashes = names.filter((n) => n.endsWith('.json')).map((n) => n.slice(0, -'.json'.length)).filter((h) => HEX_HASH.test(h));
    const records = (await Promise.all(hashes.map((h) => this.load(h)))).filter((r): r is ApiKeyRecord => r !== undefined);
    return records.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.keyId.localeCompare(b.keyId));
  }

  async revoke(keyId: string, at: Date): Promise<boolean> {
    const target = (await this.list()).find((r) => r.keyId === keyId);
    if (!target) return false;
    await createFileExclusive(this.revokedPath(target.hash), at.toISOString());
    return true;
  }

  private async load(hash: string): Promise<ApiKeyRecord | undefined> {
    const record = await readJson<ApiKeyRecord>(this.recordPath(hash)).catch(() => undefined);
    if (!record) return undefined;
    const revokedAt = await revocationTime(this.revokedPath(hash));
    return revokedAt ? { ...record, revokedAt } : record;
  }

  /** Moves the records of an earlier `keys.json` into per-key files (once; safe when two processes race). */
  private ready(): Promise<void> {
    return (this.migrated ??= (async () => {
      const legacy = join(this.dataDir, 'keys.json');
      const records = await readJson<ApiKeyRecord[]>(legacy).catch(() => undefined);
      if (!records) return;
      for (const record of records) await this.create(record).catch(() => undefined);
      for (const record of records) if (record.revokedAt) await createFileExclusive(this.revokedPath(record.hash), record.revokedAt);
      await rename(legacy, `${legacy}.migrated`).catch(() => undefined);
    })());
  }

  private recordPath(hash: string): string {
    return join(this.dir, `${hash}.json`);
  }

  private revokedPath(hash: string): string {
    return join(this.dir, `${hash}.revoked`);
  }
}

/** The revocation time in the marker file; a marker cut short by a crash still revokes (its mtime). */
async function revocationTime(path: string): Promise<string | undefined> {
  const text = await readFile(path, 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  if (!Number.isNaN(Date.parse(text.trim()))) return text.trim();
  const info = await stat(path).catch(() => undefined);
  return (info?.mtime ?? new Date(0)).toISOString();
}
