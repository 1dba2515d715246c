import { describe, expect, it } from 'vitest';
import type { FanoutState } from '../../../../lambdas/core/ports/fanout.js';
import { fanoutProgress, SIMILARITY_VALUES_PER_TEXT } from '../../../../lambdas/core/similarity/fanout-progress.js';
import { planFanout, S3_MIN_PART_BYTES, taskCount } from '../../../../lambdas/core/similarity/fanout-plan.js';
import { selfShape, valueCount } from '../../../../lambdas/core/similarity/row-ranges.js';

const shape = selfShape(44_721);
const plan = planFanout(shape, { requestId: 'job_x', flatten: true, taskValues: 50_000_000, minPartBytes: S3_MIN_PART_BYTES, partBytes: 8 * 2 ** 20 })!;
const tasks = taskCount(plan);
const embed = { texts: 44_721, chunkTexts: 4_608, chunks: 10, lanes: 2, remaining: 10, finished: [], started: [] };

function state(embedRemaining: number, uploadId: string | undefined, remaining: number): FanoutState {
  return { jobId: 'job_x', plan, dimension: 612, remaining, finished: [], phase: uploadId ? 'running' : 'embedding', embed: { ...embed, remaining: embedRemaining }, ...(uploadId ? { uploadId } : {}) };
}

describe('progress of a fanned-out similarity job', () => {
  const embedWeight = 44_721;
  const computeWeight = valueCount(shape) / SIMILARITY_VALUES_PER_TEXT;
  const embedSlice = (0.99 * embedWeight) / (embedWeight + computeWeight);

  it('moves through the embedding chunks, then the similarity tasks, weighted like one worker', () => {
    expect(fanoutProgress(state(10, undefined, tasks))).toBe(0);
    expect(fanoutProgress(state(5, undefined, tasks))).toBeCloseTo(embedSlice / 2, 3);
    expect(fanoutProgress(state(0, undefined, tasks))).toBeCloseTo(embedSlice, 3);
    // The upload begun, no task done yet: still the embedding slice.
    expect(fanoutProgress(state(0, 'up', tasks))).toBeCloseTo(embedSlice, 3);
    const half = Math.floor(tasks / 2);
    expect(fanoutProgress(state(0, 'up', tasks - half))).toBeCloseTo(embedSlice + (0.99 - embedSlice) * (half / tasks), 3);
  });

  it('never reports a pending job as done, and never goes backwards as counters fall', () => {
    expect(fanoutProgress(state(0, 'up', 0))).toBe(0.99);
    const seen = [state(10, undefined, tasks), state(3, undefined, tasks), state(0, 'up', tasks), ...Array.from({ length: tasks + 1 }, (_, i) => state(0, 'up', tasks - i))].map(fanoutProgress);
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThanOrEqual(seen[i - 1]);
    expect(seen.at(-2)!).toBeLessThan(seen.at(-1)!);
  });

  it('a fan-out recorded without an embedding phase counts only its tasks', () => {
    const { embed: _embed, ...withoutEmbed } = state(0, 'up', tasks - 1);
    expect(fanoutProgress(withoutEmbed)).toBeCloseTo(0.99 / tasks, 3);
  });
});
