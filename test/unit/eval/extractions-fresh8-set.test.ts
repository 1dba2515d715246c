import { describe, expect, it } from 'vitest';
import { OWN_EXTRACTIONS_FRESH8_FILE, ownExtractionRows } from '../../../bench/eval/own-sets.js';
import { expectFiveDomains, expectOwnExtractionSplit, expectVerbatimGoldSpans } from './extraction-check-set.js';

/** The blind extraction set of 2026-12-07 (split "fresh8"); the shape shared with fresh2 to fresh7 is checked in own-sets.test.ts. */
describe('own extraction check set of 2026-12-07 (split "fresh8")', () => {
  const rows = ownExtractionRows(OWN_EXTRACTIONS_FRESH8_FILE);
  it('holds 65 sentences, 13 in each of five domains with 4 to 6 themes (one at least of several words), and about ten sentences without a theme, and two sentences at least with two themes in every domain', () => {
    expectFiveDomains(rows, { domains: ['ski school', 'village post office', 'language-exchange app', 'canoe hire centre', 'tattoo studio'], withoutTheme: [9, 11], everyDomain: true, twoThemesInEveryDomain: 2 });
  });
  it('has every gold span verbatim at its offsets (span === text.slice(start, end)), one per mentioned theme, each holding its term', () => {
    expectVerbatimGoldSpans(rows);
  });
  it('names people by their own names in gold terms', () => {
    const terms = rows.flatMap((r) => r.mentions.map((m) => m.term));
    for (const name of ['Pierre', 'Hanna', 'Mrs Okafor', 'Keiko', 'Dev', 'Priya', 'Kat', 'Marco']) expect(terms).toContain(name);
  });
  it('repeats no sentence, within the set or from another split, and is reported as its own split', () => {
    expectOwnExtractionSplit(rows, 'fresh8');
  });
});
