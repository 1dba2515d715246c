import { describeThemesCheckSets } from './themes-check-sets.js';

/**
 * The hand-written themes sets committed before the models of 2026-12-05 were built, scored once at
 * the end: two held-out clustering sets (read by the eval as held-out/<name>) and one labels blind
 * set (read by bench/eval/read-theme-labels.ts --dirs=themes-blind), with answers of varied length.
 * Their shape only: no model runs here.
 */
describeThemesCheckSets([
  ['themes-holdout/allotments.json', 47, [13, 10, 8, 7, 5, 4]],
  ['themes-holdout/new-build.json', 52, [14, 10, 8, 7, 5, 4, 4]],
  ['themes-blind/zoo.json', 50, [10, 9, 8, 7, 6, 5, 5]],
], ['allotments', 'new-build'], 'themes-blind/zoo.json', true);
