/**
 * Choosing the number of clusters with the gap statistic. gap(k) = log W_ref(k) − log W(k), where
 * W is the within-cluster inertia of the data cut into k clusters and W_ref that of a structureless
 * Gaussian reference with the same covariance. The gap grows while new clusters separate real
 * groups and flattens once they only split groups apart; we stop where the marginal growth falls
 * well below the average growth so far (the knee). Silhouette alone is avoided on purpose: on
 * diffuse data such as StackOverflow titles it prefers k = 2.
 */

/** The marginal gap growth is averaged over this many further clusters, to smooth out noise. */
export const GAP_WINDOW = 3;

/**
 * Stop at the first k whose marginal gap growth per cluster is below this fraction of the average
 * growth per cluster up to k. Tuned on Banking77, CLINC150, StackOverflow and survey samples.
 */
export const GAP_SLOWDOWN_RATIO = 0.45;

/** Inertias below this are treated as zero (every point its own cluster). */
const MIN_INERTIA = 1e-9;

export interface ClusterCountChoice {
  /** Chosen number of clusters, within the requested range. */
  k: number;
  /**
   * `gap`: the knee of the gap curve; `no-structure`: the data looked no more clustered than the
   * reference, so the √n rule of thumb was used; `fixed`: the range allowed a single value.
   */
  reason: 'gap' | 'no-structure' | 'fixed';
}

/** Rule of thumb used when the data show no cluster structure: √n clusters. */
export function ruleOfThumbCount(n: number): number {
  return Math.max(1, Math.round(Math.sqrt(n)));
}

/**
 * Picks k in [minK, maxK] from the inertia curves of the data and of the reference (index k =
 * inertia with k clusters, k = 1..n). n is the number of points.
 */
export function selectClusterCount(
  dataInertia: ArrayLike<number>,
  referenceInertia: ArrayLike<number>,
  n: number,
  minK: number,
  maxK: number,
): ClusterCountChoice {
  const clamp = (k: number) => Math.max(minK, Math.min(maxK, k));
  if (minK >= maxK) return { k: clamp(minK), reason: 'fixed' };
  const last = Math.min(n - 1, maxK + GAP_WINDOW);
  const logGap = (k: number) =>
    Math.log(Math.max(referenceInertia[k], MIN_INERTIA)) - Math.log(Math.max(dataInertia[k], MIN_INERTIA));
  // Relative to k = 1: the reference matches the data's spread only up to sampling noise, and an
  // offset at k = 1 would distort every average gain below.
  const offset = logGap(1);
  const gap = (k: number) => logGap(k) - offset;
  // Too few points to see a knee: fall back to the rule of thumb.
  if (2 + GAP_WINDOW > last) return { k: clamp(ruleOfThumbCount(n)), reason: 'no-structure' };
  for (let k = 2; k + GAP_WINDOW <= last && k <= maxK; k++) {
    const average = gap(k) / k;
    if (average <= 0) return { k: clamp(ruleOfThumbCount(n)), reason: 'no-structure' };
    const marginal = (gap(k + GAP_WINDOW) - gap(k)) / GAP_WINDOW;
    if (marginal < GAP_SLOWDOWN_RATIO * average) return { k: clamp(k), reason: 'gap' };
  }
  return { k: clamp(maxK), reason: 'gap' };
}
