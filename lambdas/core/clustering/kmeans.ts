/**
 * Weighted k-means (Lloyd's algorithm) in kernel form: distances to centroids come from the Gram
 * matrix, so one iteration costs O(n²) instead of O(n·k·d). With the linear kernel this is
 * exactly ordinary k-means on the vectors.
 */
import { mulberry32, DEFAULT_SEED, type Random } from './prng.js';
import { canonicalLabels, squaredDistance, type WeightedPoints } from './weighted-points.js';

/** Lloyd iterations stop after this many even if points still move (they rarely need 20). */
export const MAX_KMEANS_ITERATIONS = 50;

/** Independent k-means++ starts by default; the one with the lowest inertia wins. */
export const DEFAULT_RESTARTS = 8;

export interface KMeansResult {
  /** Cluster of each point, canonical (numbered by first member). */
  labels: Int32Array;
  /** Weighted sum of squared distances to the cluster centroids. */
  inertia: number;
}

/**
 * For each point, its squared distance to each cluster centroid (n×k, row-major), given an
 * assignment. Empty clusters get +Infinity.
 */
export function centroidDistances(points: WeightedPoints, labels: ArrayLike<number>, k: number): Float64Array {
  const { n, gram, weights } = points;
  const sums = new Float64Array(n * k); // Σ_{j∈c} w_j G_ij
  const mass = new Float64Array(k);
  for (let j = 0; j < n; j++) mass[labels[j]] += weights[j];
  for (let i = 0; i < n; i++) {
    const row = i * n;
    const out = i * k;
    for (let j = 0; j < n; j++) sums[out + labels[j]] += weights[j] * gram[row + j];
  }
  const selfDot = new Float64Array(k); // ||μ_c||²
  for (let j = 0; j < n; j++) selfDot[labels[j]] += weights[j] * sums[j * k + labels[j]];
  for (let c = 0; c < k; c++) selfDot[c] = mass[c] > 0 ? selfDot[c] / (mass[c] * mass[c]) : 0;
  const dist = new Float64Array(n * k);
  for (let i = 0; i < n; i++) {
    for (let c = 0; c < k; c++) {
      dist[i * k + c] =
        mass[c] > 0 ? Math.max(0, gram[i * n + i] - (2 * sums[i * k + c]) / mass[c] + selfDot[c]) : Infinity;
    }
  }
  return dist;
}

/** Weighted inertia of an assignment. */
export function inertia(points: WeightedPoints, labels: ArrayLike<number>, k: number): number {
  const dist = centroidDistances(points, labels, k);
  let total = 0;
  for (let i = 0; i < points.n; i++) total += points.weights[i] * dist[i * k + labels[i]];
  return total;
}

/**
 * Lloyd iterations from a given assignment with k clusters. An emptied cluster is re-seeded with
 * the point farthest from its centroid, so the result always has exactly k non-empty clusters
 * (when n ≥ k).
 */
export function refineKMeans(points: WeightedPoints, initial: ArrayLike<number>, k: number): KMeansResult {
  const { n, weights } = points;
  const labels = Int32Array.from(initial);
  let dist = centroidDistances(points, labels, k);
  for (let iteration = 0; iteration < MAX_KMEANS_ITERATIONS; iteration++) {
    let moved = 0;
    for (let i = 0; i < n; i++) {
      let best = labels[i];
      let bestDist = dist[i * k + best];
      for (let c = 0; c < k; c++) {
        // Strictly better only, so ties keep the current cluster and the loop terminates.
        if (dist[i * k + c] < bestDist - 1e-12) {
          best = c;
          bestDist = dist[i * k + c];
        }
      }
      if (best !== labels[i]) {
        labels[i] = best;
        moved++;
      }
    }
    fillEmptyClusters(labels, k, dist, n);
    if (moved === 0) break;
    dist = centroidDistances(points, labels, k);
  }
  dist = centroidDistances(points, labels, k);
  let total = 0;
  for (let i = 0; i < n; i++) total += weights[i] * dist[i * k + labels[i]];
  return { labels: canonicalLabels(labels), inertia: total };
}

function fillEmptyClusters(labels: Int32Array, k: number, dist: Float64Array, n: number): void {
  const size = new Int32Array(k);
  for (let i = 0; i < n; i++) size[labels[i]]++;
  for (let c = 0; c < k; c++) {
    if (size[c] > 0) continue;
    let farthest = -1;
    let farthestDist = -1;
    for (let i = 0; i < n; i++) {
      const d = dist[i * k + labels[i]];
      if (size[labels[i]] > 1 && d > farthestDist) {
        farthest = i;
        farthestDist = d;
      }
    }
    if (farthest < 0) return;
    size[labels[farthest]]--;
    labels[farthest] = c;
    size[c] = 1;
  }
}

/** k-means++ seeding (D² sampling, weighted), then nearest-seed assignment. */
export function kMeansPlusPlusSeeds(points: WeightedPoints, k: number, random: Random): Int32Array {
  const { n, weights } = points;
  const seeds: number[] = [];
  const nearest = new Float64Array(n).fill(Infinity);
  let total = 0;
  for (let i = 0; i < n; i++) total += weights[i];
  seeds.push(pickWeighted(weights, total, random));
  while (seeds.length < k) {
    const last = seeds[seeds.length - 1];
    const score = new Float64Array(n);
    let sum = 0;
    for (let i = 0; i < n; i++) {
      nearest[i] = Math.min(nearest[i], squaredDistance(points, i, last));
      score[i] = weights[i] * nearest[i];
      sum += score[i];
    }
    // All remaining points coincide with a seed: fall back to the first unused point.
    seeds.push(sum > 0 ? pickWeighted(score, sum, random) : firstUnused(seeds, n));
  }
  const labels = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    let best = 0;
    let bestDist = Infinity;
    seeds.forEach((s, c) => {
      const d = i === s ? -1 : squaredDistance(points, i, s);
      if (d < bestDist) {
        best = c;
        bestDist = d;
      }
    });
    labels[i] = best;
  }
  return labels;
}

function pickWeighted(scores: ArrayLike<number>, total: number, random: Random): number {
  let target = random() * total;
  for (let i = 0; i < scores.length; i++) {
    target -= scores[i];
    if (target < 0) return i;
  }
  for (let i = scores.length - 1; i >= 0; i--) if (scores[i] > 0) return i;
  return 0;
}

function firstUnused(seeds: readonly number[], n: number): number {
  for (let i = 0; i < n; i++) if (!seeds.includes(i)) return i;
  return 0;
}

/**
 * k-means with k-means++ seeding, best of `restarts` runs by inertia. Deterministic for a given
 * seed. Requires 1 ≤ k ≤ n.
 */
export function kMeans(points: WeightedPoints, k: number, restarts = DEFAULT_RESTARTS, seed = DEFAULT_SEED): KMeansResult {
  if (k < 1 || k > points.n) throw new Error(`k must be in [1, ${points.n}], got ${k}`);
  const random = mulberry32(seed);
  let best: KMeansResult | undefined;
  for (let run = 0; run < restarts; run++) {
    const result = refineKMeans(points, kMeansPlusPlusSeeds(points, k, random), k);
    if (!best || result.inertia < best.inertia - 1e-12) best = result;
  }
  return best as KMeansResult;
}
