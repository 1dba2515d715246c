import type { ThemesSettings } from './themes-settings.js';
import { THEMES_V35_SETTINGS } from './themes-settings-fragments.js';

/**
 * Version 2026-12-30 (on the embeddings of 2026-11-22): 2026-12-27 (THEMES_V35_SETTINGS; not 2026-12-28 or 2026-12-29,
 * served only when pinned) where a label that contradicts most of the members writing its words ("Single bargain" of
 * "I didn't find a single bargain", "hardly any bargains now", "bargains are rare") or cuts a compound they write ("Hot slots" of "hot tub slots") says their idea with
 * their polarity and the compound whole (`polarity`, theme-label-polarity.ts). It groups, picks representatives and
 * describes as 2026-12-27; where the step does not act it answers as 2026-12-27.
 */
export const THEMES_V38_SETTINGS: ThemesSettings = { ...THEMES_V35_SETTINGS, polarity: true };
