import { describeThemesCheckSets } from './themes-check-sets.js';

/**
 * The hand-written themes sets committed before the models of 2026-12-03 were built, scored once at
 * the end: two held-out clustering sets (read by the eval as held-out/<name>) and one labels blind
 * set (read by bench/eval/read-theme-labels.ts --dirs=themes-blind). Their shape only: no model runs here.
 */
describeThemesCheckSets([
  ['themes-holdout/car-claims.json', 52, [13, 10, 9, 8, 7, 5]],
  ['themes-holdout/canteen.json', 48, [12, 10, 9, 7, 6, 4]],
  ['themes-blind/coworking.json', 50, [9, 8, 8, 7, 7, 6, 5]],
], ['car-claims', 'canteen'], 'themes-blind/coworking.json');
