import { describe, expect, it } from 'vitest';
import { OWN_EXTRACTIONS_FRESH11_FILE, ownExtractionRows } from '../../../bench/eval/own-sets.js';
import { expectFiveDomains, expectOwnExtractionSplit, expectVerbatimGoldSpans } from './extraction-check-set.js';

/** The blind extraction set of 2026-12-10 (split "fresh11"); the shape shared with fresh2 to fresh10 is checked in own-sets.test.ts. */
describe('own extraction check set of 2026-12-10 (split "fresh11")', () => {
  const rows = ownExtractionRows(OWN_EXTRACTIONS_FRESH11_FILE);
  it('holds 65 sentences, 13 in each of five domains with 4 to 6 themes (one at least of several words), and ten sentences without a theme, and two sentences at least with two themes in every domain', () => {
    expectFiveDomains(rows, { domains: ['upholsterer', 'picture framer', 'kitchen fitter', 'carpet fitter', 'school uniform shop'], withoutTheme: [10, 10], everyDomain: true, twoThemesInEveryDomain: 2 });
  });
  it('has every gold span verbatim at its offsets (span === text.slice(start, end)), one per mentioned theme, each holding its term', () => {
    expectVerbatimGoldSpans(rows);
  });
  it('names people by their own names in gold terms, some in appositives', () => {
    const terms = rows.flatMap((r) => r.mentions.map((m) => m.term));
    for (const name of ['Bernard', 'Mrs Lindqvist', 'Hamid', 'Gordon', 'Mrs Okonjo']) expect(terms.some((t) => t.includes(name))).toBe(true);
    expect(rows.filter((r) => /, (?:a|Gordon|Mrs Okonjo)\b[^,]*,/u.test(r.text)).length).toBeGreaterThanOrEqual(3);
  });
  it('has money paid by a third party in every domain', () => {
    for (const d of new Set(rows.map((r) => r.domain))) expect(rows.some((r) => r.domain === d && /\b(?:sister|church|landlord|employer|school) paid\b/u.test(r.text))).toBe(true);
  });
  it('repeats no sentence, within the set or from another split, and is reported as its own split', () => {
    expectOwnExtractionSplit(rows, 'fresh11');
  });
});
