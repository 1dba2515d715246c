import { describe, expect, it } from 'vitest';
import { BLIND_HELD_OUT, HELD_OUT_DIR, handWrittenSamples, withoutBlindHeldOut } from '../../../bench/eval/tasks/theme-samples.js';
import { handWrittenSets } from '../models/themes-survey-sets.js';
import { describeThemesCheckSets } from './themes-check-sets.js';

/**
 * The hand-written themes sets committed before the themes models of 2026-12-21 and 2026-12-22 were built,
 * scored once at the end: two held-out clustering sets (read by the eval as held-out/<name>) and one
 * labels blind set (read by bench/eval/read-theme-labels.ts --dirs=themes-blind), with answers of
 * varied length. Their shape only: no model runs here.
 */
describeThemesCheckSets([
  ['themes-holdout/camper-van-hire.json', 50, [11, 9, 8, 7, 6, 5, 4]],
  ['themes-holdout/hair-salon.json', 47, [12, 9, 8, 7, 6, 5]],
  ['themes-blind/bowling-alley.json', 50, [10, 9, 8, 7, 6, 5, 5]],
], ['camper-van-hire', 'hair-salon'], 'themes-blind/bowling-alley.json', true);

describe('the blind held-out sets of 2026-12-21 and 2026-12-22 are left out of tuning', () => {
  it('are the two held-out sets of this stop', () => {
    expect([...BLIND_HELD_OUT]).toEqual(['camper-van-hire', 'hair-salon']);
  });
  it('the offline tuning scripts drop them, with and without context, unless --only names them', () => {
    const samples = handWrittenSamples(HELD_OUT_DIR, 'held-out');
    const kept = withoutBlindHeldOut(samples).map((s) => s.name);
    for (const name of BLIND_HELD_OUT) {
      expect(kept).not.toContain(`held-out/${name}`);
      expect(kept).not.toContain(`held-out/${name} +context`);
    }
    expect(kept).toHaveLength(samples.length - 2 * BLIND_HELD_OUT.length);
    expect(withoutBlindHeldOut(samples, 'held-out/camper-van-hire').map((s) => s.name)).toContain('held-out/camper-van-hire +context');
  });
  it('the model tests over every hand-written set leave them out', () => {
    const sets = handWrittenSets().map(([dir, name]) => `${dir}/${name}`);
    for (const name of BLIND_HELD_OUT) expect(sets).not.toContain(`themes-holdout/${name}`);
    expect(sets).toContain('themes-holdout/youth-orchestra');
    expect(sets).toContain('themes-holdout/pick-your-own');
  });
});
