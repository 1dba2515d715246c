/**
 * Short labels of themes 2026-11-30 (theme-typical-names.ts) on themes written for this test: a
 * café's customers. Each theme has one member whose side remark 2026-11-29's order of rules
 * picked; the label must name what the members share, and the longer label's quote must show it.
 */
import { describe, expect, it } from 'vitest';
import { analyseAndTagTexts } from '../../../lambdas/models/local/keyphrases-local.js';
import { nameIdeas } from '../../../lambdas/models/local/theme-idea-names.js';
import { excludedWords } from '../../../lambdas/models/local/theme-names.js';
import { nameTypical } from '../../../lambdas/models/local/theme-typical-names.js';
import { predicatePhrases } from '../../../lambdas/models/local/theme-phrase-candidates.js';
import { WordVectors } from '../../../lambdas/models/local/word-vectors.js';
import type { ThemeLabel } from '../../../lambdas/models/local/theme-labels.js';

/** Members of each theme, most typical first. */
const THEMES: string[][] = [
  [
    'The sandwiches are too expensive for the size.',
    'Prices went up again and the portions did not.',
    'Everything here is expensive compared with the bakery across the road.',
    'A flat white costs far too much.',
    'Free refills would be lovely, the price of tea is steep.',
  ],
  [
    'The tables are sticky and dirty by noon.',
    'Nobody wipes the tables between customers.',
    'The floor under the tables is dirty and covered in crumbs.',
    'Music near the tables is too loud.',
  ],
  [
    'The queue at the till takes forever in the morning.',
    'Waiting fifteen minutes for a coffee is too long.',
    'Slow service at lunch, only one person serving the queue.',
    'I would pay more elsewhere to skip the queue.',
  ],
];

function label(version: 'typical' | 'ideas'): ThemeLabel[] {
  const texts = THEMES.flat();
  const { analyses, tags } = analyseAndTagTexts(texts);
  const weights = texts.map(() => 1);
  const excluded = excludedWords(analyses, weights, new Set());
  let offset = 0;
  const groups = THEMES.map((members) => {
    const indices = members.map((_, i) => offset + i);
    offset += members.length;
    return indices;
  });
  const ideas = () =>
    nameIdeas(
      groups.map((g) => ({ texts: g, size: g.length, typical: texts[g[0]], typicalIndex: g[0], second: texts[g[1]] })),
      tags,
      analyses,
      weights,
      excluded,
      'common',
    );
  if (version === 'ideas') return ideas();
  return nameTypical(groups.map((g) => ({ typicalOrder: g, size: g.length })), texts, tags, weights, excluded, WordVectors.load(), ideas);
}

/** What a researcher would accept: the shared idea, not a side remark, and a quote that shows it. */
function expectSharedIdeas(labels: readonly ThemeLabel[]): void {
  expect(labels[0].shortLabel).toMatch(/expensive|price|cost/i);
  expect(labels[0].shortLabel).not.toMatch(/refill|tea|bakery/i);
  expect(labels[1].shortLabel).toMatch(/dirty|sticky|table/i);
  expect(labels[1].shortLabel).not.toMatch(/music|loud/i);
  expect(labels[2].shortLabel).toMatch(/queue|slow|wait/i);
  for (const l of labels) {
    const words = l.shortLabel.split(' ');
    expect(words.length).toBeGreaterThanOrEqual(2);
    expect(words.length).toBeLessThanOrEqual(4);
    const quote = /as in "(.*)"$/.exec(l.label)?.[1];
    expect(quote).toBeDefined();
    // The quote holds the short label's noun (by its first four letters: "tables", "table").
    const noun = words[words.length - 1].toLowerCase().slice(0, 4);
    expect(quote!.toLowerCase()).toContain(noun);
  }
  expect(new Set(labels.map((l) => l.shortLabel.toLowerCase())).size).toBe(labels.length);
}

describe('themes 2026-11-30 short labels', () => {
  it('name the idea the members share, where 2026-11-29 named a side remark', () => {
    const typical = label('typical');
    expectSharedIdeas(typical);
    expect(() => expectSharedIdeas(label('ideas'))).toThrow();
  });

  it('read "the X is ADJ" with an adjunct as "ADJ X", keeping negation and compounds', () => {
    const { tags } = analyseAndTagTexts(['The kitchen is dirty by noon.', 'The fridge is not clean.', 'Air conditioning is too cold in summer.', 'The wait at the desk was far too long.']);
    const displays = tags.map((t) => predicatePhrases(t, new Set()).map((u) => u.display));
    expect(displays[0]).toContain('dirty kitchen');
    expect(displays[1]).toContain('fridge not clean');
    expect(displays[1]).not.toContain('clean fridge');
    expect(displays[2]).toContain('cold air conditioning');
    expect(displays[3]).toContain('long wait');
  });
});

describe('themes 2026-11-30 predicates after prepositional phrases', () => {
  it('take the subject before every prepositional phrase', () => {
    const { tags } = analyseAndTagTexts(['The smell from the bin store in August is awful.', 'The bin store in August is awful.']);
    const [first, second] = tags.map((t) => predicatePhrases(t, new Set()).map((u) => u.display));
    expect(first).toContain('awful smell');
    expect(first).not.toContain('awful store');
    expect(second).toContain('awful store');
  });
});
