import { describe, expect, it } from 'vitest';
import { allOwnSentimentRows, OWN_SENTIMENT_FRESH_FILE, OWN_SENTIMENT_SPLITS, ownSentimentRows } from '../../../bench/eval/own-sets.js';

describe('own fresh sentiment set (split "fresh")', () => {
  const rows = ownSentimentRows(OWN_SENTIMENT_FRESH_FILE);
  it('holds at least 60 sentences over six or more domains, balanced over the four classes in every domain', () => {
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(rows.every((r) => r.split === 'fresh')).toBe(true);
    const domains = new Set(rows.map((r) => r.domain));
    expect(domains.size).toBeGreaterThanOrEqual(6);
    for (const d of domains) {
      const inDomain = rows.filter((r) => r.domain === d);
      for (const label of ['positive', 'negative', 'neutral', 'mixed']) expect(inDomain.filter((r) => r.label === label)).toHaveLength(inDomain.length / 4);
    }
  });
  it('repeats no sentence of the other splits and is reported as its own split', () => {
    const others = new Set(allOwnSentimentRows().filter((r) => r.split !== 'fresh').map((r) => r.text.toLowerCase()));
    expect(rows.filter((r) => others.has(r.text.toLowerCase()))).toEqual([]);
    expect(new Set(rows.map((r) => r.text)).size).toBe(rows.length);
    expect(OWN_SENTIMENT_SPLITS).toContain('fresh');
    expect(allOwnSentimentRows().filter((r) => r.split === 'fresh')).toHaveLength(rows.length);
  });
});
