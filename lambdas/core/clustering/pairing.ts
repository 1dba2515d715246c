/**
 * Clustering for when the inputs are too few for the requested number of themes: as many
 * clusters as possible with at least two points each, i.e. ⌊n/2⌋ clusters. Greedily joins the
 * closest pairs, then puts an odd point out into the cluster holding its nearest neighbour.
 */
import { canonicalLabels, squaredDistance, type WeightedPoints } from './weighted-points.js';

/** Labels forming min(⌊n/2⌋, maxK) clusters (at least 1) of at least two points where n ≥ 2. */
export function pairUp(points: WeightedPoints, maxK: number): Int32Array {
  const { n } = points;
  const labels = new Int32Array(n).fill(-1);
  const target = Math.max(1, Math.min(maxK, Math.floor(n / 2)));
  if (target === 1) return new Int32Array(n);
  const pairs: { i: number; j: number; d: number }[] = [];
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) pairs.push({ i, j, d: squaredDistance(points, i, j) });
  pairs.sort((a, b) => a.d - b.d || a.i - b.i || a.j - b.j);
  let formed = 0;
  for (const { i, j } of pairs) {
    if (formed === target) break;
    if (labels[i] >= 0 || labels[j] >= 0) continue;
    labels[i] = formed;
    labels[j] = formed;
    formed++;
  }
  // Leftover points (an odd one out, or all beyond maxK pairs) join their nearest labelled point.
  for (let i = 0; i < n; i++) {
    if (labels[i] >= 0) continue;
    let best = -1;
    let bestDist = Infinity;
    for (let j = 0; j < n; j++) {
      if (labels[j] < 0) continue;
      const d = squaredDistance(points, i, j);
      if (d < bestDist) {
        best = j;
        bestDist = d;
      }
    }
    labels[i] = labels[best];
  }
  return canonicalLabels(labels);
}
