import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { allOwnExtractionRows, ownExtractionRows } from '../../../bench/eval/own-sets.js';

/**
 * The own check set written before extractions 2026-12-14 was built (themes and gold spans decided before any model ran on it, never
 * tuned on), scored with `bench/eval/tune-extractions-offline.ts --file test/fixtures/quality/extractions-own-2026-12-14.jsonl`; kept
 * apart from the splits the evaluation reports.
 */
const FILE = fileURLToPath(new URL('../../fixtures/quality/extractions-own-2026-12-14.jsonl', import.meta.url));

describe('own extraction check set of 2026-12-14 (scored with --file)', () => {
  const rows = ownExtractionRows(FILE);
  it('holds 60 sentences, 15 in each of four domains new to every extraction set, with abstract themes among theirs', () => {
    const domains = ['home care agency', 'solar panel installer', 'wildlife boat tour', 'cattery'];
    expect(rows).toHaveLength(60);
    for (const d of domains) expect(rows.filter((r) => r.domain === d)).toHaveLength(15);
    const others = new Set(allOwnExtractionRows().map((r) => r.domain));
    for (const r of rows) expect(others.has(r.domain)).toBe(false);
    expect(rows.every((r) => String(r.split) === 'own-2026-12-14')).toBe(true);
    for (const theme of ['timeliness', 'communication', 'value for money']) expect(rows.some((r) => r.themes.includes(theme))).toBe(true);
    expect(rows.filter((r) => r.mentions.length === 0)).toHaveLength(5);
  });
  it('has every gold span verbatim at its offsets, each holding its term; one sentence has two spans for one theme', () => {
    for (const r of rows) {
      for (const m of r.mentions) {
        expect(r.text.slice(m.start, m.end)).toBe(m.span);
        expect(m.span).toContain(m.term);
        expect(m.span).toBe(m.span.trim());
        expect(r.themes).toContain(m.theme);
      }
    }
    expect(rows.filter((r) => new Set(r.mentions.map((m) => m.theme)).size !== r.mentions.length).map((r) => r.text)).toEqual(['The install itself was quick, but the paperwork dragged on for months.']);
  });
  it('repeats no sentence, within the set or from any split of the own sets', () => {
    const norm = (t: string) => t.toLowerCase().replace(/[^a-z0-9]+/gu, ' ').trim();
    expect(new Set(rows.map((r) => norm(r.text))).size).toBe(rows.length);
    const others = new Set(allOwnExtractionRows().map((r) => norm(r.text)));
    expect(rows.filter((r) => others.has(norm(r.text)))).toEqual([]);
  });
});
