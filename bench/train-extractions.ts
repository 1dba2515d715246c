/**
 * Trains the embedded extraction scorer and writes its weight file.
 *
 *   node --import tsx bench/train-extractions.ts [--data DIR] [--out FILE]
 *
 * Data: restaurants16 of the shared data folder (default `../shared/data` beside the repository;
 * read there, never copied). One sentence in five (by a salted hash of its text) is held out for
 * validation. On the rest, a phrase model learns which noun phrases name a theme (gold aspect
 * terms) and a pair model whether a sentence talks about a theme at all; the two thresholds are
 * chosen on the same training sentences. Both models see only features of the text and one theme
 * string, so they apply to any theme. app-reviews (feature mentions, unseen theme strings) is
 * scored as a check of that. Embeddings are cached under the system temporary folder.
 *
 * Deterministic: hash split, full-batch training from zero weights, fixed iteration count.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  chooseThresholds, dataDirectory, formatExtractionScores, loadAppFeatureThemes, loadAppReviews, loadRestaurants, observeAll, observeKnown,
  roundWeights, scoreExtractions, SHIPPED_OPTIONS, trainScorer,
} from './extractions-training.js';

const DEFAULT_OUT = fileURLToPath(new URL('../lambdas/models/local/weights/extractions-2026-11-22.json', import.meta.url));

const outAt = process.argv.indexOf('--out');
const out = outAt >= 0 ? process.argv[outAt + 1] : DEFAULT_OUT;
const dir = dataDirectory(process.argv);
const log = (line: string) => console.log(line);
const started = performance.now();
const texts = loadRestaurants(dir);
const generic = await observeAll(texts, 'extractions-restaurants16', {}, log);
const { observed: known, themes } = await observeKnown(texts, 'extractions-restaurants16', SHIPPED_OPTIONS, log);
console.log(`${texts.length} sentences (${texts.filter((t) => t.validation).length} validation) observed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
const weights = roundWeights({
  generic: chooseThresholds(texts, generic, trainScorer(texts, generic, SHIPPED_OPTIONS, false)),
  known: chooseThresholds(texts, known, trainScorer(texts, known, SHIPPED_OPTIONS, true)),
  themes,
});
for (const [name, scorer, observed] of [['known themes', weights.known, known], ['any theme (fallback)', weights.generic, generic]] as const) {
  console.log(`${name}: thresholds pair ${scorer.pairThreshold}, phrase ${scorer.phraseThreshold}`);
  console.log(formatExtractionScores(`  restaurants16 validation`, scoreExtractions(texts, observed, scorer, (t) => t.validation), true));
  console.log(formatExtractionScores(`  restaurants16 training part (out of fold)`, scoreExtractions(texts, observed, scorer, (t) => !t.validation)));
  console.log(formatExtractionScores(`  restaurants16 whole dev`, scoreExtractions(texts, observed, scorer, () => true)));
}
const apps = loadAppReviews(dir);
const appObserved = await observeAll(apps, 'extractions-app-reviews', {}, log);
console.log(formatExtractionScores('app-reviews (theme "feature")', scoreExtractions(apps, appObserved, weights.generic, () => true)));
const features = loadAppFeatureThemes(dir);
const featureObserved = await observeAll(features, 'extractions-app-reviews', {}, log);
console.log(formatExtractionScores('app-reviews (each annotated feature as a theme, with absent ones)', scoreExtractions(features, featureObserved, weights.generic, () => true)));
writeFileSync(out, `${JSON.stringify(weights)}\n`);
console.log(`wrote ${out} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
