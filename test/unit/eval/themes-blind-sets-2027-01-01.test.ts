import { describeThemesCheckSets } from './themes-check-sets.js';

/**
 * The hand-written themes sets committed before the themes models of 2027-01-01 were built, scored once at
 * the end: two held-out clustering sets (read by the eval as held-out/<name>) and one labels blind set (read
 * by bench/eval/read-theme-labels.ts --dirs=themes-blind --only=ice-cream-parlour), with answers of varied
 * length and a few non-answers coded as a theme of their own. Their shape only: no model runs here. They were
 * left out of tuning (BLIND_HELD_OUT, BLIND_LABEL_SETS) until scored; the blind sets of 2027-01-02 took their place there.
 */
describeThemesCheckSets([
  ['themes-holdout/petting-farm.json', 50, [11, 9, 8, 7, 6, 5, 4]],
  ['themes-holdout/tool-hire.json', 46, [11, 9, 8, 7, 6, 5]],
  ['themes-blind/ice-cream-parlour.json', 50, [10, 9, 8, 7, 6, 5, 5]],
], ['petting-farm', 'tool-hire'], 'themes-blind/ice-cream-parlour.json', true);
