import { stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import type { IdempotencyClaim, IdempotencyClaimRequest, IdempotencyRecord, IdempotencyStore } from '../../core/ports/access.js';
import { listJsonFiles, readJson, writeJsonAtomic } from './json-files.js';
import { KeyedLock } from './keyed-lock.js';

/** How long a stored response is replayed (contract §2). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** A request's claim on its key while it runs, kept on disk so a claim left by a crash expires. */
interface ClaimFile {
  state: 'in_progress';
  fingerprint: string;
  createdAt: string;
  expiresAt: string;
  /** The store instance (server process) that took the claim. */
  owner: string;
}

type StoredFile = IdempotencyRecord | ClaimFile;

/**
 * Idempotency records as files named by a hash of tenant and key (keys never touch paths). One
 * server process owns the data folder, so the claim's check-and-write is made atomic by
 * serialising the operations on one key in this process (the DynamoDB store uses a conditional
 * write for the same semantics). A claim expires like on AWS, and a claim left by an earlier
 * process (the server was killed while the request ran) counts as abandoned at once.
 */
export class FileIdempotencyStore implements IdempotencyStore {
  private readonly locks = new KeyedLock();
  private readonly owner = randomUUID();

  constructor(private readonly dataDir: string) {}

  async get(tenantId: string, key: string, now: Date): Promise<IdempotencyRecord | undefined> {
    const stored = await readJson<StoredFile>(this.path(tenantId, key));
    if (!stored || isClaim(stored)) return undefined;
    return now.getTime() - Date.parse(stored.createdAt) > IDEMPOTENCY_TTL_MS ? undefined : stored;
  }

  put(tenantId: string, key: string, record: IdempotencyRecord): Promise<void> {
    return this.locked(tenantId, key, () => writeJsonAtomic(this.path(tenantId, key), record));
  }

  claim(tenantId: string, key: string, request: IdempotencyClaimRequest): Promise<IdempotencyClaim> {
    return this.locked(tenantId, key, async (): Promise<IdempotencyClaim> => {
      const path = this.path(tenantId, key);
      const stored = await readJson<StoredFile>(path);
      const now = request.now.getTime();
      if (stored && isClaim(stored) && stored.owner === this.owner && Date.parse(stored.expiresAt) >= now) return { state: 'in_progress', fingerprint: stored.fingerprint };
      if (stored && !isClaim(stored) && now - Date.parse(stored.createdAt) <= IDEMPOTENCY_TTL_MS) return { state: 'completed', record: stored };
      const claim: ClaimFile = { state: 'in_progress', fingerprint: request.fingerprint, createdAt: request.now.toISOString(), expiresAt: request.expiresAt.toISOString(), owner: this.owner };
      await writeJsonAtomic(path, claim);
      return { state: 'claimed' };
    });
  }

  release(tenantId: string, key: string, fingerprint: string): Promise<void> {
    return this.locked(tenantId, key, async () => {
      const path = this.path(tenantId, key);
      const stored = await readJson<StoredFile>(path);
      if (stored && isClaim(stored) && stored.fingerprint === fingerprint) await unlink(path).catch(() => undefined);
    });
  }

  private locked<T>(tenantId: string, key: string, work: () => Promise<T>): Promise<T> {
    return this.locks.run(this.path(tenantId, key), work);
  }

  /**
   * Deletes the files last written before `writtenBefore` (the caller passes now − 24 h): a
   * record's `createdAt` precedes its write, so each of them is past replay, and a claim that old
   * was abandoned. Each removal holds its key's lock, so a fresh claim is never removed. Returns
   * how many were removed.
   */
  async sweep(writtenBefore: Date): Promise<number> {
    const dir = join(this.dataDir, 'idempotency');
    let removed = 0;
    for (const name of await listJsonFiles(dir)) {
      const path = join(dir, name);
      const gone = await this.locks.run(path, async () => {
        const info = await stat(path).catch(() => undefined);
        if (!info || info.mtime >= writtenBefore) return false;
        await unlink(path);
        return true;
      });
      if (gone) removed++;
    }
    return removed;
  }

  private path(tenantId: string, key: string): string {
    const name = createHash('sha256').update(`${tenantId}\u0000${key}`).digest('hex');
    return join(this.dataDir, 'idempotency', `${name}.json`);
  }
}

function isClaim(stored: StoredFile): stored is ClaimFile {
  return (stored as ClaimFile).state === 'in_progress';
}
