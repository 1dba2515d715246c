/** The similarity baseline: Jaccard overlap of the two sentences' lower-cased word sets. */
import { wordTokens } from '../metrics/spans.js';

export function jaccardSimilarity(a: string, b: string): number {
  const left = new Set(wordTokens(a));
  const right = new Set(wordTokens(b));
  if (left.size === 0 && right.size === 0) return 0;
  let common = 0;
  for (const token of left) if (right.has(token)) common++;
  return common / (left.size + right.size - common);
}
