import type { SentimentResult } from '../../core/ports/models.js';
import { CLEAR, sentimentCues, type SentimentCues } from './sentiment-cues.js';

/**
 * The decision of sentiment version 2026-11-26, over the probabilities of the 2026-11-25
 * regression (same weight file): `mixed` is a claim about contrast, so it needs contrast.
 *
 * - A short text of juxtaposed pieces, one clearly positive and one clearly negative, is `mixed`
 *   even without a contrastive word ("Great teacher, terrible textbook.").
 * - Otherwise `mixed` needs an explicit contrastive or concessive word ("but", "although",
 *   "however"…); without one, a `mixed` answer becomes the likelier of `positive` and `negative`
 *   (a long review sentence that merely holds a good and a bad word).
 *
 * The confidence of a changed answer is the probability of the classes merged into it (for a
 * juxtaposition: mixed, positive and negative; for a polar answer: that class and mixed), so it
 * stays in [0, 1] and still falls when the evidence is weak. Chosen on the held-out fifth of the
 * development sets and the dev part of the own sentences (bench/tune-sentiment-cues.ts lists the figures).
 */

/** Juxtapositions count as contrast up to this many words. */
export const SHORT_JUXTAPOSITION_WORDS = 12;

const CLASSES = ['positive', 'negative', 'neutral', 'mixed'] as const;

/** `cues`: the text's cues when already computed (rules of 2026-11-25 for version 2026-11-26). */
export function contrastDecision(text: string, p: readonly number[], c: SentimentCues = sentimentCues(text)): SentimentResult {
  const best = p.indexOf(Math.max(...p));
  const juxtaposed = c.units.length > 1 && text.trim().split(/\s+/u).length <= SHORT_JUXTAPOSITION_WORDS
    && c.strongestPositive >= CLEAR && c.strongestNegative >= CLEAR;
  if (juxtaposed) return { sentiment: 'mixed', confidence: best === 3 ? p[3] : p[0] + p[1] + p[3] };
  if (best === 3 && !c.contrast) {
    const polar = p[0] >= p[1] ? 0 : 1;
    return { sentiment: CLASSES[polar], confidence: p[polar] + p[3] };
  }
  return { sentiment: CLASSES[best], confidence: p[best] };
}
