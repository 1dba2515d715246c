import { describe, it } from 'vitest';
import { OWN_EXTRACTIONS_FRESH4_FILE, ownExtractionRows } from '../../../bench/eval/own-sets.js';
import { expectFiveDomains, expectOwnExtractionSplit, expectVerbatimGoldSpans } from './extraction-check-set.js';

/** The blind extraction set of 2026-12-03 (split "fresh4"); the shape shared with fresh2 and fresh3 is checked in own-sets.test.ts. */
describe('own extraction check set of 2026-12-03 (split "fresh4")', () => {
  const rows = ownExtractionRows(OWN_EXTRACTIONS_FRESH4_FILE);
  it('holds 65 sentences, 13 in each of five domains with 4 to 6 themes, and about eight sentences without a theme', () => {
    expectFiveDomains(rows, { withoutTheme: [7, 10] });
  });
  it('has verbatim gold spans at their offsets, one per mentioned theme, each holding its term', () => {
    expectVerbatimGoldSpans(rows);
  });
  it('repeats no sentence, within the set or from another split, and is reported as its own split', () => {
    expectOwnExtractionSplit(rows, 'fresh4');
  });
});
