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

describe('themes 2026-12-20 (served when pinned)', () => {
  it('is served when pinned: the labels of 2026-12-19 on the grouping of 2026-12-18, no new rule', () => {
    expect(THEMES_V28).toBe('2026-12-20');
    expect(LOCAL_CATALOG.themes.versions.map((v) => v.id)).toContain('2026-12-20');
    expect(LOCAL_CATALOG.themes.default).toBe('2026-12-17');
    expect(THEMES_V28_SETTINGS).toEqual({ ...THEMES_V26_SETTINGS, thingVerdict: true });
    expect(THEMES_V28_SETTINGS).toEqual({ ...THEMES_V27_SETTINGS, lengthShare: 0.3 });
    expect(THEMES_V28_SETTINGS).toEqual({ ...THEMES_V25_SETTINGS, lengthShare: 0.3, thingVerdict: true });
    const provider = new LocalModelProvider();
    expect(provider.themes('2026-12-20')).not.toBe(provider.themes('2026-12-18'));
    expect(provider.themes('2026-12-20')).not.toBe(provider.themes('2026-12-19'));
  });

  it('groups as 2026-12-18 and changes only the label 2026-12-19\'s step rewrites (watch: "Silicone strap" -> "Sweaty silicone strap")', async () => {
    const set = loadSurveySet('watch', 'themes-surveys');
    const request = { inputs: set.answers.map((a) => a.text), includeAssignments: true };
    const [before, after] = [(await computeThemes(request, v26)).result, (await computeThemes(request, v28)).result];
    expect(after.assignments).toEqual(before.assignments);
    expect(after.themes.map((t) => t.representatives)).toEqual(before.themes.map((t) => t.representatives));
    expect(after.themes.map((t) => t.shortLabel)).toEqual(before.themes.map((t) => (t.shortLabel === 'Silicone strap' ? 'Sweaty silicone strap' : t.shortLabel)));
  });

  it('is pinned on the seven sets of 2026-12-19: where both earlier versions pin, 2026-12-18\'s answer with 2026-12-19\'s label change, or 2026-12-18\'s to the byte', () => {
    const grouping = pins('2026-12-18');
    const labels = pins('2026-12-19');
    const later = pins('2026-12-20');
    expect(Object.keys(later)).toEqual(Object.keys(labels));
    const change: Record<string, [string, string]> = { 'themes-surveys/clinic': ['Car park', 'Tiny car park'], 'themes-surveys/course': ['Lab equipment', 'Lab equipment broken'] };
    for (const mode of ['plain', 'context'] as const) {
      for (const k of Object.keys(later).filter((key) => key in grouping)) {
        const [from, to] = change[k] ?? ['', ''];
        expect(later[k][mode].shortLabels).toEqual(grouping[k][mode].shortLabels.map((l) => (l === from ? to : l)));
        if (!change[k]) expect(later[k][mode].sha256).toBe(grouping[k][mode].sha256);
        if (change[k]) expect(labels[k][mode].shortLabels).toContain(to);
      }
      // meal-kit and watch keep 2026-12-19's new labels; allotments' "Neglected plots" is a theme 2026-12-18's grouping does not form.
      expect(later['themes-surveys/meal-kit'][mode].shortLabels).toContain('Wasteful packaging');
      expect(later['themes-surveys/watch'][mode].shortLabels).toContain('Sweaty silicone strap');
      expect(labels['themes-holdout/allotments'][mode].shortLabels).toContain('Neglected plots');
      expect(later['themes-holdout/allotments'][mode].shortLabels).not.toContain('Neglected plots');
    }
  });
});

/**
 * 2026-12-20's results on the seven sets pinned for 2026-12-19 (record-themes-pins.ts V28 test/fixtures/themes-pinned/2026-12-20.json
 * --dirs=themes-surveys,themes-holdout,themes-small --only=clinic,course,meal-kit,watch,allotments,transit,cinema
 * --skip=youth-orchestra,pick-your-own): four change one label against 2026-12-18 ("Tiny car park", "Lab equipment broken",
 * "Wasteful packaging", "Sweaty silicone strap"); allotments, transit and cinema answer as 2026-12-18 to the byte.
 */
describePinnedVersion('2026-12-20', v28);
