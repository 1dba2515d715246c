import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { CueSentimentModel, cueSentimentFeatureNames } from '../../../lambdas/models/local/sentiment-cue-model.js';
import { SENTIMENT_WEIGHTS_2026_11_27, SENTIMENT_WEIGHTS_2026_11_30 } from '../../../lambdas/models/local/sentiment-weights.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { SENTIMENT_V9 } from '../../../lambdas/models/local/trained-model-versions.js';

const encoder = new UseLiteEncoder();
const v9 = new CueSentimentModel(encoder, SENTIMENT_WEIGHTS_2026_11_30, 'sides-2026-11-30');
const v8 = new CueSentimentModel(encoder, SENTIMENT_WEIGHTS_2026_11_27, 'sides');
const labels = async (model: CueSentimentModel, texts: string[]) => (await model.classify(texts)).map((r) => r.sentiment);

/** sha256 of the committed weight file (nice -n 10 node --import tsx bench/train-sentiment.ts --version 2026-11-30 writes it). */
const WEIGHTS_SHA256 = 'ff57fea311e4eb28d7306010b1eceea325a7dd991b4be9df1744cbde4bf50cb0';
const WEIGHTS_FILE = new URL('../../../lambdas/models/local/weights/sentiment-2026-11-30.json', import.meta.url);

beforeAll(async () => {
  await encoder.embed(['warm up']);
});

describe('sentiment 2026-11-30', () => {
  it('is served beside the default 2026-12-03 (not the default: see docs/models.md), with its own weight file that gates the rules', () => {
    expect(SENTIMENT_V9).toBe('2026-11-30');
    expect(LOCAL_CATALOG.sentiment.default).toBe('2026-12-12');
    expect(LOCAL_CATALOG.sentiment.versions.map((v) => v.id)).toEqual(expect.arrayContaining(['2026-11-28', '2026-11-29', '2026-11-30']));
    expect(createHash('sha256').update(readFileSync(WEIGHTS_FILE)).digest('hex')).toBe(WEIGHTS_SHA256);
    expect(SENTIMENT_WEIGHTS_2026_11_30.features).toEqual(cueSentimentFeatureNames(encoder.dimension));
    expect(SENTIMENT_WEIGHTS_2026_11_30.ruleGate).toBe(0.5);
    expect(SENTIMENT_WEIGHTS_2026_11_27.ruleGate).toBeUndefined();
  });

  it('reads a machine malfunction told with a plain verb as negative, where 2026-11-29 did not', async () => {
    const texts = ['The printer jams every few pages.', 'The shredder jams on anything thicker than two sheets.', 'The television flickers every evening.'];
    expect(await labels(v9, texts)).toEqual(['negative', 'negative', 'negative']);
    expect(await labels(v8, texts)).toEqual(['positive', 'neutral', 'neutral']);
  });

  it('answers information questions about holidays neutral, where 2026-11-29 read "holidays" as praise', async () => {
    const texts = ['Is the museum closed on public holidays?', 'Is the library open during the school holidays?'];
    expect(await labels(v9, texts)).toEqual(['neutral', 'neutral']);
    expect(await labels(v8, texts)).toEqual(['positive', 'positive']);
    expect(await labels(v9, ['Does the office close over the holiday season?', 'Is the pool open on Sundays?'])).toEqual(['neutral', 'neutral']);
  });

  it('reads "cannot recommend … enough" as praise, a bare "cannot recommend" as a complaint', async () => {
    const texts = ["I can't recommend this dentist highly enough.", 'We cannot thank the hospice nurses enough.'];
    expect(await labels(v9, texts)).toEqual(['positive', 'positive']);
    expect(await labels(v8, texts)).toEqual(['negative', 'negative']);
    expect(await labels(v9, ["I can't recommend this dentist."])).toEqual(['negative']);
  });

  it('keeps the answers the earlier versions got right', async () => {
    expect(await labels(v9, [
      'No complaints.',
      'The chat agent was friendly and solved my problem in minutes.',
      'Everything works exactly as advertised.',
      'Great teacher, terrible textbook.',
      'I love the new spending charts, but the categories are often wrong.',
      'Staff were friendly but the queue was enormous.',
      'My order number is 48213.',
      'Nothing arrived broken.',
      'Please send the invoice to my work email.',
      'We waited two hours for a table.',
      'The course was fine I guess.',
      'I had high hopes for the course, but it was a letdown.',
    ])).toEqual(['positive', 'positive', 'positive', 'mixed', 'mixed', 'mixed', 'neutral', 'positive', 'neutral', 'negative', 'neutral', 'negative']);
  });

  it('is deterministic and answers each text as it would alone', async () => {
    const texts = ['The printer jams every few pages.', 'Is the museum closed on public holidays?', 'No complaints.'];
    const together = await v9.classify(texts);
    expect(await v9.classify(texts)).toEqual(together);
    for (const [i, t] of texts.entries()) expect((await v9.classify([t]))[0]).toEqual(together[i]);
  });
});
