import { describe, expect, it } from 'vitest';
import { OWN_EXTRACTIONS_FRESH7_FILE, ownExtractionRows } from '../../../bench/eval/own-sets.js';
import { expectFiveDomains, expectOwnExtractionSplit, expectVerbatimGoldSpans } from './extraction-check-set.js';

/** The blind extraction set of 2026-12-06 (split "fresh7"); the shape shared with fresh2 to fresh6 is checked in own-sets.test.ts. */
describe('own extraction check set of 2026-12-06 (split "fresh7")', () => {
  const rows = ownExtractionRows(OWN_EXTRACTIONS_FRESH7_FILE);
  it('holds 65 sentences, 13 in each of five domains with 4 to 6 themes (one at least of several words), and about ten sentences without a theme', () => {
    expectFiveDomains(rows, { domains: ['pharmacy', 'bike repair shop', 'multi-storey car park', 'junior football club', 'dog groomer'], withoutTheme: [9, 11], everyDomain: true, twoThemesInEveryDomain: true });
  });
  it('has every gold span verbatim at its offsets (span === text.slice(start, end)), one per mentioned theme, each holding its term', () => {
    expectVerbatimGoldSpans(rows);
  });
  it('names people by their own names in gold terms', () => {
    const terms = rows.flatMap((r) => r.mentions.map((m) => m.term));
    for (const name of ['Amara the pharmacist', 'Mr Haddad', 'Tomasz', 'Coach Marcus', 'Sofia']) expect(terms).toContain(name);
  });
  it('repeats no sentence, within the set or from another split, and is reported as its own split', () => {
    expectOwnExtractionSplit(rows, 'fresh7');
  });
});
