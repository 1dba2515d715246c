import { join } from 'node:path';
import { unlink } from 'node:fs/promises';
import type { Job } from '../../core/jobs.js';
import type { JobStore } from '../../core/ports/jobs.js';
import type { Logger } from '../../core/ports/logger.js';
import { listJsonFiles, writeJsonAtomic } from './json-files.js';

/**
 * The local stand-in for the jobs table's DynamoDB stream: a job store that reports every
 * `pending → completed|failed` transition to a listener. The transition is first written to an
 * outbox file (`<dataDir>/job-events`), removed only once the listener has handled it, so an event
 * of a job that finished just before a crash is dispatched on the next start (at least once).
 */
export class JobEventFeed implements JobStore {
  private readonly dir: string;
  private listener: ((job: Job) => Promise<unknown>) | undefined;

  constructor(
    private readonly inner: JobStore,
    dataDir: string,
    private readonly logger: Logger,
  ) {
    this.dir = join(dataDir, 'job-events');
  }

  /** What handles a finished job (the dispatch use case). */
  onFinished(listener: (job: Job) => Promise<unknown>): void {
    this.listener = listener;
  }

  create(job: Job): Promise<void> {
    return this.inner.create(job);
  }

  get(jobId: string): Promise<Job | undefined> {
    return this.inner.get(jobId);
  }

  countPending(tenantId: string): Promise<number> {
    return this.inner.countPending(tenantId);
  }

  listPending(): Promise<Job[]> {
    return this.inner.listPending();
  }

  async update(next: Job): Promise<boolean> {
    const current = await this.inner.get(next.jobId);
    const finishing = current?.status === 'pending' && next.status !== 'pending';
    if (finishing) await writeJsonAtomic(this.outboxPath(next.jobId), { jobId: next.jobId, status: next.status });
    const ok = await this.inner.update(next);
    // Even when the write was refused the entry is settled by emit(), which reads the stored state.
    if (finishing) void this.emit(next.jobId);
    return ok;
  }

  /** Handles transitions recorded before the last stop; returns how many were found. */
  async drain(): Promise<number> {
    const names = await listJsonFiles(this.dir);
    for (const name of names) await this.emit(name.slice(0, -'.json'.length));
    return names.length;
  }

  private async emit(jobId: string): Promise<void> {
    const job = await this.inner.get(jobId);
    if (job && job.status !== 'pending') {
      if (!this.listener) return;
      try {
        await this.listener(job);
      } catch (error) {
        this.logger.error('job event dispatch failed; retried on the next start', { jobId, error: error instanceof Error ? error.message.slice(0, 200) : 'unknown' });
        return;
      }
    }
    await unlink(this.outboxPath(jobId)).catch(() => undefined);
  }

  private outboxPath(jobId: string): string {
    return join(this.dir, `${jobId}.json`);
  }
}
