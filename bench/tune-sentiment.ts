/**
 * Hyperparameter search for the trained sentiment classifier: trains one model per setting on the
 * training part of the development sets and prints the validation scores (never the whole-dev
 * ones, which include the training examples).
 *
 *   node --import tsx bench/tune-sentiment.ts [--data DIR]
 *
 * Uses the embedding cache of bench/train-sentiment.ts (it fills it on the first run).
 */
import { USE_LITE_DIMENSION } from '../lambdas/models/local/use-encoder-info.js';
import {
  dataDirectory, evaluateSentiment, fitSentiment, loadExamples, SHIPPED_HYPERPARAMETERS, type SentimentHyperparameters,
} from './sentiment-training.js';

const examples = await loadExamples(dataDirectory(process.argv), (line) => console.log(line));
const grid: SentimentHyperparameters[] = [];
// A first pass over sparseL2 in {1e-3, 3e-3, 1e-2, 3e-2}, l2 in {1e-3, 3e-3} and setBalance in {0.5, 1}
// found setBalance 0.5 and the stronger dense penalty better on every set; this pass refines.
for (const l2 of [3e-3, 1e-2, 3e-2]) for (const sparseL2 of [3e-3, 1e-2]) {
  grid.push({ ...SHIPPED_HYPERPARAMETERS, l2, sparseL2, setBalance: 0.5 });
}
for (const h of grid) {
  const { validation: v } = evaluateSentiment(fitSentiment(examples, h, USE_LITE_DIMENSION), examples);
  console.log([
    `l2=${h.l2} sparseL2=${h.sparseL2} vocabulary=${h.vocabularySize} class=${h.classBalance} set=${h.setBalance}`,
    `tweeteval F1=${v.tweeteval.macroF1.toFixed(4)}`,
    `sst3 F1=${v.sst3.macroF1.toFixed(4)}`,
    `reviews F1=${v['reviews-4class'].macroF1.toFixed(4)}`,
    `uci acc=${v['uci-sentences'].accuracy.toFixed(4)}`,
    `amazon F1=${v['amazon-rated'].macroF1.toFixed(4)}`,
  ].join('  '));
}
