import type { TaggedToken } from '../../core/text/noun-phrases.js';
import { dot } from '../../core/clustering/vectors.js';
import type { PreparedTheme } from './extractions-prepared-theme.js';
import { themeStemMatches } from './extractions-theme-words.js';

/**
 * Extractions version 2026-12-19: a compound theme whose head names a person ("bus driver", "piano teacher") or whose
 * modifier is an owner ("dog's coat") is mentioned by its head, or by a word like the head, never by its modifier's thing alone. Up to
 * 2026-12-18 any word of the theme named it outright, so "I take the bus to work most days" was bus driver's and "our nervous
 * terrier" dog's coat's (by its likeness to "dog"). Here, where the sentence does not name the head, a word named by the theme's
 * modifier and not its head, or a noun matched by likeness alone that the word vectors put nearer the modifier than the head (at
 * least MODIFIER_COSINE from it: "terrier" 0.54 from "dog", 0.33 from "coat"), mentions the theme no longer. Kept: a word like the
 * head ("fur" for dog's coat, "drives" for bus driver), a related word or a person at work (scored above any likeness), and the
 * modifier before a person ("the bin men" for bin crews). A head read as a person must not name a doing ("booking appointments").
 * Every other compound theme is left as before: its head can be a thing of the modifier ("shower block" by "The showers ran
 * cold"), a doing ("boiler repair" by "the boiler broke down again"), a measure ("monthly bill") or generic (2026-11-30), and the
 * modifier alone then often speaks of it.
 */
export const MODIFIER_COSINE = 0.4;

/** What the rule reads besides the theme words: the related score, whether a theme's head names a person, whether a word does. */
export type CompoundReading = { related: number; personHead: (j: number) => boolean; person: (t: TaggedToken) => boolean };

const NOUNS = new Set(['NOUN', 'PROPN']);
const POSSESSIVE_RE = /['’]s$/u;
/** A head of a doing or a state is no person, whatever the people reading says ("booking appointments" reads as people at 0.16). */
const ABSTRACT_HEAD_RE = /(?:ments?|ings?|tions?|sions?|ances?|ences?|ness|ity|ities|^hire|^repairs?|^rentals?|^services?|^care|^help)$/u;
const bare = (w: string) => w.replace(POSSESSIVE_RE, '');

/** Drops from `hits` the mentions of a person-headed or possessive compound theme by its modifier's thing alone (see above). */
export function dropModifierThings(
  tokens: readonly TaggedToken[], tokenStems: ReadonlyArray<readonly [string, string]>, themes: readonly (PreparedTheme | undefined)[],
  hits: boolean[][], scores: readonly (number | undefined)[][], reading: CompoundReading, vector: (word: string) => Float64Array | undefined,
): void {
  themes.forEach((theme, j) => {
    if (theme === undefined || theme.words.length < 2 || theme.head !== undefined || theme.broad || theme.timeHead || theme.whole) return;
    const last = theme.stems.length - 1;
    // Only a modifier and its head: a theme whose head stands before a preposition ("updates for parents") is no compound.
    if (theme.peopleHead !== undefined && !theme.words[last].startsWith(theme.peopleHead.slice(0, -1))) return;
    const possessive = last === 1 && POSSESSIVE_RE.test(theme.words[0]);
    if (!possessive && (!reading.personHead(j) || ABSTRACT_HEAD_RE.test(theme.words[last]))) return;
    if (tokenStems.some((s) => themeStemMatches(theme.stems[last], s))) return;
    const head = vector(theme.words[last]);
    const modifiers = theme.words.slice(0, last).map((w) => vector(bare(w))).filter((v): v is Float64Array => v !== undefined);
    tokens.forEach((t, i) => {
      if (!hits[j][i]) return;
      const score = scores[j][i];
      if (theme.stems.some((s, k) => k < last && themeStemMatches(s, tokenStems[i]))) {
        const next = tokens[i + 1];
        if (next === undefined || !reading.person(next)) hits[j][i] = false;
        return;
      }
      // Only a thing is the modifier's thing: an adjective near the modifier ("anxious" for nervous dogs) keeps its likeness.
      if (score === undefined || score >= reading.related || head === undefined || !NOUNS.has(t.pos)) return;
      const v = vector(t.lemma) ?? vector(t.value.toLowerCase());
      if (v === undefined) return;
      const near = Math.max(-1, ...modifiers.map((m) => dot(v, m)));
      if (near >= MODIFIER_COSINE && near > dot(v, head)) hits[j][i] = false;
    });
  });
}
