import { describe, expect, it } from 'vitest';
import { analyseAndTagTexts } from '../../../lambdas/models/local/keyphrases-local.js';
import { phraseCandidates } from '../../../lambdas/models/local/theme-phrase-candidates.js';
import { unfoundedProblemsLabel } from '../../../lambdas/models/local/theme-label-unfounded.js';
import { labelContext } from '../../../lambdas/models/local/theme-label-context.js';
import { plainName } from '../../../lambdas/models/local/theme-label-rules.js';
import { labelFault } from '../../../lambdas/models/local/theme-label-checks.js';

/** The label 2026-12-25's step gives a theme of these hand-written answers in place of `label` (undefined: it stays). */
function relabel(label: string, texts: readonly string[]): string | undefined {
  const { tags } = analyseAndTagTexts(texts);
  const order = texts.map((_, i) => i);
  const weights = order.map(() => 1);
  return unfoundedProblemsLabel(label, labelContext({ typicalOrder: order, tags, weights, size: texts.length, excluded: new Set(), ok: (l) => plainName(l) && labelFault(l, order, tags, texts.length) === undefined, pool: () => phraseCandidates(order, tags, weights, new Set()) }));
}

describe('"Problems with X" stands only over members who complain (2026-12-25)', () => {
  it('gives way to the members\' own phrase of the thing where they praise it and nobody complains', () => {
    const praise = [
      'The school minibus is always spotless.',
      'Friendly minibus drivers who wait for late kids.',
      'The minibus turns up on time every morning.',
      'I trust the minibus and it has never let us down.',
      'Brilliant minibus service this year.',
    ];
    const after = relabel('Problems with minibus', praise);
    expect(after).toBeDefined();
    expect(after).toMatch(/minibus/u);
    expect(after).not.toMatch(/problem/u);
  });

  it('leaves it where the members complain, or write "problem", or the label is no "Problems with"', () => {
    const complaints = ['The minibus was late again.', 'Rude minibus driver.', 'Minibus broke down twice.', 'The minibus is lovely inside.', 'Dirty minibus seats.'];
    expect(relabel('Problems with minibus', complaints)).toBeUndefined();
    const problem = ['A problem with the minibus on Monday.', 'The minibus is great.', 'Lovely minibus driver.', 'Minibus always on time.', 'Spotless minibus.'];
    expect(relabel('Problems with minibus', problem)).toBeUndefined();
    expect(relabel('Friendly drivers', ['Friendly minibus drivers.', 'Lovely drivers.', 'Great drivers.', 'Kind drivers.'])).toBeUndefined();
  });

  it('reads a denied "problem" as none (mended before release: "Never had a problem with the minibus")', () => {
    const denied = [
      'The minibus drivers are lovely.',
      'Never had a problem with the minibus.',
      'Lovely minibus drivers who wait for late kids.',
      'The minibus turns up on time every morning.',
      'No problems with the minibus at all.',
      'Brilliant minibus service this year.',
    ];
    const after = relabel('Problems with minibus', denied);
    expect(after).toBeDefined();
    expect(after).not.toMatch(/problem/u);
  });
});
