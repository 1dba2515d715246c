import type { TaggedToken } from '../../core/text/noun-phrases.js';
import { companion, POSSESSIVES } from './extractions-arrival-guards.js';

/**
 * Extractions version 2026-12-12, mended a third time before release: where a clause of "pay" whose payer is a noun stays feedback
 * (`othersPayment` of extractions-mends-2026-12-12.ts drops the others). Each test reads the clause once, so a long text stays linear.
 *
 * - The paid are no payers: a "be" or "get" between the noun and the verb is the passive ("The drivers are paid peanuts", "My deposit
 *   was paid back two months late").
 * - The writer is among the payers ("Me and my wife paid £90", "Tom and I paid £50").
 * - The thing paid names a theme outright, a word of its own and not a likeness ("The shop paid my refund three weeks late", "Aviva paid
 *   the claim in two days", "The airline paid compensation"): the business paying is the feedback; not where kin pay or the payment is
 *   "as" something ("My parents paid the deposit", "Our hotel paid the fare as part of the package", "… as a gift").
 * - A payer not of the writer's circle pays the writer back or out ("Amazon paid me back within a day", "The insurer paid out quickly"):
 *   the business settling; the writer's circle is a payer under a possessive ("my sister", "our church", "my employer") or a word for kin
 *   or a companion ("Grandma paid me back").
 * - An amount "for" a thing is a price remark, whoever paid ("My dad paid £45 for a haircut").
 * - A relative clause after the thing paid for says what was wrong with it ("a sofa that broke within a week", "the benches, which are
 *   already broken").
 */
export function paymentStands(tokens: readonly TaggedToken[], verb: number, payer: number, start: number, end: number, scores: readonly (number | undefined)[][], own: readonly boolean[]): boolean {
  for (let k = payer + 1; k < verb; k++) if (['be', 'get'].includes(tokens[k].lemma) && ['AUX', 'VERB'].includes(tokens[k].pos)) return true;
  if (writerAmong(tokens, start, payer)) return true;
  const phrase = tokens.slice(start, payer + 1);
  let gift = companion(tokens[payer]);
  for (let k = verb + 1; k <= end && !gift; k++) gift = tokens[k].value.toLowerCase() === 'as';
  for (let k = verb + 1; !gift && k <= end && tokens[k].pos !== 'ADP'; k++) if (scores.some((row, j) => own[j] && row[k] === Infinity)) return true;
  const circle = phrase.some((t) => POSSESSIVES.has(t.value.toLowerCase())) || companion(tokens[payer]);
  const next = [tokens[verb + 1], tokens[verb + 2]].map((t) => t?.value.toLowerCase());
  if (!circle && (['back', 'out'].includes(next[0] ?? '') || (['me', 'us'].includes(next[0] ?? '') && ['back', 'out'].includes(next[1] ?? '')))) return true;
  for (let k = verb + 2; k <= end; k++) if (tokens[k].value.toLowerCase() === 'for' && tokens[k - 1].pos === 'NUM') return true;
  for (let k = verb + 1; k <= Math.min(end + 2, tokens.length - 2); k++) {
    if (!['that', 'which', 'who'].includes(tokens[k].value.toLowerCase())) continue;
    let v = k + 1;
    while (v < tokens.length - 1 && tokens[v].pos === 'ADV') v++;
    if (['AUX', 'VERB'].includes(tokens[v].pos)) return true;
  }
  return false;
}

/** Whether "me", "I" or "we" is joined by "and" to the payer's phrase starting at `start` ("Me and my wife paid", "Tom and I paid"). */
function writerAmong(tokens: readonly TaggedToken[], start: number, payer: number): boolean {
  const writer = (t: TaggedToken | undefined) => t !== undefined && ['me', 'i', 'we'].includes(t.value.toLowerCase());
  if (tokens[start - 1]?.value.toLowerCase() !== 'and') return tokens.slice(start, payer + 1).some(writer);
  for (let k = start - 2; k >= 0 && k >= start - 5 && tokens[k].pos !== 'PUNCT'; k--) if (writer(tokens[k])) return true;
  return false;
}
