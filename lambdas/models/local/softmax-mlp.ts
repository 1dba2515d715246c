/**
 * Inference of a small "wide and deep" classifier on standardised features: one hidden layer of
 * rectified linear units over the dense features, plus a linear path from the same features and
 * from binary indicator features (word n-grams) straight to the class scores, then a temperature-
 * scaled softmax. The linear paths are what the softmax regression of softmax-regression.ts
 * learns; the hidden layer adds what a linear model cannot (how one cue changes with another, e.g.
 * with the kind of text). The parameters come from a committed weight file; nothing here learns.
 */
import { softmax } from './softmax-regression.js';

/** A trained network as stored in a weight file. */
export interface MlpParameters {
  /** Class names, in the order of the output rows. */
  classes: string[];
  /** Dense feature names, in the order of the feature vector. */
  features: string[];
  /** Per-feature mean and scale of the training data: x' = (x - mean) / scale. */
  mean: number[];
  scale: number[];
  /** Hidden layer: one row of weights per unit (one per standardised feature), and the biases. */
  hiddenWeights: number[][];
  hiddenBias: number[];
  /** Output layer: one row per class with a weight per hidden unit, and the class biases. */
  outputWeights: number[][];
  outputBias: number[];
  /** Linear path: one row per class with a weight per standardised feature. */
  linearWeights: number[][];
  /** Binary indicator features: their names, and one row per class with a weight per name. */
  vocabulary: string[];
  sparseWeights: number[][];
  /** Divides the class scores before the softmax; fitted for calibrated probabilities. */
  temperature: number;
}

/** Throws unless the parameters' arrays have consistent shapes. */
export function checkMlpShapes(p: Readonly<MlpParameters>): void {
  const d = p.features.length;
  const h = p.hiddenBias.length;
  const c = p.classes.length;
  const v = p.vocabulary.length;
  const ok = p.mean.length === d && p.scale.length === d
    && p.hiddenWeights.length === h && p.hiddenWeights.every((r) => r.length === d)
    && p.outputWeights.length === c && p.outputWeights.every((r) => r.length === h) && p.outputBias.length === c
    && p.linearWeights.length === c && p.linearWeights.every((r) => r.length === d)
    && p.sparseWeights.length === c && p.sparseWeights.every((r) => r.length === v)
    && p.temperature > 0;
  if (!ok) throw new Error('network parameters have inconsistent shapes');
}

/** Class scores (before the temperature) of one raw feature vector and its active indicators. */
export function mlpLogits(p: Readonly<MlpParameters>, raw: ArrayLike<number>, active: readonly number[] = []): number[] {
  const d = p.features.length;
  if (raw.length !== d) throw new Error(`expected ${d} features, got ${raw.length}`);
  const x = new Float64Array(d);
  for (let k = 0; k < d; k++) x[k] = (raw[k] - p.mean[k]) / p.scale[k];
  const z = [...p.outputBias];
  for (let u = 0; u < p.hiddenBias.length; u++) {
    const row = p.hiddenWeights[u];
    let s = p.hiddenBias[u];
    for (let k = 0; k < d; k++) s += row[k] * x[k];
    if (s > 0) for (let j = 0; j < z.length; j++) z[j] += p.outputWeights[j][u] * s;
  }
  for (let j = 0; j < z.length; j++) {
    const row = p.linearWeights[j];
    let s = 0;
    for (let k = 0; k < d; k++) s += row[k] * x[k];
    const sparse = p.sparseWeights[j];
    for (const a of active) s += sparse[a];
    z[j] += s;
  }
  return z;
}

/** Calibrated class probabilities of one raw feature vector. */
export function mlpProbabilities(p: Readonly<MlpParameters>, raw: ArrayLike<number>, active: readonly number[] = []): number[] {
  return softmax(mlpLogits(p, raw, active), p.temperature);
}
