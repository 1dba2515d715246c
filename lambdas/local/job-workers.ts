import type { ServiceDeps } from '../operations/deps.js';
import { runJob } from '../operations/run-job.js';
import type { InProcessQueue } from '../adapters/local/in-process-queue.js';

/** A job whose run failed outside the use case (e.g. a disk error) is tried again after this (`JOB_RUNNER_RETRY_SECONDS`). */
const RUNNER_ERROR_RETRY_SECONDS = 5;

/**
 * Job workers of the local runtime: `concurrency` loops that take job ids from the queue and run
 * them. The heavy part of each job runs on the worker threads of the executor.
 */
export class JobWorkers {
  private loops: Promise<void>[] = [];

  constructor(
    private readonly deps: ServiceDeps,
    private readonly queue: InProcessQueue,
    private readonly concurrency: number,
    private readonly runnerRetrySeconds = RUNNER_ERROR_RETRY_SECONDS,
  ) {}

  /** Re-queues every pending job (recovery after a restart), then starts the loops. */
  async start(): Promise<void> {
    const pending = await this.deps.jobs.listPending();
    for (const job of pending) await this.queue.enqueue(job.jobId);
    if (pending.length > 0) this.deps.logger.info('resuming pending jobs', { count: pending.length });
    this.loops = Array.from({ length: this.concurrency }, () => this.loop());
  }

  /** Stops taking jobs and waits for the running ones to finish. */
  async stop(): Promise<void> {
    this.queue.close();
    await Promise.all(this.loops);
  }

  private async loop(): Promise<void> {
    for (let jobId = await this.queue.next(); jobId !== undefined; jobId = await this.queue.next()) {
      try {
        await runJob(this.deps, jobId);
      } catch (error) {
        this.deps.logger.error('job runner error', { jobId, error: error instanceof Error ? error.message.slice(0, 200) : 'unknown' });
        await this.queue.enqueue(jobId, this.runnerRetrySeconds);
      }
    }
  }
}
