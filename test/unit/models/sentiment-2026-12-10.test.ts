import { describe, expect, it } from 'vitest';
import { CUE_RULES_2026_11_30 } from '../../../lambdas/models/local/sentiment-cue-rules-2026-11-30.js';
import { sentimentCues } from '../../../lambdas/models/local/sentiment-cues.js';
import { decide20261209 } from '../../../lambdas/models/local/sentiment-decision-2026-12-09.js';
import { contrastOf, decide20261210, find20261210, SHAPES_2026_12_10 } from '../../../lambdas/models/local/sentiment-decision-2026-12-10.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { SENTIMENT_V19 } from '../../../lambdas/models/local/trained-model-versions.js';

/** Sentences written for these tests, in no tuning set and no check set. Blend probabilities: positive, negative, neutral, mixed. */
const cues = (text: string) => sentimentCues(text, CUE_RULES_2026_11_30);
const LEAN_POSITIVE = [0.55, 0.25, 0.15, 0.05];
const LEAN_NEGATIVE = [0.15, 0.7, 0.1, 0.05];
/** The blend of each side alone: the unread side leaning the other way (`other`) or the same way (`same`) as the judging side. */
const sides = (text: string, unreadLeans: 'other' | 'same', way: number): Map<string, number[]> => {
  const [a, b] = contrastOf(text)!.map((x) => x.replace(/[.!]\s*$/u, '').trim());
  const toward = (w: number) => (w > 0 ? [0.6, 0.2, 0.15, 0.05] : [0.2, 0.6, 0.15, 0.05]);
  const lean = unreadLeans === 'other' ? toward(-way) : toward(way);
  return new Map([[a, lean], [b, lean]]);
};
const decide = (text: string, p: number[], judged: Map<string, number[]>, on = SHAPES_2026_12_10) => decide20261210(text, p, cues(text), judged, undefined, undefined, on);
const before = (text: string, p: number[], judged: Map<string, number[]>) => decide20261209(text, p, cues(text), judged);

describe('sentiment 2026-12-10', () => {
  it('was the default before 2026-12-12; 2026-12-09, the default before it, stays served when pinned', () => {
    expect(SENTIMENT_V19).toBe('2026-12-10');
    expect(LOCAL_CATALOG.sentiment.default).toBe('2026-12-12');
    expect(LOCAL_CATALOG.sentiment.versions.map((v) => v.id)).toEqual(expect.arrayContaining(['2026-12-09', '2026-12-10']));
  });

  it('reads an explicit contrast whose other side no listed word reads, leaning the other way, as mixed', () => {
    const cases: Array<[string, number[], number]> = [
      ['The locksmith was friendly, but the new lock sticks every morning.', LEAN_POSITIVE, 1],
      ['While the instructor was patient, the car smelled of petrol the whole lesson.', LEAN_POSITIVE, 1],
      ['The dentist was gentle, though the bill came through twice.', LEAN_POSITIVE, 1],
      ['The waiting room was filthy, but the nurse saw me within five minutes.', LEAN_NEGATIVE, -1],
    ];
    for (const [text, p, way] of cases) {
      const judged = sides(text, 'other', way);
      expect([text, before(text, p, judged).sentiment]).toEqual([text, way > 0 ? 'positive' : 'negative']);
      expect([text, decide(text, p, judged).sentiment]).toEqual([text, 'mixed']);
      expect([text, decide(text, p, judged, { ...SHAPES_2026_12_10, unreadSide: false }).sentiment]).toEqual([text, way > 0 ? 'positive' : 'negative']);
      // The confidence is that of the reading it replaces.
      expect(decide(text, p, judged).confidence).toBe(before(text, p, judged).confidence);
    }
  });

  it('answers as 2026-12-09 where the unread side leans the same way, concedes, tells what the writer did, denies, or the contrast is none', () => {
    const same = 'The locksmith was friendly, but the new lock turns first time every morning.';
    expect(decide(same, LEAN_POSITIVE, sides(same, 'same', 1)).sentiment).toBe(before(same, LEAN_POSITIVE, sides(same, 'same', 1)).sentiment);
    const cases: Array<[string, number[]]> = [
      ['The tutor may be strict, but her classes are excellent.', LEAN_POSITIVE],
      ['We ordered the curry, but it was cold and bland.', LEAN_NEGATIVE],
      ['The staff were lovely, but nobody rang us back.', LEAN_POSITIVE],
      ['The shop was lovely, even though it was raining.', LEAN_POSITIVE],
      ['The cashier was rude while chatting on the phone to her friend.', LEAN_NEGATIVE],
      ['This will be the best season yet for the club.', LEAN_POSITIVE],
      ['Lovely staff. But the train home leaves at six.', LEAN_POSITIVE],
      ['Was the guide friendly, but the tour short?', LEAN_POSITIVE],
    ];
    for (const [text, p] of cases) {
      const judged = new Map(find20261210(text).pieces.map((x) => [x, [0.2, 0.6, 0.15, 0.05]]));
      expect([text, decide(text, p, judged)]).toEqual([text, before(text, p, judged)]);
    }
  });

  it('reads an opening "While/Whilst" that sets a time as no contrast, and the writer\'s own circumstance or another thing as no side', () => {
    // A time: something going on while the judging side happened; not a contrast.
    for (const text of ['While my son was having his filling, the receptionist was lovely to me.', 'Whilst the carpets were being laid, the fitters were careful and tidy.', 'While I was waiting for my glasses, the optician was patient.']) expect([text, contrastOf(text)]).toEqual([text, undefined]);
    // A contrast still: the while-side tells a state or is judged by a listed word.
    expect(contrastOf('While the guide was brilliant, the coach broke down twice.')).toBeDefined();
    expect(contrastOf('While the cottage is in the middle of nowhere, the hosts were lovely.')).toBeDefined();
    const cases: Array<[string, number[]]> = [
      ['The chef was rude, but we were a party of fifteen.', LEAN_NEGATIVE],
      ['The barber was friendly, but I was in a hurry.', LEAN_POSITIVE],
      ["The vet was gentle, but I'm an anxious owner.", LEAN_POSITIVE],
    ];
    for (const [text, p] of cases) {
      const way = p === LEAN_POSITIVE ? 1 : -1;
      const judged = sides(text, 'other', way);
      expect([text, decide(text, p, judged)]).toEqual([text, before(text, p, judged)]);
    }
    // A side about an earlier or other thing is a comparison, no other view of the thing judged; a present effort granted is still a contrast.
    for (const [text, p] of [['The new timetable is useless, whereas the old one ran every ten minutes.', LEAN_NEGATIVE], ['The second mattress was perfect, while the first one sagged in the middle.', LEAN_POSITIVE]] as Array<[string, number[]]>) {
      const judged = sides(text, 'other', p === LEAN_POSITIVE ? 1 : -1);
      expect([text, decide(text, p, judged)]).toEqual([text, before(text, p, judged)]);
    }
    expect(contrastOf('While the landlord is making an effort, the flat still smells of damp.')).toBeDefined();
    // What was done to the writer, or a span the writer bore, is still a side.
    for (const text of ['The barber was friendly, but I was kept waiting by the door.', 'The barber was friendly, but we were there for three hours.']) expect([text, decide(text, LEAN_POSITIVE, sides(text, 'other', 1)).sentiment]).toEqual([text, 'mixed']);
  });

  it('reads the sides of a contrast as pieces for the blend', () => {
    expect(find20261210('The dentist was gentle, though the bill came through twice.').pieces).toEqual(expect.arrayContaining(['The dentist was gentle,', 'the bill came through twice']));
    expect(find20261210('Although the pool is warm, the changing rooms are tiny.').pieces).toEqual(expect.arrayContaining(['the pool is warm', ' the changing rooms are tiny'.trim()]));
  });
});
