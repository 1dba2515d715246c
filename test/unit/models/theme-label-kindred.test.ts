import { describe, expect, it } from 'vitest';
import { analyseAndTagTexts } from '../../../lambdas/models/local/keyphrases-local.js';
import { complaintHere, kindredComplaintLabel, kindsOf } from '../../../lambdas/models/local/theme-label-kindred.js';
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
});
