import { describe, expect, it } from 'vitest';
import {
  classProbabilities, LexiconSentimentModel, sentimentEvidence,
} from '../../../lambdas/models/local/sentiment-lexicon.js';

const model = new LexiconSentimentModel();
const classify = async (text: string) => (await model.classify([text]))[0];

describe('LexiconSentimentModel', () => {
  it.each([
    ['The food was absolutely amazing, best meal ever!', 'positive'],
    ['The staff were friendly and helpful.', 'positive'],
    ['No complaints at all.', 'positive'],
    ['We will definitely be back!', 'positive'],
    ['The room was filthy and the staff were rude.', 'negative'],
    ["Don't waste your money.", 'negative'],
    ['The soup was bland and overpriced.', 'negative'],
    ['The meeting is at 3pm.', 'neutral'],
    ['I ordered the soup.', 'neutral'],
    ['Please add more vegetarian options.', 'neutral'],
    ['great food but rude staff', 'mixed'],
    ['The battery is excellent, however the screen scratches easily.', 'mixed'],
    ['Although the food was good, the service was terrible.', 'mixed'],
    ['The service was slow but the food was great.', 'mixed'],
  ])('%s -> %s', async (text, expected) => {
    expect((await classify(text)).sentiment).toBe(expected);
  });

  it('reads survey nouns and prepositions that lexicons score as praise', async () => {
    expect((await classify('support was rude')).sentiment).toBe('negative');
    expect((await classify('The customer support team')).sentiment).toBe('neutral');
    expect((await classify('It looks like a hotel lobby.')).sentiment).toBe('neutral');
    expect((await classify('I like the new layout.')).sentiment).toBe('positive');
    expect((await classify('Pretty bad experience.')).sentiment).toBe('negative');
  });

  it('handles negation', async () => {
    expect((await classify('not good')).sentiment).toBe('negative');
    expect((await classify('The pasta was not bad at all.')).sentiment).toBe('positive');
    expect((await classify('It was not overpriced.')).sentiment).not.toBe('negative');
  });

  it('is more confident on strong unanimous evidence than on weak or conflicting evidence', async () => {
    const [strong, weak, conflicting, none] = await model.classify([
      'Absolutely wonderful, the best service ever, I love it!',
      'It was okay I guess.',
      'Good food but the service was a bit slow.',
      'The meeting is at 3pm.',
    ]);
    expect(strong.sentiment).toBe('positive');
    expect(strong.confidence).toBeGreaterThan(0.9);
    expect(weak.confidence).toBeLessThan(strong.confidence - 0.2);
    expect(conflicting.confidence).toBeLessThan(strong.confidence);
    expect(none.confidence).toBeLessThan(0.8);
  });

  it('returns probabilities in [0, 1] that vary with the text, one per input in order', async () => {
    const inputs = ['great', 'terrible', 'the table', 'good but bad', 'fine', 'excellent!!!'];
    const results = await model.classify(inputs);
    expect(results).toHaveLength(inputs.length);
    expect(results.map((r) => r.sentiment).slice(0, 3)).toEqual(['positive', 'negative', 'neutral']);
    for (const r of results) {
      expect(r.confidence).toBeGreaterThanOrEqual(0);
      expect(r.confidence).toBeLessThanOrEqual(1);
    }
    expect(new Set(results.map((r) => r.confidence.toFixed(4))).size).toBeGreaterThan(3);
  });

  it('returns the argmax of a proper distribution over the four classes', () => {
    const p = classProbabilities(sentimentEvidence('great food but rude staff'));
    expect(p).toHaveLength(4);
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    expect(Math.max(...p)).toBe(p[3]); // mixed
  });

  it('is deterministic', async () => {
    const texts = ['great food but rude staff', 'The meeting is at 3pm.', 'not good', 'Love it 😍'];
    expect(await model.classify(texts)).toEqual(await model.classify(texts));
  });
});
