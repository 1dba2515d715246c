import { describe, expect, it } from 'vitest';
import { allOwnSentimentRows, OWN_SENTIMENT_FRESH2_FILE, OWN_SENTIMENT_SPLITS, ownSentimentRows } from '../../../bench/eval/own-sets.js';

describe('own sentiment check set of 2026-11-30 (split "fresh2")', () => {
  const rows = ownSentimentRows(OWN_SENTIMENT_FRESH2_FILE);
  it('holds at least 120 sentences, balanced over the four classes, over seven domains', () => {
    expect(rows.length).toBeGreaterThanOrEqual(120);
    expect(rows.every((r) => r.split === 'fresh2')).toBe(true);
    for (const label of ['positive', 'negative', 'neutral', 'mixed']) expect(rows.filter((r) => r.label === label)).toHaveLength(rows.length / 4);
    expect(new Set(rows.map((r) => r.domain))).toEqual(new Set(['customer', 'employee', 'student', 'patient', 'app', 'product', 'support']));
    // Every domain has every class.
    for (const d of new Set(rows.map((r) => r.domain))) expect(new Set(rows.filter((r) => r.domain === d).map((r) => r.label)).size).toBe(4);
  });
  it('repeats no sentence of the other splits and is reported as its own split', () => {
    const norm = (t: string) => t.toLowerCase().replace(/[^a-z0-9]+/gu, ' ').trim();
    const others = new Set(allOwnSentimentRows().filter((r) => r.split !== 'fresh2').map((r) => norm(r.text)));
    expect(rows.filter((r) => others.has(norm(r.text)))).toEqual([]);
    expect(new Set(rows.map((r) => norm(r.text))).size).toBe(rows.length);
    expect(OWN_SENTIMENT_SPLITS).toContain('fresh2');
    expect(allOwnSentimentRows().filter((r) => r.split === 'fresh2')).toHaveLength(rows.length);
  });
});
