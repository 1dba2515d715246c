import { describe, expect, it } from 'vitest';
import { nearestNeighbours } from '../../../lambdas/core/clustering/neighbour-graph.js';
import { smoothByNeighbours } from '../../../lambdas/core/clustering/neighbour-smoothing.js';
import { weightedPoints } from '../../../lambdas/core/clustering/weighted-points.js';

/** Gram matrix of row vectors. */
function gramOf(rows: number[][]): Float64Array {
  const n = rows.length;
  const g = new Float64Array(n * n);
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) g[i * n + j] = rows[i].reduce((s, x, d) => s + x * rows[j][d], 0);
  return g;
}

const rows = [[1, 0], [0.9, 0.1], [0.8, 0.3], [0, 1], [0.1, 0.95]];

describe('neighbour smoothing (themes 2026-12-11)', () => {
  it('ranks neighbours by cosine, the lower index first on a tie', () => {
    expect(nearestNeighbours(weightedPoints(gramOf(rows)), 2)[0]).toEqual([1, 2]);
    expect(nearestNeighbours(weightedPoints(gramOf([[1, 0], [0, 1], [0, 1]])), 1)[0]).toEqual([1]);
  });

  it('is the Gram matrix of each point moved towards the weighted mean of its neighbours', () => {
    const weights = [1, 2, 1, 1, 1];
    const smoothed = smoothByNeighbours(weightedPoints(gramOf(rows), weights), { neighbours: 2, weight: 0.25 });
    const near = [[1, 2], [0, 2], [1, 0], [4, 2], [3, 2]];
    const moved = rows.map((r, i) => {
      const total = near[i].reduce((s, j) => s + weights[j], 0);
      return r.map((x, d) => 0.75 * x + 0.25 * near[i].reduce((s, j) => s + (weights[j] * rows[j][d]) / total, 0));
    });
    const expected = gramOf(moved);
    expected.forEach((x, i) => expect(smoothed.gram[i]).toBeCloseTo(x, 12));
    expect([...smoothed.weights]).toEqual(weights);
  });

  it('leaves the points alone with no weight or no neighbour', () => {
    const points = weightedPoints(gramOf(rows));
    expect(smoothByNeighbours(points, { neighbours: 3, weight: 0 })).toBe(points);
    const one = weightedPoints(gramOf([[1, 0]]));
    expect(smoothByNeighbours(one, { neighbours: 3, weight: 0.5 })).toBe(one);
  });
});
