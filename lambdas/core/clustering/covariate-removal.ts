/**
 * Themes 2026-12-18: directions along which a set's sentence embeddings follow how an answer is said
 * rather than what it is about, partly taken out before the answers are compared. On the development
 * sets, answers of different codes and about the same length sat 0.023 closer in centred cosine than
 * answers of different lengths, against 0.20 between answers of one code and of different codes, so a
 * theme could gather short answers of several codes. Each covariate (a number per answer; 2026-12-18
 * passes one, the log of its word count) gives a direction estimated from the set itself: the weighted
 * covariance of the covariate with the centred unit vectors. The directions are made orthogonal in order
 * and a share of each answer's component along them removed. (Polarity, 0.024 closer for answers of the
 * same tone, was tried as a covariate and not kept: it is often a code's own signal.) Deterministic,
 * O(n·d) per covariate.
 */
import { meanVector, normalise } from './vectors.js';

/** Unit vectors with `share` of their (weighted, centred) components along the covariates' directions removed. */
export function withoutCovariates(
  vectors: readonly ArrayLike<number>[],
  weights: readonly number[],
  covariates: readonly (readonly number[])[],
  share: number,
): Float64Array[] {
  const unit = vectors.map(normalise);
  if (unit.length < 3 || share <= 0) return unit;
  const dim = unit[0].length;
  const mean = meanVector(unit, weights);
  const total = weights.reduce((s, w) => s + w, 0);
  const axes: Float64Array[] = [];
  for (const values of covariates) {
    const centre = values.reduce((s, x, i) => s + weights[i] * x, 0) / total;
    const axis = new Float64Array(dim);
    unit.forEach((u, i) => {
      const c = weights[i] * (values[i] - centre);
      if (c !== 0) for (let d = 0; d < dim; d++) axis[d] += c * (u[d] - mean[d]);
    });
    for (const earlier of axes) {
      let along = 0;
      for (let d = 0; d < dim; d++) along += axis[d] * earlier[d];
      for (let d = 0; d < dim; d++) axis[d] -= along * earlier[d];
    }
    let length = 0;
    for (let d = 0; d < dim; d++) length += axis[d] * axis[d];
    if (length < 1e-18) continue;
    const scale = 1 / Math.sqrt(length);
    for (let d = 0; d < dim; d++) axis[d] *= scale;
    axes.push(axis);
  }
  for (const u of unit) {
    for (const axis of axes) {
      let along = 0;
      for (let d = 0; d < dim; d++) along += (u[d] - mean[d]) * axis[d];
      for (let d = 0; d < dim; d++) u[d] -= share * along * axis[d];
    }
  }
  return unit;
}
