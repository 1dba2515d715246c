/**
 * Leading eigenvectors of a symmetric matrix, by ml-matrix's symmetric eigenvalue decomposition
 * (Householder tridiagonalisation and the QL algorithm, the EISPACK tred2/tql2 routines): a
 * maintained library rather than a hand-written eigensolver. Used by themes 2026-11-26 for the
 * spectral embedding of the answers' neighbour graph (n ≤ 500, so the full decomposition is cheap).
 */
import { EigenvalueDecomposition, Matrix } from 'ml-matrix';
import { fixSign } from './eigenvector-sign.js';

/**
 * The `count` eigenvectors of the n×n symmetric matrix with the largest eigenvalues, largest
 * first. Each is given the sign that makes its largest-magnitude entry positive, so the result
 * does not depend on the solver's sign convention.
 */
export function leadingEigenvectors(matrix: Float64Array, n: number, count: number): Float64Array[] {
  const rows = Array.from({ length: n }, (_, i) => Array.from(matrix.subarray(i * n, (i + 1) * n)));
  const decomposition = new EigenvalueDecomposition(new Matrix(rows), { assumeSymmetric: true });
  const values = decomposition.realEigenvalues;
  const vectors = decomposition.eigenvectorMatrix;
  const order = values.map((_, i) => i).sort((a, b) => values[b] - values[a] || a - b);
  return order.slice(0, Math.min(count, n)).map((c) => fixSign(Float64Array.from(vectors.getColumn(c))));
}
