import type { TaggedToken } from '../../core/text/noun-phrases.js';

/**
 * Extractions version 2026-11-27: a span goes to the theme(s) it is about. When spans of several
 * themes overlap, each theme's strength in a span is the best score of its own mentions inside it
 * (a name match is infinitely strong); a theme keeps the span only if its strength is within
 * `margin` of the strongest other theme with an overlapping span, counting only the other
 * themes' matches by related word, vector or encoder: a theme named in the span takes it from nobody. "There is a £2 fee on every
 * transfer" with the themes price and service: "fee" is a price word (related-word score), while
 * "transfer" is only near service by vector, so the span stays with price alone. "The waiter was
 * rude about the price" stays with service and price.
 */
export function keepSpansWithOwners(
  text: string,
  tokens: readonly TaggedToken[],
  spans: readonly string[][],
  scores: readonly (number | undefined)[][],
  hits: readonly boolean[][],
  margin: number,
  /** Version 2026-11-28: the spans' own ranges. Without them (2026-11-27) a span is looked up by its text, so a sentence written twice in one input finds its first copy. */
  known?: ReadonlyArray<ReadonlyArray<{ start: number; end: number }>>,
  /**
   * Version 2026-11-29: which tokens are nouns. A theme with a noun mention in a span is then
   * contested only by the other themes' noun mentions: "The pizza is overpriced" stays with food
   * (the pizza is what the span is about) as well as price ("overpriced" is what is said of it).
   */
  nouns?: readonly boolean[],
): string[][] {
  const ranges = known ?? spans.map((list) => list.map((s) => {
    const start = text.indexOf(s);
    return { start, end: start + s.length };
  }));
  /** Best score of theme j's mentions inside r (-Infinity when none); `finite`: name matches left out. */
  const strength = (j: number, r: { start: number; end: number }, finite = false, nounsOnly = false) => {
    let best = -Infinity;
    tokens.forEach((t, i) => {
      const s = scores[j][i] ?? -Infinity;
      if (hits[j][i] && t.start >= r.start && t.end <= r.end && !(finite && s === Infinity) && !(nounsOnly && nouns?.[i] !== true)) best = Math.max(best, s);
    });
    return best;
  };
  return spans.map((list, j) => list.filter((_, k) => {
    const r = ranges[j][k];
    if (r.start < 0) return true;
    const own = strength(j, r);
    // A span placed without a scored word inside (a theme written as two tokens) keeps its theme.
    if (own === Infinity || own === -Infinity) return true;
    let rival = -Infinity;
    const aboutNoun = nouns !== undefined && strength(j, r, false, true) > -Infinity;
    ranges.forEach((others, m) => {
      if (m === j) return;
      // A theme named in the span does not push the others out ("the waiter was rude about the price" is about both).
      if (others.some((o) => o.start < r.end && r.start < o.end)) rival = Math.max(rival, strength(m, r, true, aboutNoun));
    });
    return own >= rival - margin;
  }));
}
