import { dot } from '../clustering/vectors.js';

/** Weight of relevance to the question against typicality (mean similarity to the other sentences). */
export const QUESTION_WEIGHT = 0.5;
/** How strongly a sentence like one already chosen is held back (maximal marginal relevance). */
export const REDUNDANCY_WEIGHT = 0.7;

/**
 * Picks up to `count` sentences (indices), most important first: relevant to the question,
 * typical of what the inputs say, and not a near-repeat of a sentence already picked (maximal
 * marginal relevance). Vectors are L2-normalised; ties go to the earlier sentence.
 */
export function pickSentences(sentences: readonly ArrayLike<number>[], question: ArrayLike<number>, count: number): number[] {
  const n = sentences.length;
  const typical = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let sum = 0;
    for (let j = 0; j < n; j++) if (j !== i) sum += dot(sentences[i], sentences[j]);
    typical[i] = n > 1 ? sum / (n - 1) : 0;
  }
  const base = Array.from({ length: n }, (_, i) => QUESTION_WEIGHT * dot(sentences[i], question) + (1 - QUESTION_WEIGHT) * typical[i]);
  const chosen: number[] = [];
  const closest = new Float64Array(n).fill(-Infinity);
  while (chosen.length < Math.min(count, n)) {
    let best = -1;
    let bestScore = -Infinity;
    for (let i = 0; i < n; i++) {
      if (chosen.includes(i)) continue;
      const score = base[i] - (chosen.length > 0 ? REDUNDANCY_WEIGHT * Math.max(0, closest[i]) : 0);
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    }
    chosen.push(best);
    for (let i = 0; i < n; i++) closest[i] = Math.max(closest[i], dot(sentences[i], sentences[best]));
  }
  return chosen;
}
