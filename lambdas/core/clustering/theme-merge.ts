/**
 * Themes 2026-12-15: themes nearly as alike across as within become one. For two themes a and b,
 * alikeness = mean similarity of an answer of a to an answer of b, over the geometric mean of each
 * theme's own mean similarity of two of its answers (copies of one text count as identical answers).
 * The most alike pair merges first, while the count stays above `lowest` and the pair's alikeness is
 * at least `ratio`; a theme whose answers are less alike than answers taken at random (a mean of 0 or
 * below on the centred similarity) is never merged. Ties go to the lower theme numbers, so the result
 * is deterministic. O(n² · merges).
 */
import { canonicalLabels, type WeightedPoints } from './weighted-points.js';

/** Merges alike themes of `initial` on `points` (see the file comment); returns canonical labels. */
export function mergeAlikeThemes(points: WeightedPoints, initial: ArrayLike<number>, lowest: number, ratio: number): Int32Array {
  const { n, gram, weights } = points;
  let labels = canonicalLabels(initial);
  for (;;) {
    const k = Math.max(...labels) + 1;
    if (k <= lowest) return labels;
    const sum = new Float64Array(k * k), mass = new Float64Array(k * k);
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        // Two copies of one text are two identical answers; a text is not paired with itself.
        const w = i === j ? weights[i] * (weights[i] - 1) : weights[i] * weights[j];
        if (w <= 0) continue;
        const cell = labels[i] * k + labels[j];
        sum[cell] += w * gram[i * n + j];
        mass[cell] += w;
      }
    }
    const mean = (a: number, b: number) => (mass[a * k + b] > 0 ? sum[a * k + b] / mass[a * k + b] : 0);
    let best = -Infinity, first = -1, second = -1;
    for (let a = 0; a < k; a++) {
      const ownA = mean(a, a);
      if (ownA <= 0) continue;
      for (let b = a + 1; b < k; b++) {
        const ownB = mean(b, b);
        if (ownB <= 0) continue;
        const alike = mean(a, b) / Math.sqrt(ownA * ownB);
        if (alike > best) (best = alike), (first = a), (second = b);
      }
    }
    if (first < 0 || best < ratio) return labels;
    labels = canonicalLabels(labels.map((l) => (l === second ? first : l)));
  }
}
