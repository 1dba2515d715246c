import { describe, expect, it } from 'vitest';
import { BLIND_HELD_OUT, HELD_OUT_DIR, handWrittenSamples, withoutBlindHeldOut } from '../../../bench/eval/tasks/theme-samples.js';
import { handWrittenSets } from '../models/themes-survey-sets.js';
import { describeThemesCheckSets } from './themes-check-sets.js';

/**
 * The hand-written themes sets committed before the themes models of 2026-12-17 and 2026-12-18 were built,
 * scored once at the end: two held-out clustering sets (read by the eval as held-out/<name>) and one
 * labels blind set (read by bench/eval/read-theme-labels.ts --dirs=themes-blind), with answers of
 * varied length. Their shape only: no model runs here.
 */
describeThemesCheckSets([
  ['themes-holdout/library-branch.json', 48, [11, 10, 8, 8, 6, 5]],
  ['themes-holdout/driving-school.json', 50, [11, 9, 8, 7, 6, 5, 4]],
  ['themes-blind/launderette.json', 50, [10, 9, 8, 7, 6, 5, 5]],
], ['library-branch', 'driving-school'], 'themes-blind/launderette.json', true);

describe('the blind held-out sets of 2026-12-17 and 2026-12-18 are left out of tuning', () => {
  it('are the two held-out sets of this stop', () => {
    expect([...BLIND_HELD_OUT]).toEqual(['library-branch', 'driving-school']);
  });
  it('the offline tuning scripts drop them, with and without context, unless --only names them', () => {
    const samples = handWrittenSamples(HELD_OUT_DIR, 'held-out');
    const kept = withoutBlindHeldOut(samples).map((s) => s.name);
    for (const name of BLIND_HELD_OUT) {
      expect(kept).not.toContain(`held-out/${name}`);
      expect(kept).not.toContain(`held-out/${name} +context`);
    }
    expect(kept).toHaveLength(samples.length - 2 * BLIND_HELD_OUT.length);
    expect(withoutBlindHeldOut(samples, 'held-out/library-branch').map((s) => s.name)).toContain('held-out/library-branch +context');
  });
  it('the model tests over every hand-written set leave them out', () => {
    const sets = handWrittenSets().map(([dir, name]) => `${dir}/${name}`);
    for (const name of BLIND_HELD_OUT) expect(sets).not.toContain(`themes-holdout/${name}`);
    expect(sets).toContain('themes-holdout/bike-repair');
  });
});
