import { normalizeInPlace } from '../../../../lambdas/core/vectors.js';

/** Deterministic pseudo-random numbers in [-0.5, 0.5) (a linear congruential generator). */
export function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32 - 0.5;
  };
}

/** `count` L2-normalised random vectors, row-major in one array, plus views of each row. */
export function randomVectors(count: number, dimension: number, seed = 1): { packed: Float32Array; rows: Float32Array[] } {
  const next = lcg(seed);
  const packed = new Float32Array(count * dimension);
  const rows: Float32Array[] = [];
  for (let i = 0; i < count; i++) {
    const row = packed.subarray(i * dimension, (i + 1) * dimension);
    for (let k = 0; k < dimension; k++) row[k] = next();
    normalizeInPlace(row);
    rows.push(row);
  }
  return { packed, rows };
}

/** Packs vectors row-major. */
export function pack(rows: readonly Float32Array[], dimension: number): Float32Array {
  const packed = new Float32Array(rows.length * dimension);
  rows.forEach((row, i) => packed.set(row, i * dimension));
  return packed;
}

export function concatBytes(chunks: Iterable<Uint8Array>): Uint8Array {
  const list = [...chunks];
  const out = new Uint8Array(list.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of list) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
