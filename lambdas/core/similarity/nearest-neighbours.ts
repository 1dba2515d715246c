import { SIMILARITY_DECIMALS } from '../limits.js';
import type { SimilarityShape } from './row-ranges.js';
import { DEFAULT_BLOCK_VALUES, sourceRows } from './source-rows.js';
import type { RowSource } from './similarity-body.js';
import type { SimilarityValues } from './similarity-text.js';

/**
 * Nearest neighbours (`topK`, optional `threshold`) of each row of a similarity result, found
 * while its values are computed block by block, so the full result is never held: memory is one
 * block of values plus `k` candidates per row.
 *
 * Scores are compared as the JSON body prints them (rounded to 6 decimals), so the answer is the
 * one a caller would derive from the full result: the `k` highest scores of the row, ties broken
 * by the lower column index, each at least `threshold` (compared with the printed score).
 */

const SCALE = 10 ** SIMILARITY_DECIMALS;

export interface NeighbourOptions {
  /** Candidates kept per row, at least 1. */
  k: number;
  /** Keep only scores (as printed) of at least this; undefined keeps every score. */
  threshold?: number;
  /** Self-similarity: the row's own column is never its neighbour. */
  excludeDiagonal: boolean;
}

/**
 * The neighbours of rows [rowStart, rowEnd): row r's `counts[r - rowStart]` neighbours are at
 * `(r - rowStart) * k …` in `indices` (column numbers) and `scores` (printed score × 10⁶, an
 * integer), best first.
 */
export interface NeighbourRows {
  rowStart: number;
  rowEnd: number;
  k: number;
  counts: Int32Array;
  indices: Int32Array;
  scores: Int32Array;
}

/** The integer a value prints as, times 10⁶ (the rounding of `roundSimilarity`). */
export function scaledScore(x: number): number {
  return Math.round(x * SCALE);
}

/** The smallest scaled score whose printed value is at least `threshold`. */
export function scaledThreshold(threshold: number | undefined): number {
  if (threshold === undefined) return -Infinity;
  let r = Math.ceil(threshold * SCALE) - 1;
  while (r / SCALE < threshold) r++;
  return r;
}

/**
 * Finds the neighbours of rows [rowStart, rowEnd) of `source`, which must have the cross
 * geometry (every row holds all `cols` values; for self-similarity pass the set against itself
 * and `excludeDiagonal`).
 */
export function findNeighbours(source: RowSource, rowStart: number, rowEnd: number, options: NeighbourOptions, blockValues = DEFAULT_BLOCK_VALUES): NeighbourRows {
  const { shape } = source;
  if (shape.scenario !== 'cross') throw new RangeError('neighbours are found on a full-row (cross) geometry');
  const k = options.k;
  if (!Number.isInteger(k) || k < 1) throw new RangeError('k must be a positive integer');
  const rows = rowEnd - rowStart;
  const counts = new Int32Array(rows);
  const indices = new Int32Array(rows * k);
  const scores = new Int32Array(rows * k);
  const minimum = scaledThreshold(options.threshold);
  let row = rowStart;
  for (const values of sourceRows(source, rowStart, rowEnd, blockValues)) {
    const skip = options.excludeDiagonal ? row : -1;
    counts[row - rowStart] = selectRow(values, skip, minimum, k, indices, scores, (row - rowStart) * k);
    row++;
  }
  return { rowStart, rowEnd, k, counts, indices, scores };
}

/**
 * The best `k` of one row's values into `indices`/`scores` from `at`, best first; returns how
 * many. A min-heap keeps the worst kept candidate at its root; columns come in increasing order,
 * so a later column with the root's score is worse (higher index) and never replaces it.
 */
function selectRow(values: SimilarityValues, skip: number, minimum: number, k: number, indices: Int32Array, scores: Int32Array, at: number): number {
  let size = 0;
  for (let col = 0; col < values.length; col++) {
    if (col === skip) continue;
    const score = Math.round(values[col] * SCALE);
    if (score < minimum) continue;
    if (size < k) {
      siftUp(indices, scores, at, size++, col, score);
    } else if (score > scores[at]) {
      siftDown(indices, scores, at, size, col, score);
    }
  }
  sortBestFirst(indices, scores, at, size);
  return size;
}

/** Whether candidate a is worse than b: a lower score, or the same score at a higher index. */
function worse(scoreA: number, indexA: number, scoreB: number, indexB: number): boolean {
  return scoreA < scoreB || (scoreA === scoreB && indexA > indexB);
}

function siftUp(indices: Int32Array, scores: Int32Array, at: number, position: number, index: number, score: number): void {
  let i = position;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (!worse(score, index, scores[at + parent], indices[at + parent])) break;
    scores[at + i] = scores[at + parent];
    indices[at + i] = indices[at + parent];
    i = parent;
  }
  scores[at + i] = score;
  indices[at + i] = index;
}

/** Replaces the root with (index, score) and restores the heap. */
function siftDown(indices: Int32Array, scores: Int32Array, at: number, size: number, index: number, score: number): void {
  let i = 0;
  for (;;) {
    const left = 2 * i + 1;
    if (left >= size) break;
    const right = left + 1;
    let child = left;
    if (right < size && worse(scores[at + right], indices[at + right], scores[at + left], indices[at + left])) child = right;
    if (!worse(scores[at + child], indices[at + child], score, index)) break;
    scores[at + i] = scores[at + child];
    indices[at + i] = indices[at + child];
    i = child;
  }
  scores[at + i] = score;
  indices[at + i] = index;
}

/** Orders a row's kept candidates: highest score first, then lowest index. */
function sortBestFirst(indices: Int32Array, scores: Int32Array, at: number, size: number): void {
  const order = Array.from({ length: size }, (_, i) => i).sort((a, b) => scores[at + b] - scores[at + a] || indices[at + a] - indices[at + b]);
  const sortedIndices = order.map((i) => indices[at + i]);
  const sortedScores = order.map((i) => scores[at + i]);
  for (let i = 0; i < size; i++) {
    indices[at + i] = sortedIndices[i];
    scores[at + i] = sortedScores[i];
  }
}

/** Candidate columns per row of a shape: self excludes the row itself. */
export function candidatesPerRow(shape: SimilarityShape): number {
  return shape.scenario === 'self' ? shape.rows - 1 : shape.cols;
}
