import { describe, expect, it } from 'vitest';
import { checkMlpShapes, mlpLogits, mlpProbabilities } from '../../../lambdas/models/local/softmax-mlp.js';
import { averageMlps, trainMlp, type MlpTrainingOptions } from '../../../lambdas/models/local/softmax-mlp-training.js';
import { argmax } from '../../../lambdas/models/local/softmax-regression.js';
import { mulberry32 } from '../../../lambdas/core/clustering/prng.js';

/** Class 0 inside a ring, class 1 outside it (not linearly separable), class 2 marked by an indicator. */
function rings(n: number, seed: number) {
  const random = mulberry32(seed);
  const rows: number[][] = [];
  const labels: number[] = [];
  const active: number[][] = [];
  for (let i = 0; i < n; i++) {
    const c = i % 3;
    const angle = 2 * Math.PI * random();
    const radius = c === 0 ? 0.5 * random() : 1.5 + 0.5 * random();
    rows.push([radius * Math.cos(angle), radius * Math.sin(angle)]);
    labels.push(c);
    active.push(c === 2 ? [0] : [1]);
  }
  return { rows, labels, active, weights: labels.map(() => 1) };
}

const options: MlpTrainingOptions = {
  classes: ['inner', 'outer', 'marked'], features: ['x', 'y'], vocabulary: ['is-marked', 'unmarked'], hidden: 16, epochs: 60,
  batchSize: 16, learningRate: 0.02, hiddenL2: 1e-4, outputL2: 1e-4, sparseL2: 1e-4, dropout: 0.1, seed: 5,
};

describe('wide-and-deep network', () => {
  it('learns classes a linear model cannot separate, and is bit-for-bit deterministic', () => {
    const set = rings(150, 3);
    const p = trainMlp(set, options);
    expect(() => checkMlpShapes(p)).not.toThrow();
    const correct = set.rows.filter((r, i) => argmax(mlpLogits(p, r, set.active[i])) === set.labels[i]).length;
    expect(correct / set.rows.length).toBeGreaterThan(0.95);
    expect(trainMlp(set, options)).toEqual(p);
    expect(trainMlp(set, { ...options, seed: 6 })).not.toEqual(p);
  });

  it('averages members into one network whose scores are the mean of theirs', () => {
    const set = rings(60, 1);
    const members = [5, 6, 7].map((seed) => trainMlp(set, { ...options, epochs: 5, seed }));
    const merged = averageMlps(members);
    expect(merged.hiddenBias).toHaveLength(3 * options.hidden);
    for (const [k, row] of set.rows.slice(0, 10).entries()) {
      const mean = members.map((m) => mlpLogits(m, row, set.active[k])).reduce((a, z) => a.map((v, j) => v + z[j] / 3), [0, 0, 0]);
      mlpLogits(merged, row, set.active[k]).forEach((v, j) => expect(v).toBeCloseTo(mean[j], 10));
    }
    expect(() => averageMlps([members[0], { ...members[1], vocabulary: ['other', 'words'] }])).toThrow();
  });

  it('gives a distribution, and rejects wrong lengths and inconsistent shapes', () => {
    const p = trainMlp(rings(30, 2), { ...options, epochs: 2 });
    const q = mlpProbabilities({ ...p, temperature: 2 }, [0.1, 0.2], [1]);
    expect(q.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(() => mlpLogits(p, [1])).toThrow(/expected 2 features/);
    expect(() => checkMlpShapes({ ...p, outputBias: [0] })).toThrow();
  });
});
