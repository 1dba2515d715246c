import { shapeUsage, withUsage } from '../../../../lambdas/core/usage.js';
import { describe, expect, it } from 'vitest';
import {
  fanoutSegment,
  planFanout,
  S3_MAX_PARTS,
  S3_MIN_PART_BYTES,
  segmentChunks,
  segmentParts,
  taskSegments,
  type FanoutPlan,
} from '../../../../lambdas/core/similarity/fanout-plan.js';
import { crossShape, selfShape, valueCount, valuesInRows, type SimilarityShape } from '../../../../lambdas/core/similarity/row-ranges.js';
import { similarityBodyChunks } from '../../../../lambdas/core/similarity/similarity-body.js';
import { SimilarityEngine } from '../../../../lambdas/core/similarity/similarity-engine.js';
import { AwsConfigSchema } from '../../../../lambdas/runtime/aws-config.js';
import { AWS_ENV } from '../../../../lambdas/runtime/aws-env.js';
import { concatBytes, randomVectors } from './fixtures.js';

const decoder = new TextDecoder();

/** The parts of every task, keyed by part number, as a task would upload them. */
function partsOf(engine: SimilarityEngine, plan: FanoutPlan): Map<number, Uint8Array> {
  const parts = new Map<number, Uint8Array>();
  plan.ranges.forEach((_, task) => {
    for (const segment of taskSegments(plan, task)) {
      let index = 0;
      for (const part of segmentParts(segmentChunks(engine, segment, 1024), plan.partBytes)) {
        expect(index).toBeLessThan(segment.maxParts);
        expect(parts.has(segment.firstPart + index)).toBe(false);
        parts.set(segment.firstPart + index++, part);
      }
    }
  });
  return parts;
}

function engineOf(shape: SimilarityShape, dimension = 5): SimilarityEngine {
  if (shape.scenario === 'self') return SimilarityEngine.self(randomVectors(shape.rows, dimension, 3).packed, shape.rows, dimension);
  return SimilarityEngine.cross(randomVectors(shape.rows, dimension, 4).packed, shape.rows, randomVectors(shape.cols, dimension, 5).packed, shape.cols, dimension);
}

describe('similarity fan-out plan', () => {
  it('keeps S3 multipart minimum (5 MiB) as the default part floor of the worker', () => {
    const config = AwsConfigSchema.parse({});
    expect(S3_MIN_PART_BYTES).toBe(5 * 1024 * 1024);
    expect(config[AWS_ENV.fanoutMinPartBytes]).toBe(S3_MIN_PART_BYTES);
    expect(config[AWS_ENV.fanoutPartBytes]).toBeGreaterThanOrEqual(S3_MIN_PART_BYTES);
    expect(() => AwsConfigSchema.parse({ [AWS_ENV.fanoutMinPartBytes]: String(S3_MIN_PART_BYTES + 1) })).toThrow();
  });

  it('plans the 44,721-string job: balanced tasks, every range big enough for a part, at most 10,000 parts', () => {
    const shape = selfShape(44_721);
    const plan = planFanout(shape, { requestId: 'job_x', flatten: true, taskValues: 50_000_000, minPartBytes: S3_MIN_PART_BYTES, partBytes: 8 * 2 ** 20 })!;
    expect(plan.ranges).toHaveLength(20);
    expect(plan.ranges[0].rowStart).toBe(0);
    expect(plan.ranges.at(-1)!.rowEnd).toBe(shape.rows);
    for (const r of plan.ranges) {
      const values = valuesInRows(shape, r.rowStart, r.rowEnd);
      expect(Math.abs(values - valueCount(shape) / 20)).toBeLessThan(shape.rows);
      // Even at 2 bytes a value (`0,`) a range fills a part.
      expect(2 * values - 1).toBeGreaterThanOrEqual(S3_MIN_PART_BYTES);
    }
    expect(plan.partBytes).toBe(8 * 2 ** 20);
    expect(plan.ranges.length * plan.sections.length * plan.partsPerSegment).toBeLessThanOrEqual(S3_MAX_PARTS);
    // Blocks of part numbers are disjoint and in body order.
    const firsts = plan.ranges.map((_, t) => fanoutSegment(plan, t, 0).firstPart);
    firsts.forEach((first, t) => t > 0 && expect(first).toBe(firsts[t - 1] + plan.partsPerSegment));
    expect(firsts[0]).toBe(1);
  });

  it('raises the part size when tasks × parts would pass 10,000, and falls back to one worker when too small', () => {
    const shape = crossShape(2_000, 1_000_000);
    const plan = planFanout(shape, { requestId: 'job_x', flatten: false, taskValues: 10_000_000, minPartBytes: S3_MIN_PART_BYTES, partBytes: S3_MIN_PART_BYTES })!;
    expect(plan.sections).toEqual(['matrix', 'flattened']);
    expect(plan.ranges.length * 2 * plan.partsPerSegment).toBeLessThanOrEqual(S3_MAX_PARTS);
    expect(plan.partBytes).toBeGreaterThanOrEqual(S3_MIN_PART_BYTES);
    expect(planFanout(selfShape(2_000), { requestId: 'j', flatten: true, taskValues: 1_000, minPartBytes: S3_MIN_PART_BYTES, partBytes: S3_MIN_PART_BYTES })).toBeUndefined();
  });

  it('puts the JSON prefix in the first part and the suffix in the last', () => {
    const plan = planFanout(crossShape(40, 30), { requestId: 'job_y', flatten: false, taskValues: 300, minPartBytes: 400, partBytes: 400 })!;
    const tasks = plan.ranges.length;
    expect(tasks).toBeGreaterThan(1);
    expect(fanoutSegment(plan, 0, 0).leading).toBe('{"scenario":"cross","mode":"matrix","n":40,"matrix":[');
    expect(fanoutSegment(plan, 0, 1).leading).toBe('],"flattened":[');
    // The body ends with what the job consumed: the 40 + 30 texts of the two sets.
    expect(fanoutSegment(plan, tasks - 1, 1).trailing).toBe('],"requestId":"job_y","usage":{"records":[{"feature":"similarity","quantity":70}],"total":70}}');
    expect(fanoutSegment(plan, 1, 0)).toMatchObject({ leading: '', trailing: '' });
    expect(fanoutSegment(plan, tasks - 1, 0).trailing).toBe('');
  });

  it('tasks produce parts whose concatenation in part order is the single-worker body; no part but the last is below the minimum', () => {
    const cases: [SimilarityShape, boolean][] = [[selfShape(120), true], [crossShape(37, 61), false], [crossShape(37, 61), true], [crossShape(300, 3), false]];
    for (const [shape, flatten] of cases) {
      const engine = engineOf(shape);
      const minPartBytes = 400;
      const plan = planFanout(shape, { requestId: 'job_"z"', flatten, taskValues: 200, minPartBytes, partBytes: 500 })!;
      expect(plan.ranges.length).toBeGreaterThan(2);
      const parts = partsOf(engine, plan);
      const numbers = [...parts.keys()].sort((a, b) => a - b);
      numbers.slice(0, -1).forEach((n) => expect(parts.get(n)!.length).toBeGreaterThanOrEqual(minPartBytes));
      // The single-worker body as a job stores it: with its usage (run-job.ts).
      const whole = withUsage(decoder.decode(concatBytes(similarityBodyChunks(engine, { requestId: 'job_"z"', flatten }))), shapeUsage(shape));
      expect(decoder.decode(concatBytes(numbers.map((n) => parts.get(n)!)))).toBe(whole);
    }
  });

  it('regroups chunks into parts of exactly the size, the last absorbing the remainder', () => {
    const chunks = [new Uint8Array(7), new Uint8Array(0), new Uint8Array(25), new Uint8Array(3)].map((c, i) => c.fill(i + 1));
    const parts = [...segmentParts(chunks, 10)];
    expect(parts.map((p) => p.length)).toEqual([10, 10, 15]);
    expect(concatBytes(parts)).toEqual(concatBytes(chunks));
    expect([...segmentParts([new Uint8Array(4)], 10)].map((p) => p.length)).toEqual([4]);
    expect([...segmentParts([], 10)]).toEqual([]);
  });
});
