import type { TaggedToken } from '../../core/text/noun-phrases.js';
import { dot } from '../../core/clustering/vectors.js';
import type { PreparedTheme } from './extractions-prepared-theme.js';
import { themeStemMatches } from './extractions-theme-words.js';

/**
 * Extractions version 2026-12-18: a multi-word theme's modifier alone does not carry the theme. Up to 2026-12-17 a word naming any
 * word of a theme mentioned it outright, so "bowling" gave "bowling shoes" to "Monday night bowling is always packed" and "garden"
 * gave "garden furniture" to "The garden centre was heaving". Here, in a theme of two or more words whose last word is no generic head
 * (a generic head, "app" or "times", leaves the theme to its other words as before), a word named by the theme's other words and not
 * by its head mentions the theme only where the sentence names the head too, or where the word qualifies a noun the word vectors read
 * as a kind of the head ("garden benches" for "garden furniture": cosine of "benches" with "furniture" 0.36; "garden centre" 0.22,
 * "bowling league" with "shoes" 0.12).
 */
export const KIND_COSINE = 0.3;
const NOUNS = new Set(['NOUN', 'PROPN']);

/** Drops from `hits` the matches of a theme's modifier alone (see the file's comment). */
export function dropHeadlessModifiers(
  tokens: readonly TaggedToken[], tokenStems: ReadonlyArray<readonly [string, string]>, themes: readonly (PreparedTheme | undefined)[],
  hits: boolean[][], vector: (word: string) => Float64Array | undefined,
): void {
  themes.forEach((theme, j) => {
    if (theme === undefined || theme.words.length < 2 || theme.head !== undefined || theme.broad) return;
    const last = theme.stems.length - 1;
    if (tokenStems.some((s) => themeStemMatches(theme.stems[last], s))) return;
    const head = vector(theme.words[last]);
    tokens.forEach((_, i) => {
      if (!hits[j][i] || !theme.stems.some((s, k) => k < last && themeStemMatches(s, tokenStems[i]))) return;
      const next = tokens[i + 1];
      // The noun as written or its lemma, whichever is nearer ("benches" 0.36, its lemma "bench" 0.20).
      const kinds = next !== undefined && NOUNS.has(next.pos) && head !== undefined ? [next.value.toLowerCase(), next.lemma].map(vector) : [];
      if (!kinds.some((v) => v !== undefined && dot(v, head!) >= KIND_COSINE)) hits[j][i] = false;
    });
  });
}
