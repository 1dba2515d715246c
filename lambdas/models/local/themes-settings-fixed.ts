import { THEMES_V32_SETTINGS } from './themes-settings-wishes.js';
import type { ThemesSettings } from './themes-settings.js';

/**
 * Version 2026-12-26 (on the embeddings of 2026-11-22): 2026-12-24 (THEMES_V32_SETTINGS) with a
 * count the caller fixes (minThemes = maxThemes) partitioned by the two views, as an open count is,
 * where the answers show no cluster structure (themes-fixed-count.ts), instead of the bare Ward cut
 * of every earlier version. With the count left open it answers exactly as 2026-12-24.
 */
export const THEMES_V34_SETTINGS: ThemesSettings = { ...THEMES_V32_SETTINGS, fixedCount: 'two-view' };
