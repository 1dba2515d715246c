import { describe, expect, it } from 'vitest';
import { CUE_RULES_2026_11_30 } from '../../../lambdas/models/local/sentiment-cue-rules-2026-11-30.js';
import { sentimentCues } from '../../../lambdas/models/local/sentiment-cues.js';
import { decide20261205 } from '../../../lambdas/models/local/sentiment-decision-2026-12-05.js';
import { decide20261206, find20261206, SHAPES_2026_12_06 } from '../../../lambdas/models/local/sentiment-decision-2026-12-06.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { SENTIMENT_V15 } from '../../../lambdas/models/local/trained-model-versions.js';

/** Sentences written for these tests, in no tuning set and no check set. Blend probabilities: positive, negative, neutral, mixed. */
const cues = (text: string) => sentimentCues(text, CUE_RULES_2026_11_30);
const POSITIVE = [0.8, 0.1, 0.05, 0.05];
const LEAN_POSITIVE = [0.55, 0.25, 0.15, 0.05];
const NEGATIVE = [0.1, 0.8, 0.05, 0.05];
const LEAN_NEGATIVE = [0.2, 0.6, 0.15, 0.05];
const NEUTRAL = [0.2, 0.2, 0.55, 0.05];
const CERTAIN_NEGATIVE = [0.002, 0.995, 0.002, 0.001];
/** The answer of 2026-12-06 when the blend reads the whole text as `p` and each named piece as given (others unjudged). */
const decide = (text: string, p: number[], pieces: Record<string, number[]> = {}) => decide20261206(text, p, cues(text), new Map(Object.entries(pieces))).sentiment;
const before = (text: string, p: number[], pieces: Record<string, number[]> = {}) => decide20261205(text, p, cues(text), new Map(Object.entries(pieces))).sentiment;

describe('sentiment 2026-12-06', () => {
  it('was the default before 2026-12-07; it and 2026-12-05 stay served when pinned', () => {
    expect(SENTIMENT_V15).toBe('2026-12-06');
    expect(LOCAL_CATALOG.sentiment.default).toBe('2026-12-12');
    expect(LOCAL_CATALOG.sentiment.versions.map((v) => v.id)).toEqual(expect.arrayContaining(['2026-12-05', '2026-12-06']));
    expect(Object.values(SHAPES_2026_12_06).every(Boolean)).toBe(true);
  });

  it('reads a non-answer or a thing not used as neutral', () => {
    for (const text of ['Nothing more to say.', 'No further feedback.', 'None at this time.', 'We did not use the car park.', 'No, I did not try the spa.', 'Walked there, caught the bus back.']) {
      expect([text, decide(text, LEAN_NEGATIVE)]).toEqual([text, 'neutral']);
    }
    // Not a non-answer: something said about the thing not used, or a complaint after it.
    expect(decide('We did not use the pool because it was filthy.', LEAN_NEGATIVE)).toBe('negative');
    expect(decide('We didn\'t get our refund.', LEAN_NEGATIVE)).toBe('negative');
  });

  it('reads a fix denied or undone as a complaint', () => {
    for (const text of ['The electrician fixed nothing.', 'None of the faults I listed were repaired.', 'Not a single question was answered.', 'Nothing was ever resolved.', 'Mended the fence, then flattened the flower bed.', 'They serviced the car and dented the door.']) {
      expect([text, decide(text, LEAN_POSITIVE)]).toEqual([text, 'negative']);
    }
    expect(decide('The electrician fixed the lights in an hour.', LEAN_POSITIVE)).toBe('positive');
  });

  it('reads no journey in a wrong thing received, no habit that stopped as a thing not used, no return of heat or power as a fix undone', () => {
    // "got" is no step after the comma, nor "left with": the earlier decision answers.
    for (const text of ['Asked for a window seat, got one by the toilets.', 'Booked a double room, got two single beds.', 'Came for a trim, left with half my hair gone.']) {
      expect([text, decide(text, LEAN_NEGATIVE)]).toEqual([text, before(text, LEAN_NEGATIVE)]);
      expect([text, decide(text, LEAN_NEGATIVE)]).toEqual([text, 'negative']);
    }
    expect(decide('Drove to the station, caught the early train.', LEAN_NEGATIVE)).toBe('neutral');
    // After "never" only a past use; a stopped habit ("anymore", "any more", "no longer", "again") is no non-use.
    for (const text of ['We never use the gym anymore.', 'We never take the kids to the park any more.', 'I never book the hotel again.', 'We never visit the market.']) {
      expect([text, decide(text, LEAN_NEGATIVE)]).toEqual([text, 'negative']);
    }
    expect(decide('We never used the pool.', LEAN_NEGATIVE)).toBe('neutral');
    // "came back" undoes a fix only with "again" or the fault as its subject, never "came back on / within / home".
    for (const text of ['The plumber fixed the tap and the water came back on straight away.', 'They repaired the router and the internet came back within the hour.', 'The vet fixed his paw and he came back home happy.', 'They fixed my old laptop and it came back to life.', 'The electrician mended the fuse and the lights came back.']) {
      expect([text, decide(text, LEAN_POSITIVE)]).toEqual([text, 'positive']);
    }
    for (const text of ['The garage repaired the fault and the warning light came back again.', 'They fixed the squeak and the noise came back the next morning.', 'They patched my leak and it came back the same night.']) {
      expect([text, decide(text, LEAN_POSITIVE)]).toEqual([text, 'negative']);
    }
    // A fault denied after the fix and "done nothing wrong" are no complaint of a fix.
    for (const text of ['They fixed the hinge and it never broke again.', 'They sorted the boiler and it has not broken since.', 'The staff have done nothing wrong.']) {
      expect([text, decide(text, LEAN_POSITIVE)]).toEqual([text, before(text, LEAN_POSITIVE)]);
      expect([text, decide(text, LEAN_POSITIVE)]).toEqual([text, 'positive']);
    }
    expect(decide('They have done nothing about the damp.', LEAN_POSITIVE)).toBe('negative');
  });

  it('reads two short opposed sides, or praise against a burden said without a sentiment word, as mixed', () => {
    expect(decide('Kind nurses, horrible food.', LEAN_NEGATIVE, { 'Kind nurses': NEUTRAL, 'horrible food.': NEGATIVE })).toBe('mixed');
    expect(decide('The chef is brilliant, the waiter is not.', LEAN_POSITIVE)).toBe('mixed');
    expect(decide('The museum is wonderful, but it is heaving every weekend.', LEAN_POSITIVE, { 'The museum is wonderful,': POSITIVE, 'it is heaving every weekend.': NEUTRAL })).toBe('mixed');
    // Sides that agree, or a second side that is no burden, stay as they were.
    expect(decide('Kind nurses, lovely food.', POSITIVE, { 'Kind nurses': POSITIVE, 'lovely food.': POSITIVE })).toBe('positive');
    expect(decide('The museum is wonderful, but it closes at five.', LEAN_POSITIVE, { 'The museum is wonderful,': POSITIVE, 'it closes at five.': NEUTRAL })).toBe(before('The museum is wonderful, but it closes at five.', LEAN_POSITIVE, { 'The museum is wonderful,': POSITIVE, 'it closes at five.': NEUTRAL }));
  });

  it('reads a denied burden or complaint, judged on the clause without its denial, as praise', () => {
    const queue = 'No queue at the chemist this morning.';
    expect(find20261206(queue).pieces).toContain('queue at the chemist this morning');
    expect(decide(queue, LEAN_NEGATIVE, { 'queue at the chemist this morning': [0.2, 0.45, 0.3, 0.05] })).toBe('positive');
    const felt = 'The dentist never made me feel silly.';
    expect(find20261206(felt).pieces).toContain('The dentist made me feel silly');
    expect(decide(felt, NEGATIVE, { 'The dentist made me feel silly': NEGATIVE })).toBe('positive');
    expect(decide('I feared a long queue, but I was seen within ten minutes.', NEGATIVE)).toBe('positive');
  });

  it('reads no praise in a denial of a good thing, a later complaint, a deep denial or a sure blend', () => {
    expect(decide('No one cleaned the dirty floor all week.', NEGATIVE, { 'cleaned the dirty floor all week': NEGATIVE })).toBe('negative');
    expect(find20261206('No one cleaned the dirty floor all week.').found?.affirmed).toBeUndefined();
    expect(find20261206('Still no queue card after three visits.').found?.affirmed).toBeUndefined();
    expect(find20261206('The film was made by people who have never sung the blues.').found?.affirmed).toBeUndefined();
    expect(find20261206('Nothing was wrong except the awful coffee.').found?.affirmed).toBeUndefined();
    expect(decide('No queue at the chemist this morning.', CERTAIN_NEGATIVE, { 'queue at the chemist this morning': NEGATIVE })).toBe('negative');
  });
});
