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
 *
 * Mended before release: where the covariate tells the codes apart (short praise of the staff and long
 * complaints about them), the set's direction of length is the difference between the codes, and taking
 * a share of it out merged them (ARI 1.000 -> 0.463 on such a set). So a covariate is left alone where
 * the mean over each answer's few nearest answers (cosine of the embeddings as given) explains most of
 * its spread: length then goes with what is said, not with how. On the development sets that share was
 * at most 0.68, on sets where length is the code 0.83 to 0.96 (`gate`, 0.75 for 2026-12-18). O(n²·d).
 */
import { meanVector, normalise } from './vectors.js';

/** Unit vectors with `share` of their (weighted, centred) components along the covariates' directions removed. */
export function withoutCovariates(
  vectors: readonly ArrayLike<number>[],
  weights: readonly number[],
  covariates: readonly (readonly number[])[],
  share: number,
  /** Leave a covariate alone where the mean over each answer's `neighbours` nearest answers explains more than `explained` of its spread. */
  gate?: { neighbours: number; explained: number },
): Float64Array[] {
  const unit = vectors.map(normalise);
  if (unit.length < 3 || share <= 0) return unit;
  const dim = unit[0].length;
  const mean = meanVector(unit, weights);
  const total = weights.reduce((s, w) => s + w, 0);
  const near = gate ? nearest(unit, Math.min(gate.neighbours, unit.length - 1)) : undefined;
  const axes: Float64Array[] = [];
  for (const values of covariates) {
    const centre = values.reduce((s, x, i) => s + weights[i] * x, 0) / total;
    if (gate && near && explainedByNeighbours(values, weights, centre, near) > gate.explained) continue;
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

/** The share of the covariate's (weighted) spread that the mean over each answer's nearest answers explains. */
export function explainedByNeighbours(values: readonly number[], weights: readonly number[], centre: number, near: readonly (readonly number[])[]): number {
  let within = 0;
  let all = 0;
  values.forEach((x, i) => {
    const around = near[i].reduce((s, j) => s + values[j], 0) / near[i].length;
    within += weights[i] * (x - around) ** 2;
    all += weights[i] * (x - centre) ** 2;
  });
  return all > 1e-18 ? 1 - within / all : 0;
}

/** Each unit vector's `k` nearest others by cosine, nearest first, ties to the earlier index. */
export function nearest(unit: readonly Float64Array[], k: number): number[][] {
  const n = unit.length;
  const dim = n > 0 ? unit[0].length : 0;
  const sims = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    const a = unit[i];
    for (let j = i + 1; j < n; j++) {
      const b = unit[j];
      let s = 0;
      for (let d = 0; d < dim; d++) s += a[d] * b[d];
      sims[i * n + j] = s;
      sims[j * n + i] = s;
    }
  }
  return unit.map((_, i) => {
    // The k best so far, best first; a later index enters only when strictly nearer.
    const best: number[] = [];
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      const s = sims[i * n + j];
      if (best.length === k && s <= sims[i * n + best[k - 1]]) continue;
      let at = best.length;
      while (at > 0 && sims[i * n + best[at - 1]] < s) at--;
      best.splice(at, 0, j);
      if (best.length > k) best.length = k;
    }
    return best;
  });
}
