/**
 * The theme count and partition of version 2026-11-26, where the gap statistic sees no cluster
 * structure (answers to one survey question). Two views of the same answers each propose their
 * best partition by mean silhouette, with themes smaller than `minSize` merged into the nearest:
 *
 * - Ward's tree polished by k-means on the blended similarity (as in 2026-11-25);
 * - the same on the spectral embedding of the nearest-neighbour graph (neighbour-graph.ts), which
 *   follows chains of paraphrases ("the herbs were brown", "wilted salad", "not fresh at all").
 *
 * Both are scored by their mean silhouette in the blended similarity, and the better one is kept
 * (Ward on a tie). A gap-statistic knee below the lowest count searched (`knee`) competes too. The count is searched from ⌊√n⌋ − 1 (at least minK) up: below that a few
 * catch-all themes hold answers that talk about several things, and a flat silhouette (a few
 * dozen survey answers have little structure) cannot tell them apart from real ones.
 */
import { agglomerate, cutDendrogram } from './agglomerative.js';
import { refineKMeans } from './kmeans.js';
import { spectralGram } from './neighbour-graph.js';
import { bestSilhouettePartition, mergeSmallClusters, type SilhouetteChoice } from './silhouette-count.js';
import { distanceMatrix, meanSilhouette } from './silhouette.js';
import { canonicalLabels, weightedPoints, type WeightedPoints } from './weighted-points.js';

/** Silhouettes closer than this count as equal. */
const SILHOUETTE_TIE = 1e-9;

export interface TwoViewChoice extends SilhouetteChoice {
  /** Which partition won: Ward, spectral, or the gap statistic's knee passed in. */
  view: 'ward' | 'spectral' | 'knee';
  /** The pairwise distances the views were scored on, for a later step that needs them again. */
  distances: Float64Array;
}

/** The smallest count searched: ⌊√n⌋ − 1 points' worth of themes, within [minK, maxK]. */
export function lowestCount(n: number, minK: number, maxK: number): number {
  const high = Math.max(1, Math.min(maxK, n));
  return Math.max(1, Math.min(high, Math.max(minK, Math.floor(Math.sqrt(n) - 1))));
}

/** The best spectral partition by silhouette in the original space, for k in [low, high]. */
function bestSpectralPartition(points: WeightedPoints, distances: Float64Array, eigenvectors: readonly Float64Array[], low: number, high: number): SilhouetteChoice {
  const { n } = points;
  const weights = Array.from(points.weights);
  let best: SilhouetteChoice & { score: number } = { labels: new Int32Array(n), k: 1, score: -Infinity };
  for (let k = Math.max(1, low); k <= Math.min(high, eigenvectors.length); k++) {
    const embedded = weightedPoints(spectralGram(eigenvectors, k, n), weights);
    const { labels } = refineKMeans(embedded, cutDendrogram(agglomerate(embedded, 'ward'), k), k);
    const used = new Set(labels).size;
    const score = used < 2 ? 0 : meanSilhouette(points, distances, labels, k);
    if (score > best.score + SILHOUETTE_TIE) best = { labels: canonicalLabels(labels), k: used, score };
  }
  return { labels: best.labels, k: best.k };
}

/**
 * The better of the Ward and the spectral partitions (see above). `eigenvectors` are the leading
 * eigenvectors of normalisedNeighbourAdjacency(points), largest eigenvalue first, at least maxK.
 */
export function twoViewPartition(
  points: WeightedPoints,
  eigenvectors: readonly Float64Array[],
  minK: number,
  maxK: number,
  minSize: number,
  knee?: SilhouetteChoice,
  low = lowestCount(points.n, minK, maxK),
): TwoViewChoice {
  const high = Math.max(low, Math.min(maxK, points.n));
  const distances = distanceMatrix(points);
  const score = (c: SilhouetteChoice) => (c.k < 2 ? 0 : meanSilhouette(points, distances, c.labels, c.k));
  const ward = mergeSmallClusters(points, bestSilhouettePartition(points, low, high), minSize, Math.max(minK, low));
  const spectral = mergeSmallClusters(points, bestSpectralPartition(points, distances, eigenvectors, low, high), minSize, Math.max(minK, low));
  let best: TwoViewChoice = score(spectral) > score(ward) + SILHOUETTE_TIE ? { ...spectral, view: 'spectral', distances } : { ...ward, view: 'ward', distances };
  if (knee && score(knee) > score(best) + SILHOUETTE_TIE) best = { ...knee, view: 'knee', distances };
  return best;
}
