/** Deterministic random unit vectors (row-major float32), the same on every run. */
export function randomUnitVectors(count: number, dimension: number, seed: number): Float32Array {
  let s = seed >>> 0;
  const next = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32 - 0.5;
  };
  const out = new Float32Array(count * dimension);
  for (let i = 0; i < count; i++) {
    const row = out.subarray(i * dimension, (i + 1) * dimension);
    let sum = 0;
    for (let k = 0; k < dimension; k++) {
      row[k] = next();
      sum += row[k] * row[k];
    }
    const inv = 1 / Math.sqrt(sum);
    for (let k = 0; k < dimension; k++) row[k] *= inv;
  }
  return out;
}
