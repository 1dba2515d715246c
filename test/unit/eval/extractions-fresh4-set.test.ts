import { describe, expect, it } from 'vitest';
import { allOwnExtractionRows, OWN_EXTRACTION_SPLITS, OWN_EXTRACTIONS_FRESH4_FILE, ownExtractionRows } from '../../../bench/eval/own-sets.js';

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
    for (const r of rows) {
      for (const m of r.mentions) {
        expect(r.text.slice(m.start, m.end)).toBe(m.span);
        expect(m.span).toContain(m.term);
        expect(m.span).toBe(m.span.trim());
        expect(r.themes).toContain(m.theme);
      }
      expect(new Set(r.mentions.map((m) => m.theme)).size).toBe(r.mentions.length);
    }
  });
  it('repeats no sentence, within the set or from another split, and is reported as its own split', () => {
    const norm = (t: string) => t.toLowerCase().replace(/[^a-z0-9]+/gu, ' ').trim();
    expect(new Set(rows.map((r) => norm(r.text))).size).toBe(rows.length);
    expect(rows.every((r) => r.split === 'fresh4')).toBe(true);
    const others = new Set(allOwnExtractionRows().filter((r) => r.split !== 'fresh4').map((r) => norm(r.text)));
    expect(rows.filter((r) => others.has(norm(r.text)))).toEqual([]);
    expect(OWN_EXTRACTION_SPLITS).toContain('fresh4');
    expect(allOwnExtractionRows().filter((r) => r.split === 'fresh4')).toHaveLength(rows.length);
  });
});
