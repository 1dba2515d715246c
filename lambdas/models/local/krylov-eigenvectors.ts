/**
 * The leading eigenvectors of a symmetric matrix without its full decomposition (themes
 * 2026-11-27). Lanczos with full reorthogonalisation reduces the matrix to a tridiagonal T = QᵀAQ;
 * where the Krylov space is exhausted (a neighbour graph of separate components has eigenvalue 1
 * once per component, and one start vector sees only one copy) it restarts from a new vector
 * orthogonal to the basis, so T holds every eigenvalue with its multiplicity. Only the `count`
 * largest eigenvalues of T are then found, by bisection on Sturm counts, and only their
 * eigenvectors, by inverse iteration (orthogonalised within clusters of equal eigenvalues), and
 * mapped back through Q. Everything is on flat Float64Arrays, and the matrix product uses the
 * graph's sparsity. ml-matrix's full decomposition (leading-eigenvectors.ts, version 2026-11-26)
 * computes all n eigenvectors with array-of-arrays Householder and QL sweeps: 117–286 ms for
 * n = 200 on this machine; this takes a few milliseconds.
 */
import { mulberry32 } from '../../core/clustering/prng.js';
import { fixSign } from './eigenvector-sign.js';

/** Seed of the start vectors: the same matrix always gives the same vectors. */
const START_SEED = 20261127;
/** Lanczos restarts when the next vector is shorter than this (relative to the matrix's scale). */
const BREAKDOWN = 1e-10;
/** Bisection stops when the interval is this small (relative to the spectrum's width). */
const BISECTION_TOLERANCE = 1e-15;
/** Eigenvalues closer than this (relative) are one cluster: their vectors are orthogonalised. */
const CLUSTER = 1e-8;
/** Inverse iteration steps per eigenvector (one or two suffice with an accurate eigenvalue). */
const INVERSE_STEPS = 3;

function dot(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i] * b[i];
  return sum;
}

function scale(v: Float64Array, by: number): void {
  for (let i = 0; i < v.length; i++) v[i] *= by;
}

/**
 * Removes from `v` its components along the orthonormal `basis` (classical Gram–Schmidt), a second
 * time when the first pass cancelled most of it ("twice is enough", Kahan and Parlett).
 */
function orthogonalise(v: Float64Array, basis: readonly Float64Array[]): void {
  for (let pass = 0; pass < 2; pass++) {
    const before = dot(v, v);
    for (const q of basis) {
      const c = dot(q, v);
      if (c !== 0) for (let i = 0; i < v.length; i++) v[i] -= c * q[i];
    }
    if (dot(v, v) > 0.5 * before) return;
  }
}

/** The matrix as sparse rows (most of a neighbour graph is zero). */
function sparseRows(matrix: Float64Array, n: number): { columns: Int32Array[]; values: Float64Array[] } {
  const columns: Int32Array[] = [];
  const values: Float64Array[] = [];
  for (let i = 0; i < n; i++) {
    const cols: number[] = [];
    for (let j = 0; j < n; j++) if (matrix[i * n + j] !== 0) cols.push(j);
    columns.push(Int32Array.from(cols));
    values.push(Float64Array.from(cols, (j) => matrix[i * n + j]));
  }
  return { columns, values };
}

/** A unit vector orthogonal to `basis`, from the deterministic random stream. */
function freshVector(n: number, basis: readonly Float64Array[], random: () => number): Float64Array {
  for (;;) {
    const v = Float64Array.from({ length: n }, () => random() - 0.5);
    orthogonalise(v, basis);
    const length = Math.sqrt(dot(v, v));
    if (length > 1e-6) {
      scale(v, 1 / length);
      return v;
    }
  }
}

/** Lanczos to the full dimension: T's diagonal `alpha`, off-diagonal `beta` (0 where it restarted) and the basis Q. */
function lanczos(matrix: Float64Array, n: number): { alpha: Float64Array; beta: Float64Array; basis: Float64Array[] } {
  const { columns, values } = sparseRows(matrix, n);
  let norm = 0;
  for (let i = 0; i < n; i++) norm = Math.max(norm, values[i].reduce((s, x) => s + Math.abs(x), 0));
  const random = mulberry32(START_SEED);
  const alpha = new Float64Array(n);
  const beta = new Float64Array(Math.max(0, n - 1));
  const basis: Float64Array[] = [freshVector(n, [], random)];
  for (let j = 0; j < n; j++) {
    const q = basis[j];
    const w = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      let sum = 0;
      const cols = columns[i];
      const vals = values[i];
      for (let c = 0; c < cols.length; c++) sum += vals[c] * q[cols[c]];
      w[i] = sum;
    }
    alpha[j] = dot(q, w);
    if (j === n - 1) break;
    orthogonalise(w, basis);
    const length = Math.sqrt(dot(w, w));
    if (length > BREAKDOWN * Math.max(norm, 1e-300)) {
      beta[j] = length;
      scale(w, 1 / length);
      basis.push(w);
    } else {
      beta[j] = 0;
      basis.push(freshVector(n, basis, random));
    }
  }
  return { alpha, beta, basis };
}

/** How many eigenvalues of the tridiagonal matrix are below x (Sturm sequence). */
function countBelow(alpha: Float64Array, beta: Float64Array, x: number, tiny: number): number {
  let count = 0;
  let d = 1;
  for (let i = 0; i < alpha.length; i++) {
    d = alpha[i] - x - (i > 0 ? (beta[i - 1] * beta[i - 1]) / d : 0);
    if (d === 0) d = -tiny;
    if (d < 0) count++;
  }
  return count;
}

/** The `count` largest eigenvalues of the tridiagonal matrix, largest first, by bisection. */
function largestEigenvalues(alpha: Float64Array, beta: Float64Array, count: number): number[] {
  const n = alpha.length;
  let low = Infinity;
  let high = -Infinity;
  for (let i = 0; i < n; i++) {
    const radius = (i > 0 ? Math.abs(beta[i - 1]) : 0) + (i < n - 1 ? Math.abs(beta[i]) : 0);
    low = Math.min(low, alpha[i] - radius);
    high = Math.max(high, alpha[i] + radius);
  }
  const width = Math.max(high - low, 1e-300);
  const tiny = 1e-300;
  const out: number[] = [];
  for (let r = 0; r < count; r++) {
    // The eigenvalue with n − 1 − r eigenvalues below it.
    const rank = n - 1 - r;
    let a = low;
    let b = high;
    while (b - a > BISECTION_TOLERANCE * width + 1e-300) {
      const mid = (a + b) / 2;
      if (mid === a || mid === b) break;
      if (countBelow(alpha, beta, mid, tiny) <= rank) a = mid;
      else b = mid;
    }
    out.push((a + b) / 2);
  }
  return out;
}

/** An eigenvector of the tridiagonal matrix for the eigenvalue `lambda`, orthogonal to `cluster` (LU with partial pivoting, as LAPACK's dgttrf/dgttrs). */
function tridiagonalEigenvector(alpha: Float64Array, beta: Float64Array, lambda: number, cluster: readonly Float64Array[], random: () => number, width: number): Float64Array {
  const n = alpha.length;
  const d = Float64Array.from(alpha, (a) => a - lambda);
  const dl = Float64Array.from(beta);
  const du = Float64Array.from(beta);
  const du2 = new Float64Array(Math.max(0, n - 2));
  const swapped = new Uint8Array(n);
  const tiny = Math.max(width, 1e-300) * 1e-16;
  for (let i = 0; i < n - 1; i++) {
    if (Math.abs(d[i]) >= Math.abs(dl[i])) {
      if (d[i] === 0) d[i] = tiny;
      const fact = dl[i] / d[i];
      dl[i] = fact;
      d[i + 1] -= fact * du[i];
    } else {
      const fact = d[i] / dl[i];
      d[i] = dl[i];
      dl[i] = fact;
      const temp = du[i];
      du[i] = d[i + 1];
      d[i + 1] = temp - fact * d[i + 1];
      if (i < n - 2) {
        du2[i] = du[i + 1];
        du[i + 1] = -fact * du[i + 1];
      }
      swapped[i] = 1;
    }
  }
  if (d[n - 1] === 0) d[n - 1] = tiny;
  const x = Float64Array.from({ length: n }, () => random() - 0.5);
  for (let step = 0; step < INVERSE_STEPS; step++) {
    orthogonalise(x, cluster);
    for (let i = 0; i < n - 1; i++) {
      if (swapped[i]) {
        const t = x[i];
        x[i] = x[i + 1];
        x[i + 1] = t - dl[i] * x[i + 1];
      } else {
        x[i + 1] -= dl[i] * x[i];
      }
    }
    x[n - 1] /= d[n - 1];
    if (n > 1) x[n - 2] = (x[n - 2] - du[n - 2] * x[n - 1]) / d[n - 2];
    for (let i = n - 3; i >= 0; i--) x[i] = (x[i] - du[i] * x[i + 1] - du2[i] * x[i + 2]) / d[i];
    // Rescale before the next step so that nothing overflows.
    let peak = 0;
    for (let i = 0; i < n; i++) peak = Math.max(peak, Math.abs(x[i]));
    if (peak > 0) scale(x, 1 / peak);
  }
  orthogonalise(x, cluster);
  scale(x, 1 / Math.sqrt(dot(x, x)));
  return x;
}

/**
 * The `count` eigenvectors of the n×n symmetric matrix (row-major) with the largest eigenvalues,
 * largest first, each signed so that its largest-magnitude entry is positive.
 */
export function krylovLeadingEigenvectors(matrix: Float64Array, n: number, count: number): Float64Array[] {
  const wanted = Math.min(count, n);
  if (wanted <= 0) return [];
  const { alpha, beta, basis } = lanczos(matrix, n);
  const lambdas = largestEigenvalues(alpha, beta, wanted);
  const width = Math.max(Math.abs(lambdas[0]), Math.abs(lambdas[lambdas.length - 1]), 1e-300);
  const random = mulberry32(START_SEED + 1);
  const small: Float64Array[] = [];
  for (const lambda of lambdas) {
    const cluster = small.filter((_, s) => Math.abs(lambdas[s] - lambda) <= CLUSTER * width);
    small.push(tridiagonalEigenvector(alpha, beta, lambda, cluster, random, width));
  }
  return small.map((s) => {
    const y = new Float64Array(n);
    for (let j = 0; j < n; j++) {
      const c = s[j];
      if (c === 0) continue;
      const q = basis[j];
      for (let i = 0; i < n; i++) y[i] += c * q[i];
    }
    return fixSign(y);
  });
}
