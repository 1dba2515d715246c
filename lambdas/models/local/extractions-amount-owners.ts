import type { TaggedToken } from '../../core/text/noun-phrases.js';
import { moneyTokens } from './extractions-amounts.js';
import type { Unit } from './extractions-units.js';

/**
 * Extractions version 2026-12-03: which requested theme a written amount of money mentions.
 * Version 2026-12-02 gave every amount to the theme most about money whatever was paid for, so with
 * "rent" requested "The plumber charged £90 to fix a dripping tap" was rent. Now:
 *
 * - a money theme made only of generic money words ("price", "cost", "fees", "value for money",
 *   "pricing") may take any amount;
 * - a money theme that names a thing besides ("rent", "deposit", "delivery charge", "entry fee",
 *   "treatment cost") takes an amount only when its clause mentions that theme by another word too
 *   ("Rent went up to £950", "I paid a £500 deposit"), or when no other requested theme is
 *   mentioned there (with "entry fee" asked for, "It was 18 dollars each just to get in"); when
 *   the clause is about another requested theme, the thing paid for ("plumber", "repairs",
 *   "cafe"), the amount is that theme's, not rent's;
 * - among the themes left, the one most about money takes it, as in 2026-12-02.
 *
 * Amounts are also read where 2026-12-02 missed them: a currency symbol apart from its number
 * ("£ 30", "$ 40"), after it ("25 €", "25€"), and a currency code before or after it ("USD 25",
 * "40 GBP"); a singular "pound" between a number and a noun ("the 20 pound kettlebells") is a
 * weight, not money ("a 20 pound note" and "a £20 fee" still are).
 */

/** Words that say nothing about what was paid for: a theme made only of these (and stop words) is generic. */
const GENERIC_MONEY_WORDS = new Set([
  'price', 'prices', 'pricing', 'priced', 'cost', 'costs', 'costing', 'fee', 'fees', 'charge', 'charges', 'value', 'money',
  'expense', 'expenses', 'affordability', 'affordable', 'cheap', 'cheapness', 'expensive', 'rate', 'rates', 'spend', 'spending', 'payment', 'payments', 'amount',
]);
const CURRENCY_NAMES = new Set(['pound', 'pounds', 'quid', 'dollar', 'dollars', 'euro', 'euros', 'pence', 'penny', 'cent', 'cents', 'bucks', 'grand', 'fiver', 'tenner']);
const SYMBOLS = new Set(['£', '$', '€', '¥', '₹']);
const CODES = new Set(['USD', 'GBP', 'EUR', 'AUD', 'CAD', 'NZD', 'INR', 'JPY', 'CHF', 'SEK', 'NOK', 'DKK']);
/** Nouns after "N pound" that make it money ("a 20 pound note"); any other noun makes it a weight. */
const MONEY_NOUNS = new Set([
  'note', 'notes', 'coin', 'coins', 'fee', 'fees', 'charge', 'charges', 'fine', 'fines', 'voucher', 'vouchers', 'ticket', 'tickets', 'tip', 'bill', 'deposit',
  'discount', 'refund', 'surcharge', 'increase', 'rise', 'difference', 'saving', 'savings', 'budget', 'bet', 'deal', 'bonus', 'payment', 'donation', 'subscription',
]);

/** True when the theme's words (stop words removed) are all generic money words. */
export function genericMoneyTheme(words: readonly string[]): boolean {
  return words.length > 0 && words.every((w) => GENERIC_MONEY_WORDS.has(w));
}

const isNumber = (t: TaggedToken | undefined) => t !== undefined && t.pos === 'NUM' && /\d/u.test(t.value);

/** The token indices of the amounts of money in a text, one list per amount (see the file comment). */
export function amountGroups(tokens: readonly TaggedToken[]): number[][] {
  const taken = new Set<number>();
  const groups: number[][] = [];
  const add = (...idx: number[]) => {
    if (idx.some((i) => taken.has(i))) return;
    idx.forEach((i) => taken.add(i));
    groups.push(idx);
  };
  // Version 2026-12-02's amounts, less "N pound <noun>" weights.
  const old = moneyTokens(tokens);
  for (let k = 0; k < old.length; k++) {
    const i = old[k];
    const j = old[k + 1];
    if (j !== i + 1) continue;
    k++;
    const word = tokens[j].value.toLowerCase();
    const after = tokens[j + 1];
    if (word === 'pound' && Number(tokens[i].value) !== 1 && after !== undefined && (after.pos === 'NOUN' || after.pos === 'PROPN') && !MONEY_NOUNS.has(after.value.toLowerCase())) continue;
    add(i, j);
  }
  tokens.forEach((t, i) => {
    const next = tokens[i + 1];
    // "£ 30": a symbol one space before its number.
    if (SYMBOLS.has(t.value) && isNumber(next) && next!.start - t.end <= 1) add(i, i + 1);
    // "25 €", "25€": a number right before a symbol.
    if (isNumber(t) && next !== undefined && SYMBOLS.has(next.value) && next.start - t.end <= 1) add(i, i + 1);
    // "USD 25", "40 GBP".
    if (CODES.has(t.value) && isNumber(next)) add(i, i + 1);
    if (isNumber(t) && next !== undefined && CODES.has(next.value)) add(i, i + 1);
  });
  return groups;
}

/** Nouns that measure an amount or name who pays it rather than what it paid for ("£12 a head", "£900 a month", "a lot for a family"). */
const MEASURE_NOUNS = new Set([
  'head', 'person', 'people', 'adult', 'adults', 'child', 'children', 'kid', 'kids', 'each', 'family', 'families', 'couple', 'couples', 'group', 'groups',
  'student', 'students', 'pensioner', 'pensioners', 'senior', 'seniors', 'visitor', 'visitors', 'customer', 'customers', 'guest', 'guests', 'member', 'members', 'us', 'me', 'hour', 'hours', 'day', 'days', 'night', 'nights', 'week', 'weeks',
  'month', 'months', 'year', 'years', 'time', 'times', 'visit', 'session', 'total', 'extra', 'sum', 'lot', 'bit', 'way', 'thing', 'things', 'end', 'min', 'mins', 'minute', 'minutes',
]);

/** A noun that names something an amount could have paid for ("handyman", "scone"): no generic money word, measure or stop word. */
function thingNoun(t: TaggedToken): boolean {
  const lower = t.value.toLowerCase();
  return (t.pos === 'NOUN' || t.pos === 'PROPN') && !t.stop && /\p{L}/u.test(lower) && !GENERIC_MONEY_WORDS.has(lower) && !GENERIC_MONEY_WORDS.has(t.lemma)
    && !MEASURE_NOUNS.has(lower) && !MEASURE_NOUNS.has(t.lemma) && !CURRENCY_NAMES.has(lower) && !CODES.has(t.value);
}

export interface MoneyThemeInfo {
  /** Encoder relevance to money (undefined: not a money theme). */
  relevance: number | undefined;
  /** The theme is made only of generic money words ("price", "value for money"). */
  generic: boolean;
}

/**
 * Gives each amount the related-word score for the requested money theme it belongs to (see the
 * file comment). `scores` are the word matches before amounts are applied; a theme named at the
 * amount keeps its name match.
 */
export function applyOwnedAmounts(tokens: readonly TaggedToken[], units: readonly Unit[], themes: ReadonlyArray<MoneyThemeInfo | undefined>, scores: (number | undefined)[][], relatedScore: number): void {
  const groups = amountGroups(tokens);
  if (groups.length === 0 || !themes.some((t) => t?.relevance !== undefined)) return;
  const amountAt = new Set(groups.flat());
  // What a clause talks about is read once per clause, not once per amount: an input without sentence
  // breaks is one clause, and reading it again for each of its amounts grew with amounts × words.
  // Amount tokens are outside `inside`, so the scores written for one amount never change another's reading.
  const readings = new Map<string, { mentioned: boolean[]; thing: boolean }>();
  const readUnit = (unit: { start: number; end: number }) => {
    const key = `${unit.start}:${unit.end}`;
    const known = readings.get(key);
    if (known !== undefined) return known;
    const inside = tokens.flatMap((t, i) => (t.start >= unit.start && t.end <= unit.end && !amountAt.has(i) ? [i] : []));
    // A word talks about the theme it matches best ("electrician" is near rent by the encoder, nearer repairs).
    const best = inside.map((i) => scores.reduce((m, row) => Math.max(m, row[i] ?? -Infinity), -Infinity));
    const reading = {
      mentioned: scores.map((row) => inside.some((i, k) => row[i] !== undefined && row[i]! >= best[k])),
      thing: inside.some((i) => thingNoun(tokens[i])),
    };
    readings.set(key, reading);
    return reading;
  };
  for (const group of groups) {
    const first = tokens[group[0]];
    const unit = units.find((u) => first.start >= u.start && first.end <= u.end) ?? { start: first.start, end: tokens[group[group.length - 1]].end };
    const { mentioned, thing } = readUnit(unit);
    const candidates = themes.map((t, j) => {
      if (t?.relevance === undefined) return false;
      if (t.generic || mentioned[j]) return true;
      // A theme that names another thing takes the amount only when nothing else is said to be paid for here:
      // no other requested theme is talked about, and no noun names a thing ("teas", "handyman").
      return !mentioned.some((m, k) => m && k !== j) && !thing;
    });
    const top = Math.max(-Infinity, ...themes.map((t, j) => (candidates[j] ? t!.relevance! : -Infinity)));
    if (top === -Infinity) continue;
    themes.forEach((t, j) => {
      if (!candidates[j] || t!.relevance !== top) return;
      for (const i of group) if (scores[j][i] !== Infinity) scores[j][i] = relatedScore;
    });
  }
}
