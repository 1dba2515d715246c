import { withProgress, type Job } from '../core/jobs.js';
import type { ProgressListener } from '../core/ports/executor.js';
import type { ServiceDeps } from './deps.js';
import type { JobLease } from './job-lease.js';

/** Least time between two progress writes of one job. */
const PROGRESS_WRITE_MS = 500;

export interface ProgressRecorder {
  listener: ProgressListener;
  /** Waits for the last progress write; resolves with the job as stored (its revision moves with each write). */
  settled(): Promise<Job>;
}

/**
 * Records a running job's progress in the job store, at most one write per half second and one
 * at a time, never after the job left `pending`. A refused write (a concurrent change) stops the
 * recording; the job's own transitions are never blocked by it. With a lease, the writes go on the
 * lease's own chain (`lease.stop()` then gives the job as last written).
 */
export function progressRecorder(deps: ServiceDeps, running: Job, lease?: JobLease): ProgressRecorder {
  let current = running;
  let writing: Promise<void> = Promise.resolve();
  let last = -Infinity;
  let stopped = false;
  const listener: ProgressListener = (progress) => {
    const now = deps.clock.now();
    if (stopped || progress >= 1 || now.getTime() - last < PROGRESS_WRITE_MS) return;
    last = now.getTime();
    if (lease) {
      lease.recordProgress(progress);
      return;
    }
    writing = writing.then(async () => {
      if (stopped) return;
      const next = withProgress(current, progress, now);
      if (await deps.jobs.update(next)) current = next;
      else stopped = true;
    }).catch(() => {
      stopped = true;
    });
  };
  return {
    listener,
    settled: async () => {
      await writing;
      stopped = true;
      return current;
    },
  };
}
