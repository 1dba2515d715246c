import { afterAll, describe, expect, it } from 'vitest';
import { alignRanges, GemmSimilarityEngine, panelRows } from '../../../../lambdas/core/similarity/gemm-similarity-engine.js';
import { planRowRanges, rowBlocks, selfShape, valueCount, crossShape } from '../../../../lambdas/core/similarity/row-ranges.js';
import { similarityBodyChunks } from '../../../../lambdas/core/similarity/similarity-body.js';
import { SimilarityEngine } from '../../../../lambdas/core/similarity/similarity-engine.js';
import { OnnxMatrixProduct } from '../../../../lambdas/models/local/onnx-matrix-product.js';
import { SimilarityWorkerPool } from '../../../../lambdas/adapters/local/similarity-worker-pool.js';
import { concatBytes, randomVectors } from './fixtures.js';

const product = new OnnxMatrixProduct();
const pool = new SimilarityWorkerPool(2);
afterAll(async () => {
  product.close();
  await pool.close();
});

function all(engine: { valueCount(): number; computeRows(a: number, b: number, out: Float64Array): number; shape: { rows: number } }): Float64Array {
  const out = new Float64Array(engine.valueCount());
  expect(engine.computeRows(0, engine.shape.rows, out)).toBe(out.length);
  return out;
}

function bits(values: Float64Array): Buffer {
  return Buffer.from(values.buffer, values.byteOffset, values.byteLength);
}

describe('matrix-product similarity engine (ONNX Runtime)', () => {
  it('agrees with the exact float64 kernel to float32 accuracy, in the same geometry, clamped to [-1, 1]', () => {
    const n = 301;
    const d = 512;
    const { packed } = randomVectors(n, d, 3);
    // A repeated vector: its similarity is 1 up to rounding, and must not exceed it.
    packed.copyWithin(5 * d, 4 * d, 5 * d);
    const ours = all(GemmSimilarityEngine.self(packed, n, d, product));
    const exact = all(SimilarityEngine.self(packed, n, d));
    expect(ours.length).toBe((n * (n - 1)) / 2);
    let worst = 0;
    for (let i = 0; i < ours.length; i++) worst = Math.max(worst, Math.abs(ours[i] - exact[i]));
    expect(worst).toBeLessThan(2e-6);
    expect(worst).toBeGreaterThan(0); // float32 sums: not the float64 kernel's bits
    expect(Math.max(...ours)).toBeLessThanOrEqual(1);
    const b = randomVectors(7, d, 4).packed;
    const cross = all(GemmSimilarityEngine.cross(packed, n, b, 7, d, product));
    const exactCross = all(SimilarityEngine.cross(packed, n, b, 7, d));
    for (let i = 0; i < cross.length; i++) expect(Math.abs(cross[i] - exactCross[i])).toBeLessThan(2e-6);
  });

  it('gives a pair the same bits whatever the rest of the request: prefixes, cross against self, any row split', () => {
    const n = 700;
    const d = 612;
    const { packed } = randomVectors(n, d, 5);
    const whole = all(GemmSimilarityEngine.self(packed, n, d, product));
    const at = (i: number, j: number) => whole[(i * (2 * n - i - 1)) / 2 + (j - i - 1)];
    // A smaller request over the first vectors (its panels and column windows all differ).
    for (const m of [2, 3, 40, 129, 300]) {
      const prefix = all(GemmSimilarityEngine.self(packed.subarray(0, m * d), m, d, product));
      let k = 0;
      for (let i = 0; i < m; i++) for (let j = i + 1; j < m; j++) expect(prefix[k++]).toBe(at(i, j));
    }
    // Cross of a few rows against all columns, and of one row against one column (padded calls).
    const rows = [0, 17, 650, 699];
    const a = new Float32Array(rows.length * d);
    rows.forEach((r, i) => a.set(packed.subarray(r * d, (r + 1) * d), i * d));
    const cross = all(GemmSimilarityEngine.cross(a, rows.length, packed, n, d, product));
    rows.forEach((r, i) => {
      for (let j = r + 1; j < n; j++) expect(cross[i * n + j]).toBe(at(r, j));
    });
    const one = all(GemmSimilarityEngine.cross(packed.subarray(17 * d, 18 * d), 1, packed.subarray(650 * d, 651 * d), 1, d, product));
    expect(one[0]).toBe(at(17, 650));
    // Rows asked in uneven blocks, as the body writer and fan-out tasks ask them.
    const engine = GemmSimilarityEngine.self(packed, n, d, product);
    const blocks = new Float64Array(whole.length);
    for (const range of rowBlocks(engine.shape, 0, n, 5_000)) engine.computeRows(range.rowStart, range.rowEnd, blocks, range.valueStart);
    expect(bits(blocks).equals(bits(whole))).toBe(true);
    // Long uneven ranges, as threads take them (each range's panels end where it ends).
    const ranges = new Float64Array(whole.length);
    const split = GemmSimilarityEngine.self(packed, n, d, product);
    for (const [from, to] of [[0, 333], [333, 601], [601, 700]]) split.computeRows(from, to, ranges, split.rowOffset(from));
    expect(bits(ranges).equals(bits(whole))).toBe(true);
  });

  it('handles the smallest shapes and zero vectors', () => {
    const d = 16;
    const { packed } = randomVectors(3, d, 6);
    expect(all(GemmSimilarityEngine.self(packed, 1, d, product))).toEqual(new Float64Array(0));
    expect(all(GemmSimilarityEngine.self(packed, 2, d, product))).toHaveLength(1);
    const zeros = new Float32Array(2 * d);
    expect([...all(GemmSimilarityEngine.cross(zeros, 2, packed, 3, d, product))]).toEqual([0, 0, 0, 0, 0, 0]);
    expect([...all(GemmSimilarityEngine.cross(packed, 0, packed, 3, d, product))]).toEqual([]);
  });

  it('aligns thread ranges and tasks to whole panels, covering every row once', () => {
    const shape = selfShape(10_000);
    const size = panelRows(shape);
    const ranges = alignRanges(shape, planRowRanges(shape, 3), size);
    expect(ranges[0].rowStart).toBe(0);
    expect(ranges.at(-1)!.rowEnd).toBe(10_000);
    expect(ranges.at(-1)!.valueEnd).toBe(valueCount(shape));
    for (let i = 1; i < ranges.length; i++) {
      expect(ranges[i].rowStart).toBe(ranges[i - 1].rowEnd);
      expect(ranges[i].rowStart % size).toBe(0);
    }
    const tasks = alignRanges(crossShape(7, 50_000), rowBlocks(crossShape(7, 50_000), 0, 7, 1000), panelRows(crossShape(7, 50_000)));
    expect(tasks).toEqual([{ rowStart: 0, rowEnd: 7, valueStart: 0, valueEnd: 350_000 }]);
  });

  it('runs on the similarity threads: the same values and body bytes as one thread', async () => {
    const n = 450;
    const d = 64;
    const { packed } = randomVectors(n, d, 8);
    const single = all(GemmSimilarityEngine.self(packed, n, d, product));
    const threaded = await pool.computeAll({ scenario: 'self', vectors: packed, count: n, dimension: d, engine: 'matrix-product' });
    expect(bits(threaded).equals(bits(single))).toBe(true);
    const expected = concatBytes(similarityBodyChunks(GemmSimilarityEngine.self(packed, n, d, product), { requestId: 'job_1' }));
    const chunks: Uint8Array[] = [];
    for await (const c of pool.bodyChunks({ scenario: 'self', vectors: packed, count: n, dimension: d, engine: 'matrix-product' }, { requestId: 'job_1', taskValues: 3000, chunkBytes: 4096 })) chunks.push(c);
    expect(Buffer.from(concatBytes(chunks)).equals(Buffer.from(expected))).toBe(true);
  });
});
