import { afterAll, describe, expect, it } from 'vitest';
import { GemmSimilarityEngine } from '../../../../lambdas/core/similarity/gemm-similarity-engine.js';
import { findNeighbours } from '../../../../lambdas/core/similarity/nearest-neighbours.js';
import { rowValueOffset } from '../../../../lambdas/core/similarity/row-ranges.js';
import { scanRows } from '../../../../bench/lib/scan-rows.js';
import { sectionChunks, similarityBodyChunks, type RowSource } from '../../../../lambdas/core/similarity/similarity-body.js';
import { OnnxMatrixProduct } from '../../../../lambdas/models/local/onnx-matrix-product.js';
import { ScanWorkerPool } from '../../../../bench/lib/scan-pool.js';
import { concatBytes, randomVectors } from './fixtures.js';

/**
 * The matrix-product engine hands the writers each row's float32 values as a view of its one
 * panel buffer (`rowViews`) instead of copying them as float64 into a block first. The values and
 * the body bytes of the default version must stay those of the copying path, and a view must keep
 * its values until the consumer has moved past its panel.
 */
const product = new OnnxMatrixProduct();
const pool = new ScanWorkerPool(2);
afterAll(async () => {
  product.close();
  await pool.close();
});

/** Every value through the float64 path (`computeRows`, one call). */
function float64Values(engine: GemmSimilarityEngine): Float64Array {
  const out = new Float64Array(engine.valueCount());
  engine.computeRows(0, engine.shape.rows, out);
  return out;
}

/** The engine as the writers saw it before row views: blocks of float64 values only. */
function blocksOnly(engine: GemmSimilarityEngine): RowSource {
  return { shape: engine.shape, computeRows: (from, to, out, offset) => engine.computeRows(from, to, out, offset) };
}

function bits(values: Float64Array): Buffer {
  return Buffer.from(values.buffer, values.byteOffset, values.byteLength);
}

describe('matrix-product engine: row views of the panel buffer', () => {
  it('gives every row the same bits as the float64 path, for row counts that are not multiples of the panel size', () => {
    const d = 96;
    for (const [n, panelRows] of [[2, 1], [3, 2], [131, 5], [301, 32], [300, 100], [517, 256]] as const) {
      const { packed } = randomVectors(n, d, n + panelRows);
      // The reference: the default panels, values copied as float64.
      const expected = float64Values(GemmSimilarityEngine.self(packed, n, d, product));
      const engine = GemmSimilarityEngine.self(packed, n, d, product, { panelRows });
      const seen = new Float64Array(expected.length);
      let row = 0;
      for (const values of engine.rowViews(0, n)) {
        expect(values).toBeInstanceOf(Float32Array);
        expect(values.length).toBe(n - 1 - row);
        seen.set(values, rowValueOffset(engine.shape, row));
        row++;
      }
      expect(row).toBe(n);
      expect([n, panelRows, bits(seen).equals(bits(expected))]).toEqual([n, panelRows, true]);
    }
  });

  it('keeps the values of a panel until the consumer moves past it, and reuses one buffer for every panel', () => {
    const n = 203;
    const d = 64;
    const panelRows = 20;
    const { packed } = randomVectors(n, d, 11);
    const expected = float64Values(GemmSimilarityEngine.self(packed, n, d, product));
    const engine = GemmSimilarityEngine.self(packed, n, d, product, { panelRows });
    const buffers = new Set<ArrayBufferLike>();
    let held: { row: number; values: Float32Array }[] = [];
    let row = 0;
    for (const values of engine.rowViews(0, n)) {
      if (row % panelRows === 0) held = [];
      held.push({ row, values });
      if (values.length > 0) buffers.add(values.buffer);
      // Every view of the current panel, the first ones included, still holds its row.
      for (const h of held) {
        const start = rowValueOffset(engine.shape, h.row);
        expect(Float64Array.from(h.values)).toEqual(expected.subarray(start, start + h.values.length));
      }
      row++;
    }
    expect(buffers.size).toBe(1);
  });

  it('ends a long request at its last row and lets short ones run ahead, with the same values at every panel edge', () => {
    const n = 150;
    const d = 32;
    const { packed } = randomVectors(n, d, 12);
    const expected = float64Values(GemmSimilarityEngine.self(packed, n, d, product));
    const engine = GemmSimilarityEngine.self(packed, n, d, product, { panelRows: 16 });
    const seen = new Float64Array(expected.length);
    // Ranges starting and ending inside panels, at panel edges, one row, and the empty last row.
    for (const [from, to] of [[0, 15], [15, 16], [16, 33], [33, 47], [47, 48], [48, 149], [149, 150]]) {
      let row = from;
      for (const values of engine.rowViews(from, to)) seen.set(values, rowValueOffset(engine.shape, row++));
      expect(row).toBe(to);
    }
    expect(bits(seen).equals(bits(expected))).toBe(true);
    expect(() => [...engine.rowViews(3, 151)]).toThrow(RangeError);
  });

  it('writes the default version’s JSON bodies byte for byte as the float64 blocks did: self, cross matrix and flattened, parts', () => {
    const d = 80;
    const { packed } = randomVectors(333, d, 13);
    packed.copyWithin(7 * d, 6 * d, 7 * d); // a repeated vector: a value at the clamp
    const b = randomVectors(45, d, 14).packed;
    const cases: [string, () => GemmSimilarityEngine, boolean][] = [
      ['self', () => GemmSimilarityEngine.self(packed, 333, d, product, { panelRows: 37 }), true],
      ['cross', () => GemmSimilarityEngine.cross(packed, 333, b, 45, d, product, { panelRows: 37 }), false],
      ['cross flattened', () => GemmSimilarityEngine.cross(packed, 333, b, 45, d, product, { panelRows: 37 }), true],
    ];
    for (const [name, make, flatten] of cases) {
      const before = Buffer.from(concatBytes(similarityBodyChunks(blocksOnly(make()), { requestId: 'req_1', flatten, chunkBytes: 1000, blockValues: 777 })));
      const now = Buffer.from(concatBytes(similarityBodyChunks(make(), { requestId: 'req_1', flatten, chunkBytes: 1000 })));
      expect([name, now.equals(before)]).toEqual([name, true]);
      expect(JSON.parse(now.toString()).requestId).toBe('req_1');
    }
    // A fan-out task's part of a section: rows inside the triangle, both paths.
    const partBefore = concatBytes(sectionChunks(blocksOnly(cases[0][1]()), 'flattened', 50, 120, { chunkBytes: 512, blockValues: 300 }));
    const partNow = concatBytes(sectionChunks(cases[0][1](), 'flattened', 50, 120, { chunkBytes: 512 }));
    expect(Buffer.from(partNow).equals(Buffer.from(partBefore))).toBe(true);
  });

  it('finds the same neighbours from row views as from blocks', () => {
    const n = 140;
    const d = 48;
    const { packed } = randomVectors(n, d, 15);
    const make = () => GemmSimilarityEngine.cross(packed, n, packed, n, d, product, { panelRows: 30 });
    for (const options of [{ k: 5, excludeDiagonal: true }, { k: 3, threshold: 0.05, excludeDiagonal: false }]) {
      expect(findNeighbours(make(), 7, 131, options)).toEqual(findNeighbours(blocksOnly(make()), 7, 131, options));
    }
  });

  it('scans the rows as the writers ask for them: the sum of every value, in one thread and on the similarity threads', async () => {
    const n = 420;
    const d = 64;
    const { packed } = randomVectors(n, d, 16);
    const values = float64Values(GemmSimilarityEngine.self(packed, n, d, product));
    const sum = values.reduce((s, v) => s + v, 0);
    const here = scanRows(GemmSimilarityEngine.self(packed, n, d, product), 0, n, true);
    const blocks = scanRows(blocksOnly(GemmSimilarityEngine.self(packed, n, d, product)), 0, n, true);
    const threads = await pool.scanRows({ scenario: 'self', vectors: packed, count: n, dimension: d, engine: 'matrix-product' }, { taskValues: 5000, sum: true });
    expect(here).toBe(sum);
    expect(blocks).toBe(sum);
    expect(Math.abs(threads - sum)).toBeLessThan(1e-9);
    expect(scanRows(GemmSimilarityEngine.self(packed, n, d, product), 0, n)).toBe(0);
  });
});
