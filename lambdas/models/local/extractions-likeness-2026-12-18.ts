import type { TaggedToken } from '../../core/text/noun-phrases.js';
import { dot } from '../../core/clustering/vectors.js';
import type { PreparedTheme } from './extractions-prepared-theme.js';
import { themeStemMatches } from './extractions-theme-words.js';
import { PERSON_SCORE } from './extractions-people.js';

/**
 * Extractions version 2026-12-18: a multi-word theme's modifier, itself qualifying another noun, does not carry the theme. Up to
 * 2026-12-17 a word naming any word of a theme mentioned it outright, so "bowling" gave "bowling shoes" to "Our bowling league meets
 * every Thursday" and "garden" gave "garden furniture" to "The garden centre was heaving". Here, in a theme of two or more words whose
 * last word is no generic head (a generic head, "app" or "times", leaves the theme to its other words as before), a word named by the
 * theme's other words and not by its head, written before a noun, mentions the theme only where the sentence names the head too or
 * where that noun is one the word vectors read as a kind of the head ("garden benches" for "garden furniture": cosine of "benches" with
 * "furniture" 0.36; "garden centre" 0.22, "bowling league" with "shoes" 0.12). The modifier heading its own phrase still carries the
 * theme: "Parking is free after 7pm" is parking charges', "The showers ran cold" shower block's (and "Monday night bowling is always
 * packed" still bowling shoes': what the theme's head is to its modifier is not read).
 */
export const KIND_COSINE = 0.3;
const NOUNS = new Set(['NOUN', 'PROPN']);

/** Drops from `hits` the matches of a theme's modifier qualifying a noun of another kind (see the file's comment). */
function dropHeadlessModifiers(
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
      // A plural before a noun is more often a subject before a verb read as a noun ("Half the balloons burst") than a modifier.
      if (next === undefined || !NOUNS.has(next.pos) || head === undefined || tokens[i].value.toLowerCase() !== tokens[i].lemma) return;
      // The noun as written or its lemma, whichever is nearer ("benches" 0.36, its lemma "bench" 0.20).
      if (![next.value.toLowerCase(), next.lemma].map(vector).some((v) => v !== undefined && dot(v, head) >= KIND_COSINE)) hits[j][i] = false;
    });
  });
}

/**
 * Extractions version 2026-12-18: a proper noun after a preposition ("in Manhattan", "from Seattle", "at Cafe Spice"), not written in
 * capitals, is a name, and a name mentions a theme by its own words or by the readings of names (people at work), never by likeness
 * alone: "Manhattan" or "Seattle" is near "location" in the word vectors, but "the best pizza in Manhattan" says nothing of where the
 * restaurant is. Elsewhere the tagger tags capitalised dishes and words as names too ("Great Hot Dogs", "I had the Lamb special"), so
 * they are left. A name read as someone at work scores at least PERSON_SCORE (extractions-people.ts), a related word or a theme's own
 * word more, and keeps its theme; a likeness scores less (a GloVe cosine with the encoder's relevance).
 */
function dropNameLikeness(tokens: readonly TaggedToken[], hits: boolean[][], scores: readonly (number | undefined)[][]): void {
  tokens.forEach((t, i) => {
    // The proper nouns of one name ("Cafe St. Bart's") stand together after the preposition.
    let k = i - 1;
    while (k >= 0 && tokens[k].pos === 'PROPN') k--;
    if (t.pos !== 'PROPN' || k < 0 || tokens[k].pos !== 'ADP' || t.value === t.value.toUpperCase()) return;
    scores.forEach((row, j) => { if (hits[j][i] && (row[i] ?? 0) < PERSON_SCORE) hits[j][i] = false; });
  });
}

/** Version 2026-12-18's narrowing of likeness: a theme's modifier qualifying another noun, and a name, mention no theme by it alone. */
export function narrowLikeness(
  tokens: readonly TaggedToken[], tokenStems: ReadonlyArray<readonly [string, string]>, themes: readonly (PreparedTheme | undefined)[],
  hits: boolean[][], scores: readonly (number | undefined)[][], vector: (word: string) => Float64Array | undefined,
): void {
  dropHeadlessModifiers(tokens, tokenStems, themes, hits, vector);
  dropNameLikeness(tokens, hits, scores);
}
