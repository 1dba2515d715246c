import { beforeAll, describe, expect, it } from 'vitest';
import { CueSentimentModel } from '../../../lambdas/models/local/sentiment-cue-model.js';
import { CUE_RULES_2026_11_27 } from '../../../lambdas/models/local/sentiment-cue-rules.js';
import { sentimentCues } from '../../../lambdas/models/local/sentiment-cues.js';
import { factDecision, isSpecificStatement } from '../../../lambdas/models/local/sentiment-fact-decision.js';
import { SENTIMENT_WEIGHTS_2026_11_27 } from '../../../lambdas/models/local/sentiment-weights.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { SENTIMENT_V7 } from '../../../lambdas/models/local/trained-model-versions.js';

const encoder = new UseLiteEncoder();
const v7 = new CueSentimentModel(encoder, SENTIMENT_WEIGHTS_2026_11_27, 'fact');
const v6 = new CueSentimentModel(encoder, SENTIMENT_WEIGHTS_2026_11_27, 'evidence');
const classify = async (model: CueSentimentModel, texts: string[]) => (await model.classify(texts)).map((r) => r.sentiment);

beforeAll(async () => {
  await encoder.embed(['warm up']);
});

describe('sentiment 2026-11-28', () => {
  it('is served beside 2026-11-27, on the same weight file', () => {
    expect(SENTIMENT_V7).toBe('2026-11-28');
    expect(LOCAL_CATALOG.sentiment.versions.map((v) => v.id)).toEqual(expect.arrayContaining(['2026-11-27', '2026-11-28']));
  });

  it('answers specific statements without evidence neutral, where 2026-11-27 leaned to a side', async () => {
    const facts = ['I paid by card at the counter.', 'The room was on the fourth floor.', 'My flight leaves at 7:40 from gate 12.'];
    expect(await classify(v7, facts)).toEqual(['neutral', 'neutral', 'neutral']);
    // The pinned version is unchanged: it leaned negative on two of them.
    expect(await classify(v6, facts)).toEqual(['negative', 'negative', 'neutral']);
  });

  it('keeps complaints and praise told with numbers polar: waits, ratings, negations, outcomes', async () => {
    expect(await classify(v7, [
      'We waited two hours for a table.',
      'I give it 2 stars.',
      'The delivery was two days late and nobody told me.',
      'The room was on the fourth floor and the lift was broken.',
      'I have used this bank for six years and never had a problem.',
    ])).toEqual(['negative', 'negative', 'negative', 'negative', 'positive']);
  });

  it('tells specific statements from opinions by their stance and judging numbers', () => {
    expect(isSpecificStatement('The store opens at 9.')).toBe(true);
    expect(isSpecificStatement('I ordered the blue jacket in a medium.')).toBe(true);
    expect(isSpecificStatement('The kettle is lovely.')).toBe(false);
    for (const opinion of ['10/10', 'Drinks took close to 30 minutes.', 'I own 2 of these and would buy another.', 'Nobody replied for three days.', 'Two thumbs up.']) {
      expect(isSpecificStatement(opinion)).toBe(false);
    }
  });

  it('answers what the fact decision says over the 2026-11-27 cues of the same text', async () => {
    const texts = ['The store opens at 9.', 'The lab is well equipped, although the booking system is a mess.'];
    const probabilities = await v7.probabilities(texts);
    const answers = await v7.classify(texts);
    texts.forEach((t, i) => expect(answers[i]).toEqual(factDecision(t, probabilities[i], sentimentCues(t, CUE_RULES_2026_11_27))));
  });
});
