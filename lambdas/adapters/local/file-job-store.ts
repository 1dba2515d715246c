import { join } from 'node:path';
import type { Job } from '../../core/jobs.js';
import type { JobStore } from '../../core/ports/jobs.js';
import { listJsonFiles, readJson, writeJsonAtomic } from './json-files.js';

/**
 * Jobs as one JSON file each under `<dataDir>/jobs`, with an in-memory index (this process is
 * the only writer). Every write reaches the disk before it is acknowledged.
 */
export class FileJobStore implements JobStore {
  private readonly dir: string;
  private readonly jobs = new Map<string, Job>();

  private constructor(dataDir: string) {
    this.dir = join(dataDir, 'jobs');
  }

  static async open(dataDir: string): Promise<FileJobStore> {
    const store = new FileJobStore(dataDir);
    for (const name of await listJsonFiles(store.dir)) {
      const job = await readJson<Job>(join(store.dir, name));
      if (job) store.jobs.set(job.jobId, job);
    }
    return store;
  }

  async create(job: Job): Promise<void> {
    if (this.jobs.has(job.jobId)) throw new Error(`job ${job.jobId} exists`);
    this.jobs.set(job.jobId, job);
    await writeJsonAtomic(this.path(job.jobId), job);
  }

  async get(jobId: string): Promise<Job | undefined> {
    return this.jobs.get(jobId);
  }

  async update(next: Job): Promise<boolean> {
    const current = this.jobs.get(next.jobId);
    if (!current || current.revision !== next.revision - 1) return false;
    this.jobs.set(next.jobId, next);
    await writeJsonAtomic(this.path(next.jobId), next);
    return true;
  }

  async countPending(tenantId: string): Promise<number> {
    let count = 0;
    for (const job of this.jobs.values()) if (job.status === 'pending' && job.tenantId === tenantId) count++;
    return count;
  }

  async listPending(): Promise<Job[]> {
    return [...this.jobs.values()].filter((j) => j.status === 'pending').sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  private path(jobId: string): string {
    return join(this.dir, `${jobId}.json`);
  }
}
