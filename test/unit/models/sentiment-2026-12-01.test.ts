import { beforeAll, describe, expect, it } from 'vitest';
import { BLEND_2026_12_01, BlendedSentimentModel, SIDE_SETTINGS_2026_12_01 } from '../../../lambdas/models/local/sentiment-blend-model.js';
import { CueSentimentModel } from '../../../lambdas/models/local/sentiment-cue-model.js';
import { familyShapes, SHAPES_2026_11_29, SHAPES_2026_12_01 } from '../../../lambdas/models/local/sentiment-shapes-2026-12-01.js';
import { SIDE_SETTINGS } from '../../../lambdas/models/local/sentiment-side-decision.js';
import { SENTIMENT_WEIGHTS_2026_11_27 } from '../../../lambdas/models/local/sentiment-weights.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { SENTIMENT_V10 } from '../../../lambdas/models/local/trained-model-versions.js';

/** Sentences written for these tests, in no tuning set and no check set. */
const encoder = new UseLiteEncoder();
const v10 = new BlendedSentimentModel(encoder);
const v8 = new CueSentimentModel(encoder, SENTIMENT_WEIGHTS_2026_11_27, 'sides');
const labels = async (model: { classify: BlendedSentimentModel['classify'] }, texts: string[]) => (await model.classify(texts)).map((r) => r.sentiment);

beforeAll(async () => {
  await encoder.embed(['warm up']);
});

describe('sentiment 2026-12-01', () => {
  it('is served as version 2026-12-01: a blend of the two committed regressions and the side decision with outcome sides', () => {
    expect(SENTIMENT_V10).toBe('2026-12-01');
    expect(LOCAL_CATALOG.sentiment.versions.map((v) => v.id)).toEqual(expect.arrayContaining(['2026-11-29', '2026-11-30', '2026-12-01']));
    expect(BLEND_2026_12_01).toBe(0.7);
    expect(SIDE_SETTINGS_2026_12_01).toEqual({ ...SIDE_SETTINGS, outcomeSides: true });
    expect(SIDE_SETTINGS.outcomeSides).toBeUndefined();
  });

  it('reads praise said as the absence of problems as positive', async () => {
    const texts = [
      "We haven't had one issue with the heating since they installed it.",
      'Honestly there is nothing we would improve about the induction week.',
      'Zero glitches since I switched phones.',
      'The case has not cracked after a year of drops.',
    ];
    expect(await labels(v10, texts)).toEqual(['positive', 'positive', 'positive', 'positive']);
    // 2026-11-29 read the problem words as the judgement.
    expect(await labels(v8, [texts[0], texts[2], texts[3]])).toEqual(['negative', 'negative', 'negative']);
  });

  it('reads concerns taken seriously as positive, and not when nobody took them so', async () => {
    const texts = ['The midwife took all our concerns seriously.', 'The pharmacist eased my worries about the new tablets.', 'My line manager took my feedback on board straight away.'];
    expect(await labels(v10, texts)).toEqual(['positive', 'positive', 'positive']);
    expect(await labels(v8, texts.slice(0, 2))).toEqual(['negative', 'negative']);
    expect(await labels(v10, ['Nobody took my complaint seriously.', 'The receptionist never took my concerns seriously.'])).toEqual(['negative', 'negative']);
  });

  it('reads an outcome set against its cost as mixed', async () => {
    const texts = ['They sorted out my pension error, but it took four weeks.', 'The bank resolved the dispute, but only after six phone calls.'];
    expect(await labels(v10, texts)).toEqual(['mixed', 'mixed']);
  });

  it('reads comparatives against an earlier state or an alternative by their direction', async () => {
    const texts = ['The booking form is far simpler than it was last year.', 'Lectures are more organised than last term.', 'The new portal is slower than the old one.', 'The checkout is more confusing than before.'];
    expect(await labels(v10, texts)).toEqual(['positive', 'positive', 'negative', 'negative']);
    expect(await labels(v8, [texts[0]])).toEqual(['neutral']);
  });

  it('reads harms told as plain facts as negative: a part failing soon, the loss of what the writer valued', async () => {
    const texts = ['The sole peeled off after three weeks.', 'The kettle stopped working within a month.', 'The council scrapped the only bus route I used.', 'The new version no longer supports my scanner.'];
    expect(await labels(v10, texts)).toEqual(['negative', 'negative', 'negative', 'negative']);
    expect(await labels(v8, [texts[0]])).toEqual(['neutral']);
  });

  it('leaves plain facts neutral', async () => {
    expect(await labels(v10, ['The clinic moved to the ground floor in May.', 'The new building is bigger than the old one.'])).toEqual(['neutral', 'neutral']);
  });
});

describe('sentence families of 2026-12-01', () => {
  it('count no shape after a negation, a negated subject, a hedge or a demand', () => {
    for (const text of [
      'Nobody took my complaint seriously.',
      'They never took our suggestions on board.',
      'The app could be faster than it is.',
      'It is not much quicker than before.',
      'It should be cheaper than this.',
      'The new building is bigger than the old one.',
      'Nothing I tried would fix it.',
    ]) expect([text, familyShapes(text).good]).toEqual([text, 0]);
    for (const text of ['The case has not cracked after a year of drops.', 'No one has removed my favourite feature.', 'It is not slower than the old one.']) {
      expect([text, familyShapes(text).bad]).toEqual([text, 0]);
    }
  });

  it('are counted by the reader of 2026-12-01 only, so older versions read as before', () => {
    const texts = ['Not a single hiccup so far.', 'The screen of my phone split after two days.', 'Checkout is quicker than at the other branch.'];
    for (const text of texts) {
      const before = SHAPES_2026_11_29.shapes(text);
      const after = SHAPES_2026_12_01.shapes(text);
      expect(after.good + after.bad).toBeGreaterThan(before.good + before.bad);
    }
    expect(SHAPES_2026_12_01.outside('Not a single hiccup so far, brilliant.', 'good')).not.toMatch(/hiccup/u);
    expect(SHAPES_2026_12_01.shortfall('the handle came off after two uses')).toBe(true);
  });
});
