import { describe, expect, it } from 'vitest';
import { crossShape, planRowRanges, rowBlocks, rowValueOffset, selfShape, valueCount, valuesInRows } from '../../../../lambdas/core/similarity/row-ranges.js';

describe('similarity row ranges', () => {
  it('counts the values of the self triangle and of cross rows', () => {
    expect(valueCount(selfShape(0))).toBe(0);
    expect(valueCount(selfShape(1))).toBe(0);
    expect(valueCount(selfShape(5))).toBe(10);
    expect(valueCount(selfShape(44_721))).toBe(999_961_560);
    expect([0, 1, 2, 3, 4, 5].map((row) => rowValueOffset(selfShape(5), row))).toEqual([0, 4, 7, 9, 10, 10]);
    expect(valuesInRows(crossShape(3, 7), 1, 3)).toBe(14);
  });

  it('splits rows into contiguous ranges of balanced value counts that cover every row', () => {
    for (const shape of [selfShape(0), selfShape(1), selfShape(2), selfShape(3), selfShape(97), selfShape(44_721), crossShape(1, 9), crossShape(7, 3), crossShape(2_000, 50_000)]) {
      for (const parts of [1, 2, 3, 8, 1_000]) {
        const ranges = planRowRanges(shape, parts);
        const total = valueCount(shape);
        expect(ranges.length).toBeLessThanOrEqual(parts);
        if (shape.rows === 0) {
          expect(ranges).toEqual([]);
          continue;
        }
        expect(ranges[0].rowStart).toBe(0);
        expect(ranges.at(-1)!.rowEnd).toBe(shape.rows);
        ranges.forEach((r, i) => {
          expect(r.rowEnd).toBeGreaterThan(r.rowStart);
          if (i > 0) expect(r.rowStart).toBe(ranges[i - 1].rowEnd);
          expect(r.valueEnd - r.valueStart).toBe(valuesInRows(shape, r.rowStart, r.rowEnd));
          // Balanced to within one row's values of the ideal share.
          const longestRow = shape.scenario === 'self' ? shape.rows - 1 : shape.cols;
          expect(Math.abs(r.valueEnd - r.valueStart - total / ranges.length)).toBeLessThanOrEqual(longestRow + 1);
        });
      }
    }
  });

  it('cuts row blocks under a value budget, one row at least', () => {
    const shape = selfShape(10);
    const blocks = [...rowBlocks(shape, 0, 10, 12)];
    expect(blocks.map((b) => [b.rowStart, b.rowEnd])).toEqual([[0, 1], [1, 2], [2, 3], [3, 5], [5, 10]]);
    for (const b of blocks) expect(b.valueEnd - b.valueStart).toBeLessThanOrEqual(12);
    expect([...rowBlocks(crossShape(4, 5), 1, 4, 100)].map((b) => [b.rowStart, b.rowEnd])).toEqual([[1, 4]]);
    expect([...rowBlocks(crossShape(4, 5), 0, 4, 3)].map((b) => [b.rowStart, b.rowEnd])).toEqual([[0, 1], [1, 2], [2, 3], [3, 4]]);
  });
});
