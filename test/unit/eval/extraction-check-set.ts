import { expect } from 'vitest';
import { allOwnExtractionRows, OWN_EXTRACTION_SPLITS, type OwnExtractionRow } from '../../../bench/eval/own-sets.js';

/** Every gold span of an own extraction set verbatim at its offsets (span === text.slice(start, end)), trimmed, holding its term, one per mentioned theme of the row's list. */
export function expectVerbatimGoldSpans(rows: readonly OwnExtractionRow[]): void {
  for (const r of rows) {
    for (const m of r.mentions) {
      expect(r.text.slice(m.start, m.end)).toBe(m.span);
      expect(m.end).toBeGreaterThan(m.start);
      expect(m.span).toContain(m.term);
      expect(m.span).toBe(m.span.trim());
      expect(r.themes).toContain(m.theme);
    }
    expect(new Set(r.mentions.map((m) => m.theme)).size).toBe(r.mentions.length);
  }
}

/** No sentence repeated within the set or from another split, and the set reported as its own split. */
export function expectOwnExtractionSplit(rows: readonly OwnExtractionRow[], split: OwnExtractionRow['split']): void {
  const norm = (t: string) => t.toLowerCase().replace(/[^a-z0-9]+/gu, ' ').trim();
  expect(new Set(rows.map((r) => norm(r.text))).size).toBe(rows.length);
  expect(rows.every((r) => r.split === split)).toBe(true);
  const others = new Set(allOwnExtractionRows().filter((r) => r.split !== split).map((r) => norm(r.text)));
  expect(rows.filter((r) => others.has(norm(r.text)))).toEqual([]);
  expect(OWN_EXTRACTION_SPLITS).toContain(split);
  expect(allOwnExtractionRows().filter((r) => r.split === split)).toHaveLength(rows.length);
}
