import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { allOwnExtractionRows, ownExtractionRows } from '../../../bench/eval/own-sets.js';
import { expectFiveDomains, expectNamedPeopleInAppositives, expectVerbatimGoldSpans } from './extraction-check-set.js';

/**
 * The own set written before extractions 2026-12-13 was built (themes and gold spans decided before any model ran on it), scored with
 * `bench/eval/tune-extractions-offline.ts --file test/fixtures/quality/extractions-own-2026-12-13.jsonl`; kept apart from the splits
 * the evaluation reports.
 */
const FILE = fileURLToPath(new URL('../../fixtures/quality/extractions-own-2026-12-13.jsonl', import.meta.url));

describe('own extraction set of 2026-12-13 (scored with --file)', () => {
  const rows = ownExtractionRows(FILE);
  it('holds 65 sentences, 13 in each of five domains new to every extraction set, ten without a theme and two with two themes in every domain', () => {
    expectFiveDomains(rows, { domains: ['car wash', 'pottery class', 'marina', 'physiotherapist', 'recording studio'], withoutTheme: [10, 10], everyDomain: true, twoThemesInEveryDomain: 2 });
    const others = new Set(allOwnExtractionRows().map((r) => r.domain));
    for (const r of rows) expect(others.has(r.domain)).toBe(false);
  });
  it('has every gold span verbatim at its offsets, one per mentioned theme, each holding its term', () => {
    expectVerbatimGoldSpans(rows);
  });
  it('names people by their own names, some in appositives, and has money paid by a third party in every domain', () => {
    expectNamedPeopleInAppositives(rows);
    // "My brother-in-law paid", "Our label paid": the payer may be hyphenated or "Our …" here.
    for (const d of new Set(rows.map((r) => r.domain))) expect(rows.some((r) => r.domain === d && /\b(?:My|Our) [\w' -]+ paid\b/u.test(r.text))).toBe(true);
  });
  it('repeats no sentence, within the set or from any split of the own sets', () => {
    const norm = (t: string) => t.toLowerCase().replace(/[^a-z0-9]+/gu, ' ').trim();
    expect(new Set(rows.map((r) => norm(r.text))).size).toBe(rows.length);
    const others = new Set(allOwnExtractionRows().map((r) => norm(r.text)));
    expect(rows.filter((r) => others.has(norm(r.text)))).toEqual([]);
  });
});
