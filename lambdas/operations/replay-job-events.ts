import type { FailedJobEventBatches } from '../core/ports/failed-job-events.js';
import { dispatchJobEvent, type JobEventDeps } from './dispatch-job-event.js';

/** What one replay did. */
export interface ReplayReport {
  batches: number;
  /** Job events dispatched again (one per record that carries a finished job). */
  events: number;
  /** Deliveries created by this replay (the others existed: dispatching is idempotent). */
  deliveries: number;
  /** Batches that failed again, with why; they are kept for the next replay. */
  failed: { name: string; reason: string }[];
}

/**
 * Re-dispatches every kept batch's job events, batch by batch: the subscriptions of each job's
 * tenant get their deliveries (created once, whatever the number of replays, since delivery ids
 * derive from the job and the subscription). A batch is removed once all its events went through,
 * unless `keep`; a batch that fails again stays for the next replay.
 */
export async function replayFailedJobEvents(deps: JobEventDeps, batches: FailedJobEventBatches, options: { keep: boolean }): Promise<ReplayReport> {
  const report: ReplayReport = { batches: 0, events: 0, deliveries: 0, failed: [] };
  for (const name of await batches.list()) {
    report.batches++;
    try {
      const jobs = await batches.read(name);
      for (const job of jobs) {
        if (!job) continue;
        report.deliveries += await dispatchJobEvent(deps, job);
        report.events++;
      }
      if (!options.keep) await batches.remove(name);
    } catch (error) {
      report.failed.push({ name, reason: error instanceof Error ? error.message.slice(0, 200) : 'unknown error' });
    }
  }
  return report;
}
