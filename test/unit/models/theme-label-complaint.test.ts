import { describe, expect, it } from 'vitest';
import { analyseAndTagTexts } from '../../../lambdas/models/local/keyphrases-local.js';
import { complaintLabel } from '../../../lambdas/models/local/theme-label-complaint.js';
import { labelContext } from '../../../lambdas/models/local/theme-label-context.js';
import { plainName } from '../../../lambdas/models/local/theme-label-rules.js';

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
});
