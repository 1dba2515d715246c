import { describe, expect, it } from 'vitest';
import { BLIND_HELD_OUT, BLIND_LABEL_SETS, HELD_OUT_DIR, handWrittenSamples, unreadBlindSets, withoutBlindHeldOut } from '../../../bench/eval/tasks/theme-samples.js';
import { handWrittenSets } from '../models/themes-survey-sets.js';
import { describeThemesCheckSets } from './themes-check-sets.js';

/**
 * The hand-written themes sets committed before the themes models of 2027-01-01 were built, scored once at
 * the end: two held-out clustering sets (read by the eval as held-out/<name>) and one labels blind set (read
 * by bench/eval/read-theme-labels.ts --dirs=themes-blind --only=ice-cream-parlour), with answers of varied
 * length and a few non-answers coded as a theme of their own. Their shape only: no model runs here.
 */
describeThemesCheckSets([
  ['themes-holdout/petting-farm.json', 50, [11, 9, 8, 7, 6, 5, 4]],
  ['themes-holdout/tool-hire.json', 46, [11, 9, 8, 7, 6, 5]],
  ['themes-blind/ice-cream-parlour.json', 50, [10, 9, 8, 7, 6, 5, 5]],
], ['petting-farm', 'tool-hire'], 'themes-blind/ice-cream-parlour.json', true);

describe('the blind sets of 2027-01-01 are left out of tuning', () => {
  it('are the two held-out sets and the label set of this stop', () => {
    expect([...BLIND_HELD_OUT]).toEqual(['petting-farm', 'tool-hire']);
    expect([...BLIND_LABEL_SETS]).toEqual(['ice-cream-parlour']);
  });
  it('the offline tuning scripts drop them, with and without context, unless --only names them', () => {
    const samples = handWrittenSamples(HELD_OUT_DIR, 'held-out');
    const kept = withoutBlindHeldOut(samples).map((s) => s.name);
    for (const name of BLIND_HELD_OUT) {
      expect(kept).not.toContain(`held-out/${name}`);
      expect(kept).not.toContain(`held-out/${name} +context`);
    }
    expect(kept).toHaveLength(samples.length - 2 * BLIND_HELD_OUT.length);
    expect(withoutBlindHeldOut(samples, 'held-out/tool-hire').map((s) => s.name)).toContain('held-out/tool-hire +context');
  });
  it('the scripts reading whole folders (read-theme-labels.ts, record-themes-pins.ts) leave all three out unless --only names them', () => {
    expect(unreadBlindSets(undefined).sort()).toEqual(['ice-cream-parlour', 'petting-farm', 'tool-hire']);
    expect(unreadBlindSets(['ice-cream-parlour']).sort()).toEqual(['petting-farm', 'tool-hire']);
    for (const scored of ['community-choir', 'planetarium', 'cat-cafe']) expect(unreadBlindSets(undefined)).not.toContain(scored);
  });
  it('the model tests over every hand-written set leave them out, and take back the scored sets of 2026-12-31', () => {
    const sets = handWrittenSets().map(([dir, name]) => `${dir}/${name}`);
    for (const name of BLIND_HELD_OUT) expect(sets).not.toContain(`themes-holdout/${name}`);
    expect(sets).toContain('themes-holdout/community-choir');
    expect(sets).toContain('themes-holdout/planetarium');
  });
});
