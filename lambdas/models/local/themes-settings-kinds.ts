import type { ThemesSettings } from './themes-settings.js';
import { THEMES_V35_SETTINGS } from './themes-settings-fragments.js';

/**
 * Version 2026-12-28 (on the embeddings of 2026-11-22): 2026-12-27 (THEMES_V35_SETTINGS) where a label no member but one
 * writes ("Last year" over answers about the cost of a trip, "Watery soup" over answers about the food) gives way to the
 * kind of thing most of its members speak of, in the kind's name they write ("Cost", "Food"; `kinds`, theme-label-kind.ts).
 * It groups, picks representatives and describes as 2026-12-27; where the step does not act it answers as 2026-12-27.
 */
export const THEMES_V36_SETTINGS: ThemesSettings = { ...THEMES_V35_SETTINGS, kinds: true };
