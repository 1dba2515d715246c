import type { TaggedToken } from '../../core/text/noun-phrases.js';

/**
 * Extractions version 2026-11-29: a verb's match yields to its subject. What a clause is about is
 * its subject, not the verb that links it to what is said: in "The vegetables arrived wilted" the
 * vegetables are wilted (food), "arrived" only carries the state; in "The driver left the box in
 * the rain" the driver (delivery) decides, not "left", which GloVe places near "support". So a verb
 * that matches a theme by vector or encoder loses that match when its subject — the nearest noun
 * before it in its opinion unit, with no other verb between — matches other requested themes and
 * not this one. A verb matched by a related word ("arrived" for delivery) is stronger evidence: it
 * yields only when it links the subject to a state, that is when an adjective follows it ("arrived
 * wilted"), and keeps its theme when it says how the event went ("arrived forty minutes late").
 * A verb with no noun subject ("It arrived late", "Arrived on time") keeps every match.
 */

const NOUN_TAGS = new Set(['NOUN', 'PROPN']);
/** Tags that end a subject before the verb. */
const CLAUSE_BREAKS = new Set(['VERB', 'PUNCT', 'CCONJ', 'SCONJ']);
/** Tags skipped between a verb and its complement ("arrived very cold"). */
const SKIPPED = new Set(['ADV', 'PART']);

/**
 * The index of the verb's subject noun in its unit, or -1: the last noun of the first noun phrase
 * between the verb and the unit's start or the nearest verb, conjunction or punctuation before it;
 * nouns after a preposition belong to a modifier ("The queue at the pharmacy moved": the queue).
 */
export function subjectOf(tokens: readonly TaggedToken[], unit: { start: number; end: number }, verb: number): number {
  let head = -1;
  let modifier = false;
  for (let k = 0; k < verb; k++) {
    const t = tokens[k];
    if (t.start < unit.start) continue;
    if (CLAUSE_BREAKS.has(t.pos)) {
      head = -1;
      modifier = false;
    } else if (t.pos === 'ADP') modifier = head >= 0;
    else if (NOUN_TAGS.has(t.pos) && !modifier) head = k;
  }
  return head;
}

/** Whether an adjective follows the verb in its unit (adverbs skipped): the verb links its subject to a state. */
export function linksToState(tokens: readonly TaggedToken[], unit: { start: number; end: number }, verb: number): boolean {
  for (let k = verb + 1; k < tokens.length && tokens[k].end <= unit.end; k++) {
    if (SKIPPED.has(tokens[k].pos)) continue;
    return tokens[k].pos === 'ADJ';
  }
  return false;
}

/**
 * Version 2026-12-18: the subject of a verb that follows another verb ("kept eating", "started charging") is that verb's, and every noun
 * of a compound subject speaks for it ("The card machine kept eating my card": "card" names payment, so "eating" is no food's).
 * Version 2026-12-19 reads it for the verb before a noun of the predicate too (extractions-predicate-nouns-2026-12-19.ts).
 */
export function verbSubject(tokens: readonly TaggedToken[], unit: { start: number; end: number }, verb: number): number[] {
  let k = verb - 1;
  while (k >= 0 && SKIPPED.has(tokens[k].pos)) k--;
  const subject = subjectOf(tokens, unit, k >= 0 && tokens[k].pos === 'VERB' && tokens[k].start >= unit.start ? k : verb);
  const nouns: number[] = [];
  for (let n = subject; n >= 0 && tokens[n].start >= unit.start && NOUN_TAGS.has(tokens[n].pos); n--) nouns.push(n);
  return nouns;
}

/**
 * `hits` (per theme, per token) with the verbs' matches dropped where their subject decides.
 * `named(j, i)`: token i names theme j outright (never dropped); `related(j, i)`: it matched by a related word; `chains` (version
 * 2026-12-18): a verb after a verb takes that verb's subject, and a compound subject speaks with all its nouns ({@link verbSubject}).
 */
export function verbsYieldToSubjects(
  tokens: readonly TaggedToken[],
  units: ReadonlyArray<{ start: number; end: number }>,
  hits: readonly boolean[][],
  named: (j: number, i: number) => boolean,
  related: (j: number, i: number) => boolean,
  chains = false,
): boolean[][] {
  const out = hits.map((row) => [...row]);
  tokens.forEach((token, i) => {
    if (token.pos !== 'VERB' || !hits.some((row) => row[i])) return;
    const unit = units.find((u) => token.start >= u.start && token.end <= u.end);
    if (unit === undefined) return;
    const subject = chains ? verbSubject(tokens, unit, i) : [subjectOf(tokens, unit, i)].filter((k) => k >= 0);
    if (subject.length === 0) return;
    const subjectThemes = hits.flatMap((row, j) => (subject.some((k) => row[k]) ? [j] : []));
    if (subjectThemes.length === 0) return;
    hits.forEach((row, j) => {
      if (!row[i] || named(j, i) || subjectThemes.includes(j)) return;
      if (related(j, i) && !linksToState(tokens, unit, i)) return;
      out[j][i] = false;
    });
  });
  return out;
}

/**
 * Per token, whether it is a noun of its unit's subject: a noun before the unit's first verb
 * ("The pizza" in "The pizza is overpriced and soggy"; nothing in "It costs as much as last year's model").
 */
export function subjectNouns(tokens: readonly TaggedToken[], units: ReadonlyArray<{ start: number; end: number }>): boolean[] {
  const out = tokens.map(() => false);
  for (const u of units) {
    for (let k = 0; k < tokens.length; k++) {
      const t = tokens[k];
      if (t.start < u.start || t.end > u.end) continue;
      if (t.pos === 'VERB' || t.pos === 'AUX') break;
      out[k] = NOUN_TAGS.has(t.pos);
    }
  }
  return out;
}
