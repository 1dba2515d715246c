import type { TaggedToken } from '../../core/text/noun-phrases.js';
import { amountGroups, GENERIC_MONEY_WORDS, paidBack, REFUND_WORDS, thingNoun } from './extractions-amount-owners.js';
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
 *   "expensive"): "Delivery was free", "£4 delivery", "Shipping was charged twice"; with a generic money theme
 *   requested ("price"), only when it names the thing or is one of its related words;
 * - a money word that mentions it counts only beside a word for its thing, or where nothing else is
 *   said to be paid for (no other requested theme is talked about in its clause, and the clause's subject is
 *   not another thing: "Parking … costs £3" is not treatment cost, "They charged me £60 for a check-up" is),
 *   and no generic money theme ("price") is requested, which then takes it;
 * - its related words are those of its thing only (theme-related-words.ts is asked without the money word).
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

/** True when a theme names a thing besides a generic money word ("delivery charges", "treatment cost"; not "price" or "value for money"). */
export function paidForTheme(words: readonly string[]): boolean {
  return words.some((w) => GENERIC_MONEY_WORDS.has(w)) && words.some((w) => !GENERIC_MONEY_WORDS.has(w));
}

/** A theme's words without its generic money words ("delivery" of "delivery charges"), to look its related words up by. */
export function thingWords(words: readonly string[]): string[] {
  return words.filter((w) => !GENERIC_MONEY_WORDS.has(w));
}

const THING_TAGS = new Set(['NOUN', 'PROPN', 'VERB']);
const moneyCue = (t: TaggedToken) => MONEY_CUES.has(t.value.toLowerCase()) || MONEY_CUES.has(t.lemma);

export interface PaidForTheme {
  /** The theme names a thing besides a money word ({@link paidForTheme}). */
  paidFor: boolean;
  /** The theme is about money (extractions-amounts.ts). */
  money: boolean;
  /** The theme is made only of generic money words ("price", "value for money"). */
  generic: boolean;
}

/**
 * Drops the matches the rules above do not allow from `scores` (per theme, per token; Infinity for a name match,
 * `relatedScore` for a related word), before amounts are given to their themes.
 */
export function applyPaidFor(tokens: readonly TaggedToken[], units: readonly Unit[], sentences: readonly Unit[], themes: ReadonlyArray<PaidForTheme | undefined>, scores: (number | undefined)[][], relatedScore: number): void {
  themes.forEach((t, j) => {
    if (!t?.money) return;
    tokens.forEach((token, i) => {
      const s = scores[j][i];
      if (s !== undefined && s !== Infinity && s !== relatedScore && (REFUND_WORDS.has(token.value.toLowerCase()) || REFUND_WORDS.has(token.lemma))) scores[j][i] = undefined;
    });
  });
  const amounts = amountGroups(tokens, true);
  const amountAt = new Set(amounts.flat());
  const inRange = (u: Unit) => tokens.flatMap((t, i) => (t.start >= u.start && t.end <= u.end ? [i] : []));
  // Money paid back is no price: in a clause that tells of a refund ("My money came back"), a money word mentions no money theme but by name.
  for (const unit of units) {
    const inside = inRange(unit);
    if (!paidBack(tokens, inside)) continue;
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
      const back = paidBack(tokens, inside);
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
    const plain = inside.filter((i) => !amountAt.has(i) && !moneyCue(tokens[i]));
    const best = plain.map((i) => scores.reduce((m, row) => Math.max(m, row[i] ?? -Infinity), -Infinity));
    themes.forEach((t, j) => {
      if (!t?.paidFor) return;
      const mine = inside.filter((i) => scores[j][i] !== undefined);
      if (mine.length === 0) return;
      // Only a noun or verb names the thing ("delivery", "shipped"); a money word, an amount or a modifier ("extra") is the money side.
      const moneySide = mine.filter((i) => amountAt.has(i) || moneyCue(tokens[i]) || !THING_TAGS.has(tokens[i].pos));
      const thingSide = mine.filter((i) => !moneySide.includes(i));
      // With a generic money theme requested the thing is told only by name or by a related word ("shipping", "courier"): the theme's
      // word vector is half money, so a noun near it ("portion") is weak evidence of the thing paid for, and it would take the amount from
      // the generic theme. Without one, a noun near the theme counts too ("Admission is free" for entry fee).
      const told = thingSide.filter((i) => scores[j][i] === Infinity || scores[j][i] === relatedScore || !genericAsked);
      const keepThing = told.length > 0 && talksOfMoney(unit);
      const otherTheme = plain.some((i, k) => scores.some((row, o) => o !== j && row[i] !== undefined && row[i]! >= best[k]));
      // What the clause says was paid for: its subject, when that is a common noun this theme does not match ("Parking … costs £3").
      const otherThing = plain.some((i) => subjects[i] && tokens[i].pos === 'NOUN' && scores[j][i] === undefined && thingNoun(tokens[i]));
      // With a generic money theme requested ("price"), a money word alone is that theme's.
      const keepMoney = keepThing || (!otherTheme && !otherThing && !genericAsked);
      for (const i of thingSide) if (!keepThing) scores[j][i] = undefined;
      for (const i of moneySide) if (!keepMoney) scores[j][i] = undefined;
    });
  }
}
