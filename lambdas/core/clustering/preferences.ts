import { centroidDistances } from './kmeans.js';
import type { WeightedPoints } from './weighted-points.js';

/**
 * For each point, the clusters from nearest centroid to farthest, as positions in `order` (the
 * clusters in the order the themes are listed; empty clusters are absent from it).
 */
export function clusterPreferences(points: WeightedPoints, labels: ArrayLike<number>, k: number, order: readonly number[]): number[][] {
  const distances = centroidDistances(points, labels, k);
  return Array.from({ length: points.n }, (_, i) =>
    order
      .map((cluster, position) => ({ position, d: distances[i * k + cluster] }))
      .sort((a, b) => a.d - b.d || a.position - b.position)
      .map((p) => p.position),
  );
}

/** Spreads per-distinct-text preferences over the inputs (blank inputs get none). */
export function inputPreferences(byText: readonly number[][], members: readonly (readonly number[])[], inputCount: number): number[][] {
  const out: number[][] = Array.from({ length: inputCount }, () => []);
  members.forEach((inputs, t) => {
    for (const i of inputs) out[i] = byText[t];
  });
  return out;
}
