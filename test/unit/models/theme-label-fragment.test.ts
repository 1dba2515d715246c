import { describe, expect, it } from 'vitest';
import { analyseAndTagTexts } from '../../../lambdas/models/local/keyphrases-local.js';
import { fragmentLabel, fragmentOf } from '../../../lambdas/models/local/theme-label-fragment.js';
import { labelContext } from '../../../lambdas/models/local/theme-label-context.js';
import { plainName } from '../../../lambdas/models/local/theme-label-rules.js';
import { labelFault } from '../../../lambdas/models/local/theme-label-checks.js';

/** Made-up answers (none from a fixture) read by the fragment detection and the step of 2026-12-27. */
const FEES = [
  'Fees keep going up every term.',
  'The fees keep going up and nothing improves.',
  'Pricey, won\'t renew next year.',
  'Our fees went up again.',
  'Fees have gone up twice.',
];
const SOLD = [
  'The rolls are sold out early on fridays.',
  'Pies sold out early again.',
  'Sold out early every market day.',
  'Always sold out by noon.',
  'Nothing left, sold out before ten.',
];
const CARE = [
  'We need out of hours care near town.',
  'Out of hours care is an hour away.',
  'No out of hours care at the weekend.',
  'Please run out of hours care here.',
  'Out of hours help would save a long drive.',
];

function relabel(label: string, texts: readonly string[]): string | undefined {
  const { tags } = analyseAndTagTexts(texts);
  const order = texts.map((_, i) => i);
  return fragmentLabel(label, labelContext({ typicalOrder: order, tags, weights: order.map(() => 1), size: texts.length, excluded: new Set(), ok: (l) => plainName(l) && labelFault(l, order, tags, texts.length) === undefined, free: plainName }));
}
const why = (label: string, texts: readonly string[]) => {
  const { tags } = analyseAndTagTexts(texts);
  return fragmentOf(label, texts.map((_, i) => i), tags);
};

describe('fragment labels are found by their tags (2026-12-27)', () => {
  it('finds a label ending on a modal, a negation, a preposition, a determiner or a pronoun', () => {
    expect(why("Pricey won't", FEES)).toBe('end');
    expect(why('Fees in the', FEES)).toBe('end');
    expect(why('Fees went up again and', FEES)).toBe('end');
  });
  it('finds a verb cut from the particle its members write after it', () => {
    expect(why('Fees going', FEES)).toBe('cut');
  });
  it('finds a bare time expression', () => {
    expect(why('Early on fridays', SOLD)).toBe('time');
    expect(why('Last tuesday', SOLD)).toBe('time');
  });
  it('finds a noun cut from "out of"', () => {
    expect(why('Hours care', CARE)).toBe('front');
  });
  it('leaves names of ideas', () => {
    expect(why('Fees going up', FEES)).toBeUndefined();
    expect(why('Sold out early', SOLD)).toBeUndefined();
    expect(why('Out of hours care', CARE)).toBeUndefined();
    expect(why('Market day', SOLD)).toBeUndefined();
    expect(why('Rude staff', ['The staff were rude.', 'Rude staff at the till.'])).toBeUndefined();
  });
});

describe('a fragment label is completed as the members write it (2026-12-27)', () => {
  it('adds the particle its members write after the verb', () => {
    expect(relabel('Fees going', FEES)).toBe('fees going up');
  });
  it('says a time expression of the verb and particle it is said of', () => {
    expect(relabel('Early on fridays', SOLD)).toBe('sold out early');
  });
  it('adds the "out of" a noun was cut from', () => {
    expect(relabel('Hours care', CARE)).toBe('out of hours care');
  });
  it('leaves a label that is no fragment', () => {
    expect(relabel('Fees going up', FEES)).toBeUndefined();
    expect(relabel('Out of hours care', CARE)).toBeUndefined();
  });
});
