/**
 * Figures of sentiment version 2026-12-13 (sentiment-decision-2026-12-13.ts: the decision of 2026-12-12, then a trouble
 * told as ended read as positive), without retraining: one block of held-out and in-sample figures per variant, the same
 * salted split as 2026-12-02 (bench/sentiment-cue-training.ts), so the other fifth is held out for every variant. `fresh9`
 * to `fresh18` are read as in bench/tune-sentiment-2026-12-12.ts (fresh19 and fresh20 are read by their files with
 * bench/sentiment-file-errors.ts). `--grid` adds other bars of the trouble's reading; `--uci` prints the in-sample UCI
 * sentences answered neutral or mixed.
 *
 *   nice -n 10 node --import tsx bench/tune-sentiment-2026-12-13.ts [--data DIR] [--grid] [--diff] [--uci]
 */
import { CUE_RULES_2026_11_27 } from '../lambdas/models/local/sentiment-cue-rules.js';
import { CUE_RULES_2026_11_30 } from '../lambdas/models/local/sentiment-cue-rules-2026-11-30.js';
import { BLEND_2026_12_01, blendedProbabilities, type BlendPart } from '../lambdas/models/local/sentiment-blend-model.js';
import { decide20261212 } from '../lambdas/models/local/sentiment-decision-2026-12-12.js';
import { decide20261213, ENDED_2026_12_13, find20261213 } from '../lambdas/models/local/sentiment-decision-2026-12-13.js';
import { SENTIMENT_WEIGHTS_2026_11_27, SENTIMENT_WEIGHTS_2026_11_30 } from '../lambdas/models/local/sentiment-weights.js';
import { UseLiteEncoder } from '../lambdas/models/local/use-encoder.js';
import { cachedEmbeddings } from './embedding-cache.js';
import { dataDirectory } from './sentiment-training.js';
import { decisionTuning, printDiff, type Decide } from './sentiment-decision-tuning.js';

const read = ['fresh9', 'fresh10', 'fresh11', 'fresh12', 'fresh13', 'fresh14', 'fresh15', 'fresh16', 'fresh17', 'fresh18'];
const tuning = await decisionTuning(dataDirectory(process.argv), [], read);
const pieces = [...new Set([...tuning.e30.map((e) => e.text), ...tuning.own.map((r) => r.text)].flatMap((t) => find20261213(t).pieces))];
const vectors = await cachedEmbeddings('sentiment-pieces-onnx', pieces, new UseLiteEncoder({ runtime: 'onnx' }));
const parts: BlendPart[] = [{ weights: SENTIMENT_WEIGHTS_2026_11_27, rules: CUE_RULES_2026_11_27 }, { weights: SENTIMENT_WEIGHTS_2026_11_30, rules: CUE_RULES_2026_11_30 }];
const judged = new Map(pieces.map((x, i) => [x, blendedProbabilities(parts, [1 - BLEND_2026_12_01, BLEND_2026_12_01], x, vectors[i]).p]));
console.log(`${pieces.length} pieces judged`);

const variants: Array<[string, Decide]> = [
  ['2026-12-12', (t, p, c) => decide20261212(t, p, c, judged)],
  ['2026-12-13', (t, p, c) => decide20261213(t, p, c, judged)],
];
if (process.argv.includes('--grid')) {
  for (const troubleClear of [0.5, 0.7, 0.8]) variants.push([`2026-12-13 troubleClear ${troubleClear}`, (t, p, c) => decide20261213(t, p, c, judged, undefined, undefined, { ...ENDED_2026_12_13, troubleClear })]);
}
for (const [name, d] of variants) tuning.report(name, d);

if (process.argv.includes('--diff')) printDiff(tuning, (t, p, c) => decide20261212(t, p, c, judged), (t, p, c) => decide20261213(t, p, c, judged));
if (process.argv.includes('--uci')) {
  tuning.e30.forEach((e, i) => {
    if (e.set !== 'uci-sentences' || e.validation) return;
    const a = decide20261213(e.text, tuning.blend[i], e.cues, judged).sentiment;
    if (a === 'neutral' || a === 'mixed') console.log(`  uci in-sample ${a} [${e.label}] ${e.text}`);
  });
}
