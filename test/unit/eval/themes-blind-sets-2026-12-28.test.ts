import { describe, expect, it } from 'vitest';
import { BLIND_HELD_OUT, BLIND_LABEL_SETS, HELD_OUT_DIR, handWrittenSamples, unreadBlindSets, withoutBlindHeldOut } from '../../../bench/eval/tasks/theme-samples.js';
import { handWrittenSets } from '../models/themes-survey-sets.js';
import { describeThemesCheckSets } from './themes-check-sets.js';

/**
 * The hand-written themes sets committed before the themes models of 2026-12-28 were built, scored once at
 * the end: two held-out clustering sets (read by the eval as held-out/<name>) and one labels blind set (read
 * by bench/eval/read-theme-labels.ts --dirs=themes-blind --only=go-karting), with answers of varied
 * length. Their shape only: no model runs here.
 */
describeThemesCheckSets([
  ['themes-holdout/park-and-ride.json', 49, [10, 9, 8, 7, 6, 5, 4]],
  ['themes-holdout/charity-shop.json', 46, [11, 9, 8, 7, 6, 5]],
  ['themes-blind/go-karting.json', 50, [10, 9, 8, 7, 6, 5, 5]],
], ['charity-shop', 'park-and-ride'], 'themes-blind/go-karting.json', true);

describe('the blind sets of 2026-12-28 are left out of tuning', () => {
  it('are the two held-out sets and the label set of this stop', () => {
    expect([...BLIND_HELD_OUT]).toEqual(['charity-shop', 'park-and-ride']);
    expect([...BLIND_LABEL_SETS]).toEqual(['go-karting']);
  });
  it('the offline tuning scripts drop them, with and without context, unless --only names them', () => {
    const samples = handWrittenSamples(HELD_OUT_DIR, 'held-out');
    const kept = withoutBlindHeldOut(samples).map((s) => s.name);
    for (const name of BLIND_HELD_OUT) {
      expect(kept).not.toContain(`held-out/${name}`);
      expect(kept).not.toContain(`held-out/${name} +context`);
    }
    expect(kept).toHaveLength(samples.length - 2 * BLIND_HELD_OUT.length);
    expect(withoutBlindHeldOut(samples, 'held-out/park-and-ride').map((s) => s.name)).toContain('held-out/park-and-ride +context');
  });
  it('the scripts reading whole folders (read-theme-labels.ts, record-themes-pins.ts) leave all three out unless --only names them', () => {
    expect(unreadBlindSets(undefined).sort()).toEqual(['charity-shop', 'go-karting', 'park-and-ride']);
    expect(unreadBlindSets(['go-karting']).sort()).toEqual(['charity-shop', 'park-and-ride']);
    for (const scored of ['blood-donation', 'parcel-lockers', 'trampoline-park']) expect(unreadBlindSets(undefined)).not.toContain(scored);
  });
  it('the model tests over every hand-written set leave them out, and take back the scored sets of 2026-12-25', () => {
    const sets = handWrittenSets().map(([dir, name]) => `${dir}/${name}`);
    for (const name of BLIND_HELD_OUT) expect(sets).not.toContain(`themes-holdout/${name}`);
    expect(sets).toContain('themes-holdout/blood-donation');
    expect(sets).toContain('themes-holdout/parcel-lockers');
  });
});
