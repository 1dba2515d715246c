import { describe, expect, it } from 'vitest';
import { OWN_EXTRACTIONS_FRESH4_FILE, ownExtractionRows } from '../../../bench/eval/own-sets.js';
import { expectOwnExtractionSplit, expectVerbatimGoldSpans } from './extraction-check-set.js';

/** The blind extraction set of 2026-12-03 (split "fresh4"); the shape shared with fresh2 and fresh3 is checked in own-sets.test.ts. */
describe('own extraction check set of 2026-12-03 (split "fresh4")', () => {
  const rows = ownExtractionRows(OWN_EXTRACTIONS_FRESH4_FILE);
  it('holds 65 sentences, 13 in each of five domains with 4 to 6 themes, and about eight sentences without a theme', () => {
    expect(rows).toHaveLength(65);
    const domains = new Set(rows.map((r) => r.domain));
    expect(domains.size).toBe(5);
    for (const d of domains) {
      const own = rows.filter((r) => r.domain === d);
      expect(own).toHaveLength(13);
      expect(new Set(own.map((r) => JSON.stringify(r.themes))).size).toBe(1);
      expect(own[0].themes.length).toBeGreaterThanOrEqual(4);
      expect(own[0].themes.length).toBeLessThanOrEqual(6);
      // Every theme of the list is mentioned at least once.
      for (const t of own[0].themes) expect(own.some((r) => r.mentions.some((m) => m.theme === t))).toBe(true);
    }
    const none = rows.filter((r) => r.mentions.length === 0).length;
    expect(none).toBeGreaterThanOrEqual(7);
    expect(none).toBeLessThanOrEqual(10);
  });
  it('has verbatim gold spans at their offsets, one per mentioned theme, each holding its term', () => {
    expectVerbatimGoldSpans(rows);
  });
  it('repeats no sentence, within the set or from another split, and is reported as its own split', () => {
    expectOwnExtractionSplit(rows, 'fresh4');
  });
});
