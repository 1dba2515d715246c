import type { ThemesSettings } from './themes-settings.js';
import { THEMES_V35_SETTINGS } from './themes-settings-fragments.js';

/**
 * Version 2026-12-29 (on the embeddings of 2026-11-22): 2026-12-27 (THEMES_V35_SETTINGS; not 2026-12-28, whose kind step
 * was not adopted) where a label no member's sentence holds as a phrase ("Kids cost" of "my two kids cost me sixty
 * pounds", "Pricey bric-a" of "bric-a-brac", "Problems with lap" of "lap times", "Less hanging" of "less hanging about",
 * "Buses every mins" of "buses every 15 mins") is made whole as the members write it or gives way to their most written
 * phrase (`phrases`, theme-label-phrase.ts). It groups, picks representatives and describes as 2026-12-27; where the step
 * does not act it answers as 2026-12-27.
 */
export const THEMES_V37_SETTINGS: ThemesSettings = { ...THEMES_V35_SETTINGS, phrases: true };
