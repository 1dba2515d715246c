/**
 * Operations on Gram (kernel) matrices. The themes pipeline mixes two views of the texts, a
 * sentence embedding and a lexical TF-IDF vector; working with their Gram matrices lets it blend,
 * centre and re-weight them without ever materialising the combined feature vectors.
 */

/** Diagonal entries below this are treated as zero-length vectors. */
const MIN_SELF_SIMILARITY = 1e-12;

/**
 * Weighted centring in feature space: K ← (I − 1wᵀ/W) K (I − w1ᵀ/W). Removes what all texts share
 * so that the differences between them drive the clustering.
 */
export function centreGram(gram: Float64Array, n: number, weights: ArrayLike<number>): Float64Array {
  let total = 0;
  for (let i = 0; i < n; i++) total += weights[i];
  const rowMean = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let sum = 0;
    for (let j = 0; j < n; j++) sum += weights[j] * gram[i * n + j];
    rowMean[i] = sum / total;
  }
  let grand = 0;
  for (let i = 0; i < n; i++) grand += weights[i] * rowMean[i];
  grand /= total;
  const out = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) out[i * n + j] = gram[i * n + j] - rowMean[i] - rowMean[j] + grand;
  }
  return out;
}

/** Cosine normalisation: K_ij / √(K_ii K_jj), so every point has unit length. */
export function cosineNormaliseGram(gram: Float64Array, n: number): Float64Array {
  const scale = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const self = gram[i * n + i];
    scale[i] = self > MIN_SELF_SIMILARITY ? 1 / Math.sqrt(self) : 0;
  }
  const out = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) out[i * n + j] = gram[i * n + j] * scale[i] * scale[j];
  }
  return out;
}

/** Convex blend `share·a + (1 − share)·b`: the Gram matrix of the concatenated, scaled features. */
export function blendGrams(a: Float64Array, b: Float64Array, share: number): Float64Array {
  const out = new Float64Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = share * a[i] + (1 - share) * b[i];
  return out;
}

/**
 * Re-weights points for a focus: each point's features are scaled by `scale[i]` and one extra
 * feature `axis[i]` is appended. In Gram form K'_ij = s_i s_j K_ij + x_i x_j.
 * Shrinking a point pulls it towards the origin, where shrunken points crowd together, so the
 * clustering spends its clusters on the points that keep their scale.
 */
export function focusGram(
  gram: Float64Array,
  n: number,
  scale: ArrayLike<number>,
  axis: ArrayLike<number>,
): Float64Array {
  const out = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) out[i * n + j] = scale[i] * scale[j] * gram[i * n + j] + axis[i] * axis[j];
  }
  return out;
}
