/**
 * Themes 2026-11-30's labels never say the opposite of the members: hand-written themes where
 * members deny a word ("rarely clean", "no longer clean") or where a minority denies what most
 * praise ("staff not helpful" against three members who find them helpful).
 */
import { describe, expect, it } from 'vitest';
import { analyseAndTagTexts } from '../../../lambdas/models/local/keyphrases-local.js';
import { excludedWords } from '../../../lambdas/models/local/theme-names.js';
import { nameTypical } from '../../../lambdas/models/local/theme-typical-names.js';
import { phraseCandidates, predicatePhrases } from '../../../lambdas/models/local/theme-phrase-candidates.js';
import { WordVectors } from '../../../lambdas/models/local/word-vectors.js';

const words = WordVectors.load();
const WIFI = [
  'The wifi drops every evening.',
  'Wifi is painfully slow upstairs.',
  'The wifi password changes every week and nobody tells us.',
  'Video calls freeze because the wifi is weak.',
  'The wifi signal does not reach my room.',
];

function labels(themes: string[][]) {
  const texts = themes.flat();
  const { analyses, tags } = analyseAndTagTexts(texts);
  const weights = texts.map(() => 1);
  const excluded = excludedWords(analyses, weights, new Set());
  const groups = themes.map((members, c) => members.map((_, i) => themes.slice(0, c).flat().length + i));
  const fallback = () => themes.map(() => ({ shortLabel: 'fallback', label: 'fallback', description: '' }));
  return nameTypical(groups.map((g) => ({ typicalOrder: g, size: g.length })), texts, tags, weights, excluded, words, fallback);
}

const DENIED = /\b(not|never|rarely|seldom|hardly|barely|no longer)\b/i;

describe('themes 2026-11-30 labels and the members polarity', () => {
  it('keep a denial said with "rarely" and count members, not words', () => {
    const [kitchen] = labels([
      ['The kitchen is not clean', 'The kitchen is rarely clean', 'The fridge is rarely clean', 'the kitchen is dirty', 'Dishes pile up in the sink'],
      WIFI,
    ]);
    expect(kitchen.shortLabel).not.toMatch(/^clean/i);
    if (/clean/i.test(kitchen.shortLabel)) expect(kitchen.shortLabel).toMatch(DENIED);
    const quote = /as in "(.*)"$/.exec(kitchen.label)?.[1] ?? '';
    if (/clean/i.test(quote) && !DENIED.test(kitchen.shortLabel)) expect(quote).not.toMatch(DENIED);
  });

  it('read "rarely clean" and "no longer clean" as denials, never as "Clean kitchen"', () => {
    const { tags } = analyseAndTagTexts(['The kitchen is rarely clean.', 'The kitchen is no longer clean.']);
    const [rarely, noLonger] = tags.map((t) => predicatePhrases(t, new Set()).map((u) => u.display));
    expect(rarely).toContain('kitchen rarely clean');
    expect(rarely).not.toContain('clean kitchen');
    expect(noLonger).toContain('kitchen no longer clean');
    expect(noLonger.some((d) => /no longer$/.test(d))).toBe(false);
  });

  it('give a "not X" label only when most members writing X deny it', () => {
    const [staff] = labels([
      [
        'The staff were helpful and friendly.',
        'The staff are always helpful at the front desk.',
        'Helpful staff, they found us a cot for the baby.',
        'The staff were not helpful when I asked about parking.',
        'The staff were not helpful on the phone.',
      ],
      WIFI,
    ]);
    expect(staff.shortLabel).not.toMatch(DENIED);
    const texts = [
      'The staff were helpful and friendly.',
      'The staff are always helpful at the front desk.',
      'Helpful staff, they found us a cot for the baby.',
      'The staff were not helpful when I asked about parking.',
      'The staff were not helpful on the phone.',
    ];
    const { tags } = analyseAndTagTexts(texts);
    const keys = phraseCandidates([0, 1, 2, 3, 4], tags, [1, 1, 1, 1, 1], new Set()).map((p) => p.key);
    expect(keys).not.toContain('staff not helpful');
    const quote = /as in "(.*)"$/.exec(staff.label)?.[1] ?? '';
    expect(quote).not.toMatch(DENIED);
  });
});
