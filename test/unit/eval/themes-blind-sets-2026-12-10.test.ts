import { describeThemesCheckSets } from './themes-check-sets.js';

/**
 * The hand-written themes sets committed before the themes models of 2026-12-10 and 2026-12-11 were built,
 * scored once at the end: two held-out clustering sets (read by the eval as held-out/<name>) and one
 * labels blind set (read by bench/eval/read-theme-labels.ts --dirs=themes-blind), with answers of
 * varied length. Their shape only: no model runs here.
 */
describeThemesCheckSets([
  ['themes-holdout/coach-travel.json', 48, [12, 10, 8, 7, 6, 5]],
  ['themes-holdout/farmers-market.json', 50, [11, 9, 8, 7, 6, 5, 4]],
  ['themes-blind/bouldering-centre.json', 50, [10, 8, 8, 7, 6, 6, 5]],
], ['coach-travel', 'farmers-market'], 'themes-blind/bouldering-centre.json', true);
