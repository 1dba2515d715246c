import type { ThemesSettings } from './themes-settings.js';
import { THEMES_V33_SETTINGS } from './themes-settings-wishes.js';

/**
 * Version 2026-12-27 (on the embeddings of 2026-11-22): 2026-12-25 (THEMES_V33_SETTINGS) where a label that is a fragment
 * cut from one answer ("Prices going" of "prices keep going up", "Early on saturdays", "Hours care" of "out of hours
 * care") is completed as the members write it ("Prices going up", "Out of hours care") or gives way to the members' most
 * written phrase that is no fragment (`fragments`, theme-label-fragment.ts). It groups, picks representatives and
 * describes as 2026-12-25; where the step does not act it answers as 2026-12-25. Before release it also took the fixed count
 * of 2026-12-26 (`fixedCount: 'two-view'`, themes-fixed-count.ts): a count the caller fixes at two or more (minThemes =
 * maxThemes) is grouped as an open count is, where the answers show no cluster structure; with the count left open it
 * groups as 2026-12-25.
 */
export const THEMES_V35_SETTINGS: ThemesSettings = { ...THEMES_V33_SETTINGS, fragments: true, fixedCount: 'two-view' };
