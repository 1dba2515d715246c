/**
 * Settings search for sentiment version 2026-12-04 (sentiment-decision-2026-12-04.ts: the blend of
 * 2026-12-01 and decision of 2026-12-03, unchanged, after loss words that are no loss, wishes and
 * broken promises, wider contrasts, good outcomes told without sentiment words and texts without
 * any evidence), without retraining: one block of held-out and in-sample figures per variant. Same
 * salted split as 2026-12-02 (bench/sentiment-cue-training.ts), so the other fifth is held out for
 * every variant. The own sentences of every split are scored but `fresh6` and later blind splits
 * (never read here); `fresh5` was scored once as blind for 2026-12-03 and is development data here.
 *
 *   nice -n 10 node --import tsx bench/tune-sentiment-2026-12-04.ts [--data DIR] [--grid] [--diff] [--quick]
 */
import { decide20261203 } from '../lambdas/models/local/sentiment-decision-2026-12-03.js';
import { DECISION_SETTINGS_2026_12_04, decide20261204 } from '../lambdas/models/local/sentiment-decision-2026-12-04.js';
import { dataDirectory } from './sentiment-training.js';
import { decisionTuning, printDiff, type Decide } from './sentiment-decision-tuning.js';

// fresh7 and fresh8: the next blind sentiment splits, left out before they are written.
const tuning = await decisionTuning(dataDirectory(process.argv), ['fresh6', 'fresh7', 'fresh8']);
const S = DECISION_SETTINGS_2026_12_04;
const variants: Array<[string, Decide]> = [
  ['2026-12-03', (t, p, c) => decide20261203(t, p, c)],
  ['2026-12-04', (t, p, c) => decide20261204(t, p, c)],
  ['2026-12-04 without defused losses', (t, p, c) => decide20261204(t, p, c, { ...S, defusedSure: 0 })],
  ['2026-12-04 without wishes and promises', (t, p, c) => decide20261204(t, p, c, { ...S, wishSure: 0 })],
  ['2026-12-04 without wider contrasts', (t, p, c) => decide20261204(t, p, c, { ...S, contrastSure: 0 })],
  ['2026-12-04 without good outcomes', (t, p, c) => decide20261204(t, p, c, { ...S, outcomeSure: 0 })],
  ['2026-12-04 with bare neutral 0.6', (t, p, c) => decide20261204(t, p, c, { ...S, barePolar: 0.6 })],
  ['2026-12-04 without explicit sides', (t, p, c) => decide20261204(t, p, c, { ...S, explicitSure: 0 })],
];
if (process.argv.includes('--grid')) {
  for (const juxtaposedSure of [0.6, 0.8, 0.95]) variants.push([`juxtaposedSure ${juxtaposedSure}`, (t, p, c) => decide20261204(t, p, c, { ...S, juxtaposedSure })]);
  for (const explicitSure of [0.7, 0.8, 0.9]) variants.push([`explicitSure ${explicitSure}`, (t, p, c) => decide20261204(t, p, c, { ...S, explicitSure })]);
  for (const wishSure of [0.6, 0.75]) variants.push([`wishSure ${wishSure}`, (t, p, c) => decide20261204(t, p, c, { ...S, wishSure })]);
  for (const contrastSure of [0.7, 0.8, 0.9]) variants.push([`contrastSure ${contrastSure}`, (t, p, c) => decide20261204(t, p, c, { ...S, contrastSure })]);
  variants.push(['barePolar 0.5', (t, p, c) => decide20261204(t, p, c, { ...S, barePolar: 0.5 })]);
  for (const contrastWords of [20, 30]) variants.push([`contrastWords ${contrastWords}`, (t, p, c) => decide20261204(t, p, c, { ...S, contrastWords })]);
  for (const outcomeSure of [0.8, 0.95]) variants.push([`outcomeSure ${outcomeSure}`, (t, p, c) => decide20261204(t, p, c, { ...S, outcomeSure })]);
}
for (const [name, d] of process.argv.includes('--quick') ? variants.slice(0, 2) : variants) tuning.report(name, d);

if (process.argv.includes('--diff')) printDiff(tuning, (t, p, c) => decide20261203(t, p, c), (t, p, c) => decide20261204(t, p, c, S));
