import { describe, expect, it } from 'vitest';
import { OWN_EXTRACTIONS_FRESH10_FILE, ownExtractionRows } from '../../../bench/eval/own-sets.js';
import { expectFiveDomains, expectOwnExtractionSplit, expectVerbatimGoldSpans } from './extraction-check-set.js';

/** The blind extraction set of 2026-12-09 (split "fresh10"); the shape shared with fresh2 to fresh9 is checked in own-sets.test.ts. */
describe('own extraction check set of 2026-12-09 (split "fresh10")', () => {
  const rows = ownExtractionRows(OWN_EXTRACTIONS_FRESH10_FILE);
  it('holds 65 sentences, 13 in each of five domains with 4 to 6 themes (one at least of several words), and ten sentences without a theme, and two sentences at least with two themes in every domain', () => {
    expectFiveDomains(rows, { domains: ['piano tuner', 'print shop', 'chimney sweep', 'shoe repair shop', "children's swimming lessons"], withoutTheme: [10, 10], everyDomain: true, twoThemesInEveryDomain: 2 });
  });
  it('has every gold span verbatim at its offsets (span === text.slice(start, end)), one per mentioned theme, each holding its term', () => {
    expectVerbatimGoldSpans(rows);
  });
  it('names people by their own names in gold terms', () => {
    const terms = rows.flatMap((r) => r.mentions.map((m) => m.term));
    for (const name of ['Mr Okafor', 'Priya', 'Declan', 'Mariusz', 'Gareth', 'Mr Demir', 'Ana', 'Miss Kowalski', 'Tom']) expect(terms).toContain(name);
  });
  it('has money paid by a third party in every domain', () => {
    for (const d of new Set(rows.map((r) => r.domain))) expect(rows.some((r) => r.domain === d && /\b(?:grandmother|church|landlord|letting agent|boss|grandad) paid\b/u.test(r.text))).toBe(true);
  });
  it('repeats no sentence, within the set or from another split, and is reported as its own split', () => {
    expectOwnExtractionSplit(rows, 'fresh10');
  });
});
