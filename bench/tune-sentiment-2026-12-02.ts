/**
 * Settings search for sentiment version 2026-12-02 (sentiment-decision-2026-12-02.ts: the blend of
 * 2026-12-01, unchanged, read by a decision with contrasts of praise and complaint as `mixed` and
 * plain descriptions as `neutral`), without retraining: one block of held-out and in-sample figures
 * per variant. The blend's two regressions were trained on the same four fifths of the development
 * sets (salted split of bench/sentiment-cue-training.ts), so the other fifth is held out for every
 * variant. Chosen on that held-out fifth (tweeteval, sst3, reviews-4class macro-F1 and per-class F1,
 * uci accuracy and its neutral or mixed share, held-out and in-sample together) and the own
 * sentences of every split but `fresh4` (committed before this version was built, scored once at
 * the end by npm run eval, never here).
 *
 *   nice -n 10 node --import tsx bench/tune-sentiment-2026-12-02.ts [--data DIR] [--grid] [--diff]
 */
import { decide20261201 } from '../lambdas/models/local/sentiment-blend-model.js';
import { DECISION_SETTINGS_2026_12_02, decide20261202 } from '../lambdas/models/local/sentiment-decision-2026-12-02.js';
import { dataDirectory } from './sentiment-training.js';
import { decisionTuning, printDiff, type Decide } from './sentiment-decision-tuning.js';

// fresh5, fresh6 and fresh7 (written after this version) are as blind as fresh4 here.
const tuning = await decisionTuning(dataDirectory(process.argv), ['fresh4', 'fresh5', 'fresh6', 'fresh7']);

const variants: Array<[string, Decide]> = [
  ['2026-12-01', decide20261201],
  ['2026-12-02', (t, p, c) => decide20261202(t, p, c)],
  ['2026-12-02 without the complaint contrast', (t, p, c) => decide20261202(t, p, c, { ...DECISION_SETTINGS_2026_12_02, complaintSure: 0 })],
  ['2026-12-02 without plain descriptions', (t, p, c) => decide20261202(t, p, c, { ...DECISION_SETTINGS_2026_12_02, describePolar: 0 })],
];
if (process.argv.includes('--grid')) {
  const s = DECISION_SETTINGS_2026_12_02;
  for (const complaintSure of [0.8, 0.9, 0.95, 1.01]) variants.push([`complaintSure ${complaintSure}, no descriptions`, (t, p, c) => decide20261202(t, p, c, { ...s, complaintSure, describePolar: 0 })]);
  for (const complaintWords of [12, 16, 20, 25]) variants.push([`complaintWords ${complaintWords}`, (t, p, c) => decide20261202(t, p, c, { ...s, complaintWords })]);
  for (const describePolar of [0.5, 0.6, 0.7, 0.8, 0.9]) variants.push([`describePolar ${describePolar}, no complaint contrast`, (t, p, c) => decide20261202(t, p, c, { ...s, complaintSure: 0, describePolar })]);
}
for (const [name, d] of variants) tuning.report(name, d);

if (process.argv.includes('--diff')) printDiff(tuning, (t, p, c) => decide20261201(t, p, c), (t, p, c) => decide20261202(t, p, c, DECISION_SETTINGS_2026_12_02));
