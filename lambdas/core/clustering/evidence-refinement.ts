/**
 * Refines a partition by two kinds of evidence at once: how alike an answer is to a theme's other
 * members (its mean similarity to them) and how many of the theme's distinctive words it writes
 * (c-TF-IDF style: a word's share of the theme's other members times the share of its writers
 * that are in the theme). Each round moves every answer to the theme with the most evidence,
 * leaving out the answer itself; a theme never falls below `minSize` distinct answers. Rounds stop
 * when nothing moves.
 */
import { distanceMatrix, meanSilhouette } from './silhouette.js';
import { canonicalLabels, type WeightedPoints } from './weighted-points.js';

export interface EvidenceOptions {
  /** Weight of the word evidence against the similarity evidence. */
  wordWeight: number;
  rounds: number;
  minSize: number;
  /** Keep a round only if the mean silhouette does not fall. */
  silhouetteGate?: boolean;
  /** With the gate: how far below the starting partition's silhouette a round may leave it (2026-11-30; default 0). */
  tolerance?: number;
  /** The distance matrix of `points` when the caller already has it (distanceMatrix). */
  distances?: Float64Array;
}

export function refineByEvidence(points: WeightedPoints, initial: ArrayLike<number>, k: number, terms: readonly (readonly string[])[], options: EvidenceOptions): Int32Array {
  const { n, gram, weights } = points;
  const labels = Int32Array.from(initial);
  const words = terms.map((t) => [...new Set(t)]);
  const writers = new Map<string, number>();
  for (let i = 0; i < n; i++) for (const w of words[i]) writers.set(w, (writers.get(w) ?? 0) + weights[i]);
  const distances = options.silhouetteGate ? (options.distances ?? distanceMatrix(points)) : undefined;
  let silhouette = distances ? meanSilhouette(points, distances, labels, k) : 0;
  const floor = silhouette - (options.tolerance ?? 0);
  for (let round = 0; round < options.rounds; round++) {
    const mass = new Float64Array(k);
    const count = new Int32Array(k);
    const inTheme = Array.from({ length: k }, () => new Map<string, number>());
    for (let i = 0; i < n; i++) {
      mass[labels[i]] += weights[i];
      count[labels[i]]++;
      for (const w of words[i]) inTheme[labels[i]].set(w, (inTheme[labels[i]].get(w) ?? 0) + weights[i]);
    }
    const sim = new Float64Array(k);
    const next = Int32Array.from(labels);
    // Sizes as this round's moves leave them: all moves of a round are decided on the round's
    // start, so without this count every member of a small theme could leave it at once.
    const live = Int32Array.from(count);
    for (let i = 0; i < n; i++) {
      const own = labels[i];
      if (live[own] <= options.minSize) continue;
      sim.fill(0);
      for (let j = 0; j < n; j++) if (j !== i) sim[labels[j]] += weights[j] * gram[i * n + j];
      let best = own;
      let bestScore = -Infinity;
      for (let c = 0; c < k; c++) {
        const others = mass[c] - (c === own ? weights[i] : 0);
        if (others <= 0) continue;
        let evidence = 0;
        for (const w of words[i]) {
          const inside = (inTheme[c].get(w) ?? 0) - (c === own ? weights[i] : 0);
          const all = (writers.get(w) ?? 0) - weights[i];
          if (inside > 0 && all > 0) evidence += (inside / others) * (inside / all);
        }
        const score = sim[c] / others + (options.wordWeight * evidence) / Math.sqrt(Math.max(1, words[i].length));
        if (score > bestScore + 1e-12) {
          bestScore = score;
          best = c;
        }
      }
      next[i] = best;
      if (best !== own) {
        live[own]--;
        live[best]++;
      }
    }
    let moved = 0;
    for (let i = 0; i < n; i++) if (next[i] !== labels[i]) moved++;
    if (moved === 0) break;
    if (distances) {
      const after = meanSilhouette(points, distances, next, k);
      if (after < (options.tolerance === undefined ? silhouette : floor)) break;
      silhouette = after;
    }
    labels.set(next);
  }
  return canonicalLabels(labels);
}
