import type { ProgressListener } from '../core/ports/executor.js';

/**
 * Runs `work` on consecutive batches of `items` and concatenates the results in order, reporting
 * the share of items done after each batch. Only for work whose result per item does not depend
 * on the other items of the call.
 */
export async function inBatches<T, R>(items: readonly T[], size: number, work: (batch: T[]) => Promise<R[]>, onProgress: ProgressListener): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    const batch = items.slice(start, start + size);
    const done = await work(batch);
    if (done.length !== batch.length) throw new Error(`a batch of ${batch.length} gave ${done.length} results`);
    results.push(...done);
    onProgress(Math.min(items.length, start + size) / items.length);
  }
  return results;
}
