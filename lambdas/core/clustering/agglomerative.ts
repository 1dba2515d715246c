/**
 * Agglomerative (hierarchical) clustering with the nearest-neighbour-chain algorithm: O(n²) time
 * and memory, exact for "reducible" linkages such as Ward and average. The dendrogram is computed
 * once and then cut at any number of clusters for free, which is what makes trying every k in
 * [minThemes, maxThemes] affordable.
 */
import { canonicalLabels, squaredDistance, type WeightedPoints } from './weighted-points.js';

/** Linkage: Ward merges the pair that least increases within-cluster variance; average uses mean distance. */
export type Linkage = 'ward' | 'average';

/** One merge of the dendrogram: clusters `a` and `b` (ids of their first points) join at `height`. */
export interface Merge {
  a: number;
  b: number;
  /** Linkage distance at which they merge (Ward: increase in weighted sum of squares). */
  height: number;
}

/** A dendrogram: n points, n − 1 merges in non-decreasing height order. */
export interface Dendrogram {
  n: number;
  merges: Merge[];
}

/** Builds the dendrogram of weighted points for the given linkage. */
export function agglomerate(points: WeightedPoints, linkage: Linkage = 'ward'): Dendrogram {
  const { n, weights } = points;
  const dist = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const d2 = squaredDistance(points, i, j);
      const value = linkage === 'ward' ? ((weights[i] * weights[j]) / (weights[i] + weights[j])) * d2 : d2 / 2;
      dist[i * n + j] = value;
      dist[j * n + i] = value;
    }
  }
  const mass = Float64Array.from(weights);
  const active = new Uint8Array(n).fill(1);
  const merges: Merge[] = [];
  const chain: number[] = [];
  let remaining = n;
  while (remaining > 1) {
    if (chain.length === 0) chain.push(firstActive(active));
    const top = chain[chain.length - 1];
    const previous = chain.length > 1 ? chain[chain.length - 2] : -1;
    // Nearest active neighbour of `top`; ties favour the previous chain element (needed for the
    // chain to terminate) and then the lowest index (for determinism).
    let nearest = previous;
    let nearestDist = previous >= 0 ? dist[top * n + previous] : Infinity;
    for (let j = 0; j < n; j++) {
      if (!active[j] || j === top) continue;
      const d = dist[top * n + j];
      if (d < nearestDist) {
        nearest = j;
        nearestDist = d;
      }
    }
    if (nearest !== previous) {
      chain.push(nearest);
      continue;
    }
    // top and previous are reciprocal nearest neighbours: merge them into the lower index.
    chain.pop();
    chain.pop();
    const keep = Math.min(top, previous);
    const drop = Math.max(top, previous);
    merges.push({ a: keep, b: drop, height: nearestDist });
    updateDistances(dist, n, active, mass, keep, drop, nearestDist, linkage);
    mass[keep] += mass[drop];
    active[drop] = 0;
    remaining--;
  }
  // NN-chain finds merges out of order; reducible linkages make the sorted list a valid dendrogram.
  const order = merges.map((m, i) => ({ m, i }));
  order.sort((x, y) => x.m.height - y.m.height || x.i - y.i);
  return { n, merges: order.map((o) => o.m) };
}

function firstActive(active: Uint8Array): number {
  for (let i = 0; i < active.length; i++) if (active[i]) return i;
  return 0;
}

/** Lance–Williams update of distances from the merged cluster (stored at `keep`). */
function updateDistances(
  dist: Float64Array,
  n: number,
  active: Uint8Array,
  mass: Float64Array,
  keep: number,
  drop: number,
  between: number,
  linkage: Linkage,
): void {
  const wa = mass[keep];
  const wb = mass[drop];
  for (let c = 0; c < n; c++) {
    if (!active[c] || c === keep || c === drop) continue;
    const wc = mass[c];
    const dac = dist[keep * n + c];
    const dbc = dist[drop * n + c];
    const value =
      linkage === 'ward'
        ? ((wa + wc) * dac + (wb + wc) * dbc - wc * between) / (wa + wb + wc)
        : (wa * dac + wb * dbc) / (wa + wb);
    dist[keep * n + c] = value;
    dist[c * n + keep] = value;
  }
}

/**
 * Cuts the dendrogram into k clusters (1 ≤ k ≤ n) by applying its first n − k merges; labels are
 * canonical (numbered by first member).
 */
export function cutDendrogram(tree: Dendrogram, k: number): Int32Array {
  const parent = Int32Array.from({ length: tree.n }, (_, i) => i);
  const find = (x: number): number => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  };
  const steps = Math.max(0, Math.min(tree.merges.length, tree.n - k));
  for (let s = 0; s < steps; s++) {
    const ra = find(tree.merges[s].a);
    const rb = find(tree.merges[s].b);
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  }
  const roots = Int32Array.from({ length: tree.n }, (_, i) => find(i));
  return canonicalLabels(roots);
}

/**
 * Ward dendrogram → within-cluster sum of squares of each cut: entry k (1 ≤ k ≤ n) is the weighted
 * inertia of the k-cluster cut, because every Ward merge height is exactly the inertia it adds.
 * Entry 0 is unused.
 */
export function wardInertiaByCount(tree: Dendrogram): Float64Array {
  const out = new Float64Array(tree.n + 1);
  let total = 0;
  const byMerges = new Float64Array(tree.n);
  tree.merges.forEach((merge, s) => {
    total += merge.height;
    byMerges[s + 1] = total;
  });
  for (let k = 1; k <= tree.n; k++) out[k] = byMerges[tree.n - k];
  return out;
}
