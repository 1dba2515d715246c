import { afterAll, describe, expect, it } from 'vitest';
import { findNeighbours, scaledThreshold, type NeighbourOptions } from '../../../../lambdas/core/similarity/nearest-neighbours.js';
import { neighbourEntriesText, neighboursBodyHead, neighboursBodyTail } from '../../../../lambdas/core/similarity/neighbours-body.js';
import { GemmSimilarityEngine } from '../../../../lambdas/core/similarity/gemm-similarity-engine.js';
import { SimilarityEngine } from '../../../../lambdas/core/similarity/similarity-engine.js';
import type { RowSource } from '../../../../lambdas/core/similarity/similarity-body.js';
import { roundSimilarity } from '../../../../lambdas/core/json-format.js';
import { OnnxMatrixProduct } from '../../../../lambdas/models/local/onnx-matrix-product.js';
import { SimilarityWorkerPool } from '../../../../lambdas/adapters/local/similarity-worker-pool.js';
import { concatBytes, randomVectors } from './fixtures.js';

const product = new OnnxMatrixProduct();
const pool = new SimilarityWorkerPool(2);
afterAll(async () => {
  product.close();
  await pool.close();
});

/** Every value of the engine's full result, rounded as the JSON body prints it. */
function printed(source: RowSource): number[] {
  const out = new Float64Array(source.shape.rows * source.shape.cols);
  source.computeRows(0, source.shape.rows, out);
  return Array.from(out, roundSimilarity);
}

/** The reference: from a full (rows × cols) result, each row's k best by score, then lower index. */
function reference(values: number[], rows: number, cols: number, options: NeighbourOptions): { indices: number[]; scores: number[] }[] {
  return Array.from({ length: rows }, (_, i) => {
    const candidates = Array.from({ length: cols }, (_, j) => ({ j, s: values[i * cols + j] }))
      .filter(({ j, s }) => !(options.excludeDiagonal && j === i) && (options.threshold === undefined || s >= options.threshold))
      .sort((a, b) => b.s - a.s || a.j - b.j)
      .slice(0, options.k);
    return { indices: candidates.map((c) => c.j), scores: candidates.map((c) => c.s) };
  });
}

function parsed(source: RowSource, options: NeighbourOptions, blockValues?: number): unknown {
  const rows = findNeighbours(source, 0, source.shape.rows, options, blockValues);
  return JSON.parse(neighboursBodyHead('self', source.shape.rows) + neighbourEntriesText(rows) + neighboursBodyTail('r')).neighbours;
}

/** Vectors with many exact ties: repeated rows, a zero (blank) row, opposite rows. */
function tiedVectors(n: number, d: number): Float32Array {
  const { packed } = randomVectors(n, d, 21);
  packed.copyWithin(3 * d, 1 * d, 2 * d);
  packed.copyWithin(7 * d, 1 * d, 2 * d);
  packed.fill(0, 5 * d, 6 * d);
  for (let k = 0; k < d; k++) packed[9 * d + k] = -packed[2 * d + k];
  return packed;
}

describe('nearest neighbours', () => {
  const n = 150;
  const d = 64;
  const packed = tiedVectors(n, d);
  const engines: [string, RowSource][] = [
    ['matrix product', GemmSimilarityEngine.cross(packed, n, packed, n, d, product)],
    ['exact kernel', SimilarityEngine.cross(packed, n, packed, n, d)],
  ];
  for (const [name, source] of engines) {
    it(`self: each row's k best other rows equal those derived from the full result, ties by lower index (${name})`, () => {
      const values = printed(source);
      for (const options of [
        { k: 1, excludeDiagonal: true },
        { k: 5, excludeDiagonal: true },
        { k: 5, threshold: 0.1, excludeDiagonal: true },
        { k: n + 10, excludeDiagonal: true },
        { k: 3, threshold: 1, excludeDiagonal: true },
      ]) {
        const expected = reference(values, n, n, options);
        expect(parsed(source, options)).toEqual(expected);
        // Small blocks (a row at a time) give the same answer.
        expect(parsed(source, options, 1)).toEqual(expected);
      }
    });
  }

  it('keeps exact ties in index order and never lists a row as its own neighbour', () => {
    const source = engines[0][1];
    const [row1] = parsed(source, { k: 3, excludeDiagonal: true }) as { indices: number[]; scores: number[] }[];
    // Rows 1, 3 and 7 are the same vector: row 1's two best are 3 then 7, both scoring 1.
    const rows = findNeighbours(source, 1, 2, { k: 3, excludeDiagonal: true });
    expect(Array.from(rows.indices.subarray(0, 2))).toEqual([3, 7]);
    expect(Array.from(rows.scores.subarray(0, 2))).toEqual([1_000_000, 1_000_000]);
    expect(row1.indices).not.toContain(0);
    const blank = findNeighbours(source, 5, 6, { k: n, excludeDiagonal: true });
    expect(blank.counts[0]).toBe(n - 1);
    expect(new Set(blank.scores)).toEqual(new Set([0]));
    expect(Array.from(blank.indices.subarray(0, 4))).toEqual([0, 1, 2, 3]);
  });

  it('cross: k best items of the other set per row, the same on worker threads', async () => {
    const b = randomVectors(200, d, 22).packed;
    const source = GemmSimilarityEngine.cross(packed, n, b, 200, d, product);
    const options = { k: 4, threshold: -0.05, excludeDiagonal: false };
    const expected = reference(printed(source), n, 200, options);
    expect(parsed(source, options)).toEqual(expected);
    const chunks: Uint8Array[] = [];
    const input = { scenario: 'cross' as const, a: packed, aCount: n, b, bCount: 200, dimension: d, engine: 'matrix-product' as const };
    for await (const c of pool.neighbourChunks(input, { requestId: 'job_x', neighbours: options, taskValues: 1000 })) chunks.push(c);
    const body = JSON.parse(new TextDecoder().decode(concatBytes(chunks)));
    expect(body).toEqual({ scenario: 'cross', mode: 'topK', n, neighbours: expected, requestId: 'job_x' });
  });

  it('self on worker threads with whole rows equals the single-thread answer', async () => {
    const options = { k: 6, excludeDiagonal: true };
    for (const [engine, source] of [['matrix-product', engines[0][1]], ['exact', engines[1][1]]] as const) {
      const chunks: Uint8Array[] = [];
      const input = { scenario: 'self' as const, vectors: packed, count: n, dimension: d, engine, fullRows: true };
      for await (const c of pool.neighbourChunks(input, { requestId: 'job_s', neighbours: options, taskValues: 2000 })) chunks.push(c);
      // The exact kernel's tasks are not panel-aligned: 12 tasks of 13 rows, written in order.
      if (engine === 'exact') expect(chunks.length).toBeGreaterThan(10);
      expect(JSON.parse(new TextDecoder().decode(concatBytes(chunks))).neighbours).toEqual(parsed(source, options));
    }
  });

  it('compares the threshold with the printed score', () => {
    for (const t of [0.3, -0.3, 0.1234565, 1, -1, 0]) {
      const r = scaledThreshold(t);
      expect(r / 1e6).toBeGreaterThanOrEqual(t);
      expect((r - 1) / 1e6).toBeLessThan(t);
    }
  });
});
