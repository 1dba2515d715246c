/**
 * Themes 2026-12-11: each answer seen partly through its nearest neighbours before the two-view
 * grouping. A point becomes (1 − w)·itself + w·the weighted mean of its `neighbours` most similar
 * points, so G' = M G Mᵀ with M = (1 − w)I + w·A (A: the row-normalised neighbour weights). One
 * answer's stray wording ("awful", "every evening") pulls it less far from the answers on its
 * topic, which lie around it; the kNN purity of the answers' neighbours rose on every set family.
 * Neighbours are ranked by cosine, ties by index (nearestNeighbours of neighbour-graph.ts, the ranking
 * of the spectral view's graph), so the result is deterministic. O(n² log n).
 */
import { nearestNeighbours } from './neighbour-graph.js';
import { weightedPoints, type WeightedPoints } from './weighted-points.js';

export interface NeighbourSmoothing {
  /** Neighbours each point is averaged with (capped at n − 1). */
  neighbours: number;
  /** Share of the neighbours' mean in the smoothed point, 0–1. */
  weight: number;
}

/** The points averaged with their nearest neighbours (weighted by how many inputs each stands for). */
export function smoothByNeighbours(points: WeightedPoints, rule: NeighbourSmoothing): WeightedPoints {
  const { n, gram, weights } = points;
  const count = Math.min(rule.neighbours, n - 1);
  if (count < 1 || rule.weight <= 0) return points;
  const near = nearestNeighbours(points, count);
  // Sparse rows of M: the point itself and its neighbours.
  const rows = near.map((list, i) => {
    const total = list.reduce((s, j) => s + weights[j], 0);
    return [{ j: i, m: 1 - rule.weight }, ...list.map((j) => ({ j, m: (rule.weight * weights[j]) / total }))];
  });
  // T = M G (n × n), then G' = T Mᵀ.
  const t = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (const { j: a, m } of rows[i]) {
      const off = a * n;
      for (let c = 0; c < n; c++) t[i * n + c] += m * gram[off + c];
    }
  }
  const out = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = i; j < n; j++) {
      let x = 0;
      for (const { j: b, m } of rows[j]) x += m * t[i * n + b];
      out[i * n + j] = x;
      out[j * n + i] = x;
    }
  }
  return weightedPoints(out, [...weights]);
}
