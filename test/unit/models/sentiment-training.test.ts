import { describe, expect, it } from 'vitest';
import { argmax, softmax, softmaxLogits, softmaxProbabilities } from '../../../lambdas/models/local/softmax-regression.js';
import { accuracy, fitTemperature, logLoss, trainSoftmax } from '../../../lambdas/models/local/softmax-training.js';
import { mulberry32 } from '../../../lambdas/core/clustering/prng.js';

/** Three Gaussian blobs in 2-d with a noisy third feature, and an indicator that marks class 2. */
function blobs(n: number, seed: number) {
  const random = mulberry32(seed);
  const centres = [[2, 0], [-2, 0], [0, 2]];
  const rows: number[][] = [];
  const labels: number[] = [];
  const active: number[][] = [];
  for (let i = 0; i < n; i++) {
    const c = i % 3;
    rows.push([centres[c][0] + random() - 0.5, centres[c][1] + random() - 0.5, random()]);
    labels.push(c);
    active.push(c === 2 ? [0] : [1]);
  }
  return { rows, labels, weights: labels.map(() => 1), active };
}

const options = { classes: ['a', 'b', 'c'], features: ['x', 'y', 'noise'], l2: 1e-3, iterations: 200, learningRate: 0.05 };

describe('softmax regression', () => {
  it('learns separable classes and is bit-for-bit deterministic', () => {
    const set = blobs(90, 7);
    const p = trainSoftmax(set, options);
    const logits = set.rows.map((r) => softmaxLogits(p, r));
    expect(accuracy(logits, set.labels)).toBe(1);
    expect(trainSoftmax(set, options)).toEqual(p);
  });

  it('learns indicator (sparse) features next to dense ones', () => {
    const set = blobs(60, 3);
    const p = trainSoftmax({ ...set, rows: set.rows.map(() => [0, 0, 0]) }, { ...options, vocabulary: ['is-c', 'not-c'] });
    expect(p.sparseWeights).toHaveLength(3);
    expect(argmax(softmaxProbabilities(p, [0, 0, 0], [0]))).toBe(2);
    expect(argmax(softmaxProbabilities(p, [0, 0, 0], [1]))).not.toBe(2);
  });

  it('fits a temperature that lowers the log-loss of over-confident logits', () => {
    const labels = [0, 1, 0, 1, 0, 1, 0, 1, 0, 0];
    const logits = labels.map((l, i) => (i % 4 === 3 ? [10, 0] : l === 0 ? [10, 0] : [0, 10]));
    const t = fitTemperature(logits, labels);
    expect(t).toBeGreaterThan(1);
    expect(logLoss(logits, labels, t)).toBeLessThan(logLoss(logits, labels, 1));
  });

  it('softmax is a distribution and rejects feature vectors of the wrong length', () => {
    const p = softmax([1, 2, 3], 2);
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(p[2]).toBeGreaterThan(p[0]);
    const params = trainSoftmax(blobs(30, 1), { ...options, iterations: 5 });
    expect(() => softmaxLogits(params, [1, 2])).toThrow(/expected 3 features/);
  });
});
