import { beforeAll, describe, expect, it } from 'vitest';
import { CueSentimentModel } from '../../../lambdas/models/local/sentiment-cue-model.js';
import { contrastDecision } from '../../../lambdas/models/local/sentiment-contrast.js';
import { SENTIMENT_WEIGHTS_2026_11_25 } from '../../../lambdas/models/local/sentiment-weights.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { SENTIMENT_V5 } from '../../../lambdas/models/local/trained-model-versions.js';

const encoder = new UseLiteEncoder();
const v5 = new CueSentimentModel(encoder, SENTIMENT_WEIGHTS_2026_11_25, 'contrast');
const v4 = new CueSentimentModel(encoder, SENTIMENT_WEIGHTS_2026_11_25);
const classify = async (model: CueSentimentModel, texts: string[]) => (await model.classify(texts)).map((r) => r.sentiment);

beforeAll(async () => {
  await encoder.embed(['warm up']);
});

describe('sentiment 2026-11-26 (the 2026-11-25 regression, mixed needs contrast)', () => {
  it('stays served (the default is now 2026-12-03)', () => {
    expect(SENTIMENT_V5).toBe('2026-11-26');
    expect(LOCAL_CATALOG.sentiment.versions.map((v) => v.id)).toContain(SENTIMENT_V5);
    expect(LOCAL_CATALOG.sentiment.default).toBe('2026-12-12');
  });

  it('calls a short juxtaposition of clearly opposite pieces mixed; the pinned 2026-11-25 answer is unchanged', async () => {
    const texts = ['Great teacher, terrible textbook.', 'Friendly classmates, awful group project.'];
    expect(await classify(v5, texts)).toEqual(['mixed', 'mixed']);
    expect(await classify(v4, texts)).toEqual(['negative', 'negative']);
    const [teacher] = await v5.classify([texts[0]]);
    expect(teacher.confidence).toBeGreaterThan(0.5);
    expect(teacher.confidence).toBeLessThanOrEqual(1);
  });

  it('keeps the answers of 2026-11-25 where contrast is explicit or absent', async () => {
    const texts = [
      'I love the new spending charts, but the categories are often wrong.',
      'No complaints.',
      'The ward was filthy and nobody answered the call bell.',
      'Please send the invoice to my work email.',
    ];
    expect(await classify(v5, texts)).toEqual(['mixed', 'positive', 'negative', 'neutral']);
  });

  it('turns mixed without any contrastive word into the likelier polar class, merging their probabilities', () => {
    const text = 'A lovely room with a view, then a dreadful night of noise from the bar downstairs until four in the morning.';
    expect(contrastDecision(text, [0.2, 0.3, 0.1, 0.4])).toEqual({ sentiment: 'negative', confidence: 0.7 });
    // With "but" the same probabilities stay mixed.
    expect(contrastDecision('A lovely room, but a dreadful night of noise from the bar downstairs until four in the morning.', [0.2, 0.3, 0.1, 0.4]))
      .toEqual({ sentiment: 'mixed', confidence: 0.4 });
    // A clear answer of another class is untouched.
    expect(contrastDecision('The clinic opens at eight on weekdays.', [0.1, 0.1, 0.7, 0.1])).toEqual({ sentiment: 'neutral', confidence: 0.7 });
  });
});
