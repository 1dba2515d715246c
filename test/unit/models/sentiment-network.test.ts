import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkSentimentNetwork, SENTIMENT_CLASSES, sentimentFeatureNames, TrainedSentimentNetwork,
} from '../../../lambdas/models/local/sentiment-classifier.js';
import { SENTIMENT_WEIGHTS_2026_11_23 } from '../../../lambdas/models/local/sentiment-weights.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { SENTIMENT_V3 } from '../../../lambdas/models/local/trained-model-versions.js';

/** sha256 of the committed weight file: a retrained file is a new version, never an edit. */
const WEIGHTS_SHA256 = '06eedcabda7db032e059db6dca4b71829d39938a6643fddc09c5dd80f34c143a';
const WEIGHTS_FILE = new URL('../../../lambdas/models/local/weights/sentiment-2026-11-23.json', import.meta.url);

const encoder = new UseLiteEncoder();
const model = new TrainedSentimentNetwork(encoder, SENTIMENT_WEIGHTS_2026_11_23);
const classify = async (texts: string[]) => (await model.classify(texts)).map((r) => r.sentiment);

beforeAll(async () => {
  await encoder.embed(['warm up']);
});

describe('sentiment weight file 2026-11-23', () => {
  it('is the committed file, unchanged, and small', () => {
    const bytes = readFileSync(WEIGHTS_FILE);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(WEIGHTS_SHA256);
    expect(bytes.length).toBeLessThan(5_000_000);
  });

  it('fits the network: classes, feature names, shapes, a positive temperature', () => {
    const w = SENTIMENT_WEIGHTS_2026_11_23;
    expect(w.classes).toEqual([...SENTIMENT_CLASSES]);
    expect(w.features).toEqual(sentimentFeatureNames(encoder.dimension));
    expect(w.hiddenBias.length).toBeGreaterThan(0);
    expect(w.vocabulary.length).toBeGreaterThan(0);
    expect(() => checkSentimentNetwork(w, encoder.dimension)).not.toThrow();
    expect(() => checkSentimentNetwork({ ...w, temperature: 0 }, encoder.dimension)).toThrow();
    expect(() => checkSentimentNetwork({ ...w, hiddenBias: w.hiddenBias.slice(1) }, encoder.dimension)).toThrow();
    expect(() => checkSentimentNetwork(w, 100)).toThrow();
  });

  it('stays served by the embedded backend (no longer the default)', () => {
    expect(SENTIMENT_V3).toBe('2026-11-23');
    expect(LOCAL_CATALOG.sentiment.versions.map((v) => v.id)).toContain(SENTIMENT_V3);
  });
});

describe('TrainedSentimentNetwork (2026-11-23)', () => {
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
      'The screen is gorgeous although the speakers are weak.',
      'The hotel is near the station.',
    ])).toEqual(['positive', 'positive', 'negative', 'negative', 'neutral', 'neutral', 'mixed', 'mixed', 'mixed', 'neutral']);
  });

  it('reads negation', async () => {
    expect(await classify(['The soup was not good at all.', 'I did not like the pasta.', 'Not bad at all, I really enjoyed it.']))
      .toEqual(['negative', 'negative', 'positive']);
  });

  it('returns one probability in [0, 1] per input, higher for clear than for hedged opinions', async () => {
    const results = await model.classify(['Absolutely wonderful, I love it!', 'It was okay I guess.', 'Great food but rude staff.', 'The train leaves at noon.']);
    for (const r of results) {
      expect(r.confidence).toBeGreaterThanOrEqual(0);
      expect(r.confidence).toBeLessThanOrEqual(1);
    }
    expect(results[0].confidence).toBeGreaterThan(results[1].confidence);
    const probabilities = await model.probabilities(['fine', 'awful']);
    for (const p of probabilities) {
      expect(p).toHaveLength(4);
      expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    }
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
