import type { JobQueue } from '../../core/ports/jobs.js';

/**
 * An in-process job queue. It holds only job ids: the durable state is the job store, which is
 * scanned on start, so nothing queued is lost when the process stops.
 */
export class InProcessQueue implements JobQueue {
  private readonly ready: string[] = [];
  private readonly queued = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private wake: (() => void) | undefined;
  private closed = false;

  async enqueue(jobId: string, delaySeconds = 0): Promise<void> {
    if (this.closed) return;
    if (delaySeconds > 0) {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.push(jobId);
      }, delaySeconds * 1000);
      this.timers.add(timer);
      return;
    }
    this.push(jobId);
  }

  /** The next job id, waiting until there is one; undefined once closed. */
  async next(): Promise<string | undefined> {
    while (!this.closed) {
      const jobId = this.ready.shift();
      if (jobId !== undefined) {
        this.queued.delete(jobId);
        return jobId;
      }
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
    return undefined;
  }

  get depth(): number {
    return this.ready.length;
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.wake?.();
  }

  private push(jobId: string): void {
    if (this.closed || this.queued.has(jobId)) return;
    this.queued.add(jobId);
    this.ready.push(jobId);
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }
}
