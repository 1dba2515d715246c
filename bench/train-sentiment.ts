/**
 * Trains the embedded sentiment classifier and writes its weight file.
 *
 *   node --import tsx bench/train-sentiment.ts [--data DIR] [--out FILE]
 *
 * Data: the sentiment development sets of the shared data folder (default `../shared/data`
 * beside the repository; read there, never copied). tweeteval, sst3, reviews-4class and
 * uci-sentences are split per set and class: one example in five (by a salted hash of its id) is
 * held out for validation, the rest trains a softmax regression over the USE Lite sentence
 * embedding plus lexicon and structure features. The temperature of the probabilities is fitted
 * on the validation part; amazon-rated is used only to check that confidence follows rater
 * agreement. Sentence embeddings are cached under the system temporary folder (first run: a few
 * minutes of encoding; later runs: seconds).
 *
 * Deterministic: the split is a hash, training is full-batch from zero weights with a fixed
 * iteration count, so the same data gives the same file. Prints the validation and whole-dev
 * scores per set; the default output is the weight file of the newest sentiment version.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { USE_LITE_DIMENSION } from '../lambdas/models/local/use-encoder-info.js';
import { dataDirectory, evaluateSentiment, fitSentiment, loadExamples, SHIPPED_HYPERPARAMETERS } from './sentiment-training.js';

const DEFAULT_OUT = fileURLToPath(new URL('../lambdas/models/local/weights/sentiment-2026-11-22.json', import.meta.url));

const outAt = process.argv.indexOf('--out');
const out = outAt >= 0 ? process.argv[outAt + 1] : DEFAULT_OUT;
const started = performance.now();
const examples = await loadExamples(dataDirectory(process.argv), (line) => console.log(line));
console.log(`${examples.length} examples (${examples.filter((e) => !e.validation).length} training) loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
const parameters = fitSentiment(examples, SHIPPED_HYPERPARAMETERS, USE_LITE_DIMENSION);
console.log(`trained in ${((performance.now() - started) / 1000).toFixed(1)} s with ${JSON.stringify(SHIPPED_HYPERPARAMETERS)}`);
for (const line of evaluateSentiment(parameters, examples).lines) console.log(line);
writeFileSync(out, `${JSON.stringify(parameters)}\n`);
console.log(`wrote ${out}`);
