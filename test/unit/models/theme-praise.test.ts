import { describe, expect, it } from 'vitest';
import { praiseStrength, withPraise } from '../../../lambdas/models/local/theme-praise.js';
import { weightedPoints } from '../../../lambdas/core/clustering/weighted-points.js';

describe('praise strength (themes 2026-12-09)', () => {
  it('is positive for answers that only praise', () => {
    for (const text of ['The receptionist was lovely and so helpful.', 'Brilliant service, thank you.', 'Really enjoyed the tour, great guide.']) {
      expect(praiseStrength(text), text).toBeGreaterThan(0);
    }
  });

  it('is zero for suggestions, complaints, contrasts and denials, whatever their positive words', () => {
    for (const text of [
      'A bigger car park would be great.',
      'Lovely view but the food was cold.',
      'The staff were not friendly at all.',
      'Free parking please.',
      'The waiter was rude and the soup was awful.',
      'Prices are too high for what you get, nice as it is.',
      'I wish the pool opened earlier, it is great otherwise.',
      'The shuttle bus is great when it comes, which is never.',
    ]) {
      expect(praiseStrength(text), text).toBe(0);
    }
  });

  it('appends the centred strengths as one feature: praise moves together and away from the rest', () => {
    const texts = ['Lovely staff, always so kind.', 'Brilliant place, we love it.', 'The lockers are broken.', 'Showers are cold.', 'Too crowded at six.', 'Parking is awful.'];
    const n = texts.length;
    const gram = new Float64Array(n * n);
    for (let i = 0; i < n; i++) gram[i * n + i] = 1;
    const before = weightedPoints(gram);
    const after = withPraise(before, texts, 0.4);
    // Two answers of praise move together, praise and complaint apart, two complaints barely.
    expect(after.gram[0 * n + 1]).toBeGreaterThan(0.1);
    expect(after.gram[0 * n + 2]).toBeLessThan(0);
    expect(after.gram[2 * n + 3]).toBeGreaterThan(0);
    expect(after.gram[2 * n + 3]).toBeLessThan(after.gram[0 * n + 1] / 3);
    // Without any praise the points are left as they were.
    expect(withPraise(before, ['The lockers are broken.', 'Showers are cold.', 'Too crowded.', 'Parking is awful.', 'No towels.', 'Slow lifts.'], 0.4)).toBe(before);
  });
});
