import { beforeAll, describe, expect, it } from 'vitest';
import { CueSentimentModel } from '../../../lambdas/models/local/sentiment-cue-model.js';
import { CUE_RULES_2026_11_27 } from '../../../lambdas/models/local/sentiment-cue-rules.js';
import { sentimentCues } from '../../../lambdas/models/local/sentiment-cues.js';
import { boosted, sideDecision, sidePolarity } from '../../../lambdas/models/local/sentiment-side-decision.js';
import { contrastSides, juxtaposedSides, sentimentShapes } from '../../../lambdas/models/local/sentiment-shapes.js';
import { SENTIMENT_WEIGHTS_2026_11_27 } from '../../../lambdas/models/local/sentiment-weights.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { SENTIMENT_V8 } from '../../../lambdas/models/local/trained-model-versions.js';

const encoder = new UseLiteEncoder();
const v8 = new CueSentimentModel(encoder, SENTIMENT_WEIGHTS_2026_11_27, 'sides');
const v7 = new CueSentimentModel(encoder, SENTIMENT_WEIGHTS_2026_11_27, 'fact');
const labels = async (model: CueSentimentModel, texts: string[]) => (await model.classify(texts)).map((r) => r.sentiment);

beforeAll(async () => {
  await encoder.embed(['warm up']);
});

describe('sentiment 2026-11-29', () => {
  it('stays served (the default is now 2026-12-03), beside 2026-11-28 on the same weight file', () => {
    expect(SENTIMENT_V8).toBe('2026-11-29');
    expect(LOCAL_CATALOG.sentiment.default).toBe('2026-12-12');
    expect(LOCAL_CATALOG.sentiment.versions.map((v) => v.id)).toEqual(expect.arrayContaining(['2026-11-27', '2026-11-28', '2026-11-29']));
  });

  it('answers a contrast of praise with size, duration or shortfall mixed, and short juxtapositions with plain quality words', async () => {
    const texts = [
      'Staff were friendly but the queue was enormous.',
      'The hotel was lovely, but the walk to the beach was long.',
      'Sturdy frame, weak wheels.',
      'Prompt service, cold coffee.',
    ];
    expect(await labels(v8, texts)).toEqual(['mixed', 'mixed', 'mixed', 'mixed']);
    expect(await labels(v7, texts.slice(0, 2))).toEqual(['positive', 'positive']);
  });

  it('judges a contrast after an expectation by its second side, and leaves a conceded shortfall alone', async () => {
    expect(await labels(v8, [
      'I had high hopes for the course, but it was a letdown.',
      'The app looked promising, but it crashes every day.',
      'Only had it a week, but it works brilliantly.',
    ])).toEqual(['negative', 'negative', 'positive']);
  });

  it('reads outcomes told with negated or resolved problem words as positive, and plain harms as negative', async () => {
    expect(await labels(v8, [
      'Nothing arrived broken.',
      'The boiler has not leaked once since the repair.',
      'My headaches have gone since I changed glasses.',
      'The support team fixed the sync issue on the first call.',
      'They changed my appointment without telling me.',
      'This is the third time I have called about the same bill.',
      'The results came back two weeks after the deadline.',
      'I was charged twice and still have not been refunded.',
    ])).toEqual(['positive', 'positive', 'positive', 'positive', 'negative', 'negative', 'negative', 'negative']);
  });

  it('answers identifiers with their value and information questions neutral, whatever the regression leans', async () => {
    expect(await labels(v8, ['My order number is 48213.', 'The booking reference is QX7781.', 'Does the gym open on Sundays?', 'What time does the pharmacy close?']))
      .toEqual(['neutral', 'neutral', 'neutral', 'neutral']);
    // Repetition alone is no complaint; praise and complaints stay polar.
    expect(await labels(v8, ['Just watched the film for the 5th time!', 'The food was delicious.', 'The room was dirty.'])).toEqual(['positive', 'positive', 'negative']);
  });

  it('keeps the answers of 2026-11-28 exactly (label and confidence): the pinned version is unchanged', async () => {
    const answers = await v7.classify([
      'Staff were friendly but the queue was enormous.',
      'My order number is 48213.',
      'Nothing arrived broken.',
      'I had high hopes for the course, but it was a letdown.',
      'The store opens at 9.',
      'Great teacher, terrible textbook.',
    ]);
    const expected: Array<[string, number]> = [['positive', 0.5381], ['positive', 0.4856], ['negative', 0.9431], ['positive', 0.4127], ['neutral', 0.698], ['mixed', 0.8528]];
    answers.forEach((a, i) => {
      expect(a.sentiment).toBe(expected[i][0]);
      expect(a.confidence).toBeCloseTo(expected[i][1], 3);
    });
  });

  it('is deterministic and answers each text as it would alone', async () => {
    const texts = ['Staff were friendly but the queue was enormous.', 'Nothing arrived broken.', 'My order number is 48213.'];
    const together = await v8.classify(texts);
    expect(await v8.classify(texts)).toEqual(together);
    for (const [i, t] of texts.entries()) expect((await v8.classify([t]))[0].sentiment).toBe(together[i].sentiment);
  });
});

describe('sentence shapes and sides (pure)', () => {
  it('splits contrasts into a conceded side and a verdict side', () => {
    expect(contrastSides('The staff were kind but the wait was long.')).toEqual(['The staff were kind ', ' the wait was long.']);
    expect(contrastSides('Although the room was small, the view was stunning.')).toEqual([' the room was small', ' the view was stunning.']);
    expect(contrastSides('They not only lost my bag but also charged me.')).toBeUndefined();
    expect(juxtaposedSides('Solid build, weak battery.', 12)).toEqual(['Solid build', 'weak battery.']);
    expect(juxtaposedSides('Yes, great.', 12)).toBeUndefined();
  });

  it('reads the orientation of a side, counting a shortfall only on the verdict side', () => {
    expect(sidePolarity('the queue was enormous')).toBe(-1);
    expect(sidePolarity('the queue was enormous', false)).toBe(0);
    expect(sidePolarity('Quick reply')).toBe(1);
    expect(sidePolarity('the parcel came on Tuesday')).toBe(0);
  });

  it('finds outcome, identifier and question shapes', () => {
    expect(sentimentShapes('Not one item was missing.').good).toBe(1);
    expect(sentimentShapes('None of my parcels were late.').good).toBe(1);
    expect(sentimentShapes('None of the plates arrived chipped.').good).toBe(1);
    expect(sentimentShapes('I have still not been refunded.').good).toBe(0);
    expect(sentimentShapes('They swapped my seat without asking.').bad).toBe(1);
    expect(sentimentShapes('Listening to it for the 20th time.').bad).toBe(0);
    expect(sentimentShapes('Your ticket number is SR-1022.').identifier).toBe(true);
    expect(sentimentShapes('Is the pool heated?').informationQuestion).toBe(true);
    expect(sentimentShapes('What on earth were they thinking?').informationQuestion).toBe(false);
  });

  it('moves the odds of a shaped class and otherwise decides as 2026-11-28', () => {
    const q = boosted([0.2, 0.6, 0.1, 0.1], 0, Math.log(3));
    expect(q[0] / q[1]).toBeCloseTo(1, 9);
    expect(q.reduce((a, v) => a + v, 0)).toBeCloseTo(1, 12);
    const text = 'The parcel came on Tuesday.';
    const cues = sentimentCues(text, CUE_RULES_2026_11_27);
    expect(sideDecision(text, [0.7, 0.1, 0.15, 0.05], cues).sentiment).toBe('positive');
  });
});
