/**
 * Version 2026-12-26: the grouping of a count the caller fixes. With `minThemes` equal to
 * `maxThemes` the gap statistic has one count to try and answers `fixed`, and every version up to
 * 2026-12-24 then returns the bare Ward cut of the blended similarity at that count: none of the
 * two views, the length removal of 2026-12-18 or the evidence refinement that the same answers get
 * when the count is left to the service, so asking for the very count the service would choose
 * gave a worse grouping (`themes-surveys/library`, six coded themes: ARI 0.899 with the count left
 * open, six themes, and 0.565 with minThemes = maxThemes = 6). Where the answers show no cluster
 * structure over the range the service searches by default (the gap statistic sees none, or only a
 * knee at two themes, which the open path turns down for survey answers), a fixed count now takes
 * the two-view path searched at that one count. Intent-like data, whose knee stands, keep the cut.
 */
import { clusterPoints } from '../../core/clustering/cluster-themes.js';
import { DEFAULT_SEED } from '../../core/clustering/prng.js';
import type { WeightedPoints } from '../../core/clustering/weighted-points.js';
import { THEMES_DEFAULT_MAX } from '../../core/limits.js';
import type { ThemesSettings } from './themes-settings.js';

/** A knee at this many themes or fewer is turned down on the open path (CATCH_ALL_KNEE of themes-local.ts). */
const LOW_KNEE = 2;
/** Each of the fixed count's themes can hold this many answers (MIN_THEME_SIZE of themes-local.ts). */
const ANSWERS_PER_THEME = 3;

/**
 * Whether a count fixed by the caller (`k`, the gap statistic's `fixed` answer) is to be partitioned
 * by the two views: only with `fixedCount: 'two-view'`, enough answers for `k` themes of three, and
 * no structure the gap statistic sees over the default range [1, max(10, k)].
 */
export function fixedCountByTwoViews(points: WeightedPoints, k: number, settings: ThemesSettings): boolean {
  if (settings.fixedCount !== 'two-view' || settings.count !== 'two-view' || points.n < ANSWERS_PER_THEME * k) return false;
  const open = clusterPoints(points, 1, Math.max(THEMES_DEFAULT_MAX, k), DEFAULT_SEED, settings.noStructure);
  return open.reason === 'no-structure' || (open.reason === 'gap' && open.k <= LOW_KNEE);
}
