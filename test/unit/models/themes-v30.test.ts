import { describe, expect, it } from 'vitest';
import { computeThemes } from '../../../lambdas/operations/themes.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { LocalModelProvider } from '../../../lambdas/models/local/provider.js';
import { LocalThemesModel, THEMES_V28_SETTINGS, THEMES_V30_SETTINGS } from '../../../lambdas/models/local/themes-local.js';
import { THEMES_V30 } from '../../../lambdas/models/local/trained-model-versions.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../../lambdas/models/local/use-encoder-combined.js';
import { describePinnedVersion, pins } from './themes-label-pins.js';
import { loadSurveySet } from './themes-survey-sets.js';

const encoder = new CombinedEncoder(new UseLiteEncoder());
const v28 = new LocalThemesModel(encoder, THEMES_V28_SETTINGS);
const v30 = new LocalThemesModel(encoder, THEMES_V30_SETTINGS);

describe('themes 2026-12-22 (served when pinned)', () => {
  it('is served when pinned: 2026-12-20 with a theme of requests named by what its members ask for', () => {
    expect(THEMES_V30).toBe('2026-12-22');
    expect(LOCAL_CATALOG.themes.versions.map((v) => v.id)).toContain('2026-12-22');
    expect(LOCAL_CATALOG.themes.default).toBe('2027-01-01');
    expect(THEMES_V30_SETTINGS).toEqual({ ...THEMES_V28_SETTINGS, wishes: true });
    const provider = new LocalModelProvider();
    expect(provider.themes('2026-12-22')).not.toBe(provider.themes('2026-12-20'));
  });

  it('groups as 2026-12-20 and changes only the label of a theme of requests (zoo: "Keeper talks" -> "More keeper talks")', async () => {
    const set = loadSurveySet('zoo', 'themes-blind');
    const request = { inputs: set.answers.map((a) => a.text), includeAssignments: true };
    const [before, after] = [(await computeThemes(request, v28)).result, (await computeThemes(request, v30)).result];
    expect(after.assignments).toEqual(before.assignments);
    expect(after.themes.map((t) => t.representatives)).toEqual(before.themes.map((t) => t.representatives));
    expect(after.themes.map((t) => t.shortLabel)).toEqual(before.themes.map((t) => (t.shortLabel === 'Keeper talks' ? 'More keeper talks' : t.shortLabel)));
  });

  it('is pinned on the eight sets of 2026-12-20 to their bytes, and on zoo', () => {
    const earlier = pins('2026-12-20');
    const later = pins('2026-12-22');
    expect(Object.keys(later)).toEqual([...Object.keys(earlier), 'themes-blind/zoo']);
    for (const mode of ['plain', 'context'] as const) {
      for (const k of Object.keys(earlier)) expect(later[k][mode].sha256).toBe(earlier[k][mode].sha256);
      expect(later['themes-blind/zoo'][mode].shortLabels).toContain('More keeper talks');
    }
  });
});

/**
 * 2026-12-22's results on the eight sets pinned for 2026-12-20 and zoo (record-themes-pins.ts V30 test/fixtures/themes-pinned/2026-12-22.json
 * --dirs=themes-surveys,themes-holdout,themes-small,themes-blind --only=clinic,course,meal-kit,watch,allotments,transit,cinema,coworking,zoo):
 * the eight answer as 2026-12-20 to the byte; zoo's "Keeper talks" becomes "More keeper talks".
 */
describePinnedVersion('2026-12-22', v30);
