import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { allOwnExtractionRows, ownExtractionRows } from '../../../bench/eval/own-sets.js';

/**
 * The own sentences of extractions 2026-12-15, scored with `bench/eval/tune-extractions-offline.ts --file
 * test/fixtures/quality/extractions-own-2026-12-15.jsonl`, kept apart from the splits the evaluation reports. Split
 * `own-2026-12-15-dev` was read while the rules were built (the dog walking, ice rink and gas engineer sentences were written before any
 * rule; the yoga studio and town library ones before the timetable rule ran on them, and one of its answers led to a mend);
 * `own-2026-12-15-check` was written before the rules ran on it and never used to choose one.
 */
const FILE = fileURLToPath(new URL('../../fixtures/quality/extractions-own-2026-12-15.jsonl', import.meta.url));

describe('own extraction sentences of 2026-12-15 (scored with --file)', () => {
  const rows = ownExtractionRows(FILE);
  it('holds 98 sentences, 49 read while building and 49 kept as a check, in domains new to every other extraction set', () => {
    expect(rows).toHaveLength(98);
    expect(rows.filter((r) => String(r.split) === 'own-2026-12-15-dev')).toHaveLength(49);
    expect(rows.filter((r) => String(r.split) === 'own-2026-12-15-check')).toHaveLength(49);
    const others = new Set(allOwnExtractionRows().map((r) => r.domain));
    for (const r of rows) expect(others.has(r.domain), r.domain).toBe(false);
    expect(rows.filter((r) => r.mentions.length === 0)).toHaveLength(11);
  });
  it('has every gold span verbatim at its offsets, each holding its term', () => {
    for (const r of rows) {
      for (const m of r.mentions) {
        expect(r.text.slice(m.start, m.end)).toBe(m.span);
        expect(m.span).toContain(m.term);
        expect(m.span).toBe(m.span.trim());
        expect(r.themes).toContain(m.theme);
      }
    }
  });
  it('repeats no sentence, within the set or from any split of the own sets', () => {
    const norm = (t: string) => t.toLowerCase().replace(/[^a-z0-9]+/gu, ' ').trim();
    expect(new Set(rows.map((r) => norm(r.text))).size).toBe(rows.length);
    const others = new Set(allOwnExtractionRows().map((r) => norm(r.text)));
    expect(rows.filter((r) => others.has(norm(r.text)))).toEqual([]);
  });
});
