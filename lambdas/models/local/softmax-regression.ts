/**
 * Inference of a multinomial logistic regression (softmax regression) on standardised features:
 * the trained classifiers of the embedded backend (sentiment, extraction scoring) share it. The
 * parameters come from a committed weight file; nothing here learns.
 */

/** A trained softmax regression as stored in a weight file. */
export interface SoftmaxParameters {
  /** Class names, in the order of `weights` rows. */
  classes: string[];
  /** Feature names, in the order of the feature vector. */
  features: string[];
  /** Per-feature mean and scale of the training data: x' = (x - mean) / scale. */
  mean: number[];
  scale: number[];
  /** One row per class: a weight per standardised feature, then the bias. */
  weights: number[][];
  /** Divides the logits before the softmax; fitted for calibrated probabilities. */
  temperature: number;
  /**
   * Optional binary indicator features (e.g. word n-grams), not standardised: their names, and one
   * row per class with a weight per name. An example lists the indices of the ones it has.
   */
  vocabulary?: string[];
  sparseWeights?: number[][];
}

/**
 * Class scores (before the temperature) of one raw feature vector and the indices of its active
 * indicator features.
 */
export function softmaxLogits(p: Readonly<SoftmaxParameters>, x: ArrayLike<number>, active: readonly number[] = []): number[] {
  const d = p.features.length;
  if (x.length !== d) throw new Error(`expected ${d} features, got ${x.length}`);
  return p.weights.map((row, j) => {
    let z = row[d];
    for (let k = 0; k < d; k++) z += row[k] * ((x[k] - p.mean[k]) / p.scale[k]);
    const sparse = p.sparseWeights?.[j];
    if (sparse) for (const a of active) z += sparse[a];
    return z;
  });
}

/** Numerically stable softmax of `logits / temperature`. */
export function softmax(logits: readonly number[], temperature = 1): number[] {
  const scaled = logits.map((z) => z / temperature);
  const top = Math.max(...scaled);
  const exp = scaled.map((z) => Math.exp(z - top));
  const total = exp.reduce((a, b) => a + b, 0);
  return exp.map((v) => v / total);
}

/** Calibrated class probabilities of one raw feature vector. */
export function softmaxProbabilities(p: Readonly<SoftmaxParameters>, x: ArrayLike<number>, active: readonly number[] = []): number[] {
  return softmax(softmaxLogits(p, x, active), p.temperature);
}

/** Index of the largest value (the first on ties, so the result is deterministic). */
export function argmax(values: readonly number[]): number {
  let best = 0;
  for (let k = 1; k < values.length; k++) if (values[k] > values[best]) best = k;
  return best;
}
