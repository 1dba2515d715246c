import { beforeAll, describe, expect, it } from 'vitest';
import { CueSentimentModel } from '../../../lambdas/models/local/sentiment-cue-model.js';
import { CUE_RULES_2026_11_27 } from '../../../lambdas/models/local/sentiment-cue-rules.js';
import { sentimentCues } from '../../../lambdas/models/local/sentiment-cues.js';
import { factDecision } from '../../../lambdas/models/local/sentiment-fact-decision.js';
import { SHAPED_CONFIDENCE, sideDecision } from '../../../lambdas/models/local/sentiment-side-decision.js';
import { contrastSides, hasExpectation, sentimentShapes } from '../../../lambdas/models/local/sentiment-shapes.js';
import { SENTIMENT_WEIGHTS_2026_11_27 } from '../../../lambdas/models/local/sentiment-weights.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { bestCpuMs, cpuMs } from '../../helpers/cpu-time.js';

const encoder = new UseLiteEncoder();
const v8 = new CueSentimentModel(encoder, SENTIMENT_WEIGHTS_2026_11_27, 'sides');
const labels = async (texts: string[]) => (await v8.classify(texts)).map((r) => r.sentiment);
const P = [0.3, 0.3, 0.2, 0.2];

beforeAll(async () => {
  await encoder.embed(['warm up']);
});

describe('sentiment 2026-11-29 shapes: time', () => {
  const decide = (t: string) => sideDecision(t, P, sentimentCues(t, CUE_RULES_2026_11_27));
  const texts = (n: number) => [
    'Order 1 arrived fine.' + ' '.repeat(n) + 'Thanks',
    'The pain' + ' '.repeat(n) + 'has gone',
    'Dear ' + ' '.repeat(n) + 'x, is it open?',
    'My order number' + '\n'.repeat(n) + '4',
    'They never' + '\u00a0'.repeat(n) + 'fixed the bug',
    'not been '.repeat(n / 9),
  ];

  it('decides 20,000-character texts of whitespace runs in well under a second each', () => {
    for (const t of texts(20_000)) {
      expect(cpuMs(() => decide(t)), JSON.stringify(t.slice(0, 20))).toBeLessThan(1000);
    }
  });

  it('grows linearly: twice the text takes well under four times the CPU time (best of five, cues read beforehand)', () => {
    const time = (n: number) => {
      const cases = texts(n).map((t) => [t, sentimentCues(t, CUE_RULES_2026_11_27)] as const);
      return bestCpuMs(() => {
        for (const [t, c] of cases) sideDecision(t, P, c);
      });
    };
    time(2_000);
    const small = Math.max(time(10_000), 2);
    expect(time(20_000) / small).toBeLessThan(3);
  });
});

describe('sentiment 2026-11-29 shapes: complaints stay complaints', () => {
  it('reads negated subjects, found errors, caught illness, rising symptoms and harms as no good outcome', () => {
    for (const t of [
      'Nobody answered my question.', 'No one has answered my query in two weeks.', 'Nobody has fixed the problem.',
      'I spotted three errors on my invoice.', 'I caught a mistake in the bill', 'My son caught an infection on the ward.',
      'Every item I ordered arrived damaged.', 'I had to return every item I ordered.',
      'The baby never stopped crying on the flight.', 'The phone has not stopped ringing with spam calls.',
      'My fever has gone up since yesterday.', 'The pain has gone worse.', 'The issue stopped me from logging in all week.',
      'I am looking for new work because my manager is awful.', 'The bug kept me busy all weekend.',
      // own sentences of the same shapes
      'No one from the council has resolved the leak.', 'None of the engineers fixed the fault.', 'She caught a cold in the dorm.',
      'The dog never stopped barking.', 'My blood pressure has gone up.', 'The rash stopped me sleeping.', 'Every part we ordered came bent.',
      'Kept us busy with pointless forms.', 'He needs new glasses.', 'The mechanic spotted a fault in the quote.',
    ]) expect(sentimentShapes(t).good, t).toBe(0);
  });

  it('still reads real good outcomes, including a negated damage', () => {
    for (const t of ['None of the glasses arrived chipped.', 'They fixed the leak the same day.', 'The pain has gone.', 'My laptop has never crashed in two years.',
      'The coat kept me warm all winter.', 'They had every item I asked for.', 'It came with every part we needed.',
      'The mechanic spotted the fault early.', 'The GP caught the infection in time.', 'The phone still works like new.', 'Nothing arrived broken.'])
      expect(sentimentShapes(t).good, t).toBeGreaterThan(0);
  });

  it('answers the review sentences negative, never positive', async () => {
    const texts = ['Nobody answered my question.', 'No one has answered my query in two weeks.', 'Nobody has fixed the problem.',
      'I spotted three errors on my invoice.', 'I caught a mistake in the bill', 'Every item I ordered arrived damaged.',
      'I had to return every item I ordered.', 'The baby never stopped crying on the flight.', 'The phone has not stopped ringing with spam calls.',
      'The pain has gone worse.', 'The issue stopped me from logging in all week.', 'I am looking for new work because my manager is awful.',
      'The bug kept me busy all weekend.'];
    expect(await labels(texts)).toEqual(texts.map(() => 'negative'));
    expect(await labels(['My son caught an infection on the ward.', 'My fever has gone up since yesterday.'])).not.toContain('positive');
    expect(await labels(['Nothing arrived broken.', 'None of the glasses arrived chipped.'])).toEqual(['positive', 'positive']);
  });
});

describe('sentiment 2026-11-29 shapes: harms said plainly', () => {
  it('does not read negated concerns, things left behind, inheritance or a narrated call as harms', () => {
    for (const t of ['I left the keys on the table overnight.', 'The house passed from father to son.', 'There was no lack of choice on the menu.',
      'Price was never a concern.', 'Battery life is not a drawback at all.', 'The second time I called, the line was busy.',
      'They upgraded my room without asking for anything in return.', 'The staff never left me alone in pain, they checked every hour.',
      // own
      'We left the car in the garage all night.', 'Noise was not a concern.', 'The farm passed from mother to daughter.', 'There is no lack of parking.', 'The bags were left in the hall overnight.'])
      expect(sentimentShapes(t).bad, t).toBe(0);
    for (const t of ['They left my mother on a trolley for hours.', 'This is the third time I have called about it.', 'The menu lacks choice.',
      'Noise is a real concern.', 'I was passed from department to department.', 'They cancelled it without telling me.', 'We were left in the waiting room all night.'])
      expect(sentimentShapes(t).bad, t).toBeGreaterThan(0);
  });

  it('answers them without the old misfires', async () => {
    expect(await labels(['I left the keys on the table overnight.', 'The house passed from father to son.'])).not.toContain('negative');
    expect(await labels(['There was no lack of choice on the menu.'])).toEqual(['positive']);
  });
});

describe('sentiment 2026-11-29 shapes: expectations and contrasts', () => {
  it('takes only first-person expectations, not another\'s look nor "as expected"', () => {
    expect(hasExpectation('The nurse seemed kind ')).toBe(false);
    expect(hasExpectation('Arrived as expected, ')).toBe(false);
    expect(hasExpectation('Arrived as promised, ')).toBe(false);
    expect(hasExpectation('I had high hopes for it, ')).toBe(true);
    expect(hasExpectation('I expected a refund, ')).toBe(true);
    expect(hasExpectation('We thought it would be easy, ')).toBe(true);
  });

  it('keeps real mixed answers mixed', async () => {
    expect(await labels(['The nurse seemed kind but the doctor was rude.', 'Arrived as expected, but the box was crushed.'])).toEqual(['mixed', 'mixed']);
  });

  it('reads adverbial "yet" as no contrast', () => {
    expect(contrastSides('The app has not crashed yet.')).toBeUndefined();
    expect(contrastSides('It has not arrived yet!')).toBeUndefined();
    expect(contrastSides('The city is famous, yet quiet in winter.')).toEqual(['The city is famous, ', ' quiet in winter.']);
  });
});

describe('sentiment 2026-11-29: confidence', () => {
  it('an answer the shape did not move is exactly factDecision\'s', () => {
    for (const [t, p] of [['They fixed the leak the same day, brilliant.', [0.8, 0.1, 0.05, 0.05]], ['Nothing arrived broken.', [0.97, 0.01, 0.01, 0.01]]] as const) {
      const c = sentimentCues(t, CUE_RULES_2026_11_27);
      expect(sideDecision(t, p, c)).toEqual(factDecision(t, p, c));
    }
  });

  it('an answer the shape moved claims at most SHAPED_CONFIDENCE', () => {
    const t = 'They fixed the leak.';
    const p = [0.2, 0.5, 0.1, 0.2];
    const c = sentimentCues(t, CUE_RULES_2026_11_27);
    const r = sideDecision(t, p, c);
    expect(factDecision(t, p, c).sentiment).not.toBe('positive');
    expect(r).toEqual({ sentiment: 'positive', confidence: SHAPED_CONFIDENCE });
  });
});
