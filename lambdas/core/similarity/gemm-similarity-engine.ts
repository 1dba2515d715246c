import { MIN_PRODUCT_COLS, MIN_PRODUCT_ROWS, type MatrixProduct } from './matrix-product.js';
import { checkRowRange, checkedRowValues, crossShape, rowValueOffset, selfShape, valuesInRows, type RowRange, type SimilarityShape } from './row-ranges.js';
import type { RowSource } from './similarity-body.js';

/**
 * Values one panel's product holds at most (float32: 8 MiB), unless a panel needs more for its
 * minimum rows. A local job's task is at least a panel, so this also bounds the text in flight.
 */
const PANEL_VALUES = 2 * 1024 * 1024;
/** Panel rows: few rows make the product engine repack the columns too often for too little work. */
const MIN_PANEL_ROWS = 32;
const MAX_PANEL_ROWS = 256;

/**
 * Rows of one panel of a shape: the engine computes whole panels, aligned at multiples of this,
 * so callers that split the rows among threads align their ranges to it (`alignRowBlocks`).
 */
export function panelRows(shape: SimilarityShape): number {
  return Math.max(MIN_PANEL_ROWS, Math.min(MAX_PANEL_ROWS, Math.floor(PANEL_VALUES / Math.max(1, shape.cols))));
}

/**
 * Row ranges with their ends moved up to multiples of `align` (the last one to the end), empty
 * ones dropped: split at panel boundaries, no panel is computed by two tasks.
 */
export function alignRanges(shape: SimilarityShape, ranges: Iterable<RowRange>, align: number): RowRange[] {
  const out: RowRange[] = [];
  let rowStart = 0;
  for (const range of ranges) {
    const rowEnd = Math.min(shape.rows, Math.ceil(range.rowEnd / align) * align);
    if (rowEnd <= rowStart) continue;
    out.push({ rowStart, rowEnd, valueStart: rowValueOffset(shape, rowStart), valueEnd: rowValueOffset(shape, rowEnd) });
    rowStart = rowEnd;
  }
  return out;
}

export interface GemmEngineOptions {
  /**
   * Rows per panel instead of `panelRows(shape)`: for tests and measurements (no value depends on
   * it; thread and task ranges are aligned to the default).
   */
  panelRows?: number;
}

/** The product of one panel: rows [rowStart, rowEnd) against columns [colStart, colStart + width). */
interface Panel {
  rowStart: number;
  rowEnd: number;
  colStart: number;
  width: number;
  values: Float32Array;
}

/**
 * Cosine similarities of L2-normalised float32 vectors computed in float32 by a matrix-product
 * engine (`MatrixProduct`), panel by panel: a panel is up to `panelRows` consecutive rows against
 * every column they need, in one product call. Self-similarity computes only the upper triangle:
 * a panel starting at row r multiplies by columns r+1 … n−1, so the work is about half of the
 * full product, like a BLAS `syrk`. Values are clamped to [-1, 1] by the product graph.
 *
 * A pair's value does not depend on the panel it falls in: every call has at least
 * `MIN_PRODUCT_ROWS` rows and `MIN_PRODUCT_COLS` columns (a short panel reaches back for columns
 * or is padded with zero vectors), where the product engine sums each pair in a fixed order.
 *
 * Output order and geometry are those of `SimilarityEngine` (the exact float64 kernel of the
 * earlier versions): self rows hold (i, i+1) … (i, n−1); cross rows hold (a_i, b_0) … (a_i, b_{m−1}).
 */
export class GemmSimilarityEngine implements RowSource {
  readonly shape: SimilarityShape;
  readonly dimension: number;
  readonly panelRows: number;
  private panel: Panel | undefined;
  /** The memory every panel's product is written to (grown to the largest panel, then reused). */
  private panelBuffer = new Float32Array(0);

  static self(vectors: Float32Array, count: number, dimension: number, product: MatrixProduct, options?: GemmEngineOptions): GemmSimilarityEngine {
    return new GemmSimilarityEngine(selfShape(count), dimension, vectors, vectors, product, options);
  }

  static cross(a: Float32Array, aCount: number, b: Float32Array, bCount: number, dimension: number, product: MatrixProduct, options?: GemmEngineOptions): GemmSimilarityEngine {
    return new GemmSimilarityEngine(crossShape(aCount, bCount), dimension, a, b, product, options);
  }

  private constructor(
    shape: SimilarityShape,
    dimension: number,
    private readonly rowVectors: Float32Array,
    private readonly colVectors: Float32Array,
    private readonly product: MatrixProduct,
    options: GemmEngineOptions = {},
  ) {
    if (!Number.isInteger(dimension) || dimension < 0) throw new RangeError('dimension must be a non-negative integer');
    if (rowVectors.length < shape.rows * dimension || colVectors.length < shape.cols * dimension) throw new RangeError('fewer vectors than the shape needs');
    this.shape = shape;
    this.dimension = dimension;
    this.panelRows = options.panelRows ?? panelRows(shape);
    if (!Number.isInteger(this.panelRows) || this.panelRows < 1) throw new RangeError('panelRows must be a positive integer');
  }

  valueCount(rowStart = 0, rowEnd = this.shape.rows): number {
    return valuesInRows(this.shape, rowStart, rowEnd);
  }

  rowOffset(row: number): number {
    return rowValueOffset(this.shape, row);
  }

  /** Writes the values of rows [rowStart, rowEnd), in output order, to `out` from `offset`; returns their count. */
  computeRows(rowStart: number, rowEnd: number, out: Float64Array, offset = 0): number {
    const count = checkedRowValues(this.shape, rowStart, rowEnd, out.length, offset);
    if (count === 0) return 0;
    let at = offset;
    for (const values of this.views(rowStart, rowEnd)) {
      out.set(values, at);
      at += values.length;
    }
    return at - offset;
  }

  /**
   * Each row of [rowStart, rowEnd) in order, as its float32 values in output order (self: (i, i+1)
   * … (i, n−1), empty for the last row; cross: (a_i, b_0) … (a_i, b_{m−1})): views into the panel
   * buffer, no copy. A view holds its values until the generator is resumed past the last row of
   * its panel (the next panel is computed into the same memory): consume each row before asking
   * for the next one, or copy it. One consumer at a time per engine.
   */
  *rowViews(rowStart: number, rowEnd: number): Generator<Float32Array, void, undefined> {
    checkRowRange(this.shape, rowStart, rowEnd);
    yield* this.views(rowStart, rowEnd);
  }

  /** `rowViews` of a range already checked. */
  private *views(rowStart: number, rowEnd: number): Generator<Float32Array, void, undefined> {
    const self = this.shape.scenario === 'self';
    const cols = this.shape.cols;
    if (this.dimension === 0) {
      const zeros = new Float32Array(cols);
      for (let row = rowStart; row < rowEnd; row++) yield zeros.subarray(self ? Math.min(cols, row + 1) : 0);
      return;
    }
    // A long request (a thread's share, a body section) ends its last panel where it ends; short
    // ones (the JSON writer's blocks) let panels run ahead, to be used by the next blocks.
    const limit = rowEnd - rowStart >= this.panelRows ? rowEnd : this.shape.rows;
    for (let row = rowStart; row < rowEnd; row++) {
      const from = self ? row + 1 : 0;
      if (cols <= from) {
        yield EMPTY;
        continue;
      }
      const panel = this.panelOf(row, limit);
      const base = (row - panel.rowStart) * panel.width - panel.colStart;
      yield panel.values.subarray(base + from, base + cols);
    }
  }

  /**
   * The panel holding `row`, computed unless it is the one computed last: a new panel starts at
   * `row` and holds up to `panelRows` rows, not past `limit`. Where panels start does not change
   * any value (see the class comment).
   */
  private panelOf(row: number, limit: number): Panel {
    const held = this.panel;
    if (held && row >= held.rowStart && row < held.rowEnd) return held;
    this.panel = undefined; // let the previous product go before the next one is allocated
    const rowStart = row;
    const rowEnd = Math.min(limit, rowStart + this.panelRows);
    const d = this.dimension;
    const cols = this.shape.cols;
    // Self: the first pair of the panel is (rowStart, rowStart + 1); reach back for a short tail.
    const wanted = this.shape.scenario === 'self' ? rowStart + 1 : 0;
    const colStart = Math.max(0, Math.min(wanted, cols - MIN_PRODUCT_COLS));
    const width = Math.max(MIN_PRODUCT_COLS, cols - colStart);
    const height = Math.max(MIN_PRODUCT_ROWS, rowEnd - rowStart);
    const a = padded(this.rowVectors, rowStart, rowEnd, height, d);
    const b = padded(this.colVectors, colStart, cols, width, d);
    if (this.panelBuffer.length < height * width) this.panelBuffer = new Float32Array(height * width);
    const product = this.product.multiply(a, height, b, width, d, this.panelBuffer.subarray(0, height * width));
    if (product.length < height * width) throw new RangeError(`the product returned ${product.length} values, ${height * width} expected`);
    const panel = { rowStart, rowEnd, colStart, width, values: product };
    this.panel = panel;
    return panel;
  }
}

const EMPTY = new Float32Array(0);

/** Rows [start, end) of row-major vectors as `count` rows, zero vectors after `end`. */
function padded(vectors: Float32Array, start: number, end: number, count: number, dimension: number): Float32Array {
  const view = vectors.subarray(start * dimension, end * dimension);
  if (end - start >= count) return view;
  const out = new Float32Array(count * dimension);
  out.set(view);
  return out;
}
