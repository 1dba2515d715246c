import { describeThemesCheckSets } from './themes-check-sets.js';

/**
 * The hand-written themes sets committed before the themes models of 2026-12-17 and 2026-12-18 were built,
 * scored once at the end: two held-out clustering sets (read by the eval as held-out/<name>) and one
 * labels blind set (read by bench/eval/read-theme-labels.ts --dirs=themes-blind), with answers of
 * varied length. Their shape only: no model runs here. They were left out of tuning (BLIND_HELD_OUT) until
 * scored; the blind held-out sets of 2026-12-18 and 2026-12-19 took their place there.
 */
describeThemesCheckSets([
  ['themes-holdout/library-branch.json', 48, [11, 10, 8, 8, 6, 5]],
  ['themes-holdout/driving-school.json', 50, [11, 9, 8, 7, 6, 5, 4]],
  ['themes-blind/launderette.json', 50, [10, 9, 8, 7, 6, 5, 5]],
], ['library-branch', 'driving-school'], 'themes-blind/launderette.json', true);
