import type { TaggedToken } from '../../core/text/noun-phrases.js';

/**
 * Extractions version 2026-12-05: a verb or adjective near a theme word by its GloVe vector alone is a mention only when the sentence
 * encoder does not find the word unrelated to the theme as written. GloVe puts words near each other that share contexts in any sense:
 * "quick", "stood" and "summer" are near "opening" (of "opening hours") as a verb, "came", "little" and "big" near "pickup", "asked" near
 * "phone support", "covered" near "claim", "kept" near "price". The encoder reads the theme as a whole and the word in its usual sense,
 * and finds these unrelated (below 0), while it finds "delivered" (0.20 to "delivery"), "served" (0.07 to "service"), "cheap" (0.21 to
 * "price"), "booked" (0.39 to "booking") and "open" (0.18 to "opening hours") related. Up to 2026-12-04 only nouns were checked this way
 * (`gloveMinRelevance`, version 2026-12-02); verbs and adjectives had no encoder reading at all.
 *
 * Only the verbs and adjectives that clear the GloVe bar for some requested theme are read by the encoder (a few per text), so the
 * encoder's work grows little.
 */

const SENSE_TAGS = new Set(['VERB', 'ADJ']);

/** The lemmas of verbs and adjectives that `nearTheme` admits by vector for some theme: the words whose sense the encoder reads. */
export function senseWords(tagged: readonly (readonly TaggedToken[])[], nearTheme: (token: TaggedToken) => boolean): string[] {
  const out = new Set<string>();
  for (const tokens of tagged) for (const t of tokens) if (SENSE_TAGS.has(t.pos) && !t.stop && /\p{L}/u.test(t.value) && !out.has(t.lemma) && nearTheme(t)) out.add(t.lemma);
  return [...out];
}

/** Whether a verb or adjective admitted by its vector alone keeps its match: the encoder's relevance of its lemma to the theme is not below `bar`. */
export function senseAgrees(token: TaggedToken, relevance: number | undefined, bar: number | undefined): boolean {
  return bar === undefined || !SENSE_TAGS.has(token.pos) || relevance === undefined || relevance >= bar;
}
