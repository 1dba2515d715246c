import { describeThemesCheckSets } from './themes-check-sets.js';

/**
 * The hand-written themes sets committed before the themes models of 2026-12-29 were built, scored once at
 * the end: two held-out clustering sets (read by the eval as held-out/<name>) and one labels blind set (read
 * by bench/eval/read-theme-labels.ts --dirs=themes-blind --only=glamping), with answers of varied
 * length. Their shape only: no model runs here. They were left out of tuning (BLIND_HELD_OUT, BLIND_LABEL_SETS) until
 * scored; the blind sets of 2026-12-30 took their place there.
 */
describeThemesCheckSets([
  ['themes-holdout/car-boot-sale.json', 47, [10, 8, 7, 7, 6, 5, 4]],
  ['themes-holdout/cookery-school.json', 44, [11, 9, 8, 6, 5, 5]],
  ['themes-blind/glamping.json', 50, [10, 9, 8, 7, 6, 5, 5]],
], ['car-boot-sale', 'cookery-school'], 'themes-blind/glamping.json', true);
