/**
 * Agreement between a clustering and gold labels: the adjusted Rand index (pairs of items put
 * together or apart alike, corrected for chance) and the V-measure (harmonic mean of homogeneity
 * and completeness, from conditional entropies). Labels are any values compared by identity.
 */

interface Contingency {
  n: number;
  /** Count of items per (gold, predicted) pair. */
  cells: number[];
  /** Count per gold class. */
  rows: number[];
  /** Count per predicted cluster. */
  columns: number[];
}

function contingency<A, B>(gold: readonly A[], predicted: readonly B[]): Contingency {
  if (gold.length !== predicted.length) throw new Error('clustering metric: lengths differ');
  const rowIds = new Map<A, number>();
  const columnIds = new Map<B, number>();
  const cellCounts = new Map<string, number>();
  const rows: number[] = [];
  const columns: number[] = [];
  gold.forEach((g, i) => {
    const r = rowIds.get(g) ?? rowIds.set(g, rowIds.size).get(g)!;
    const c = columnIds.get(predicted[i]) ?? columnIds.set(predicted[i], columnIds.size).get(predicted[i])!;
    rows[r] = (rows[r] ?? 0) + 1;
    columns[c] = (columns[c] ?? 0) + 1;
    const key = `${r},${c}`;
    cellCounts.set(key, (cellCounts.get(key) ?? 0) + 1);
  });
  return { n: gold.length, cells: [...cellCounts.values()], rows, columns };
}

const pairs = (x: number): number => (x * (x - 1)) / 2;
const sumPairs = (counts: readonly number[]): number => counts.reduce((s, v) => s + pairs(v), 0);

/**
 * Adjusted Rand index (Hubert and Arabie, 1985): 1 for identical partitions, about 0 for random
 * ones. Two trivial partitions that match (one cluster each, or all singletons) score 1.
 */
export function adjustedRandIndex<A, B>(gold: readonly A[], predicted: readonly B[]): number {
  const t = contingency(gold, predicted);
  if (t.n < 2) return 1;
  const index = sumPairs(t.cells);
  const rowPairs = sumPairs(t.rows);
  const columnPairs = sumPairs(t.columns);
  const expected = (rowPairs * columnPairs) / pairs(t.n);
  const maximum = (rowPairs + columnPairs) / 2;
  if (maximum === expected) return 1;
  return (index - expected) / (maximum - expected);
}

function entropy(counts: readonly number[], n: number): number {
  return counts.reduce((h, c) => (c > 0 ? h - (c / n) * Math.log(c / n) : h), 0);
}

export interface VMeasure {
  homogeneity: number;
  completeness: number;
  vMeasure: number;
}

/**
 * V-measure (Rosenberg and Hirschberg, 2007) with β = 1: homogeneity = 1 − H(gold|pred)/H(gold),
 * completeness = 1 − H(pred|gold)/H(pred), each 1 when its denominator entropy is 0.
 */
export function vMeasure<A, B>(gold: readonly A[], predicted: readonly B[]): VMeasure {
  const t = contingency(gold, predicted);
  if (t.n === 0) return { homogeneity: 1, completeness: 1, vMeasure: 1 };
  const joint = entropy(t.cells, t.n);
  const goldEntropy = entropy(t.rows, t.n);
  const predictedEntropy = entropy(t.columns, t.n);
  // H(gold|pred) = H(gold, pred) − H(pred), and symmetrically.
  const homogeneity = goldEntropy === 0 ? 1 : 1 - (joint - predictedEntropy) / goldEntropy;
  const completeness = predictedEntropy === 0 ? 1 : 1 - (joint - goldEntropy) / predictedEntropy;
  const v = homogeneity + completeness === 0 ? 0 : (2 * homogeneity * completeness) / (homogeneity + completeness);
  return { homogeneity, completeness, vMeasure: v };
}
