import type { SentimentClass, SentimentModel, SentimentResult, TextEncoder } from '../../core/ports/models.js';
import { ngramKeys } from '../../core/text/ngrams.js';
import { LEXICAL_FEATURE_NAMES, lexicalFeatures } from './sentiment-features.js';
import { argmax, softmaxProbabilities, type SoftmaxParameters } from './softmax-regression.js';
import { checkMlpShapes, mlpProbabilities, type MlpParameters } from './softmax-mlp.js';

/** The classes of the contract, in the order of a sentiment weight file's rows. */
export const SENTIMENT_CLASSES: readonly SentimentClass[] = ['positive', 'negative', 'neutral', 'mixed'];

/** Names of the features: the unit-length sentence embedding's components, then the lexical ones. */
export function sentimentFeatureNames(dimension: number): string[] {
  return [...Array.from({ length: dimension }, (_, k) => `embedding_${k}`), ...LEXICAL_FEATURE_NAMES];
}

/** The feature vector of a text from its sentence embedding and its lexical features. */
export function sentimentFeatureVector(embedding: ArrayLike<number>, lexical: readonly number[]): number[] {
  let norm = 0;
  for (let k = 0; k < embedding.length; k++) norm += embedding[k] * embedding[k];
  norm = Math.sqrt(norm) || 1;
  return [...Array.from(embedding, (v) => v / norm), ...lexical];
}

/** Throws unless a weight file fits this model and encoder (class and feature names, shapes). */
export function checkSentimentParameters(p: Readonly<SoftmaxParameters>, dimension: number): void {
  const expected = sentimentFeatureNames(dimension);
  const sameClasses = p.classes.length === SENTIMENT_CLASSES.length && p.classes.every((c, k) => c === SENTIMENT_CLASSES[k]);
  const sameFeatures = p.features.length === expected.length && p.features.every((f, k) => f === expected[k]);
  const shapes = p.mean.length === expected.length && p.scale.length === expected.length
    && p.weights.length === SENTIMENT_CLASSES.length && p.weights.every((row) => row.length === expected.length + 1)
    && (p.vocabulary === undefined
      || (p.sparseWeights?.length === SENTIMENT_CLASSES.length && p.sparseWeights.every((row) => row.length === p.vocabulary!.length)));
  if (!sameClasses || !sameFeatures || !shapes || !(p.temperature > 0)) {
    throw new Error('sentiment weight file does not match the sentiment classifier');
  }
}

/** Indices of a text's word n-grams in a vocabulary (unknown n-grams are ignored). */
export function activeNgrams(index: ReadonlyMap<string, number>, text: string): number[] {
  return ngramKeys(text).flatMap((k) => {
    const at = index.get(k);
    return at === undefined ? [] : [at];
  });
}

/**
 * Trained sentiment classifier: a softmax regression over the text's sentence embedding, its
 * lexicon/structure features and its word n-grams (unigrams and bigrams with negation marks), with temperature-scaled probabilities, so `confidence` is the
 * model's calibrated probability of the returned class. The weights come from a committed file
 * produced by the project's training script. Deterministic: one text's result does not depend on
 * the other texts of the request.
 */
export class TrainedSentimentModel implements SentimentModel {
  private readonly index: ReadonlyMap<string, number>;

  constructor(
    private readonly encoder: TextEncoder,
    private readonly parameters: Readonly<SoftmaxParameters>,
  ) {
    checkSentimentParameters(parameters, encoder.dimension);
    this.index = new Map((parameters.vocabulary ?? []).map((key, i) => [key, i]));
  }

  /** Probabilities of the four classes (in SENTIMENT_CLASSES order) for each text. */
  async probabilities(texts: readonly string[]): Promise<number[][]> {
    if (texts.length === 0) return [];
    const vectors = await this.encoder.embed(texts);
    return texts.map((text, i) =>
      softmaxProbabilities(this.parameters, sentimentFeatureVector(vectors[i], lexicalFeatures(text)), activeNgrams(this.index, text)));
  }

  async classify(texts: readonly string[]): Promise<SentimentResult[]> {
    return (await this.probabilities(texts)).map((p) => {
      const best = argmax(p);
      return { sentiment: SENTIMENT_CLASSES[best], confidence: p[best] };
    });
  }
}

/** Throws unless a network weight file fits this model and encoder (classes, feature names, shapes). */
export function checkSentimentNetwork(p: Readonly<MlpParameters>, dimension: number): void {
  const expected = sentimentFeatureNames(dimension);
  const sameClasses = p.classes.length === SENTIMENT_CLASSES.length && p.classes.every((c, k) => c === SENTIMENT_CLASSES[k]);
  const sameFeatures = p.features.length === expected.length && p.features.every((f, k) => f === expected[k]);
  if (!sameClasses || !sameFeatures) throw new Error('sentiment weight file does not match the sentiment classifier');
  checkMlpShapes(p);
}

/**
 * Trained sentiment classifier of version 2026-11-23: the features of {@link TrainedSentimentModel}
 * (sentence embedding, lexicon/structure features, word n-grams with negation marks) read by a
 * small network with one hidden layer next to the linear paths (softmax-mlp.ts), so that a cue
 * can count differently in different kinds of text (a tweet, a review sentence, a film review)
 * without the model being told the source. Temperature-scaled probabilities; `confidence` is the
 * probability of the returned class. Deterministic, and one text's result does not depend on the
 * other texts of the request.
 */
export class TrainedSentimentNetwork implements SentimentModel {
  private readonly index: ReadonlyMap<string, number>;

  constructor(
    private readonly encoder: TextEncoder,
    private readonly parameters: Readonly<MlpParameters>,
  ) {
    checkSentimentNetwork(parameters, encoder.dimension);
    this.index = new Map(parameters.vocabulary.map((key, i) => [key, i]));
  }

  /** Probabilities of the four classes (in SENTIMENT_CLASSES order) for each text. */
  async probabilities(texts: readonly string[]): Promise<number[][]> {
    if (texts.length === 0) return [];
    const vectors = await this.encoder.embed(texts);
    return texts.map((text, i) =>
      mlpProbabilities(this.parameters, sentimentFeatureVector(vectors[i], lexicalFeatures(text)), activeNgrams(this.index, text)));
  }

  async classify(texts: readonly string[]): Promise<SentimentResult[]> {
    return (await this.probabilities(texts)).map((p) => {
      const best = argmax(p);
      return { sentiment: SENTIMENT_CLASSES[best], confidence: p[best] };
    });
  }
}
