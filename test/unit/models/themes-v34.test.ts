import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { LocalModelProvider } from '../../../lambdas/models/local/provider.js';
import { LocalThemesModel, THEMES_V32_SETTINGS, THEMES_V34_SETTINGS } from '../../../lambdas/models/local/themes-local.js';
import { THEMES_V34 } from '../../../lambdas/models/local/trained-model-versions.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../../lambdas/models/local/use-encoder-combined.js';
import { computeThemes } from '../../../lambdas/operations/themes.js';
import { adjustedRandIndex } from '../../../bench/eval/metrics/clustering.js';
import { pins } from './themes-label-pins.js';
import { loadSurveySet, themesOfSet } from './themes-survey-sets.js';

const digest = (result: unknown) => createHash('sha256').update(JSON.stringify(result)).digest('hex');
const encoder = new CombinedEncoder(new UseLiteEncoder());
const v32 = new LocalThemesModel(encoder, THEMES_V32_SETTINGS);
const v34 = new LocalThemesModel(encoder, THEMES_V34_SETTINGS);

describe('themes 2026-12-26 (served when pinned)', () => {
  it('is 2026-12-24 with a count the caller fixes partitioned by the two views, not the default', () => {
    expect(THEMES_V34).toBe('2026-12-26');
    expect(LOCAL_CATALOG.themes.versions.map((v) => v.id)).toContain('2026-12-26');
    expect(LOCAL_CATALOG.themes.default).toBe('2026-12-24');
    expect(THEMES_V34_SETTINGS).toEqual({ ...THEMES_V32_SETTINGS, fixedCount: 'two-view' });
    const provider = new LocalModelProvider();
    expect(provider.themes('2026-12-26')).not.toBe(provider.themes('2026-12-24'));
  });

  it('answers as 2026-12-24 to the byte on the nine sets pinned for it (the count left open)', () => {
    const earlier = pins('2026-12-24');
    const later = pins('2026-12-26');
    expect(Object.keys(later)).toEqual(Object.keys(earlier));
    for (const k of Object.keys(later)) for (const mode of ['plain', 'context'] as const) expect(later[k][mode].sha256).toBe(earlier[k][mode].sha256);
  });

  it('answers exactly as recorded on themes-surveys/meal-kit, with and without context', async () => {
    const recorded = pins('2026-12-26')['themes-surveys/meal-kit'];
    const after = await themesOfSet(v34, loadSurveySet('meal-kit'));
    expect(digest(after.plain)).toBe(recorded.plain.sha256);
    expect(digest(after.withContext)).toBe(recorded.context.sha256);
  });
});

/**
 * The change: asked for exactly the coded count (minThemes = maxThemes), 2026-12-24 cuts a Ward tree of the blended
 * similarity, while 2026-12-26 partitions as it does when it chooses the count itself. `library` (48 answers, six
 * coded themes): the open count is six, ARI 0.899; fixed at six, 2026-12-24 0.565 and 2026-12-26 0.899
 * (compare-themes-grouping.ts --a V32 --b V34 --dirs=themes-surveys --fixed --no-survey).
 */
describe('themes 2026-12-26 with the count fixed', () => {
  const set = loadSurveySet('library');
  const inputs = set.answers.map((a) => a.text), gold = set.answers.map((a) => a.theme);
  const at = async (model: LocalThemesModel, minThemes: number, maxThemes: number) => (await computeThemes({ inputs, minThemes, maxThemes, includeAssignments: true }, model)).result;

  it('groups a fixed six as an open count that comes to six, where 2026-12-24 groups it worse', async () => {
    const open = await at(v34, 1, 10), fixed = await at(v34, 6, 6), before = await at(v32, 6, 6);
    expect(open.themes).toHaveLength(6);
    expect(fixed.themes).toHaveLength(6);
    expect(adjustedRandIndex(gold, [...fixed.assignments!])).toBeCloseTo(adjustedRandIndex(gold, [...open.assignments!]), 3);
    expect(adjustedRandIndex(gold, [...fixed.assignments!])).toBeGreaterThan(0.85);
    expect(adjustedRandIndex(gold, [...before.assignments!])).toBeLessThan(0.6);
  });

  it('keeps the count asked for and is deterministic', async () => {
    for (const k of [4, 7, 9]) {
      const first = await at(v34, k, k), again = await at(v34, k, k);
      expect(first.themes).toHaveLength(k);
      expect(digest(first)).toBe(digest(again));
    }
  });
});
