/**
 * Option search for the learned extraction scorer: learns the known themes and trains the scorer
 * under the options given on the command line, then prints the validation scores (the held-out
 * sentences of restaurants16) next to the out-of-fold training ones.
 *
 *   node --import tsx bench/tune-extractions.ts [--data DIR] [--min-term-count N] [--probe-l2 X] [--l2 X]
 *
 * Uses the embedding cache of bench/train-extractions.ts.
 */
import {
  chooseThresholds, dataDirectory, formatExtractionScores, loadRestaurants, observeAll, observeKnown, scoreExtractions, SHIPPED_OPTIONS,
  trainScorer, type TrainingOptions,
} from './extractions-training.js';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}

const options: TrainingOptions = {
  ...SHIPPED_OPTIONS,
  minTermCount: option('min-term-count', SHIPPED_OPTIONS.minTermCount),
  probeL2: option('probe-l2', SHIPPED_OPTIONS.probeL2),
  l2: option('l2', SHIPPED_OPTIONS.l2),
};
const texts = loadRestaurants(dataDirectory(process.argv));
const { observed } = await observeKnown(texts, 'extractions-restaurants16', options);
const known = chooseThresholds(texts, observed, trainScorer(texts, observed, options, true));
console.log(`options ${JSON.stringify(options)}; known themes: thresholds pair ${known.pairThreshold}, phrase ${known.phraseThreshold}`);
console.log(formatExtractionScores('  validation', scoreExtractions(texts, observed, known, (t) => t.validation), true));
console.log(formatExtractionScores('  training part (out of fold)', scoreExtractions(texts, observed, known, (t) => !t.validation)));
if (process.argv.includes('--generic')) {
  const generic = await observeAll(texts, 'extractions-restaurants16');
  const scorer = chooseThresholds(texts, generic, trainScorer(texts, generic, options, false));
  console.log(formatExtractionScores('any theme (fallback) validation', scoreExtractions(texts, generic, scorer, (t) => t.validation), true));
}
