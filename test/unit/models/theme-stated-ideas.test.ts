/**
 * The label rules of themes 2026-12-02 (theme-stated-ideas.ts), each on answers written for this
 * test, with negated and mixed-polarity controls.
 */
import { describe, expect, it } from 'vitest';
import { tagWords } from '../../../lambdas/models/local/keyphrases-local.js';
import type { PhraseCandidate } from '../../../lambdas/models/local/theme-phrase-candidates.js';
import { retagSentenceStarts } from '../../../lambdas/models/local/theme-sentence-starts.js';
import { statedIdea } from '../../../lambdas/models/local/theme-stated-ideas.js';

const candidate = (key: string, display: string, nouns: string[], writers = [0]): PhraseCandidate => ({ key, display, content: key.split(' ').filter((w) => !['not', 'of', 'the'].includes(w)), writers, nouns });
/** The qualified label of `p` for a theme made of every answer (each of weight 1, every word distinctive), tagged as 2026-12-02 tags (sentence starts read). */
const stated = (p: PhraseCandidate, answers: string[], excluded = new Set<string>()) =>
  statedIdea(p, answers.map((_, i) => i), retagSentenceStarts(answers.map(tagWords)), answers.map(() => 1), answers.length, excluded, () => true);

const LATE = [
  'Deliveries are always late, I planned dinner around it.',
  'Late delivery again, the box sat in a depot.',
  'The delivery times are a joke, the box came at ten at night.',
  'The delivery was late and the ice packs had melted.',
  'Please stick to the delivery slot you promise.',
];

describe('a bare noun gets what its members say of it', () => {
  it('puts the qualifier most members write of the noun in front of it', () => {
    expect(stated(candidate('delivery time', 'delivery times', ['delivery', 'time']), LATE)).toBe('late delivery times');
    expect(stated(candidate('delivery', 'deliveries', ['delivery']), LATE)).toBe('late deliveries');
  });

  it('keeps a denial that most of its writers share after the noun, never the plain word ("Staff not helpful", not "Helpful staff")', () => {
    const answers = [
      'The staff were not helpful when my order went missing.',
      'Staff are not helpful at all on the phone.',
      'I asked the staff twice and they were not helpful.',
      'Nobody answers the phone, the staff never call back.',
    ];
    expect(stated(candidate('staff', 'staff', ['staff']), answers)).toBe('staff not helpful');
  });

  it('adds nothing where members disagree about the noun (rude against friendly staff, helpful against not helpful)', () => {
    const mixed = ['The staff were rude at the desk.', 'Staff are rude to new members.', 'The staff are friendly and kind.', 'Friendly staff, always a smile.'];
    expect(stated(candidate('staff', 'staff', ['staff']), mixed)).toBeUndefined();
    const split = ['The staff were helpful with my booking.', 'Staff are helpful on the phone.', 'The staff were not helpful at all.', 'Staff are not helpful when it is busy.'];
    expect(stated(candidate('staff', 'staff', ['staff']), split)).toBeUndefined();
  });

  it('keeps a card that does not work a card that does not work (no "Working card")', () => {
    const answers = ['My card is not working in shops abroad.', 'The new card is not working since Monday.', 'Card not working at the petrol station.', 'The card reader said my card was declined.'];
    const label = stated(candidate('card', 'card', ['card']), answers);
    expect(label ?? '').not.toMatch(/^working/i);
  });

  it('adds nothing to a phrase that already says something, or with a qualifier only one member writes', () => {
    expect(stated(candidate('late delivery', 'late delivery', ['delivery']), LATE)).toBeUndefined();
    const once = ['The delivery was late on Friday.', 'The delivery window is too wide.', 'Delivery slots fill up by Monday.', 'Delivery on Sundays please.'];
    expect(stated(candidate('delivery', 'delivery', ['delivery']), once)).toBeUndefined();
  });

  it('reads only qualifiers of the noun itself, not of another noun in the sentence ("bright sunlight" says nothing of the screen)', () => {
    const answers = ['The screen is hard to read in bright sunlight.', 'Cannot see the screen in bright light outdoors.', 'The screen scratched in a week.', 'Screen too dim for bright days.'];
    expect(stated(candidate('screen', 'screen', ['screen']), answers)).toBeUndefined();
  });

  it('leaves out the words of the context and the request\'s ubiquitous words', () => {
    expect(stated(candidate('delivery time', 'delivery times', ['delivery', 'time']), LATE, new Set(['late']))).toBeUndefined();
  });
});
