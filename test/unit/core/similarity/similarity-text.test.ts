import { describe, expect, it } from 'vitest';
import { MAX_VALUE_BYTES, writeRunJs, writeSimilarity, writeSimilarityRun } from '../../../../lambdas/core/similarity/similarity-text.js';
import { wasmTextWriter } from '../../../../lambdas/core/similarity/wasm-text-writer.js';
import { roundSimilarity } from '../../../../lambdas/core/json-format.js';
import { lcg } from './fixtures.js';

const decoder = new TextDecoder();
const buf = new Uint8Array(64);

/** Values whose text differs from the reference, at most a few. */
function mismatches(values: Iterable<number>): string[] {
  const out: string[] = [];
  for (const x of values) {
    const end = writeSimilarity(buf, 0, x);
    const want = JSON.stringify(roundSimilarity(x));
    let same = end === want.length;
    for (let i = 0; same && i < end; i++) same = buf[i] === want.charCodeAt(i);
    if (!same && out.length < 5) out.push(`${x}: ${decoder.decode(buf.subarray(0, end))} ≠ ${want}`);
  }
  return out;
}

function* roundingBoundaries(step = 1): Generator<number> {
  // Every 6-decimal value of [-1, 1] and the midpoints between neighbours, with their nearest
  // doubles on both sides: where Math.round's ties and the float product x·10⁶ decide.
  for (let r = -1_000_000; r <= 1_000_000; r += step) {
    const x = r / 1e6;
    const mid = (r + 0.5) / 1e6;
    yield x;
    yield mid;
    yield nextUp(mid);
    yield nextDown(mid);
  }
}

const scratch = new Float64Array(1);
const bits = new BigInt64Array(scratch.buffer);
function nextUp(x: number): number {
  scratch[0] = x;
  bits[0] += x >= 0 ? 1n : -1n;
  return scratch[0];
}
function nextDown(x: number): number {
  scratch[0] = x;
  bits[0] += x > 0 ? -1n : 1n;
  return scratch[0];
}

describe('similarity number text', () => {
  it('prints edge values exactly as JSON.stringify(roundSimilarity(x))', () => {
    const edges = [0, -0, 1, -1, 1e-7, -1e-7, 5e-7, -5e-7, 0.0000005, -0.0000005, 0.0000015, 4.9999999e-7, 0.000001, -0.000001, 0.5, -0.5, 0.1, 0.9999995, -0.9999995, 0.99999949, 1.0000001, -1.0000004, 0.1234565, 0.123456789, 1.5, -2.25, 123.456, 999_999_999.9999995, 1e9 + 0.5, 1e14, -1e14, 999_999_999.999999, 1e15, 1e20, 1e21, -1e300, Number.MIN_VALUE, -Number.MIN_VALUE, Number.MAX_VALUE, Number.EPSILON, NaN, Infinity, -Infinity];
    expect(mismatches(edges)).toEqual([]);
    const text = (x: number) => decoder.decode(buf.subarray(0, writeSimilarity(buf, 0, x)));
    expect([0.5, -0.000001, 1, -0, -1e-7, 0.1234565].map(text)).toEqual(['0.5', '-0.000001', '1', '0', '0', '0.123457']);
  });

  it('matches on every 6-decimal value of [-1, 1] and around every rounding midpoint', () => {
    expect(mismatches(roundingBoundaries())).toEqual([]);
  });

  it('matches on random values of every magnitude', () => {
    const next = lcg(42);
    function* random(): Generator<number> {
      for (let i = 0; i < 300_000; i++) yield next() * 2;
      for (let i = 0; i < 100_000; i++) yield next() * 10 ** (next() * 44);
    }
    expect(mismatches(random())).toEqual([]);
  });

  it('writes runs with the WebAssembly writer and the JavaScript one, both equal to JSON.stringify', () => {
    expect(wasmTextWriter()).not.toBeNull();
    const next = lcg(7);
    const values = Float64Array.from(roundingBoundaries(7));
    const mixed = Float64Array.from({ length: 50_000 }, (_, i) => (i % 97 === 0 ? [NaN, 12.5, -1e30, Infinity, 9.9999996][i % 5] : next() * 2.2));
    for (const run of [writeSimilarityRun, writeRunJs]) {
      for (const input of [values, mixed]) {
        const out = new Uint8Array(input.length * MAX_VALUE_BYTES + 1);
        const state = { pos: 0 };
        expect(run(input, 0, input.length, false, out, state, out.length)).toBe(input.length);
        const want = JSON.stringify(Array.from(input, roundSimilarity));
        expect(decoder.decode(out.subarray(0, state.pos)) === want.slice(1, -1)).toBe(true);
      }
    }
  });

  it('writes comma-separated runs and stops before the limit', () => {
    const values = Float64Array.from([0.25, -1, 0.3333333, 0, 1e-7, ...new Array<number>(20).fill(-0.1234567)]);
    const out = new Uint8Array(256);
    const state = { pos: 0 };
    expect(writeSimilarityRun(values, 0, 5, false, out, state, out.length)).toBe(5);
    expect(decoder.decode(out.subarray(0, state.pos))).toBe('0.25,-1,0.333333,0,0');
    state.pos = 0;
    expect(writeSimilarityRun(values, 1, 3, true, out, state, out.length)).toBe(3);
    expect(decoder.decode(out.subarray(0, state.pos))).toBe(',-1,0.333333');
    state.pos = 0;
    const next = writeSimilarityRun(values, 0, values.length, false, out, state, 2 * MAX_VALUE_BYTES);
    expect(next).toBeGreaterThan(0);
    expect(next).toBeLessThan(values.length);
    expect(state.pos).toBeLessThanOrEqual(2 * MAX_VALUE_BYTES);
  });
});
