/**
 * The theme count of version 2026-11-25: Ward's tree cut at every k in [minK, maxK], each cut
 * polished by k-means, and the k whose partition has the highest mean silhouette wins (ties: the
 * smaller k). Then clusters too small to be a theme (fewer than `minSize` inputs) are merged into
 * the cluster nearest them while more than minK clusters remain: one idea, one theme, and no
 * themes of one or two answers when bigger ones can hold them. On survey-like data the gap
 * statistic's knee ran to maxThemes (10 themes for 6 coded ideas); the silhouette peak sits
 * nearer the coded count.
 */
import { agglomerate, cutDendrogram } from './agglomerative.js';
import { centroidDistances, refineKMeans } from './kmeans.js';
import { distanceMatrix, meanSilhouette } from './silhouette.js';
import { canonicalLabels, type WeightedPoints } from './weighted-points.js';

/** Silhouettes closer than this count as equal (the smaller k wins). */
const SILHOUETTE_TIE = 1e-9;

export interface SilhouetteChoice {
  labels: Int32Array;
  k: number;
}

/** The partition with the best mean silhouette for k in [minK, maxK] (clamped to [1, n]). */
export function bestSilhouettePartition(points: WeightedPoints, minK: number, maxK: number): SilhouetteChoice {
  const { n } = points;
  const high = Math.max(1, Math.min(maxK, n));
  const low = Math.max(1, Math.min(minK, high));
  const tree = agglomerate(points, 'ward');
  const distances = distanceMatrix(points);
  let best: SilhouetteChoice & { score: number } = { labels: new Int32Array(n), k: 1, score: -Infinity };
  for (let k = low; k <= high; k++) {
    const { labels } = refineKMeans(points, cutDendrogram(tree, k), k);
    const used = new Set(labels).size;
    const score = used < 2 ? 0 : meanSilhouette(points, distances, labels, k);
    if (score > best.score + SILHOUETTE_TIE) best = { labels: canonicalLabels(labels), k: used, score };
  }
  return { labels: best.labels, k: best.k };
}

/**
 * Merges clusters holding fewer than `minSize` inputs (by weight) into the cluster whose centroid
 * is nearest their members, smallest first, while more than `minK` clusters remain.
 */
export function mergeSmallClusters(points: WeightedPoints, partition: SilhouetteChoice, minSize: number, minK: number): SilhouetteChoice {
  let labels = partition.labels;
  let k = partition.k;
  for (;;) {
    if (k <= Math.max(1, minK)) break;
    const mass = new Float64Array(k);
    for (let i = 0; i < points.n; i++) mass[labels[i]] += points.weights[i];
    let smallest = -1;
    for (let c = 0; c < k; c++) if (mass[c] < minSize && (smallest < 0 || mass[c] < mass[smallest])) smallest = c;
    if (smallest < 0) break;
    const distances = centroidDistances(points, labels, k);
    const cost = new Float64Array(k);
    for (let i = 0; i < points.n; i++) {
      if (labels[i] !== smallest) continue;
      for (let c = 0; c < k; c++) cost[c] += points.weights[i] * distances[i * k + c];
    }
    let target = -1;
    for (let c = 0; c < k; c++) if (c !== smallest && (target < 0 || cost[c] < cost[target])) target = c;
    const merged = Int32Array.from(labels, (l) => (l === smallest ? target : l));
    labels = canonicalLabels(merged);
    k -= 1;
  }
  return { labels, k };
}
