import { join } from 'node:path';
import type { Clock } from '../../core/ports/system.js';
import type { Logger } from '../../core/ports/logger.js';
import type { FileJobStore } from './file-job-store.js';
import type { FilePayloadStore } from './file-payload-store.js';
import type { FileIdempotencyStore } from './file-idempotency-store.js';
import type { FileDeliveryStore } from './file-delivery-store.js';
import type { FileUploadStore } from './file-upload-store.js';
import { removeStaleTemporaries } from './json-files.js';
import { UPLOAD_TTL_SECONDS } from '../../core/uploads.js';

/** How long each kind of record is kept, in milliseconds. */
export interface RetentionPeriods {
  /** A completed job's result, from when it was written. */
  resultMs: number;
  /** An ended job's record, from its end (longer than the result, so the job can say its result expired). */
  jobRecordMs: number;
  /** A stored idempotent response (contract §2: 24 hours). */
  idempotencyMs: number;
  /** A finished webhook delivery, from its last attempt. */
  deliveryMs: number;
  /** A stored input without a pending job (left by a crash) is deleted once this old. */
  orphanInputMs: number;
}

export interface RetentionStores {
  clock: Clock;
  logger: Logger;
  dataDir: string;
  /** When this process started (real time, compared with file times): older temporaries are a crash's. */
  startedAt: Date;
  jobs: FileJobStore;
  payloads: FilePayloadStore;
  uploads: FileUploadStore;
  idempotency: FileIdempotencyStore;
  deliveries: FileDeliveryStore;
}

/** What one sweep deleted, per kind. */
export interface SweepReport {
  results: number;
  jobs: number;
  inputs: number;
  idempotency: number;
  deliveries: number;
  /** Expired uploaded request bodies (and interrupted uploads). */
  uploads: number;
  /** Temporary files left by a crash. */
  temporaries: number;
}

/**
 * The folders the server process alone writes, where a crash can leave a temporary file, and
 * that no store cleans when it opens them: the record folders (`webhooks/`,
 * `webhook-deliveries/`) remove theirs at open, `uploads/` is swept by age, and the key store
 * (`keys/`) is left out because the `tas` command writes there while the server runs.
 */
const CRASH_FOLDERS = ['jobs', 'requests', 'results', 'idempotency', 'job-events'];

/** Margin for file systems that store modification times in whole seconds (or two). */
const MTIME_GRANULARITY_MS = 2000;

/**
 * Applies the local runtime's retention: results, job records, stored inputs, idempotency records
 * and webhook deliveries are deleted once their period has passed (docs/jobs.md), and temporary
 * files a crash left behind are removed. Runs at start, off the start-up path,
 * and then every interval on an unref'd timer; sweeps never overlap. Time comes from the clock
 * port (tests move it); file ages from the files' modification times, so only files old enough
 * to have expired are read.
 */
export class RetentionSweeper {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<SweepReport> = Promise.resolve({ results: 0, jobs: 0, inputs: 0, idempotency: 0, deliveries: 0, uploads: 0, temporaries: 0 });
  /** Crash temporaries are older than this process, so the first sweep removes them all. */
  private crashTemporariesRemoved = false;

  constructor(
    private readonly stores: RetentionStores,
    private readonly periods: RetentionPeriods,
  ) {}

  /** One sweep, after the one running (if any) has finished. */
  sweep(): Promise<SweepReport> {
    const next = this.running.catch(() => undefined).then(() => this.sweepOnce());
    this.running = next;
    return next;
  }

  /** Sweeps now, then every `intervalMs` (the timer does not keep the process alive). */
  start(intervalMs: number): void {
    const run = () => void this.sweep().catch((error) => this.stores.logger.error('retention sweep failed', { error: error instanceof Error ? error.message.slice(0, 200) : 'unknown' }));
    run();
    this.timer = setInterval(run, intervalMs).unref();
  }

  /** Stops the timer and waits for a running sweep. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running.catch(() => undefined);
  }

  private async sweepOnce(): Promise<SweepReport> {
    const { clock, jobs, payloads, uploads, idempotency, deliveries } = this.stores;
    const now = clock.now().getTime();
    const before = (ms: number) => new Date(now - ms);
    const temporaries = await this.removeCrashTemporaries();
    const results = await payloads.sweepResults(before(this.periods.resultMs));
    const removedJobs = await jobs.removeExpired(before(this.periods.jobRecordMs), (job) => Date.parse(job.updatedAt) + this.periods.jobRecordMs <= now);
    for (const job of removedJobs) await payloads.deleteRequest(job.jobId);
    const report: SweepReport = {
      results,
      jobs: removedJobs.length,
      inputs: await payloads.sweepRequests(before(this.periods.orphanInputMs), (jobId) => jobs.isPending(jobId)),
      idempotency: await idempotency.sweep(before(this.periods.idempotencyMs)),
      deliveries: await deliveries.removeFinishedBefore(before(this.periods.deliveryMs)),
      uploads: await uploads.sweep(before(UPLOAD_TTL_SECONDS * 1000)),
      temporaries,
    };
    if (Object.values(report).some((n) => n > 0)) this.stores.logger.info('retention sweep', { ...report });
    return report;
  }

  /**
   * Removes the temporary files (`*.tmp`, a write interrupted before its rename) that an earlier
   * process left in `CRASH_FOLDERS`, once: only files written before this process started count
   * (a write of this process is newer, and removes its own temporary file when it fails), so a
   * later sweep could find none.
   */
  private async removeCrashTemporaries(): Promise<number> {
    if (this.crashTemporariesRemoved) return 0;
    const writtenBefore = new Date(this.stores.startedAt.getTime() - MTIME_GRANULARITY_MS);
    let removed = 0;
    for (const folder of CRASH_FOLDERS) removed += await removeStaleTemporaries(join(this.stores.dataDir, folder), writtenBefore);
    this.crashTemporariesRemoved = true;
    return removed;
  }
}
