import { afterAll, describe, expect, it } from 'vitest';
import { GemmSimilarityEngine } from '../../../../lambdas/core/similarity/gemm-similarity-engine.js';
import { MIN_PRODUCT_COLS, MIN_PRODUCT_ROWS, type MatrixProduct } from '../../../../lambdas/core/similarity/matrix-product.js';
import { rowBlocks } from '../../../../lambdas/core/similarity/row-ranges.js';
import { OnnxMatrixProduct } from '../../../../lambdas/models/local/onnx-matrix-product.js';
import { randomVectors } from './fixtures.js';

/**
 * Version 2026-11-25's values must not change when the engine gets faster: the engine now writes
 * every panel into one reused buffer (ONNX Runtime's pre-allocated output) instead of receiving a
 * new array from each call. Checked bit for bit, over many shapes, against two references: the
 * whole product in one call (a pair's value must not depend on the call it falls in), and the
 * engine as it was before (every call returns a fresh array; the `out` argument ignored).
 */
const product = new OnnxMatrixProduct();
afterAll(() => product.close());

const freshArrays: MatrixProduct = {
  name: 'fresh-arrays',
  multiply: (a, aRows, b, bRows, dimension) => product.multiply(a, aRows, b, bRows, dimension),
};

function bits(values: Float64Array): Buffer {
  return Buffer.from(values.buffer, values.byteOffset, values.byteLength);
}

/** Rows [0, count) then zero vectors up to `rows`. */
function padRows(vectors: Float32Array, count: number, rows: number, d: number): Float32Array {
  const out = new Float32Array(Math.max(count, rows) * d);
  out.set(vectors.subarray(0, count * d));
  return out;
}

/** Every value of a shape from one product call of all rows against all columns. */
function wholeProduct(a: Float32Array, aCount: number, b: Float32Array, bCount: number, d: number, self: boolean): Float64Array {
  const rows = Math.max(MIN_PRODUCT_ROWS, aCount);
  const cols = Math.max(MIN_PRODUCT_COLS, bCount);
  const all = product.multiply(padRows(a, aCount, rows, d), rows, padRows(b, bCount, cols, d), cols, d);
  const out: number[] = [];
  for (let i = 0; i < aCount; i++) for (let j = self ? i + 1 : 0; j < bCount; j++) out.push(all[i * cols + j]);
  return Float64Array.from(out);
}

/** The engine's values, asked in blocks of about `blockValues` values (as the body writer asks). */
function engineValues(engine: GemmSimilarityEngine, blockValues: number): Float64Array {
  const out = new Float64Array(engine.valueCount());
  for (const range of rowBlocks(engine.shape, 0, engine.shape.rows, blockValues)) engine.computeRows(range.rowStart, range.rowEnd, out, range.valueStart);
  return out;
}

const SELF: readonly [number, number][] = [
  [2, 16], [3, 512], [5, 612], [64, 100], [127, 512], [128, 612], [129, 512], [130, 16], [255, 512],
  [256, 612], [257, 512], [300, 100], [513, 512], [700, 612], [1100, 512],
];
const CROSS: readonly [number, number, number][] = [
  [1, 1, 512], [1, 500, 612], [3, 128, 512], [300, 7, 612], [260, 900, 512], [700, 301, 100], [2, 1300, 612],
];

describe('matrix-product engine with a reused panel buffer: version 2026-11-25 byte-identical', () => {
  it('self-similarity: the same bits as one whole product and as the engine with fresh arrays', () => {
    SELF.forEach(([n, d], k) => {
      const { packed } = randomVectors(n, d, 100 + k);
      if (n > 4) packed.copyWithin(3 * d, 1 * d, 2 * d); // a repeated vector: a value at the clamp
      const expected = wholeProduct(packed, n, packed, n, d, true);
      const whole = engineValues(GemmSimilarityEngine.self(packed, n, d, product), Number.MAX_SAFE_INTEGER);
      const blocks = engineValues(GemmSimilarityEngine.self(packed, n, d, product), 5_000 + 37 * k);
      const before = engineValues(GemmSimilarityEngine.self(packed, n, d, freshArrays), 5_000 + 37 * k);
      expect([n, d, bits(whole).equals(bits(expected))]).toEqual([n, d, true]);
      expect([n, d, bits(blocks).equals(bits(expected))]).toEqual([n, d, true]);
      expect([n, d, bits(before).equals(bits(expected))]).toEqual([n, d, true]);
    });
  });

  it('cross-similarity: the same bits as one whole product and as the engine with fresh arrays', () => {
    CROSS.forEach(([m, n, d], k) => {
      const a = randomVectors(m, d, 200 + k).packed;
      const b = randomVectors(n, d, 300 + k).packed;
      const expected = wholeProduct(a, m, b, n, d, false);
      const ours = engineValues(GemmSimilarityEngine.cross(a, m, b, n, d, product), 7_000 + 11 * k);
      const before = engineValues(GemmSimilarityEngine.cross(a, m, b, n, d, freshArrays), 7_000 + 11 * k);
      expect([m, n, d, bits(ours).equals(bits(expected))]).toEqual([m, n, d, true]);
      expect([m, n, d, bits(before).equals(bits(expected))]).toEqual([m, n, d, true]);
    });
  });

  it('refuses an output of the wrong size', () => {
    const { packed } = randomVectors(4, 16, 9);
    expect(() => product.multiply(packed, 2, packed, 2, 16, new Float32Array(3))).toThrow(/4 expected/);
  });
});
