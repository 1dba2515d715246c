/**
 * The label rules of themes 2026-12-02 (theme-stated-ideas.ts), each on answers written for this
 * test, with negated and mixed-polarity controls.
 */
import { describe, expect, it } from 'vitest';
import { tagWords } from '../../../lambdas/models/local/keyphrases-local.js';
import type { PhraseCandidate } from '../../../lambdas/models/local/theme-phrase-candidates.js';
import { retagSentenceStarts } from '../../../lambdas/models/local/theme-sentence-starts.js';
import { onlyCounts, statedIdea } from '../../../lambdas/models/local/theme-stated-ideas.js';

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

describe('praise or blame most members give the noun in different words', () => {
  it('puts the word of that valence a member writes of the noun in front of it', () => {
    const kind = ['The nurses were kind and put me at ease.', 'The nurse was gentle and patient.', 'Lovely staff, very caring with my mother.', 'The nursing staff showed real compassion.'];
    // The word most members write, then the most typical member's: each of these is written once; the tagger reads "kind" in the first answer as a noun, so "gentle", of the second, is the most typical member's.
    expect(stated(candidate('nursing staff', 'nursing staff', ['nursing', 'staff']), kind)).toBe('gentle nursing staff');
  });

  it('adds nothing where as many members judge the other way, or where under half the theme judges at all', () => {
    const mixed = ['The trainers are brilliant.', 'One of the trainers was rude.', 'Lovely trainers, always happy to help.', 'The trainer seemed bored and annoyed.'];
    expect(stated(candidate('trainer', 'trainers', ['trainer']), mixed)).toBeUndefined();
    const few = ['Lovely staff at the desk.', 'The staff wear blue uniforms.', 'Staff change shifts at six.', 'Where do the staff park their cars?', 'The staff room is upstairs.'];
    expect(stated(candidate('staff', 'staff', ['staff']), few)).toBeUndefined();
  });

  it('keeps a denied praise a blame: "Staff not helpful", never "Helpful staff"', () => {
    const denied = ['The staff were not helpful at the counter.', 'Rude and unfriendly reception.', 'Nobody was polite, the staff ignored us.', 'Awful service from the staff.'];
    const label = stated(candidate('staff', 'staff', ['staff']), denied);
    expect(label ?? '').not.toMatch(/^(helpful|polite)/);
    expect(label).toBe('staff not helpful');
  });
});

describe('a counting adjective is no qualifier', () => {
  it('drops "Single night" and "Whole week", and keeps "Loud night" and a bare noun', () => {
    expect(onlyCounts(candidate('single night', 'single night', ['night']))).toBe(true);
    expect(onlyCounts(candidate('whole week', 'whole week', ['week']))).toBe(true);
    expect(onlyCounts(candidate('loud night', 'loud nights', ['night']))).toBe(false);
    expect(onlyCounts(candidate('night bus', 'night bus', ['night', 'bus']))).toBe(false);
  });
});

describe('a qualifier of another noun', () => {
  it('is not read as said of the label\'s noun when that noun only modifies another ("missed appointment fee")', () => {
    const answers = ['More evening appointments would help.', 'Charged a missed appointment fee, not fair.', 'I missed a meeting, the missed appointment charge is harsh.', 'Awful, the appointment system is broken.'];
    expect(stated(candidate('evening appointment', 'evening appointments', ['evening', 'appointment']), answers) ?? '').not.toMatch(/missed/);
  });
});

describe('a noun its members say does not do what it should', () => {
  const CARD = ['My card does not work in shops abroad.', 'The new card stopped working after a week.', 'The card would not work at the petrol station.', 'I ordered a replacement card last month.'];

  it('names it with the denied verb, as "Card not working", never "Working card"', () => {
    expect(stated(candidate('card', 'card', ['card']), CARD)).toBe('card not working');
  });

  it('adds nothing where as many members say it does', () => {
    const split = ['My card does not work abroad.', 'The card would not work at the till.', 'The card works fine everywhere.', 'My card works at every shop I tried.'];
    expect(stated(candidate('card', 'card', ['card']), split)).toBeUndefined();
  });

  it('reads only the label\'s noun as the subject ("the app does not load my card" is about the app)', () => {
    const other = ['The app does not load my card details.', 'The app would not load on my phone.', 'Add my card to the wallet please.', 'Card payments fail at night.'];
    expect(stated(candidate('card', 'card', ['card']), other)).toBeUndefined();
  });
});

describe('what counts as a judgement', () => {
  it('reads adjectives, not participles: "allowed" praises nothing, so a mixed bin theme gets no "Perfect"', () => {
    const bins = [
      'The bin size is perfect, never had an issue with space.',
      'Confusing that cartons are allowed in one bin and banned the next year.',
      'One small bin for a family of six is nowhere near enough.',
      'Renewing the garden bin permit online was painless.',
      'Sixty pounds a year for the green bin feels like paying twice.',
    ];
    expect(stated(candidate('bin size', 'bin size', ['bin', 'size']), bins)).toBeUndefined();
  });
});
