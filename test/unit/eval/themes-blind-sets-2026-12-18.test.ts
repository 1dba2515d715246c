import { describe, expect, it } from 'vitest';
import { BLIND_HELD_OUT, HELD_OUT_DIR, handWrittenSamples, withoutBlindHeldOut } from '../../../bench/eval/tasks/theme-samples.js';
import { handWrittenSets } from '../models/themes-survey-sets.js';
import { describeThemesCheckSets } from './themes-check-sets.js';

/**
 * The hand-written themes sets committed before the themes models of 2026-12-18 and 2026-12-19 were built,
 * scored once at the end: two held-out clustering sets (read by the eval as held-out/<name>) and one
 * labels blind set (read by bench/eval/read-theme-labels.ts --dirs=themes-blind), with answers of
 * varied length. Their shape only: no model runs here.
 */
describeThemesCheckSets([
  ['themes-holdout/youth-orchestra.json', 49, [12, 9, 8, 7, 7, 6]],
  ['themes-holdout/pick-your-own.json', 50, [10, 9, 8, 7, 6, 6, 4]],
  ['themes-blind/holiday-club.json', 50, [10, 9, 8, 7, 6, 5, 5]],
], ['youth-orchestra', 'pick-your-own'], 'themes-blind/holiday-club.json', true);

describe('the blind held-out sets of 2026-12-18 and 2026-12-19 are left out of tuning', () => {
  it('are the two held-out sets of this stop', () => {
    expect([...BLIND_HELD_OUT]).toEqual(['youth-orchestra', 'pick-your-own']);
  });
  it('the offline tuning scripts drop them, with and without context, unless --only names them', () => {
    const samples = handWrittenSamples(HELD_OUT_DIR, 'held-out');
    const kept = withoutBlindHeldOut(samples).map((s) => s.name);
    for (const name of BLIND_HELD_OUT) {
      expect(kept).not.toContain(`held-out/${name}`);
      expect(kept).not.toContain(`held-out/${name} +context`);
    }
    expect(kept).toHaveLength(samples.length - 2 * BLIND_HELD_OUT.length);
    expect(withoutBlindHeldOut(samples, 'held-out/youth-orchestra').map((s) => s.name)).toContain('held-out/youth-orchestra +context');
  });
  it('the model tests over every hand-written set leave them out', () => {
    const sets = handWrittenSets().map(([dir, name]) => `${dir}/${name}`);
    for (const name of BLIND_HELD_OUT) expect(sets).not.toContain(`themes-holdout/${name}`);
    expect(sets).toContain('themes-holdout/library-branch');
    expect(sets).toContain('themes-holdout/driving-school');
  });
});
