import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { LocalModelProvider } from '../../../lambdas/models/local/provider.js';
import { LocalThemesModel, THEMES_V15_SETTINGS, THEMES_V16_SETTINGS } from '../../../lambdas/models/local/themes-local.js';
import { THEMES_V16 } from '../../../lambdas/models/local/trained-model-versions.js';
import { computeThemes } from '../../../lambdas/operations/themes.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../../lambdas/models/local/use-encoder-combined.js';
import type { ThemesResult } from '../../../lambdas/operations/themes.js';
import { describePinnedVersion } from './themes-label-pins.js';
import { loadSurveySet, themesOfSet } from './themes-survey-sets.js';

const encoder = new CombinedEncoder(new UseLiteEncoder());
const v15 = new LocalThemesModel(encoder, THEMES_V15_SETTINGS);
const v16 = new LocalThemesModel(encoder, THEMES_V16_SETTINGS);

/** Hand-written answers: the adjective of one theme is said of another noun than the one its members share ("the price of the coat is silly"). */
const OUTDOOR_SHOP = [
  'The price of the hiking boots is silly',
  'Hiking boots cost far more than online',
  'Boots for children are far too dear',
  'The staff in the tent section were patient and knew their stuff',
  'Staff at the till were patient with my toddler',
  'Staff in the boot section were helpful',
  'The changing rooms were filthy',
  'Changing rooms had no mirrors',
  'Dirty changing rooms and no hooks',
  'The car park was full on Saturday',
  'Nowhere to park, the car park is tiny',
  'Car park barrier was broken',
];

describe('themes 2026-12-08', () => {
  it('is the default before 2026-12-10: the settings of 2026-12-07 with its labels checked against their members', () => {
    expect(THEMES_V16).toBe('2026-12-08');
    expect(LOCAL_CATALOG.themes.versions.map((v) => v.id)).toContain('2026-12-08');
    expect(LOCAL_CATALOG.themes.default).toBe('2027-01-01');
    expect(THEMES_V16_SETTINGS).toEqual({ ...THEMES_V15_SETTINGS, labelChecks: true });
    expect(THEMES_V15_SETTINGS.labelChecks).toBeUndefined();
    const provider = new LocalModelProvider();
    expect(provider.themes('2026-12-08')).not.toBe(provider.themes('2026-12-07'));
  });

  it('groups as 2026-12-07 and reads no predicate as a noun: "Section patient" (staff in a section were patient) is no label', async () => {
    const before = (await computeThemes({ inputs: OUTDOOR_SHOP, includeAssignments: true }, v15)).result;
    const after = (await computeThemes({ inputs: OUTDOOR_SHOP, includeAssignments: true }, v16)).result;
    expect(after.assignments).toEqual(before.assignments);
    expect(before.themes.map((t) => t.shortLabel)).toContain('Section patient');
    expect(after.themes.map((t) => t.shortLabel)).not.toContain('Section patient');
    expect(after.themes.map((t) => t.shortLabel)).toEqual(before.themes.map((t) => (t.shortLabel === 'Section patient' ? 'Tent section' : t.shortLabel)));
  });
});

/**
 * 2026-12-08's results on the hand-written sets pinned for 2026-12-07 (record-themes-pins.ts V16 ... --dirs=themes-surveys,themes-holdout,themes-small
 * --skip=allotments,new-build): as recorded; the grouping, sizes and representatives of 2026-12-07 (whose own pins themes-v15.test.ts checks), 2–4 words a label.
 */
describePinnedVersion('2026-12-08', v16, (dir, name) => {
  let before: { plain: ThemesResult; withContext: ThemesResult };
  let after: { plain: ThemesResult; withContext: ThemesResult };
  beforeAll(async () => {
    const set = loadSurveySet(name, dir);
    before = await themesOfSet(v15, set);
    after = await themesOfSet(v16, set);
  });
  it('groups as 2026-12-07, with the same sizes and representatives, and names each theme in 2 to 4 words', () => {
    for (const key of ['plain', 'withContext'] as const) {
      expect(after[key].assignments).toEqual(before[key].assignments);
      expect(after[key].themes.map((t) => [t.size, t.representatives])).toEqual(before[key].themes.map((t) => [t.size, t.representatives]));
      for (const t of after[key].themes) expect(t.shortLabel.split(' ').length).toBeGreaterThanOrEqual(2);
      for (const t of after[key].themes) expect(t.shortLabel.split(' ').length).toBeLessThanOrEqual(4);
    }
  });
});
