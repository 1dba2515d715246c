import { describe, expect, it } from 'vitest';
import { phaseListeners } from '../../../lambdas/core/progress-phases.js';

describe('progress of a job in phases', () => {
  it('maps each phase onto its slice of the whole, by weight, and never goes back', () => {
    const seen: number[] = [];
    const [first, second, third] = phaseListeners((p) => seen.push(p), [2, 1, 1]);
    first(0.5);
    first(1);
    second(0.5);
    first(0.2); // a late report of an earlier phase is ignored
    third(0);
    third(1);
    expect(seen).toEqual([0.25, 0.5, 0.625, 0.75, 1]);
  });

  it('clamps shares to 0…1 and reports to no one without a listener', () => {
    const seen: number[] = [];
    const [only] = phaseListeners((p) => seen.push(p), [5]);
    only(-1);
    only(2);
    expect(seen).toEqual([1]);
    expect(() => phaseListeners(undefined, [1, 1]).forEach((phase) => phase(0.5))).not.toThrow();
  });
});
