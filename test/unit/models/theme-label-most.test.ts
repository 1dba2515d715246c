import { describe, expect, it } from 'vitest';
import { analyseAndTagTexts } from '../../../lambdas/models/local/keyphrases-local.js';
import { deniedAt, mostSaidLabel } from '../../../lambdas/models/local/theme-label-most.js';
import { labelContext } from '../../../lambdas/models/local/theme-label-context.js';

/** The label theme-label-most.ts (themes 2026-12-10) gives a theme of these hand-written answers named `label`, or undefined where it stands. */
function mostSaid(label: string, texts: string[], ok: (l: string) => boolean = () => true): string | undefined {
  const { tags } = analyseAndTagTexts(texts);
  return mostSaidLabel(label, labelContext({ typicalOrder: texts.map((_, i) => i), tags, weights: texts.map(() => 1), size: texts.length, excluded: new Set(), ok: (l) => ok(l.toLowerCase()) }))?.toLowerCase();
}

describe('labels of what most members write (themes 2026-12-10)', () => {
  it('names a verb most members write as its participle before the noun it is done to, not one member\'s detail', () => {
    const flights = [
      'They cancelled our flight the day before',
      'Flights get cancelled with no reason given',
      'My flight was cancelled and the refund took months',
      'Stop cancelling flights at the last minute, my mother missed a funeral',
      'The airline cancels flights all the time in winter',
    ];
    expect(mostSaid('Missed funeral', flights)).toBe('cancelled flights');
  });

  it('names a noun most members write by the amount one of them asks for, and by no amount a check refuses', () => {
    const benches = [
      'There are not enough benches along the river walk',
      'More benches for older walkers please',
      'The benches by the pond are rotten',
      'My nan needs a bench every few hundred yards',
      'Nowhere to sit, the only bench was broken',
    ];
    expect(mostSaid('Older walkers', benches)).toBe('not enough benches');
    expect(mostSaid('Older walkers', benches, (l) => l !== 'not enough benches')).toBe('more benches');
  });

  it('leaves a label whose words enough members write, a small theme, and a theme where no word is written by most', () => {
    const flights = ['Flights get cancelled with no reason given', 'My flight was cancelled', 'They cancelled our flight', 'Cancelled flights again'];
    expect(mostSaid('Cancelled flight', flights)).toBeUndefined();
    expect(mostSaid('Missed funeral', flights.slice(0, 3))).toBeUndefined();
    const mixed = ['The seats are cramped', 'Food was cold', 'Staff were rude at the gate', 'Boarding took an hour', 'Bags came out last'];
    expect(mostSaid('Cold food', mixed)).toBeUndefined();
  });

  it('keeps the members\' denial: a word of one member beside the word most write gives way to what most say of it, denied as they deny it', () => {
    const bins = [
      'Nobody empties the bins in the park',
      'The bins are hardly ever emptied',
      'Bins never get emptied on bank holidays',
      'The bins have not been emptied for a fortnight',
      'Nobody ever picks up the bags of rubbish next to the bins',
    ];
    expect(mostSaid('Bags of rubbish', bins)).toBe('bins not emptied');
    const emptied = ['The bins are emptied every morning', 'Bins get emptied twice a week', 'They empty the bins early', 'The bins were emptied on time', 'Bags of rubbish next to the bins'];
    expect(mostSaid('Bags of rubbish', emptied)).toBe('emptied bins');
  });

  it('replaces a word padded with "only" by a phrase of the members holding it, else by it and the noun most others write', () => {
    expect(mostSaid('Time only', ['Time', 'Time', 'More time', 'Not enough time'])).toBe('more time');
    expect(mostSaid('Weather only', ['Weather', 'Weather', 'The weather', 'Rain', 'rain'])).toBe('weather and rain');
    // The padded word too needs three writers and half the theme; an amount or a noun needs two writers of its own.
    // (Without the three writers the first would be "More time", without the half the second; without the two writers of an amount the third "Not enough time".)
    expect(mostSaid('Time only', ['More time', 'More time', 'Weather'])).toBeUndefined();
    expect(mostSaid('Time only', ['More time', 'More time', 'More time', 'Rain', 'Wind', 'Cold', 'Snow'])).toBeUndefined();
    expect(mostSaid('Time only', ['Time', 'Time', 'Time', 'Not enough time'])).toBeUndefined();
    expect(mostSaid('Weather only', ['Weather', 'Weather', 'The weather', 'Rain'])).toBeUndefined();
    expect(mostSaid('Cost only', ['Cost', 'Price', 'Cheaper', 'Too pricey', 'Expensive'])).toBeUndefined();
    expect(mostSaid('Crisps only', ['Crisps', 'crisps', 'The crisps', 'Crisps!', 'Crisps, even if there were not enough crisps left on Sunday'])).toBeUndefined();
    // Members write "cash only", so it is no padding (else "Cash and cards"); four answers, so the small-theme rule does not decide.
    expect(mostSaid('Cash only', ['Cash only, no cards', 'The bar is cash only', 'Cash only again, no cards', 'Cash only at the till'])).toBeUndefined();
  });

  it('builds no participle of a denied verb, nor of a noun that is its subject ("guests had to park")', () => {
    // The guests park; the cars are parked ("Parked guests" if a subject before the verb counted without "be" or "get" between).
    const parking = ['Guests had to park in a field', 'Guests parked the cars on the verge', 'Our guests could not park anywhere', 'Some guests parked the cars a mile away', 'Parking for guests was a joke', 'We had to park in the next village'];
    expect(mostSaid('Muddy field', parking)).toBe('parked cars');
    const { tags } = analyseAndTagTexts(['The lessons were never cancelled', 'No lessons, cancelled']);
    expect(deniedAt(tags[0], tags[0].findIndex((x) => x.normal === 'cancelled'))).toBe(true);
    expect(deniedAt(tags[1], tags[1].findIndex((x) => x.normal === 'cancelled'))).toBe(false);
  });

  it('counts an amount by its own writers: one member\'s amount, "no more", a past contrast and a theme of praise give none', () => {
    const lockers = ['Not enough lockers after six', 'We need more lockers, they fill up fast', 'Lockers always full in the evening', 'More lockers please', 'Had to carry my coat round because no lockers were free'];
    expect(mostSaid('Coat round', lockers)).toMatch(/^(not enough|more) lockers$/);
    // One member's "more kayaks" and two members' "no more queues" give no amount (else "More kayaks", "More queues").
    const kayaks = ['The kayaks have cracked seats', 'Cracked seats in half the kayaks', 'More kayaks with paddles that match please', 'Kayaks leak and the footrests slip', 'The footrest came off my kayak twice'];
    expect(mostSaid('Footrests slip', kayaks)).toBeUndefined();
    const ferry = ['No more queues at the ferry since the new ramp', 'Queues are short now', 'Never any queues on a weekday', 'No more queues now the app works', 'The queues are much shorter than before'];
    expect(mostSaid('New ramp', ferry)).toBeUndefined();
    // Two members write the amount, so only the past contrast or the praise decides (else "Not enough printers", "Not enough guides").
    const printers = ['Last term there were not enough printers, now it is fine', 'Printers jam all the time', 'The printers on the first floor are slow', 'Printers always out of toner', 'Last year there were not enough printers, now there are plenty'];
    expect(mostSaid('First floor', printers)).toBeUndefined();
    const guides = ['Guides are friendly and funny', 'Great guides on every boat, really lovely', 'The guides were brilliant and knew everything', 'Guides made the trip, wonderful', 'Not enough guides on busy days', 'There were not enough guides at the weekend'];
    expect(mostSaid('Every tour', guides)).toBeUndefined();
  });

  it('takes no participle from a wish ("should be fixed", "need mending"): the request\'s -ing form, else no participle', () => {
    const benches = ['The benches need repainting', 'Benches should be repainted, they are peeling', 'Repaint the benches please', 'Benches by the park gate are peeling', 'The old benches need repainting before summer'];
    expect(mostSaid('Park gate', benches)).toBe('repainting benches');
    const lamps = ['Please mend the lamps on the towpath', 'The lamps need mending before winter', 'When will the lamps be mended', 'Mend the lamps, it is pitch black', 'Half the lamps are out by the lock'];
    expect(mostSaid('Mended lamps', lamps)).toBe('mending lamps');
    const mended = ['The lamps were mended last week', 'Lamps mended at last, much safer', 'Glad the lamps got mended', 'Mended lamps make the towpath safe', 'The lamps by the lock work again'];
    expect(mostSaid('Mended lamps', mended)).toBeUndefined();
    const fence = ['The fence was painted last month', 'Fence painted, looks smart', 'Nice to see the fence painted', 'The painted fence is bright', 'Kids love the painted fence'];
    expect(mostSaid('Bright colours', fence)).toBe('painted fence');
  });
});
