import { describe, expect, it } from 'vitest';
import { explainedByNeighbours, nearest, withoutCovariates } from '../../../lambdas/core/clustering/covariate-removal.js';

/** Six answers on two topics (axes 0 and 1) whose length shows along axis 2. */
const lengths = [1, 3, 2, 1, 3, 2];
const vectors = lengths.map((l, i) => Float32Array.from([i < 3 ? 1 : 0, i < 3 ? 0 : 1, 0.8 * l, 0.1]));
const weights = vectors.map(() => 1);

/** The covariance of each coordinate with the covariate. */
function covariance(rows: Float64Array[], values: number[]): number[] {
  const mean = values.reduce((s, x) => s + x, 0) / values.length;
  return [...rows[0]].map((_, d) => rows.reduce((s, r, i) => s + (values[i] - mean) * r[d], 0) / rows.length);
}

describe('withoutCovariates (themes 2026-12-18)', () => {
  it('takes the covariate\'s direction out at share 1: no coordinate co-varies with it any more, and the topics stay apart', () => {
    const unit = withoutCovariates(vectors, weights, [lengths], 0);
    const out = withoutCovariates(vectors, weights, [lengths], 1);
    expect(covariance(unit, lengths).some((c) => Math.abs(c) > 0.01)).toBe(true);
    for (const c of covariance(out, lengths)) expect(c).toBeCloseTo(0, 12);
    expect(Math.abs(out[0][0] - out[3][0])).toBeGreaterThan(0.3);
  });

  it('removes only the share asked, and at share 0 returns the unit vectors', () => {
    const unit = withoutCovariates(vectors, weights, [lengths], 0);
    unit.forEach((u, i) => {
      const n = Math.hypot(...vectors[i]);
      u.forEach((x, d) => expect(x).toBeCloseTo(vectors[i][d] / n, 12));
    });
    const part = withoutCovariates(vectors, weights, [lengths], 0.3);
    const full = withoutCovariates(vectors, weights, [lengths], 1);
    covariance(part, lengths).forEach((c, d) => expect(c).toBeCloseTo(0.7 * covariance(unit, lengths)[d], 12));
    for (const c of covariance(full, lengths)) expect(c).toBeCloseTo(0, 12);
  });

  it('leaves the vectors as they are where the covariate does not vary, and is deterministic', () => {
    const flat = withoutCovariates(vectors, weights, [lengths.map(() => 2)], 1);
    expect(flat).toEqual(withoutCovariates(vectors, weights, [], 1));
    expect(withoutCovariates(vectors, weights, [lengths], 0.3)).toEqual(withoutCovariates(vectors, weights, [lengths], 0.3));
  });

  it('leaves length alone where it is the code (short praise, long complaints), and takes it out where it varies within each code', () => {
    // Two codes: short answers near axis 0, long ones near axis 1, each with its own small spread (axes 2, 3).
    const codeLengths = [1, 1.1, 0.9, 1, 3, 3.1, 2.9, 3];
    const spread = [0.1, -0.1, 0.05, -0.05, 0.1, -0.1, 0.05, -0.05];
    const byCode = codeLengths.map((l, i) => Float32Array.from([i < 4 ? 1 : 0, i < 4 ? 0 : 1, spread[i], 0.1 * (i % 2)]));
    const eight = byCode.map(() => 1);
    const gate = { neighbours: 3, explained: 0.75 };
    const unit = withoutCovariates(byCode, eight, [codeLengths], 0);
    expect(explainedByNeighbours(codeLengths, eight, 2, nearest(unit, 3))).toBeGreaterThan(0.9);
    expect(withoutCovariates(byCode, eight, [codeLengths], 0.3, gate)).toEqual(unit);
    expect(withoutCovariates(byCode, eight, [codeLengths], 0.3)).not.toEqual(unit);
    // The six answers of the first test: each topic holds a short, a middling and a long answer.
    expect(withoutCovariates(vectors, weights, [lengths], 0.3, gate)).toEqual(withoutCovariates(vectors, weights, [lengths], 0.3));
  });
});

