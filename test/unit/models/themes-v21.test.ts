import { describe, expect, it } from 'vitest';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { LocalModelProvider } from '../../../lambdas/models/local/provider.js';
import { LocalThemesModel, THEMES_V16_SETTINGS, THEMES_V18_SETTINGS, THEMES_V19_SETTINGS, THEMES_V20_SETTINGS, THEMES_V21_SETTINGS, withinCohesion } from '../../../lambdas/models/local/themes-local.js';
import { THEMES_V21 } from '../../../lambdas/models/local/trained-model-versions.js';
import { weightedPoints } from '../../../lambdas/core/clustering/weighted-points.js';
import { computeThemes } from '../../../lambdas/operations/themes.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../../lambdas/models/local/use-encoder-combined.js';
import { describePinnedVersion, pins } from './themes-label-pins.js';
import { loadSurveySet } from './themes-survey-sets.js';

const encoder = new CombinedEncoder(new UseLiteEncoder());
const v20 = new LocalThemesModel(encoder, THEMES_V20_SETTINGS);
const v21 = new LocalThemesModel(encoder, THEMES_V21_SETTINGS);

/** The Gram matrix of unit vectors along the given axes (points on one axis are identical, on two axes orthogonal). */
const onAxes = (axes: number[]) => weightedPoints(Float64Array.from(axes.flatMap((a) => axes.map((b) => (a === b ? 1 : 0)))));

describe('themes 2026-12-13', () => {
  it('is served (2026-12-14 names its themes in the members\' terms, 2026-12-20 is the default): the settings of 2026-12-12 with a count below the lowest standing only where its themes hold together', () => {
    expect(THEMES_V21).toBe('2026-12-13');
    expect(LOCAL_CATALOG.themes.versions.map((v) => v.id)).toContain('2026-12-13');
    expect(LOCAL_CATALOG.themes.default).toBe('2027-01-01');
    expect(THEMES_V21_SETTINGS).toEqual({ ...THEMES_V20_SETTINGS, kneeCohesion: 0.11 });
    for (const earlier of [THEMES_V16_SETTINGS, THEMES_V18_SETTINGS, THEMES_V19_SETTINGS, THEMES_V20_SETTINGS]) expect(earlier.kneeCohesion).toBeUndefined();
    const provider = new LocalModelProvider();
    expect(provider.themes('2026-12-13')).not.toBe(provider.themes('2026-12-12'));
  });

  it('measures cohesion from answers taken at random (0) to identical answers (1)', () => {
    const points = onAxes([0, 0, 0, 1, 1, 1, 2, 2, 2]);
    expect(withinCohesion(points, Int32Array.from([0, 0, 0, 1, 1, 1, 2, 2, 2]))).toBeCloseTo(1, 10);
    expect(withinCohesion(points, new Int32Array(9))).toBeCloseTo(0, 10);
    const mixed = withinCohesion(points, Int32Array.from([0, 1, 2, 0, 1, 2, 0, 1, 2]));
    expect(mixed).toBeLessThan(0);
    const halves = withinCohesion(points, Int32Array.from([0, 0, 0, 0, 0, 1, 1, 1, 1]));
    expect(halves).toBeGreaterThan(mixed);
    expect(halves).toBeLessThan(1);
  });

  it('no longer leaves the transit answers in five loose themes: the step-free access answers get a theme of their own', async () => {
    // The gap statistic's knee at two is turned down, the views choose five themes (below the lowest
    // count, six), whose answers hold together less closely than kneeCohesion: 2026-12-13 searches from six.
    const set = loadSurveySet('transit', 'themes-holdout');
    const inputs = set.answers.map((a) => a.text);
    const access = (result: { assignments?: readonly number[] }, theme: number) => result.assignments!.filter((t, i) => t === theme && set.answers[i].theme === 'step-free access').length;
    const sizes = (result: { assignments?: readonly number[]; themes: readonly unknown[] }) => result.themes.map((_, t) => result.assignments!.filter((a) => a === t).length);
    const before = (await computeThemes({ inputs, includeAssignments: true }, v20)).result;
    const after = (await computeThemes({ inputs, includeAssignments: true }, v21)).result;
    expect(before.themes).toHaveLength(5);
    expect(after.themes).toHaveLength(8);
    // 2026-12-12: "Tram stops", 15 answers of five codes (6 about step-free access), is the largest theme.
    expect(Math.max(...sizes(before))).toBe(15);
    expect(sizes(before).some((size, t) => access(before, t) >= 6 && access(before, t) * 4 >= size * 3)).toBe(false);
    expect(Math.max(...sizes(after))).toBeLessThan(15);
    expect(sizes(after).some((size, t) => access(after, t) >= 6 && access(after, t) * 4 >= size * 3)).toBe(true);
  });

  it('is pinned on the sets of 2026-12-12, answering as it did on every set but transit', () => {
    const earlier = pins('2026-12-12');
    const later = pins('2026-12-13');
    expect(Object.keys(later)).toEqual(Object.keys(earlier));
    const changed = Object.keys(earlier).filter((k) => earlier[k].plain.sha256 !== later[k].plain.sha256 || earlier[k].context.sha256 !== later[k].context.sha256);
    expect(changed).toEqual(['themes-holdout/transit']);
  });
});

/** 2026-12-13's results on the hand-written sets pinned for 2026-12-12 (record-themes-pins.ts V21 test/fixtures/themes-pinned/2026-12-13.json --dirs=themes-surveys,themes-holdout,themes-small --only=<the sets of 2026-12-12.json> --skip=dog-daycare,village-hall). */
describePinnedVersion('2026-12-13', v21);
