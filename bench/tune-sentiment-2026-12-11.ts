/**
 * Figures of sentiment version 2026-12-11 (sentiment-decision-2026-12-11.ts: the decision of 2026-12-10, then a good
 * outcome told without a sentiment word, a denied fault, a result done early or a state kept or restored, answered
 * positive), without retraining: one block of held-out and in-sample figures per variant, the same salted split as
 * 2026-12-02 (bench/sentiment-cue-training.ts), so the other fifth is held out for every variant. `fresh9` to
 * `fresh14`, each scored once as a blind set, are development data now (in-sample once read). `--grid` adds each part
 * alone and other thresholds of the affirmed clause; `--uci` prints the in-sample UCI sentences answered neutral or mixed.
 *
 *   nice -n 10 node --import tsx bench/tune-sentiment-2026-12-11.ts [--data DIR] [--grid] [--diff] [--uci]
 */
import { CUE_RULES_2026_11_27 } from '../lambdas/models/local/sentiment-cue-rules.js';
import { CUE_RULES_2026_11_30 } from '../lambdas/models/local/sentiment-cue-rules-2026-11-30.js';
import { BLEND_2026_12_01, blendedProbabilities, type BlendPart } from '../lambdas/models/local/sentiment-blend-model.js';
import { decide20261210 } from '../lambdas/models/local/sentiment-decision-2026-12-10.js';
import { decide20261211, find20261211, OUTCOMES_2026_12_11 } from '../lambdas/models/local/sentiment-decision-2026-12-11.js';
import { SENTIMENT_WEIGHTS_2026_11_27, SENTIMENT_WEIGHTS_2026_11_30 } from '../lambdas/models/local/sentiment-weights.js';
import { UseLiteEncoder } from '../lambdas/models/local/use-encoder.js';
import { cachedEmbeddings } from './embedding-cache.js';
import { dataDirectory } from './sentiment-training.js';
import { decisionTuning, printDiff, type Decide } from './sentiment-decision-tuning.js';

const tuning = await decisionTuning(dataDirectory(process.argv), [], ['fresh9', 'fresh10', 'fresh11', 'fresh12', 'fresh13', 'fresh14']);
const pieces = [...new Set([...tuning.e30.map((e) => e.text), ...tuning.own.map((r) => r.text)].flatMap((t) => find20261211(t).pieces))];
const vectors = await cachedEmbeddings('sentiment-pieces-onnx', pieces, new UseLiteEncoder({ runtime: 'onnx' }));
const parts: BlendPart[] = [{ weights: SENTIMENT_WEIGHTS_2026_11_27, rules: CUE_RULES_2026_11_27 }, { weights: SENTIMENT_WEIGHTS_2026_11_30, rules: CUE_RULES_2026_11_30 }];
const judged = new Map(pieces.map((x, i) => [x, blendedProbabilities(parts, [1 - BLEND_2026_12_01, BLEND_2026_12_01], x, vectors[i]).p]));
console.log(`${pieces.length} pieces judged`);

const variants: Array<[string, Decide]> = [
  ['2026-12-10', (t, p, c) => decide20261210(t, p, c, judged)],
  ['2026-12-11', (t, p, c) => decide20261211(t, p, c, judged)],
];
if (process.argv.includes('--grid')) {
  const off = { denied: false, early: false, kept: false };
  for (const part of ['denied', 'early', 'kept'] as const) variants.push([`2026-12-11 ${part} only`, (t, p, c) => decide20261211(t, p, c, judged, undefined, undefined, { ...OUTCOMES_2026_12_11, ...off, [part]: true })]);
  for (const affirmedClear of [0.6, 0.7, 0.9]) variants.push([`2026-12-11 affirmedClear ${affirmedClear}`, (t, p, c) => decide20261211(t, p, c, judged, undefined, undefined, { ...OUTCOMES_2026_12_11, affirmedClear })]);
}
for (const [name, d] of variants) tuning.report(name, d);

if (process.argv.includes('--diff')) printDiff(tuning, (t, p, c) => decide20261210(t, p, c, judged), (t, p, c) => decide20261211(t, p, c, judged));
if (process.argv.includes('--uci')) {
  tuning.e30.forEach((e, i) => {
    if (e.set !== 'uci-sentences' || e.validation) return;
    const a = decide20261211(e.text, tuning.blend[i], e.cues, judged).sentiment;
    if (a === 'neutral' || a === 'mixed') console.log(`  uci in-sample ${a} [${e.label}] ${e.text}`);
  });
}
