import { describe, expect, it } from 'vitest';
import { analyseAndTagTexts } from '../../../lambdas/models/local/keyphrases-local.js';
import { labelContext } from '../../../lambdas/models/local/theme-label-context.js';
import { plainName } from '../../../lambdas/models/local/theme-label-rules.js';
import { asks, wishLabel } from '../../../lambdas/models/local/theme-label-wish.js';
import { cpuMs } from '../../helpers/cpu-time.js';
import { madeUpWord } from '../../helpers/made-up-words.js';

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

  it('names no wish for more where as many members are against it, read back to the clause start (mended before release)', () => {
    const cars = ['Stop letting more cars onto the high street.', 'We do not want more cars through the village.', 'Please don\'t allow more lorries and cars here.', 'Could you close the high street to cars on Saturdays?', 'Too many cars already, please no more.'];
    expect(relabel('Traffic on the high street', cars)).toBeUndefined();
    const flats = ['Plant trees instead of more flats please.', 'Could you build a park rather than more flats?', 'I wish the council would ban more flats by the river.', 'We don\'t need any more flats here.', 'Please stop approving flats.'];
    expect(relabel('Flats by the river', flats)).toBeUndefined();
    const fees = ['Oh lovely, more booking fees, please stop.', 'Could you scrap the booking fee?', 'Please remove the booking fees for members.', 'I wish the booking fee was gone.', 'Booking fee on every ticket.'];
    expect(relabel('Booking fee', fees)).toBeUndefined();
    // Members who ask for more still name the theme.
    const buses = ['More buses on Sundays please.', 'Could you run more buses after six?', 'I wish there were more buses to the hospital.', 'Would like more buses in the evening.', 'The last bus is at seven.'];
    expect(relabel('Bus timetable', buses)).toBe('more buses');
  });

  it('keeps the nouns of a compound its writers write, and reads an opening comparative of a complaint as no request (mended before release)', () => {
    const points = ['More charging points please.', 'Could you add more charging points in the car park?', 'I wish there were charging points at the back.', 'Would like more charging points for visitors.', 'Only two charging points for the whole car park.'];
    expect(relabel('Car park', points)).not.toBe('more charging');
    const potholes = ['More potholes every winter on Mill Lane.', 'More potholes again this year, it is dangerous.', 'Please fill the potholes on Mill Lane.', 'The potholes are terrible.', 'Could you fix the road?'];
    expect(relabel('Potholes on Mill Lane', potholes)).toBeUndefined();
    const { tags } = analyseAndTagTexts(['More litter every week.', 'Longer queues than ever.', 'More roadworks?', 'Longer opening hours please.']);
    expect(tags.map((m) => asks(m))).toEqual([false, false, false, true]);
  });

  it('tries a few of its phrases: twice the answers, each with forty phrases refused, take well under four times the CPU time (mended before release)', () => {
    const word = madeUpWord;
    const theme = (n: number) => Array.from({ length: n }, (_, i) => `Please more general ${Array.from({ length: 40 }, (_, k) => `${word(Math.floor(i / 2) * 40 + k)} toilets`).join(' and more general ')}.`);
    // CPU time of six calls, each on a new theme (what is read of a theme's members is kept for that theme), so every
    // call reads its members again; one size first to warm up.
    const time = (texts: readonly string[]) => {
      const { tags } = analyseAndTagTexts(texts);
      let total = 0;
      for (let round = 0; round < 6; round++) {
        const order = texts.map((_, i) => i);
        const context = labelContext({ typicalOrder: order, tags, weights: order.map(() => 1), size: texts.length, excluded: new Set(), ok: plainName });
        total += cpuMs(() => void wishLabel('Park', context));
      }
      return total;
    };
    time(theme(12));
    const [small, large] = [time(theme(24)), time(theme(48))];
    expect(large / Math.max(small, 1)).toBeLessThan(3);
  });
});
