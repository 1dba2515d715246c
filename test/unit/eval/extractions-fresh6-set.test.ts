import { describe, expect, it } from 'vitest';
import { OWN_EXTRACTIONS_FRESH6_FILE, ownExtractionRows } from '../../../bench/eval/own-sets.js';
import { expectOwnExtractionSplit, expectVerbatimGoldSpans } from './extraction-check-set.js';

/** The blind extraction set of 2026-12-05 (split "fresh6"); the shape shared with fresh2 to fresh5 is checked in own-sets.test.ts. */
describe('own extraction check set of 2026-12-05 (split "fresh6")', () => {
  const rows = ownExtractionRows(OWN_EXTRACTIONS_FRESH6_FILE);
  it('holds 65 sentences, 13 in each of five domains with 4 to 6 themes (one at least of several words), and about nine sentences without a theme', () => {
    expect(rows).toHaveLength(65);
    const domains = new Set(rows.map((r) => r.domain));
    expect(domains).toEqual(new Set(['dry cleaners', 'plumbing and heating firm', 'ferry crossing', 'bakery', 'golf club']));
    for (const d of domains) {
      const own = rows.filter((r) => r.domain === d);
      expect(own).toHaveLength(13);
      expect(new Set(own.map((r) => JSON.stringify(r.themes))).size).toBe(1);
      expect(own[0].themes.length).toBeGreaterThanOrEqual(4);
      expect(own[0].themes.length).toBeLessThanOrEqual(6);
      expect(own[0].themes.some((t) => t.includes(' '))).toBe(true);
      // Every theme of the list is mentioned at least once, and every domain has a sentence without a theme.
      for (const t of own[0].themes) expect(own.some((r) => r.mentions.some((m) => m.theme === t))).toBe(true);
      expect(own.some((r) => r.mentions.length === 0)).toBe(true);
    }
    const none = rows.filter((r) => r.mentions.length === 0).length;
    expect(none).toBeGreaterThanOrEqual(8);
    expect(none).toBeLessThanOrEqual(10);
    // Sentences with two themes, one of each domain at least.
    for (const d of domains) expect(rows.some((r) => r.domain === d && r.mentions.length === 2)).toBe(true);
  });
  it('has every gold span verbatim at its offsets (span === text.slice(start, end)), one per mentioned theme, each holding its term', () => {
    expectVerbatimGoldSpans(rows);
  });
  it('writes money in several forms', () => {
    const text = rows.map((r) => r.text).join('\n');
    for (const form of [/£\d/u, /€\d/u, /\$\d/u, /\bUSD \d/u, /\d+ euros\b/u, /\bquid\b/u]) expect(text).toMatch(form);
  });
  it('repeats no sentence, within the set or from another split, and is reported as its own split', () => {
    expectOwnExtractionSplit(rows, 'fresh6');
  });
});
