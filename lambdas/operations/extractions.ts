import { MAX_EXTRACTIONS_PER_LIST } from '../core/limits.js';
import type { ExtractionsRequest } from '../core/schemas/requests.js';
import type { ExtractionsModel } from '../core/ports/models.js';
import { isBlank, trimSurrounding } from '../core/text/blank.js';
import type { ProgressListener } from '../core/ports/executor.js';
import { inBatches } from './progress-batches.js';

/** Inputs per batch of an extractions job, between progress reports. */
const EXTRACTIONS_BATCH = 25;

export interface ExtractionsResult {
  extractions: string[][][];
}

/**
 * Extractions of shape [inputs][themes][K]. Whatever the backend proposes, only verbatim
 * substrings survive, trimmed, without duplicates, ordered by position, at most 1000 a list.
 */
export async function computeExtractions(request: Pick<ExtractionsRequest, 'inputs'> & { themes: string[] }, model: ExtractionsModel, onProgress?: ProgressListener): Promise<ExtractionsResult> {
  const { inputs, themes } = request;
  const positions = inputs.flatMap((text, i) => (isBlank(text) ? [] : [i]));
  const texts = positions.map((i) => inputs[i]);
  // With a listener (a job), inputs go in batches to report progress: each input is read on its own.
  const proposed = texts.length === 0 ? [] : onProgress ? await inBatches(texts, EXTRACTIONS_BATCH, (batch) => model.extract(batch, themes), onProgress) : await model.extract(texts, themes);
  const extractions = inputs.map(() => themes.map((): string[] => []));
  positions.forEach((at, k) => {
    themes.forEach((_, j) => {
      extractions[at][j] = cleanSpans(inputs[at], proposed[k]?.[j] ?? [], model.keepsCurrencySigns === true);
    });
  });
  return { extractions };
}

/**
 * Keeps verbatim, non-empty, distinct spans in order of first position. With `keepCurrency` (a model that says so, extractions
 * version 2026-12-04) a currency sign of a number at a span's end stays ("£4 delivery", "was 12€").
 */
export function cleanSpans(input: string, candidates: readonly string[], keepCurrency = false): string[] {
  const seen = new Map<string, number>();
  for (const candidate of candidates) {
    if (typeof candidate !== 'string') continue;
    const span = trimSurrounding(candidate, { keepCurrency });
    if (span.length === 0 || seen.has(span)) continue;
    const at = input.indexOf(span);
    if (at >= 0) seen.set(span, at);
  }
  return [...seen.entries()]
    .sort((x, y) => x[1] - y[1] || y[0].length - x[0].length)
    .slice(0, MAX_EXTRACTIONS_PER_LIST)
    .map(([span]) => span);
}
