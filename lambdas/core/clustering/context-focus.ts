/**
 * Steering the clustering towards a context ("pricing", "focus on usability issues"). Each text's
 * relevance is the cosine between its embedding and the context's, both centred on the collection
 * (so that what every text shares does not count as relevance), then standardised. Relevant texts
 * keep their spread while the others are shrunk towards the origin and pushed along a relevance
 * axis, so the clusters are spent on distinguishing what the context cares about, and the rest is
 * grouped coarsely.
 */
import { dot, meanVector, normalise } from './vectors.js';

/** Scale kept by the least relevant texts (1 = no shrinking). */
export const FOCUS_FLOOR = 0.3;

/** Steepness of the relevance → scale curve, per standard deviation of relevance. */
export const FOCUS_SHARPNESS = 2;

/** Relevance (in standard deviations above the mean) at which a text keeps half its extra scale. */
export const FOCUS_MIDPOINT = 0.5;

/** Weight of the appended relevance feature, relative to the unit-length text features. */
export const FOCUS_AXIS_WEIGHT = 0.3;

/** Standardised relevance is clipped to ±this, so one outlier cannot dominate the axis. */
const MAX_RELEVANCE_Z = 3;

/** Below this spread all texts are equally relevant and no focus is applied. */
const MIN_RELEVANCE_SPREAD = 1e-9;

export interface ContextFocus {
  /** Standardised relevance of each text to the context (clipped). */
  relevance: Float64Array;
  /** Feature scale of each text, in [FOCUS_FLOOR, 1]. */
  scale: Float64Array;
  /** The relevance feature appended to each text (already weighted). */
  axis: Float64Array;
}

/** Computes the focus from the texts' and the context's raw embeddings (weights = duplicate counts). */
export function contextFocus(
  vectors: readonly ArrayLike<number>[],
  context: ArrayLike<number>,
  weights: readonly number[],
): ContextFocus {
  const n = vectors.length;
  const unit = vectors.map(normalise);
  const mean = meanVector(unit, weights);
  const centre = (v: ArrayLike<number>) => normalise(Array.from(v, (x, d) => x - mean[d]));
  const direction = centre(normalise(context));
  const raw = unit.map((v) => dot(centre(v), direction));
  let total = 0;
  let sum = 0;
  for (let i = 0; i < n; i++) {
    total += weights[i];
    sum += weights[i] * raw[i];
  }
  const average = sum / total;
  let variance = 0;
  for (let i = 0; i < n; i++) variance += weights[i] * (raw[i] - average) ** 2;
  const spread = Math.sqrt(variance / total);
  const relevance = new Float64Array(n);
  const scale = new Float64Array(n).fill(1);
  const axis = new Float64Array(n);
  if (spread < MIN_RELEVANCE_SPREAD) return { relevance, scale, axis };
  for (let i = 0; i < n; i++) {
    const z = Math.max(-MAX_RELEVANCE_Z, Math.min(MAX_RELEVANCE_Z, (raw[i] - average) / spread));
    relevance[i] = z;
    scale[i] = FOCUS_FLOOR + (1 - FOCUS_FLOOR) / (1 + Math.exp(-FOCUS_SHARPNESS * (z - FOCUS_MIDPOINT)));
    axis[i] = FOCUS_AXIS_WEIGHT * z;
  }
  return { relevance, scale, axis };
}
