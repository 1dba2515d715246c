import { join } from 'node:path';
import type { Job } from '../../core/jobs.js';
import type { JobStore } from '../../core/ports/jobs.js';
import { JsonRecordFolder } from './json-record-folder.js';

/** Jobs as one JSON file each under `<dataDir>/jobs`. */
export class FileJobStore implements JobStore {
  private constructor(private readonly jobs: JsonRecordFolder<Job>) {}

  static async open(dataDir: string): Promise<FileJobStore> {
    return new FileJobStore(await JsonRecordFolder.open<Job>(join(dataDir, 'jobs'), (job) => job.jobId));
  }

  async create(job: Job): Promise<void> {
    if (this.jobs.has(job.jobId)) throw new Error(`job ${job.jobId} exists`);
    await this.jobs.write(job);
  }

  async get(jobId: string): Promise<Job | undefined> {
    return this.jobs.get(jobId);
  }

  async update(next: Job): Promise<boolean> {
    const current = this.jobs.get(next.jobId);
    if (!current || current.revision !== next.revision - 1) return false;
    await this.jobs.write(next);
    return true;
  }

  async countPending(tenantId: string): Promise<number> {
    return this.jobs.values().filter((job) => job.status === 'pending' && job.tenantId === tenantId).length;
  }

  async listPending(): Promise<Job[]> {
    return this.jobs
      .values()
      .filter((j) => j.status === 'pending')
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }
}
