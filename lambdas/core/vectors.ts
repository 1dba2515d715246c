/** Vector math shared by similarity, themes and extractions. */

/** L2-normalises in place; a zero vector stays zero. Returns the same array. */
export function normalizeInPlace(v: Float32Array): Float32Array {
  let sum = 0;
  for (let i = 0; i < v.length; i++) sum += v[i] * v[i];
  if (sum === 0) return v;
  const inv = 1 / Math.sqrt(sum);
  for (let i = 0; i < v.length; i++) v[i] *= inv;
  return v;
}

export function dot(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
}

/** Cosine of two already-normalised vectors, clamped to [-1, 1] (rounding can step past 1). */
export function cosineNormalized(a: Float32Array, b: Float32Array): number {
  const s = dot(a, b);
  return s > 1 ? 1 : s < -1 ? -1 : s;
}

/** Row-major upper triangle without the diagonal: (0,1), (0,2) … (n-2,n-1). */
export function selfSimilarity(vectors: readonly Float32Array[]): Float64Array {
  const n = vectors.length;
  const out = new Float64Array((n * (n - 1)) / 2);
  let k = 0;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) out[k++] = cosineNormalized(vectors[i], vectors[j]);
  }
  return out;
}

/** Row-major (a-major) |A| × |B| cross similarities. */
export function crossSimilarity(a: readonly Float32Array[], b: readonly Float32Array[]): Float64Array {
  const out = new Float64Array(a.length * b.length);
  let k = 0;
  for (let i = 0; i < a.length; i++) {
    for (let j = 0; j < b.length; j++) out[k++] = cosineNormalized(a[i], b[j]);
  }
  return out;
}
