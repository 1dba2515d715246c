import type { SentimentRequest } from '../core/schemas/requests.js';
import type { SentimentModel, SentimentResult } from '../core/ports/models.js';
import { isBlank } from '../core/text/blank.js';
import type { ProgressListener } from '../core/ports/executor.js';
import { inBatches } from './progress-batches.js';

const CONFIDENCE_DECIMALS = 1e4;
/** Texts per batch of a sentiment job, between progress reports. */
const SENTIMENT_BATCH = 256;
const CLASSES = new Set(['positive', 'negative', 'neutral', 'mixed']);

export interface SentimentResults {
  results: SentimentResult[];
}

/** Sentiment per input, same order; blank inputs are neutral with full confidence. */
export async function computeSentiment(request: SentimentRequest, model: SentimentModel, onProgress?: ProgressListener): Promise<SentimentResults> {
  const positions: number[] = [];
  const texts: string[] = [];
  request.inputs.forEach((text, i) => {
    if (!isBlank(text)) {
      positions.push(i);
      texts.push(text);
    }
  });
  // With a listener (a job), texts go in batches to report progress: one text's result does not depend on the others.
  const scored = texts.length === 0 ? [] : onProgress ? await inBatches(texts, SENTIMENT_BATCH, (batch) => model.classify(batch), onProgress) : await model.classify(texts);
  if (scored.length !== texts.length) throw new Error(`sentiment model returned ${scored.length} results for ${texts.length} texts`);
  const results: SentimentResult[] = request.inputs.map(() => ({ sentiment: 'neutral', confidence: 1 }));
  positions.forEach((at, k) => {
    const { sentiment, confidence } = scored[k];
    if (!CLASSES.has(sentiment)) throw new Error(`sentiment model returned an unknown class`);
    const bounded = Math.min(1, Math.max(0, Number.isFinite(confidence) ? confidence : 0));
    results[at] = { sentiment, confidence: Math.round(bounded * CONFIDENCE_DECIMALS) / CONFIDENCE_DECIMALS };
  });
  return { results };
}
