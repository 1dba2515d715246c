import type { FanoutState } from '../ports/fanout.js';
import { taskCount } from './fanout-plan.js';
import { valueCount } from './row-ranges.js';

/**
 * Rough cost of a similarity job's phases in one unit (a distinct text embedded): a full result's
 * values are computed, formatted and compressed at about this many per embedded text. Used for
 * progress only, locally and for fanned-out jobs alike.
 */
export const SIMILARITY_VALUES_PER_TEXT = 10_000;

/** Progress of a pending job whose every task is done (the last one may be completing the upload). */
const PENDING_CEILING = 0.99;

/**
 * The progress of a fanned-out similarity job, 0 to 0.99 (scaled, so every finished task shows), from its fan-out counters: embedding
 * chunks done, then similarity tasks done, weighted like the single-worker job's phases (distinct
 * texts against values / `SIMILARITY_VALUES_PER_TEXT`). Read when the job is polled, so the
 * parallel tasks never write the job record (whose revision its completion is conditioned on).
 */
export function fanoutProgress(state: FanoutState): number {
  const embedWeight = state.embed ? state.embed.texts : 0;
  const computeWeight = valueCount(state.plan.shape) / SIMILARITY_VALUES_PER_TEXT;
  const total = embedWeight + computeWeight;
  if (!(total > 0)) return 0;
  const embedShare = state.embed && state.embed.chunks > 0 ? (state.embed.chunks - state.embed.remaining) / state.embed.chunks : 1;
  const tasks = taskCount(state.plan);
  const computeShare = state.uploadId && tasks > 0 ? (tasks - state.remaining) / tasks : 0;
  const progress = (embedWeight * clamp(embedShare) + computeWeight * clamp(computeShare)) / total;
  return PENDING_CEILING * progress;
}

function clamp(share: number): number {
  return Math.min(1, Math.max(0, share));
}
