import { describe, expect, it } from 'vitest';
import { clusterPoints, NO_STRUCTURE_GROUP_SIZE } from '../../../lambdas/core/clustering/cluster-themes.js';
import { membersByCentrality, representativeOrder } from '../../../lambdas/core/clustering/representatives.js';
import { mulberry32 } from '../../../lambdas/core/clustering/prng.js';
import { gramMatrix, normalise } from '../../../lambdas/core/clustering/vectors.js';
import { weightedPoints } from '../../../lambdas/core/clustering/weighted-points.js';

const unitPoints = (vectors: number[][]) => weightedPoints(gramMatrix(vectors.map(normalise)));

/** Nearest pair mean (cosine) for each point, as a reader of the representatives would file it. */
function nearestPair(vectors: number[][], pairs: number[][]): number[] {
  const unit = vectors.map(normalise);
  const means = pairs.map(([a, b]) => normalise(unit[a].map((v, d) => v + unit[b][d])));
  return unit.map((v) => {
    const scores = means.map((m) => m.reduce((s, x, d) => s + x * v[d], 0));
    return scores.indexOf(Math.max(...scores));
  });
}

describe('representatives', () => {
  it('orders members by closeness to their centroid', () => {
    const vectors = [[1, 0.1], [1, 0], [1, -0.3], [0, 1]];
    expect(membersByCentrality(unitPoints(vectors), [0, 0, 0, 1], 2)).toEqual([[1, 0, 2], [3]]);
  });

  it('lists every member once, the chosen pair first, and a lone member alone', () => {
    const vectors = [[1, 0.1], [1, 0], [1, -0.3], [0, 1], [0.1, 1]];
    const order = representativeOrder(unitPoints(vectors), [0, 0, 0, 1, 1], 2);
    expect(order.map((o) => [...o].sort())).toEqual([[0, 1, 2], [3, 4]]);
    expect(representativeOrder(unitPoints([[1, 0], [0, 1]]), [0, 1], 2)).toEqual([[0], [1]]);
    expect(representativeOrder(unitPoints([[1, 0], [0, 1]]), [0, 0], 2)[1]).toEqual([]);
  });

  it('picks pairs that file each member under its own theme', () => {
    // Theme 0 is lopsided: its centroid sits between the dense group and its far member 3, which
    // a pair of the two most central members would lose to theme 1.
    const vectors = [[1, 0], [1, 0.02], [1, -0.02], [0.55, 0.45], [0.2, 1], [0.1, 1], [0.3, 1]];
    const labels = [0, 0, 0, 0, 1, 1, 1];
    const order = representativeOrder(unitPoints(vectors), labels, 2);
    expect(nearestPair(vectors, order.map((o) => o.slice(0, 2)))).toEqual(labels);
  });

  it('is deterministic', () => {
    const random = mulberry32(5);
    const vectors = Array.from({ length: 40 }, () => [random() - 0.5, random() - 0.5, random() - 0.5]);
    const labels = vectors.map((v) => (v[0] > 0 ? 1 : 0));
    expect(representativeOrder(unitPoints(vectors), labels, 2)).toEqual(representativeOrder(unitPoints(vectors), labels, 2));
  });
});

describe('theme count without structure', () => {
  it('forms one cluster per three points instead of √n', () => {
    const random = mulberry32(11);
    const gauss = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    const vectors = Array.from({ length: 30 }, () => Array.from({ length: 40 }, gauss));
    const points = unitPoints(vectors);
    const sqrt = clusterPoints(points, 1, 15);
    const thirds = clusterPoints(points, 1, 15, undefined, 'thirds');
    expect(sqrt).toMatchObject({ k: 5, reason: 'no-structure' });
    expect(thirds).toMatchObject({ k: 30 / NO_STRUCTURE_GROUP_SIZE, reason: 'no-structure' });
    expect(clusterPoints(points, 1, 6, undefined, 'thirds').k).toBe(6);
  });
});
