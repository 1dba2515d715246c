import { describe, expect, it } from 'vitest';
import { OWN_EXTRACTIONS_FRESH18_FILE, ownExtractionRows } from '../../../bench/eval/own-sets.js';
import { expectFiveDomains, expectNamedPeopleInAppositives, expectOwnExtractionSplit, expectThirdPartyPaymentInEveryDomain, expectVerbatimGoldSpans } from './extraction-check-set.js';

/** The blind extraction set of 2026-12-17 (split "fresh18"); the shape shared with fresh2 to fresh17 is checked in own-sets.test.ts. */
describe('own extraction check set of 2026-12-17 (split "fresh18")', () => {
  const rows = ownExtractionRows(OWN_EXTRACTIONS_FRESH18_FILE);
  it('holds 65 sentences, 13 in each of five domains with 4 to 6 themes (one at least of several words), and ten sentences without a theme, two per domain, and two sentences at least with two themes in every domain', () => {
    expectFiveDomains(rows, { domains: ['mobile mechanic', 'ironing service', 'hot tub hire', 'sports massage', 'pest control'], withoutTheme: [10, 10], everyDomain: true, twoThemesInEveryDomain: 2 });
    for (const d of new Set(rows.map((r) => r.domain))) expect(rows.filter((r) => r.domain === d && r.mentions.length === 0)).toHaveLength(2);
  });
  it('has every gold span verbatim at its offsets (span === text.slice(start, end)), one per mentioned theme, each holding its term', () => {
    expectVerbatimGoldSpans(rows);
  });
  it('names people by their own names in gold terms, some in appositives', () => {
    expectNamedPeopleInAppositives(rows);
  });
  it('has money paid by a third party in every domain, and the price told by related words and amounts', () => {
    expectThirdPartyPaymentInEveryDomain(rows);
    const price = rows.flatMap((r) => r.mentions.filter((m) => m.theme === 'price'));
    expect(price.some((m) => /\b(?:quid|grand|pounds)\b/u.test(m.term))).toBe(true);
    expect(price.some((m) => /\bcost (?:me|us)\b/u.test(m.term))).toBe(true);
    expect(price.some((m) => /^£\d/u.test(m.term))).toBe(true);
  });
  it('has durations and times in gold terms ("took three weeks", "open till nine")', () => {
    const terms = rows.flatMap((r) => r.mentions.map((m) => m.term));
    expect(terms).toContain('took three weeks');
    expect(terms.some((t) => /\bopen till nine\b/u.test(t))).toBe(true);
  });
  it('repeats no sentence, within the set or from another split, and is reported as its own split', () => {
    expectOwnExtractionSplit(rows, 'fresh18');
  });
});
