import { describe, expect, it } from 'vitest';
import { stem } from '../../../lambdas/core/text/theme-words.js';
import { analyseAndTagTexts } from '../../../lambdas/models/local/keyphrases-local.js';
import { allWordsShared, commonPairNames, negationShared } from '../../../lambdas/models/local/theme-common-names.js';
import { sharedStems } from '../../../lambdas/models/local/theme-shared-words.js';
import type { UnsharedNaming } from '../../../lambdas/models/local/theme-idea-names.js';
import { nameAnswerGroups } from './theme-idea-groups.js';
import { computeThemes } from '../../../lambdas/operations/themes.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../../lambdas/models/local/use-encoder-combined.js';
import { LocalThemesModel, THEMES_V7_SETTINGS } from '../../../lambdas/models/local/themes-local.js';

/** Bakery customers: the later themes share no two-word phrase between two members. */
const BAKERY = [
  ['The bread was stale by lunchtime.', 'Stale bread again on Saturday.', 'Bread goes stale far too quickly.', 'I bought stale bread twice.'],
  ['Paying by card takes ages, the reader keeps failing.', 'The card machine was broken again.', 'Cash only at weekends is annoying, fix the card reader.'],
  ['The pastries cost twice what the market charges.', 'Prices went up but the croissants got smaller.', 'A coffee and a cake should not cost eight pounds.'],
];
const LINKING = /^(a|an|the|of|in|on|at|for|with|to|from|and|no|not|my|our|your|their)$/;

/** Every content word of a label written (by stem) by at least two members of its theme. */
function everyWordShared(label: string, members: string[]): boolean {
  const written = members.map((m) => new Set(m.toLowerCase().match(/[a-z'-]+/g)!.map(stem)));
  return label
    .toLowerCase()
    .split(' ')
    .filter((w) => !LINKING.test(w))
    .every((w) => written.filter((s) => s.has(stem(w))).length >= 2);
}

const name = (themes: string[][], unshared: UnsharedNaming) => nameAnswerGroups(themes, [], unshared);

describe('names of themes 2026-11-29', () => {
  it('makes every word of a short label one several members write, where 2026-11-28 took one member\'s phrase', () => {
    const before = name(BAKERY, 'shared-words');
    const after = name(BAKERY, 'common');
    expect(after[0].shortLabel).toBe(before[0].shortLabel);
    expect(everyWordShared(after[1].shortLabel, BAKERY[1])).toBe(true);
    expect(everyWordShared(before[1].shortLabel, BAKERY[1])).toBe(false);
    // The price answers share one word ("cost") and no noun: the last resort is still one member's phrase.
    const { tags } = analyseAndTagTexts(BAKERY[2]);
    expect([...sharedStems([0, 1, 2], tags, [1, 1, 1], new Set(), 2).keys()]).toEqual(['cost']);
    expect(after[2].shortLabel.split(' ').length).toBeGreaterThanOrEqual(2);
  });

  it('quotes the next typical answer in the long label instead of "and answers like it"', () => {
    for (const l of name(BAKERY, 'common')) expect(l.label).not.toMatch(/answers like it/);
  });

  it('pairs an adjective with its noun, adjective first, when two members write both', () => {
    const texts = ['The wait at reception was far too long.', 'Long waits every single visit.', 'The car park is always full.'];
    const { tags } = analyseAndTagTexts(texts);
    const pairs = commonPairNames([{ texts: [0, 1] }, { texts: [2] }], tags, [1, 1, 1], new Set());
    expect(pairs(new Set(), 0)[0]).toMatch(/^long waits?$/i);
    // Members who mostly negate the adjective do not get it as a label.
    expect(pairs(new Set([stem('long')]), 0)).not.toContainEqual(expect.stringMatching(/^long/i));
    expect(pairs(new Set(), 1)).toEqual([]);
  });

  it('joins two nouns by "and" only when two members write both, unless asked for a last resort', () => {
    const texts = ['The strap rubs my wrist.', 'My wrist itches under the strap.', 'The buckle is flimsy.'];
    const { tags } = analyseAndTagTexts(texts);
    const pairs = commonPairNames([{ texts: [0, 1, 2] }], tags, [1, 1, 1], new Set());
    expect(pairs(new Set(), 0).map((p) => p.toLowerCase())).toContain('strap and wrist');
    const apart = analyseAndTagTexts(['The strap broke.', 'The strap snapped.', 'My wrist is sore.', 'A rash on my wrist.']);
    const loose = commonPairNames([{ texts: [0, 1, 2, 3] }], apart.tags, [1, 1, 1, 1], new Set());
    expect(loose(new Set(), 0)).toEqual([]);
    // Nouns no two members write together make no pair, not even as a last resort.
    expect(loose(new Set(), 0, true)).toEqual([]);
  });

  it('shows two nouns members write side by side as the compound written, not "X and Y"', () => {
    const texts = ['The timeline view is hard to read.', 'Please bring back the old timeline view.', 'I never use the timeline view.'];
    const { tags } = analyseAndTagTexts(texts);
    const pairs = commonPairNames([{ texts: [0, 1, 2] }], tags, [1, 1, 1], new Set());
    const names = pairs(new Set(), 0).map((p) => p.toLowerCase());
    expect(names).toContain('timeline view');
    expect(names).not.toContain('timeline and view');
    expect(name([texts, BAKERY[0]], 'common')[0].shortLabel).toBe('Timeline view');
  });

  it('does not let two nouns written apart outrank a phrase the members share', () => {
    const themes = [
      ['Sound insulation is poor, I heard the entrance all night.', 'Poor sound insulation, noisy at night.', 'The entrance door slams every night.'],
      BAKERY[0],
    ];
    const label = name(themes, 'common')[0].shortLabel;
    expect(label).toBe('Sound insulation');
    expect(label).not.toMatch(/ and /);
  });

  it('takes a "no"/"not" phrase only when two members negate that word', () => {
    const one = [
      ['No nurse came when I rang the bell.', 'The nurses were busy all evening.', 'Nurses seemed rushed and busy.'],
      BAKERY[0],
    ];
    expect(name(one, 'common')[0].shortLabel).not.toMatch(/\b(no|not)\b/i);
    const { tags } = analyseAndTagTexts(one[0]);
    expect(negationShared([0, 1, 2], tags, [1, 1, 1])('No nurse')).toBe(false);
    const two = ['No nurse came when I rang the bell.', 'There was no nurse on the ward at night.', 'Nurses seemed rushed and busy.'];
    const both = analyseAndTagTexts(two);
    expect(negationShared([0, 1, 2], both.tags, [1, 1, 1])('No nurse')).toBe(true);
    expect(name([two, BAKERY[0]], 'common')[0].shortLabel).toBe('No nurse');
  });

  it('never takes a window of a member\'s words that holds a template word ("Last answer")', () => {
    const themes = [
      ['The cabin was spotless.', 'Clean cabins and fresh towels.', 'Our cabin was clean and quiet.'],
      ['Same as my last answer.', 'See my last answer above.', 'Nothing else to add to my main concern.'],
    ];
    for (const l of name(themes, 'common')) expect(l.shortLabel.toLowerCase()).not.toMatch(/\b(answers?|comments?|feedback)\b/);
  });

  it('names a theme whose members share no word by one member\'s phrase, never a lone word with "only" (the API guide\'s example)', async () => {
    const inputs = ['Delivery took weeks', 'Parcel arrived late', 'The courier lost my package', 'Support was rude', 'Agent hung up on me', 'Nobody answered my emails'];
    const model = new LocalThemesModel(new CombinedEncoder(new UseLiteEncoder()), THEMES_V7_SETTINGS);
    const { result } = await computeThemes({ inputs, minThemes: 2, maxThemes: 5, context: 'customer experience', includeAssignments: true }, model);
    result.themes.forEach((t, c) => {
      expect(t.shortLabel).not.toMatch(/ only$/);
      const written = inputs.filter((_, i) => result.assignments![i] === c).join(' ').toLowerCase();
      for (const w of t.shortLabel.toLowerCase().split(' ')) expect(written).toContain(w);
    });
  });

  it('accepts a member\'s phrase only when every content word of it is shared', () => {
    const { tags } = analyseAndTagTexts(['Long waits at the desk.', 'The wait was long.', 'Rude staff at the desk.']);
    const stems = sharedStems([0, 1], tags, [1, 1], new Set(), 2);
    expect(allWordsShared('Long waits', stems)).toBe(true);
    expect(allWordsShared('Long waits at the desk', stems)).toBe(false);
    expect(allWordsShared('the', stems)).toBe(false);
  });
});
