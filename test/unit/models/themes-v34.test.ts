import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { LocalModelProvider } from '../../../lambdas/models/local/provider.js';
import { fixedCountTakesTwoViews, LocalThemesModel, raisedLowestCount, THEMES_V32_SETTINGS, THEMES_V34_SETTINGS } from '../../../lambdas/models/local/themes-local.js';
import { fixedCountByTwoViews } from '../../../lambdas/models/local/themes-fixed-count.js';
import { clusterPoints } from '../../../lambdas/core/clustering/cluster-themes.js';
import { mulberry32 } from '../../../lambdas/core/clustering/prng.js';
import { weightedPoints, type WeightedPoints } from '../../../lambdas/core/clustering/weighted-points.js';
import { THEMES_V34 } from '../../../lambdas/models/local/trained-model-versions.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../../lambdas/models/local/use-encoder-combined.js';
import { computeThemes } from '../../../lambdas/operations/themes.js';
import type { ThemesRequest } from '../../../lambdas/core/schemas/requests.js';
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
    expect(LOCAL_CATALOG.themes.default).toBe('2027-01-01');
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

/** Points of groups of the given sizes, each near its own axis with uniform noise of `spread` (inner products as the gram). */
function groups(sizes: readonly number[], spread: number, seed = 7): WeightedPoints {
  const rand = mulberry32(seed), dim = 16;
  const vectors = sizes.flatMap((size, g) => Array.from({ length: size }, () => Array.from({ length: dim }, (_, j) => (j === g ? 1 : 0) + spread * (rand() - 0.5))));
  const n = vectors.length, gram = new Float64Array(n * n);
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) gram[i * n + j] = vectors[i].reduce((sum, x, t) => sum + x * vectors[j][t], 0);
  return weightedPoints(gram);
}

/** The faults found before release, each mended (docs/themes.md, "Mended before release"). */
describe('themes 2026-12-26 mended before release', () => {
  const three = ['Too expensive.', 'Staff were rude.', 'Lovely music.'];
  const same = async (request: Omit<ThemesRequest, 'includeAssignments'>) => {
    const before = (await computeThemes({ ...request, includeAssignments: true }, v32)).result, after = (await computeThemes({ ...request, includeAssignments: true }, v34)).result;
    expect(after.themes.map((t) => t.label)).toEqual(before.themes.map((t) => t.label));
    expect(digest(after)).toBe(digest(before));
  };

  it('answers a default request on three distinct answers as 2026-12-24 (the gap statistic\'s `fixed` at ⌊n/2⌋ is not a count the caller fixed)', async () => {
    await same({ inputs: three });
    await same({ inputs: [...three, ...three, ...three] });
    await same({ inputs: three, minThemes: 1, maxThemes: 5 });
  });

  it('answers a fixed count of one as 2026-12-24: one theme has nothing to partition', async () => {
    await same({ inputs: three, minThemes: 1, maxThemes: 1 });
    await same({ inputs: [...three, 'Tickets cost too much.', 'Rude people at the desk.', 'The band was great.'], minThemes: 1, maxThemes: 1 });
    expect(fixedCountTakesTwoViews(groups([12], 0.6), { minThemes: 1, maxThemes: 1 }, THEMES_V34_SETTINGS)).toBe(false);
  });

  it('reads "no structure" as the open path does: its range [1, min(max(10, k), ⌊n/2⌋)] and its knee rule (a knee at two stands at the lowest count)', () => {
    // Two groups of 5 and 4: over [1, 4] (the open path's range for nine answers) the knee is at two, and
    // the lowest count the open path searches on nine answers is two, so the knee stands there: the cut is kept.
    const two = groups([5, 4], 0.6);
    const open = clusterPoints(two, 1, 4);
    expect([open.reason, open.k]).toEqual(['gap', 2]);
    expect(raisedLowestCount(9, 1, 4, THEMES_V34_SETTINGS.lowest!)).toBe(2);
    expect(fixedCountTakesTwoViews(two, { minThemes: 3, maxThemes: 3 }, THEMES_V34_SETTINGS)).toBe(false);
    // Where the open path would turn the knee down (12 answers in two groups: lowest count 3) or sees none, the two views are taken.
    expect(fixedCountTakesTwoViews(groups([6, 6], 0.6), { minThemes: 3, maxThemes: 3 }, THEMES_V34_SETTINGS)).toBe(true);
    expect(fixedCountTakesTwoViews(groups([8, 8, 8], 0.3), { minThemes: 3, maxThemes: 3 }, THEMES_V34_SETTINGS)).toBe(false);
    // The open rule is asked with the default bounds, [1, max(10, k)].
    const asked: unknown[] = [];
    fixedCountByTwoViews(groups([40], 0.6), { minThemes: 12, maxThemes: 12 }, THEMES_V34_SETTINGS, (o) => (asked.push(o), true));
    expect(asked).toEqual([{ minThemes: 1, maxThemes: 12 }]);
  });

  it('takes the two views from three distinct answers per theme, and keeps the cut below (fixed 8: 24 answers and 23)', async () => {
    expect(fixedCountTakesTwoViews(groups([12], 0.6), { minThemes: 4, maxThemes: 4 }, THEMES_V34_SETTINGS)).toBe(true);
    expect(fixedCountTakesTwoViews(groups([11], 0.6), { minThemes: 4, maxThemes: 4 }, THEMES_V34_SETTINGS)).toBe(false);
    const library = loadSurveySet('library').answers.map((a) => a.text);
    const at = async (model: LocalThemesModel, n: number) => digest((await computeThemes({ inputs: library.slice(0, n), minThemes: 8, maxThemes: 8, includeAssignments: true }, model)).result);
    expect(await at(v34, 24)).not.toBe(await at(v32, 24));
    expect(await at(v34, 23)).toBe(await at(v32, 23));
  });
});
