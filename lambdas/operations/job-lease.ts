import { renewLease, withProgress, type Job } from '../core/jobs.js';
import type { ServiceDeps } from './deps.js';

/**
 * Keeps a running attempt's lease alive: every third of the lease it writes a renewed lease
 * (revision-checked, like every job write). `stop` ends the renewals and returns the job as last
 * written, on which the attempt's final write must be based. A renewal refused by the store means
 * the job changed under the attempt; the final write will then be refused too, as it should be.
 */
export class JobLease {
  private current: Job;
  private readonly timer: ReturnType<typeof setInterval>;
  private writing: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly deps: Pick<ServiceDeps, 'jobs' | 'clock' | 'logger'>,
    job: Job,
    private readonly leaseSeconds: number,
  ) {
    this.current = job;
    this.timer = setInterval(() => {
      this.writing = this.writing.then(() => this.renew());
    }, (leaseSeconds * 1000) / 3);
    this.timer.unref?.();
  }

  /** Ends the renewals; the job as last written. */
  async stop(): Promise<Job> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.writing;
    return this.current;
  }

  /** Records the attempt's progress (0 to 1) on the same chain of writes as the renewals. */
  recordProgress(progress: number): void {
    this.writing = this.writing.then(async () => {
      if (this.stopped) return;
      const next = withProgress(this.current, progress, this.deps.clock.now());
      try {
        if (await this.deps.jobs.update(next)) this.current = next;
        else this.stopped = true;
      } catch {
        // Progress is advisory: a failed write is skipped; the next report or renewal writes again.
      }
    });
  }

  private async renew(): Promise<void> {
    if (this.stopped) return;
    const next = renewLease(this.current, this.deps.clock.now(), this.leaseSeconds);
    try {
      if (await this.deps.jobs.update(next)) this.current = next;
      else this.stopped = true;
    } catch (error) {
      // A failed renewal is retried on the next beat; the lease may lapse meanwhile.
      this.deps.logger.warn('job lease renewal failed', { jobId: next.jobId, error: error instanceof Error ? error.message.slice(0, 200) : 'unknown' });
    }
  }
}
