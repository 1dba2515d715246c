/** Scores of a labelling against gold labels. */

/** Share of items whose predicted label equals the gold label. */
export function accuracy(gold: readonly string[], predicted: readonly string[]): number {
  if (gold.length !== predicted.length) throw new Error('accuracy: lengths differ');
  if (gold.length === 0) return 0;
  return gold.filter((g, i) => g === predicted[i]).length / gold.length;
}

/** F1 of one class from counts; 0 when the class was neither predicted nor present. */
export function f1(truePositives: number, predictedPositives: number, actualPositives: number): number {
  const precision = predictedPositives === 0 ? 0 : truePositives / predictedPositives;
  const recall = actualPositives === 0 ? 0 : truePositives / actualPositives;
  return precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
}

/**
 * Macro-averaged F1 over the classes present in the gold labels. A prediction of a class the gold
 * data never uses (say `mixed` on three-class data) counts as an error for the true class and
 * adds no class of its own to the average.
 */
export function macroF1(gold: readonly string[], predicted: readonly string[]): number {
  if (gold.length !== predicted.length) throw new Error('macroF1: lengths differ');
  const classes = [...new Set(gold)];
  if (classes.length === 0) return 0;
  const scores = classes.map((c) => {
    let tp = 0;
    let predictedCount = 0;
    let actual = 0;
    gold.forEach((g, i) => {
      if (predicted[i] === c) predictedCount++;
      if (g === c) actual++;
      if (g === c && predicted[i] === c) tp++;
    });
    return f1(tp, predictedCount, actual);
  });
  return scores.reduce((s, v) => s + v, 0) / scores.length;
}
