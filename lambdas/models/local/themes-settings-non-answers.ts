import type { ThemesSettings } from './themes-settings.js';
import { THEMES_V39_SETTINGS } from './themes-settings-praise.js';

/**
 * Version 2027-01-01 (on the embeddings of 2026-11-22): 2026-12-31 (THEMES_V39_SETTINGS) where answers that give no
 * content ("Nothing.", "All good.", "n/a", "No complaints", "Same as earlier") form one theme of their own when they
 * weigh a theme's least size and the count has room, come last in a content theme's typical order (never its
 * representative nor its name) otherwise (theme-non-answers.ts), and a theme most of whose members are non-answers is
 * named by the non-answer they write most (`nonAnswers`, theme-label-non-answer.ts); a theme of five or more named by
 * one member's phrase is named by a phrase more of its members write (`sharedBySeveral`, theme-label-several.ts). Where
 * no answer is a non-answer and no label is one member's phrase it answers as 2026-12-31.
 */
export const THEMES_V40_SETTINGS: ThemesSettings = { ...THEMES_V39_SETTINGS, nonAnswers: true, sharedBySeveral: true };

/**
 * Version 2027-01-02: 2027-01-01 (THEMES_V40_SETTINGS) where a whole answer that only says to carry on or that all is
 * fine ("Keep it up", "Nah, we're happy", "Can't fault it": every clause a verb of carrying on or of satisfaction, or a
 * denied complaint, with no word that names a thing; theme-carry-on.ts) is a non-answer too (`carryOn`).
 */
export const THEMES_V41_SETTINGS: ThemesSettings = { ...THEMES_V40_SETTINGS, carryOn: true };
