import type { SentimentResult } from '../../core/ports/models.js';
import { CUE_RULES_2026_11_27 } from './sentiment-cue-rules.js';
import { CLEAR, sentimentCues, unitScore, type CueRules, type SentimentCues } from './sentiment-cues.js';
import { factDecision, isSpecificStatement } from './sentiment-fact-decision.js';
import { contrastSides, hasExpectation, hasQuality, juxtaposedSides } from './sentiment-shapes.js';
import { SHAPES_2026_11_29, type ShapeReader } from './sentiment-shapes-2026-12-01.js';

/**
 * The decision of sentiment version 2026-11-29: that of 2026-11-28 (sentiment-fact-decision.ts,
 * same weight file and cue rules, so the regression's probabilities are unchanged), after the
 * shapes of sentiment-shapes.ts:
 *
 * 1. An identifier with its value and no evidence ("My order number is 48213.") is `neutral`
 *    however the regression leans; so is a question asking for information without a judgement.
 * 2. A contrast whose first side is an expectation ("I had high hopes, but…") is judged by the
 *    side after it, never `mixed`.
 * 3. A contrast ("X, but Y"; "although X, Y") or a short juxtaposition ("Solid build, weak
 *    battery.") with one side positive and the other negative is `mixed`: a side counts as
 *    negative with a clear negative score, or, set against praise, with a word of size, duration
 *    or shortfall ("the queue was enormous", "the commute is long"), and as positive with a clear
 *    positive score or a plain quality word ("quick", "solid"). The regression keeps a polar
 *    answer it is sure of (at least `sureMixed`).
 * 4. An outcome told with negated or resolved problem words ("nothing was damaged", "fixed the
 *    login bug") or a harm told without sentiment words ("substituted without asking") multiplies
 *    the odds of its class by e^`shapeBonus` before the decision of 2026-11-28, unless the text
 *    holds clear lexical evidence of the other class.
 *
 * The shapes read the text with whitespace runs collapsed to one space; the decision of
 * 2026-11-28 reads the original text.
 *
 * Confidences: as in 2026-11-28 (a `neutral` answer: the probability that the text is not the
 * likelier polar class; a `mixed` one: the mass of mixed, positive and negative; a polar answer
 * after an expectation: that class and mixed); an answer rule 4 leaves as 2026-11-28 gave it is
 * 2026-11-28's, and one it moved claims at most 0.9 of the shifted probabilities.
 */

export interface SideSettings {
  /** Log-odds an outcome shape adds to its class (0: off). */
  shapeBonus: number;
  /** A polar regression at least this sure keeps its answer against a contrast of sides (above 1: never). */
  sureMixed: number;
  /** The contrast of sides applies to texts of at most this many words. */
  sideWords: number;
  identifiers: boolean;
  questions: boolean;
  /** A rhetorical question is polar. */
  rhetoric: boolean;
  expectation: boolean;
  sides: boolean;
  /**
   * Version 2026-12-01: a contrast of an outcome against its cost ("fixed the fault, but it took
   * three weeks") is `mixed` however sure the regression is of a side (absent: off).
   */
  outcomeSides?: boolean;
}

/** Chosen by bench/tune-sentiment-sides.ts on the held-out fifth of the development data and the own `dev` sentences. */
export const SIDE_SETTINGS: Readonly<SideSettings> = { shapeBonus: 6, sureMixed: 0.9, sideWords: 30, identifiers: true, questions: true, rhetoric: false, expectation: true, sides: true };

/** Short texts of comma pieces count as juxtaposed sides up to this many words (as in 2026-11-26). */
const JUXTAPOSITION_WORDS = 12;
const NO_EVIDENCE = 0.05;
/** The most a shaped answer claims (e^6 odds would otherwise read as certainty: "fixed the leak" 1.00). */
export const SHAPED_CONFIDENCE = 0.9;

const neutral = (p: readonly number[]): SentimentResult => ({ sentiment: 'neutral', confidence: 1 - Math.max(p[0], p[1]) });

/**
 * +1, −1 or 0: the side's orientation, read against the other side of a contrast. A shortfall
 * word counts only on the verdict side (`verdict`): a conceded one ("Only had it a month, but it
 * works perfectly"; "a long film, but I enjoyed every minute") leaves the verdict alone.
 */
export function sidePolarity(side: string, verdict = true, rules: CueRules = CUE_RULES_2026_11_27, reader: ShapeReader = SHAPES_2026_11_29): number {
  const shapes = reader.shapes(side);
  const score = unitScore(side, rules) + 0.5 * (shapes.good - shapes.bad);
  if (score >= CLEAR || (score > -NO_EVIDENCE && hasQuality(side) && !reader.shortfall(side))) return 1;
  if (score <= -CLEAR || (verdict && score < NO_EVIDENCE && reader.shortfall(side))) return -1;
  return 0;
}

/** The probabilities with the odds of class `k` multiplied by e^bonus. */
export function boosted(p: readonly number[], k: number, bonus: number): number[] {
  const q = p.map((v, i) => (i === k ? v * Math.exp(bonus) : v));
  const sum = q.reduce((a, v) => a + v, 0);
  return q.map((v) => v / sum);
}

/**
 * `rules`: the cue rules the text's cues were read with (2026-11-29: those of 2026-11-27; 2026-11-30:
 * sentiment-cue-rules-2026-11-30.ts); `reader`: the sentence shapes (2026-12-01 adds its families:
 * sentiment-shapes-2026-12-01.ts).
 */
export function sideDecision(original: string, p: readonly number[], c: SentimentCues, s: Readonly<SideSettings> = SIDE_SETTINGS, rules: CueRules = CUE_RULES_2026_11_27, reader: ShapeReader = SHAPES_2026_11_29): SentimentResult {
  // The shapes read the text with its whitespace runs collapsed once (a 20,000-character text of
  // spaces stays linear); the decision of 2026-11-28 still reads the original.
  const text = original.replace(/\s+/gu, ' ');
  const shapes = reader.shapes(text);
  const outcomes = c.goodOutcomes + c.badOutcomes + shapes.good + shapes.bad;
  const unclear = c.strongestPositive < CLEAR && c.strongestNegative < CLEAR;
  // A weak lexical lean is no judgement of an identifier ("order" scores a little positive in VADER).
  if (s.identifiers && shapes.identifier && unclear && c.idioms === 0 && outcomes === 0 && !c.contrast && isSpecificStatement(original)) return neutral(p);
  if (s.questions && shapes.informationQuestion && unclear && outcomes === 0) return neutral(p);
  if (s.rhetoric && shapes.rhetoricalQuestion && !c.contrast) {
    const polar = p[0] >= p[1] ? 0 : 1;
    return { sentiment: polar === 0 ? 'positive' : 'negative', confidence: p[polar] + p[2] };
  }
  const contrast = contrastSides(text);
  if (s.expectation && contrast && hasExpectation(contrast[0])) {
    const verdict = sidePolarity(contrast[1], true, rules, reader);
    const polar = verdict > 0 ? 0 : verdict < 0 ? 1 : p[0] >= p[1] ? 0 : 1;
    return { sentiment: polar === 0 ? 'positive' : 'negative', confidence: p[polar] + p[3] };
  }
  const sides = contrast ?? juxtaposedSides(text, JUXTAPOSITION_WORDS);
  const words = text.trim().split(/\s+/u).length;
  const outcomeSide = (side: string) => reader.shapes(side).good + rules.good.reduce((n, re) => n + (side.match(re)?.length ?? 0), 0) > 0;
  if (s.sides && sides && words <= s.sideWords && (Math.max(p[0], p[1]) < s.sureMixed || (s.outcomeSides && contrast !== undefined && outcomeSide(sides[0]) !== outcomeSide(sides[1])))) {
    // A juxtaposition's pieces weigh alike; a contrast's first side is conceded.
    const a = sidePolarity(sides[0], !contrast, rules, reader);
    const b = sidePolarity(sides[1], true, rules, reader);
    if (a * b < 0) return { sentiment: 'mixed', confidence: p[0] + p[1] + p[3] };
  }
  // A shape counts only without clear lexical evidence against it ("I am looking for new work
  // because my manager is awful" is no good outcome).
  // ("Nothing arrived broken": "broken" is the shape's own word, not evidence outside it).
  const good = shapes.good > 0 && (c.strongestNegative < CLEAR || sentimentCues(reader.outside(text, 'good'), rules).strongestNegative < CLEAR);
  const bad = shapes.bad > 0 && (c.strongestPositive < CLEAR || sentimentCues(reader.outside(text, 'bad'), rules).strongestPositive < CLEAR);
  const shaped = s.shapeBonus > 0 && !contrast && good !== bad ? (good ? 0 : 1) : undefined;
  const base = factDecision(original, p, c);
  if (shaped === undefined) return base;
  const q = boosted(p, shaped, s.shapeBonus);
  const answer = factDecision(original, q, c);
  // An outcome shape is evidence: the neutral rules for requests and texts without evidence do not apply.
  const polar = answer.sentiment === 'neutral' ? { sentiment: shaped === 0 ? 'positive' as const : 'negative' as const, confidence: q[shaped] } : answer;
  // An answer the shape did not move is that of 2026-11-28; one it moved claims at most SHAPED_CONFIDENCE (a pattern is not certainty).
  if (polar.sentiment === base.sentiment) return base;
  return { ...polar, confidence: Math.min(polar.confidence, SHAPED_CONFIDENCE) };
}
