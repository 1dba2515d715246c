import { describe, expect, it } from 'vitest';
import { median } from '../../../bench/lib/timing.js';

/** The one median every benchmark reports (CPU benches once rolled their own, upper middle for even counts). */
describe('bench median', () => {
  it('is the middle value of an odd count and the mean of the two middle values of an even count, whatever the order', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([5])).toBe(5);
    expect(median([])).toBeNaN();
  });

  it('leaves its input in run order', () => {
    const runs = [3, 1, 2];
    median(runs);
    expect(runs).toEqual([3, 1, 2]);
  });
});
