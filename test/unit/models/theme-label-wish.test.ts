import { describe, expect, it } from 'vitest';
import { analyseAndTagTexts } from '../../../lambdas/models/local/keyphrases-local.js';
import { labelContext } from '../../../lambdas/models/local/theme-label-context.js';
import { plainName } from '../../../lambdas/models/local/theme-label-rules.js';
import { asks, wishLabel } from '../../../lambdas/models/local/theme-label-wish.js';

/** The label 2026-12-22 gives a theme of these hand-written answers in place of `label` (undefined: it stays). */
function relabel(label: string, texts: readonly string[]): string | undefined {
  const { tags } = analyseAndTagTexts(texts);
  const order = texts.map((_, i) => i);
  return wishLabel(label, labelContext({ typicalOrder: order, tags, weights: order.map(() => 1), size: texts.length, excluded: new Set(), ok: plainName }));
}

describe('a theme of requests is named by what its members ask for (2026-12-22)', () => {
  it('reads a request in the ways members write one', () => {
    const { tags } = analyseAndTagTexts(['Could you add a ramp?', 'I wish it opened earlier.', 'More buses please', 'Would like a ramp', 'It would be nice to have a ramp', 'Let us pay by card', 'The ramp is broken', 'Buses are late']);
    expect(tags.map((m) => asks(m))).toEqual([true, true, true, true, true, true, false, false]);
  });

  it('gives one member\'s detail up for the thing most members ask for, with the asking word a member writes before it', () => {
    const showers = [
      'Could you put showers by the beach huts?',
      'I wish there were showers to rinse off the sand.',
      'Better showers please, the only one is freezing.',
      'Would like a shower near the steps.',
      'There are no showers anywhere on the seafront.',
    ];
    expect(relabel('Beach huts', showers)).toBe('better showers');
  });

  it('adds the wish to a label that names the thing without it', () => {
    const lockers = ['Could you install lockers at the station?', 'I wish there were lockers for our bags.', 'More lockers please.', 'Would like lockers that take a card.', 'The lockers are always full.'];
    expect(relabel('Station lockers', lockers)).toBe('more lockers');
  });

  it('leaves the label where the members ask for two things as often, complain rather than ask, or it already asks', () => {
    const classes = ['More evening classes', 'Cheaper classes', 'Would like weekend classes', 'Could you run classes in August?', 'Classes fill up fast'];
    expect(relabel('Evening classes', classes)).toBeUndefined();
    const complaints = ['The showers are cold', 'Showers broken again', 'Dirty showers every morning', 'Better showers please', 'The shower floor is slippery'];
    expect(relabel('Cold showers', complaints)).toBeUndefined();
    // Mended before release: members who praise ask for nothing new, and "no more" asks for fewer.
    const staff = ['Staff were lovely and helpful.', 'Could you keep the same friendly staff?', 'Please thank the staff, they were great.', 'Would like more staff at weekends.', 'The staff made our day.'];
    expect(relabel('Staff uniforms', staff)).toBeUndefined();
    const cups = ['No more plastic cups please.', 'Could you get rid of the plastic cups?', 'I wish you used paper instead of plastic cups.', 'Would like real mugs, not plastic cups.', 'Plastic cups everywhere.'];
    expect(relabel('Cups everywhere', cups)).toBeUndefined();
    const adverts = ['Fewer adverts please', 'Could you cut the adverts?', 'I wish there were fewer adverts', 'Would like no adverts at night'];
    expect(relabel('Fewer adverts', adverts)).toBeUndefined();
  });
});
