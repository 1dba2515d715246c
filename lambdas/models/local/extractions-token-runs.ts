import type { TaggedToken } from '../../core/text/noun-phrases.js';

/**
 * Helpers over tagged tokens shared by the span mends of extractions versions 2026-12-09 and 2026-12-10
 * (extractions-mends-2026-12-09.ts, extractions-mends-2026-12-10.ts): where a range's tokens begin, where a clause ends,
 * whether tokens hold a predicate, how many words a stretch of text has.
 */

/** Longest span, in words, a span may run on to when it stopped inside a relative clause or after a verb of saying. */
export const MAX_RUN_ON = 18;
/** Tags of a predicate: a verb, or an adjective said of a thing. */
export const PREDICATE_TAGS: ReadonlySet<string> = new Set(['VERB', 'AUX', 'ADJ']);

/** The words (runs of letters and digits) of `text` from `from` to `to`. */
export const wordCount = (text: string, from: number, to: number) => (to <= from ? 0 : (text.slice(from, to).match(/[\p{L}\p{N}]+/gu) ?? []).length);

/** The first token that starts at or after `offset`, found by halving (tokens are in text order), so long texts stay linear. */
export function firstTokenAt(tokens: readonly TaggedToken[], offset: number): number {
  let lo = 0;
  let hi = tokens.length;
  while (lo < hi) { const mid = (lo + hi) >> 1; if (tokens[mid].start < offset) lo = mid + 1; else hi = mid; }
  return lo;
}

/** Whether token `k` ends a sentence or a clause of its own (". ! ? ; :"), or lies past the last token. */
export const sentenceEnd = (tokens: readonly TaggedToken[], k: number) => tokens[k] === undefined || (tokens[k].pos === 'PUNCT' && /[.!?;:]/.test(tokens[k].value));

/** The last token of the clause run on from `from`: up to a sentence end, a comma or a conjunction, at most 2 × MAX_RUN_ON tokens on. */
export function clauseEnd(tokens: readonly TaggedToken[], from: number): number {
  let k = from;
  while (k + 1 < tokens.length && k - from < 2 * MAX_RUN_ON && !sentenceEnd(tokens, k + 1) && tokens[k + 1].value !== ',' && tokens[k + 1].pos !== 'CCONJ') k++;
  return k;
}

/** Whether the tokens `ks` hold a verb, or an adjective said of a thing (not one before its noun: "fried oysters"). */
export const hasPredicate = (tokens: readonly TaggedToken[], ks: readonly number[]) => ks.some((k) => PREDICATE_TAGS.has(tokens[k].pos) && (tokens[k].pos !== 'ADJ' || !['NOUN', 'PROPN', 'ADJ'].includes(tokens[k + 1]?.pos ?? '')));
