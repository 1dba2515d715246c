import { describeThemesCheckSets } from './themes-check-sets.js';

/**
 * The hand-written themes sets committed before the themes models of 2026-12-12 and 2026-12-13 were built,
 * scored once at the end: two held-out clustering sets (read by the eval as held-out/<name>) and one
 * labels blind set (read by bench/eval/read-theme-labels.ts --dirs=themes-blind), with answers of
 * varied length. Their shape only: no model runs here.
 */
describeThemesCheckSets([
  ['themes-holdout/dog-daycare.json', 48, [10, 9, 8, 8, 8, 5]],
  ['themes-holdout/village-hall.json', 50, [9, 9, 8, 8, 6, 6, 4]],
  ['themes-blind/ice-rink.json', 50, [10, 8, 7, 7, 7, 6, 5]],
], ['dog-daycare', 'village-hall'], 'themes-blind/ice-rink.json', true);
