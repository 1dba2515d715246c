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
export const GENERIC_MONEY_WORDS: ReadonlySet<string> = new Set([
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

/**
 * Version 2026-12-04: nouns after "N pound" that make it a weight ("a 5 pound bag of potatoes", "the 20 pound kettlebells",
 * "a 12 pound turkey"); any other noun leaves it money ("a 30 pound meal", "a 10 pound bottle of wine").
 */
const WEIGHED_NOUNS = new Set([
  'bag', 'bags', 'sack', 'sacks', 'box', 'boxes', 'tub', 'tubs', 'bucket', 'buckets', 'tin', 'tins', 'crate', 'crates', 'block', 'blocks', 'jar', 'jars', 'tray', 'trays', 'pack', 'packs',
  'dumbbell', 'dumbbells', 'kettlebell', 'kettlebells', 'barbell', 'barbells', 'weight', 'weights', 'plate', 'plates', 'sandbag', 'sandbags', 'ball', 'balls',
  'turkey', 'turkeys', 'ham', 'joint', 'joints', 'brisket', 'fish', 'salmon', 'trout', 'carp', 'pike', 'bass', 'baby', 'babies', 'dog', 'dogs', 'cat', 'cats', 'puppy', 'wheel',
  'bale', 'bales', 'load', 'loads', 'suitcase', 'suitcases', 'bar', 'bars', 'slab', 'slabs', 'roll', 'rolls', 'bundle', 'bundles',
]);
/** Version 2026-12-04: what "N pounds of …" is when it is money ("forty pounds of credit", "200 pounds of damage"); any other noun makes it a weight ("10 pounds of potatoes"). */
const OF_MONEY_NOUNS = new Set(['credit', 'damage', 'damages', 'savings', 'money', 'cash', 'shopping', 'groceries', 'vouchers', 'voucher', 'stock', 'goods', 'fees', 'fines', 'repairs', 'work', 'extras']);
/**
 * Version 2026-12-04: words before "N pounds" that make it a weight ("weighs 40 pounds", "gained ten pounds"). "put" is one only as
 * "put on" ("put on 5 pounds", not "put 5 pounds in the machine"); "lost", "lose", "dropped" and "shed" only where nothing else near
 * talks of money (LOSS_VERBS: "lost ten pounds since January", not "the dryer swallowed my coins and I lost 8 pounds").
 */
const WEIGHT_VERBS = new Set(['weigh', 'weighs', 'weighed', 'weighing', 'gained', 'gain', 'gaining', 'lifted', 'lift', 'lifting', 'carried', 'carry', 'heavier', 'lighter']);
const LOSS_VERBS = new Set(['lost', 'lose', 'losing', 'loses', 'dropped', 'drop', 'shed']);
/** Version 2026-12-04: words that make "lost N pounds" money ("coins", "machine", "paid"). */
const MONEY_NEAR = new Set(['coin', 'coins', 'money', 'cash', 'change', 'wallet', 'purse', 'machine', 'machines', 'paid', 'pay', 'charged', 'refund', 'bet', 'note', 'notes', '£', '$', '€']);

/** Version 2026-12-04: whether the word at `k`, before the number at `i`, weighs it (see WEIGHT_VERBS). */
function weighingWord(tokens: readonly TaggedToken[], k: number, i: number): boolean {
  const word = tokens[k].value.toLowerCase();
  if (WEIGHT_VERBS.has(word)) return true;
  if (word === 'on' && k >= 1 && tokens[k - 1].value.toLowerCase() === 'put') return true;
  if (!LOSS_VERBS.has(word)) return false;
  return !tokens.slice(Math.max(0, i - 8), i + 10).some((t) => MONEY_NEAR.has(t.value.toLowerCase()) || MONEY_NEAR.has(t.lemma));
}

/** Version 2026-12-04: whether the currency word at `j` after the number at `i` writes a weight (see the constants above). */
function poundWeight(tokens: readonly TaggedToken[], i: number, j: number): boolean {
  const word = tokens[j].value.toLowerCase();
  if (word !== 'pound' && word !== 'pounds') return false;
  const after = tokens[j + 1];
  const next = after?.value.toLowerCase();
  // "heavier by 5 pounds", "weighs 40 pounds", "lost ten pounds" (up to two words back: "put on 5 pounds").
  for (let k = i - 1; k >= Math.max(0, i - 2); k--) if (weighingWord(tokens, k, i)) return true;
  if (next === 'heavier' || next === 'lighter' || next === 'overweight') return true;
  if (word === 'pounds' && next === 'of') {
    const noun = tokens.slice(j + 2, j + 5).find((t) => t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'PRON');
    return noun !== undefined && noun.pos !== 'PRON' && !OF_MONEY_NOUNS.has(noun.value.toLowerCase()) && !OF_MONEY_NOUNS.has(noun.lemma);
  }
  if (word === 'pound' && after !== undefined && Number(tokens[i].value) !== 1) {
    // "a 5 pound bag", "the 20 pound kettlebells", "a 12 pound free-range turkey": the first noun within three words.
    const noun = tokens.slice(j + 1, j + 4).find((t) => t.pos === 'NOUN' || t.pos === 'PROPN');
    return noun !== undefined && (WEIGHED_NOUNS.has(noun.value.toLowerCase()) || WEIGHED_NOUNS.has(noun.lemma));
  }
  return false;
}

/**
 * The token indices of the amounts of money in a text, one list per amount (see the file comment). With `weighedNouns`
 * (version 2026-12-04) "N pound(s)" is a weight only before a noun of a weighed thing or after a weighing verb, or "N pounds of"
 * a thing that is not money; up to 2026-12-03 "N pound <noun>" was a weight before any noun but a money noun.
 */
export function amountGroups(tokens: readonly TaggedToken[], weighedNouns = false): number[][] {
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
    if (weighedNouns ? poundWeight(tokens, i, j) : word === 'pound' && Number(tokens[i].value) !== 1 && after !== undefined && (after.pos === 'NOUN' || after.pos === 'PROPN') && !MONEY_NOUNS.has(after.value.toLowerCase())) continue;
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

/**
 * Version 2026-12-04: one text's amounts and the token indices of its units, read once and shared by the money rules
 * (extractions-paid-for.ts and {@link applyOwnedAmounts}), which read the same amounts and clauses.
 */
export class AmountReading {
  /** The amounts' token indices, one list per amount ({@link amountGroups}). */
  readonly groups: number[][];
  readonly amountAt: ReadonlySet<number>;
  private readonly ranges = new Map<string, number[]>();

  constructor(private readonly tokens: readonly TaggedToken[], weighedNouns: boolean) {
    this.groups = amountGroups(tokens, weighedNouns);
    this.amountAt = new Set(this.groups.flat());
  }

  /** The indices of the tokens inside a unit (a clause or a sentence). */
  inside(unit: { start: number; end: number }): number[] {
    const key = `${unit.start}:${unit.end}`;
    let found = this.ranges.get(key);
    if (found === undefined) {
      found = this.tokens.flatMap((t, i) => (t.start >= unit.start && t.end <= unit.end ? [i] : []));
      this.ranges.set(key, found);
    }
    return found;
  }
}

/** Nouns that measure an amount or name who pays it rather than what it paid for ("£12 a head", "£900 a month", "a lot for a family"). */
const MEASURE_NOUNS = new Set([
  'head', 'person', 'people', 'adult', 'adults', 'child', 'children', 'kid', 'kids', 'each', 'family', 'families', 'couple', 'couples', 'group', 'groups',
  'student', 'students', 'pensioner', 'pensioners', 'senior', 'seniors', 'visitor', 'visitors', 'customer', 'customers', 'guest', 'guests', 'member', 'members', 'us', 'me', 'hour', 'hours', 'day', 'days', 'night', 'nights', 'week', 'weeks',
  'month', 'months', 'year', 'years', 'time', 'times', 'visit', 'session', 'total', 'extra', 'sum', 'lot', 'bit', 'way', 'thing', 'things', 'end', 'min', 'mins', 'minute', 'minutes',
]);

/** A noun that names something an amount could have paid for ("handyman", "scone"): no generic money word, measure or stop word. */
export function thingNoun(t: TaggedToken): boolean {
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

/** Version 2026-12-04: words that make an amount one paid back, not paid ("a refund of £25", "they reimbursed the £40"). */
export const REFUND_WORDS = new Set(['refund', 'refunds', 'refunded', 'refunding', 'reimburse', 'reimbursed', 'reimbursement', 'compensation', 'compensated', 'credited', 'repaid']);

/** Version 2026-12-04: verbs that pay money back with "back" ("gave me £6 back", "got my money back", "want our money back"). */
const PAY_BACK_VERBS = new Set(['give', 'get', 'pay', 'send', 'hand', 'receive', 'want', 'win', 'claim']);
/** Version 2026-12-04: what is paid back with "back" besides an amount ("my money back", "the cash back"). */
const MONEY_BACK_WORDS = new Set(['money', 'cash', 'deposit']);

/**
 * Version 2026-12-04: whether the tokens `inside` tell of money paid back: a refund word ("refunded"), "back" after "money" or "cash"
 * (up to three words before: "my money came back"), or "back" after an amount (up to three words before) with a verb of paying back up
 * to six words before ("got £30 back", "gave me £6 back"); not "two lessons back to back" or "to get 2 wheels back in true".
 * `amountAt` holds the amounts' token indices.
 */
export function paidBack(tokens: readonly TaggedToken[], inside: readonly number[], amountAt: ReadonlySet<number>): boolean {
  return inside.some((i) => REFUND_WORDS.has(tokens[i].value.toLowerCase()) || REFUND_WORDS.has(tokens[i].lemma)
    || (tokens[i].value.toLowerCase() === 'back' && (inside.some((k) => k < i && k >= i - 3 && MONEY_BACK_WORDS.has(tokens[k].value.toLowerCase()))
      || (inside.some((k) => k < i && k >= i - 3 && amountAt.has(k)) && inside.some((k) => k < i && k >= i - 6 && tokens[k].pos === 'VERB' && PAY_BACK_VERBS.has(tokens[k].lemma))))));
}

export interface OwnedAmountOptions {
  /**
   * Version 2026-12-04: "N pound" a weight only before a weighed thing (amountGroups), an amount paid back goes to no theme, and a
   * generic money theme yields an amount to a requested money theme that names what was paid for and is talked about in its clause
   * (or, when the clause talks about no theme, in its sentence): with "price" and "delivery charges", "£4 delivery" is delivery charges only.
   */
  paidFor?: boolean;
  /** With `paidFor`: the text's sentences. */
  sentences?: readonly Unit[];
  /** With `paidFor`: the text's amounts and units as read for the other money rules (read here when not given). */
  reading?: AmountReading;
}

/**
 * Gives each amount the related-word score for the requested money theme it belongs to (see the
 * file comment). `scores` are the word matches before amounts are applied; a theme named at the
 * amount keeps its name match.
 */
export function applyOwnedAmounts(tokens: readonly TaggedToken[], units: readonly Unit[], themes: ReadonlyArray<MoneyThemeInfo | undefined>, scores: (number | undefined)[][], relatedScore: number, options: OwnedAmountOptions = {}): void {
  const amounts = options.paidFor === true ? options.reading ?? new AmountReading(tokens, true) : new AmountReading(tokens, false);
  const groups = amounts.groups;
  if (groups.length === 0 || !themes.some((t) => t?.relevance !== undefined)) return;
  const amountAt = amounts.amountAt;
  // What a clause talks about is read once per clause, not once per amount: an input without sentence
  // breaks is one clause, and reading it again for each of its amounts grew with amounts × words.
  // Amount tokens are outside `inside`, so the scores written for one amount never change another's reading.
  const readings = new Map<string, { mentioned: boolean[]; thing: boolean; back: boolean }>();
  const readUnit = (unit: { start: number; end: number }) => {
    const key = `${unit.start}:${unit.end}`;
    const known = readings.get(key);
    if (known !== undefined) return known;
    const all = amounts.inside(unit);
    const inside = all.filter((i) => !amountAt.has(i));
    // A word talks about the theme it matches best ("electrician" is near rent by the encoder, nearer repairs).
    const best = inside.map((i) => scores.reduce((m, row) => Math.max(m, row[i] ?? -Infinity), -Infinity));
    const reading = {
      mentioned: scores.map((row) => inside.some((i, k) => row[i] !== undefined && row[i]! >= best[k])),
      thing: inside.some((i) => thingNoun(tokens[i])),
      back: options.paidFor === true && paidBack(tokens, all, amountAt),
    };
    readings.set(key, reading);
    return reading;
  };
  // Version 2026-12-04: a requested money theme that names what was paid for ("delivery charges", "rent").
  const named = themes.map((t) => t?.relevance !== undefined && !t.generic);
  for (const group of groups) {
    const first = tokens[group[0]];
    const unit = units.find((u) => first.start >= u.start && first.end <= u.end) ?? { start: first.start, end: tokens[group[group.length - 1]].end };
    let { mentioned, thing, back } = readUnit(unit);
    // Version 2026-12-04: an amount mentions only the theme it is given here, not also a theme whose related words hold its currency sign ("£" for price).
    if (options.paidFor === true) for (const row of scores) for (const i of group) if (row[i] !== Infinity) row[i] = undefined;
    if (back) continue;
    // Version 2026-12-04: a clause that talks about nothing but the amount ("…, £5 each time") is read with its sentence.
    if (options.paidFor === true && !thing && !mentioned.some(Boolean)) {
      const sentence = options.sentences?.find((u) => first.start >= u.start && first.end <= u.end);
      if (sentence !== undefined) ({ mentioned, thing } = readUnit(sentence));
    }
    const namedHere = options.paidFor === true && mentioned.some((m, k) => m && named[k]);
    const candidates = themes.map((t, j) => {
      if (t?.relevance === undefined) return false;
      if (t.generic) return !namedHere;
      if (mentioned[j]) return true;
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
