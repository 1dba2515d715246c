import { rowBlocks } from './row-ranges.js';
import type { RowSource } from './similarity-body.js';

const BLOCK_VALUES = 256 * 1024;

/**
 * The kernel part of a body section (`sectionText`) without the text: rows [rowStart, rowEnd) of
 * `source` computed as the writer asks for them (its row views, else blocks of values) and handed
 * to a consumer that reads them only with `sum` (then it returns their sum, for checks; else 0).
 * Benchmarks time this to compare the engine, as the service runs it, with a product elsewhere.
 */
export function scanRows(source: RowSource, rowStart: number, rowEnd: number, sum = false): number {
  let total = 0;
  if (source.rowViews) {
    for (const values of source.rowViews(rowStart, rowEnd)) {
      if (!sum) continue;
      for (let i = 0; i < values.length; i++) total += values[i];
    }
    return total;
  }
  const { shape } = source;
  const block = new Float64Array(Math.max(1, BLOCK_VALUES, shape.cols));
  for (const range of rowBlocks(shape, rowStart, rowEnd, block.length)) {
    const count = source.computeRows(range.rowStart, range.rowEnd, block);
    if (!sum) continue;
    for (let i = 0; i < count; i++) total += block[i];
  }
  return total;
}
