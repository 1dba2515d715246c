import { SentimentIntensityAnalyzer } from 'vader-sentiment';
import { splitClauses } from '../../core/text/clauses.js';
import { defuse } from './sentiment-lexicon.js';
import { CONCESSION_RE, FIRST_PERSON_RE, MENTION_OR_LINK_RE, NEGATION_RE, WORD_RE } from './sentiment-features.js';

/**
 * Rules that carry across domains (after VADER, cjhutto/vaderSentiment): idioms whose words point
 * the wrong way ("no complaints", "not bad", "never disappoints"), outcomes reported without any
 * sentiment word ("solved my problem in minutes", "arrived a day early", "still not fixed"),
 * requests and questions, and the contrast of clauses ("great teacher, terrible textbook"). They
 * become features of the classifier of version 2026-11-25 (sentiment-cue-model.ts), which learns
 * how much each counts; the rules themselves never see training data.
 */

/** Idioms rewritten to a VADER word of the same valence before scoring (VADER reads them backwards). */
const IDIOMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:no|zero|without(?: any)?|never any|never had any|not had any|haven't had any|have not had any)\s+(?:complaints?|problems?|issues?|regrets?|trouble|hassle|fuss|faults?|worries|complaint)\b/giu, 'great'],
  [/\bnot\s+(?:a\s+)?(?:single|one)\s+(?:problem|issue|complaint|fault|regret)\b/giu, 'great'],
  [/\bnothing\s+(?:to\s+)?(?:improve|complain about|fault|change|dislike)\b/giu, 'great'],
  [/\bnothing\s+(?:was\s+)?too\s+much\s+trouble\b/giu, 'great'],
  [/\bnot\s+(?:too\s+|so\s+|that\s+|half\s+|at\s+all\s+)?(?:bad|shabby|terrible|awful|poor)\b(?:\s+at\s+all)?/giu, 'good'],
  [/\b(?:never|doesn't|does not|didn't|did not|won't|will not|hasn't|has not)\s+(?:once\s+)?(?:disappoint|let\s+(?:me|us)\s+down|fail(?:ed)?\s+(?:me|us))(?:s|ed)?\b/giu, 'great'],
  [/\b(?:can't|cannot|can not|couldn't|could not)\s+(?:fault|complain|recommend (?:it|them|this|you) enough)\b/giu, 'great'],
  [/\b(?:couldn't|could not|can't|cannot)\s+(?:be\s+happier|ask\s+for\s+(?:more|better|anything more))\b/giu, 'great'],
  [/\bno\s+(?:longer\s+)?(?:any\s+)?(?:pain|delays?|waiting|wait)\b/giu, 'good'],
  [/\bpainless\b/giu, 'easy'],
  [/\bhassle[- ]free\b/giu, 'easy'],
  [/\bnever\s+(?:dread|worry|worried)\b/giu, 'good'],
  [/\b(?:not|never)\s+(?:good|great|helpful|worth|happy|easy|clear|working|work|works|useful)\b/giu, 'bad'],
  [/\b(?:don't|do not|doesn't|does not|didn't|did not|won't|will not|can't|cannot)\s+(?:work|works|load|open|start|charge|connect|help|respond|reply)\b/giu, 'bad'],
  // "far too slow", "too small": an excess is a complaint, whatever the adjective.
  [/\b(?:far |way |much |a bit |slightly |rather )?too\s+(?!much\b|many\b)(?:[a-z]+ly\s+)?[a-z]+\b(?!\s+to\b)/giu, 'bad'],
  [/\b(?:less than|under|only|just)\s+(?:a|one|two|five|ten|\d+)\s+(?:minutes?|seconds?)\b/giu, 'good'],
  [/\bout of touch\b|\bburnt out\b|\bpaper[- ]thin\b|\bhalf empty\b|\ba (?:nightmare|disaster|shambles|mess)\b/giu, 'bad'],
  [/\b(?:spotless|efficient|welcoming|supportive|patiently|clearly|organised|organized|comfortable|smoothly|seamless|flawless|flawlessly|generous|enthusiastic|approachable|encouraging|gorgeous|handy|sleek|convenient|reassuring|gentle|stunning|inspiring)\b/giu, 'good'],
  [/\b(?:mouldy|moldy|stained|dismissive|unrealistic|tiny|cluttered|outdated|disorganised|disorganized|confusing|clunky|crushed|garish|inconsistent|shambles|nightmare|chaotic|damaged|drains|noisy|exhausting|demoralising|demoralizing|toxic|underpaid|lumpy|stuffy|damp|cancelled|ignored|ignores|unsafe|brutal|overwhelmed|careless|outrageous|insulting|useless|unusable|abrupt|garbage|dim|freezing|impossible|unfair|missing|wrong|rude|dirty|cold|inedible|misleading|broken|overpriced|expensive|cramped)\b/giu, 'poor'],
];

/** Outcomes stated without sentiment words: each match counts once. */
const GOOD_OUTCOMES: readonly RegExp[] = [
  /\b(?:solved|resolved|fixed|sorted(?:\s+out)?|restored|answered my|sorted)\b/giu,
  /\bhelped (?:me|us|him|her|them)\b|\btook the time\b|\bmakes? time\b|\bgiven (?:me|us) (?:\w+\s+){1,3}back\b|\b(?:have|has)n?o?t? (?:not )?faded\b/giu,
  /\b(?:in|within)\s+(?:a\s+few\s+|two\s+|ten\s+|twenty\s+|\d+\s+)?(?:minutes?|seconds?|an hour|a day)\b/giu,
  /\b(?:a|one|two|\d+)\s+days?\s+early\b|\bahead of (?:schedule|time)\b|\b(?:arrived|came|delivered|ready)\s+early\b/giu,
  /\bthe next day\b|\bsame day\b|\bon time\b|\bfirst (?:visit|time|try|attempt)\b/giu,
  /\bas (?:advertised|described|promised|expected)\b|\bexactly what (?:i|we) (?:need|needed|wanted)\b/giu,
  /\bworks? (?:perfectly|flawlessly|like a charm|every time|exactly)\b/giu,
  /\b(?:went|goes|going) out of (?:their|his|her|its|the) way\b|\bwent (?:smoothly|well)\b/giu,
  /\bwill (?:definitely |certainly )?(?:order|buy|come|stay|shop|be back|return|use)\b.{0,20}\bagain\b|\bcannot wait to come back\b|\bcan't wait to come back\b/giu,
  /\b(?:would|will|definitely|highly) recommend\b/giu,
];
const BAD_OUTCOMES: readonly RegExp[] = [
  /\bstill\s+(?:not|no|hasn't|haven't|has not|have not|isn't|is not|doesn't|does not|waiting|broken|missing)\b/giu,
  /\bnever\s+(?:arrived|came|turned up|showed up|replied|answered|called|came back|got back|received|works?|worked|fixed)\b/giu,
  /\b(?:hours?|days?|weeks?|months?)\s+late\b|\btoo late\b|\bfar too (?:late|long|slow)\b/giu,
  /\bwaited\s+(?:for\s+)?(?:over\s+|more than\s+|nearly\s+|almost\s+)?(?:\w+\s+){0,2}(?:minutes?|hours?|days?|weeks?|months?)\b|\bon hold\b/giu,
  /\bno\s+(?:reply|response|answer|updates?|refund|call back|callback|one (?:answered|replied|called|came))\b/giu,
  /\b(?:nobody|no one|no-one|none of them)\s+(?:answered|replied|told|explained|called|cares|came|seems to care|helped|apologised|apologized)\b/giu,
  /\b(?:stopped|stops)\s+(?:working|charging|responding)\b|\bfell apart\b|\bbroke\b|\bsnapped\b|\bcrash(?:es|ed|ing)?\b|\bleaks?\b|\bfreez(?:es|ing)\b/giu,
  /\b(?:charged|billed)\s+(?:me\s+|us\s+)?twice\b|\b(?:lost|missing)\b|\bwithout (?:notice|warning|explanation)\b/giu,
  /\b(?:cannot|can't|could not|couldn't|unable to)\s+(?:log in|login|sign in|get|use|find|open|reach|access|connect)\b/giu,
  /\bwaste of (?:time|money)\b|\brip[- ]?off\b|\bthinking (?:about|of) leaving\b/giu,
  /\b(?:did not|didn't|never|does not|doesn't) (?:turn|show) up\b|\bhung up\b|\bfor no reason\b|\bnothing like\b|\bwent down\b|\bkeeps? (?:crashing|freezing|logging|failing|breaking|dropping)\b/giu,
  /\bnever\s+(?:explained|finds?|told|tells|listens?|works?|loads?|answers?|responds?|replies|enough)\b|\bnobody ever\b|\bno one ever\b/giu,
];
/** The rule lists a version's cues are read with (version 2026-11-27 extends those of 2026-11-25: sentiment-cue-rules.ts). */
export interface CueRules {
  idioms: ReadonlyArray<readonly [RegExp, string]>;
  good: readonly RegExp[];
  bad: readonly RegExp[];
  /** Phrases whose lexicon words judge nothing ("public holidays"), rewritten to a neutral word before the idioms; not counted as idioms (version 2026-11-30). */
  neutral?: readonly RegExp[];
}

/** Every RegExp here is global: String.replace and String.match reset lastIndex, so they are safe to share. */
export const CUE_RULES_2026_11_25: CueRules = { idioms: IDIOMS, good: GOOD_OUTCOMES, bad: BAD_OUTCOMES };

/** A request or a question for information: facts and requests are neutral unless they judge. */
const REQUEST_RE = /^(?:\s*(?:hi|hello|dear [^,]+),?)?\s*(?:please|kindly|could you|can you|would you|will you|can i|could i|may i|is there|are there|is it|does|do you|do i|will|how|when|where|which|what|who|i need|i would like|i'd like|we need)\b/iu;

const CONTRAST_RE = /\b(?:but|however|yet|nevertheless|nonetheless|except|otherwise|shame about|pity about)\b/iu;
/** |score| from which a sentiment unit counts as clearly polar. */
export const CLEAR = 0.3;
/** What one outcome adds to a unit's score (a VADER compound is in [-1, 1]). */
const OUTCOME_WEIGHT = 0.5;
/** The unit after a contrastive word weighs this much more in the overall score ("X, but Y"). */
const AFTER_CONTRAST_WEIGHT = 1.5;

/** The text with idioms rewritten, and how many were. */
export function rewriteIdioms(text: string, rules: CueRules = CUE_RULES_2026_11_25): { text: string; idioms: number } {
  let idioms = 0;
  let out = (rules.neutral ?? []).reduce((t, re) => t.replace(re, 'things'), text);
  for (const [re, word] of rules.idioms) {
    out = out.replace(re, () => {
      idioms++;
      return word;
    });
  }
  return { text: out, idioms };
}

function countMatches(text: string, patterns: readonly RegExp[]): number {
  return patterns.reduce((n, re) => n + (text.match(re)?.length ?? 0), 0);
}

/** One sentiment unit: a clause, or a comma piece of a clause when both sides have two words or more. */
export interface CueUnit {
  text: string;
  /** VADER compound of the rewritten unit plus its outcomes, clipped to [-1, 1]. */
  score: number;
  afterContrast: boolean;
}

function units(text: string, rules: CueRules): CueUnit[] {
  const clauses = splitClauses(text);
  const pieces: Array<{ text: string; start: number }> = [];
  for (const c of clauses.length > 0 ? clauses : [{ text, start: 0, end: text.length }]) {
    const parts = c.text.split(/,\s*/u);
    const enough = parts.length > 1 && parts.every((p) => (p.match(WORD_RE)?.length ?? 0) >= 2);
    if (!enough) pieces.push({ text: c.text, start: c.start });
    else {
      let at = c.start;
      for (const p of parts) {
        pieces.push({ text: p, start: at });
        at += p.length + 1;
      }
    }
  }
  return pieces.map((p) => {
    const before = text.slice(Math.max(0, p.start - 24), p.start);
    const contrastInside = /^\s*(?:but|however|yet|shame about|pity about)\b/iu.test(p.text);
    return { text: p.text, score: unitScore(p.text, rules), afterContrast: contrastInside || /\b(?:but|however|yet)\W*$/iu.test(before) };
  });
}

/** The score of one unit: VADER on the rewritten unit, moved by its outcomes. */
export function unitScore(unit: string, rules: CueRules = CUE_RULES_2026_11_25): number {
  const rewritten = defuse(rewriteIdioms(unit, rules).text);
  const compound = SentimentIntensityAnalyzer.polarity_scores(rewritten).compound;
  const outcomes = countMatches(unit, rules.good) - countMatches(unit, rules.bad);
  return Math.max(-1, Math.min(1, compound + OUTCOME_WEIGHT * outcomes));
}

/** What the rules see in a text, before any learned weight. */
export interface SentimentCues {
  units: CueUnit[];
  /** Weighted mean of the unit scores (the unit after "but" weighs more). */
  overall: number;
  strongestPositive: number;
  strongestNegative: number;
  idioms: number;
  goodOutcomes: number;
  badOutcomes: number;
  request: boolean;
  question: boolean;
  /** An explicit contrastive or concessive word. */
  contrast: boolean;
}

export function sentimentCues(text: string, rules: CueRules = CUE_RULES_2026_11_25): SentimentCues {
  const found = units(text, rules);
  let sum = 0;
  let weight = 0;
  for (const u of found) {
    const w = u.afterContrast ? AFTER_CONTRAST_WEIGHT : 1;
    sum += w * u.score;
    weight += w;
  }
  // "X is wonderful, but there are never enough seats": a negated unit after a contrast opposes a clear side.
  const clearPositive = found.some((u) => u.score >= CLEAR);
  for (const u of found) {
    if (clearPositive && u.afterContrast && u.score <= 0 && /\b(?:never|no|not|nobody|nothing|none)\b|n't\b/iu.test(u.text)) u.score = Math.min(u.score, -CLEAR);
  }
  sum = 0;
  weight = 0;
  for (const u of found) {
    const w = u.afterContrast ? AFTER_CONTRAST_WEIGHT : 1;
    sum += w * u.score;
    weight += w;
  }
  return {
    units: found,
    overall: weight > 0 ? sum / weight : 0,
    strongestPositive: Math.max(0, ...found.map((u) => u.score)),
    strongestNegative: Math.max(0, ...found.map((u) => -u.score)),
    idioms: rewriteIdioms(text, rules).idioms,
    goodOutcomes: countMatches(text, rules.good),
    badOutcomes: countMatches(text, rules.bad),
    request: REQUEST_RE.test(text),
    question: text.includes('?'),
    contrast: CONTRAST_RE.test(text) || CONCESSION_RE.test(text),
  };
}

/** Names of the cue features, in {@link cueFeatures} order (part of a trained model's weight file). */
export const CUE_FEATURE_NAMES = [
  'vader_compound',
  'cue_compound',
  'cue_pos',
  'cue_neg',
  'cue_overall',
  'cue_strongest_positive',
  'cue_strongest_negative',
  'cue_both_clear',
  'cue_both_sides',
  'cue_idioms',
  'cue_good_outcomes',
  'cue_bad_outcomes',
  'cue_request',
  'cue_no_evidence',
  'contrast_word',
  'concession_word',
  'negation_count',
  'exclamations',
  'question',
  'log_words',
  'mention_or_link',
  'first_person',
] as const;

const MAX_COUNT = 3;

/**
 * The cue features of one text, in {@link CUE_FEATURE_NAMES} order. Pass the text's cues when
 * they are already computed (they must come from the same rules): they are the costly part.
 */
export function cueFeatures(text: string, rules: CueRules = CUE_RULES_2026_11_25, c: SentimentCues = sentimentCues(text, rules)): number[] {
  const rewritten = SentimentIntensityAnalyzer.polarity_scores(defuse(rewriteIdioms(text, rules).text));
  const both = Math.min(c.strongestPositive, c.strongestNegative);
  const words = text.match(WORD_RE)?.length ?? 0;
  return [
    SentimentIntensityAnalyzer.polarity_scores(text).compound,
    rewritten.compound,
    rewritten.pos,
    rewritten.neg,
    c.overall,
    c.strongestPositive,
    c.strongestNegative,
    c.strongestPositive >= CLEAR && c.strongestNegative >= CLEAR ? 1 : 0,
    both,
    Math.min(c.idioms, MAX_COUNT),
    Math.min(c.goodOutcomes, MAX_COUNT),
    Math.min(c.badOutcomes, MAX_COUNT),
    c.request ? 1 : 0,
    c.strongestPositive < 0.05 && c.strongestNegative < 0.05 ? 1 : 0,
    CONTRAST_RE.test(text) ? 1 : 0,
    CONCESSION_RE.test(text) ? 1 : 0,
    Math.min(text.match(NEGATION_RE)?.length ?? 0, MAX_COUNT),
    Math.min(text.split('!').length - 1, MAX_COUNT),
    text.includes('?') ? 1 : 0,
    Math.log1p(words),
    MENTION_OR_LINK_RE.test(text) ? 1 : 0,
    FIRST_PERSON_RE.test(text) ? 1 : 0,
  ];
}

/**
 * The class the rules alone point to, or undefined when they have nothing clear to say: `mixed`
 * when one unit is clearly positive and another clearly negative, the sign of the weighted score
 * when it is clear, `neutral` for a request or question without a clear judgement.
 */
export function ruleClass(c: SentimentCues): 'positive' | 'negative' | 'neutral' | 'mixed' | undefined {
  const strong = Math.max(c.strongestPositive, c.strongestNegative);
  const weak = Math.min(c.strongestPositive, c.strongestNegative);
  if (strong >= CLEAR && weak >= (c.contrast || c.units.length > 1 ? CONTRASTED_CLEAR : CLEAR)) return 'mixed';
  if (c.request && c.question && Math.abs(c.overall) < QUESTION_POLAR) return 'neutral';
  if (c.overall >= RULE_POLAR) return 'positive';
  if (c.overall <= -RULE_POLAR) return 'negative';
  if (c.request && c.strongestPositive < CLEAR && c.strongestNegative < CLEAR) return 'neutral';
  return undefined;
}

/** With an explicit contrast or juxtaposed units, the weaker side counts from this |score|. */
const CONTRASTED_CLEAR = 0.15;
/** A question is neutral unless its score is at least this strong. */
const QUESTION_POLAR = 0.6;
/** |weighted score| from which the rules call a text positive or negative. */
const RULE_POLAR = 0.1;
