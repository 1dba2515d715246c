import { SIMILARITY_DECIMALS } from './limits.js';

const SIMILARITY_SCALE = 10 ** SIMILARITY_DECIMALS;
/** Embedding components keep 8 decimals: beyond float32's precision for unit vectors, half the bytes. */
const VECTOR_SCALE = 1e8;

/** A similarity rounded to the contract's 6 decimals (never `-0`). */
export function roundSimilarity(x: number): number {
  return Math.round(x * SIMILARITY_SCALE) / SIMILARITY_SCALE + 0;
}

export function roundVectorComponent(x: number): number {
  return Math.round(x * VECTOR_SCALE) / VECTOR_SCALE + 0;
}

export function similarityArray(values: Float64Array): number[] {
  const out = new Array<number>(values.length);
  for (let i = 0; i < values.length; i++) out[i] = roundSimilarity(values[i]);
  return out;
}

/** Splits a row-major flat array into rows of `width`. */
export function toMatrix(flat: readonly number[], rows: number, width: number): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < rows; i++) out.push(flat.slice(i * width, (i + 1) * width));
  return out;
}
