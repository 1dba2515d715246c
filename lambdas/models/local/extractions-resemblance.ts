import { dot } from '../../core/clustering/vectors.js';
import type { TaggedToken } from '../../core/text/noun-phrases.js';

/**
 * Extractions version 2026-12-01: which words may mention a theme without naming it.
 *
 * 1. Only nouns mention a theme by resemblance (a GloVe neighbour of its words or the sentence
 *    encoder's relevance). A verb or an adjective names what happens or what it is like, not what
 *    the text is about: up to 2026-11-30 "sat" was near "waiting", "broke" near "opening" and
 *    "quick" near both, so "The cat sat on the mat" and "the discharge was quick" were about
 *    waiting time. Verbs and adjectives still mention a theme by name ("waited" for "waiting
 *    time") and as related words of the theme ("expensive" for price, theme-related-words.ts).
 *    With 2026-11-30 on restaurants16, of 389 verbs that matched a theme by resemblance alone, 5
 *    were inside a gold span of that theme and 259 in sentences not about it (adjectives: 18 and
 *    152 of 259); nouns were the other way round (815 and 827 of 2,444).
 * 2. A theme word in -ing names an activity ("training", "parking", "booking", "waiting"); a noun
 *    that only shares its root is another thing ("the train", "a park", "my book", "the waiter"),
 *    neither a name of the theme nor a resemblance of it, unless its GloVe vector is as near the
 *    theme word as an inflection's is ({@link SAME_ROOT_COSINE}: "teacher" for "teaching" at 0.75).
 *    Verbs and -ing forms keep their name match ("trained", "booked", "parked", "waited").
 */

/** Tags whose words may mention a theme by resemblance from version 2026-12-01. */
export const RESEMBLANCE_TAGS_2026_12_01: ReadonlySet<string> = new Set(['NOUN', 'PROPN']);

/** GloVe cosine at which a noun of an -ing theme word's root still mentions it (rule 2). */
export const SAME_ROOT_COSINE = 0.6;

const NOUN_TAGS = new Set(['NOUN', 'PROPN']);
const ACTIVITY_RE = /^[\p{L}]{3,}ing$/u;

/**
 * The -ing theme word that `token` only shares a root with (rule 2), if any: the token matches the
 * word's stem (`matches(k)` for theme word k), is a noun, and neither it nor its lemma is an -ing form.
 */
export function otherThingOfRoot(token: TaggedToken, themeWords: readonly string[], matches: (k: number) => boolean): string | undefined {
  if (!NOUN_TAGS.has(token.pos)) return undefined;
  const lower = token.value.toLowerCase();
  if (lower.endsWith('ing') || token.lemma.endsWith('ing')) return undefined;
  return themeWords.find((w, k) => ACTIVITY_RE.test(w) && w !== lower && w !== token.lemma && matches(k));
}

/** GloVe cosine of the token (its lemma, else as written) with the theme word; -1 without vectors. */
export function sameRootCosine(token: TaggedToken, word: string, vector: (w: string) => Float64Array | undefined): number {
  const a = vector(token.lemma) ?? vector(token.value.toLowerCase());
  const b = vector(word);
  return a === undefined || b === undefined ? -1 : dot(a, b);
}

