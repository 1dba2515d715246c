import type { TaggedToken } from '../../core/text/noun-phrases.js';
import { meanVector, normalise } from '../../core/clustering/vectors.js';
import { stemsMatch } from '../../core/text/theme-words.js';

/**
 * Extractions version 2026-11-30: how a theme's own words are read.
 *
 * 1. Units of time ("hours", "minutes", "weeks") are generic heads of a multi-word theme, like
 *    "time" of "waiting time": "I waited four hours" does not name "visiting hours" or "opening
 *    hours", and their related words are looked up by the specific words ("visiting") and the whole
 *    theme, never by such a head ("hours" alone belongs to workload).
 * 2. A hyphenated theme word ("check-in", "wi-fi") stays one word, its vector the mean of its parts'
 *    vectors, named only by itself (with or without hyphens); a part alone mentions no such theme:
 *    "check-in" is not "check" ("the cheque", lemmatised to "check").
 * 3. Words for a time of day ("morning", "midnight") never mention a theme by vector or encoder
 *    alone: they say when, not what ("hot breakfast every morning" is not about visiting hours).
 */

/** Units of time that are generic heads of a multi-word theme (besides the empty nouns "time", "day"). */
export const TIME_UNITS: readonly string[] = ['hour', 'hours', 'minute', 'minutes', 'week', 'weeks', 'month', 'months'];

const TIME_UNIT_SET = new Set(TIME_UNITS);
/** Whether both words are units of time ("minutes" is the same kind of head as "hours"). */
export const bothTimeUnits = (word: string, head: string): boolean => TIME_UNIT_SET.has(word) && TIME_UNIT_SET.has(head);

/** Words for a time of day (lower case or lemma). Durations ("an hour", "two weeks") are not among them. */
const TIME_OF_DAY = new Set(['morning', 'mornings', 'evening', 'evenings', 'night', 'nights', 'midnight', 'afternoon', 'afternoons', 'noon', 'midday', 'tonight', 'overnight']);

export const isTimeOfDay = (lower: string, lemma: string): boolean => TIME_OF_DAY.has(lower) || TIME_OF_DAY.has(lemma);

/** Words of a theme with hyphenated words kept whole ("check-in"). */
export const THEME_WORD_RE = /[\p{L}\p{N}]+(?:[-‐][\p{L}\p{N}]+)*(?:['’][\p{L}]+)?/gu;

/**
 * Whether a theme word's stem names a token (its stems as written and of its lemma): as up to
 * 2026-11-29, except that a hyphenated theme word is named only by itself, with or without its
 * hyphens ("check-in", "check-ins", "checkin"), never by a part ("check", "cheque" lemmatised to "check").
 */
export function themeStemMatches(themeStem: string, tokenStems: readonly [string, string]): boolean {
  if (!/[-‐]/u.test(themeStem)) return stemsMatch(themeStem, tokenStems[0]) || stemsMatch(themeStem, tokenStems[1]);
  const bare = (w: string) => w.replace(/[-‐]/gu, '');
  return tokenStems.some((s) => bare(s) === bare(themeStem));
}

/** The parts of a theme's hyphenated words ("check", "in" of "check-in"): alone, a part mentions no such theme. */
export const hyphenParts = (words: readonly string[]): ReadonlySet<string> => new Set(words.filter((w) => /[-‐]/u.test(w)).flatMap((w) => w.split(/[-‐]/u)));

/** Whether token `i` and the next spell a hyphenated theme word as two words, by form or lemma ("checked in" for "check-in"). */
export function writtenApart(words: readonly string[], tokens: ReadonlyArray<{ value: string; lemma: string }>, i: number): boolean {
  const next = tokens[i + 1];
  if (next === undefined) return false;
  const bare = new Set(words.filter((w) => /[-‐]/u.test(w)).map((w) => w.replace(/[-‐]/gu, '')));
  const first = [tokens[i].value.toLowerCase(), tokens[i].lemma];
  return first.some((a) => bare.has(a + next.value.toLowerCase()) || bare.has(a + next.lemma));
}

/** The vector of a theme word: its own, or for a hyphenated word the mean of its parts' vectors. */
export function themeWordVector(word: string, vector: (w: string) => Float64Array | undefined): Float64Array | undefined {
  if (!/[-‐]/u.test(word)) return vector(word);
  const parts = word.split(/[-‐]/u).map(vector).filter((v): v is Float64Array => v !== undefined);
  return parts.length === 0 ? undefined : normalise(meanVector(parts));
}

/**
 * Whether `first` (a token's form or lemma) and the next token's form spell a theme word written whole in `joined` ("check" and "in"
 * for "check-in", "picked"'s lemma "pick" and "up" for "pickup"): the one test behind a theme word written as two tokens, for where a
 * mention starts and its span (extractions-spans.ts) and for a verb with its particle ({@link verbParticleNames}).
 */
export function spellsThemeWord(first: string, next: { value: string } | undefined, joined: readonly string[]): boolean {
  return next !== undefined && joined.includes(`${first}${next.value}`.toLowerCase().replace(/[-\s]/gu, ''));
}

const PARTICLE_TAGS = new Set(['ADP', 'PART', 'ADV']);

/**
 * Version 2026-12-05: the verbs that name a theme word made of a verb and its particle ("pickup", "login", "checkout", "setup",
 * "drop-off", written whole in `joined`) in any form of the verb: "picked up" for "pickup times", "logging in" for "login", "checked
 * out" for "checkout". Up to 2026-12-04 only the verb as written joined the particle ("log in", "pick up"); "picked up at noon" was
 * found for pickup times by the GloVe nearness of "picked" alone, which the encoder reading of 2026-12-05 (extractions-sense.ts) would drop.
 */
export function verbParticleNames(tokens: readonly TaggedToken[], joined: readonly string[]): number[] {
  const out: number[] = [];
  tokens.forEach((t, i) => {
    const next = tokens[i + 1];
    if (t.pos !== 'VERB' || next === undefined || !PARTICLE_TAGS.has(next.pos)) return;
    if (spellsThemeWord(t.lemma, next, joined)) out.push(i);
  });
  return out;
}
