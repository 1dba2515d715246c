import { describeThemesCheckSets } from './themes-check-sets.js';

/**
 * The hand-written themes sets committed before the models of 2026-12-04 were built, scored once at
 * the end: two held-out clustering sets (read by the eval as held-out/<name>) and one labels blind
 * set (read by bench/eval/read-theme-labels.ts --dirs=themes-blind), with answers of varied length.
 * Their shape only: no model runs here.
 */
describeThemesCheckSets([
  ['themes-holdout/festival.json', 54, [14, 10, 8, 7, 6, 5, 4]],
  ['themes-holdout/food-bank.json', 48, [13, 10, 8, 7, 6, 4]],
  ['themes-blind/swimming-pool.json', 50, [10, 9, 8, 7, 6, 5, 5]],
], ['festival', 'food-bank'], 'themes-blind/swimming-pool.json', true);
