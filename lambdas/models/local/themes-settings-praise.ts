import type { ThemesSettings } from './themes-settings.js';
import { THEMES_V38_SETTINGS } from './themes-settings-polarity.js';

/**
 * Version 2026-12-31 (on the embeddings of 2026-11-22): 2026-12-30 (THEMES_V38_SETTINGS) where "Problems with X" or a
 * piece of a denied complaint ("Bad to say about" of "nothing bad to say about our instructor") over members who
 * praise X names the praise they write ("Patient instructor"), a label that gives no verdict over members who say the
 * price is high ("Lessons cost") says their verdict ("Not value for money", "Lessons too expensive"), a worth its
 * writers deny ("Value for money" of "hardly value for money") reads "Not value for money" (`praisedOrPrice`,
 * theme-label-praise.ts), and the title of a label that denies its thing quotes a member who denies it
 * (theme-label-denied-quote.ts). It groups, picks representatives and describes as 2026-12-30; where neither acts it
 * answers as 2026-12-30.
 */
export const THEMES_V39_SETTINGS: ThemesSettings = { ...THEMES_V38_SETTINGS, praisedOrPrice: true };
