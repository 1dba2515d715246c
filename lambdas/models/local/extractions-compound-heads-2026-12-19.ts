import type { TaggedToken } from '../../core/text/noun-phrases.js';
import { dot } from '../../core/clustering/vectors.js';
import type { PreparedTheme } from './extractions-prepared-theme.js';
import { themeStemMatches } from './extractions-theme-words.js';

/**
 * Extractions version 2026-12-19: a theme of a modifier and a head naming a kind of thing or person ("bus driver", "dog's coat") is
 * mentioned by its head, or by a word like the head, never by its modifier's thing alone. Up to 2026-12-18 any word of the theme named
 * it outright, so "I take the bus to work most days" was bus driver's and "our nervous terrier" dog's coat's (by its likeness to
 * "dog"). Here, where the sentence does not name the head, a word named by the theme's modifier and not its head, or a word matched by
 * likeness alone that the word vectors put nearer the modifier than the head and at least MODIFIER_COSINE from it, mentions the theme
 * no longer. A word like the head keeps it ("fur" for dog's coat, "drives" for bus driver), as does a related word or a person at work.
 * Left as before: a theme whose head is generic ("mobile app", "waiting time", 2026-11-30: its other words carry it), and a theme whose
 * head is a quality or measure of the modifier's thing ("food quality", "ticket price", "battery life": the thing alone speaks of it),
 * a theme about the whole of something ("restaurant in general") and one whose head stands before a preposition ("updates for parents").
 */
export const MODIFIER_COSINE = 0.4;

/** Heads that are a quality, measure or service of the modifier's thing rather than a kind of thing or person. */
const ATTRIBUTE_HEADS = new Set([
  'quality', 'price', 'prices', 'pricing', 'cost', 'costs', 'charge', 'charges', 'fee', 'fees', 'value', 'service', 'services',
  'speed', 'size', 'sizes', 'design', 'support', 'option', 'options', 'choice', 'choices', 'selection', 'range', 'variety',
  'experience', 'performance', 'reliability', 'availability', 'safety', 'comfort', 'cleanliness', 'layout', 'feature', 'features',
  'life', 'hours', 'taste', 'portion', 'portions', 'temperature', 'process', 'policy', 'level', 'levels', 'noise', 'access',
  'management', 'communication', 'information', 'quantity', 'accuracy', 'condition', 'presentation', 'atmosphere', 'location',
  'content', 'delivery', 'parking', 'booking', 'bookings', 'times', 'time', 'length', 'duration', 'ambience', 'staff', 'team',
]);

const unit = (w: string, vector: (word: string) => Float64Array | undefined) => vector(w.replace(/['’]s$/u, ''));

/** Drops from `hits` the mentions of a thing-headed compound theme by its modifier's thing alone (see the file's comment). */
export function dropModifierThings(
  tokens: readonly TaggedToken[], tokenStems: ReadonlyArray<readonly [string, string]>, themes: readonly (PreparedTheme | undefined)[],
  hits: boolean[][], scores: readonly (number | undefined)[][], relatedScore: number, vector: (word: string) => Float64Array | undefined,
): void {
  themes.forEach((theme, j) => {
    if (theme === undefined || theme.words.length < 2 || theme.head !== undefined || theme.broad || theme.timeHead || theme.whole) return;
    const last = theme.stems.length - 1;
    // A theme whose head comes before a preposition ("updates for parents", "restaurant in general") is not a compound.
    if (theme.peopleHead !== undefined && !theme.words[last].startsWith(theme.peopleHead.slice(0, -1))) return;
    if (ATTRIBUTE_HEADS.has(theme.words[last]) || tokenStems.some((s) => themeStemMatches(theme.stems[last], s))) return;
    const head = unit(theme.words[last], vector);
    const modifiers = theme.words.slice(0, last).map((w) => unit(w, vector)).filter((v): v is Float64Array => v !== undefined);
    tokens.forEach((t, i) => {
      if (!hits[j][i]) return;
      const score = scores[j][i];
      if (theme.stems.some((s, k) => k < last && themeStemMatches(s, tokenStems[i]))) { hits[j][i] = false; return; }
      if (score === undefined || score >= relatedScore || head === undefined) return;
      const v = vector(t.lemma) ?? vector(t.value.toLowerCase());
      if (v === undefined) return;
      const near = Math.max(-1, ...modifiers.map((m) => dot(v, m)));
      if (near >= MODIFIER_COSINE && near > dot(v, head)) hits[j][i] = false;
    });
  });
}
