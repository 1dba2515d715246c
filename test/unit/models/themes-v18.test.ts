import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { LocalModelProvider } from '../../../lambdas/models/local/provider.js';
import { LocalThemesModel, THEMES_V16_SETTINGS, THEMES_V17_SETTINGS, THEMES_V18_SETTINGS } from '../../../lambdas/models/local/themes-local.js';
import { THEMES_V18 } from '../../../lambdas/models/local/trained-model-versions.js';
import { computeThemes } from '../../../lambdas/operations/themes.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../../lambdas/models/local/use-encoder-combined.js';
import type { ThemesResult } from '../../../lambdas/operations/themes.js';
import { describePinnedVersion } from './themes-label-pins.js';
import { loadSurveySet, themesOfSet } from './themes-survey-sets.js';

/** Hand-written answers of members of a yoga studio: cancelled classes (one member names the teacher's illness), the changing room, the mats. */
const STUDIO = [
  "My teacher cancelled two classes in a row with an hour's notice",
  'Classes kept getting cancelled at the last minute',
  'Twice nobody came and the class was cancelled without a message',
  'Stop cancelling classes the night before',
  'Half the classes in May were cancelled because the teacher was ill and no cover was found',
  'The studio cancels classes far too often',
  'The changing room is freezing in winter',
  'Cold changing room with broken lockers',
  'Lockers in the changing room are filthy',
  'The changing room needs a heater',
  'Mats are worn and smell of sweat',
  'The mats are old and slippery',
  'Replace the mats, they stink',
  'Mats are thin and falling apart',
];

const encoder = new CombinedEncoder(new UseLiteEncoder());
const v16 = new LocalThemesModel(encoder, THEMES_V16_SETTINGS);
const v18 = new LocalThemesModel(encoder, THEMES_V18_SETTINGS);

describe('themes 2026-12-10', () => {
  it('is the default before 2026-12-13: the settings of 2026-12-08 with labels of what most members write', () => {
    expect(THEMES_V18).toBe('2026-12-10');
    expect(LOCAL_CATALOG.themes.versions.map((v) => v.id)).toContain('2026-12-10');
    expect(LOCAL_CATALOG.themes.default).toBe('2027-01-01');
    expect(THEMES_V18_SETTINGS).toEqual({ ...THEMES_V16_SETTINGS, mostSaid: true });
    expect(THEMES_V16_SETTINGS.mostSaid).toBeUndefined();
    expect(THEMES_V17_SETTINGS.mostSaid).toBeUndefined();
    const provider = new LocalModelProvider();
    expect(provider.themes('2026-12-10')).not.toBe(provider.themes('2026-12-08'));
  });

  it('groups as 2026-12-08 and names six answers about cancelled classes by what they all write, not by one member\'s ill teacher', async () => {
    const before = (await computeThemes({ inputs: STUDIO, includeAssignments: true }, v16)).result;
    const after = (await computeThemes({ inputs: STUDIO, includeAssignments: true }, v18)).result;
    expect(after.assignments).toEqual(before.assignments);
    expect(after.themes.map((t) => t.representatives)).toEqual(before.themes.map((t) => t.representatives));
    expect(before.themes.map((t) => t.shortLabel)).toContain('Ill teacher');
    expect(after.themes.map((t) => t.shortLabel)).toEqual(before.themes.map((t) => (t.shortLabel === 'Ill teacher' ? 'Cancelled classes' : t.shortLabel)));
  });
});

/**
 * 2026-12-10's results on the hand-written sets pinned for 2026-12-08 (record-themes-pins.ts V18 test/fixtures/themes-pinned/2026-12-10.json
 * --dirs=themes-surveys,themes-holdout,themes-small --only=<the sets of 2026-12-08.json>): as recorded; the grouping, sizes and representatives of
 * 2026-12-08 (whose own pins themes-v16.test.ts checks), 2–4 words a label.
 */
describePinnedVersion('2026-12-10', v18, (dir, name) => {
  let before: { plain: ThemesResult; withContext: ThemesResult };
  let after: { plain: ThemesResult; withContext: ThemesResult };
  beforeAll(async () => {
    const set = loadSurveySet(name, dir);
    before = await themesOfSet(v16, set);
    after = await themesOfSet(v18, set);
  });
  it('groups as 2026-12-08, with the same sizes and representatives, and names each theme in 2 to 4 words', () => {
    for (const key of ['plain', 'withContext'] as const) {
      expect(after[key].assignments).toEqual(before[key].assignments);
      expect(after[key].themes.map((t) => [t.size, t.representatives])).toEqual(before[key].themes.map((t) => [t.size, t.representatives]));
      for (const t of after[key].themes) expect(t.shortLabel.split(' ').length).toBeGreaterThanOrEqual(2);
      for (const t of after[key].themes) expect(t.shortLabel.split(' ').length).toBeLessThanOrEqual(4);
    }
  });
});
