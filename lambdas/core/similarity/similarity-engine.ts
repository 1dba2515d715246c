import { F64_BYTES, MICRO_COLS, MICRO_ROWS } from './kernel-module.js';
import { createPanelKernel, type KernelChoice, type PanelKernel } from './panel-kernel.js';
import { checkedRowValues, crossShape, rowValueOffset, selfShape, valuesInRows, type SimilarityShape } from './row-ranges.js';

/** Tuning of the tiling; the defaults suit a 48 KiB L1 and a 1–2 MiB L2 per core. */
export interface EngineOptions {
  kernel?: KernelChoice;
  /** Columns per block: their packed float64 panels stay in L2 while every row panel passes. */
  blockColumns?: number;
  /** Upper bound of the bytes of one row tile of results. */
  tileBytes?: number;
}

const DEFAULT_BLOCK_COLUMNS = 128;
const DEFAULT_TILE_BYTES = 4 * 1024 * 1024;
const MAX_TILE_ROWS = 64;
const PANEL = MICRO_ROWS; // A and B micro-panels share one layout: 4 vectors, dimension-major

/**
 * Cosine similarities of L2-normalised float32 vectors, computed row block by row block so the
 * caller decides how much output exists at once. Values are bit-identical to the scalar
 * float64 reference (`vectors.ts`) and clamped to [-1, 1].
 *
 * Self: output rows are the strict upper triangle, row i holding (i, i+1) … (i, n-1).
 * Cross: row i holds (a_i, b_0) … (a_i, b_{m-1}).
 */
export class SimilarityEngine {
  readonly shape: SimilarityShape;
  readonly dimension: number;
  readonly kernelName: PanelKernel['name'];
  private readonly kernel: PanelKernel;
  private readonly colsBase: number;
  private readonly rowsBase: number;
  private readonly tileBase: number;
  private readonly tileStride: number;
  private readonly tilePanels: number;
  private readonly blockPanels: number;

  /** Self-similarity of `count` vectors packed row-major in `vectors` (count × dimension). */
  static self(vectors: Float32Array, count: number, dimension: number, options: EngineOptions = {}): SimilarityEngine {
    return new SimilarityEngine(selfShape(count), dimension, vectors, vectors, options);
  }

  /** Cross-similarity of A (`aCount` vectors) against B (`bCount` vectors), both row-major. */
  static cross(a: Float32Array, aCount: number, b: Float32Array, bCount: number, dimension: number, options: EngineOptions = {}): SimilarityEngine {
    return new SimilarityEngine(crossShape(aCount, bCount), dimension, a, b, options);
  }

  private constructor(shape: SimilarityShape, dimension: number, rowVectors: Float32Array, colVectors: Float32Array, options: EngineOptions) {
    checkVectors(rowVectors, shape.rows, dimension);
    checkVectors(colVectors, shape.cols, dimension);
    this.shape = shape;
    this.dimension = dimension;
    this.kernel = createPanelKernel(options.kernel);
    this.kernelName = this.kernel.name;
    const panelBytes = PANEL * dimension * F64_BYTES;
    const colPanels = Math.ceil(shape.cols / PANEL);
    const rowPanels = Math.ceil(shape.rows / PANEL);
    this.tileStride = colPanels * MICRO_COLS * F64_BYTES;
    const tileRows = Math.min(MAX_TILE_ROWS, Math.max(PANEL, Math.floor((options.tileBytes ?? DEFAULT_TILE_BYTES) / Math.max(this.tileStride, 1))));
    this.tilePanels = Math.max(1, Math.floor(tileRows / PANEL));
    this.blockPanels = Math.max(1, Math.round((options.blockColumns ?? DEFAULT_BLOCK_COLUMNS) / MICRO_COLS));
    this.colsBase = 0;
    this.rowsBase = shape.scenario === 'self' ? this.colsBase : colPanels * panelBytes;
    const rowsBytes = shape.scenario === 'self' ? 0 : rowPanels * panelBytes;
    this.tileBase = colPanels * panelBytes + rowsBytes;
    this.kernel.reserve(this.tileBase + this.tilePanels * PANEL * this.tileStride);
    const memory = new Float64Array(this.kernel.buffer);
    packPanels(colVectors, shape.cols, dimension, memory, this.colsBase / F64_BYTES);
    if (shape.scenario === 'cross') packPanels(rowVectors, shape.rows, dimension, memory, this.rowsBase / F64_BYTES);
  }

  /** Number of values rows [rowStart, rowEnd) hold. */
  valueCount(rowStart = 0, rowEnd = this.shape.rows): number {
    return valuesInRows(this.shape, rowStart, rowEnd);
  }

  /**
   * Writes the values of rows [rowStart, rowEnd), in output order, to `out` from `offset`;
   * returns how many were written. Work and scratch memory are proportional to the rows asked.
   */
  computeRows(rowStart: number, rowEnd: number, out: Float64Array, offset = 0): number {
    const count = checkedRowValues(this.shape, rowStart, rowEnd, out.length, offset);
    if (count === 0) return 0;
    if (this.dimension === 0) {
      out.fill(0, offset, offset + count);
      return count;
    }
    const firstPanel = Math.floor(rowStart / PANEL);
    const endPanel = Math.ceil(rowEnd / PANEL);
    let written = offset;
    for (let tile = firstPanel; tile < endPanel; tile += this.tilePanels) {
      const tileEnd = Math.min(endPanel, tile + this.tilePanels);
      this.computeTile(tile, tileEnd);
      written = this.copyTile(tile, Math.max(rowStart, tile * PANEL), Math.min(rowEnd, tileEnd * PANEL), out, written);
    }
    return written - offset;
  }

  /** Results of row panels [tile, tileEnd) into the tile buffer, one L2-sized column block at a time. */
  private computeTile(tile: number, tileEnd: number): void {
    const d = this.dimension;
    const panelBytes = PANEL * d * F64_BYTES;
    const colPanels = Math.ceil(this.shape.cols / PANEL);
    const self = this.shape.scenario === 'self';
    for (let block = self ? tile : 0; block < colPanels; block += this.blockPanels) {
      const blockEnd = Math.min(colPanels, block + this.blockPanels);
      for (let rowPanel = tile; rowPanel < tileEnd; rowPanel++) {
        // Self: the panel holding the diagonal is the first with any pair of this row panel.
        const first = self ? Math.max(block, rowPanel) : block;
        if (first >= blockEnd) continue;
        const out = this.tileBase + (rowPanel - tile) * PANEL * this.tileStride + first * MICRO_COLS * F64_BYTES;
        this.kernel.panels(this.rowsBase + rowPanel * panelBytes, this.colsBase + first * panelBytes, blockEnd - first, d, out, this.tileStride);
      }
    }
  }

  private copyTile(tile: number, rowStart: number, rowEnd: number, out: Float64Array, at: number): number {
    const memory = new Float64Array(this.kernel.buffer);
    const strideValues = this.tileStride / F64_BYTES;
    const cols = this.shape.cols;
    const self = this.shape.scenario === 'self';
    let written = at;
    for (let row = rowStart; row < rowEnd; row++) {
      const base = this.tileBase / F64_BYTES + (row - tile * PANEL) * strideValues;
      const from = self ? row + 1 : 0;
      out.set(memory.subarray(base + from, base + cols), written);
      written += cols - from;
    }
    return written;
  }

  /** Index of the first value of `row` in the whole output. */
  rowOffset(row: number): number {
    return rowValueOffset(this.shape, row);
  }
}

function checkVectors(vectors: Float32Array, count: number, dimension: number): void {
  if (!Number.isInteger(count) || count < 0 || !Number.isInteger(dimension) || dimension < 0) throw new RangeError('count and dimension must be non-negative integers');
  if (vectors.length < count * dimension) throw new RangeError(`${count} × ${dimension} vectors need ${count * dimension} floats, got ${vectors.length}`);
}

/**
 * Copies `count` row-major float32 vectors into float64 micro-panels: panel p holds vectors
 * 4p…4p+3 dimension by dimension, missing vectors as zeros (their results are never read).
 */
function packPanels(vectors: Float32Array, count: number, dimension: number, memory: Float64Array, base: number): void {
  const panels = Math.ceil(count / PANEL);
  for (let p = 0; p < panels; p++) {
    const panelBase = base + p * PANEL * dimension;
    for (let lane = 0; lane < PANEL; lane++) {
      const vector = p * PANEL + lane;
      if (vector >= count) {
        for (let k = 0; k < dimension; k++) memory[panelBase + k * PANEL + lane] = 0;
        continue;
      }
      const source = vector * dimension;
      for (let k = 0; k < dimension; k++) memory[panelBase + k * PANEL + lane] = vectors[source + k];
    }
  }
}
