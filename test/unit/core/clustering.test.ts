import { describe, expect, it } from 'vitest';
import { mulberry32, type Random } from '../../../lambdas/core/clustering/prng.js';
import { gaussian } from '../../../lambdas/core/clustering/gap-reference.js';
import { gramMatrix, gramMatrixOfRows, normalise, cosine, centreAndNormalise } from '../../../lambdas/core/clustering/vectors.js';
import { weightedPoints, canonicalLabels } from '../../../lambdas/core/clustering/weighted-points.js';
import { inertia, kMeans } from '../../../lambdas/core/clustering/kmeans.js';
import { agglomerate, cutDendrogram, wardInertiaByCount } from '../../../lambdas/core/clustering/agglomerative.js';
import { clusterPoints } from '../../../lambdas/core/clustering/cluster-themes.js';
import { selectClusterCount } from '../../../lambdas/core/clustering/k-selection.js';
import { pairUp } from '../../../lambdas/core/clustering/pairing.js';
import { tfidfGram } from '../../../lambdas/core/clustering/tfidf.js';
import { contextFocus } from '../../../lambdas/core/clustering/context-focus.js';

/** `perBlob` points around each of `blobs` random centres in `dim` dimensions. */
function blobs(count: number, perBlob: number, dim: number, spread: number, random: Random) {
  const vectors: number[][] = [];
  const truth: number[] = [];
  for (let b = 0; b < count; b++) {
    const centre = Array.from({ length: dim }, () => gaussian(random) * 3);
    for (let p = 0; p < perBlob; p++) {
      vectors.push(centre.map((c) => c + gaussian(random) * spread));
      truth.push(b);
    }
  }
  return { vectors, truth };
}

/** True when two labelings define the same partition. */
function samePartition(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  return Array.from(canonicalLabels(a)).join() === Array.from(canonicalLabels(b)).join();
}

describe('seeded random numbers', () => {
  it('repeats the same sequence for the same seed and differs across seeds', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});

describe('vectors', () => {
  it('normalises to unit length, keeps zero vectors zero and measures cosine', () => {
    expect(Array.from(normalise([3, 4]))).toEqual([0.6, 0.8]);
    expect(Array.from(normalise([0, 0]))).toEqual([0, 0]);
    expect(cosine([1, 0], [0, 2])).toBe(0);
    expect(cosine([1, 1], [2, 2])).toBeCloseTo(1, 12);
  });

  it('centres so that the shared direction no longer dominates', () => {
    const shared = [[10, 1, 0], [10, 0, 1], [10, -1, 0]];
    const centred = centreAndNormalise(shared);
    expect(cosine(shared[0], shared[2])).toBeGreaterThan(0.9);
    expect(cosine(centred[0], centred[2])).toBeLessThan(0);
  });

  it('gives the same Gram matrix to the last bit with the double-precision loop', () => {
    const random = mulberry32(9);
    const rows = Array.from({ length: 30 }, () => Float64Array.from({ length: 612 }, () => random() - 0.5));
    expect(gramMatrixOfRows(rows)).toEqual(gramMatrix(rows));
  });
});

describe('k-means', () => {
  const { vectors, truth } = blobs(3, 20, 8, 0.3, mulberry32(7));
  const points = weightedPoints(gramMatrix(vectors));

  it('recovers well-separated blobs', () => {
    expect(samePartition(kMeans(points, 3).labels, truth)).toBe(true);
  });

  it('is deterministic for a seed', () => {
    const once = kMeans(points, 5, 3, 123);
    const again = kMeans(points, 5, 3, 123);
    expect(Array.from(again.labels)).toEqual(Array.from(once.labels));
    expect(again.inertia).toBe(once.inertia);
  });

  it('treats a weight of 2 like a duplicated point', () => {
    const single = weightedPoints(gramMatrix([...vectors, vectors[0]]));
    const weighted = weightedPoints(gramMatrix(vectors), vectors.map((_, i) => (i === 0 ? 2 : 1)));
    const labels = kMeans(weighted, 3).labels;
    expect(inertia(weighted, labels, 3)).toBeCloseTo(inertia(single, [...labels, labels[0]], 3), 9);
  });
});

describe('Ward clustering', () => {
  const { vectors, truth } = blobs(4, 12, 6, 0.3, mulberry32(11));
  const points = weightedPoints(gramMatrix(vectors));
  const tree = agglomerate(points, 'ward');

  it('cuts into the blobs and reports each cut’s inertia', () => {
    expect(samePartition(cutDendrogram(tree, 4), truth)).toBe(true);
    const byCount = wardInertiaByCount(tree);
    for (const k of [1, 2, 4, 10]) expect(byCount[k]).toBeCloseTo(inertia(points, cutDendrogram(tree, k), k), 6);
    expect(byCount[points.n]).toBe(0);
  });
});

describe('choosing the number of clusters', () => {
  it.each([2, 3, 5, 8])('finds %i well-separated blobs in a range of 1 to 20', (count) => {
    const { vectors, truth } = blobs(count, 15, 10, 0.4, mulberry32(100 + count));
    const result = clusterPoints(weightedPoints(gramMatrix(vectors)), 1, 20);
    expect(result.k).toBe(count);
    expect(samePartition(result.labels, truth)).toBe(true);
  });

  it('stays within the range and honours a fixed range', () => {
    const { vectors } = blobs(6, 10, 10, 0.4, mulberry32(5));
    const points = weightedPoints(gramMatrix(vectors));
    expect(clusterPoints(points, 1, 3).k).toBeLessThanOrEqual(3);
    expect(clusterPoints(points, 9, 12).k).toBeGreaterThanOrEqual(9);
    expect(clusterPoints(points, 4, 4)).toMatchObject({ k: 4, reason: 'fixed' });
  });

  it('falls back to the rule of thumb when the data look like noise', () => {
    const flat = [0, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0.5, 0.25];
    const reference = flat.map((w) => w * 0.99);
    expect(selectClusterCount(flat, reference, 12, 1, 10)).toEqual({ k: 3, reason: 'no-structure' });
  });

  it('finds the 25 blobs of 500 points in 512 dimensions', () => {
    const { vectors } = blobs(25, 20, 512, 1.5, mulberry32(3));
    const result = clusterPoints(weightedPoints(gramMatrix(vectors.map(normalise))), 1, 50);
    expect(result.k).toBe(25);
  });
});

describe('pairing up too few points', () => {
  it('forms ⌊n/2⌋ clusters of at least two points, nearest first', () => {
    const labels = pairUp(weightedPoints(gramMatrix([[0, 0], [10, 0], [0, 0.1], [10, 0.2], [10, 0.1]])), 5);
    expect(Array.from(labels)).toEqual([0, 1, 0, 1, 1]);
  });

  it('respects maxK', () => {
    const labels = pairUp(weightedPoints(gramMatrix([[0], [1], [5], [6], [20], [21]])), 2);
    expect(new Set(labels).size).toBe(2);
  });
});

describe('lexical similarity', () => {
  it('makes texts sharing a rare word similar and ignores words every text uses', () => {
    const gram = tfidfGram([['svn', 'client', 'windows'], ['svn', 'ignore'], ['excel', 'windows'], ['windows']]);
    expect(gram[0 * 4 + 1]).toBeGreaterThan(0.2);
    expect(gram[1 * 4 + 2]).toBe(0);
    expect(gram[0]).toBeCloseTo(1, 12);
  });
});

describe('context focus', () => {
  it('keeps relevant texts at full scale and shrinks the others', () => {
    const context = [1, 0, 0, 0];
    const vectors = [[1, 0.1, 0, 0], [0.9, 0, 0.1, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1], [0, 0.5, 0.5, 0]];
    const focus = contextFocus(vectors, context, vectors.map(() => 1));
    expect(Math.min(focus.scale[0], focus.scale[1])).toBeGreaterThan(0.85);
    expect(Math.max(...Array.from(focus.scale).slice(2))).toBeLessThan(0.5);
    expect(focus.axis[0]).toBeGreaterThan(focus.axis[2]);
  });
});
