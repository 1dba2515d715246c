import { describe, expect, it } from 'vitest';
import { normalisedNeighbourAdjacency } from '../../../lambdas/core/clustering/neighbour-graph.js';
import { mulberry32 } from '../../../lambdas/core/clustering/prng.js';
import { gramMatrix, normalise } from '../../../lambdas/core/clustering/vectors.js';
import { weightedPoints } from '../../../lambdas/core/clustering/weighted-points.js';
import { krylovLeadingEigenvectors } from '../../../lambdas/models/local/krylov-eigenvectors.js';
import { leadingEigenvectors } from '../../../lambdas/models/local/leading-eigenvectors.js';

/** A neighbour graph of `n` noisy points around `groups` centres (a separate component per group when the noise is small). */
function graph(n: number, groups: number, noise: number, seed: number): Float64Array {
  const random = mulberry32(seed);
  const centres = Array.from({ length: groups }, () => Array.from({ length: 20 }, () => random() - 0.5));
  const vectors = Array.from({ length: n }, (_, i) => normalise(centres[i % groups].map((x) => x + (random() - 0.5) * noise)));
  return normalisedNeighbourAdjacency(weightedPoints(gramMatrix(vectors)), 7);
}

const dot = (a: Float64Array, b: Float64Array) => a.reduce((s, x, i) => s + x * b[i], 0);

/** ‖A v − (vᵀAv) v‖ for a unit vector v. */
function residual(matrix: Float64Array, n: number, v: Float64Array): number {
  const av = Float64Array.from({ length: n }, (_, i) => dot(matrix.subarray(i * n, (i + 1) * n), v));
  const theta = dot(v, av);
  return Math.sqrt(av.reduce((s, x, i) => s + (x - theta * v[i]) ** 2, 0));
}

/** How much of the span of `a` lies in the span of `b` (1 when they span the same space). */
function spanOverlap(a: readonly Float64Array[], b: readonly Float64Array[]): number {
  let sum = 0;
  for (const x of a) for (const y of b) sum += dot(x, y) ** 2;
  return sum / a.length;
}

describe('leading eigenvectors by Lanczos (themes 2026-11-27)', () => {
  it('matches the full decomposition on a connected graph: same vectors, same signs, largest first', () => {
    const n = 150;
    const matrix = graph(n, 1, 1, 3);
    const full = leadingEigenvectors(matrix, n, 10);
    const fast = krylovLeadingEigenvectors(matrix, n, 10);
    expect(fast).toHaveLength(10);
    // The eigenvalues of a random graph's top end are distinct, so each vector is determined up to sign.
    fast.forEach((v, j) => {
      for (let i = 0; i < n; i++) expect(v[i]).toBeCloseTo(full[j][i], 7);
    });
  });

  it('finds an eigenvalue repeated once per separate component, with orthonormal eigenvectors', () => {
    const n = 120;
    const matrix = graph(n, 4, 0.05, 7);
    const full = leadingEigenvectors(matrix, n, 4);
    const fast = krylovLeadingEigenvectors(matrix, n, 4);
    // Four components: eigenvalue 1 four times; any orthonormal basis of that space is right.
    expect(spanOverlap(full, fast)).toBeCloseTo(1, 9);
    for (const v of fast) expect(residual(matrix, n, v)).toBeLessThan(1e-8);
    for (let a = 0; a < 4; a++) for (let b = 0; b < 4; b++) expect(dot(fast[a], fast[b])).toBeCloseTo(a === b ? 1 : 0, 9);
  });

  it('is deterministic and never asks for more vectors than the dimension', () => {
    const matrix = Float64Array.from([2, 0, 0, 0, 3, 0, 0, 0, 1]);
    const [first, second, third] = krylovLeadingEigenvectors(matrix, 3, 5);
    expect(third).toBeDefined();
    expect(krylovLeadingEigenvectors(matrix, 3, 5)).toHaveLength(3);
    expect(Array.from(first).map((x) => Math.round(x * 1e9) / 1e9 + 0)).toEqual([0, 1, 0]);
    expect(Array.from(second).map((x) => Math.round(x * 1e9) / 1e9 + 0)).toEqual([1, 0, 0]);
    const big = graph(200, 5, 0.6, 11);
    expect(krylovLeadingEigenvectors(big, 200, 10)).toEqual(krylovLeadingEigenvectors(big, 200, 10));
  });
});
