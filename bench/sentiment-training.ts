/**
 * Data, split, features and metrics shared by the sentiment training and tuning scripts. Reads
 * the development data from the shared data folder (never copied into the repository); sentence
 * embeddings are cached under the system temporary folder.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LEXICAL_FEATURE_NAMES, lexicalFeatures } from '../lambdas/models/local/sentiment-features.js';
import { UseLiteEncoder } from '../lambdas/models/local/use-encoder.js';
import { activeNgrams, SENTIMENT_CLASSES, sentimentFeatureNames, sentimentFeatureVector } from '../lambdas/models/local/sentiment-classifier.js';
import { cachedEmbeddings, TRAINING_ENCODER_RUNTIME } from './embedding-cache.js';
import { ngramKeys } from '../lambdas/core/text/ngrams.js';
import type { SentimentClass } from '../lambdas/core/ports/models.js';
import { argmax, softmaxLogits, softmaxProbabilities, type SoftmaxParameters } from '../lambdas/models/local/softmax-regression.js';
import { fitTemperature, trainSoftmax } from '../lambdas/models/local/softmax-training.js';
import { mlpLogits, mlpProbabilities, type MlpParameters } from '../lambdas/models/local/softmax-mlp.js';
import { averageMlps, trainMlp, type MlpTrainingOptions } from '../lambdas/models/local/softmax-mlp-training.js';

/** The development sets a model learns from; amazon-rated is kept apart to check calibration. */
export const TRAINING_SETS = ['tweeteval', 'sst3', 'reviews-4class', 'uci-sentences'] as const;
export type TrainingSetName = (typeof TRAINING_SETS)[number];

/** One in this many examples of each (set, class) stratum is held out for validation. */
export const VALIDATION_EVERY = 5;
/** Salt of the hash that orders examples inside a stratum: changing it draws another split. */
export const SPLIT_SEED = 'sentiment-2026-11-22';

export interface Example {
  set: string;
  id: string;
  text: string;
  label: string;
  /** amazon-rated only: the 20 raters' scores. */
  ratings?: number[];
  validation: boolean;
  /** Sentence embedding followed by the lexical features. */
  features: number[];
  /** Word n-gram keys. */
  ngrams: string[];
}

/** `--data DIR` from the command line, else the shared data folder beside the repository. */
export function dataDirectory(argv: readonly string[]): string {
  const at = argv.indexOf('--data');
  return at >= 0 ? argv[at + 1] : fileURLToPath(new URL('../../shared/data/', import.meta.url));
}

interface RawRow { id?: string; text: string; label?: string; label_3class?: string; ratings?: number[] }

export function readRows(dir: string, name: string): RawRow[] {
  return readFileSync(join(dir, 'sentiment', `${name}.dev.jsonl`), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as RawRow);
}

function rank(id: string, seed: string): string {
  return createHash('sha256').update(`${seed}:${id}`).digest('hex');
}

/** Marks every VALIDATION_EVERY-th example of each class (in hash order) as validation. */
export function stratify(rows: Array<Omit<Example, 'validation' | 'features' | 'ngrams'>>, seed: string): Array<Omit<Example, 'features' | 'ngrams'>> {
  const byClass = new Map<string, typeof rows>();
  for (const r of rows) byClass.set(r.label, [...(byClass.get(r.label) ?? []), r]);
  const held = new Set<string>();
  for (const members of byClass.values()) {
    const ordered = [...members].sort((a, b) => (rank(a.id, seed) < rank(b.id, seed) ? -1 : 1));
    ordered.forEach((r, k) => { if (k % VALIDATION_EVERY === 0) held.add(r.id); });
  }
  return rows.map((r) => ({ ...r, validation: held.has(r.id) }));
}

/** Loads the training sets (split by `splitSeed`) and amazon-rated (all validation), with their features; embeddings from the `runtime` encoder. */
export async function loadExamples(dir: string, log: (line: string) => void = () => {}, runtime: 'tfjs' | 'onnx' = TRAINING_ENCODER_RUNTIME, splitSeed = SPLIT_SEED): Promise<Example[]> {
  const raw: Array<Omit<Example, 'features' | 'ngrams'>> = [];
  for (const set of TRAINING_SETS) {
    const rows = readRows(dir, set).filter((r) => r.text.trim().length > 0);
    raw.push(...stratify(rows.map((r, i) => ({ set, id: r.id ?? `${set}-${i}`, text: r.text, label: r.label! })), splitSeed));
  }
  readRows(dir, 'amazon-rated').filter((r) => r.text.trim().length > 0).forEach((r, i) => {
    raw.push({ set: 'amazon-rated', id: r.id ?? `amazon-${i}`, text: r.text, label: r.label_3class!, ratings: r.ratings, validation: true });
  });
  const vectors = await cachedEmbeddings(runtime === TRAINING_ENCODER_RUNTIME ? 'sentiment-texts' : `sentiment-texts-${runtime}`, raw.map((r) => r.text), new UseLiteEncoder({ runtime }), log);
  return raw.map((r, i) => ({ ...r, features: sentimentFeatureVector(vectors[i], lexicalFeatures(r.text)), ngrams: ngramKeys(r.text) }));
}

export { LEXICAL_FEATURE_NAMES, SENTIMENT_CLASSES, sentimentFeatureNames };

export interface Scores {
  n: number;
  accuracy: number;
  macroF1: number;
  perClass: Record<string, number>;
}

/** Accuracy and macro-F1 over the classes present in the gold labels. */
export function scoreLabels(gold: readonly string[], predicted: readonly string[]): Scores {
  const present = [...new Set(gold)].sort();
  const perClass: Record<string, number> = {};
  for (const c of present) {
    let tp = 0, fp = 0, fn = 0;
    gold.forEach((g, i) => {
      if (predicted[i] === c && g === c) tp++;
      else if (predicted[i] === c) fp++;
      else if (g === c) fn++;
    });
    perClass[c] = tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
  }
  const accuracy = gold.filter((g, i) => g === predicted[i]).length / Math.max(1, gold.length);
  const macroF1 = present.reduce((a, c) => a + perClass[c], 0) / Math.max(1, present.length);
  return { n: gold.length, accuracy, macroF1, perClass };
}

function ranks(v: readonly number[]): number[] {
  const idx = v.map((x, i) => [x, i] as const).sort((p, q) => p[0] - q[0]);
  const r = new Array<number>(v.length);
  for (let i = 0; i < idx.length;) {
    let j = i;
    while (j + 1 < idx.length && idx[j + 1][0] === idx[i][0]) j++;
    for (let k = i; k <= j; k++) r[idx[k][1]] = (i + j) / 2;
    i = j + 1;
  }
  return r;
}

/** Spearman rank correlation (Pearson correlation of the ranks, ties averaged). */
export function spearman(a: readonly number[], b: readonly number[]): number {
  const ra = ranks(a), rb = ranks(b);
  const mean = (x: number[]) => x.reduce((s, y) => s + y, 0) / x.length;
  const ma = mean(ra), mb = mean(rb);
  let num = 0, da = 0, db = 0;
  for (let i = 0; i < ra.length; i++) {
    num += (ra[i] - ma) * (rb[i] - mb);
    da += (ra[i] - ma) ** 2;
    db += (rb[i] - mb) ** 2;
  }
  return num / Math.sqrt(da * db);
}

/** Raters' agreement on polarity: the share of raters on the majority side (−, 0, +). */
export function polarityAgreement(ratings: readonly number[]): number {
  const counts = [0, 0, 0];
  for (const x of ratings) counts[Math.sign(x) + 1]++;
  return Math.max(...counts) / ratings.length;
}

/** Formats a score line: `name: n=… acc=… macroF1=… (class=F1 …)`. */
export function formatScores(name: string, s: Scores): string {
  const perClass = Object.entries(s.perClass).map(([c, f]) => `${c}=${f.toFixed(3)}`).join(' ');
  return `${name}: n=${s.n} acc=${s.accuracy.toFixed(4)} macroF1=${s.macroF1.toFixed(4)} (${perClass})`;
}

/** How examples are weighted in the loss and how strongly weights are penalised. */
export interface SentimentHyperparameters {
  l2: number;
  /** 0: classes weigh by their frequency; 1: every class of a set weighs the same in total. */
  classBalance: number;
  /** 0: sets weigh by their size; 1: every set weighs the same in total. */
  setBalance: number;
  iterations: number;
  learningRate: number;
  /** Most n-grams kept (the most frequent in the training part); 0 = no n-gram features. */
  vocabularySize: number;
  /** An n-gram is kept only if at least this many training texts have it. */
  minCount: number;
  sparseL2: number;
}

/** The most frequent n-grams of the examples (ties by key), at most `size`, each in `minCount` texts. */
export function buildVocabulary(examples: readonly Example[], size: number, minCount: number): string[] {
  const counts = new Map<string, number>();
  for (const e of examples) for (const k of e.ngrams) counts.set(k, (counts.get(k) ?? 0) + 1);
  return [...counts].filter(([, n]) => n >= minCount)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, size)
    .map(([k]) => k);
}

/** Loss weight of each example under the hyperparameters. */
export function exampleWeights(examples: readonly Example[], h: Pick<SentimentHyperparameters, 'classBalance' | 'setBalance'>): number[] {
  const setSize = new Map<string, number>();
  const classSize = new Map<string, number>();
  const classesOf = new Map<string, Set<string>>();
  for (const e of examples) {
    setSize.set(e.set, (setSize.get(e.set) ?? 0) + 1);
    classSize.set(`${e.set}/${e.label}`, (classSize.get(`${e.set}/${e.label}`) ?? 0) + 1);
    classesOf.set(e.set, (classesOf.get(e.set) ?? new Set()).add(e.label));
  }
  const meanSet = examples.length / setSize.size;
  return examples.map((e) => {
    const n = setSize.get(e.set)!;
    const balanced = n / (classesOf.get(e.set)!.size * classSize.get(`${e.set}/${e.label}`)!);
    return balanced ** h.classBalance * (meanSet / n) ** h.setBalance;
  });
}

/** The hyperparameters of the shipped model (chosen with bench/tune-sentiment.ts). */
export const SHIPPED_HYPERPARAMETERS: SentimentHyperparameters = {
  l2: 3e-3,
  classBalance: 1,
  setBalance: 0.5,
  iterations: 300,
  learningRate: 0.05,
  vocabularySize: 4000,
  minCount: 3,
  sparseL2: 3e-3,
};

/** Significant digits kept in the weight file: more changes no prediction, only the file size. */
const WEIGHT_DIGITS = 6;

const round = (v: number) => Number(v.toPrecision(WEIGHT_DIGITS));

/** The parameters as written to the weight file (rounded), so that measurements use the same. */
export function roundParameters(p: SoftmaxParameters): SoftmaxParameters {
  const rounded: SoftmaxParameters = { ...p, mean: p.mean.map(round), scale: p.scale.map(round), weights: p.weights.map((r) => r.map(round)), temperature: round(p.temperature) };
  if (p.sparseWeights) rounded.sparseWeights = p.sparseWeights.map((r) => r.map(round));
  return rounded;
}

/**
 * Trains on the training part of the training sets and fits the temperature on their validation
 * part. Returns rounded parameters.
 */
export function fitSentiment(examples: readonly Example[], h: SentimentHyperparameters, dimension: number): SoftmaxParameters {
  const train = examples.filter((e) => !e.validation && (TRAINING_SETS as readonly string[]).includes(e.set));
  const classes = [...SENTIMENT_CLASSES];
  const vocabulary = buildVocabulary(train, h.vocabularySize, h.minCount);
  const index = new Map(vocabulary.map((k, i) => [k, i]));
  const raw = trainSoftmax(
    {
      rows: train.map((e) => e.features),
      labels: train.map((e) => classes.indexOf(e.label as SentimentClass)),
      weights: exampleWeights(train, h),
      active: train.map((e) => activeNgrams(index, e.text)),
    },
    { classes, features: sentimentFeatureNames(dimension), l2: h.l2, iterations: h.iterations, learningRate: h.learningRate, vocabulary, sparseL2: h.sparseL2 },
  );
  const held = examples.filter((e) => e.validation && (TRAINING_SETS as readonly string[]).includes(e.set));
  const temperature = fitTemperature(held.map((e) => softmaxLogits(raw, e.features, activeNgrams(index, e.text))), held.map((e) => classes.indexOf(e.label as SentimentClass)));
  return roundParameters({ ...raw, temperature });
}

/** Per-set scores of the parameters on the validation part, the whole set, and calibration lines. */
export function evaluateSentiment(p: SoftmaxParameters, examples: readonly Example[]): Evaluation {
  const index = new Map((p.vocabulary ?? []).map((k, i) => [k, i]));
  return evaluatePredictions(examples.map((e) => softmaxProbabilities(p, e.features, activeNgrams(index, e.text))), examples, p.temperature);
}

export interface Evaluation { lines: string[]; validation: Record<string, Scores>; whole: Record<string, Scores>; calibration: number }

/** Per-set scores of predicted probabilities (one row per example) and calibration lines. */
export function evaluatePredictions(predicted: readonly number[][], examples: readonly Example[], temperature: number): Evaluation {
  const lines: string[] = [];
  const validation: Record<string, Scores> = {};
  const whole: Record<string, Scores> = {};
  const label = (q: number[]) => SENTIMENT_CLASSES[argmax(q)];
  for (const set of [...TRAINING_SETS, 'amazon-rated']) {
    const idx = examples.map((e, i) => (e.set === set ? i : -1)).filter((i) => i >= 0);
    const val = idx.filter((i) => examples[i].validation);
    validation[set] = scoreLabels(val.map((i) => examples[i].label), val.map((i) => label(predicted[i])));
    whole[set] = scoreLabels(idx.map((i) => examples[i].label), idx.map((i) => label(predicted[i])));
    lines.push(formatScores(`${set} validation`, validation[set]));
    if (set !== 'amazon-rated') lines.push(formatScores(`${set} whole dev`, whole[set]));
  }
  const rated = examples.map((e, i) => [e, predicted[i]] as const).filter(([e]) => e.ratings !== undefined);
  const confidence = rated.map(([, q]) => Math.max(...q));
  const agreement = rated.map(([e]) => polarityAgreement(e.ratings!));
  const spread = rated.map(([e]) => standardDeviation(e.ratings!));
  const calibration = spearman(confidence, agreement);
  lines.push(`amazon-rated calibration: spearman(confidence, polarity agreement) = ${calibration.toFixed(4)} (higher is better); spearman(confidence, rating std) = ${spearman(confidence, spread).toFixed(4)} (lower is better)`);
  const held = examples.map((e, i) => [e, predicted[i]] as const).filter(([e]) => e.validation && e.set !== 'amazon-rated');
  lines.push(`validation log-loss ${meanLogLoss(held).toFixed(4)}, expected calibration error ${calibrationError(held).toFixed(4)}, temperature ${temperature}`);
  return { lines, validation, whole, calibration };
}

/**
 * How the network of version 2026-11-23 is trained (chosen with bench/tune-sentiment.ts): the
 * trainer's options, less what the data gives (classes, features, vocabulary), plus the data's
 * balancing and the ensemble.
 */
export interface NetworkHyperparameters extends Omit<MlpTrainingOptions, 'classes' | 'features' | 'vocabulary' | 'seed'> {
  classBalance: number;
  setBalance: number;
  vocabularySize: number;
  minCount: number;
  /** Seed of the first member; member k uses seed + k. */
  seed: number;
  /** Networks trained with different seeds and averaged into one. */
  members: number;
}

export const NETWORK_HYPERPARAMETERS: NetworkHyperparameters = {
  classBalance: 1,
  setBalance: 0.5,
  vocabularySize: 4000,
  minCount: 3,
  hidden: 128,
  epochs: 20,
  batchSize: 64,
  learningRate: 2e-3,
  hiddenL2: 3e-3,
  outputL2: 3e-3,
  sparseL2: 1e-3,
  dropout: 0.3,
  seed: 20261123,
  members: 3,
};

/** The network parameters as written to the weight file (rounded), so that measurements use the same. */
export function roundNetwork(p: MlpParameters): MlpParameters {
  const rows = (m: number[][]) => m.map((r) => r.map(round));
  return {
    ...p,
    mean: p.mean.map(round),
    scale: p.scale.map(round),
    hiddenWeights: rows(p.hiddenWeights),
    hiddenBias: p.hiddenBias.map(round),
    outputWeights: rows(p.outputWeights),
    outputBias: p.outputBias.map(round),
    linearWeights: rows(p.linearWeights),
    sparseWeights: rows(p.sparseWeights),
    temperature: round(p.temperature),
  };
}

const isTraining = (e: Example) => (TRAINING_SETS as readonly string[]).includes(e.set);

/** Trains the network on `train` (its own n-gram vocabulary); temperature 1, unrounded. */
function trainNetwork(train: readonly Example[], h: NetworkHyperparameters, dimension: number): MlpParameters {
  const classes = [...SENTIMENT_CLASSES];
  const vocabulary = buildVocabulary(train, h.vocabularySize, h.minCount);
  const index = new Map(vocabulary.map((k, i) => [k, i]));
  const set = {
    rows: train.map((e) => e.features),
    active: train.map((e) => activeNgrams(index, e.text)),
    labels: train.map((e) => classes.indexOf(e.label as SentimentClass)),
    weights: exampleWeights(train, h),
  };
  return averageMlps(Array.from({ length: h.members }, (_, k) => trainMlp(set, {
    classes, features: sentimentFeatureNames(dimension), vocabulary, hidden: h.hidden, epochs: h.epochs, batchSize: h.batchSize,
    learningRate: h.learningRate, hiddenL2: h.hiddenL2, outputL2: h.outputL2, sparseL2: h.sparseL2, dropout: h.dropout, seed: h.seed + k,
  })));
}

/** Class probabilities of every example under network parameters. */
export function networkPredictions(p: MlpParameters, examples: readonly Example[]): number[][] {
  const index = new Map(p.vocabulary.map((k, i) => [k, i]));
  return examples.map((e) => mlpProbabilities(p, e.features, activeNgrams(index, e.text)));
}

/**
 * The validation model: trained on the training part of the training sets, temperature fitted on
 * their validation part. Returns rounded parameters; its scores on the validation part are
 * held-out figures.
 */
export function fitSentimentNetwork(examples: readonly Example[], h: NetworkHyperparameters, dimension: number): MlpParameters {
  const raw = trainNetwork(examples.filter((e) => !e.validation && isTraining(e)), h, dimension);
  const classes = [...SENTIMENT_CLASSES];
  const held = examples.filter((e) => e.validation && isTraining(e));
  const index = new Map(raw.vocabulary.map((k, i) => [k, i]));
  const temperature = fitTemperature(held.map((e) => mlpLogits(raw, e.features, activeNgrams(index, e.text))), held.map((e) => classes.indexOf(e.label as SentimentClass)));
  return roundNetwork({ ...raw, temperature });
}

/**
 * The shipped model: the same training on every example of the training sets (training and
 * validation parts), with the temperature of the validation model (which only held-out data can
 * fit). Its scores on the validation part are in-sample.
 */
export function fitFinalSentimentNetwork(examples: readonly Example[], h: NetworkHyperparameters, dimension: number, temperature: number): MlpParameters {
  return roundNetwork({ ...trainNetwork(examples.filter(isTraining), h, dimension), temperature });
}

function standardDeviation(v: readonly number[]): number {
  const m = v.reduce((a, b) => a + b, 0) / v.length;
  return Math.sqrt(v.reduce((a, b) => a + (b - m) ** 2, 0) / v.length);
}

function meanLogLoss(rows: ReadonlyArray<readonly [Example, number[]]>): number {
  return rows.reduce((a, [e, q]) => a - Math.log(Math.max(q[SENTIMENT_CLASSES.indexOf(e.label as SentimentClass)], 1e-12)), 0) / rows.length;
}

/** Confidence bins of the expected calibration error. */
const ECE_BINS = 10;

/** Expected calibration error: mean |accuracy - confidence| over confidence bins, weighted by size. */
function calibrationError(rows: ReadonlyArray<readonly [Example, number[]]>): number {
  const bins = Array.from({ length: ECE_BINS }, () => ({ n: 0, confidence: 0, correct: 0 }));
  for (const [e, q] of rows) {
    const best = argmax(q);
    const b = bins[Math.min(ECE_BINS - 1, Math.floor(q[best] * ECE_BINS))];
    b.n++;
    b.confidence += q[best];
    b.correct += SENTIMENT_CLASSES[best] === e.label ? 1 : 0;
  }
  return bins.reduce((a, b) => a + (b.n === 0 ? 0 : Math.abs(b.correct - b.confidence)), 0) / rows.length;
}
