/**
 * Version 2026-12-26: the grouping of a count the caller fixes. With `minThemes` equal to
 * `maxThemes` the gap statistic has one count to try and answers `fixed`, and every version up to
 * 2026-12-24 then returns the bare Ward cut of the blended similarity at that count: none of the
 * two views, the length removal of 2026-12-18 or the evidence refinement that the same answers get
 * when the count is left to the service, so asking for the very count the service would choose
 * gave a worse grouping (`themes-surveys/library`, six coded themes: ARI 0.899 with the count left
 * open, six themes, and 0.565 with minThemes = maxThemes = 6). Where the open path itself, asked by
 * default ([1, max(10, k)]), would take the two views (the gap statistic sees no structure, or only a
 * knee at two below the lowest count, which it turns down for survey answers), a fixed count now
 * takes the two-view path searched at that one count. Intent-like data, whose knee stands, keep the cut.
 */
import type { ThemeOptions } from '../../core/ports/models.js';
import type { WeightedPoints } from '../../core/clustering/weighted-points.js';
import { THEMES_DEFAULT_MAX } from '../../core/limits.js';
import type { ThemesSettings } from './themes-settings.js';

/**
 * Each of the fixed count's themes can hold this many answers (MIN_THEME_SIZE of themes-local.ts):
 * the two views keep no theme smaller, so below three distinct answers per theme they cannot honour
 * the count and the Ward cut stays (fixed 8 on 24 distinct answers may take the two views, on 23 not).
 */
const ANSWERS_PER_THEME = 3;

/**
 * Whether the caller fixed the count (`minThemes === maxThemes` as the request's bounds give them,
 * at least two: one theme has nothing to partition) and it is to be partitioned by the two views:
 * only with `fixedCount: 'two-view'`, enough distinct answers for that many themes of three, and where
 * `opensTwoViews` (the open path's own count rule, asked with the default bounds) would take the
 * two views too.
 */
export function fixedCountByTwoViews(points: WeightedPoints, options: Pick<ThemeOptions, 'minThemes' | 'maxThemes'>, settings: ThemesSettings, opensTwoViews: (open: Pick<ThemeOptions, 'minThemes' | 'maxThemes'>) => boolean): boolean {
  const k = options.minThemes;
  if (settings.fixedCount !== 'two-view' || settings.count !== 'two-view' || options.maxThemes !== k || k < 2 || points.n < ANSWERS_PER_THEME * k) return false;
  return opensTwoViews({ minThemes: 1, maxThemes: Math.max(THEMES_DEFAULT_MAX, k) });
}
