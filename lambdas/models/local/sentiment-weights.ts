/**
 * The committed weight files of the trained sentiment classifier, one per version. A file is
 * written by bench/train-sentiment.ts and never edited: a new model is a new file and version.
 */
import weights20261122 from './weights/sentiment-2026-11-22.json' with { type: 'json' };
import weights20261123 from './weights/sentiment-2026-11-23.json' with { type: 'json' };
import weights20261125 from './weights/sentiment-2026-11-25.json' with { type: 'json' };
import weights20261127 from './weights/sentiment-2026-11-27.json' with { type: 'json' };
import weights20261130 from './weights/sentiment-2026-11-30.json' with { type: 'json' };
import type { CueSentimentParameters } from './sentiment-cue-model.js';
import type { SoftmaxParameters } from './softmax-regression.js';
import type { MlpParameters } from './softmax-mlp.js';

/** Sentiment version 2026-11-22: softmax regression on USE Lite, lexicon features and n-grams. */
export const SENTIMENT_WEIGHTS_2026_11_22: Readonly<SoftmaxParameters> = weights20261122;

/** Sentiment version 2026-11-23: a network with one hidden layer over the same features (softmax-mlp.ts). */
export const SENTIMENT_WEIGHTS_2026_11_23: Readonly<MlpParameters> = weights20261123;

/** Sentiment version 2026-11-25: a regression over the embedding and rule cues (sentiment-cue-model.ts). */
export const SENTIMENT_WEIGHTS_2026_11_25: Readonly<CueSentimentParameters> = weights20261125;

/** Sentiment version 2026-11-27: the same regression retrained over the cues of sentiment-cue-rules.ts. */
export const SENTIMENT_WEIGHTS_2026_11_27: Readonly<CueSentimentParameters> = weights20261127;

/** Sentiment version 2026-11-30: the regression retrained over the cues of sentiment-cue-rules-2026-11-30.ts, with the rules' class gated (`ruleGate`). */
export const SENTIMENT_WEIGHTS_2026_11_30: Readonly<CueSentimentParameters> = weights20261130;
