import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { computeThemes } from '../../../lambdas/operations/themes.js';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { LocalModelProvider } from '../../../lambdas/models/local/provider.js';
import { LocalThemesModel, THEMES_V25_SETTINGS, THEMES_V27_SETTINGS } from '../../../lambdas/models/local/themes-local.js';
import { THEMES_V27 } from '../../../lambdas/models/local/trained-model-versions.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../../lambdas/models/local/use-encoder-combined.js';
import { describePinnedVersion, pins } from './themes-label-pins.js';
import { loadSurveySet } from './themes-survey-sets.js';

const encoder = new CombinedEncoder(new UseLiteEncoder());
const v27 = new LocalThemesModel(encoder, THEMES_V27_SETTINGS);

describe('themes 2026-12-19 (served when pinned)', () => {
  it('is served when pinned (2026-12-17 stays the default): 2026-12-17 with a theme named by its thing alone saying what its members say of it', () => {
    expect(THEMES_V27).toBe('2026-12-19');
    expect(LOCAL_CATALOG.themes.versions.map((v) => v.id)).toContain('2026-12-19');
    expect(LOCAL_CATALOG.themes.default).toBe('2026-12-17');
    expect(THEMES_V27_SETTINGS).toEqual({ ...THEMES_V25_SETTINGS, thingVerdict: true });
    expect(THEMES_V25_SETTINGS.thingVerdict).toBeUndefined();
  });

  it('is what the provider serves as 2026-12-19: its answer on course is the one recorded, not 2026-12-17\'s', async () => {
    const set = loadSurveySet('course', 'themes-surveys');
    const served = (await computeThemes({ inputs: set.answers.map((a) => a.text), includeAssignments: true }, new LocalModelProvider().themes('2026-12-19'))).result;
    const recorded = pins('2026-12-19')['themes-surveys/course'].plain;
    expect(served.themes.map((t) => t.shortLabel)).toEqual(recorded.shortLabels);
    expect(createHash('sha256').update(JSON.stringify(served)).digest('hex')).toBe(recorded.sha256);
    expect(pins('2026-12-17')['themes-surveys/course'].plain.shortLabels).toContain('Lab equipment');
    expect(served.themes.map((t) => t.shortLabel)).toContain('Lab equipment broken');
  });

  it('is pinned on seven sets: five change one label each in both modes, transit and cinema answer exactly as 2026-12-17', () => {
    const earlier = pins('2026-12-17');
    const later = pins('2026-12-19');
    expect(Object.keys(later)).toEqual(['themes-surveys/clinic', 'themes-surveys/course', 'themes-surveys/meal-kit', 'themes-surveys/watch', 'themes-holdout/allotments', 'themes-holdout/transit', 'themes-small/cinema']);
    for (const mode of ['plain', 'context'] as const) {
      for (const k of ['themes-holdout/transit', 'themes-small/cinema']) expect(later[k][mode].sha256).toBe(earlier[k][mode].sha256);
      // The thing alone gives way to what the members who complain of it say: a car park "tiny and always full", lab
      // equipment "broken in most sessions".
      expect(earlier['themes-surveys/clinic'][mode].shortLabels.map((l) => (l === 'Car park' ? 'Tiny car park' : l))).toEqual(later['themes-surveys/clinic'][mode].shortLabels);
      expect(earlier['themes-surveys/course'][mode].shortLabels.map((l) => (l === 'Lab equipment' ? 'Lab equipment broken' : l))).toEqual(later['themes-surveys/course'][mode].shortLabels);
    }
  });
});

/**
 * 2026-12-19's results on seven hand-written sets (record-themes-pins.ts V27 test/fixtures/themes-pinned/2026-12-19.json
 * --dirs=themes-surveys,themes-holdout,themes-small --only=clinic,course,meal-kit,watch,allotments,transit,cinema): five
 * whose label changes ("Tiny car park", "Lab equipment broken", "Wasteful packaging", "Sweaty silicone strap", "Neglected
 * plots") and transit and cinema, where it answers as 2026-12-17 to the byte.
 */
describePinnedVersion('2026-12-19', v27);
