import { SentimentIntensityAnalyzer } from 'vader-sentiment';
import type { SentimentClass, SentimentModel, SentimentResult } from '../../core/ports/models.js';
import { splitClauses } from '../../core/text/clauses.js';

/**
 * Constants of the class scores (logits); a softmax turns them into probabilities. Neutral is the
 * reference class (logit 0). With P and N the weighted sums of positive and negative clause
 * compounds, Pmax / Nmax the strongest positive / negative clause, and C = 1 when a contrastive
 * conjunction separates a polar side from a side of the other or no polarity:
 *   positive = polarGain * P - crossPenalty * N - polarBias
 *   negative = polarGain * N - crossPenalty * P - polarBias
 *   mixed    = mixedGain * min(Pmax, Nmax) + contrastGain * C - mixedBias
 *   neutral  = noEvidenceBonus when P = N = 0, else 0
 * A text without evidence is therefore neutral, one clear clause makes its polarity dominate, and
 * clear clauses of opposite sign make `mixed` win. The gains and biases were chosen for macro-F1
 * on the development splits (reviews-4class, uci-sentences) with a coarse grid (the grid search
 * of bench/tune-sentiment.ts as it was in version 2026-11-21); several neighbouring settings
 * score within 0.001, so they are not finely fitted. Temperature (chosen for log-loss on reviews-4class) and noEvidenceBonus only
 * shape the confidence: neither changes the returned class.
 */
export interface SentimentConstants {
  polarGain: number;
  crossPenalty: number;
  polarBias: number;
  mixedGain: number;
  contrastGain: number;
  mixedBias: number;
  /** Added to neutral when no clause carries any polarity: no judgement at all is itself evidence. */
  noEvidenceBonus: number;
  temperature: number;
}

export const SENTIMENT_CONSTANTS: Readonly<SentimentConstants> = {
  polarGain: 6,
  crossPenalty: 4,
  polarBias: 0.25,
  mixedGain: 20,
  contrastGain: 3,
  mixedBias: 1.5,
  noEvidenceBonus: 1.5,
  temperature: 2,
};

/** Clause weights: the clause after "but" carries the verdict, a conceded "although" clause less. */
const AFTER_CONTRAST_WEIGHT = 1.5;
const CONCEDED_WEIGHT = 0.5;
const CONTRAST_BEFORE_RE = /\b(?:but|however|yet|still|nevertheless|nonetheless)\W*$/iu;
const CONCESSION_BEFORE_RE = /\b(?:although|though|while|whereas|even though|even if)\W*$/iu;
/** |compound| from which a clause counts as clearly polar for the contrast test. */
const CLEAR_COMPOUND = 0.2;
/** A comma piece is its own sentiment unit only when both sides have this many words. */
const MIN_WORDS_PER_COMMA_UNIT = 2;

/**
 * Review and survey words VADER lacks, written as a VADER word of similar valence so VADER's own
 * negation and intensifier rules still apply ("not overpriced", "very bland").
 */
const GOOD = 'good'; // +1.9
const OKAY = 'fine'; // +0.8
const POOR = 'poor'; // -2.1
const WEAK = 'lag'; // -1.4
const DOMAIN_SURROGATES = new Map<string, string>([
  ...['tasty', 'attentive', 'flavorful', 'flavourful', 'tender', 'juicy', 'cozy', 'cosy', 'spacious',
    'affordable', 'inexpensive', 'intuitive', 'sturdy', 'reliable', 'polite', 'knowledgeable',
    'delectable', 'succulent', 'addictive', 'gem', 'crispy', 'crisp', 'yum', 'scrumptious',
    'impeccable', 'phenomenal']
    .map((w): [string, string] => [w, GOOD]),
  ...['decent', 'reasonable', 'reasonably', 'prompt', 'quick', 'fast', 'authentic']
    .map((w): [string, string] => [w, OKAY]),
  ...['bland', 'stale', 'soggy', 'greasy', 'undercooked', 'overcooked', 'burnt', 'tasteless',
    'mediocre', 'inedible', 'overpriced', 'unhelpful', 'inattentive', 'rubbery', 'overrated',
    'underwhelming', 'filthy', 'smelly', 'buggy', 'glitchy', 'flimsy', 'unreliable', 'unresponsive',
    'dingy', 'lousy', 'subpar', 'sloppy', 'unprofessional', 'crappy', 'cheaply', 'lacking',
    'flavorless', 'unbearable', 'overcharged', 'overdone', 'forgot', 'forgotten', 'ripoff', 'burned']
    .map((w): [string, string] => [w, POOR]),
  ...['pricey', 'expensive', 'slow', 'cramped', 'crowded', 'lukewarm', 'salty', 'oily', 'watery',
    'chewy', 'loud', 'dry', 'rushed', 'waited', 'laggy', 'crashes', 'crashed', 'freezes', 'lacks',
    'unavailable', 'sticky', 'scratches', 'scratched', 'scratch']
    .map((w): [string, string] => [w, WEAK]),
]);

/** Placeholder VADER does not know: erases a trap word's valence without touching the syntax. */
const NEUTRAL_WORD = 'item';
/**
 * Words that are nouns or fillers in reviews, not judgements ("support was rude", "yes, I did"), or
 * whose sign comes from their verb ("scratches easily").
 */
const ALWAYS_NEUTRAL = new Set(['support', 'please', 'yes', 'party', 'share', 'easily']);
/** "like" is the verb (a judgement) only after these; otherwise it is the preposition. */
const LIKE_VERB_BEFORE = new Set([
  'i', 'we', 'you', 'they', 'really', 'also', 'still', 'do', 'did', "don't", "didn't", 'dont', 'didnt',
  'not', 'to', 'would', "i'd", "we'd", 'definitely', 'totally', 'genuinely', 'absolutely', 'truly', 'always',
]);
/** Scored words that are part of a neutral noun or idiom after these words ("as well", "the fan"). */
const NEUTRAL_AFTER = new Map<string, Set<string>>([
  ['care', new Set(['customer', 'health', 'skin', 'child'])],
  ['free', new Set(['gluten', 'sugar', 'dairy', 'fat', 'hands', 'smoke', 'nut'])],
  ['well', new Set(['as'])],
  ['fan', new Set(['the', 'cooling', 'cpu'])],
  ['top', new Set(['on', 'the', 'table'])],
]);
/** Scored words that are part of a neutral noun before these words ("credit card"). */
const NEUTRAL_BEFORE = new Map<string, Set<string>>([
  ['credit', new Set(['card', 'cards'])],
  ['help', new Set(['desk'])],
]);

/**
 * Review idioms with no lexicon word, or whose lexicon words mislead VADER ("don't waste your
 * money" reads as a negated negative); each becomes one surrogate word. Checked in order.
 */
const PHRASE_CUES: ReadonlyArray<readonly [RegExp, string]> = [
  [/(?:\bnot|\bnever|n't|\bwont)\s+(?:\w+\s+){0,2}?(?:back|return(?:ing)?|again)\b/giu, POOR],
  [/\b(?:don't|dont|do not)\s+(?:go|bother|waste|eat|order|come)\b/giu, POOR],
  [/\b(?:will|would|'ll|definitely|certainly|must|surely)\s+(?:\w+\s+){0,2}?(?:back|return(?:ing)?|again)\b/giu, GOOD],
  [/\b(?:can't|cannot|cant) wait\b|\blook(?:ing)? forward\b|\bout of this world\b|\bhats off\b/giu, GOOD],
  [/\bover\s?(?:cooked|done|charged|priced)\b|\brip-?off\b/giu, POOR],
];

const WORD_RE = /[\p{L}][\p{L}'’-]*/gu;

/**
 * Rewrites the known lexicon traps of review/survey language before VADER sees the text: neutral
 * nouns and prepositions, "pretty" as an intensifier, "no X" as a negation, domain adjectives.
 */
export function defuse(original: string): string {
  const text = PHRASE_CUES.reduce((t, [re, surrogate]) => t.replace(re, surrogate), original);
  const words = [...text.matchAll(WORD_RE)].map((m) => ({ at: m.index, raw: m[0], lower: m[0].toLowerCase().replace(/’/g, "'") }));
  const out: string[] = [];
  let cursor = 0;
  words.forEach((w, i) => {
    const prev = words[i - 1]?.lower ?? '';
    const next = words[i + 1]?.lower;
    let replacement: string | undefined;
    if (ALWAYS_NEUTRAL.has(w.lower)) replacement = NEUTRAL_WORD;
    else if (NEUTRAL_AFTER.get(w.lower)?.has(prev) || NEUTRAL_BEFORE.get(w.lower)?.has(next ?? '')) replacement = NEUTRAL_WORD;
    else if (w.lower === 'like' && !LIKE_VERB_BEFORE.has(prev)) replacement = NEUTRAL_WORD;
    // "pretty good" / "pretty bad": an intensifier, not the adjective VADER scores +2.2.
    else if (w.lower === 'pretty' && next !== undefined) replacement = 'quite';
    // VADER scores "no" -1.2 and does not negate with it: "no complaints" would come out negative.
    else if (w.lower === 'no' && next !== undefined) replacement = 'not';
    else replacement = DOMAIN_SURROGATES.get(w.lower);
    if (replacement === undefined) return;
    out.push(text.slice(cursor, w.at), replacement);
    cursor = w.at + w.raw.length;
  });
  out.push(text.slice(cursor));
  return out.join('');
}

interface Unit {
  text: string;
  weight: number;
  /** Index of the contrast group: it grows at each but/however/although boundary. */
  group: number;
}

function wordCount(s: string): number {
  return s.match(WORD_RE)?.length ?? 0;
}

/** Clauses, further cut at commas between two multi-word pieces ("great food, rude staff"). */
function sentimentUnits(text: string): Unit[] {
  const units: Unit[] = [];
  let previousEnd = 0;
  let group = 0;
  let concededGroup = -1; // "Although X, Y": Y is a new contrast group after the conceded X
  for (const clause of splitClauses(text)) {
    const gap = text.slice(previousEnd, clause.start);
    previousEnd = clause.end;
    const contrast = CONTRAST_BEFORE_RE.test(gap);
    const conceded = !contrast && CONCESSION_BEFORE_RE.test(gap);
    if ((contrast || conceded || concededGroup === group) && units.length > 0) group++;
    if (conceded) concededGroup = group;
    const weight = contrast ? AFTER_CONTRAST_WEIGHT : conceded ? CONCEDED_WEIGHT : 1;
    const pieces = clause.text.split(',');
    const splittable = pieces.length > 1 && pieces.every((p) => wordCount(p) >= MIN_WORDS_PER_COMMA_UNIT);
    for (const piece of splittable ? pieces : [clause.text]) units.push({ text: piece, weight, group });
  }
  return units.length > 0 ? units : [{ text, weight: 1, group: 0 }];
}

/** The evidence a text carries: weighted positive/negative mass and the strongest clause of each. */
export interface SentimentEvidence {
  positive: number;
  negative: number;
  strongestPositive: number;
  strongestNegative: number;
  /** A contrastive boundary separates sides whose polarities differ (one may be unscored). */
  contrasted: boolean;
}

/** Scores each sentiment unit with VADER (after trap fixes) and aggregates the evidence. */
export function sentimentEvidence(text: string): SentimentEvidence {
  const evidence: SentimentEvidence = { positive: 0, negative: 0, strongestPositive: 0, strongestNegative: 0, contrasted: false };
  const groupSigns: number[] = [];
  for (const unit of sentimentUnits(text)) {
    const { compound } = SentimentIntensityAnalyzer.polarity_scores(defuse(unit.text));
    groupSigns[unit.group] = (groupSigns[unit.group] ?? 0) + (Math.abs(compound) >= CLEAR_COMPOUND ? Math.sign(compound) : 0);
    if (compound > 0) {
      evidence.positive += unit.weight * compound;
      evidence.strongestPositive = Math.max(evidence.strongestPositive, compound);
    } else if (compound < 0) {
      evidence.negative -= unit.weight * compound;
      evidence.strongestNegative = Math.max(evidence.strongestNegative, -compound);
    }
  }
  const signs = groupSigns.map((v) => Math.sign(v ?? 0));
  evidence.contrasted = signs.some((v, g) => g > 0 && v !== signs[g - 1]);
  return evidence;
}

const CLASSES: readonly SentimentClass[] = ['positive', 'negative', 'neutral', 'mixed'];

/** Probability distribution over the four classes, in CLASSES order. */
export function classProbabilities(e: SentimentEvidence, k: Readonly<SentimentConstants> = SENTIMENT_CONSTANTS): number[] {
  const logits = [
    k.polarGain * e.positive - k.crossPenalty * e.negative - k.polarBias,
    k.polarGain * e.negative - k.crossPenalty * e.positive - k.polarBias,
    e.positive + e.negative === 0 ? k.noEvidenceBonus : 0,
    k.mixedGain * Math.min(e.strongestPositive, e.strongestNegative) + k.contrastGain * (e.contrasted ? 1 : 0) - k.mixedBias,
  ].map((z) => z / k.temperature);
  const top = Math.max(...logits);
  const exp = logits.map((z) => Math.exp(z - top));
  const total = exp.reduce((a, b) => a + b, 0);
  return exp.map((v) => v / total);
}

/**
 * Lexicon sentiment: VADER per clause with review/survey trap fixes, `mixed` when clauses of
 * opposite clear polarity meet, and a softmax over class scores for the confidence.
 * Deterministic and dependency-light; a baseline until a trained classifier replaces it.
 */
export class LexiconSentimentModel implements SentimentModel {
  async classify(texts: readonly string[]): Promise<SentimentResult[]> {
    return texts.map((text) => {
      const probs = classProbabilities(sentimentEvidence(text));
      let best = 0;
      for (let k = 1; k < probs.length; k++) if (probs[k] > probs[best]) best = k;
      return { sentiment: CLASSES[best], confidence: probs[best] };
    });
  }
}
