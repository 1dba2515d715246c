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
  it('is served when pinned (2026-12-20 is the default): 2026-12-17 with a theme named by its thing alone saying what its members say of it', () => {
    expect(THEMES_V27).toBe('2026-12-19');
    expect(LOCAL_CATALOG.themes.versions.map((v) => v.id)).toContain('2026-12-19');
    expect(LOCAL_CATALOG.themes.default).toBe('2027-01-01');
    expect(THEMES_V27_SETTINGS).toEqual({ ...THEMES_V25_SETTINGS, thingVerdict: true });
    expect(THEMES_V25_SETTINGS.thingVerdict).toBeUndefined();
  });

  it('is what the provider serves as 2026-12-19: its answer on coworking is the one recorded, with the saying four members write', async () => {
    const set = loadSurveySet('coworking', 'themes-blind');
    const served = (await computeThemes({ inputs: set.answers.map((a) => a.text), includeAssignments: true }, new LocalModelProvider().themes('2026-12-19'))).result;
    const recorded = pins('2026-12-19')['themes-blind/coworking'].plain;
    expect(served.themes.map((t) => t.shortLabel)).toEqual(recorded.shortLabels);
    expect(createHash('sha256').update(JSON.stringify(served)).digest('hex')).toBe(recorded.sha256);
    // "Meeting rooms" under 2026-12-17.
    expect(served.themes.map((t) => t.shortLabel)).toContain('Booked meeting rooms');
  });

  it('is pinned on eight sets: where 2026-12-17 pins the set it answers to the byte, no label of one member\'s saying (mended before release)', () => {
    const earlier = pins('2026-12-17');
    const later = pins('2026-12-19');
    expect(Object.keys(later)).toEqual(['themes-surveys/clinic', 'themes-surveys/course', 'themes-surveys/meal-kit', 'themes-surveys/watch', 'themes-holdout/allotments', 'themes-holdout/transit', 'themes-small/cinema', 'themes-blind/coworking']);
    for (const mode of ['plain', 'context'] as const) {
      for (const k of Object.keys(later).filter((key) => key in earlier)) expect(later[k][mode].sha256).toBe(earlier[k][mode].sha256);
      // Each of these was one member's saying before the mend ("tiny", "broken", "wasteful", "sweaty", "neglected").
      const labels = Object.values(later).flatMap((p) => p[mode].shortLabels);
      for (const gone of ['Tiny car park', 'Lab equipment broken', 'Wasteful packaging', 'Sweaty silicone strap', 'Neglected plots']) expect(labels).not.toContain(gone);
      expect(later['themes-blind/coworking'][mode].shortLabels).toContain('Booked meeting rooms');
    }
  });
});

/**
 * 2026-12-19's results on eight hand-written sets (record-themes-pins.ts V27 test/fixtures/themes-pinned/2026-12-19.json
 * --dirs=themes-surveys,themes-holdout,themes-small,themes-blind --only=clinic,course,meal-kit,watch,allotments,transit,cinema,coworking),
 * recorded again when the step was mended before release: the seven first pinned answer as 2026-12-17 (five had changed a label
 * by one member's saying), and coworking, the one set of the repository where the mended step acts ("Booked meeting rooms").
 */
describePinnedVersion('2026-12-19', v27);
