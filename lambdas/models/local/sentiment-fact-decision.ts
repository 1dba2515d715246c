import type { SentimentResult } from '../../core/ports/models.js';
import type { SentimentCues } from './sentiment-cues.js';
import { EVIDENCE_SETTINGS, evidenceDecision } from './sentiment-evidence-decision.js';

/**
 * The decision of sentiment version 2026-11-28: that of 2026-11-27 (sentiment-evidence-decision.ts,
 * same weight file and cue rules), with one more rule for facts. A text with no evidence at all
 * (no sentiment word, idiom, outcome or contrast) that states something specific — a number or
 * quantity, a time or date, a measure, a reference, or what the writer did ("I ordered…",
 * "We stayed three nights…") — is `neutral` unless the regression is sure of a side
 * ("The store opens at 9.", "My order number is 4471.", "I paid by card."). Facts and plain
 * review sentences without lexicon words look alike to the regression (2026-11-27 could only
 * apply a weak threshold to all of them); the specific marker separates most facts from
 * opinions said without sentiment words ("Just what I wanted.").
 *
 * The confidence of a `neutral` answer made here is, as in 2026-11-27, the probability that the
 * text is not the likelier polar class.
 */

export interface FactSettings {
  /** A polar answer on a specific text without evidence needs at least this probability to stand. */
  factPolar: number;
}

/** Chosen by bench/tune-sentiment-facts.ts on the held-out fifth of the development data and the own `dev` sentences. */
export const FACT_SETTINGS: Readonly<FactSettings> = { factPolar: 0.6 };

/** Below this |score| a unit carries no evidence (as in 2026-11-27). */
const NO_EVIDENCE = 0.05;

const NUMBER_WORDS = 'two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|half|dozen|twice';
const TIME_WORDS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekdays?|weekends?|january|february|march|april|may|june|july|august|september|october|november|december'
  + '|morning|afternoon|evening|tonight|today|tomorrow|yesterday|noon|midnight|o\'clock|am|pm|daily|weekly|monthly|yearly|annually';
const MEASURE_WORDS = 'metres?|meters?|centimetres?|centimeters?|cm|mm|km|miles?|kilograms?|kg|grams?|litres?|liters?|ml|inches|inch|feet|foot|gb|mb|minutes?|hours?|days?|weeks?|months?|years?|floors?|percent';
/** A number, a time or date, a measure, a reference ("order number", "code", "model"). */
const SPECIFIC_RE = new RegExp(
  `\\d|\\b(?:${NUMBER_WORDS})\\b|\\b(?:${TIME_WORDS})\\b|\\b(?:${MEASURE_WORDS})\\b|\\b(?:number|reference|code|model|address|account|invoice|receipt|id|version)\\b`,
  'iu',
);
/** What the writer did or does, told as a fact ("I ordered", "We stayed", "I use", "I have been"). */
const NARRATIVE_RE = /^\s*(?:i|we|my \w+(?: and i)?)\s+(?:(?:have|had)\s+(?:been\s+)?|am\s+|was\s+|usually\s+|mostly\s+|also\s+|first\s+)?(?:ordered|bought|paid|joined|use|used|stayed|booked|visited|moved|started|switched|called|emailed|sent|went|took|live|work|worked|study|studied|checked|installed|downloaded|upgraded|signed|registered|enrolled|travel|travelled|traveled|drive|drove|came|arrived|left|returned|been|taking|using|working|living|studying)\b/iu;

/**
 * Numbers that judge: a rating ("8/10", "9 out of 10", "two stars", "thumbs up") or a wait
 * ("took 40 minutes", "waited two hours") is an opinion, not a fact.
 */
const JUDGING_NUMBER_RE = new RegExp(
  `\\b(?:\\d+(?:\\.\\d+)?|${NUMBER_WORDS}|ten|five|one)\\s*(?:/|out of)\\s*(?:\\d+|ten|five)\\b|\\b(?:\\d+|${NUMBER_WORDS}|one|a)\\s+stars?\\b|\\bthumbs?\\s+(?:up|down)\\b|\\bgive[ns]?\\b.{0,20}\\ba\\s+"?\\d+`
  + `|\\b(?:took|take|takes|taking|wait|waited|waiting|passed|spent|wasted|queued|queue|delayed|late|hold)\\b.{0,30}\\b(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|ages)\\b`,
  'iu',
);

/**
 * Marks of a stance (after the subjectivity clues of Wiebe and Riloff: intensifiers, modals,
 * stance verbs, negations, exclamations): a sentence with one is read as an opinion even without
 * a sentiment word ("I own two of these and would order another", "always a hit", "nobody tells
 * us", "kept us awake until three", "returned it the next day": a verdict told as an act).
 */
const STANCE_RE = /!|\b(?:really|so|very|too|always|never|just|only|even|ever|quite|rather|pretty|totally|absolutely|definitely|at least|i think|i feel|i found|i believe|worth|must|should|shouldn't|would|wouldn't|could|rated|overrated|underrated|like a|kept|keeps|lasts|lasted|returned|sent (?:it|them) back|not|no|nobody|nothing|none|nowhere|n't)\b|n't\b/iu;

/** A mark of stance (2026-12-02 reads it for plain descriptions). */
export const hasStance = (text: string): boolean => STANCE_RE.test(text);

/** A statement of something specific (number, time, measure, reference, what the writer did) with no stance and no number that judges. */
export function isSpecificStatement(text: string): boolean {
  return (SPECIFIC_RE.test(text) || NARRATIVE_RE.test(text)) && !JUDGING_NUMBER_RE.test(text) && !/(?<!\d)\d+\s*min\b/iu.test(text) && !STANCE_RE.test(text);
}
export function factDecision(text: string, p: readonly number[], c: SentimentCues, s: Readonly<FactSettings> = FACT_SETTINGS): SentimentResult {
  const none = c.strongestPositive < NO_EVIDENCE && c.strongestNegative < NO_EVIDENCE && c.idioms === 0 && c.goodOutcomes === 0 && c.badOutcomes === 0;
  if (none && !c.contrast && Math.max(p[0], p[1]) < s.factPolar && isSpecificStatement(text)) {
    return { sentiment: 'neutral', confidence: 1 - Math.max(p[0], p[1]) };
  }
  return evidenceDecision(text, p, c, EVIDENCE_SETTINGS);
}
