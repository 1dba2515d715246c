import { describe, expect, it } from 'vitest';
import { applyOwnedAmounts } from '../../../lambdas/models/local/extractions-amount-owners.js';
import { tagText } from '../../../lambdas/models/local/extractions-tagger.js';
import { bestCpuMs } from '../../helpers/cpu-time.js';

/**
 * Extractions 2026-12-03 read which requested theme each amount of money was paid for once per
 * amount over its whole clause; an input without sentence breaks is one clause, so the cost grew
 * with amounts × words (a 20,000-character run of amounts took a minute and held a worker thread).
 */
describe('extractions 2026-12-03: owners of amounts', () => {
  it('grows linearly with a clause full of amounts: twice the text takes well under four times the CPU time', () => {
    const themes = [{ relevance: 0.3, generic: true }, { relevance: 0.2, generic: false }, undefined];
    const time = (n: number) => {
      const text = 'It was £1 for tea, £2 for cake and 3 € for the rent'.repeat(n / 50);
      const tokens = tagText(text, true);
      const units = [{ start: 0, end: text.length }];
      const scores = themes.map((_, j) => tokens.map((t, i) => (i % (j + 3) === 0 ? 0.1 * j : undefined)));
      return bestCpuMs(() => applyOwnedAmounts(tokens, units, themes, scores.map((row) => [...row]), 0.5), 5);
    };
    time(10_000);
    const small = Math.max(time(10_000), 5);
    const ratio = time(20_000) / small;
    expect(ratio).toBeLessThan(3);
  });
});
