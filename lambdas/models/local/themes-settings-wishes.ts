import { THEMES_V28_SETTINGS, type ThemesSettings } from './themes-settings.js';

/**
 * Version 2026-12-22 (on the embeddings of 2026-11-22): 2026-12-20 (THEMES_V28_SETTINGS: the grouping of 2026-12-18
 * with the labels of 2026-12-19) with a theme of requests named by what its members ask for (`wishes`,
 * theme-label-wish.ts): "Cycle path" -> "Better lighting", "Public toilets" -> "More toilets". It groups, picks
 * representatives and describes as 2026-12-20; where the step does not act it answers as 2026-12-20.
 */
export const THEMES_V30_SETTINGS: ThemesSettings = { ...THEMES_V28_SETTINGS, wishes: true };
/**
 * Version 2026-12-24 (on the embeddings of 2026-11-22): 2026-12-22 (THEMES_V30_SETTINGS) with a theme of complaints
 * named by the complaint most of its members write (`complaints`, theme-label-complaint.ts): "Prices rising" -> "Too
 * expensive", "Arrival times" -> "Arrived late". It groups, picks representatives and describes as 2026-12-22; where the
 * step does not act it answers as 2026-12-22.
 */
export const THEMES_V32_SETTINGS: ThemesSettings = { ...THEMES_V30_SETTINGS, complaints: true };
/**
 * Version 2026-12-25 (on the embeddings of 2026-11-22): 2026-12-24 (THEMES_V32_SETTINGS) with a theme of complaints said
 * in different words of one kind named by the complaint they share (`kindredComplaints`, theme-label-kindred.ts): "Small
 * room" over answers saying too expensive, pricey, overpriced -> "Too expensive"; and "Problems with X" over members who
 * praise X and mostly do not complain gives way to their own phrase of X (`unfoundedProblems`, theme-label-unfounded.ts).
 * It groups, picks representatives and describes as 2026-12-24; where the steps do not act it answers as 2026-12-24.
 */
export const THEMES_V33_SETTINGS: ThemesSettings = { ...THEMES_V32_SETTINGS, kindredComplaints: true, unfoundedProblems: true };
