import { describe, expect, it } from 'vitest';
import { mergeHeldSmallThemes, SMALL_SET } from '../../../lambdas/core/clustering/held-small-themes.js';
import { mergeSmallClusters } from '../../../lambdas/core/clustering/silhouette-count.js';
import { distanceMatrix } from '../../../lambdas/core/clustering/silhouette.js';
import { gramMatrix } from '../../../lambdas/core/clustering/vectors.js';
import { canonicalLabels, weightedPoints } from '../../../lambdas/core/clustering/weighted-points.js';

const point = (x: number, y: number) => Float32Array.from([x, y]);
/** `count` points in a small ring around (x, y). */
const blob = (x: number, y: number, count: number) => Array.from({ length: count }, (_, i) => point(x + 0.3 * Math.cos(i), y + 0.3 * Math.sin(i)));

function merge(vectors: Float32Array[], labels: number[], minK = 1, weights?: number[]) {
  const points = weightedPoints(gramMatrix(vectors), weights);
  const partition = { labels: canonicalLabels(labels), k: new Set(labels).size };
  return { points, partition, result: mergeHeldSmallThemes(points, partition, { minSize: 3, minK, distances: distanceMatrix(points) }) };
}

describe('small themes in a small set (held-small-themes.ts)', () => {
  // Three themes of six, and a pair far from all of them: a point no bigger theme makes.
  const big = [...blob(0, 0, 6), ...blob(10, 0, 6), ...blob(0, 10, 6)];
  const bigLabels = [...Array(6).fill(0), ...Array(6).fill(1), ...Array(6).fill(2)];

  it('keeps a pair that stands apart from every bigger theme', () => {
    const { result } = merge([...big, point(10, 10), point(10.2, 10.1)], [...bigLabels, 3, 3]);
    expect(result.k).toBe(4);
    expect(result.labels[18]).toBe(result.labels[19]);
    expect(result.labels.slice(0, 18).includes(result.labels[18])).toBe(false);
  });

  it('merges a theme of one answer into the theme nearest it, even when it stands apart', () => {
    const { result } = merge([...big, point(10, 10)], [...bigLabels, 3]);
    expect(result.k).toBe(3);
    expect(result.labels[18]).toBe(result.labels[6]);
  });

  it('merges a pair that a bigger theme could hold (its members sit inside that theme)', () => {
    const { result } = merge([...big, point(0.25, 0), point(-0.25, 0)], [...bigLabels, 3, 3]);
    expect(result.k).toBe(3);
    expect(result.labels[18]).toBe(result.labels[0]);
    expect(result.labels[19]).toBe(result.labels[0]);
  });

  it('counts one answer repeated as one answer: two copies of one text are still one remark', () => {
    const { result } = merge([...big, point(10, 10)], [...bigLabels, 3], 1, [...Array(18).fill(1), 2]);
    expect(result.k).toBe(3);
  });

  it('never merges below minK', () => {
    const { result } = merge([...big, point(10, 10)], [...bigLabels, 3], 4);
    expect(result.k).toBe(4);
  });

  it(`merges every small theme as 2026-11-30 did in a set of ${SMALL_SET} answers or more`, () => {
    const many = [...blob(0, 0, 14), ...blob(10, 0, 13), ...blob(0, 10, 13)];
    const labels = [...Array(14).fill(0), ...Array(13).fill(1), ...Array(13).fill(2), 3, 3];
    const { points, partition, result } = merge([...many, point(10, 10), point(10.2, 10.1)], labels);
    expect(points.n).toBeGreaterThanOrEqual(SMALL_SET);
    expect(result).toEqual(mergeSmallClusters(points, partition, 3, 1));
    expect(result.k).toBe(3);
  });
});
