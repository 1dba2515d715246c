/**
 * The extraction baseline: exact, case-insensitive whole-word matches of the theme's own words
 * ("food" finds "food", not "pasta"), each match returned verbatim.
 */
import { wordTokens } from '../metrics/spans.js';

/** Words of a theme name that carry no topic of their own. */
const FUNCTION_WORDS = new Set(['a', 'an', 'and', 'in', 'of', 'on', 'or', 'the', 'general']);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every whole-word occurrence in `text` of the theme's content words, in order. */
export function keywordMatches(text: string, theme: string): string[] {
  const words = wordTokens(theme).filter((w) => !FUNCTION_WORDS.has(w));
  if (words.length === 0) return [];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  return [...text.matchAll(pattern)].map((m) => m[0]);
}
