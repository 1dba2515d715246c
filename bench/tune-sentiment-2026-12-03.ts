/**
 * Settings search for sentiment version 2026-12-03 (sentiment-decision-2026-12-03.ts: the blend of
 * 2026-12-01 and decision of 2026-12-02, unchanged, after plain outcomes: good ones told without
 * sentiment words positive, losses told as facts negative, praise against a loss mixed, "kept" with
 * a thing as object no stance), without retraining: one block of held-out and in-sample figures per
 * variant. Same salted split as 2026-12-02 (bench/sentiment-cue-training.ts), so the other fifth is
 * held out for every variant. Chosen on that held-out fifth and the own sentences of every split
 * but the blind ones (`fresh4`, scored at the end of 2026-12-02, and `fresh5`, never read here).
 *
 *   nice -n 10 node --import tsx bench/tune-sentiment-2026-12-03.ts [--data DIR] [--grid] [--diff]
 */
import { decide20261202 } from '../lambdas/models/local/sentiment-decision-2026-12-02.js';
import { DECISION_SETTINGS_2026_12_03, decide20261203, type DecisionSettings20261203 } from '../lambdas/models/local/sentiment-decision-2026-12-03.js';
import { dataDirectory } from './sentiment-training.js';
import { decisionTuning, type Decide } from './sentiment-decision-tuning.js';

const { e30, blend, own, ownBlend, report } = await decisionTuning(dataDirectory(process.argv), ['fresh4', 'fresh5']);
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
for (const [name, d] of variants) report(name, d);

if (process.argv.includes('--diff')) {
  // Answers 2026-12-03 changes from 2026-12-02: in-sample and own ones read (never copied), held-out ones counted.
  const s: Readonly<DecisionSettings20261203> = S;
  const counts = new Map<string, number>();
  e30.forEach((e, i) => {
    const a = decide20261202(e.text, blend[i], e.cues).sentiment;
    const b = decide20261203(e.text, blend[i], e.cues, s).sentiment;
    if (a === b || e.set.startsWith('own')) return;
    const verdict = a === e.label ? 'LOST' : b === e.label ? 'GAIN' : 'SAME';
    if (!e.validation) console.log(`  ${verdict} ${e.set} ${e.label}: ${a} -> ${b}: ${e.text.slice(0, 200)}`);
    else counts.set(`${e.set} ${verdict} (gold ${e.label}: ${a} -> ${b})`, (counts.get(`${e.set} ${verdict} (gold ${e.label}: ${a} -> ${b})`) ?? 0) + 1);
  });
  for (const [key, n] of [...counts].sort()) console.log(`  held-out ${key}: ${n}`);
  own.forEach((r, i) => {
    const a = decide20261202(r.text, ownBlend[i].p, ownBlend[i].cues).sentiment;
    const b = decide20261203(r.text, ownBlend[i].p, ownBlend[i].cues, s).sentiment;
    if (a !== b) console.log(`  ${a === r.label ? 'LOST' : b === r.label ? 'GAIN' : 'SAME'} own-${r.split} ${r.label}: ${a} -> ${b}: ${r.text}`);
  });
}
