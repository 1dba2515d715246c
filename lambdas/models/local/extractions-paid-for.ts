import type { TaggedToken } from '../../core/text/noun-phrases.js';
import { AmountReading, GENERIC_MONEY_WORDS, paidBack, REFUND_WORDS, thingNoun } from './extractions-amount-owners.js';
import type { Unit } from './extractions-units.js';
import { subjectNouns } from './extractions-verb-subjects.js';

/**
 * Extractions version 2026-12-04: a money theme that names what is paid for ("delivery charges",
 * "treatment cost", "lesson price", "booking fee") is about that thing and money together. Up to
 * 2026-12-03 either half alone mentioned it: the thing ("The parcel arrived on time", "The therapist
 * barely listened" were delivery charges and treatment cost) and the money word ("Parking at the clinic
 * costs £3" was treatment cost), and its generic money word chose the related words of price and billing
 * ("They sent an invoice for the wrong month" was delivery charges). Now, for such a theme:
 *
 * - a word that mentions its thing counts only when the sentence also talks about money (an amount not paid back, or a money word: "cost", "£", "free", "paid",
 *   "expensive"): "Delivery was free", "£4 delivery", "Shipping was charged twice"; with a generic money theme requested ("price"),
 *   only when it names the thing, is one of its related words or is near the thing itself ("sandwich" near "food" of "food price");
 * - a money word that mentions it counts only beside a word for its thing, or where nothing else is
 *   said to be paid for (no other requested theme is talked about in its clause, and the clause's subject is
 *   not another thing: "Parking … costs £3" is not treatment cost, "They charged me £60 for a check-up" is),
 *   and no generic money theme ("price") is requested, which then takes it;
 * - its related words are those of its thing only (theme-related-words.ts is asked without the money word);
 * - its money word written out, letter for letter, is never dropped ("The textbook cost £35 on top of the fees" is course fees);
 * - the nouns of a purpose clause after the money tell the work paid for, not another thing ("They charged $85 to true a wheel"
 *   is repair cost, not only spare parts).
 *
 * Only a money word that means money whatever else the theme says makes such a theme (PLAIN_MONEY_WORDS: "fee", "price", "cost",
 * "charges", "fare", "bill", "rent"…); "battery charge", "heart rate", "nutritional value", "amount of homework" and "payment options"
 * are themes like any other, their words counting in any sentence.
 *
 * For every money theme, a word of money paid back ("refund", "reimbursed") mentions it only by name or
 * as one of its related words, never by resemblance: "The refund of £25 reached my account" is not value for money;
 * and in a clause that tells of money paid back a money word mentions it only by name ("My money came back" is not price).
 */

/** Words that talk about money (besides amounts): a sentence with one talks about what something costs. */
const MONEY_CUES = new Set([
  ...GENERIC_MONEY_WORDS, 'paid', 'pay', 'pays', 'paying', 'spent', 'spend', 'free', 'charged', 'charging', 'billed', 'pricey', 'overpriced', 'costly',
  'cheaper', 'cheapest', 'dearer', 'quid', 'bucks', 'penny', 'pennies', 'afford', 'surcharge', 'discount', 'discounted', 'refundable', 'overcharged',
  'fare', 'fares', 'tariff', 'tariffs', 'reasonable', 'reasonably', 'bargain', 'steep', 'rip-off', 'budget', '£', '$', '€',
]);

/**
 * Money words that mean money whatever else a theme says. "rate", "value", "amount" and "payment" are left out: as often about
 * something else ("heart rate", "nutritional value", "amount of homework", "payment options"); so is a singular "charge" beside an
 * electric thing ("battery charge"; ELECTRIC_CHARGE_WORDS).
 */
const PLAIN_MONEY_WORDS: ReadonlySet<string> = new Set([
  'price', 'prices', 'pricing', 'priced', 'cost', 'costs', 'costing', 'fee', 'fees', 'charges', 'fare', 'fares', 'bill', 'bills', 'rent', 'rents',
  'money', 'expense', 'expenses', 'affordability', 'affordable', 'cheap', 'cheapness', 'expensive', 'spend', 'spending', 'tariff', 'tariffs',
]);

/**
 * Words beside a singular "charge" that make it an electric charge ("battery charge", "phone charge", "charge time"); with any other
 * word it is money ("delivery charge", "service charge", "handling charge").
 */
const ELECTRIC_CHARGE_WORDS: ReadonlySet<string> = new Set([
  'battery', 'batteries', 'phone', 'phones', 'laptop', 'tablet', 'device', 'devices', 'scooter', 'scooters', 'bike', 'bikes', 'e-bike', 'car', 'cars',
  'ev', 'vehicle', 'electric', 'watch', 'headphones', 'earbuds', 'time', 'times', 'level', 'levels', 'speed', 'life', 'capacity', 'status', 'percentage',
  'port', 'ports', 'cable', 'cables', 'point', 'points', 'station', 'stations', 'state', 'full', 'fast', 'quick', 'slow', 'wireless',
]);

/**
 * True when a theme names a thing besides a money word that means money whatever else it says ("delivery charges", "treatment cost";
 * not "price" or "value for money", which name no thing, nor "battery charge", "heart rate" or "amount of homework").
 */
export function paidForTheme(words: readonly string[]): boolean {
  const money = words.some((w) => PLAIN_MONEY_WORDS.has(w) || (w === 'charge' && !words.some((o) => ELECTRIC_CHARGE_WORDS.has(o))));
  return money && words.some((w) => !GENERIC_MONEY_WORDS.has(w) && !PLAIN_MONEY_WORDS.has(w));
}

/** A theme's words without its generic money words ("delivery" of "delivery charges"), to look its related words up by. */
export function thingWords(words: readonly string[]): string[] {
  return words.filter((w) => !GENERIC_MONEY_WORDS.has(w) && !PLAIN_MONEY_WORDS.has(w));
}

const THING_TAGS = new Set(['NOUN', 'PROPN', 'VERB']);
/** Below this score (vector cosine plus encoder relevance) a word's match with another theme is weak ("salad" 0.30 for seating). */
const WEAK_MATCH = 0.45;
const moneyCue = (t: TaggedToken) => MONEY_CUES.has(t.value.toLowerCase()) || MONEY_CUES.has(t.lemma);

export interface PaidForTheme {
  /** The theme names a thing besides a money word ({@link paidForTheme}). */
  paidFor: boolean;
  /** The theme is about money (extractions-amounts.ts). */
  money: boolean;
  /** The theme is made only of generic money words ("price", "value for money"). */
  generic: boolean;
  /** The theme's words: a token that is one of them, letter for letter, is never dropped ("fees" for "course fees"). */
  words?: readonly string[];
}

/**
 * Drops the matches the rules above do not allow from `scores` (per theme, per token; Infinity for a name match,
 * `relatedScore` for a related word), before amounts are given to their themes.
 */
export function applyPaidFor(tokens: readonly TaggedToken[], units: readonly Unit[], sentences: readonly Unit[], themes: ReadonlyArray<PaidForTheme | undefined>, scores: (number | undefined)[][], relatedScore: number,
  nearThing: (i: number, j: number) => boolean = () => false, reading: AmountReading = new AmountReading(tokens, true),
  /** Version 2026-12-07 (mended a fourth time before release): the mentions the time rule gave (extractions-arrivals.ts), no other thing talked of. */
  timed: (j: number, i: number) => boolean = () => false): void {
  themes.forEach((t, j) => {
    if (!t?.money) return;
    tokens.forEach((token, i) => {
      const s = scores[j][i];
      if (s !== undefined && s !== Infinity && s !== relatedScore && (REFUND_WORDS.has(token.value.toLowerCase()) || REFUND_WORDS.has(token.lemma))) scores[j][i] = undefined;
    });
  });
  const amountAt = reading.amountAt;
  const inRange = (u: Unit) => reading.inside(u);
  // Money paid back is no price: in a clause that tells of a refund ("My money came back"), a money word mentions no money theme but by name.
  for (const unit of units) {
    const inside = inRange(unit);
    if (!paidBack(tokens, inside, amountAt)) continue;
    themes.forEach((t, j) => {
      if (t?.money) for (const i of inside) if (scores[j][i] !== Infinity && !amountAt.has(i) && moneyCue(tokens[i])) scores[j][i] = undefined;
    });
  }
  if (!themes.some((t) => t?.paidFor)) return;
  const sentenceMoney = new Map<Unit, boolean>();
  const talksOfMoney = (u: Unit) => {
    const sentence = sentences.find((s) => u.start >= s.start && u.start < s.end) ?? u;
    let known = sentenceMoney.get(sentence);
    if (known === undefined) {
      const inside = inRange(sentence);
      const back = paidBack(tokens, inside, amountAt);
      known = inside.some((i) => (amountAt.has(i) ? !back : moneyCue(tokens[i])));
      sentenceMoney.set(sentence, known);
    }
    return known;
  };
  const subjects = subjectNouns(tokens, units);
  const genericAsked = themes.some((t) => t?.money && !t.paidFor && t.generic);
  for (const unit of units) {
    const inside = inRange(unit);
    // What else the unit talks about: the themes its words match best (amounts and money words aside).
    // Words of a purpose clause after the money ("charged $85 | to true a wheel") tell the work paid for, not another thing bought.
    const firstMoney = inside.find((i) => amountAt.has(i) || moneyCue(tokens[i]));
    const purpose = firstMoney === undefined ? -1 : inside.find((i) => i > firstMoney && tokens[i].value.toLowerCase() === 'to' && tokens[i].pos === 'PART' && tokens[i + 1]?.pos === 'VERB') ?? -1;
    const plain = inside.filter((i) => !amountAt.has(i) && !moneyCue(tokens[i]) && (purpose < 0 || i < purpose));
    const best = plain.map((i) => scores.reduce((m, row) => Math.max(m, row[i] ?? -Infinity), -Infinity));
    themes.forEach((t, j) => {
      if (!t?.paidFor) return;
      // In a sentence about money, a noun near the thing itself that no theme matches more than weakly mentions the theme as a related
      // word would ("Paid 12€ for a salad" for food price: "salad" is near "food", not near "food price", whose vector is half money;
      // "We had a 30 pound meal" stays food's, not delivery charges', though "meal" is near "delivery").
      if (talksOfMoney(unit)) {
        for (const i of plain) if (tokens[i].pos === 'NOUN' && scores[j][i] === undefined && scores.every((row) => (row[i] ?? 0) < WEAK_MATCH) && thingNoun(tokens[i]) && nearThing(i, j)) scores[j][i] = relatedScore;
      }
      const mine = inside.filter((i) => scores[j][i] !== undefined);
      if (mine.length === 0) return;
      // Only a noun or verb names the thing ("delivery", "shipped"); a money word, an amount or a modifier ("extra") is the money side.
      const moneySide = mine.filter((i) => amountAt.has(i) || moneyCue(tokens[i]) || !THING_TAGS.has(tokens[i].pos));
      const thingSide = mine.filter((i) => !moneySide.includes(i));
      const otherTheme = plain.some((i, k) => scores.some((row, o) => o !== j && row[i] !== undefined && row[i]! >= best[k] && !timed(o, i)));
      // What the clause says was paid for: its subject, when that is a common noun this theme does not match ("Parking … costs £3")
      // and that is not near its thing ("Two lessons cost £50" for course fees).
      const otherThing = plain.some((i) => subjects[i] && tokens[i].pos === 'NOUN' && scores[j][i] === undefined && thingNoun(tokens[i]) && !nearThing(i, j));
      // With a generic money theme requested the thing is told by name, by a related word, or by a word near the thing itself by its
      // vector ("sandwich", "salad" near "food" of "food price"): the theme's own vector is half money, so a noun near it ("portion" near
      // "delivery charges") is weak evidence of the thing paid for, and it would take the amount from
      // the generic theme. Without one, a noun near the theme counts too ("Admission is free" for entry fee). A word near the thing does
      // not tell it where the clause's subject is another thing ("Parking at the surgery costs £3" is not treatment cost).
      const told = thingSide.filter((i) => scores[j][i] === Infinity || scores[j][i] === relatedScore || !genericAsked || (nearThing(i, j) && !otherThing));
      const keepThing = told.length > 0 && talksOfMoney(unit);
      // With a generic money theme requested ("price"), a money word alone is that theme's.
      const keepMoney = keepThing || (!otherTheme && !otherThing && !genericAsked);
      // The theme's money word written out, letter for letter, names it whatever the clause says ("on top of the fees" for course fees).
      const exact = (i: number) => t.words?.includes(tokens[i].value.toLowerCase()) === true;
      for (const i of thingSide) if (!keepThing) scores[j][i] = undefined;
      for (const i of moneySide) if (!keepMoney && !exact(i)) scores[j][i] = undefined;
    });
  }
}
