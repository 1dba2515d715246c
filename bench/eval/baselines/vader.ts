/**
 * The sentiment baseline: plain VADER with its authors' thresholds on the compound score
 * (≥ 0.05 positive, ≤ −0.05 negative, otherwise neutral). It never says `mixed`; its confidence
 * is the absolute compound score.
 */
import vader from 'vader-sentiment';

/** VADER's recommended decision threshold on the compound score. */
export const VADER_THRESHOLD = 0.05;

export interface BaselineSentiment {
  sentiment: 'positive' | 'negative' | 'neutral';
  confidence: number;
}

export function vaderSentiment(text: string): BaselineSentiment {
  const { compound } = vader.SentimentIntensityAnalyzer.polarity_scores(text);
  const sentiment = compound >= VADER_THRESHOLD ? 'positive' : compound <= -VADER_THRESHOLD ? 'negative' : 'neutral';
  return { sentiment, confidence: Math.abs(compound) };
}
