/**
 * Training of a softmax regression (multinomial logistic regression with an L2 penalty) and
 * temperature scaling of its probabilities. Used by the training scripts, never at serving time.
 * Deterministic: full-batch optimisation from zero weights, no sampling, fixed iteration count,
 * so the same data gives the same weights bit for bit.
 */
import { argmax, softmax, type SoftmaxParameters } from './softmax-regression.js';

export interface TrainingSet {
  /** Raw feature vectors, one per example. */
  rows: ReadonlyArray<ArrayLike<number>>;
  /** Class index of each example. */
  labels: readonly number[];
  /** Weight of each example in the loss (class balancing, source balancing). */
  weights: readonly number[];
  /** Optional: indices into `TrainingOptions.vocabulary` of each example's active indicators. */
  active?: ReadonlyArray<readonly number[]>;
}

export interface TrainingOptions {
  classes: string[];
  features: string[];
  /** L2 penalty on the weights (not the biases), per unit of total example weight. */
  l2: number;
  iterations: number;
  learningRate: number;
  /** Names of the indicator features, when the set has `active` lists. */
  vocabulary?: string[];
  /** L2 penalty on the indicator weights (defaults to `l2`). */
  sparseL2?: number;
}

/** Adam's moment decay rates and denominator guard (the usual values). */
const BETA1 = 0.9;
const BETA2 = 0.999;
const EPSILON = 1e-8;
/** A feature with no spread keeps scale 1 so standardising never divides by zero. */
const MIN_SCALE = 1e-9;

function standardisation(rows: ReadonlyArray<ArrayLike<number>>, d: number): { mean: number[]; scale: number[] } {
  const mean = new Array<number>(d).fill(0);
  const sq = new Array<number>(d).fill(0);
  for (const r of rows) for (let k = 0; k < d; k++) mean[k] += r[k];
  for (let k = 0; k < d; k++) mean[k] /= rows.length;
  for (const r of rows) for (let k = 0; k < d; k++) sq[k] += (r[k] - mean[k]) ** 2;
  const scale = sq.map((s) => {
    const sd = Math.sqrt(s / rows.length);
    return sd > MIN_SCALE ? sd : 1;
  });
  return { mean, scale };
}

/**
 * Fits the weights by full-batch Adam on the weighted mean cross-entropy plus
 * `l2 / 2 * |W|^2`. Returns parameters with temperature 1 (see {@link fitTemperature}).
 */
export function trainSoftmax(set: TrainingSet, options: TrainingOptions): SoftmaxParameters {
  const d = options.features.length;
  const c = options.classes.length;
  const n = set.rows.length;
  const { mean, scale } = standardisation(set.rows, d);
  const x = new Float64Array(n * d);
  set.rows.forEach((r, i) => {
    for (let k = 0; k < d; k++) x[i * d + k] = (r[k] - mean[k]) / scale[k];
  });
  const totalWeight = set.weights.reduce((a, b) => a + b, 0);
  const stride = d + 1;
  const v = options.vocabulary?.length ?? 0;
  const sparseL2 = options.sparseL2 ?? options.l2;
  // One parameter vector: dense rows (weights then bias) for every class, then the sparse rows.
  const w = new Float64Array(c * stride + c * v);
  const m = new Float64Array(w.length);
  const s2 = new Float64Array(w.length);
  const grad = new Float64Array(w.length);
  const z = new Float64Array(c);
  const sparseAt = (j: number, a: number) => c * stride + j * v + a;
  for (let t = 1; t <= options.iterations; t++) {
    grad.fill(0);
    for (let i = 0; i < n; i++) {
      const off = i * d;
      const active = v > 0 ? (set.active?.[i] ?? []) : [];
      let top = -Infinity;
      for (let j = 0; j < c; j++) {
        let s = w[j * stride + d];
        for (let k = 0; k < d; k++) s += w[j * stride + k] * x[off + k];
        for (const a of active) s += w[sparseAt(j, a)];
        z[j] = s;
        if (s > top) top = s;
      }
      let total = 0;
      for (let j = 0; j < c; j++) total += (z[j] = Math.exp(z[j] - top));
      const weight = set.weights[i] / totalWeight;
      for (let j = 0; j < c; j++) {
        const g = weight * (z[j] / total - (set.labels[i] === j ? 1 : 0));
        if (g === 0) continue;
        for (let k = 0; k < d; k++) grad[j * stride + k] += g * x[off + k];
        grad[j * stride + d] += g;
        for (const a of active) grad[sparseAt(j, a)] += g;
      }
    }
    for (let j = 0; j < c; j++) {
      for (let k = 0; k < d; k++) grad[j * stride + k] += options.l2 * w[j * stride + k];
      for (let a = 0; a < v; a++) grad[sparseAt(j, a)] += sparseL2 * w[sparseAt(j, a)];
    }
    for (let q = 0; q < w.length; q++) {
      m[q] = BETA1 * m[q] + (1 - BETA1) * grad[q];
      s2[q] = BETA2 * s2[q] + (1 - BETA2) * grad[q] * grad[q];
      const mHat = m[q] / (1 - BETA1 ** t);
      const vHat = s2[q] / (1 - BETA2 ** t);
      w[q] -= (options.learningRate * mHat) / (Math.sqrt(vHat) + EPSILON);
    }
  }
  const weights = Array.from({ length: c }, (_, j) => Array.from(w.subarray(j * stride, (j + 1) * stride)));
  const params: SoftmaxParameters = { classes: options.classes, features: options.features, mean, scale, weights, temperature: 1 };
  if (v > 0) {
    params.vocabulary = options.vocabulary;
    params.sparseWeights = Array.from({ length: c }, (_, j) => Array.from(w.subarray(sparseAt(j, 0), sparseAt(j, 0) + v)));
  }
  return params;
}

/** Weighted mean negative log-likelihood of the labels under `softmax(logits / temperature)`. */
export function logLoss(logits: readonly number[][], labels: readonly number[], temperature: number): number {
  let loss = 0;
  logits.forEach((z, i) => {
    loss -= Math.log(Math.max(softmax(z, temperature)[labels[i]], Number.MIN_VALUE));
  });
  return loss / logits.length;
}

/** Search range of the temperature (log scale) and the golden-section steps over it. */
const MIN_LOG_T = Math.log(0.2);
const MAX_LOG_T = Math.log(10);
const GOLDEN_STEPS = 60;

/** The temperature that minimises the log-loss of held-out logits (golden-section search). */
export function fitTemperature(logits: readonly number[][], labels: readonly number[]): number {
  const phi = (Math.sqrt(5) - 1) / 2;
  let lo = MIN_LOG_T;
  let hi = MAX_LOG_T;
  for (let s = 0; s < GOLDEN_STEPS; s++) {
    const a = hi - phi * (hi - lo);
    const b = lo + phi * (hi - lo);
    if (logLoss(logits, labels, Math.exp(a)) <= logLoss(logits, labels, Math.exp(b))) hi = b;
    else lo = a;
  }
  return Math.exp((lo + hi) / 2);
}

/** Share of examples whose argmax class is the label. */
export function accuracy(logits: readonly number[][], labels: readonly number[]): number {
  return logits.filter((z, i) => argmax(z) === labels[i]).length / Math.max(1, logits.length);
}
