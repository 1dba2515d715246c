import { describe, expect, it } from 'vitest';
import { analyseAndTagTexts } from '../../../lambdas/models/local/keyphrases-local.js';
import { complaintLabel } from '../../../lambdas/models/local/theme-label-complaint.js';
import { labelContext } from '../../../lambdas/models/local/theme-label-context.js';
import { plainName } from '../../../lambdas/models/local/theme-label-rules.js';
import { labelFault } from '../../../lambdas/models/local/theme-label-checks.js';
import { cpuMs } from '../../helpers/cpu-time.js';
import { madeUpWord } from '../../helpers/made-up-words.js';

/** The label 2026-12-24 gives a theme of these hand-written answers in place of `label` (undefined: it stays). */
function relabel(label: string, texts: readonly string[]): string | undefined {
  const { tags } = analyseAndTagTexts(texts);
  const order = texts.map((_, i) => i);
  return complaintLabel(label, labelContext({ typicalOrder: order, tags, weights: order.map(() => 1), size: texts.length, excluded: new Set(), ok: plainName }));
}

describe('a theme of complaints is named by the complaint most of its members write (2026-12-24)', () => {
  it('gives one member\'s detail up for the complaint before the noun its writers write with it', () => {
    const parcels = [
      'The courier left my parcel late again.',
      'Every parcel this month was late.',
      'Parcels turn up late, days after the promised date.',
      'My last parcel came two days late.',
      'The tracking page was useless.',
    ];
    expect(relabel('Tracking page', parcels)).toBe('late parcel');
  });

  it('says "too" and the complaint where the members share no noun, and the verb a member writes before it where none say "too"', () => {
    const dear = ['Lunch is too expensive for students.', 'Far too expensive now.', 'It is expensive for such small portions.', 'The sandwiches went up by a pound.', 'Coffee prices rose again.'];
    expect(relabel('Small portions', dear)).toBe('too expensive');
    const buses = ['The minibus turned up late every morning.', 'Our driver arrived late twice this week.', 'Pick-ups run late.', 'We waited by the gate for ages.', 'The school run was delayed by roadworks.'];
    expect(relabel('School gate', buses)).toBe('arrived late');
  });

  it('leaves a label that holds a complaint, is shared as widely, praises, asks, or is denied', () => {
    const shared = ['The showers are cold.', 'Cold showers every day.', 'Showers run cold after eight.', 'The showers need fixing.', 'Showers in block B are cold.'];
    expect(relabel('Showers', shared)).toBeUndefined();
    expect(relabel('Cold water', shared)).toBeUndefined();
    const praise = ['The trains were never late.', 'Not once late all year.', 'Trains are punctual and clean.', 'Never late, lovely staff.', 'Always on time.'];
    expect(relabel('Lovely staff', praise)).toBeUndefined();
    const asking = ['Could you stop the buses being late?', 'Please make the late bus earlier.', 'I wish the bus was not late.', 'The bus is late.', 'Late buses again.'];
    expect(relabel('Bus stop', asking)).toBeUndefined();
  });

  it('reads a denial back to the clause start ("none", "not one", "zero"), and no complaint of the writer\'s own act (mended before release)', () => {
    const never = ['None of my parcels have ever been late.', 'Not one delivery was late this year.', 'Nothing I ordered arrived late.', 'Not a single parcel turned up late.', 'The courier always knocks.'];
    expect(relabel('Courier service', never)).toBeUndefined();
    const intact = ['Packed well, zero damaged plates.', 'Everything arrived and none damaged.', 'Without anything damaged, all good.', 'Nothing was damaged at all.', 'The box was sturdy.'];
    expect(relabel('Packaging', intact)).toBeUndefined();
    const delayed = ['I delayed the car service because of money.', 'We delayed the car service until the spring.', 'I delayed booking the car in twice.', 'Delayed my service due to work.', 'The garage was flexible about dates.'];
    expect(relabel('Car service', delayed)).toBeUndefined();
  });

  it('pairs the complaint only with a noun it is said of (mended before release)', () => {
    const food = ['The waiter apologised but the food was late again.', 'Food late, the waiter blamed the kitchen.', 'Late again, the waiter said it was busy.', 'The waiter was lovely but the starters were late.', 'Food late every Friday.'];
    expect(relabel('Friday nights', food)).toBe('late food');
  });

  it('tries a few of its candidates: twice the answers take well under four times the CPU time (mended before release)', () => {
    const word = madeUpWord;
    // Each noun written by two members beside a late delivery.
    const theme = (n: number) => Array.from({ length: n }, (_, i) => `It came late. I ordered a ${Array.from({ length: 40 }, (_, k) => word(Math.floor(i / 2) * 40 + k)).join(' and a ')}.`);
    // CPU time of six calls, each on a new theme (what is read of a theme's members is kept for that theme), so every
    // call reads its members again; one size first to warm up.
    const time = (texts: readonly string[]) => {
      const { tags } = analyseAndTagTexts(texts);
      let total = 0;
      for (let round = 0; round < 6; round++) {
        const order = texts.map((_, i) => i);
        const ok = (l: string) => plainName(l) && labelFault(l, order, tags, texts.length) === undefined;
        const context = labelContext({ typicalOrder: order, tags, weights: order.map(() => 1), size: texts.length, excluded: new Set(), ok });
        total += cpuMs(() => void complaintLabel('Order number', context));
      }
      return total;
    };
    time(theme(12));
    const [small, large] = [time(theme(24)), time(theme(48))];
    expect(large / Math.max(small, 1)).toBeLessThan(3);
  });
});
