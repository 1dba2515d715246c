import { describeThemesCheckSets } from './themes-check-sets.js';

/**
 * The hand-written themes sets committed before the themes models of 2026-12-21 and 2026-12-22 were built,
 * scored once at the end: two held-out clustering sets (read by the eval as held-out/<name>) and one
 * labels blind set (read by bench/eval/read-theme-labels.ts --dirs=themes-blind), with answers of
 * varied length. Their shape only: no model runs here. They were left out of tuning (BLIND_HELD_OUT, BLIND_LABEL_SETS) until
 * scored; the blind sets of 2026-12-25 took their place there.
 */
describeThemesCheckSets([
  ['themes-holdout/camper-van-hire.json', 50, [11, 9, 8, 7, 6, 5, 4]],
  ['themes-holdout/hair-salon.json', 47, [12, 9, 8, 7, 6, 5]],
  ['themes-blind/bowling-alley.json', 50, [10, 9, 8, 7, 6, 5, 5]],
], ['camper-van-hire', 'hair-salon'], 'themes-blind/bowling-alley.json', true);
