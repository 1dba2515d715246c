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
import { CUE_RULES_2026_11_27 } from '../lambdas/models/local/sentiment-cue-rules.js';
import { CUE_RULES_2026_11_30 } from '../lambdas/models/local/sentiment-cue-rules-2026-11-30.js';
import { BLEND_2026_12_01, blendedProbabilities, type BlendPart } from '../lambdas/models/local/sentiment-blend-model.js';
import { decide20261202 } from '../lambdas/models/local/sentiment-decision-2026-12-02.js';
import { DECISION_SETTINGS_2026_12_03, decide20261203, type DecisionSettings20261203 } from '../lambdas/models/local/sentiment-decision-2026-12-03.js';
import { cueProbabilities } from '../lambdas/models/local/sentiment-cue-model.js';
import { SENTIMENT_WEIGHTS_2026_11_27, SENTIMENT_WEIGHTS_2026_11_30 } from '../lambdas/models/local/sentiment-weights.js';
import { UseLiteEncoder } from '../lambdas/models/local/use-encoder.js';
import type { SentimentCues } from '../lambdas/models/local/sentiment-cues.js';
import type { SentimentResult } from '../lambdas/core/ports/models.js';
import { dataDirectory } from './sentiment-training.js';
import { evaluateCueModel, loadCueExamples, type CueExample } from './sentiment-cue-training.js';
import { allOwnSentimentRows } from './eval/own-sets.js';

const dir = dataDirectory(process.argv);
const e27 = await loadCueExamples(dir, () => {}, CUE_RULES_2026_11_27);
const e30 = await loadCueExamples(dir, () => {}, CUE_RULES_2026_11_30);
if (e27.some((e, i) => e.text !== e30[i].text || e.set !== e30[i].set)) throw new Error('the two example lists differ');
const blend = e27.map((e, i) => {
  const a = cueProbabilities(SENTIMENT_WEIGHTS_2026_11_27, e.text, e.features, e.cues);
  const b = cueProbabilities(SENTIMENT_WEIGHTS_2026_11_30, e.text, e30[i].features, e30[i].cues);
  return a.map((x, k) => (1 - BLEND_2026_12_01) * x + BLEND_2026_12_01 * b[k]);
});

// The own sentences (every split but the blind fresh4 and fresh5), read through the served blend.
const own = allOwnSentimentRows().filter((r) => !['fresh4', 'fresh5'].includes(r.split));
const vectors = await new UseLiteEncoder({ runtime: 'onnx' }).embed(own.map((r) => r.text));
const parts: BlendPart[] = [{ weights: SENTIMENT_WEIGHTS_2026_11_27, rules: CUE_RULES_2026_11_27 }, { weights: SENTIMENT_WEIGHTS_2026_11_30, rules: CUE_RULES_2026_11_30 }];
const ownBlend = own.map((r, i) => blendedProbabilities(parts, [1 - BLEND_2026_12_01, BLEND_2026_12_01], r.text, vectors[i]));

type Decide = (text: string, p: readonly number[], cues: SentimentCues) => SentimentResult;

function report(name: string, decide: Decide): void {
  const decided = e30.map((e, i) => decide(e.text, blend[i], e.cues));
  const index = new Map<CueExample['cues'], number>(e30.map((e, i) => [e.cues, i]));
  const ev = evaluateCueModel(SENTIMENT_WEIGHTS_2026_11_30, e30, (_t, _q, cues) => decided[index.get(cues)!]);
  const seen = e30.map((e, i) => (!e.validation && e.set === 'uci-sentences' ? i : -1)).filter((i) => i >= 0);
  const undecided = seen.filter((i) => ['neutral', 'mixed'].includes(decided[i].sentiment)).length / seen.length;
  console.log(`\n${name}`);
  for (const line of [...ev.lines.filter((l) => !l.startsWith('own-')), `uci-sentences in-sample: ${(100 * undecided).toFixed(1)}% neutral or mixed answers (n=${seen.length})`]) console.log(`  ${line}`);
  const answers = own.map((r, i) => decide(r.text, ownBlend[i].p, ownBlend[i].cues).sentiment);
  for (const split of [...new Set(own.map((r) => r.split))]) {
    const per = ['positive', 'negative', 'neutral', 'mixed'].map((c) => {
      const of = own.map((r, i) => (r.split === split && r.label === c ? i : -1)).filter((i) => i >= 0);
      return `${c} ${(of.filter((i) => answers[i] === c).length / of.length).toFixed(3)}`;
    });
    console.log(`  own-${split}: ${per.join(', ')}`);
  }
  const wrong = own.filter((r, i) => answers[i] !== r.label).length;
  console.log(`  own (all but fresh4, fresh5): ${wrong} wrong of ${own.length}`);
}

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
