import type { ProgressListener } from './ports/executor.js';

/**
 * A job's progress made of phases (embedding, similarity tiles, clustering): each phase reports
 * its own share done, 0 to 1, and the listener sees it mapped onto the phase's slice of the whole.
 */
export interface Phase {
  /** Share of the job's work, any positive unit (the phases' weights are normalised). */
  weight: number;
}

/**
 * One listener per phase, in order: phase i maps its 0…1 onto [start_i, end_i) of the job, where
 * the slices are proportional to the weights. Without a listener, the phases report to no one.
 * Reports never go backwards: a phase that reports less than an earlier report is ignored.
 */
export function phaseListeners(listener: ProgressListener | undefined, weights: readonly number[]): ProgressListener[] {
  const total = weights.reduce((sum, w) => sum + Math.max(0, w), 0);
  let best = 0;
  let start = 0;
  return weights.map((w) => {
    const from = total > 0 ? start / total : 0;
    start += Math.max(0, w);
    const to = total > 0 ? start / total : 1;
    return (share: number) => {
      if (!listener) return;
      const progress = from + (to - from) * Math.min(1, Math.max(0, share));
      if (progress <= best) return;
      best = progress;
      listener(progress);
    };
  });
}
