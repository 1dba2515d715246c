import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { CueSentimentModel, cueSentimentFeatureNames } from '../../../lambdas/models/local/sentiment-cue-model.js';
import { ruleClass, sentimentCues } from '../../../lambdas/models/local/sentiment-cues.js';
import { SENTIMENT_WEIGHTS_2026_11_25 } from '../../../lambdas/models/local/sentiment-weights.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { SENTIMENT_V4 } from '../../../lambdas/models/local/trained-model-versions.js';

const encoder = new UseLiteEncoder();
const model = new CueSentimentModel(encoder, SENTIMENT_WEIGHTS_2026_11_25);
const classify = async (texts: string[]) => (await model.classify(texts)).map((r) => r.sentiment);

beforeAll(async () => {
  await encoder.embed(['warm up']);
});

/** sha256 of the committed weight file (bench/train-sentiment.ts reproduces it byte for byte): a retrained file is a new version. */
const WEIGHTS_SHA256 = 'e7324bd17010fa6516e4b0eb8ed33c677a085d3c6c3618a822c3d00f2623bd8e';
const WEIGHTS_FILE = new URL('../../../lambdas/models/local/weights/sentiment-2026-11-25.json', import.meta.url);

describe('sentiment 2026-11-25 (CueSentimentModel)', () => {
  it('is the committed weight file, unchanged, and small', () => {
    const bytes = readFileSync(WEIGHTS_FILE);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(WEIGHTS_SHA256);
    expect(bytes.length).toBeLessThan(100_000);
  });

  it('stays served beside 2026-11-26 to 2026-12-07, 2026-12-08, 2026-12-09, 2026-12-10, 2026-12-11, the default 2026-12-12, 2026-12-13 and the older ones', () => {
    expect(SENTIMENT_V4).toBe('2026-11-25');
    expect(LOCAL_CATALOG.sentiment.default).toBe('2026-12-12');
    expect(LOCAL_CATALOG.sentiment.versions.map((v) => v.id)).toEqual(['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13']);
  });

  it('refuses a weight file that does not fit', () => {
    const w = SENTIMENT_WEIGHTS_2026_11_25;
    expect(w.features).toEqual(cueSentimentFeatureNames(encoder.dimension));
    expect(() => new CueSentimentModel(encoder, { ...w, temperature: 0 })).toThrow();
    expect(() => new CueSentimentModel(encoder, { ...w, features: w.features.slice(1) })).toThrow();
  });

  it('reads negated negatives and idioms the right way round', async () => {
    expect(await classify(['No complaints.', 'Nothing to improve.', 'Not bad at all.', 'This app never disappoints.']))
      .toEqual(['positive', 'positive', 'positive', 'positive']);
  });

  it('counts good outcomes told without sentiment words as positive', async () => {
    expect(await classify([
      'The chat agent was friendly and solved my problem in minutes.',
      'Checkout was fast and painless.',
      'Everything works exactly as advertised.',
    ])).toEqual(['positive', 'positive', 'positive']);
  });

  it('calls contrasting clauses mixed, and facts and requests neutral', async () => {
    expect(await classify(['Great prices, terrible delivery times.', 'I love the new spending charts, but the categories are often wrong.']))
      .toEqual(['mixed', 'mixed']);
    expect(await classify(['Please send the invoice to my work email.', 'The clinic opens at eight on weekdays.']))
      .toEqual(['neutral', 'neutral']);
  });

  it('gives calibrated probabilities: one per class, summing to 1, lower for hedged text', async () => {
    const [clear, hedged] = await model.classify(['Absolutely wonderful, I love it!', 'It was okay I guess.']);
    expect(clear.confidence).toBeGreaterThan(hedged.confidence);
    for (const p of await model.probabilities(['fine', 'awful'])) {
      expect(p).toHaveLength(4);
      expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    }
  });
});

describe('sentiment cues', () => {
  it('finds the class the rules point to, or nothing', () => {
    expect(ruleClass(sentimentCues('Great prices, terrible delivery times.'))).toBe('mixed');
    expect(ruleClass(sentimentCues('I waited forty minutes on hold before giving up.'))).toBe('negative');
    expect(ruleClass(sentimentCues('Can you tell me when the store opens?'))).toBe('neutral');
    expect(ruleClass(sentimentCues('I take the bus to work.'))).toBeUndefined();
  });
});
