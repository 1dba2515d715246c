import { describe, expect, it } from 'vitest';
import { allOwnSentimentRows, OWN_SENTIMENT_SPLITS, ownSentimentRows } from '../../../bench/eval/own-sets.js';

/**
 * The checks every own blind sentiment set of five sentences per class in each of seven domains
 * passes (`fresh3` to `fresh21`): at least 120 sentences, balanced, no sentence of another split.
 */
export function describeSentimentCheckSet(split: 'fresh3' | 'fresh4' | 'fresh5' | 'fresh6' | 'fresh7' | 'fresh8' | 'fresh9' | 'fresh10' | 'fresh11' | 'fresh12' | 'fresh13' | 'fresh14' | 'fresh15' | 'fresh16' | 'fresh17' | 'fresh18' | 'fresh19' | 'fresh20' | 'fresh21', file: string, version: string): void {
  describe(`own sentiment check set of ${version} (split "${split}")`, () => {
    const rows = ownSentimentRows(file);
    it('holds at least 120 sentences, balanced over the four classes, over seven domains, five per class in each', () => {
      expect(rows.length).toBeGreaterThanOrEqual(120);
      expect(rows.every((r) => r.split === split)).toBe(true);
      for (const label of ['positive', 'negative', 'neutral', 'mixed']) expect(rows.filter((r) => r.label === label)).toHaveLength(rows.length / 4);
      expect(new Set(rows.map((r) => r.domain))).toEqual(new Set(['customer', 'employee', 'student', 'patient', 'app', 'product', 'support']));
      // Every domain has five sentences of every class.
      for (const d of new Set(rows.map((r) => r.domain))) for (const label of ['positive', 'negative', 'neutral', 'mixed']) expect(rows.filter((r) => r.domain === d && r.label === label)).toHaveLength(5);
    });
    it('repeats no sentence of the other splits and is reported as its own split', () => {
      const norm = (t: string) => t.toLowerCase().replace(/[^a-z0-9]+/gu, ' ').trim();
      const others = new Set(allOwnSentimentRows().filter((r) => r.split !== split).map((r) => norm(r.text)));
      expect(rows.filter((r) => others.has(norm(r.text)))).toEqual([]);
      expect(new Set(rows.map((r) => norm(r.text))).size).toBe(rows.length);
      expect(OWN_SENTIMENT_SPLITS).toContain(split);
      expect(allOwnSentimentRows().filter((r) => r.split === split)).toHaveLength(rows.length);
    });
  });
}
