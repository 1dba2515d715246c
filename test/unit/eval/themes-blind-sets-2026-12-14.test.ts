import { describeThemesCheckSets } from './themes-check-sets.js';

/**
 * The hand-written themes sets committed before the themes models of 2026-12-14 and 2026-12-15 were built,
 * scored once at the end: two held-out clustering sets (read by the eval as held-out/<name>) and one
 * labels blind set (read by bench/eval/read-theme-labels.ts --dirs=themes-blind), with answers of
 * varied length. Their shape only: no model runs here. They were left out of tuning (BLIND_HELD_OUT) until
 * scored; the blind held-out sets of 2026-12-17 and 2026-12-18 took their place there.
 */
describeThemesCheckSets([
  ['themes-holdout/bike-repair.json', 48, [10, 9, 8, 8, 8, 5]],
  ['themes-holdout/school-meals.json', 50, [9, 8, 8, 7, 7, 7, 4]],
  ['themes-blind/car-wash.json', 50, [10, 8, 7, 7, 7, 6, 5]],
], ['bike-repair', 'school-meals'], 'themes-blind/car-wash.json', true);
