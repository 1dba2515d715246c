import type { ThemesSettings } from './themes-settings.js';
import { THEMES_V38_SETTINGS } from './themes-settings-polarity.js';

/**
 * Version 2026-12-31 (on the embeddings of 2026-11-22): 2026-12-30 (THEMES_V38_SETTINGS) where "Problems with X" or a
 * piece of a denied complaint ("Bad to say about" of "nothing bad to say about our instructor") over members who
 * praise X names the praise they write ("Patient instructor"), a label of one member's detail over members who say
 * the price is too high ("Lessons cost") says their verdict ("Expensive for what you get", "Lessons too expensive"),
 * and a worth its writers deny ("Value for money" of "hardly value for money") reads "Poor value for money" (`praisedOrPrice`,
 * theme-label-praise.ts). It groups, picks representatives and describes as 2026-12-30; where the step does not act
 * it answers as 2026-12-30.
 */
export const THEMES_V39_SETTINGS: ThemesSettings = { ...THEMES_V38_SETTINGS, praisedOrPrice: true };
