/**
 * Training of the wide-and-deep classifier of softmax-mlp.ts: weighted cross-entropy, mini-batch
 * Adam with a cosine learning-rate schedule, L2 penalties and dropout on the hidden units. Used by
 * the training scripts, never at serving time.
 *
 * Deterministic: the initial weights, the order of the examples in every epoch and the dropout
 * masks all come from one seeded generator, and the epoch count is fixed, so the same data and
 * options give the same weights bit for bit.
 */
import { mulberry32 } from '../../core/clustering/prng.js';
import type { MlpParameters } from './softmax-mlp.js';

export interface MlpTrainingSet {
  /** Raw dense feature vectors, one per example. */
  rows: ReadonlyArray<ArrayLike<number>>;
  /** Indices into `MlpTrainingOptions.vocabulary` of each example's active indicators. */
  active: ReadonlyArray<readonly number[]>;
  /** Class index of each example. */
  labels: readonly number[];
  /** Weight of each example in the loss (class balancing, source balancing). */
  weights: readonly number[];
}

export interface MlpTrainingOptions {
  classes: string[];
  features: string[];
  vocabulary: string[];
  hidden: number;
  epochs: number;
  batchSize: number;
  /** Peak learning rate; it follows a cosine from there to zero over the whole run. */
  learningRate: number;
  /** L2 penalty of the hidden layer's weights. */
  hiddenL2: number;
  /** L2 penalty of the output layer's and the linear path's weights. */
  outputL2: number;
  /** L2 penalty of the indicator weights. */
  sparseL2: number;
  /** Probability of dropping a hidden unit during training (the kept ones are scaled up). */
  dropout: number;
  seed: number;
}

const BETA1 = 0.9;
const BETA2 = 0.999;
const EPSILON = 1e-8;
/** A feature with no spread keeps scale 1 so standardising never divides by zero. */
const MIN_SCALE = 1e-9;

function standardisation(rows: ReadonlyArray<ArrayLike<number>>, d: number): { mean: Float64Array; scale: Float64Array } {
  const mean = new Float64Array(d);
  const scale = new Float64Array(d);
  for (const r of rows) for (let k = 0; k < d; k++) mean[k] += r[k];
  for (let k = 0; k < d; k++) mean[k] /= rows.length;
  for (const r of rows) for (let k = 0; k < d; k++) scale[k] += (r[k] - mean[k]) ** 2;
  for (let k = 0; k < d; k++) {
    const sd = Math.sqrt(scale[k] / rows.length);
    scale[k] = sd > MIN_SCALE ? sd : 1;
  }
  return { mean, scale };
}

/** Fits the network; returns parameters with temperature 1 (see fitTemperature). */
export function trainMlp(set: MlpTrainingSet, o: MlpTrainingOptions): MlpParameters {
  const n = set.rows.length;
  const d = o.features.length;
  const h = o.hidden;
  const c = o.classes.length;
  const v = o.vocabulary.length;
  const { mean, scale } = standardisation(set.rows, d);
  const x = new Float64Array(n * d);
  set.rows.forEach((r, i) => {
    if (r.length !== d) throw new Error(`expected ${d} features, got ${r.length}`);
    for (let k = 0; k < d; k++) x[i * d + k] = (r[k] - mean[k]) / scale[k];
  });
  const random = mulberry32(o.seed);
  const hiddenRange = Math.sqrt(6 / (d + h));
  const outputRange = Math.sqrt(6 / (h + c));
  const w1 = Float64Array.from({ length: h * d }, () => (2 * random() - 1) * hiddenRange);
  const b1 = new Float64Array(h);
  const w2 = Float64Array.from({ length: c * h }, () => (2 * random() - 1) * outputRange);
  const b2 = new Float64Array(c);
  const lin = new Float64Array(c * d);
  const sparse = new Float64Array(v * c);
  const params = [w1, b1, w2, b2, lin, sparse];
  const decay = [o.hiddenL2, 0, o.outputL2, 0, o.outputL2, o.sparseL2];
  const grads = params.map((p) => new Float64Array(p.length));
  const m1 = params.map((p) => new Float64Array(p.length));
  const m2 = params.map((p) => new Float64Array(p.length));
  const meanWeight = set.weights.reduce((a, b) => a + b, 0) / n;
  const order = Array.from({ length: n }, (_, i) => i);
  const hid = new Float64Array(h);
  const mask = new Float64Array(h);
  const gh = new Float64Array(h);
  const z = new Float64Array(c);
  const totalSteps = o.epochs * Math.ceil(n / o.batchSize);
  let t = 0;
  for (let epoch = 0; epoch < o.epochs; epoch++) {
    for (let i = n - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (let start = 0; start < n; start += o.batchSize) {
      const batch = order.slice(start, start + o.batchSize);
      for (const g of grads) g.fill(0);
      for (const i of batch) {
        const off = i * d;
        const active = set.active[i];
        for (let j = 0; j < c; j++) z[j] = b2[j];
        for (let u = 0; u < h; u++) {
          let s = b1[u];
          const row = u * d;
          for (let k = 0; k < d; k++) s += w1[row + k] * x[off + k];
          const keep = o.dropout > 0 ? (random() >= o.dropout ? 1 / (1 - o.dropout) : 0) : 1;
          mask[u] = s > 0 ? keep : 0;
          hid[u] = s > 0 ? s * keep : 0;
          if (hid[u] !== 0) for (let j = 0; j < c; j++) z[j] += w2[j * h + u] * hid[u];
        }
        for (let j = 0; j < c; j++) {
          let s = 0;
          const row = j * d;
          for (let k = 0; k < d; k++) s += lin[row + k] * x[off + k];
          for (const a of active) s += sparse[a * c + j];
          z[j] += s;
        }
        let top = -Infinity;
        for (let j = 0; j < c; j++) if (z[j] > top) top = z[j];
        let total = 0;
        for (let j = 0; j < c; j++) total += (z[j] = Math.exp(z[j] - top));
        const weight = set.weights[i] / meanWeight / batch.length;
        gh.fill(0);
        for (let j = 0; j < c; j++) {
          const g = weight * (z[j] / total - (set.labels[i] === j ? 1 : 0));
          grads[3][j] += g;
          for (let u = 0; u < h; u++) {
            if (hid[u] === 0) continue;
            grads[2][j * h + u] += g * hid[u];
            gh[u] += g * w2[j * h + u];
          }
          const row = j * d;
          for (let k = 0; k < d; k++) grads[4][row + k] += g * x[off + k];
          for (const a of active) grads[5][a * c + j] += g;
        }
        for (let u = 0; u < h; u++) {
          const g = gh[u] * mask[u];
          if (g === 0) continue;
          grads[1][u] += g;
          const row = u * d;
          for (let k = 0; k < d; k++) grads[0][row + k] += g * x[off + k];
        }
      }
      t++;
      const rate = o.learningRate * 0.5 * (1 + Math.cos((Math.PI * t) / totalSteps));
      const c1 = 1 - BETA1 ** t;
      const c2 = 1 - BETA2 ** t;
      for (let p = 0; p < params.length; p++) {
        const w = params[p], g = grads[p], m = m1[p], s2 = m2[p], l2 = decay[p];
        for (let q = 0; q < w.length; q++) {
          const gq = g[q] + l2 * w[q];
          m[q] = BETA1 * m[q] + (1 - BETA1) * gq;
          s2[q] = BETA2 * s2[q] + (1 - BETA2) * gq * gq;
          w[q] -= (rate * (m[q] / c1)) / (Math.sqrt(s2[q] / c2) + EPSILON);
        }
      }
    }
  }
  return {
    classes: o.classes,
    features: o.features,
    mean: Array.from(mean),
    scale: Array.from(scale),
    hiddenWeights: Array.from({ length: h }, (_, u) => Array.from(w1.subarray(u * d, (u + 1) * d))),
    hiddenBias: Array.from(b1),
    outputWeights: Array.from({ length: c }, (_, j) => Array.from(w2.subarray(j * h, (j + 1) * h))),
    outputBias: Array.from(b2),
    linearWeights: Array.from({ length: c }, (_, j) => Array.from(lin.subarray(j * d, (j + 1) * d))),
    vocabulary: o.vocabulary,
    sparseWeights: Array.from({ length: c }, (_, j) => Array.from({ length: v }, (_, a) => sparse[a * c + j])),
    temperature: 1,
  };
}

/**
 * One network whose class scores are the mean of the members' scores: the hidden layers side by
 * side, the output weights divided by the member count, the biases and linear paths averaged.
 * Members must share classes, features, standardisation and vocabulary (the same training data
 * with different seeds); averaging several seeds' networks steadies what one seed's initial
 * weights and dropout masks decide by chance.
 */
export function averageMlps(members: readonly MlpParameters[]): MlpParameters {
  const [first] = members;
  const k = members.length;
  for (const m of members) {
    const same = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x, i) => x === b[i]);
    if (!same(m.classes, first.classes) || !same(m.features, first.features) || !same(m.vocabulary, first.vocabulary)
      || !same(m.mean, first.mean) || !same(m.scale, first.scale)) {
      throw new Error('networks to average must share classes, features, standardisation and vocabulary');
    }
  }
  const mean = (rows: (m: MlpParameters) => number[][]) =>
    rows(first).map((row, j) => row.map((_, q) => members.reduce((a, m) => a + rows(m)[j][q], 0) / k));
  return {
    ...first,
    hiddenWeights: members.flatMap((m) => m.hiddenWeights),
    hiddenBias: members.flatMap((m) => m.hiddenBias),
    outputWeights: first.outputWeights.map((_, j) => members.flatMap((m) => m.outputWeights[j].map((w) => w / k))),
    outputBias: first.outputBias.map((_, j) => members.reduce((a, m) => a + m.outputBias[j], 0) / k),
    linearWeights: mean((m) => m.linearWeights),
    sparseWeights: mean((m) => m.sparseWeights),
    temperature: 1,
  };
}
