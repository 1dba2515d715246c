import { rowBlocks, rowValueOffset } from './row-ranges.js';
import type { RowSource } from './similarity-body.js';
import type { SimilarityValues } from './similarity-text.js';

/** Values per computed block when a source has no row views: 2 MiB of float64. */
export const DEFAULT_BLOCK_VALUES = 256 * 1024;

/**
 * Each row of [rowStart, rowEnd) of `source` in order, as its values in output order: the
 * source's own row views when it has them (float32, no copy), else views into a float64 block of
 * about `blockValues` values (at least the range's longest row) filled by `computeRows`. Either
 * way a row is valid until the next one is asked for: consume it first, or copy it.
 */
export function sourceRows(source: RowSource, rowStart: number, rowEnd: number, blockValues = DEFAULT_BLOCK_VALUES): Iterable<SimilarityValues> {
  return source.rowViews ? source.rowViews(rowStart, rowEnd) : blockRows(source, rowStart, rowEnd, blockValues);
}

function* blockRows(source: RowSource, rowStart: number, rowEnd: number, blockValues: number): Generator<Float64Array> {
  const { shape } = source;
  // A block holds at least one whole row, the longest of the range being its first.
  const longestRow = shape.scenario === 'self' ? shape.rows - 1 - rowStart : shape.cols;
  const total = rowValueOffset(shape, rowEnd) - rowValueOffset(shape, rowStart);
  const block = new Float64Array(Math.max(1, Math.min(blockValues, total), longestRow));
  for (const range of rowBlocks(shape, rowStart, rowEnd, block.length)) {
    source.computeRows(range.rowStart, range.rowEnd, block);
    for (let row = range.rowStart; row < range.rowEnd; row++) {
      const from = rowValueOffset(shape, row) - range.valueStart;
      yield block.subarray(from, rowValueOffset(shape, row + 1) - range.valueStart);
    }
  }
}
