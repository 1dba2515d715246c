/**
 * Themes 2026-12-09: praise kept apart from complaints in the grouping. A few answers that only
 * praise ("Lovely staff", "Brilliant scheme, keep it going") sit close to the complaints about the
 * same thing in both the sentence embedding and the TF-IDF view, so a small praise theme was
 * merged into a complaint theme ("Changing rooms" holding the staff praise). Each answer gets a
 * praise strength: its positive lexicon evidence (VADER per clause, sentiment-lexicon.ts) when it
 * carries no negative evidence, no contrast, and no wish or complaint wording ("would be great",
 * "should be free", "too expensive"); suggestions and complaints get 0. The strengths, centred by
 * weight, are appended to the points as one extra feature: K'_ij = K_ij + w·c_i·c_j, so two
 * answers of praise move closer and praise moves away from the rest, while answers without praise
 * barely move (their c is the same small negative number).
 */
import { sentimentEvidence } from './sentiment-lexicon.js';
import { weightedPoints, type WeightedPoints } from '../../core/clustering/weighted-points.js';

/** Words of a wish, a request or a complaint: an answer that writes one is no praise, whatever its positive words. */
const NOT_PRAISE = /\b(would|should|could|wish|if|too|more|less|need|needs|needed|but|however|though|except|want|wants|instead|not|no|never|hard|free|only|when|'d|i'd|we'd|please\s+(?!keep))\b|n't\b/i;

/** Positive evidence below this is no praise (a lone "help" or "free"). */
const LEAST_PRAISE = 0.45;

/** The praise strength of an answer, 0 to 1. */
export function praiseStrength(text: string): number {
  if (NOT_PRAISE.test(text)) return 0;
  const e = sentimentEvidence(text);
  if (e.negative > 0 || e.contrasted || e.positive < LEAST_PRAISE) return 0;
  return Math.min(1, e.positive);
}

/** The points with the answers' centred praise strengths appended as one feature of weight `weight`. */
export function withPraise(points: WeightedPoints, texts: readonly string[], weight: number): WeightedPoints {
  const { n, gram, weights } = points;
  const strength = texts.map(praiseStrength);
  let total = 0;
  let sum = 0;
  for (let i = 0; i < n; i++) {
    total += weights[i];
    sum += weights[i] * strength[i];
  }
  if (sum === 0) return points;
  const centred = strength.map((s) => s - sum / total);
  const out = new Float64Array(gram);
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) out[i * n + j] += weight * centred[i] * centred[j];
  return weightedPoints(out, [...weights]);
}

