import { SentimentIntensityAnalyzer } from 'vader-sentiment';
import type { SentimentCues } from '../lambdas/models/local/sentiment-cues.js';
import { SIDE_BLAME_RE } from '../lambdas/models/local/sentiment-decision-2026-12-08.js';

/**
 * Sentiment 2026-12-12 study: a lexical gate over a negative answer. A sentence carries negative evidence where any of
 * these reads it: a word VADER's lexicon scores below zero on its own, a listed negative word or bad outcome of the cue
 * lists (a unit scoring negative, `badOutcomes`), the plain blame words of 2026-12-08 and 2026-12-10, a denial or "still",
 * a question, a contrast or concession, a wish, duty or request, or a time overrun ("late", "waiting", "hours"). Where
 * none does, a negative answer stands on the topic alone. Returns the first reason found, or undefined.
 */
const DENIAL_RE = /\b(?:not|no|never|nothing|nobody|none|neither|nor|without|hardly|barely|cannot|zero|still)\b|n[’']t\b/iu;
const CONTRAST_RE = /\b(?:but|though|although|however|yet|while|whilst|whereas|except|despite|instead|apart\s+from|only)\b|;/iu;
const WISH_RE = /\b(?:should|shall|would|could|must|might|may|need(?:s|ed)?\s+to|ha(?:s|ve|d)\s+to|hope|hoping|wish(?:ed|es)?|want(?:ed)?|please|if|unless)\b/iu;
const OVERRUN_RE = /\b(?:late|later|lateness|wait(?:s|ed|ing)?|hours?|ages|forever|delay(?:s|ed)?|took|taking|chas(?:e|ed|ing))\b/iu;
const PLAIN_BLAME_RE = /\b(?:a\s+(?:maze|joke|trap|shambles|nightmare|disgrace|rip-off|mess)|forever|useless|hopeless|cramped|wrong|broken|rude|filthy|scratched|cracked|freezing|overpriced|steep)\b/iu;

const valence = new Map<string, number>();
function negativeWord(word: string): boolean {
  const w = word.toLowerCase();
  let v = valence.get(w);
  if (v === undefined) { v = SentimentIntensityAnalyzer.polarity_scores(w).compound; valence.set(w, v); }
  return v < 0;
}

export function negativeEvidence(original: string, c: SentimentCues): string | undefined {
  const text = original.replace(/\s+/gu, ' ').trim();
  if (text.includes('?') || c.question) return 'question';
  const negWord = (text.match(/[A-Za-z][A-Za-z'’-]*/gu) ?? []).find(negativeWord);
  if (negWord) return `word:${negWord.toLowerCase()}`;
  if (c.badOutcomes > 0 || c.units.some((u) => u.score < 0)) return 'cue';
  if (SIDE_BLAME_RE.test(text) || PLAIN_BLAME_RE.test(text)) return 'blame';
  if (DENIAL_RE.test(text)) return 'denial';
  if (c.contrast || CONTRAST_RE.test(text)) return 'contrast';
  if (c.request || WISH_RE.test(text)) return 'wish';
  if (OVERRUN_RE.test(text)) return 'overrun';
  return undefined;
}
