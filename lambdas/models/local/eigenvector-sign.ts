/**
 * The sign convention of the themes model's eigenvectors (leading-eigenvectors.ts, 2026-11-26;
 * krylov-eigenvectors.ts, 2026-11-27): an eigenvector is defined up to its sign, so each is given
 * the sign that makes its largest-magnitude entry positive (the first such entry, within 1e-12),
 * and the result does not depend on the solver's own convention.
 */

/** Flips `column` in place when its largest-magnitude entry is negative; returns it. */
export function fixSign(column: Float64Array): Float64Array {
  let peak = 0;
  for (let i = 1; i < column.length; i++) if (Math.abs(column[i]) > Math.abs(column[peak]) + 1e-12) peak = i;
  if (column[peak] < 0) for (let i = 0; i < column.length; i++) column[i] = -column[i];
  return column;
}
