/**
 * Settings search for sentiment version 2026-12-03 (sentiment-decision-2026-12-03.ts: the blend of
 * 2026-12-01 and decision of 2026-12-02, unchanged, after plain outcomes: good ones told without
 * sentiment words positive, losses told as facts negative, praise against a loss mixed, "kept" with
 * a thing as object no stance), without retraining: one block of held-out and in-sample figures per
 * variant. Same salted split as 2026-12-02 (bench/sentiment-cue-training.ts), so the other fifth is
 * held out for every variant. Chosen on that held-out fifth and the own sentences of every split
 * but the blind ones (`fresh4`, scored at the end of 2026-12-02, `fresh5`, never read here,
 * `fresh6`, committed before the models of 2026-12-04 were built, and `fresh7`, before those of 2026-12-05).
 *
 *   nice -n 10 node --import tsx bench/tune-sentiment-2026-12-03.ts [--data DIR] [--grid] [--diff]
 */
import { decide20261202 } from '../lambdas/models/local/sentiment-decision-2026-12-02.js';
import { DECISION_SETTINGS_2026_12_03, decide20261203 } from '../lambdas/models/local/sentiment-decision-2026-12-03.js';
import { dataDirectory } from './sentiment-training.js';
import { decisionTuning, printDiff, type Decide } from './sentiment-decision-tuning.js';

const tuning = await decisionTuning(dataDirectory(process.argv), ['fresh4', 'fresh5', 'fresh6', 'fresh7']);
const S = DECISION_SETTINGS_2026_12_03;
const variants: Array<[string, Decide]> = [
  ['2026-12-02', (t, p, c) => decide20261202(t, p, c)],
  ['2026-12-03', (t, p, c) => decide20261203(t, p, c)],
  ['2026-12-03 without good outcomes', (t, p, c) => decide20261203(t, p, c, { ...S, outcomeSure: 0 })],
  ['2026-12-03 without losses', (t, p, c) => decide20261203(t, p, c, { ...S, lossSure: 0 })],
  ['2026-12-03 without loss contrasts', (t, p, c) => decide20261203(t, p, c, { ...S, lossContrast: false })],
  ['2026-12-03 without kept', (t, p, c) => decide20261203(t, p, c, { ...S, keptPolar: 0 })],
];
if (process.argv.includes('--grid')) {
  for (const outcomeSure of [0.7, 0.8, 0.95, 1.01]) variants.push([`outcomeSure ${outcomeSure}`, (t, p, c) => decide20261203(t, p, c, { ...S, outcomeSure })]);
  for (const outcomeWords of [12, 16, 25, 40]) variants.push([`outcomeWords ${outcomeWords}`, (t, p, c) => decide20261203(t, p, c, { ...S, outcomeWords })]);
  for (const lossSure of [0.7, 0.8, 0.95, 1.01]) variants.push([`lossSure ${lossSure}`, (t, p, c) => decide20261203(t, p, c, { ...S, lossSure })]);
}
for (const [name, d] of variants) tuning.report(name, d);

if (process.argv.includes('--diff')) printDiff(tuning, (t, p, c) => decide20261202(t, p, c), (t, p, c) => decide20261203(t, p, c, S));
