/**
 * Silhouette of a partition of weighted points (from their Gram matrix): for each point, how much
 * nearer it is on average to its own cluster than to the nearest other one, in [-1, 1]. The
 * weighted mean over points rates the partition; a point alone in its cluster scores 0.
 */
import { squaredDistance, type WeightedPoints } from './weighted-points.js';

/** Euclidean distances between all pairs (n×n, row-major). */
export function distanceMatrix(points: WeightedPoints): Float64Array {
  const { n } = points;
  const d = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const v = Math.sqrt(squaredDistance(points, i, j));
      d[i * n + j] = v;
      d[j * n + i] = v;
    }
  }
  return d;
}

/** Silhouette of each point under `labels` (k clusters), with duplicates weighted. */
export function silhouettes(points: WeightedPoints, distances: Float64Array, labels: ArrayLike<number>, k: number): Float64Array {
  const { n, weights } = points;
  const mass = new Float64Array(k);
  for (let i = 0; i < n; i++) mass[labels[i]] += weights[i];
  const out = new Float64Array(n);
  const sums = new Float64Array(k);
  for (let i = 0; i < n; i++) {
    sums.fill(0);
    for (let j = 0; j < n; j++) if (j !== i) sums[labels[j]] += weights[j] * distances[i * n + j];
    const own = labels[i];
    const ownMass = mass[own] - 1; // the point's other copies sit at distance 0
    if (ownMass <= 0) continue;
    const a = sums[own] / ownMass;
    let b = Infinity;
    for (let c = 0; c < k; c++) if (c !== own && mass[c] > 0) b = Math.min(b, sums[c] / mass[c]);
    if (!Number.isFinite(b)) continue;
    const denominator = Math.max(a, b);
    out[i] = denominator > 0 ? (b - a) / denominator : 0;
  }
  return out;
}

/** Weighted mean silhouette of a partition. */
export function meanSilhouette(points: WeightedPoints, distances: Float64Array, labels: ArrayLike<number>, k: number): number {
  const s = silhouettes(points, distances, labels, k);
  let total = 0;
  let sum = 0;
  for (let i = 0; i < points.n; i++) {
    total += points.weights[i];
    sum += points.weights[i] * s[i];
  }
  return total > 0 ? sum / total : 0;
}
