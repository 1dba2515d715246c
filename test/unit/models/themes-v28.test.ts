import { describe, expect, it } from 'vitest';
import { computeThemes } from '../../../lambdas/operations/themes.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { LocalModelProvider } from '../../../lambdas/models/local/provider.js';
import { LocalThemesModel, THEMES_V25_SETTINGS, THEMES_V26_SETTINGS, THEMES_V27_SETTINGS, THEMES_V28_SETTINGS } from '../../../lambdas/models/local/themes-local.js';
import { THEMES_V28 } from '../../../lambdas/models/local/trained-model-versions.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../../lambdas/models/local/use-encoder-combined.js';
import { describePinnedVersion, pins } from './themes-label-pins.js';
import { loadSurveySet } from './themes-survey-sets.js';

const encoder = new CombinedEncoder(new UseLiteEncoder());
const v26 = new LocalThemesModel(encoder, THEMES_V26_SETTINGS);
const v28 = new LocalThemesModel(encoder, THEMES_V28_SETTINGS);

describe('themes 2026-12-20 (the default before 2026-12-24)', () => {
  it('was the default before 2026-12-24: the labels of 2026-12-19 on the grouping of 2026-12-18, no new rule', () => {
    expect(THEMES_V28).toBe('2026-12-20');
    expect(LOCAL_CATALOG.themes.versions.map((v) => v.id)).toContain('2026-12-20');
    expect(LOCAL_CATALOG.themes.default).toBe('2027-01-01');
    expect(THEMES_V28_SETTINGS).toEqual({ ...THEMES_V26_SETTINGS, thingVerdict: true });
    expect(THEMES_V28_SETTINGS).toEqual({ ...THEMES_V27_SETTINGS, lengthShare: 0.3, lengthGate: { neighbours: 3, explained: 0.75 } });
    expect(THEMES_V28_SETTINGS).toEqual({ ...THEMES_V25_SETTINGS, lengthShare: 0.3, lengthGate: { neighbours: 3, explained: 0.75 }, thingVerdict: true });
    const provider = new LocalModelProvider();
    expect(provider.themes('2026-12-20')).not.toBe(provider.themes('2026-12-18'));
    expect(provider.themes('2026-12-20')).not.toBe(provider.themes('2026-12-19'));
  });

  it('groups as 2026-12-18 and changes only the label 2026-12-19\'s step rewrites (coworking: "Meeting rooms" -> "Booked meeting rooms")', async () => {
    const set = loadSurveySet('coworking', 'themes-blind');
    const request = { inputs: set.answers.map((a) => a.text), includeAssignments: true };
    const [before, after] = [(await computeThemes(request, v26)).result, (await computeThemes(request, v28)).result];
    expect(after.assignments).toEqual(before.assignments);
    expect(after.themes.map((t) => t.representatives)).toEqual(before.themes.map((t) => t.representatives));
    expect(after.themes.map((t) => t.shortLabel)).toEqual(before.themes.map((t) => (t.shortLabel === 'Meeting rooms' ? 'Booked meeting rooms' : t.shortLabel)));
  });

  it('is pinned on the eight sets of 2026-12-19: where 2026-12-18 pins the set, its answer to the byte', () => {
    const grouping = pins('2026-12-18');
    const labels = pins('2026-12-19');
    const later = pins('2026-12-20');
    expect(Object.keys(later)).toEqual(Object.keys(labels));
    for (const mode of ['plain', 'context'] as const) {
      for (const k of Object.keys(later).filter((key) => key in grouping)) expect(later[k][mode].sha256).toBe(grouping[k][mode].sha256);
      // One member's sayings, gone from 2026-12-19 when it was mended before release.
      const all = Object.values(later).flatMap((p) => p[mode].shortLabels);
      for (const gone of ['Tiny car park', 'Lab equipment broken', 'Wasteful packaging', 'Sweaty silicone strap']) expect(all).not.toContain(gone);
      expect(later['themes-blind/coworking'][mode].shortLabels).toContain('Booked meeting rooms');
    }
  });
});

/**
 * 2026-12-20's results on the eight sets pinned for 2026-12-19 (record-themes-pins.ts V28 test/fixtures/themes-pinned/2026-12-20.json
 * --dirs=themes-surveys,themes-holdout,themes-small,themes-blind --only=clinic,course,meal-kit,watch,allotments,transit,cinema,coworking),
 * recorded again when 2026-12-19's step was mended before release: every set but coworking answers as 2026-12-18 where it is
 * pinned for it, coworking's "Meeting rooms" becomes "Booked meeting rooms".
 */
describePinnedVersion('2026-12-20', v28);
