/**
 * The nearest-neighbour graph of weighted points, for spectral clustering (themes 2026-11-26).
 * Each point is joined to its `neighbours` most similar points (cosine of the Gram matrix, ties to
 * the lower index), the graph is made symmetric (an edge when either end chose it) and normalised
 * as D^-1/2 A D^-1/2. Its leading eigenvectors place points that share neighbours near each other:
 * answers that say one thing in different words chain together through their neighbours even when
 * their two vectors are not close, which a centroid method (Ward, k-means) cannot see.
 */
import type { WeightedPoints } from './weighted-points.js';

/**
 * The nearest `count` other points of each point by cosine of the Gram matrix, ties to the lower
 * index (a zero point has cosine 0 to every other). Shared by the graph below and by the
 * neighbour smoothing of themes 2026-12-11.
 */
export function nearestNeighbours(points: WeightedPoints, count: number): number[][] {
  const { n, gram } = points;
  const norm = new Float64Array(n);
  for (let i = 0; i < n; i++) norm[i] = Math.sqrt(Math.max(gram[i * n + i], 0)) || 1;
  const reach = Math.min(count, n - 1);
  const cosine = new Float64Array(n);
  return Array.from({ length: n }, (_, i) => {
    const others: number[] = [];
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      cosine[j] = gram[i * n + j] / (norm[i] * norm[j]);
      others.push(j);
    }
    others.sort((a, b) => cosine[b] - cosine[a] || a - b);
    return others.slice(0, reach);
  });
}

/** Symmetric normalised adjacency of the k-nearest-neighbour graph (n×n, row-major). */
export function normalisedNeighbourAdjacency(points: WeightedPoints, neighbours: number): Float64Array {
  const { n } = points;
  const adjacency = new Float64Array(n * n);
  nearestNeighbours(points, neighbours).forEach((near, i) => {
    for (const j of near) {
      adjacency[i * n + j] = 1;
      adjacency[j * n + i] = 1;
    }
  });
  const scale = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let degree = 0;
    for (let j = 0; j < n; j++) degree += adjacency[i * n + j];
    scale[i] = degree > 0 ? 1 / Math.sqrt(degree) : 0;
  }
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) adjacency[i * n + j] *= scale[i] * scale[j];
  return adjacency;
}

/**
 * The points of the spectral embedding with `k` dimensions: row i of the first k eigenvectors
 * (largest eigenvalue first), scaled to unit length, as a Gram matrix.
 */
export function spectralGram(eigenvectors: readonly Float64Array[], k: number, n: number): Float64Array {
  const used = eigenvectors.slice(0, k);
  const rows = Array.from({ length: n }, (_, i) => {
    const row = used.map((v) => v[i]);
    const length = Math.sqrt(row.reduce((s, x) => s + x * x, 0)) || 1;
    return row.map((x) => x / length);
  });
  const gram = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = i; j < n; j++) {
      let sum = 0;
      for (let d = 0; d < used.length; d++) sum += rows[i][d] * rows[j][d];
      gram[i * n + j] = sum;
      gram[j * n + i] = sum;
    }
  }
  return gram;
}
