import { describe, expect, it } from 'vitest';
import { agglomerate, cutDendrogram } from '../../../lambdas/core/clustering/agglomerative.js';
import { refineKMeans } from '../../../lambdas/core/clustering/kmeans.js';
import { normalisedNeighbourAdjacency, spectralGram } from '../../../lambdas/core/clustering/neighbour-graph.js';
import { lowestCount, twoViewPartition } from '../../../lambdas/core/clustering/two-view-count.js';
import { gramMatrix } from '../../../lambdas/core/clustering/vectors.js';
import { weightedPoints } from '../../../lambdas/core/clustering/weighted-points.js';
import { leadingEigenvectors } from '../../../lambdas/models/local/leading-eigenvectors.js';

const point = (x: number, y: number) => Float32Array.from([x, y, 1]);
/** Two parallel chains of twelve points, 1 apart along each chain and 2 apart across: long, thin groups. */
const chains = [...Array.from({ length: 12 }, (_, i) => point(i, 0)), ...Array.from({ length: 12 }, (_, i) => point(i, 2))];

describe('spectral view of the nearest-neighbour graph', () => {
  const points = weightedPoints(gramMatrix(chains));

  it('builds a symmetric normalised adjacency', () => {
    const n = points.n;
    const a = normalisedNeighbourAdjacency(points, 3);
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) expect(a[i * n + j]).toBeCloseTo(a[j * n + i], 12);
    expect(a[0]).toBe(0);
  });

  it('follows the chains where Ward cuts across them', () => {
    const n = points.n;
    const ward = refineKMeans(points, cutDendrogram(agglomerate(points, 'ward'), 2), 2).labels;
    const vectors = leadingEigenvectors(normalisedNeighbourAdjacency(points, 2), n, 2);
    const embedded = weightedPoints(spectralGram(vectors, 2, n));
    const spectral = refineKMeans(embedded, cutDendrogram(agglomerate(embedded, 'ward'), 2), 2).labels;
    const byChain = (labels: ArrayLike<number>) => Array.from(labels).slice(0, 12).every((l) => l === labels[0]) && Array.from(labels).slice(12).every((l) => l !== labels[0]);
    expect(byChain(spectral)).toBe(true);
    expect(byChain(ward)).toBe(false);
  });

  it('gives eigenvectors a fixed sign, largest eigenvalue first', () => {
    const n = 3;
    const m = Float64Array.from([2, 0, 0, 0, 3, 0, 0, 0, 1]);
    const [first, second] = leadingEigenvectors(m, n, 2);
    expect(Array.from(first)).toEqual([0, 1, 0]);
    expect(Array.from(second)).toEqual([1, 0, 0]);
  });
});

describe('two-view theme count', () => {
  it('searches from ⌊√n⌋ − 1 themes, within [minK, maxK]', () => {
    expect(lowestCount(20, 1, 10)).toBe(3);
    expect(lowestCount(55, 1, 10)).toBe(6);
    expect(lowestCount(55, 8, 10)).toBe(8);
    expect(lowestCount(500, 1, 10)).toBe(10);
    expect(lowestCount(4, 1, 2)).toBe(1);
  });

  it('keeps three clear groups of four apart, and no theme under the minimum size', () => {
    const blob = (x: number, y: number) => [point(x, y), point(x + 0.1, y), point(x, y + 0.1), point(x + 0.1, y + 0.1)];
    const vectors = [...blob(0, 0), ...blob(5, 5), ...blob(10, 0)];
    const points = weightedPoints(gramMatrix(vectors));
    const eigenvectors = leadingEigenvectors(normalisedNeighbourAdjacency(points, 3), points.n, 6);
    const choice = twoViewPartition(points, eigenvectors, 1, 6, 3);
    expect(choice.k).toBe(3);
    expect(Array.from(choice.labels)).toEqual([0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2]);
  });
});
