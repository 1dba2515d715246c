import { describe, expect, it } from 'vitest';
import { SimilarityEngine } from '../../../../lambdas/core/similarity/similarity-engine.js';
import { wasmSimdAvailable } from '../../../../lambdas/core/similarity/panel-kernel.js';
import { crossSimilarity, selfSimilarity } from '../../../../lambdas/core/vectors.js';
import { similarityArray } from '../../../../lambdas/core/json-format.js';
import { pack, randomVectors } from './fixtures.js';

const KERNELS = ['wasm-simd', 'typed-array'] as const;
/** Small tiles and column blocks, so a few vectors already cross every tiling boundary. */
const TINY_TILING = { blockColumns: 8, tileBytes: 1 };

function expectBitIdentical(actual: Float64Array, expected: Float64Array): void {
  expect(actual.length).toBe(expected.length);
  const mismatches: number[] = [];
  for (let i = 0; i < expected.length; i++) if (!Object.is(actual[i], expected[i])) mismatches.push(i);
  expect(mismatches.slice(0, 5)).toEqual([]);
}

describe('similarity engine', () => {
  it('has WebAssembly SIMD on this runtime (the fast path is the one tested)', () => {
    expect(wasmSimdAvailable()).toBe(true);
  });

  for (const kernel of KERNELS) {
    describe(kernel, () => {
      it('matches the scalar float64 reference bit for bit on self-similarity, edge sizes included', () => {
        for (const n of [0, 1, 2, 3, 4, 5, 9, 33]) {
          for (const d of [1, 3, 7, 13, 64]) {
            const { packed, rows } = randomVectors(n, d, n * 100 + d);
            for (const options of [{}, TINY_TILING]) {
              const engine = SimilarityEngine.self(packed, n, d, { kernel, ...options });
              const out = new Float64Array(engine.valueCount());
              expect(engine.computeRows(0, n, out)).toBe(out.length);
              expectBitIdentical(out, selfSimilarity(rows));
            }
          }
        }
      });

      it('matches the reference on cross-similarity, a-major', () => {
        for (const [m, p, d] of [[1, 1, 5], [1, 9, 3], [9, 1, 3], [6, 11, 17], [13, 4, 2]]) {
          const a = randomVectors(m, d, 7 + m);
          const b = randomVectors(p, d, 99 + p);
          const engine = SimilarityEngine.cross(a.packed, m, b.packed, p, d, { kernel, ...TINY_TILING });
          const out = new Float64Array(m * p);
          engine.computeRows(0, m, out);
          expectBitIdentical(out, crossSimilarity(a.rows, b.rows));
        }
      });

      it('computes any row range into any offset, and equals the 6-decimal output of the service', () => {
        const n = 23;
        const d = 10;
        const { packed, rows } = randomVectors(n, d, 5);
        const engine = SimilarityEngine.self(packed, n, d, { kernel, ...TINY_TILING });
        const whole = selfSimilarity(rows);
        for (const [start, end] of [[0, 1], [3, 4], [5, 17], [21, 23], [22, 23], [7, 7]]) {
          const out = new Float64Array(engine.valueCount(start, end) + 3).fill(9);
          engine.computeRows(start, end, out, 2);
          expect(out[0]).toBe(9);
          expect(out.at(-1)).toBe(9);
          const part = out.subarray(2, out.length - 1);
          expectBitIdentical(part, whole.subarray(engine.rowOffset(start), engine.rowOffset(end)));
          expect(similarityArray(part)).toEqual(similarityArray(whole.subarray(engine.rowOffset(start), engine.rowOffset(end))));
        }
      });

      it('scores zero vectors 0, identical vectors at most 1, opposite ones at least -1', () => {
        const d = 6;
        const { rows } = randomVectors(2, d, 3);
        const opposite = rows[0].map((x) => -x);
        const vectors = [rows[0], new Float32Array(d), rows[0], opposite, rows[1]];
        const engine = SimilarityEngine.self(pack(vectors, d), vectors.length, d, { kernel });
        const out = new Float64Array(engine.valueCount());
        engine.computeRows(0, vectors.length, out);
        expectBitIdentical(out, selfSimilarity(vectors));
        expect(similarityArray(out).slice(0, 4)).toEqual([0, 1, -1, similarityArray(selfSimilarity([rows[0], rows[1]]))[0]]);
        for (const x of out) expect(Math.abs(x)).toBeLessThanOrEqual(1);
      });
    });
  }

  it('treats dimension 0 as all-zero vectors and rejects bad arguments', () => {
    const engine = SimilarityEngine.self(new Float32Array(0), 3, 0);
    const out = new Float64Array(3).fill(5);
    engine.computeRows(0, 3, out);
    expect([...out]).toEqual([0, 0, 0]);
    expect(() => SimilarityEngine.self(new Float32Array(5), 2, 3)).toThrow(RangeError);
    expect(() => engine.computeRows(0, 4, out)).toThrow(RangeError);
    expect(() => engine.computeRows(0, 3, new Float64Array(2))).toThrow(RangeError);
  });
});
