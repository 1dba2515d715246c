import type { SentimentResult } from '../../core/ports/models.js';
import { contrastDecision } from './sentiment-contrast.js';
import { CLEAR, type SentimentCues } from './sentiment-cues.js';

/**
 * The decision of sentiment version 2026-11-27, over its regression's probabilities and the
 * text's cues (computed once, with the rules of sentiment-cue-rules.ts). Before the decision of
 * 2026-11-26 (sentiment-contrast.ts), which it keeps for everything else:
 *
 * - A lukewarm word with a hedge ("The course was fine I guess.", "It's okay, I suppose.") is
 *   `neutral`: it neither praises nor complains. Without a hedge "fine" stays a mild positive
 *   (the regression's answer, with its lower confidence).
 * - A request with no clear judgement in it ("Please cancel my order.") is `neutral`.
 * - An explicit contrast between a clearly positive and a clearly negative piece is `mixed`
 *   ("The nurse was kind but the wait was long.").
 * - A text with no evidence at all (no sentiment word, idiom or outcome) whose regression leans
 *   only weakly to one side is `neutral` ("The charger uses a USB-C cable."): facts are neutral.
 *
 * The confidence of a `neutral` answer made here is the probability that the text is not the
 * likelier polar class; of a `mixed` one, as in 2026-11-26, the mass of mixed, positive and negative.
 */

/** The decision's settings (chosen by bench/tune-sentiment-decision.ts). */
export interface EvidenceSettings {
  /** A polar answer on a text without any evidence needs at least this probability to stand (0: never neutral for lack of evidence). */
  noEvidencePolar: number;
  /** Requests without a clear judgement are neutral. */
  requests: boolean;
  /** Hedged lukewarm answers are neutral. */
  lukewarm: boolean;
  /** An explicit contrast of clear sides is mixed. */
  contrastMixed: boolean;
}

export const EVIDENCE_SETTINGS: Readonly<EvidenceSettings> = { noEvidencePolar: 0.3, requests: true, lukewarm: true, contrastMixed: true };
/** Below this |score| a unit carries no evidence. */
const NO_EVIDENCE = 0.05;

const LUKEWARM_RE = /\b(?:fine|okay|ok|alright|all right|average|so-so|passable|adequate|acceptable|decent|reasonable|not bad)\b/iu;
const HEDGE_RE = /\b(?:i guess|i suppose|i think|i reckon|i'd say|i would say|suppose|mostly|more or less|nothing special|nothing more)\b/iu;

const neutral = (p: readonly number[]): SentimentResult => ({ sentiment: 'neutral', confidence: 1 - Math.max(p[0], p[1]) });

export function evidenceDecision(text: string, p: readonly number[], c: SentimentCues, s: Readonly<EvidenceSettings> = EVIDENCE_SETTINGS): SentimentResult {
  const clearPositive = c.strongestPositive >= CLEAR;
  const clearNegative = c.strongestNegative >= CLEAR;
  if (s.lukewarm && LUKEWARM_RE.test(text) && HEDGE_RE.test(text) && !clearNegative && c.strongestPositive < 2 * CLEAR && c.goodOutcomes === 0) return neutral(p);
  if (s.requests && c.request && !c.contrast && !clearPositive && !clearNegative) return neutral(p);
  if (s.contrastMixed && c.contrast && clearPositive && clearNegative) return { sentiment: 'mixed', confidence: p[0] + p[1] + p[3] };
  const none = c.strongestPositive < NO_EVIDENCE && c.strongestNegative < NO_EVIDENCE && c.idioms === 0 && c.goodOutcomes === 0 && c.badOutcomes === 0;
  if (none && Math.max(p[0], p[1]) < s.noEvidencePolar && !c.contrast) return neutral(p);
  return contrastDecision(text, p, c);
}
