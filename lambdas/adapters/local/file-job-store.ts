import { join } from 'node:path';
import { mkdir, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import type { Job } from '../../core/jobs.js';
import type { JobStore } from '../../core/ports/jobs.js';
import { asStoreError, createFileExclusive, listJsonFiles, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, readJson, writeJsonAtomic } from './json-files.js';
import { KeyedLock } from './keyed-lock.js';
import { quarantineRecord } from './record-quarantine.js';

/** Ids the store reads from disk: job ids and the test ids, never a path. */
const SAFE_ID = /^[A-Za-z0-9_-]{1,128}$/;

export interface FileJobStoreOptions {
  /** Called once a job has ended (its final record is on disk), e.g. to delete its stored input. */
  onEnded?: (job: Job) => Promise<void>;
}

/**
 * Jobs as one JSON file each under `<dataDir>/jobs`, read when asked for: only the pending jobs
 * are held in memory (at most the pending quota per tenant), so start-up time and memory do not
 * grow with the history of finished jobs. Each pending job also has an empty marker file in
 * `jobs/pending/`, created before its record and removed after its final record is written;
 * the start reads the markers (and their jobs) only. A data folder from before the markers is
 * scanned once to create them.
 */
export class FileJobStore implements JobStore {
  private readonly pending = new Map<string, Job>();
  private readonly locks = new KeyedLock();
  private readonly markers: string;

  private constructor(
    private readonly dir: string,
    private readonly options: FileJobStoreOptions,
  ) {
    this.markers = join(dir, 'pending');
  }

  static async open(dataDir: string, options: FileJobStoreOptions = {}): Promise<FileJobStore> {
    const store = new FileJobStore(join(dataDir, 'jobs'), options);
    await store.loadPending();
    return store;
  }

  async create(job: Job): Promise<void> {
    if (!SAFE_ID.test(job.jobId)) throw new Error(`job id ${job.jobId} is not a safe file name`);
    await this.locks.run(job.jobId, async () => {
      if (this.pending.has(job.jobId) || (await exists(this.path(job.jobId)))) throw new Error(`job ${job.jobId} exists`);
      if (job.status === 'pending') await createFileExclusive(this.markerPath(job.jobId), '');
      await writeJsonAtomic(this.path(job.jobId), job);
      if (job.status === 'pending') this.pending.set(job.jobId, job);
    });
  }

  async get(jobId: string): Promise<Job | undefined> {
    return this.pending.get(jobId) ?? (await this.read(jobId));
  }

  async update(next: Job): Promise<boolean> {
    const ended = await this.locks.run(next.jobId, async () => {
      const current = await this.get(next.jobId);
      if (!current || current.revision !== next.revision - 1) return undefined;
      await writeJsonAtomic(this.path(next.jobId), next);
      if (next.status === 'pending') {
        this.pending.set(next.jobId, next);
        return false;
      }
      this.pending.delete(next.jobId);
      await unlink(this.markerPath(next.jobId)).catch(() => undefined);
      return true;
    });
    if (ended === undefined) return false;
    if (ended) await this.options.onEnded?.(next).catch(() => undefined);
    return true;
  }

  async countPending(tenantId: string): Promise<number> {
    let count = 0;
    for (const job of this.pending.values()) if (job.tenantId === tenantId) count++;
    return count;
  }

  async listPending(): Promise<Job[]> {
    return [...this.pending.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  /** True while the job is pending (held in memory, no disk read). */
  isPending(jobId: string): boolean {
    return this.pending.has(jobId);
  }

  /**
   * Deletes the records of ended jobs that `expired` accepts. Only record files last written
   * before `writtenBefore` are read (a record is written when its job ends, so a newer file
   * cannot have expired). Returns the removed jobs.
   */
  async removeExpired(writtenBefore: Date, expired: (job: Job) => boolean): Promise<Job[]> {
    const removed: Job[] = [];
    for (const name of await listJsonFiles(this.dir)) {
      const jobId = name.slice(0, -'.json'.length);
      const info = await stat(join(this.dir, name)).catch(() => undefined);
      if (!info || info.mtime >= writtenBefore || this.pending.has(jobId)) continue;
      const job = await this.locks.run(jobId, async () => {
        const stored = await this.read(jobId);
        if (!stored || stored.status === 'pending' || !expired(stored)) return undefined;
        await unlink(this.path(jobId));
        return stored;
      });
      if (job) removed.push(job);
    }
    return removed;
  }

  /** The stored record; an unreadable one is quarantined (and counts as missing). */
  private async read(jobId: string): Promise<Job | undefined> {
    if (!SAFE_ID.test(jobId)) return undefined;
    try {
      const job = await asStoreError(readJson<Job>(this.path(jobId)));
      if (job === undefined || (job && typeof job === 'object' && job.jobId === jobId)) return job;
    } catch (error) {
      if (!(error instanceof SyntaxError)) throw error;
    }
    await quarantineRecord(this.dir, `${jobId}.json`);
    return undefined;
  }

  private async loadPending(): Promise<void> {
    if (!(await exists(this.markers))) await this.createMarkers();
    for (const jobId of await readdir(this.markers)) {
      const job = await this.read(jobId);
      if (job?.status === 'pending') this.pending.set(jobId, job);
      // A marker of a job that ended (or whose record was never written) is left by a crash.
      else await unlink(this.markerPath(jobId)).catch(() => undefined);
    }
  }

  /**
   * Once for a data folder written before the markers existed: reads every record and marks the
   * pending ones. Built aside and renamed into place, so an interrupted scan is redone.
   */
  private async createMarkers(): Promise<void> {
    const building = `${this.markers}.building`;
    await rm(building, { recursive: true, force: true });
    await mkdir(building, { recursive: true, mode: PRIVATE_DIR_MODE });
    for (const name of await listJsonFiles(this.dir)) {
      const job = await this.read(name.slice(0, -'.json'.length));
      if (job?.status === 'pending') await writeFile(join(building, job.jobId), '', { mode: PRIVATE_FILE_MODE });
    }
    await rename(building, this.markers);
  }

  private path(jobId: string): string {
    return join(this.dir, `${jobId}.json`);
  }

  private markerPath(jobId: string): string {
    return join(this.markers, jobId);
  }
}

async function exists(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined)) !== undefined;
}
