/**
 * The committed weight files of the trained sentiment classifier, one per version. A file is
 * written by bench/train-sentiment.ts and never edited: a new model is a new file and version.
 */
import weights20261122 from './weights/sentiment-2026-11-22.json' with { type: 'json' };
import type { SoftmaxParameters } from './softmax-regression.js';

/** Sentiment version 2026-11-22: softmax regression on USE Lite, lexicon features and n-grams. */
export const SENTIMENT_WEIGHTS_2026_11_22: Readonly<SoftmaxParameters> = weights20261122;
