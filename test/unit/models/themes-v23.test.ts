import { describe, expect, it } from 'vitest';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { LocalModelProvider } from '../../../lambdas/models/local/provider.js';
import { LocalThemesModel, THEMES_V16_SETTINGS, THEMES_V18_SETTINGS, THEMES_V19_SETTINGS, THEMES_V20_SETTINGS, THEMES_V21_SETTINGS, THEMES_V23_SETTINGS } from '../../../lambdas/models/local/themes-local.js';
import { THEMES_V23 } from '../../../lambdas/models/local/trained-model-versions.js';
import { mergeAlikeThemes } from '../../../lambdas/core/clustering/theme-merge.js';
import { weightedPoints } from '../../../lambdas/core/clustering/weighted-points.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../../lambdas/models/local/use-encoder-combined.js';
import { describePinnedVersion, pins } from './themes-label-pins.js';

const encoder = new CombinedEncoder(new UseLiteEncoder());
const v23 = new LocalThemesModel(encoder, THEMES_V23_SETTINGS);

/** The Gram matrix of points given by their coordinates. */
const gramOf = (rows: number[][], weights?: number[]) => weightedPoints(Float64Array.from(rows.flatMap((a) => rows.map((b) => a.reduce((s, x, d) => s + x * b[d], 0)))), weights);

describe('themes 2026-12-15', () => {
  it('is served when pinned (2026-12-20 is the default): the settings of 2026-12-13 with alike themes merged above the lowest count', () => {
    expect(THEMES_V23).toBe('2026-12-15');
    expect(LOCAL_CATALOG.themes.versions.map((v) => v.id)).toContain('2026-12-15');
    expect(LOCAL_CATALOG.themes.default).toBe('2027-01-01');
    expect(THEMES_V23_SETTINGS).toEqual({ ...THEMES_V21_SETTINGS, mergeAlike: 0.5 });
    for (const earlier of [THEMES_V16_SETTINGS, THEMES_V18_SETTINGS, THEMES_V19_SETTINGS, THEMES_V20_SETTINGS, THEMES_V21_SETTINGS]) expect(earlier.mergeAlike).toBeUndefined();
    const provider = new LocalModelProvider();
    expect(provider.themes('2026-12-15')).not.toBe(provider.themes('2026-12-13'));
  });

  it('merges two themes as alike across as within, most alike first, never below the lowest count', () => {
    // Themes 0 and 1 lie on one direction (alike across as within), 2 and 3 on their own.
    const rows = [[1, 0.1, 0], [1, -0.1, 0], [1, 0.12, 0], [1, -0.12, 0], [0, 0, 1], [0, 0.1, 1], [0, -1, 0], [0.1, -1, 0]];
    const points = gramOf(rows);
    const labels = [0, 0, 1, 1, 2, 2, 3, 3];
    expect([...mergeAlikeThemes(points, labels, 2, 0.5)]).toEqual([0, 0, 0, 0, 1, 1, 2, 2]);
    // The lowest count stops it; a high ratio too.
    expect([...mergeAlikeThemes(points, labels, 4, 0.5)]).toEqual(labels);
    expect([...mergeAlikeThemes(points, labels, 2, 1.5)]).toEqual(labels);
  });

  it('counts copies of one text as identical answers and never merges a theme looser than random', () => {
    // A theme of one text written three times holds together (its copies are identical answers).
    const points = gramOf([[1, 0], [1, 0.05], [0.98, -0.05], [0, 1], [0, -1]], [3, 1, 1, 1, 1]);
    expect([...mergeAlikeThemes(points, [0, 1, 1, 2, 2], 1, 0.5)]).toEqual([0, 0, 0, 1, 1]);
  });

  it('is pinned on seven sets of 2026-12-13, answering as it did on every one but grocery, whose two produce themes join', () => {
    const earlier = pins('2026-12-13');
    const later = pins('2026-12-15');
    // Seven of 2026-12-13's sets, to keep the suite's time: the one that changes and six that do not.
    expect(Object.keys(later).every((k) => k in earlier)).toBe(true);
    expect(Object.keys(later)).toHaveLength(7);
    const changed = Object.keys(later).filter((k) => earlier[k].plain.sha256 !== later[k].plain.sha256 || earlier[k].context.sha256 !== later[k].context.sha256);
    expect(changed).toEqual(['themes-holdout/grocery']);
    const grocery = 'themes-holdout/grocery';
    expect(earlier[grocery].plain.shortLabels).toHaveLength(10);
    expect(later[grocery].plain.shortLabels).toHaveLength(9);
    expect(later[grocery].plain.shortLabels).not.toContain('Salad bags');
  });
});

/** 2026-12-15's results on the hand-written sets pinned for 2026-12-13 (record-themes-pins.ts V23 test/fixtures/themes-pinned/2026-12-15.json --dirs=themes-surveys,themes-holdout,themes-small --only=clinic,meal-kit,tenants,watch,grocery,transit,cinema --skip=bike-repair,school-meals). */
describePinnedVersion('2026-12-15', v23);
