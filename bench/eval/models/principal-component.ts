/** The mean and first principal component of a set of vectors (build time only). */

/** Power iterations; the first component of sentence vectors separates fast, 300 is ample. */
const ITERATIONS = 300;

export interface MeanAndComponent {
  mean: number[];
  component: number[];
}

/**
 * Mean, and the leading eigenvector of the covariance by power iteration from a fixed start, so
 * the result is deterministic. The sign is fixed (largest coordinate positive); it does not
 * matter for removing the component.
 */
export function meanAndFirstComponent(vectors: readonly ArrayLike<number>[]): MeanAndComponent {
  const n = vectors.length;
  const d = vectors[0].length;
  const mean = new Float64Array(d);
  for (const v of vectors) for (let j = 0; j < d; j++) mean[j] += v[j] / n;
  const centred = vectors.map((v) => Float64Array.from(v, (x, j) => x - mean[j]));
  let component = new Float64Array(d).fill(1 / Math.sqrt(d));
  for (let it = 0; it < ITERATIONS; it++) {
    const next = new Float64Array(d);
    for (const x of centred) {
      let projection = 0;
      for (let j = 0; j < d; j++) projection += x[j] * component[j];
      for (let j = 0; j < d; j++) next[j] += projection * x[j];
    }
    const norm = Math.sqrt(next.reduce((s, v) => s + v * v, 0));
    component = next.map((v) => v / norm);
  }
  let largest = 0;
  for (let j = 1; j < d; j++) if (Math.abs(component[j]) > Math.abs(component[largest])) largest = j;
  if (component[largest] < 0) component = component.map((v) => -v);
  return { mean: Array.from(mean), component: Array.from(component) };
}
