/**
 * Output geometry of a similarity result and its split into row ranges of balanced size, used
 * to spread the work over threads and, on AWS, over parallel tasks.
 */

export type SimilarityScenario = 'self' | 'cross';

/** What is computed: `rows` × `cols` pairs (cross), or the strict upper triangle of rows × rows (self). */
export interface SimilarityShape {
  scenario: SimilarityScenario;
  rows: number;
  /** Cross: |B|. Self: equal to `rows`. */
  cols: number;
}

/** One contiguous slice of the output: rows [rowStart, rowEnd) and their values [valueStart, valueEnd). */
export interface RowRange {
  rowStart: number;
  rowEnd: number;
  valueStart: number;
  valueEnd: number;
}

export function selfShape(n: number): SimilarityShape {
  return { scenario: 'self', rows: n, cols: n };
}

export function crossShape(rows: number, cols: number): SimilarityShape {
  return { scenario: 'cross', rows, cols };
}

/** Index in the output of the first value of `row` (for `row` = rows: the total count). */
export function rowValueOffset(shape: SimilarityShape, row: number): number {
  if (shape.scenario === 'cross') return row * shape.cols;
  // Rows before `row` hold (n-1) + (n-2) + … + (n-row) values.
  return row === 0 ? 0 : (row * (2 * shape.rows - row - 1)) / 2;
}

/** Number of values of the whole output. */
export function valueCount(shape: SimilarityShape): number {
  return rowValueOffset(shape, shape.rows);
}

/** Number of values in rows [rowStart, rowEnd). */
export function valuesInRows(shape: SimilarityShape, rowStart: number, rowEnd: number): number {
  return rowValueOffset(shape, rowEnd) - rowValueOffset(shape, rowStart);
}

/** Throws a RangeError unless [rowStart, rowEnd) is a range of the shape's rows. */
export function checkRowRange(shape: SimilarityShape, rowStart: number, rowEnd: number): void {
  if (rowStart < 0 || rowEnd > shape.rows || rowStart > rowEnd) throw new RangeError(`rows [${rowStart}, ${rowEnd}) outside [0, ${shape.rows})`);
}

/**
 * Checks a request for the values of rows [rowStart, rowEnd) written into an output of
 * `outputLength` values from `offset` (the contract of every engine's `computeRows`); returns the
 * number of values the rows hold.
 */
export function checkedRowValues(shape: SimilarityShape, rowStart: number, rowEnd: number, outputLength: number, offset: number): number {
  checkRowRange(shape, rowStart, rowEnd);
  const count = valuesInRows(shape, rowStart, rowEnd);
  if (outputLength - offset < count) throw new RangeError(`output holds ${outputLength - offset} values, ${count} needed`);
  return count;
}

/** Smallest row whose value offset is at least `target` (binary search: offsets only grow). */
function rowAtValue(shape: SimilarityShape, target: number, low: number, high: number): number {
  let lo = low;
  let hi = high;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (rowValueOffset(shape, mid) < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Splits the rows into at most `parts` contiguous ranges holding nearly equal numbers of values
 * (a self triangle's early rows are long, its late rows short). Ranges are never empty; rows
 * without values (a self triangle's last row) join the last range, so the ranges cover every row
 * (none at all when there are no rows).
 */
export function planRowRanges(shape: SimilarityShape, parts: number): RowRange[] {
  const total = valueCount(shape);
  const wanted = Math.max(1, Math.min(Math.floor(parts), shape.rows, Math.max(total, 1)));
  const ranges: RowRange[] = [];
  let rowStart = 0;
  for (let part = 1; part <= wanted && rowStart < shape.rows; part++) {
    const rowEnd = part === wanted ? shape.rows : Math.max(rowStart + 1, rowAtValue(shape, (total * part) / wanted, rowStart, shape.rows));
    ranges.push({ rowStart, rowEnd, valueStart: rowValueOffset(shape, rowStart), valueEnd: rowValueOffset(shape, rowEnd) });
    rowStart = rowEnd;
  }
  return ranges;
}

/**
 * Splits rows [rowStart, rowEnd) into consecutive blocks of at most `maxValues` values each
 * (at least one row per block, so one very long row makes its own block).
 */
export function* rowBlocks(shape: SimilarityShape, rowStart: number, rowEnd: number, maxValues: number): Generator<RowRange> {
  let row = rowStart;
  while (row < rowEnd) {
    const valueStart = rowValueOffset(shape, row);
    const limit = valueStart + maxValues;
    const past = rowAtValue(shape, limit + 1, row, rowEnd);
    const end = Math.max(row + 1, rowValueOffset(shape, past) <= limit ? past : past - 1);
    yield { rowStart: row, rowEnd: end, valueStart, valueEnd: rowValueOffset(shape, end) };
    row = end;
  }
}
