import { describeThemesCheckSets } from './themes-check-sets.js';

/**
 * The hand-written themes sets committed before the themes models of 2026-12-18 and 2026-12-19 were built,
 * scored once at the end: two held-out clustering sets (read by the eval as held-out/<name>) and one
 * labels blind set (read by bench/eval/read-theme-labels.ts --dirs=themes-blind), with answers of
 * varied length. Their shape only: no model runs here. They were left out of tuning (BLIND_HELD_OUT) until
 * scored; the blind held-out sets of 2026-12-21 and 2026-12-22 took their place there.
 */
describeThemesCheckSets([
  ['themes-holdout/youth-orchestra.json', 49, [12, 9, 8, 7, 7, 6]],
  ['themes-holdout/pick-your-own.json', 50, [10, 9, 8, 7, 6, 6, 4]],
  ['themes-blind/holiday-club.json', 50, [10, 9, 8, 7, 6, 5, 5]],
], ['youth-orchestra', 'pick-your-own'], 'themes-blind/holiday-club.json', true);
