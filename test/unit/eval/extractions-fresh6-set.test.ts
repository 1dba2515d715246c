import { describe, it } from 'vitest';
import { OWN_EXTRACTIONS_FRESH6_FILE, ownExtractionRows } from '../../../bench/eval/own-sets.js';
import { expectFiveDomains, expectMoneyForms, expectOwnExtractionSplit, expectVerbatimGoldSpans } from './extraction-check-set.js';

/** The blind extraction set of 2026-12-05 (split "fresh6"); the shape shared with fresh2 to fresh5 is checked in own-sets.test.ts. */
describe('own extraction check set of 2026-12-05 (split "fresh6")', () => {
  const rows = ownExtractionRows(OWN_EXTRACTIONS_FRESH6_FILE);
  it('holds 65 sentences, 13 in each of five domains with 4 to 6 themes (one at least of several words), and about nine sentences without a theme', () => {
    expectFiveDomains(rows, { domains: ['dry cleaners', 'plumbing and heating firm', 'ferry crossing', 'bakery', 'golf club'], withoutTheme: [8, 10], everyDomain: true, twoThemesInEveryDomain: true });
  });
  it('has every gold span verbatim at its offsets (span === text.slice(start, end)), one per mentioned theme, each holding its term', () => {
    expectVerbatimGoldSpans(rows);
  });
  it('writes money in several forms', () => {
    expectMoneyForms(rows);
  });
  it('repeats no sentence, within the set or from another split, and is reported as its own split', () => {
    expectOwnExtractionSplit(rows, 'fresh6');
  });
});
