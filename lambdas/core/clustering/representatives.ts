/**
 * Choosing the two representatives of each theme so that together they stand for it. A reader
 * (or a program) who only sees the representatives files every other text under the theme whose
 * representatives it resembles most; the pair of a theme should therefore sit at its centre and
 * apart from the neighbouring themes. Candidates are the members nearest the theme's centroid;
 * among their pairs, coordinate ascent picks for each theme the pair that lets the most members
 * (by weight) find their own theme when every text goes to the nearest pair mean.
 *
 * Works on the Gram matrix of unit vectors: the cosine of text i to the mean of members a and b
 * is (G[i,a] + G[i,b]) / ‖v_a + v_b‖, with ‖v_a + v_b‖² = 2 + 2·G[a,b].
 */
import type { WeightedPoints } from './weighted-points.js';

/** Members nearest the centroid considered for each theme's pair (the rest are less typical). */
export const PAIR_CANDIDATES = 12;

/** Rounds of coordinate ascent over the themes; later rounds rarely change a pair. */
export const PAIR_ROUNDS = 2;

/** A pair of member indices (equal when the theme has a single distinct member). */
type Pair = readonly [number, number];

/** Cosine of every point to the mean direction of a pair: one column of n values. */
function pairColumn(points: WeightedPoints, [a, b]: Pair): Float64Array {
  const { n, gram } = points;
  const length = Math.sqrt(Math.max(1e-12, gram[a * n + a] + gram[b * n + b] + 2 * gram[a * n + b]));
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) out[i] = (gram[i * n + a] + gram[i * n + b]) / length;
  return out;
}

/** Members of each cluster ordered by cosine to the cluster's weighted centroid, nearest first. */
export function membersByCentrality(points: WeightedPoints, labels: ArrayLike<number>, k: number): number[][] {
  const { n, gram, weights } = points;
  const groups: number[][] = Array.from({ length: k }, () => []);
  for (let i = 0; i < n; i++) groups[labels[i]].push(i);
  return groups.map((members) => {
    // <v_i, Σ w_j v_j> ranks members by cosine to the centroid (its length is common to all).
    const score = (i: number) => members.reduce((s, j) => s + weights[j] * gram[i * n + j], 0);
    const scores = new Map(members.map((i) => [i, score(i)]));
    return [...members].sort((x, y) => scores.get(y)! - scores.get(x)! || x - y);
  });
}

/** Weighted count of points whose nearest pair column is their own cluster's. */
function agreement(points: WeightedPoints, labels: ArrayLike<number>, columns: readonly Float64Array[]): number {
  let total = 0;
  for (let i = 0; i < points.n; i++) {
    let best = 0;
    for (let c = 1; c < columns.length; c++) if (columns[c][i] > columns[best][i]) best = c;
    if (best === labels[i]) total += points.weights[i];
  }
  return total;
}

/**
 * For each cluster, its members ordered for display: the chosen pair first, then the rest by
 * closeness to the centroid. Deterministic (ties go to the lower index).
 */
export function representativeOrder(points: WeightedPoints, labels: ArrayLike<number>, k: number): number[][] {
  const central = membersByCentrality(points, labels, k);
  const pairs: (Pair | undefined)[] = central.map((m) => (m.length > 0 ? [m[0], m[1] ?? m[0]] : undefined));
  // An empty cluster attracts nobody.
  const columns = pairs.map((p) => (p ? pairColumn(points, p) : new Float64Array(points.n).fill(-Infinity)));
  let score = agreement(points, labels, columns);
  for (let round = 0; round < PAIR_ROUNDS && k > 1; round++) {
    let changed = false;
    for (let c = 0; c < k; c++) {
      if (!pairs[c]) continue;
      const candidates = central[c].slice(0, PAIR_CANDIDATES);
      for (let x = 0; x < candidates.length; x++) {
        for (let y = x + 1; y < candidates.length; y++) {
          const pair: Pair = [candidates[x], candidates[y]];
          const previous = columns[c];
          columns[c] = pairColumn(points, pair);
          const next = agreement(points, labels, columns);
          if (next > score) {
            score = next;
            pairs[c] = pair;
            changed = true;
          } else {
            columns[c] = previous;
          }
        }
      }
    }
    if (!changed) break;
  }
  return central.map((members, c) => {
    if (!pairs[c]) return [];
    const [a, b] = pairs[c]!;
    return [a, ...(b === a ? [] : [b]), ...members.filter((i) => i !== a && i !== b)];
  });
}
