import type { TaggedToken } from '../../core/text/noun-phrases.js';
import { clauseAround, CLAUSE_STOP } from './extractions-mends.js';
import { companion, POSSESSIVES, subjectWords } from './extractions-arrival-guards.js';
import { paymentStands } from './extractions-payer-2026-12-12.js';

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
 * theme of its own), nor where the payer names a theme itself ("The insurer paid" for a theme "insurance claim"). Mended a second time
 * before release: nor where "pay" is the noun ("Holiday pay on the payslips is wrong"), the payer is a class of customers or the amount
 * has its rate ("Kids pay £2", "Members pay £30 a month": the price), or a ", which …" clause holds an amount or a word a money theme
 * reads ("which was a good deal at £29"). Each clause is read once, so a long text stays linear.
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
export function othersPayment(tokens: readonly TaggedToken[], scores: (number | undefined)[][], related: number, money: readonly boolean[] = [], own?: readonly boolean[]): void {
  let to = -1;
  tokens.forEach((t, i) => {
    if (i <= to || t.pos !== 'VERB' || t.lemma !== 'pay') return;
    // Mended before release: "pay" after a noun or adjective in the singular, a determiner or a possessive is the noun ("Holiday pay on
    // the payslips is wrong", "overtime pay", "their pay"): nobody pays there.
    if (payNoun(tokens, i)) return;
    const [from, end] = clauseAround(tokens, i, CLAUSE_STOP);
    to = end;
    const payer = subjectWords(tokens, i).filter((k) => k < i).at(-1);
    if (payer === undefined || !NOUNS.has(tokens[payer].pos)) return;
    if (scores.some((row) => (row[payer] ?? -Infinity) >= related)) return;
    let start = from;
    while (start > 0 && !CLAUSE_STOP(tokens[start - 1])) start--;
    // Mended before release: a class of customers paying is what the price is ("Kids pay £2 and adults pay £5.50", "Members pay £30").
    if (customersPay(tokens, Math.min(start, payer), payer, i)) return;
    // Mended a third time before release: the paid, the writer among the payers, a business paying out, a price or a complaint about the
    // thing paid for stay feedback (extractions-payer-2026-12-12.ts); `own`: the themes a word can name outright (none where not given).
    if (own !== undefined && paymentStands(tokens, i, payer, Math.min(start, payer), end, scores, own)) return;
    // A "which …" clause after a comma says what the money is worth too ("My mum paid for the lessons, which were good value").
    const said = tokens[end + 1]?.value === ',' && ['which', 'and'].includes(tokens[end + 2]?.value.toLowerCase() ?? '') ? clauseAround(tokens, end + 3)[1] : end;
    for (let k = Math.min(start, payer); k <= said; k++) if (WORTH.has(tokens[k].value.toLowerCase())) return;
    // Mended before release: an amount with its rate ("£29 a month", "£4 a head", "£12 each") is the price, whoever pays it; and a
    // clause after the payment with a word a money theme reads ("which was a good deal at £29", "which were a steal at £6") is a
    // verdict on the money (an "and" clause after it is about something else: "…, and the instructor never once lost his temper").
    for (let k = Math.min(start, payer); k <= said; k++) if (rateAt(tokens, k)) return;
    const which = tokens[end + 2]?.value.toLowerCase() === 'which';
    for (let k = end + 3; which && k <= said; k++) if (tokens[k].pos === 'SYM' || scores.some((row, j) => money[j] === true && (row[k] ?? 0) > 0)) return;
    for (let k = Math.min(start, payer); k <= end; k++) scores.forEach((row) => { row[k] = undefined; });
  });
}

/**
 * Whether the "pay" at `i` is the noun: after a noun or adjective in the singular ("holiday pay", "sick pay", "bonus pay"; adverbs
 * passed over), a determiner or a possessive ("the pay", "their pay"). The verb after a singular payer is "pays" or "paid".
 */
function payNoun(tokens: readonly TaggedToken[], i: number): boolean {
  if (tokens[i].value.toLowerCase() !== 'pay') return false;
  // An adverb between is passed over ("The payslips list back pay": "back" is read as an adverb; "Members always pay" is the verb).
  let b = i - 1;
  while (b > 0 && tokens[b].pos === 'ADV') b--;
  const before = tokens[b];
  if (before === undefined) return false;
  const word = before.value.toLowerCase();
  if (b === i - 1 && (before.pos === 'DET' || (before.pos === 'PRON' && POSSESSIVES.has(word)))) return true;
  return ['NOUN', 'PROPN', 'ADJ'].includes(before.pos) && before.lemma === word;
}

/**
 * Whether the payer at `payer` (its phrase from `from`) is a class of customers: a noun in the plural with no possessive ("Kids pay",
 * "Members pay", "Pensioners pay £12 per person"), paying in the present or with no determiner ("The kids pay £2"); "My parents
 * paid", "Our kids paid", "The insurers paid" are someone else paying.
 */
function customersPay(tokens: readonly TaggedToken[], from: number, payer: number, verb: number): boolean {
  const head = tokens[payer];
  const word = head.value.toLowerCase();
  const plural = head.pos === 'NOUN' && (head.lemma !== word || (word.endsWith('s') && !word.endsWith('ss')));
  if (!plural) return false;
  const phrase = tokens.slice(from, payer);
  if (phrase.some((t) => POSSESSIVES.has(t.value.toLowerCase()))) return false;
  return tokens[verb].value.toLowerCase() === 'pay' || !phrase.some((t) => t.pos === 'DET');
}

/** Whether a number at `k` has a rate after it: "£29 a month", "£2 per payslip", "£12 each". */
function rateAt(tokens: readonly TaggedToken[], k: number): boolean {
  if (tokens[k].pos !== 'NUM') return false;
  const next = tokens[k + 1]?.value.toLowerCase();
  return next === 'per' || next === 'each' || ((next === 'a' || next === 'an') && tokens[k + 2]?.pos === 'NOUN');
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
  /** Each theme's head; mended a third time before release: a head ending in "-ing" names an activity, no group ("billing", "catering"). */
  heads: readonly (string | undefined)[] = [],
): P & { group?: number } {
  if (reading.themes.some((r) => r !== undefined && personTheme(r))) return reading;
  const groups = reading.themes.flatMap((r, j) => (r !== undefined && r.work >= bars.work && r.person >= GROUP_PERSON_BAR && !/ings?$/u.test(heads[j] ?? '') ? [j] : []));
  if (groups.length !== 1) return reading;
  const j = groups[0];
  const r = reading.themes[j]!;
  const themes = [...reading.themes];
  themes[j] = { ...r, person: Math.max(r.person, bars.person), workOther: Math.max(r.workOther, bars.work) };
  return { ...reading, themes, group: j };
}

/**
 * Mended before release: names the writer gives as their own people are no group at work's: a run of names joined by "and" or commas
 * with a kin or companion word or "my" in it ("Our friends Sam and Lou met us at the pier", "Dad and Uncle Pete played cards", "Sam
 * and Lou, our friends from Oban, came with us") mentions no theme {@link groupHeads} made read as people; "Dave and Ali at the helm"
 * stays. `group`: that theme's index, if any. Each token is read at most three times (once in its run, twice as its ends).
 */
export function ownNames(tokens: readonly TaggedToken[], scores: (number | undefined)[][], group: number | undefined): void {
  if (group === undefined) return;
  const row = scores[group];
  const inRun = (t: TaggedToken) => ['and', ',', 'my', 'our'].includes(t.value.toLowerCase()) || companion(t) || (/^\p{Lu}/u.test(t.value) && ['PROPN', 'NOUN'].includes(t.pos));
  let k = 0;
  while (k < tokens.length) {
    if (!inRun(tokens[k])) { k++; continue; }
    let end = k;
    while (end + 1 < tokens.length && inRun(tokens[end + 1])) end++;
    const run = tokens.slice(k, end + 1);
    if (run.some((t) => companion(t) || t.value.toLowerCase() === 'my')) for (let m = k; m <= end; m++) if (/^\p{Lu}/u.test(tokens[m].value)) row[m] = undefined;
    k = end + 1;
  }
}
