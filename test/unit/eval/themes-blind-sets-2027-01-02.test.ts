import { describe, expect, it } from 'vitest';
import { BLIND_HELD_OUT, BLIND_LABEL_SETS, HELD_OUT_DIR, handWrittenSamples, unreadBlindSets, withoutBlindHeldOut } from '../../../bench/eval/tasks/theme-samples.js';
import { handWrittenSets } from '../models/themes-survey-sets.js';
import { describeThemesCheckSets } from './themes-check-sets.js';

/**
 * The hand-written themes sets committed before the themes models of 2027-01-02 were built, scored once at
 * the end: two held-out clustering sets (read by the eval as held-out/<name>) and one labels blind set (read
 * by bench/eval/read-theme-labels.ts --dirs=themes-blind --only=farm-shop), with answers of varied length,
 * requests among the label set's answers and a few non-answers coded as a theme of their own. Their shape
 * only: no model runs here.
 */
describeThemesCheckSets([
  ['themes-holdout/adventure-golf.json', 50, [11, 9, 8, 7, 6, 5, 4]],
  ['themes-holdout/dance-classes.json', 46, [11, 9, 8, 7, 6, 5]],
  ['themes-blind/farm-shop.json', 50, [10, 9, 8, 7, 6, 5, 5]],
], ['adventure-golf', 'dance-classes'], 'themes-blind/farm-shop.json', true);

describe('the blind sets of 2027-01-02 are left out of tuning', () => {
  it('are the two held-out sets and the label set of this stop', () => {
    expect([...BLIND_HELD_OUT]).toEqual(['adventure-golf', 'dance-classes']);
    expect([...BLIND_LABEL_SETS]).toEqual(['farm-shop']);
  });
  it('the offline tuning scripts drop them, with and without context, unless --only names them', () => {
    const samples = handWrittenSamples(HELD_OUT_DIR, 'held-out');
    const kept = withoutBlindHeldOut(samples).map((s) => s.name);
    for (const name of BLIND_HELD_OUT) {
      expect(kept).not.toContain(`held-out/${name}`);
      expect(kept).not.toContain(`held-out/${name} +context`);
    }
    expect(kept).toHaveLength(samples.length - 2 * BLIND_HELD_OUT.length);
    expect(withoutBlindHeldOut(samples, 'held-out/dance-classes').map((s) => s.name)).toContain('held-out/dance-classes +context');
  });
  it('the scripts reading whole folders (read-theme-labels.ts, record-themes-pins.ts) leave all three out unless --only names them', () => {
    expect(unreadBlindSets(undefined).sort()).toEqual(['adventure-golf', 'dance-classes', 'farm-shop']);
    expect(unreadBlindSets(['farm-shop']).sort()).toEqual(['adventure-golf', 'dance-classes']);
    for (const scored of ['petting-farm', 'tool-hire', 'ice-cream-parlour']) expect(unreadBlindSets(undefined)).not.toContain(scored);
  });
  it('the model tests over every hand-written set leave them out, and take back the scored sets of 2027-01-01', () => {
    const sets = handWrittenSets().map(([dir, name]) => `${dir}/${name}`);
    for (const name of BLIND_HELD_OUT) expect(sets).not.toContain(`themes-holdout/${name}`);
    expect(sets).toContain('themes-holdout/petting-farm');
    expect(sets).toContain('themes-holdout/tool-hire');
  });
});
