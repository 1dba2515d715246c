/**
 * Themes 2026-12-04: the rules its short labels add to those of 2026-12-03 (theme-label-support.ts,
 * theme-typical-names.ts).
 *
 * Read label by label, 2026-12-03 still named themes after words most of the theme does not write:
 *
 * - a phrase that runs into the end of a sentence kept its full stop ("Coming in.", from "I love
 *   coming in."). Here a candidate holding sentence punctuation is no label, and no short label
 *   ends in one;
 * - the best phrase named a noun fewer members write than another phrase's noun: "Kitchen
 *   counters" (one member) in a theme where four of seven write of the kitchen, "Dirty floors"
 *   (two) where most write of the changing rooms, "Work phone" where no phrase is shared. Here,
 *   among the candidates whose words are as widely written as the best one's (the same tier of
 *   theme-label-support.ts), the label names the noun the most members write, if enough of them
 *   write it (writersNeeded): of the phrases naming that noun, the one most members write as a
 *   phrase, then the best scored ("Shared kitchen", "Changing rooms").
 */
import { stem } from '../../core/text/theme-words.js';
import type { TaggedWord } from './keyphrases-local.js';
import type { PhraseCandidate } from './theme-phrase-candidates.js';
import { writersNeeded } from './theme-label-support.js';

/** Nouns written often that name no idea of their own: units of time, and the vague nouns of theme-idea-names.ts. */
const VAGUE_HEADS = new Set('time day week month year hour minute way people person problem issue thing one reason part case point fact place number idea lot bit'.split(' '));
/** Sentence punctuation that has no place inside a short label. */
const SENTENCE_MARK = /[.!?;:]/;

/** Does the candidate run over a sentence mark ("coming in.")? */
export function crossesSentence(p: PhraseCandidate): boolean {
  return SENTENCE_MARK.test(p.display);
}

/** A short label without a trailing sentence mark or comma ("Coming in." → "Coming in"). */
export function withoutEndMark(label: string): string {
  return label.replace(/[\s.!?;:,]+$/u, '');
}

/** The noun a candidate names: the noun before "of" ("member of staff"), else its last noun ("kitchen counters" → counter). */
export function headNoun(p: PhraseCandidate): string | undefined {
  const nouns = p.content.filter((w) => p.nouns.includes(w));
  if (nouns.length === 0) return undefined;
  const keyWords = p.key.split(' ');
  const of = keyWords.indexOf('of');
  if (of > 0) {
    const before = nouns.filter((w) => {
      const at = keyWords.indexOf(w);
      return at >= 0 && at < of;
    });
    if (before.length > 0) return before[before.length - 1];
  }
  return nouns[nouns.length - 1];
}

/** The weight of the theme's members writing a word of stem `s` (by lemma or as written); `stems` in typical order. */
function writersOf(s: string, typicalOrder: readonly number[], stems: readonly ReadonlySet<string>[], weights: ArrayLike<number>): number {
  let sum = 0;
  typicalOrder.forEach((t, r) => {
    if (stems[r].has(s)) sum += weights[t];
  });
  return sum;
}

/**
 * The candidate to name the theme by, from candidates ranked best first: the best one, unless
 * another of its tier names (as its head) a noun more members write, and enough of them
 * (writersNeeded). Then, of the candidates whose head is that noun and whose other words are
 * written by enough members or judge nothing (one member's "Poor battery" is an opinion, "Shared
 * kitchen" a description), the one most members write as a phrase (ties: the better ranked).
 * Where the best phrase already holds that noun before its head ("Battery life", "Pay rise",
 * "Kitchen counters"), only a candidate naming that noun alone replaces it ("Shared kitchen").
 */
export function sharedHeadChoice(
  ranked: readonly PhraseCandidate[],
  tier: (p: PhraseCandidate) => number,
  typicalOrder: readonly number[],
  tags: readonly (readonly TaggedWord[])[],
  weights: ArrayLike<number>,
  size: number,
  judging: (word: string) => boolean,
): PhraseCandidate | undefined {
  const best = ranked[0];
  if (!best) return undefined;
  const pool = ranked.filter((p) => tier(p) === tier(best));
  // Each member's stems (by lemma and as written), read once per theme.
  const stems = typicalOrder.map((t) => new Set(tags[t].flatMap((x) => (x.word ? [stem(x.lemma), stem(x.normal)] : []))));
  const cache = new Map<string, number>();
  const writers = (w: string) => cache.get(w) ?? cache.set(w, writersOf(stem(w), typicalOrder, stems, weights)).get(w)!;
  const headWriters = (p: PhraseCandidate) => {
    const head = headNoun(p);
    return head === undefined ? 0 : writers(head);
  };
  const needed = writersNeeded(size);
  let top = 0;
  // A unit of time or a vague noun ("week", "people") is written often and names no idea: never the noun to move to.
  for (const p of pool) if (!VAGUE_HEADS.has(headNoun(p) ?? '')) top = Math.max(top, headWriters(p));
  if (headWriters(best) >= top || top < needed) return best;
  const held = best.nouns.filter((w) => writers(w) >= top);
  // A phrase of words too few write is replaced only where it names a detail of the noun most write ("Kitchen counters").
  if (tier(best) > 0 && (held.length === 0 || headWriters(best) >= needed)) return best;
  const fits = (p: PhraseCandidate) =>
    headWriters(p) === top &&
    !VAGUE_HEADS.has(headNoun(p) ?? '') &&
    p.content.every((w) => p.nouns.includes(w) || writers(w) >= needed || !judging(w)) &&
    (held.length === 0 || p.nouns.every((w) => held.some((h) => stem(h) === stem(w))));
  let chosen: PhraseCandidate | undefined;
  for (const p of pool) if (fits(p) && (!chosen || p.writers.length > chosen.writers.length)) chosen = p;
  return chosen ?? best;
}
