import { describe, expect, it } from 'vitest';
import { analyseAndTagTexts } from '../../../lambdas/models/local/keyphrases-local.js';
import { complaintHere, kindredComplaintLabel, kindsOf } from '../../../lambdas/models/local/theme-label-kindred.js';
import { baseOf, standing } from '../../../lambdas/models/local/theme-complaint-kinds.js';
import { labelContext } from '../../../lambdas/models/local/theme-label-context.js';
import { plainName } from '../../../lambdas/models/local/theme-label-rules.js';
import { labelFault } from '../../../lambdas/models/local/theme-label-checks.js';

/** The label 2026-12-25's step gives a theme of these hand-written answers in place of `label` (undefined: it stays). */
function relabel(label: string, texts: readonly string[]): string | undefined {
  const { tags } = analyseAndTagTexts(texts);
  const order = texts.map((_, i) => i);
  return kindredComplaintLabel(label, labelContext({ typicalOrder: order, tags, weights: order.map(() => 1), size: texts.length, excluded: new Set(), ok: (l) => plainName(l) && labelFault(l, order, tags, texts.length) === undefined, free: plainName }));
}

describe('a theme of complaints said in different words of one kind is named by the complaint they share (2026-12-25)', () => {
  it('counts "too expensive", "pricey" and "overpriced" as one complaint of the price', () => {
    expect(kindsOf('pricey', 'pricey')).toEqual(kindsOf('overpriced', 'overpriced'));
    const dear = [
      'Far too expensive for a two hour lesson.',
      'Overpriced for what you get.',
      'The kayak hire is pricey at weekends.',
      'Too expensive for a family of four.',
      'The instructor was late twice.',
      'The changing room is tiny.',
    ];
    expect(relabel('Changing room', dear)).toBe('too expensive');
  });

  it('reads an answer\'s capitalised first word as the complaint it is ("Pricey, …")', () => {
    const { tags } = analyseAndTagTexts(['Pricey, especially for a family of five.']);
    const at = tags[0].findIndex((x) => x.normal === 'pricey');
    expect(complaintHere(tags[0], at)).toBe(true);
  });

  it('says the complaint before the noun the members say it of, where they share no "too"', () => {
    const slow = [
      'The app is slow to open.',
      'Such a laggy app on my old phone.',
      'The app gets sluggish after an update.',
      'Menus take ages, the app is slow.',
      'I lost my saved routes last week.',
    ];
    expect(relabel('Saved routes', slow)).toBe('slow app');
  });

  it('leaves a label holding a complaint, a theme that praises or asks, and a kind fewer members write than the label\'s words', () => {
    const dear = ['Too expensive.', 'Pricey for what it is.', 'Overpriced tickets.', 'Tickets cost a lot.', 'Tickets went up.'];
    expect(relabel('Expensive tickets', dear)).toBeUndefined();
    expect(relabel('Tickets', dear)).toBeUndefined();
    const praise = ['Lovely staff, a bit pricey.', 'Great lessons, though expensive.', 'Brilliant coaches, overpriced cafe.', 'Friendly and fun.', 'Really good value.'];
    expect(relabel('Friendly staff', praise)).toBeUndefined();
    const asking = ['Could you make it cheaper, it is too expensive?', 'Please lower the prices, too expensive.', 'I wish it was less pricey.', 'Overpriced.', 'Would like a family ticket.'];
    expect(relabel('Family ticket', asking)).toBeUndefined();
  });

  it('reads denied complaints as none ("never expensive", "not overpriced")', () => {
    const never = ['It is never expensive here.', 'Not overpriced at all.', 'Nothing pricey on the menu.', 'Never too expensive.', 'The menu changes weekly.'];
    expect(relabel('Menu changes', never)).toBeUndefined();
  });

  describe('mended before release', () => {
    /** Is the first complaint-looking word of `text` (`word`) counted as the writer's complaint? */
    const counted = (text: string, word: string) => {
      const { tags } = analyseAndTagTexts([text]);
      const at = tags[0].findIndex((x) => x.normal === word);
      return complaintHere(tags[0], at);
    };

    it('fault 1: counts no complaint hoped against, past, reported or taken back, and leaves a label of praise', () => {
      const fair = [
        'I worried the course would be too expensive, it was not.',
        'Expected it to be pricey but the fee was fair.',
        'Friends said it was overpriced, I disagree completely.',
        'Used to be too expensive, the new fee is reasonable.',
        'The fee is reasonable for ten weeks.',
        'Fair fee for what we learned.',
        'Thought it would be too expensive but it was fine.',
      ];
      expect(relabel('Reasonable fee', fair)).toBeUndefined();
      for (const [text, word] of [['Expensive but worth every penny.', 'expensive'], ['Pricey, but you get what you pay for.', 'pricey'], ['A bit pricey, worth it though.', 'pricey'], ['Too expensive, it was not.', 'expensive']]) {
        expect(counted(text, word)).toBe(false);
      }
      const { tags } = analyseAndTagTexts(['Too expensive but the staff are nice.']);
      expect(standing(tags[0], 1)).toBe(true);
      const dear = ['Far too expensive for a two hour lesson.', 'Overpriced for what you get.', 'The kayak hire is pricey at weekends.', 'Too expensive for a family of four.', 'The instructor was late twice.', 'The changing room is tiny.'];
      expect(relabel('Great value', dear)).toBeUndefined();
    });

    it('fault 2: reads a capitalised first word or a word in capitals as the complaint it is, without a comma after it', () => {
      expect(counted('Pricey for a family of five.', 'pricey')).toBe(true);
      expect(counted('Overpriced for what you get.', 'overpriced')).toBe(true);
      expect(counted('WAY TOO EXPENSIVE FOR KIDS', 'expensive')).toBe(true);
      const caps = ['TOO EXPENSIVE!', 'WAY TOO EXPENSIVE FOR KIDS', 'Overpriced entry for kids.', 'Too expensive, we will not return.', 'Pricey snacks too.', 'Kids entry should be free.'];
      expect(relabel('Kids entry', caps)).toBe('too expensive');
      const first = ['Pricey for a family of five.', 'Overpriced for what you get.', 'Expensive for what you get.', 'Too expensive for us.', 'Far too expensive for a day out.', 'The family ticket was the only option.'];
      expect(relabel('Family ticket', first)).toBe('too expensive');
    });

    it('fault 4: counts comparatives and hyphen forms as their word, and late, delayed and overdue as one kind', () => {
      expect([baseOf('slower'), baseOf('pricier'), baseOf('over-priced'), baseOf('dirtier'), baseOf('faster'), baseOf('over-priced', 'VERB')]).toEqual(['slow', 'pricey', 'overpriced', 'dirty', 'faster', 'overpriced']);
      expect(kindsOf('late', 'late')).toEqual(kindsOf('delayed', 'delay'));
      expect(kindsOf('overdue', 'overdue')).toEqual(kindsOf('late', 'late'));
      const late = ['My parcel was late again.', 'Parcel delayed by four days.', 'The parcel is overdue and nobody answers.', 'Late parcel, second time this month.', 'Delivery delayed without a word.', 'The Tuesday parcel had the wrong size.'];
      expect(relabel('Tuesday parcel', late)).toBe('late parcel');
      const loud = ['Music far too loud.', 'Too noisy to talk.', 'The music is loud all evening.', 'Noisy bar, could not hear friends.', 'Way too loud music.', 'Music choice is dated.'];
      expect(relabel('Music choice', loud)).toBe('loud music');
      const slower = ['The app is slower than last season.', 'App much slower after the update.', 'Slow app, keeps freezing.', 'The app froze again today.', 'Even slower than last season.', 'Last season the app was fine.'];
      expect(relabel('Last season', slower)).toBe('slow app');
    });

    it('fault 5: says the complaint before the noun two of its writers name before "too" and the complaint', () => {
      const dirty = ['The showers are too dirty.', 'Showers too dirty to use.', 'Dirty showers again.', 'Filthy showers and floors.', 'The lockers are broken.'];
      expect(relabel('Lockers', dirty)).toBe('dirty showers');
    });
  });
});
