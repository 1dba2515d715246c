import { describe, it } from 'vitest';
import { OWN_EXTRACTIONS_FRESH13_FILE, ownExtractionRows } from '../../../bench/eval/own-sets.js';
import { expectFiveDomains, expectNamedPeopleInAppositives, expectOwnExtractionSplit, expectThirdPartyPaymentInEveryDomain, expectVerbatimGoldSpans } from './extraction-check-set.js';

/** The blind extraction set of 2026-12-12 (split "fresh13"); the shape shared with fresh2 to fresh12 is checked in own-sets.test.ts. */
describe('own extraction check set of 2026-12-12 (split "fresh13")', () => {
  const rows = ownExtractionRows(OWN_EXTRACTIONS_FRESH13_FILE);
  it('holds 65 sentences, 13 in each of five domains with 4 to 6 themes (one at least of several words), and ten sentences without a theme, and two sentences at least with two themes in every domain', () => {
    expectFiveDomains(rows, { domains: ['locksmith', 'bridal shop', 'driving instructor', 'electrician', 'guitar teacher'], withoutTheme: [10, 10], everyDomain: true, twoThemesInEveryDomain: 2 });
  });
  it('has every gold span verbatim at its offsets (span === text.slice(start, end)), one per mentioned theme, each holding its term', () => {
    expectVerbatimGoldSpans(rows);
  });
  it('names people by their own names in gold terms, some in appositives', () => {
    expectNamedPeopleInAppositives(rows);
  });
  it('has money paid by a third party in every domain', () => {
    expectThirdPartyPaymentInEveryDomain(rows);
  });
  it('repeats no sentence, within the set or from another split, and is reported as its own split', () => {
    expectOwnExtractionSplit(rows, 'fresh13');
  });
});
