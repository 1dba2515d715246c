import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkSentimentParameters, SENTIMENT_CLASSES, sentimentFeatureNames, TrainedSentimentModel,
} from '../../../lambdas/models/local/sentiment-classifier.js';
import { LEXICAL_FEATURE_NAMES, lexicalFeatures } from '../../../lambdas/models/local/sentiment-features.js';
import { SENTIMENT_WEIGHTS_2026_11_22 } from '../../../lambdas/models/local/sentiment-weights.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';

/** sha256 of the committed weight file: a retrained file is a new version, never an edit. */
const WEIGHTS_SHA256 = 'a04d6c61430167da4dc4a7b18541816356acd430cabf7efe3886f7e77befbb73';
const WEIGHTS_FILE = new URL('../../../lambdas/models/local/weights/sentiment-2026-11-22.json', import.meta.url);

const encoder = new UseLiteEncoder();
const model = new TrainedSentimentModel(encoder, SENTIMENT_WEIGHTS_2026_11_22);
const classify = async (texts: string[]) => (await model.classify(texts)).map((r) => r.sentiment);

beforeAll(async () => {
  await encoder.embed(['warm up']);
});

describe('sentiment weight file 2026-11-22', () => {
  it('is the committed file, unchanged', () => {
    expect(createHash('sha256').update(readFileSync(WEIGHTS_FILE)).digest('hex')).toBe(WEIGHTS_SHA256);
  });

  it('fits the classifier: classes, feature names, shapes, a positive temperature', () => {
    const w = SENTIMENT_WEIGHTS_2026_11_22;
    expect(w.classes).toEqual([...SENTIMENT_CLASSES]);
    expect(w.features).toEqual(sentimentFeatureNames(encoder.dimension));
    expect(() => checkSentimentParameters(w, encoder.dimension)).not.toThrow();
    expect(() => checkSentimentParameters({ ...w, temperature: 0 }, encoder.dimension)).toThrow();
    expect(() => checkSentimentParameters(w, 100)).toThrow();
    expect(lexicalFeatures('Great food but rude staff!')).toHaveLength(LEXICAL_FEATURE_NAMES.length);
  });
});

describe('TrainedSentimentModel', () => {
  it('labels clear examples of every class', async () => {
    expect(await classify([
      'The food was absolutely amazing, best meal ever!',
      'The staff were friendly and helpful.',
      'The room was filthy and the staff were rude.',
      'Terrible service, I will never come back.',
      'The meeting is at 3pm on Tuesday.',
      'The store opens at nine and closes at six.',
      'Great food but the service was terribly slow.',
      'The battery life is excellent, however the screen scratches far too easily.',
    ])).toEqual(['positive', 'positive', 'negative', 'negative', 'neutral', 'neutral', 'mixed', 'mixed']);
  });

  it('returns one probability in [0, 1] per input, higher for clear than for hedged opinions', async () => {
    const [clear, hedged] = await model.classify(['Absolutely wonderful, I love it!', 'It was okay I guess.']);
    for (const r of [clear, hedged]) {
      expect(r.confidence).toBeGreaterThanOrEqual(0);
      expect(r.confidence).toBeLessThanOrEqual(1);
    }
    expect(clear.confidence).toBeGreaterThan(hedged.confidence);
    const probabilities = await model.probabilities(['fine']);
    expect(probabilities[0].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
  });

  it('is deterministic and does not depend on the other texts of the request', async () => {
    const texts = ['great food but rude staff', 'The meeting is at 3pm.', 'not good', 'Love it 😍'];
    const together = await model.classify(texts);
    expect(await model.classify(texts)).toEqual(together);
    const alone = await Promise.all(texts.map(async (t) => (await model.classify([t]))[0]));
    expect(alone).toEqual(together);
    expect(await model.classify([])).toEqual([]);
  });
});
