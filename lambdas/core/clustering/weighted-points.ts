/**
 * The common input of the clustering algorithms: n points given by their Gram matrix (dot
 * products) and a weight each. Working from the Gram matrix lets k-means run in O(n²) per
 * iteration whatever the dimension, and the weights let duplicate texts count once per copy
 * while being embedded and stored only once.
 */
export interface WeightedPoints {
  /** Number of points. */
  readonly n: number;
  /** n×n dot products, row-major. */
  readonly gram: Float64Array;
  /** Positive weight of each point (how many inputs it stands for). */
  readonly weights: Float64Array;
}

/** Builds the structure, defaulting every weight to 1. */
export function weightedPoints(gram: Float64Array, weights?: readonly number[]): WeightedPoints {
  const n = Math.round(Math.sqrt(gram.length));
  if (n * n !== gram.length) throw new Error('Gram matrix must be square');
  const w = new Float64Array(n);
  for (let i = 0; i < n; i++) w[i] = weights ? weights[i] : 1;
  return { n, gram, weights: w };
}

/** Squared Euclidean distance between points i and j, from the Gram matrix. */
export function squaredDistance(points: WeightedPoints, i: number, j: number): number {
  const { n, gram } = points;
  return Math.max(0, gram[i * n + i] + gram[j * n + j] - 2 * gram[i * n + j]);
}

/**
 * Renumbers labels 0..k-1 in order of each cluster's first point, so that equal partitions get
 * equal label arrays whatever algorithm produced them (helps determinism and testing).
 */
export function canonicalLabels(labels: ArrayLike<number>): Int32Array {
  const map = new Map<number, number>();
  const out = new Int32Array(labels.length);
  for (let i = 0; i < labels.length; i++) {
    let next = map.get(labels[i]);
    if (next === undefined) {
      next = map.size;
      map.set(labels[i], next);
    }
    out[i] = next;
  }
  return out;
}
