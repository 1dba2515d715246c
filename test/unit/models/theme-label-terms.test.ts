import { describe, expect, it } from 'vitest';
import { analyseAndTagTexts } from '../../../lambdas/models/local/keyphrases-local.js';
import { describeInTerms, termsLabel } from '../../../lambdas/models/local/theme-label-terms.js';
import { themeExclusions } from '../../../lambdas/models/local/theme-label-rules.js';

/** The label theme-label-terms.ts (themes 2026-12-14) gives a theme of these hand-written answers named `label`, or undefined where it stands. */
function terms(label: string, texts: string[]): string | undefined {
  const { tags } = analyseAndTagTexts(texts);
  return termsLabel(label, texts.map((_, i) => i), tags, texts.map(() => 1), texts.length, new Set(), () => true, () => true)?.toLowerCase();
}

const phone = [
  'Nobody answers the phone at reception.',
  'Rang six times and nobody picked up.',
  'Impossible to get through on the phone.',
  'The phone just rings out every morning.',
  'Tried calling to cancel but no one answered.',
  'Front desk never picks up the phone.',
  'Left voicemails and nobody ever rang back.',
];

describe('labels in the members\' terms (themes 2026-12-14)', () => {
  it('names one member\'s detail by the act two or more members deny, of the thing most of them write', () => {
    expect(terms('Front desk', phone)).toBe('phone not answered');
    // A label two members write stays.
    expect(terms('Front desk', [...phone, 'The front desk is never staffed after four.'])).toBeUndefined();
  });

  it('gives a word padded with "only" a short phrase a member writes', () => {
    expect(terms('Time only', ['Leave on time.', 'Arriving when the timetable says we will would be a start.', 'Armrests that stay down.'])).toBe('leave on time');
  });

  it('turns a label closing on a bare verb into the members\' order', () => {
    expect(terms('Classes book', ['Impossible to book classes online before they fill.', 'I can never book classes on the app.', 'Classes are full within minutes.', 'The booking page crashes.'])).toBe('book classes');
    // A participle closing a label is no bare verb.
    expect(terms('Wheels booked', ['The wheels are booked up days ahead.', 'Wheels always taken in open studio time.', 'Never a wheel free on a Saturday.'])).toBeUndefined();
  });

  it('keeps a word of the question in a theme three in four of whose members write it, not in one half of whose members do', () => {
    const texts = ['The ice was slushy by the gate.', 'Slushy ice all afternoon.', 'Ruts in the ice everywhere.', 'The ice needs resurfacing more often.', 'Skates hire was slow.', 'Café was cold.', 'Too crowded on Saturday.', 'Lessons were full.'];
    const { tags } = analyseAndTagTexts(texts);
    const weights = texts.map(() => 1);
    const context = new Set(['ice', 'rink']);
    expect(themeExclusions(context, context, [0, 1, 2, 3], tags, weights, 4, 8).has('ice')).toBe(true);
    expect(themeExclusions(context, context, [0, 1, 2, 3], tags, weights, 4, 8, true).has('ice')).toBe(false);
    expect(themeExclusions(context, context, [0, 1, 4, 5], tags, weights, 4, 8, true).has('ice')).toBe(true);
  });

  it('joins a split contraction and drops a degree word opening a label', () => {
    const unlock = ['The scooter wouldn\'t unlock.', 'QR code won\'t scan.', 'Couldn\'t unlock any scooter at the station.', 'Scooter wouldn\'t start after I paid.'];
    expect(terms('Scooter would n\'t unlock', unlock)).toBe('scooter wouldn\'t unlock');
    expect(terms('Much fun to ride', ['So much fun to ride.', 'Handy for short trips.', 'Quicker than the bus and fun.'])).toBe('fun to ride');
    expect(terms('Very long queues', ['Very long queues at the gate.', 'The queues are long.', 'Queued for an hour.'])).toBe('long queues');
    expect(terms('Very long', ['Very long.', 'Long.', 'Too long.'])).toBeUndefined();
  });

  it('describes a theme by its most typical answers, with no label template and no word count', () => {
    expect(describeInTerms(7, 'Rang six times and nobody picked up.', 'Nobody answers the phone at reception.')).toBe('7 answers, most like this one: "Rang six times and nobody picked up." Another says: "Nobody answers the phone at reception."');
    expect(describeInTerms(2, 'Leave on time.', 'Armrests that stay down.')).toBe('Two answers: "Leave on time." and "Armrests that stay down."');
    expect(describeInTerms(1, 'Leave on time.', undefined)).toBe('One answer: "Leave on time."');
  });
});
