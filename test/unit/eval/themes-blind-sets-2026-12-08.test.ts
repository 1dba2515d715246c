import { describeThemesCheckSets } from './themes-check-sets.js';

/**
 * The hand-written themes sets committed before the themes models of 2026-12-08 and 2026-12-09 were built,
 * scored once at the end: two held-out clustering sets (read by the eval as held-out/<name>) and one
 * labels blind set (read by bench/eval/read-theme-labels.ts --dirs=themes-blind), with answers of
 * varied length. Their shape only: no model runs here.
 */
describeThemesCheckSets([
  ['themes-holdout/ev-charging.json', 48, [13, 10, 9, 7, 5, 4]],
  ['themes-holdout/sixth-form.json', 51, [12, 9, 8, 7, 6, 5, 4]],
  ['themes-blind/garden-centre.json', 50, [10, 9, 8, 7, 6, 5, 5]],
], ['ev-charging', 'sixth-form'], 'themes-blind/garden-centre.json', true);
