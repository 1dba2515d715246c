/**
 * Figures of sentiment version 2026-12-12 (sentiment-decision-2026-12-12.ts: the decision of 2026-12-11, then opposed
 * sides read as mixed, complaint questions and quick failures read as negative), without retraining: one block of
 * held-out and in-sample figures per variant, the same salted split as 2026-12-02 (bench/sentiment-cue-training.ts), so
 * the other fifth is held out for every variant. `fresh9` to `fresh18`, each scored once as a blind set, are development
 * data now (in-sample once read). `--grid` adds each part alone and other side leans; `--uci` prints the in-sample UCI
 * sentences answered neutral or mixed.
 *
 *   nice -n 10 node --import tsx bench/tune-sentiment-2026-12-12.ts [--data DIR] [--grid] [--diff] [--uci]
 */
import { CUE_RULES_2026_11_27 } from '../lambdas/models/local/sentiment-cue-rules.js';
import { CUE_RULES_2026_11_30 } from '../lambdas/models/local/sentiment-cue-rules-2026-11-30.js';
import { BLEND_2026_12_01, blendedProbabilities, type BlendPart } from '../lambdas/models/local/sentiment-blend-model.js';
import { decide20261210 } from '../lambdas/models/local/sentiment-decision-2026-12-10.js';
import { decide20261211 } from '../lambdas/models/local/sentiment-decision-2026-12-11.js';
import { decide20261212, find20261212, READINGS_2026_12_12 } from '../lambdas/models/local/sentiment-decision-2026-12-12.js';
import { SENTIMENT_WEIGHTS_2026_11_27, SENTIMENT_WEIGHTS_2026_11_30 } from '../lambdas/models/local/sentiment-weights.js';
import { UseLiteEncoder } from '../lambdas/models/local/use-encoder.js';
import { cachedEmbeddings } from './embedding-cache.js';
import { dataDirectory } from './sentiment-training.js';
import { decisionTuning, printDiff, type Decide } from './sentiment-decision-tuning.js';

const read = ['fresh9', 'fresh10', 'fresh11', 'fresh12', 'fresh13', 'fresh14', 'fresh15', 'fresh16', 'fresh17', 'fresh18'];
const tuning = await decisionTuning(dataDirectory(process.argv), [], read);
const pieces = [...new Set([...tuning.e30.map((e) => e.text), ...tuning.own.map((r) => r.text)].flatMap((t) => find20261212(t).pieces))];
const vectors = await cachedEmbeddings('sentiment-pieces-onnx', pieces, new UseLiteEncoder({ runtime: 'onnx' }));
const parts: BlendPart[] = [{ weights: SENTIMENT_WEIGHTS_2026_11_27, rules: CUE_RULES_2026_11_27 }, { weights: SENTIMENT_WEIGHTS_2026_11_30, rules: CUE_RULES_2026_11_30 }];
const judged = new Map(pieces.map((x, i) => [x, blendedProbabilities(parts, [1 - BLEND_2026_12_01, BLEND_2026_12_01], x, vectors[i]).p]));
console.log(`${pieces.length} pieces judged`);

const variants: Array<[string, Decide]> = [
  ['2026-12-10', (t, p, c) => decide20261210(t, p, c, judged)],
  ['2026-12-11', (t, p, c) => decide20261211(t, p, c, judged)],
  ['2026-12-12', (t, p, c) => decide20261212(t, p, c, judged)],
];
if (process.argv.includes('--grid')) {
  const off = { opposedSides: false, shortSides: false, questions: false, quickFailure: false };
  for (const part of ['opposedSides', 'shortSides', 'questions', 'quickFailure'] as const) variants.push([`2026-12-12 ${part} only`, (t, p, c) => decide20261212(t, p, c, judged, undefined, undefined, { ...READINGS_2026_12_12, ...off, [part]: true })]);
  for (const sideLean of [0.1, 0.2, 0.3]) variants.push([`2026-12-12 sideLean ${sideLean}`, (t, p, c) => decide20261212(t, p, c, judged, undefined, undefined, { ...READINGS_2026_12_12, sideLean })]);
  variants.push(['2026-12-12 blend sides only', (t, p, c) => decide20261212(t, p, c, judged, undefined, undefined, { ...READINGS_2026_12_12, listedFirst: false })]);
  variants.push(['2026-12-12 shortSide 6', (t, p, c) => decide20261212(t, p, c, judged, undefined, undefined, { ...READINGS_2026_12_12, shortSide: 6 })]);
}
for (const [name, d] of variants) tuning.report(name, d);

if (process.argv.includes('--diff')) printDiff(tuning, (t, p, c) => decide20261211(t, p, c, judged), (t, p, c) => decide20261212(t, p, c, judged));
if (process.argv.includes('--uci')) {
  tuning.e30.forEach((e, i) => {
    if (e.set !== 'uci-sentences' || e.validation) return;
    const a = decide20261212(e.text, tuning.blend[i], e.cues, judged).sentiment;
    if (a === 'neutral' || a === 'mixed') console.log(`  uci in-sample ${a} [${e.label}] ${e.text}`);
  });
}
