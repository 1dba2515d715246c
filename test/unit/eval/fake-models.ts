/**
 * Fast stand-ins for the embedded models, so the evaluation harness can be run end to end
 * against a real local server in a test: a hashed bag-of-words encoder (the real themes
 * clustering runs on it), a keyword sentiment model and a keyword extractor.
 */
import type { AnalysisExecutor } from '../../../lambdas/core/ports/executor.js';
import type { ExtractionsModel, ModelProvider, SentimentModel, TextEncoder } from '../../../lambdas/core/ports/models.js';
import { runAnalysis } from '../../../lambdas/operations/run-analysis.js';
import { LocalThemesModel } from '../../../lambdas/models/local/themes-local.js';

const DIMENSION = 64;

function hash(word: string): number {
  let h = 2166136261;
  for (const ch of word) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return (h >>> 0) % DIMENSION;
}

export const bagOfWordsEncoder: TextEncoder = {
  dimension: DIMENSION,
  embed: async (texts) =>
    texts.map((text) => {
      const v = new Float32Array(DIMENSION);
      for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) v[hash(word)] += 1;
      v[0] += 0.01;
      return v;
    }),
};

const keywordSentiment: SentimentModel = {
  classify: async (texts) =>
    texts.map((text) => {
      const positive = /great|love|good/i.test(text);
      const negative = /bad|hate|rude|slow/i.test(text);
      const sentiment = positive && negative ? 'mixed' : positive ? 'positive' : negative ? 'negative' : 'neutral';
      return { sentiment, confidence: positive || negative ? 0.9 : 0.5 };
    }),
};

const keywordExtractions: ExtractionsModel = {
  extract: async (inputs, themes) => inputs.map((input) => themes.map((theme) => (input.toLowerCase().includes(theme.toLowerCase()) ? [input] : []))),
};

const themes = new LocalThemesModel(bagOfWordsEncoder);

export const fakeProvider: ModelProvider = {
  encoder: () => bagOfWordsEncoder,
  sentiment: () => keywordSentiment,
  themes: () => themes,
  extractions: () => keywordExtractions,
};

/** Versions the fake executor was asked to run, per operation (to check version pinning). */
export const versionsRun = new Map<string, Set<string>>();

/** Runs every analysis in-process on the fake models, whatever the version. */
export const fakeExecutor: AnalysisExecutor = {
  run: (request, version, requestId) => {
    (versionsRun.get(request.operation) ?? versionsRun.set(request.operation, new Set()).get(request.operation)!).add(version);
    return runAnalysis(request, version, requestId, fakeProvider);
  },
};
