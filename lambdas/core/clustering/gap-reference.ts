/**
 * A structureless reference for the gap statistic (Tibshirani, Walther & Hastie 2001): n points
 * drawn from a Gaussian with the same (weighted) covariance as the data, i.e. the same overall
 * spread and the same dominant directions, but no clusters. Each reference point is a random
 * Gaussian combination of m data points, z_i = Σ_{l∈S_i} g_il √(n/m · w_l/W) x_l, whose covariance
 * equals the data's; with m in the dozens the sum is already close to Gaussian, and the Gram matrix
 * costs O(n²m) instead of O(n³).
 */
import type { Random } from './prng.js';
import type { WeightedPoints } from './weighted-points.js';

/** Data points mixed into each reference point. */
export const REFERENCE_MIX = 48;

/** Standard normal deviate by the Box–Muller transform. */
export function gaussian(random: Random): number {
  const u = 1 - random(); // (0, 1]: keeps the logarithm finite
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** m distinct indices out of n (partial Fisher–Yates), sorted for cache-friendly access. */
function sampleIndices(n: number, m: number, random: Random): Int32Array {
  const pool = Int32Array.from({ length: n }, (_, i) => i);
  for (let i = 0; i < m; i++) {
    const j = i + Math.floor(random() * (n - i));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, m).sort();
}

/** Gram matrix of a Gaussian reference sample with the data's covariance (same n and weights). */
export function gaussianReferenceGram(points: WeightedPoints, random: Random): Float64Array {
  const { n, gram, weights } = points;
  const m = Math.min(n, REFERENCE_MIX);
  let total = 0;
  for (let i = 0; i < n; i++) total += weights[i];
  const support: Int32Array[] = [];
  const coefficients: Float64Array[] = [];
  for (let i = 0; i < n; i++) {
    const chosen = sampleIndices(n, m, random);
    support.push(chosen);
    coefficients.push(Float64Array.from(chosen, (l) => gaussian(random) * Math.sqrt(((n / m) * weights[l]) / total)));
  }
  // partial[i][j] = Σ_l c_il K_lj, then R_ij = Σ_l c_jl partial[i][l].
  const partial = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    const out = i * n;
    for (let a = 0; a < m; a++) {
      const c = coefficients[i][a];
      const row = support[i][a] * n;
      for (let j = 0; j < n; j++) partial[out + j] += c * gram[row + j];
    }
  }
  const reference = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = i; j < n; j++) {
      let sum = 0;
      const row = i * n;
      for (let a = 0; a < m; a++) sum += coefficients[j][a] * partial[row + support[j][a]];
      reference[i * n + j] = sum;
      reference[j * n + i] = sum;
    }
  }
  return reference;
}
