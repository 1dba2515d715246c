import type { SentimentResult } from '../../core/ports/models.js';
import { CLEAR, sentimentCues, type SentimentCues } from './sentiment-cues.js';
import { CUE_RULES_2026_11_30 } from './sentiment-cue-rules-2026-11-30.js';
import { hasStance } from './sentiment-fact-decision.js';
import { contrastSides, hasExpectation } from './sentiment-shapes.js';
import { NEGATED_RE, plainSide } from './sentiment-decision-2026-12-02.js';
import { decide20261203, DECISION_SETTINGS_2026_12_03 } from './sentiment-decision-2026-12-03.js';
import { badOutcomes, goodOutcomes } from './sentiment-outcomes-2026-12-03.js';
import { badOutcomes2026_12_04, goodOutcomeMatches, goodOutcomes2026_12_04, isBrokenPromise, isComplaintWish, lossWordsDefused, PROMISE_RE, SIDE_COMPLAINT_RE, SIDE_PRAISE_RE, widerSides, WISHED_OUTCOME_RE } from './sentiment-outcomes-2026-12-04.js';

/**
 * The decision of sentiment version 2026-12-04: that of 2026-12-03 (the same blend of the same
 * weight files, so the probabilities are unchanged), after the families of
 * sentiment-outcomes-2026-12-04.ts, in this order:
 *
 * 1. A loss word that is no loss: a loss denied after its verb ("we lost nothing", "never lost a
 *    file") or an unwanted thing removed ("removed every stain", "killed every weed") is
 *    `positive`, and a loss named in a plain fact ("The plan covers lost luggage.") `neutral`,
 *    unless the blend is at least `defusedSure` of another side (texts of at most `outcomeWords`
 *    words, no contrast, no other loss).
 * 2. A wish ("I wish it had arrived a day early") and a broken promise ("They promised a refund
 *    within a week; that was in March.") are `negative` unless the blend is at least `wishSure` of
 *    positive; a promise not said to be broken is no good outcome (2026-12-03 without its good
 *    outcomes).
 * 3. Praise set against a complaint across the wider contrasts ("apart from", "except for", a
 *    semicolon, two sentences, "…, though X") is `mixed` unless the blend is at least
 *    `contrastSure` of a side (texts of at most `contrastWords` words).
 * 4. A good outcome of 2026-12-04 told without sentiment words ("built me a plan", "waited for
 *    me", "packed and loaded by lunchtime", "wrapped every frame", "I can now…") with no loss, no
 *    negative lexicon word and no contrast is `positive` where 2026-12-03 read it as negative or
 *    neutral, unless the blend is at least `outcomeSure` of negative.
 *
 * Confidences: an answer a rule of 1, 2 or 4 gives against the blend claims the blend's probability of
 * the class it returns, or `RULE_CONFIDENCE` where the blend says less (`ruleConfidence`): a rule
 * never claims the mass of the class it left ("The subscription now costs…" left neutral for
 * positive used to claim 0.69 while the blend said 0.12 positive), and an answer the service gives
 * is never reported as nearly sure to be wrong ("lost nothing" against a blend 0.97 sure of a loss
 * claimed 0.03 before release). A `mixed` answer of rule 3 claims the mass of mixed, positive
 * and negative, as in 2026-12-03.
 */
export interface DecisionSettings20261204 {
  /** A blend at least this sure of another side keeps its answer against a defused loss word (0: rule off). */
  defusedSure: number;
  /** A positive blend at least this sure keeps its answer against a wish or a broken promise (0: rule off). */
  wishSure: number;
  /** A polar blend at least this sure keeps its answer against a wider contrast (0: rule off). */
  contrastSure: number;
  /** A polar blend at least this sure keeps its answer against two short verdicts juxtaposed without a contrast word (0: rule off). */
  juxtaposedSure: number;
  /** The wider contrasts apply to texts of at most this many words. */
  contrastWords: number;
  /** A polar blend at least this sure keeps its answer against an explicit contrast ("but", "although") whose sides are read with the plain words of 2026-12-04 (0: rule off). */
  explicitSure: number;
  /** A negative blend at least this sure keeps its answer against a good outcome of 2026-12-04 (0: rule off). */
  outcomeSure: number;
  /** Rules 1, 2 and 4 apply to texts of at most this many words. */
  outcomeWords: number;
  /** A polar answer on a text without any evidence or stance needs at least this probability to stand (0: rule off). */
  barePolar: number;
}

/** Chosen by bench/tune-sentiment-2026-12-04.ts (held-out fifth of the development data, own sentences but the blind splits). */
export const DECISION_SETTINGS_2026_12_04: Readonly<DecisionSettings20261204> = { defusedSure: 0.99, wishSure: 0.9, contrastSure: 0.95, juxtaposedSure: 0.7, contrastWords: 25, explicitSure: 0, outcomeSure: 0.8, outcomeWords: 20, barePolar: 0 };

const NO_EVIDENCE = 0.05;
/** The confidence of a rule's answer when the blend says less of the class it returns. */
export const RULE_CONFIDENCE = 0.5;
export const INDEX = { positive: 0, negative: 1, neutral: 2, mixed: 3 } as const;

/** The confidence of `to`, given by a rule against the blend's `from`: the blend's probability of `to`, or RULE_CONFIDENCE where that is less (`from` is kept for the callers' reading). */
export function ruleConfidence(p: readonly number[], _from: SentimentResult['sentiment'], to: SentimentResult['sentiment']): number {
  return Math.max(p[INDEX[to]], RULE_CONFIDENCE);
}

/** +1 praise, −1 complaint or loss, 0 neither: the sides of 2026-12-02 and 2026-12-03 with the plain words of 2026-12-04. */
export function side20261204(side: string, verdict: boolean): number {
  const defused = lossWordsDefused(side);
  if (defused === 'denied' || defused === 'cleared') return 1;
  const complaint = SIDE_COMPLAINT_RE.exec(side);
  if (complaint && !NEGATED_RE.test(side.slice(0, complaint.index).split(/[,;]/u).pop() ?? '')) return -1;
  const plain = plainSide(side, verdict);
  if (plain !== 0) return plain;
  if (badOutcomes(side) > 0 || badOutcomes2026_12_04(side) > 0) return -1;
  if (goodOutcomes(side) > 0 || goodOutcomes2026_12_04(side) > 0 || (SIDE_PRAISE_RE.test(side) && !NEGATED_RE.test(side))) return 1;
  return 0;
}

/** No clear negative lexicon word once the good outcomes of 2026-12-04 are set aside ("waited for me" is no wait). */
function noComplaintBeyond(text: string): boolean {
  const rest = goodOutcomeMatches(text).reduce((t, m) => t.replace(m, ' '), text);
  return sentimentCues(rest, CUE_RULES_2026_11_30).strongestNegative < CLEAR;
}

/** A value computed on first use and kept. */
function once<T>(read: () => T): () => T {
  let value: { v: T } | undefined;
  return () => (value ??= { v: read() }).v;
}

export function decide20261204(original: string, p: readonly number[], c: SentimentCues, s: Readonly<DecisionSettings20261204> = DECISION_SETTINGS_2026_12_04): SentimentResult {
  const text = original.replace(/\s+/gu, ' ');
  const words = text.trim().split(' ').length;
  const short = words <= s.outcomeWords;
  const promise = PROMISE_RE.test(text);
  const wish = isComplaintWish(text);
  // A promise or a wish is no good outcome: 2026-12-03 without its good-outcome rule.
  const base = promise || wish ? decide20261203(original, p, c, { ...DECISION_SETTINGS_2026_12_03, outcomeSure: 0 }) : decide20261203(original, p, c);
  // Each outcome count is read once, when a rule first needs it.
  const good03 = once(() => goodOutcomes(text));
  const bad03 = once(() => badOutcomes(text));
  const good04 = once(() => goodOutcomes2026_12_04(text));
  const bad04 = once(() => badOutcomes2026_12_04(text));
  const sides = contrastSides(text);
  // 1. Loss words that are no loss.
  const defused = short && !sides && !c.question ? lossWordsDefused(text) : undefined;
  if (s.defusedSure > 0 && defused !== undefined && base.sentiment !== 'mixed') {
    if (defused !== 'fact' && base.sentiment !== 'positive' && p[1] < s.defusedSure) return { sentiment: 'positive', confidence: ruleConfidence(p, base.sentiment, 'positive') };
    if (defused === 'fact' && base.sentiment !== 'neutral' && Math.max(p[0], p[1]) < s.defusedSure && !hasStance(text)) return { sentiment: 'neutral', confidence: ruleConfidence(p, base.sentiment, 'neutral') };
  }
  // 2. Wishes and broken promises.
  if (s.wishSure > 0 && short && !sides && !c.question && base.sentiment !== 'negative' && base.sentiment !== 'mixed' && p[0] < s.wishSure && ((wish && (good03() > 0 || goodOutcomeMatches(text).length > 0 || WISHED_OUTCOME_RE.test(text))) || isBrokenPromise(text))) {
    return { sentiment: 'negative', confidence: ruleConfidence(p, base.sentiment, 'negative') };
  }
  if (base.sentiment === 'mixed') return base;
  // 3. Wider contrasts.
  const split = widerSides(text);
  const wider = !sides || split?.[3] === 'sentences' ? split : undefined;
  if (s.contrastSure > 0 && wider && words <= s.contrastWords && Math.max(p[0], p[1]) < (wider[2] ? s.contrastSure : s.juxtaposedSure) && !hasExpectation(wider[0])) {
    // Juxtaposed verdicts without a contrast word need sentiment words on both sides ("Brilliant surgeons. Terrible receptionist.").
    const read = wider[2] ? side20261204 : plainSide;
    const a = read(wider[0], !wider[2]);
    const b = read(wider[1], true);
    if (a * b < 0) return { sentiment: 'mixed', confidence: p[0] + p[1] + p[3] };
  }
  if (sides && s.explicitSure > 0 && words <= s.contrastWords && Math.max(p[0], p[1]) < s.explicitSure && !hasExpectation(sides[0])) {
    const a = side20261204(sides[0], false);
    const b = side20261204(sides[1], true);
    if (a * b < 0) return { sentiment: 'mixed', confidence: p[0] + p[1] + p[3] };
  }
  // 4. Good outcomes told without sentiment words.
  if (s.outcomeSure > 0 && base.sentiment !== 'positive' && short && !sides && !wider && !c.question && p[1] < s.outcomeSure
    && good04() > 0 && bad03() === 0 && bad04() === 0 && (c.strongestNegative < CLEAR || noComplaintBeyond(text))) {
    return { sentiment: 'positive', confidence: ruleConfidence(p, base.sentiment, 'positive') };
  }
  // 5. No evidence at all.
  const sure = Math.max(p[0], p[1]);
  if (s.barePolar > 0 && base.sentiment !== 'neutral' && short && sure < s.barePolar && !sides && !wider && !c.question && !c.request && c.strongestPositive < NO_EVIDENCE && c.strongestNegative < NO_EVIDENCE
    && c.idioms === 0 && c.goodOutcomes === 0 && c.badOutcomes === 0 && good03() === 0 && bad03() === 0 && good04() === 0 && bad04() === 0 && !hasStance(text)) {
    return { sentiment: 'neutral', confidence: 1 - sure };
  }
  return base;
}

