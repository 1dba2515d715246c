import type { TaggedToken } from '../../core/text/noun-phrases.js';
import { clauseAround, CLAUSE_STOP } from './extractions-mends.js';
import { subjectWords } from './extractions-arrival-guards.js';

/**
 * Extractions version 2026-12-12, a rule over the scores of 2026-12-10: who paid, when it is someone else, is no feedback.
 *
 * A clause whose verb is "pay" and whose payer is someone other than the writer, written as a noun ("My sister paid the £640 as a
 * housewarming gift", "The insurer paid for the whole job", "Our church paid for the photo to be framed"), says who bore the cost and
 * nothing about the service or what it cost the writer: no theme is mentioned there, a word of a theme's own included ("My employer paid
 * for the office carpet" is no carpet fitting), so the theme the feedback is about takes the clause after it ("…, and a seam by the door
 * has already lifted"). Not where the clause, or a ", which …" clause after it, says what the money was worth ("My parents paid far too
 * much", "My mum paid for the lessons, which were good value") or puts the payment on the service's own bill ("My boss paid £35 extra
 * for next-day delivery"), where the payer is the writer or a pronoun ("I paid", "we paid", "It paid for itself": the thing may be a
 * theme of its own), nor where the payer names a theme itself ("The insurer paid" for a theme "insurance claim"). Each clause is read
 * once, so a long text stays linear.
 */

/** Words that say what money is worth: with them the clause is about the price whoever paid. */
const WORTH: ReadonlySet<string> = new Set([
  'cheap', 'cheaper', 'cheapest', 'expensive', 'dear', 'pricey', 'overpriced', 'steep', 'fair', 'reasonable', 'value', 'worth', 'bargain',
  'rip-off', 'extortionate', 'affordable', 'much', 'too', 'only', 'just', 'overcharged', 'fortune', 'extra', 'surcharge', 'supplement',
]);
const NOUNS: ReadonlySet<string> = new Set(['NOUN', 'PROPN']);

/**
 * Drops every theme's score in the clause of a verb "pay" whose payer is someone else named by a noun. `scores[j][i]`: token `i`'s match
 * with theme `j`; `related`: the score of a related word (a payer scoring that much for a theme names it).
 */
export function othersPayment(tokens: readonly TaggedToken[], scores: (number | undefined)[][], related: number): void {
  let to = -1;
  tokens.forEach((t, i) => {
    if (i <= to || t.pos !== 'VERB' || t.lemma !== 'pay') return;
    const [from, end] = clauseAround(tokens, i, CLAUSE_STOP);
    to = end;
    const payer = subjectWords(tokens, i).filter((k) => k < i).at(-1);
    if (payer === undefined || !NOUNS.has(tokens[payer].pos)) return;
    if (scores.some((row) => (row[payer] ?? -Infinity) >= related)) return;
    let start = from;
    while (start > 0 && !CLAUSE_STOP(tokens[start - 1])) start--;
    // A "which …" clause after a comma says what the money is worth too ("My mum paid for the lessons, which were good value").
    const said = tokens[end + 1]?.value === ',' && ['which', 'and'].includes(tokens[end + 2]?.value.toLowerCase() ?? '') ? clauseAround(tokens, end + 3)[1] : end;
    for (let k = Math.min(start, payer); k <= said; k++) if (WORTH.has(tokens[k].value.toLowerCase())) return;
    for (let k = Math.min(start, payer); k <= end; k++) scores.forEach((row) => { row[k] = undefined; });
  });
}

/**
 * A theme head no nearer to things than to people by more than this (`person` of extractions-people.ts, the two spaces summed) may name
 * a group of people at work: "crew" −0.02, "baristas" −0.03; "billing" −0.03 too, "security" −0.27, "seating" −0.44.
 */
export const GROUP_PERSON_BAR = -0.05;

/**
 * Version 2026-12-12: where no theme reads as people, the one theme whose head is nearer people at work than family by the bar of a
 * people theme (`work`) and about as near people as things ({@link GROUP_PERSON_BAR}) reads as people at work: a word for a group at
 * work ("the crew", "baristas") lies near "boat" or "coffee" as much as near "person", so it reads as a thing; with two such themes, or
 * none, nothing changes.
 */
export function groupHeads<R extends { person: number; work: number; workOther: number }, P extends { themes: (R | undefined)[] }>(
  reading: P,
  personTheme: (r: R) => boolean,
  bars: { person: number; work: number },
): P {
  if (reading.themes.some((r) => r !== undefined && personTheme(r))) return reading;
  const groups = reading.themes.flatMap((r, j) => (r !== undefined && r.work >= bars.work && r.person >= GROUP_PERSON_BAR ? [j] : []));
  if (groups.length !== 1) return reading;
  const j = groups[0];
  const r = reading.themes[j]!;
  const themes = [...reading.themes];
  themes[j] = { ...r, person: Math.max(r.person, bars.person), workOther: Math.max(r.workOther, bars.work) };
  return { ...reading, themes };
}
