import { describe, expect, it } from 'vitest';
import { splitCatchAll } from '../../../lambdas/core/clustering/catch-all-split.js';
import { weightedPoints } from '../../../lambdas/core/clustering/weighted-points.js';

/** Points on a line, `size` of them close around each centre, as weighted points. */
function groups(spec: [centre: number, size: number][]) {
  const xs = spec.flatMap(([c, size]) => Array.from({ length: size }, (_, i) => c + (i - size / 2) * 0.01));
  const n = xs.length;
  const gram = new Float64Array(n * n);
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) gram[i * n + j] = xs[i] * xs[j];
  return weightedPoints(gram);
}

describe('splitCatchAll (themes 2026-12-06)', () => {
  const rule = { share: 0.2, ratio: 2 };
  // Two groups of eight, then two of four.
  const points = groups([[0, 8], [10, 8], [30, 4], [40, 4]]);
  const catchAll = Array.from({ length: 24 }, (_, i) => (i < 16 ? 0 : i < 20 ? 1 : 2));

  it('splits a theme holding two groups when it holds over a fifth of the points and over twice the next theme', () => {
    const { labels, k } = splitCatchAll(points, catchAll, 3, 10, 3, rule);
    expect(k).toBe(4);
    expect(new Set(labels.slice(0, 8)).size).toBe(1);
    expect(new Set(labels.slice(8, 16)).size).toBe(1);
    expect(labels[0]).not.toBe(labels[8]);
  });

  it('leaves a theme at most twice the next alone, and never goes above maxK', () => {
    const even = Array.from({ length: 24 }, (_, i) => (i < 8 ? 0 : i < 16 ? 1 : i < 20 ? 2 : 3));
    expect(splitCatchAll(points, even, 4, 10, 3, rule).k).toBe(4);
    expect(splitCatchAll(points, catchAll, 3, 3, 3, rule).k).toBe(3);
  });
});
