/**
 * The public themes response names each theme and gives two verbatim representatives, but not
 * its members. To score it as a clustering, each input is assigned to a theme the way a reader
 * would: to the theme it is a representative of, otherwise to the theme whose representatives it
 * is most similar to (cosine to the mean of their unit-length embeddings).
 */

export interface ThemeShape {
  representatives: readonly string[];
}

function normalised(vector: Float64Array): Float64Array {
  const norm = Math.sqrt(vector.reduce((s, v) => s + v * v, 0));
  return norm === 0 ? vector : vector.map((v) => v / norm);
}

function dot(a: Float32Array, b: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i] * b[i];
  return sum;
}

/**
 * Theme index of each text. `embedding(text)` returns the unit vector of a text (every text and
 * every representative must have one). Ties go to the earlier (larger) theme.
 */
export function assignToThemes(texts: readonly string[], themes: readonly ThemeShape[], embedding: (text: string) => Float32Array): number[] {
  if (themes.length === 0) return texts.map(() => -1);
  const representativeOf = new Map<string, number>();
  themes.forEach((t, c) => t.representatives.forEach((r) => representativeOf.has(r) || representativeOf.set(r, c)));
  const prototypes = themes.map((t) => {
    const sum = new Float64Array(embedding(t.representatives[0]).length);
    for (const r of t.representatives) embedding(r).forEach((v, d) => (sum[d] += v));
    return normalised(sum);
  });
  return texts.map((text) => {
    const own = representativeOf.get(text);
    if (own !== undefined) return own;
    const vector = embedding(text);
    let best = 0;
    let bestScore = -Infinity;
    prototypes.forEach((p, c) => {
      const score = dot(vector, p);
      if (score > bestScore) [best, bestScore] = [c, score];
    });
    return best;
  });
}

export interface LabelChecks {
  themes: number;
  /** Short labels of 2 to 4 words. */
  shortLabelsOfTwoToFourWords: number;
  /** Responses whose short labels are unique, case-insensitively. */
  responsesWithUniqueLabels: number;
  responses: number;
  /** Themes with exactly two representatives, each verbatim one of the inputs. */
  verbatimRepresentativePairs: number;
}

/** Adds one response's checks to a running tally. */
export function checkLabels(tally: LabelChecks, inputs: readonly string[], themes: readonly (ThemeShape & { shortLabel: string })[]): LabelChecks {
  const inputSet = new Set(inputs);
  const words = (label: string) => label.trim().split(/\s+/).filter(Boolean).length;
  const lower = themes.map((t) => t.shortLabel.trim().toLowerCase());
  return {
    themes: tally.themes + themes.length,
    shortLabelsOfTwoToFourWords: tally.shortLabelsOfTwoToFourWords + themes.filter((t) => words(t.shortLabel) >= 2 && words(t.shortLabel) <= 4).length,
    responsesWithUniqueLabels: tally.responsesWithUniqueLabels + (new Set(lower).size === lower.length ? 1 : 0),
    responses: tally.responses + 1,
    verbatimRepresentativePairs:
      tally.verbatimRepresentativePairs + themes.filter((t) => t.representatives.length === 2 && t.representatives.every((r) => inputSet.has(r))).length,
  };
}

export const NO_CHECKS: LabelChecks = { themes: 0, shortLabelsOfTwoToFourWords: 0, responsesWithUniqueLabels: 0, responses: 0, verbatimRepresentativePairs: 0 };
