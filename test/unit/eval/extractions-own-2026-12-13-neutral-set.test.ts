import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { allOwnExtractionRows, ownExtractionRows } from '../../../bench/eval/own-sets.js';
import { expectVerbatimGoldSpans } from './extraction-check-set.js';

/**
 * The own neutral set written before the writer's-asides bar of extractions 2026-12-13 was chosen (themes and gold decided before any
 * model ran on it), scored with `bench/eval/tune-extractions-offline.ts --file test/fixtures/quality/extractions-own-2026-12-13-neutral.jsonl`.
 */
const FILE = fileURLToPath(new URL('../../fixtures/quality/extractions-own-2026-12-13-neutral.jsonl', import.meta.url));

describe('own neutral extraction set of 2026-12-13 (scored with --file)', () => {
  const rows = ownExtractionRows(FILE);
  it('holds 30 sentences, 10 in each of three domains new to every extraction set, half of them mentioning no theme', () => {
    expect(rows).toHaveLength(30);
    const domains = [...new Set(rows.map((r) => r.domain))].sort();
    expect(domains).toEqual(['bowling alley', 'climbing wall', 'laundrette']);
    for (const d of domains) expect(rows.filter((r) => r.domain === d)).toHaveLength(10);
    expect(rows.filter((r) => r.mentions.length === 0)).toHaveLength(15);
    const others = new Set(allOwnExtractionRows().map((r) => r.domain));
    for (const r of rows) expect(others.has(r.domain)).toBe(false);
  });
  it('has every gold span verbatim at its offsets, one per mentioned theme, each holding its term', () => {
    expectVerbatimGoldSpans(rows);
  });
  it('repeats no sentence of any split of the own sets', () => {
    const norm = (t: string) => t.toLowerCase().replace(/[^a-z0-9]+/gu, ' ').trim();
    const others = new Set(allOwnExtractionRows().map((r) => norm(r.text)));
    expect(rows.filter((r) => others.has(norm(r.text)))).toEqual([]);
  });
});
