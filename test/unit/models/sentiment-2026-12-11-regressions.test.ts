import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { LocalModelProvider } from '../../../lambdas/models/local/provider.js';

/**
 * Sentiment 2026-12-11, mended before release: plain negatives and neutrals built on the rule's own phrases (a helpful act
 * not done, a recovery or arrival denied, a fault soon after a job, a pest, illness or noise back or still going, a loss or
 * a neutral timing done early, two sentences) are answered exactly as 2026-12-10 answers them. The first 35 rows are the
 * sentences a code reading found turned positive; the last 33 were written before the mend in the same spirit.
 */
const rows = readFileSync(new URL('../../fixtures/quality/sentiment-outcomes-2026-12-11-regressions.jsonl', import.meta.url), 'utf8')
  .split('\n').filter(Boolean).map((l) => JSON.parse(l) as { text: string; label: string });

describe('sentiment 2026-12-11 regressions', () => {
  const provider = new LocalModelProvider();
  beforeAll(async () => {
    await provider.sentiment('2026-12-11').classify(['warm up']);
  });
  it('answers every regression sentence as 2026-12-10 does, label and confidence', async () => {
    expect(rows).toHaveLength(68);
    const texts = rows.map((r) => r.text);
    const [now, before] = await Promise.all([provider.sentiment('2026-12-11').classify(texts), provider.sentiment('2026-12-10').classify(texts)]);
    texts.forEach((t, i) => {
      expect([t, now[i].sentiment]).toEqual([t, before[i].sentiment]);
      expect(now[i].confidence).toBeCloseTo(before[i].confidence, 6);
    });
  });
});
