/**
 * Trains the embedded sentiment classifier and writes its weight file.
 *
 *   node --import tsx bench/train-sentiment.ts [--data DIR] [--out FILE] [--version 2026-11-30|2026-11-27|2026-11-25|2026-11-23|2026-11-22] [--loso]
 *
 * Version 2026-11-30 (the default): the regression of 2026-11-27 (same settings and split) over the
 * cues of lambdas/models/local/sentiment-cue-rules-2026-11-30.ts, with `ruleGate` 0.5: the rules'
 * positive or negative class adds its bonus only where their evidence is clear (|overall| ≥ 0.5, an
 * idiom or an outcome), so weak lexicon leanings no longer override the regression. Scored with the
 * decision of sentiment-side-decision.ts, held out and in-sample side by side; `--loso` adds
 * leave-one-source-out runs (trained on three sets, scored on the fourth).
 *
 * Version 2026-11-25 (the default): see bench/sentiment-cue-training.ts. Trained on four fifths of
 * each development set (salted split of its own), temperature fitted on the held-out fifth; prints
 * held-out and in-sample figures side by side, the own hand-written sentences and, with
 * `--loso`, leave-one-source-out figures; then the same for version 2026-11-26, which serves the
 * same file with the decision of lambdas/models/local/sentiment-contrast.ts (no file of its own).
 *
 * Data: the sentiment development sets of the shared data folder (default `../shared/data`
 * beside the repository; read there, never copied). tweeteval, sst3, reviews-4class and
 * uci-sentences are split per set and class: one example in five (by a salted hash of its id) is
 * held out for validation; amazon-rated is used only to check that confidence follows rater
 * agreement. Sentence embeddings are cached under the system temporary folder (first run: a few
 * minutes of encoding; later runs: seconds).
 *
 * Version 2026-11-23 (the default): a network with one hidden layer next to linear paths over the
 * USE Lite sentence embedding, lexicon and structure features and word n-grams. A validation
 * model is trained on the training part and scored on the held-out part (the figures to judge the
 * model by); its temperature is fitted on the held-out part. The shipped model is then trained
 * the same way on all the development examples of the training sets, with that temperature.
 *
 * Version 2026-11-22: a softmax regression trained on the training part, temperature fitted on
 * the validation part (reproduces the committed file of that version).
 *
 * Deterministic: the split is a hash, and training uses fixed seeds, a fixed example order per
 * epoch and fixed iteration counts, so the same data gives the same file byte for byte.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { USE_LITE_DIMENSION } from '../lambdas/models/local/use-encoder-info.js';
import {
  dataDirectory, evaluatePredictions, evaluateSentiment, fitFinalSentimentNetwork, fitSentiment, fitSentimentNetwork, loadExamples,
  NETWORK_HYPERPARAMETERS, networkPredictions, SHIPPED_HYPERPARAMETERS,
} from './sentiment-training.js';
import { contrastDecision } from '../lambdas/models/local/sentiment-contrast.js';
import { CUE_RULES_2026_11_27 } from '../lambdas/models/local/sentiment-cue-rules.js';
import { evidenceDecision } from '../lambdas/models/local/sentiment-evidence-decision.js';
import { CUE_RULES_2026_11_30 } from '../lambdas/models/local/sentiment-cue-rules-2026-11-30.js';
import { SIDE_SETTINGS, sideDecision } from '../lambdas/models/local/sentiment-side-decision.js';
import {
  CUE_HYPERPARAMETERS, CUE_HYPERPARAMETERS_2026_11_27, CUE_HYPERPARAMETERS_2026_11_30, evaluateCueModel, fitShippedCueModel, leaveOneSourceOut, loadCueExamples, type CueDecide,
} from './sentiment-cue-training.js';

const VERSIONS = ['2026-11-30', '2026-11-27', '2026-11-25', '2026-11-23', '2026-11-22'] as const;

const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const version = option('--version') ?? VERSIONS[0];
if (!(VERSIONS as readonly string[]).includes(version)) throw new Error(`--version must be one of ${VERSIONS.join(', ')}`);
const out = option('--out') ?? fileURLToPath(new URL(`../lambdas/models/local/weights/sentiment-${version}.json`, import.meta.url));
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const examples = version === '2026-11-25' || version === '2026-11-27' || version === '2026-11-30' ? [] : await loadExamples(dataDirectory(process.argv), (line) => console.log(line));
if (examples.length > 0) console.log(`${examples.length} examples (${examples.filter((e) => !e.validation).length} training) loaded in ${seconds()} s`);

let parameters: object;
if (version === '2026-11-30') {
  // The cue rules of sentiment-cue-rules-2026-11-30.ts, the regression settings of 2026-11-27, the rules' polar class gated (ruleGate).
  const cueExamples = await loadCueExamples(dataDirectory(process.argv), (line) => console.log(line), CUE_RULES_2026_11_30);
  const p = fitShippedCueModel(cueExamples, CUE_HYPERPARAMETERS_2026_11_30);
  console.log(`trained in ${seconds()} s with ${JSON.stringify(CUE_HYPERPARAMETERS_2026_11_30)}`);
  const decide: CueDecide = (text, q, cues) => sideDecision(text, q, cues, SIDE_SETTINGS, CUE_RULES_2026_11_30);
  console.log('Version 2026-11-30 (decision of sentiment-side-decision.ts over the cues of 2026-11-30):');
  for (const line of evaluateCueModel(p, cueExamples, decide).lines) console.log(`  ${line}`);
  if (process.argv.includes('--loso')) for (const line of leaveOneSourceOut(cueExamples, CUE_HYPERPARAMETERS_2026_11_30, { '2026-11-30': decide })) console.log(`  ${line}`);
  parameters = p;
} else if (version === '2026-11-27') {
  // The cue rules of sentiment-cue-rules.ts, the same regression settings, the decision of sentiment-evidence-decision.ts.
  const cueExamples = await loadCueExamples(dataDirectory(process.argv), (line) => console.log(line), CUE_RULES_2026_11_27);
  const p = fitShippedCueModel(cueExamples, CUE_HYPERPARAMETERS_2026_11_27);
  console.log(`trained in ${seconds()} s with ${JSON.stringify(CUE_HYPERPARAMETERS_2026_11_27)}`);
  console.log('Version 2026-11-27 (decision of sentiment-evidence-decision.ts):');
  for (const line of evaluateCueModel(p, cueExamples, evidenceDecision).lines) console.log(`  ${line}`);
  if (process.argv.includes('--loso')) for (const line of leaveOneSourceOut(cueExamples, CUE_HYPERPARAMETERS_2026_11_27, { '2026-11-27': evidenceDecision })) console.log(`  ${line}`);
  parameters = p;
} else if (version === '2026-11-25') {
  const cueExamples = await loadCueExamples(dataDirectory(process.argv), (line) => console.log(line));
  const p = fitShippedCueModel(cueExamples);
  console.log(`trained in ${seconds()} s with ${JSON.stringify(CUE_HYPERPARAMETERS)}`);
  for (const line of evaluateCueModel(p, cueExamples).lines) console.log(`  ${line}`);
  console.log('Version 2026-11-26: the same file with the decision of sentiment-contrast.ts (mixed needs contrast):');
  for (const line of evaluateCueModel(p, cueExamples, contrastDecision).lines) console.log(`  ${line}`);
  if (process.argv.includes('--loso')) for (const line of leaveOneSourceOut(cueExamples, CUE_HYPERPARAMETERS, { '2026-11-26': contrastDecision })) console.log(`  ${line}`);
  parameters = p;
} else if (version === '2026-11-22') {
  const p = fitSentiment(examples, SHIPPED_HYPERPARAMETERS, USE_LITE_DIMENSION);
  console.log(`trained in ${seconds()} s with ${JSON.stringify(SHIPPED_HYPERPARAMETERS)}`);
  for (const line of evaluateSentiment(p, examples).lines) console.log(line);
  parameters = p;
} else {
  const h = NETWORK_HYPERPARAMETERS;
  const validationModel = fitSentimentNetwork(examples, h, USE_LITE_DIMENSION);
  console.log(`validation model trained in ${seconds()} s with ${JSON.stringify(h)}`);
  console.log('Validation model (trained on the training part; "validation" lines are held-out figures):');
  for (const line of evaluatePredictions(networkPredictions(validationModel, examples), examples, validationModel.temperature).lines) console.log(`  ${line}`);
  const p = fitFinalSentimentNetwork(examples, h, USE_LITE_DIMENSION, validationModel.temperature);
  console.log(`shipped model trained on every development example in ${seconds()} s`);
  console.log('Shipped model (all its figures are in-sample except amazon-rated):');
  for (const line of evaluatePredictions(networkPredictions(p, examples), examples, p.temperature).lines) console.log(`  ${line}`);
  parameters = p;
}
writeFileSync(out, `${JSON.stringify(parameters)}\n`);
console.log(`wrote ${out}`);
