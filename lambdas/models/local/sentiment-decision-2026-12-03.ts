import type { SentimentResult } from '../../core/ports/models.js';
import { type SentimentCues } from './sentiment-cues.js';
import { hasStance } from './sentiment-fact-decision.js';
import { contrastSides, hasExpectation } from './sentiment-shapes.js';
import { decide20261202, plainSide } from './sentiment-decision-2026-12-02.js';
import { badOutcomes, COST_RE, goodOutcomes, KEPT_THING_RE } from './sentiment-outcomes-2026-12-03.js';

/**
 * The decision of sentiment version 2026-12-03: that of 2026-12-02 (the same blend of the same
 * weight files, so the probabilities are unchanged), after the plain outcomes of
 * sentiment-outcomes-2026-12-03.ts:
 *
 * 1. Praise set against a loss or failure told as a fact by an explicit contrast ("The doctor was
 *    kind, yet I left without any answers.") is `mixed`; so is an outcome reached at a cost
 *    ("fixed my login eventually, after four emails") that the decision read as positive.
 * 2. A loss or failure told as a fact ("The update wiped my playlists.", "charged twice", "never
 *    arrived") with no good outcome is `negative` where the decision read it as positive, unless
 *    the blend is at least `lossSure` of positive.
 * 3. A good outcome told without sentiment words ("listened carefully and explained my options",
 *    "tidied up after himself and left everything spotless", "made the theory click", "arrived the
 *    same afternoon") with no loss and no contrast is `positive` where the decision read it as
 *    negative or neutral, unless the blend is at least `outcomeSure` of negative.
 * 4. "kept" with a thing as its object and a plain purpose ("kept the receipt in case…") is no
 *    stance: such a text without any other evidence or stance word is `neutral` unless the blend
 *    is at least `keptPolar` of a side.
 *
 * Confidences: a changed answer claims the probability that the text is not of the class it left
 * (a `mixed` one the mass of mixed, positive and negative, as in 2026-12-02).
 */
export interface DecisionSettings20261203 {
  /** A negative blend at least this sure keeps its answer against a good outcome (0: rule off). */
  outcomeSure: number;
  /** A positive blend at least this sure keeps its answer against a loss (0: rule off). */
  lossSure: number;
  /** A polar answer on a "kept" description needs at least this probability to stand (0: rule off). */
  keptPolar: number;
  /** Rules 2 and 3 apply to texts of at most this many words (plain sentences, not long narratives). */
  outcomeWords: number;
  /** Contrasts of praise and a loss, and outcomes at a cost, are mixed. */
  lossContrast: boolean;
}

/** Chosen by bench/tune-sentiment-2026-12-03.ts (held-out fifth of the development data, own sentences but the blind splits). */
export const DECISION_SETTINGS_2026_12_03: Readonly<DecisionSettings20261203> = { outcomeSure: 0.9, lossSure: 0.9, keptPolar: 0.7, outcomeWords: 20, lossContrast: true };

const NO_EVIDENCE = 0.05;

/** +1 praise, −1 complaint or loss, 0 neither. */
function side(text: string, verdict: boolean): number {
  const plain = plainSide(text, verdict);
  if (plain !== 0) return plain;
  if (badOutcomes(text) > 0) return -1;
  return goodOutcomes(text) > 0 ? 1 : 0;
}

export function decide20261203(original: string, p: readonly number[], c: SentimentCues, s: Readonly<DecisionSettings20261203> = DECISION_SETTINGS_2026_12_03): SentimentResult {
  const base = decide20261202(original, p, c);
  if (base.sentiment === 'mixed') return base;
  const text = original.replace(/\s+/gu, ' ');
  const good = goodOutcomes(text);
  const bad = badOutcomes(text);
  const sides = contrastSides(text);
  const short = text.trim().split(' ').length <= s.outcomeWords;
  if (s.lossContrast && (good > 0 || bad > 0) && sides && !hasExpectation(sides[0])) {
    const a = side(sides[0], false);
    const b = side(sides[1], true);
    if (a * b < 0) return { sentiment: 'mixed', confidence: p[0] + p[1] + p[3] };
  }
  if (s.lossContrast && base.sentiment === 'positive' && COST_RE.test(text)) return { sentiment: 'mixed', confidence: p[0] + p[1] + p[3] };
  if (s.lossSure > 0 && base.sentiment === 'positive' && short && bad > 0 && good === 0 && !sides && p[0] < s.lossSure) {
    return { sentiment: 'negative', confidence: 1 - p[0] };
  }
  if (s.outcomeSure > 0 && base.sentiment !== 'positive' && short && good > 0 && bad === 0 && !sides && !c.question && p[1] < s.outcomeSure) {
    return { sentiment: 'positive', confidence: 1 - (base.sentiment === 'negative' ? p[1] : p[2]) };
  }
  if (s.keptPolar > 0 && base.sentiment !== 'neutral' && Math.max(p[0], p[1]) < s.keptPolar && KEPT_THING_RE.test(text) && !c.contrast && !c.question
    && !hasStance(text.replace(/\b(?:kept|keep|keeps)\b/giu, ' ')) && c.strongestPositive < NO_EVIDENCE && c.strongestNegative < NO_EVIDENCE
    && c.idioms === 0 && c.goodOutcomes === 0 && c.badOutcomes === 0 && good === 0 && bad === 0) {
    return { sentiment: 'neutral', confidence: 1 - Math.max(p[0], p[1]) };
  }
  return base;
}
