/**
 * Hyperparameter search for the trained sentiment classifier: trains one model per setting on the
 * training part of the development sets and prints the validation scores (never the whole-dev
 * ones, which include the training examples).
 *
 *   node --import tsx bench/tune-sentiment.ts [--data DIR] [--version 2026-11-23|2026-11-22]
 *
 * Uses the embedding cache of bench/train-sentiment.ts (it fills it on the first run).
 *
 * Version 2026-11-23 (network). Searched on the validation part with one member per setting
 * (tweeteval / sst3 / reviews-4class macro-F1, uci-sentences accuracy, amazon-rated ρ, log-loss):
 *   softmax regression (the 2026-11-22 features)      0.568 / 0.497 / 0.643 / 0.836, ρ 0.298, 0.752
 *   + SIF GloVe sentence vector                       0.579 / 0.502 / 0.635 / 0.825, ρ 0.274, 0.755
 *   hidden 64, L2 1e-3, no dropout                    0.567 / 0.489 / 0.633 / 0.842, ρ 0.297, 0.728
 *   hidden 64, L2 1e-2                                0.590 / 0.516 / 0.655 / 0.853, ρ 0.295, 0.707
 *   hidden 128, dropout 0.3, L2 1e-3                  0.610 / 0.489 / 0.646 / 0.847, ρ 0.315, 0.695
 *   hidden 128, dropout 0.3, L2 3e-3                  0.611 / 0.518 / 0.654 / 0.847, ρ 0.309, 0.698
 *   hidden 128, dropout 0.3, L2 1e-2                  (+ GloVe view 0.578 / 0.479 / 0.652 / 0.836;
 *     + 20k character 3–5-grams 0.577 / 0.501 / 0.640 / 0.847; 8k n-grams 0.591 / 0.491 / 0.660 / 0.831)
 *   hidden 128, dropout 0.5, L2 1e-2                  0.577 / 0.501 / 0.652 / 0.836, ρ 0.310, 0.726
 *   hidden 128, dropout 0.3, every set weighing alike 0.610 / 0.488 / 0.642 / 0.859, ρ 0.296, 0.716
 *   hidden 128, dropout 0.3, 40 epochs                0.575 / 0.468 / 0.652 / 0.859, ρ 0.294, 0.698
 *   hidden 128, dropout 0.3, L2 3e-3, + clause VADER, elongation, capitals, emoticon, hashtag cues
 *                                                     0.609 / 0.491 / 0.652 / 0.853, ρ 0.302, 0.695
 *   hidden 128, dropout 0.3, L2 3e-3, 3 members       0.610 / 0.507 / 0.662 / 0.853, ρ 0.319, 0.692
 *   the same with the shipped seed (20261123)         0.606 / 0.523 / 0.647 / 0.847, ρ 0.316, 0.692 (shipped)
 * (rows above: seed 1.) The seed alone moves a macro-F1 by up to 0.015, so the log-loss over all
 * held-out sentences was the main guide. Word vectors, character n-grams and the extra cues added
 * nothing the sentence embedding and word n-grams did not already carry; the hidden layer,
 * regularised, helped every set, and averaging seeds steadied it. Per-class score offsets fitted
 * for macro-F1 by 5-fold cross-validation on the training part lowered the validation figures.
 */
import { USE_LITE_DIMENSION } from '../lambdas/models/local/use-encoder-info.js';
import {
  dataDirectory, evaluatePredictions, evaluateSentiment, fitSentiment, fitSentimentNetwork, loadExamples, NETWORK_HYPERPARAMETERS,
  networkPredictions, SHIPPED_HYPERPARAMETERS, type Evaluation, type NetworkHyperparameters, type SentimentHyperparameters,
} from './sentiment-training.js';

const at = process.argv.indexOf('--version');
const version = at >= 0 ? process.argv[at + 1] : '2026-11-23';
const examples = await loadExamples(dataDirectory(process.argv), (line) => console.log(line));

function report(name: string, { validation: v, calibration }: Evaluation): void {
  console.log([
    name,
    `tweeteval F1=${v.tweeteval.macroF1.toFixed(4)}`,
    `sst3 F1=${v.sst3.macroF1.toFixed(4)}`,
    `reviews F1=${v['reviews-4class'].macroF1.toFixed(4)}`,
    `uci acc=${v['uci-sentences'].accuracy.toFixed(4)}`,
    `amazon F1=${v['amazon-rated'].macroF1.toFixed(4)}`,
    `amazon rho=${calibration.toFixed(4)}`,
  ].join('  '));
}

if (version === '2026-11-22') {
  const grid: SentimentHyperparameters[] = [];
  // A first pass over sparseL2 in {1e-3, 3e-3, 1e-2, 3e-2}, l2 in {1e-3, 3e-3} and setBalance in {0.5, 1}
  // found setBalance 0.5 and the stronger dense penalty better on every set; this pass refines.
  for (const l2 of [3e-3, 1e-2, 3e-2]) for (const sparseL2 of [3e-3, 1e-2]) {
    grid.push({ ...SHIPPED_HYPERPARAMETERS, l2, sparseL2, setBalance: 0.5 });
  }
  for (const h of grid) {
    report(`l2=${h.l2} sparseL2=${h.sparseL2} vocabulary=${h.vocabularySize} class=${h.classBalance} set=${h.setBalance}`,
      evaluateSentiment(fitSentiment(examples, h, USE_LITE_DIMENSION), examples));
  }
} else {
  const grid: NetworkHyperparameters[] = [];
  for (const hiddenL2 of [1e-3, 3e-3, 1e-2]) grid.push({ ...NETWORK_HYPERPARAMETERS, hiddenL2, outputL2: hiddenL2, members: 1 });
  grid.push(NETWORK_HYPERPARAMETERS);
  for (const h of grid) {
    const p = fitSentimentNetwork(examples, h, USE_LITE_DIMENSION);
    report(`hidden=${h.hidden} L2=${h.hiddenL2}/${h.outputL2}/${h.sparseL2} dropout=${h.dropout} epochs=${h.epochs} members=${h.members}`,
      evaluatePredictions(networkPredictions(p, examples), examples, p.temperature));
  }
}
