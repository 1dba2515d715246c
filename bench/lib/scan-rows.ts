import type { RowSource } from '../../lambdas/core/similarity/similarity-body.js';
import { sourceRows } from '../../lambdas/core/similarity/source-rows.js';

/**
 * The kernel part of a body section (`sectionText`) without the text: rows [rowStart, rowEnd) of
 * `source` computed as the writer asks for them (`sourceRows`: its row views, else blocks of
 * values) and handed to a consumer that reads them only with `sum` (then it returns their sum,
 * for checks; else 0). Benchmarks time this to compare the engine, as the service runs it, with
 * a product elsewhere.
 */
export function scanRows(source: RowSource, rowStart: number, rowEnd: number, sum = false): number {
  let total = 0;
  for (const values of sourceRows(source, rowStart, rowEnd)) {
    if (!sum) continue;
    for (let i = 0; i < values.length; i++) total += values[i];
  }
  return total;
}
