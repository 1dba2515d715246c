/**
 * Figures of sentiment version 2026-12-10 (sentiment-decision-2026-12-10.ts: the decision of 2026-12-09 with an
 * explicit contrast read one way, whose other side no listed word reads, answered mixed), without retraining: one
 * block of held-out and in-sample figures per variant, the same salted split as 2026-12-02
 * (bench/sentiment-cue-training.ts), so the other fifth is held out for every variant. The own sentences of every
 * split are scored; `fresh9` to `fresh13`, each scored once as a blind set, are development data now (in-sample once
 * read). The shape has no fitted setting, so each own split's figure is the same as one left out of a search over
 * the others. `--uci` prints the in-sample UCI sentences answered neutral or mixed (held-out ones only counted).
 *
 *   nice -n 10 node --import tsx bench/tune-sentiment-2026-12-10.ts [--data DIR] [--diff] [--uci] [--min-words N]
 */
import { CUE_RULES_2026_11_27 } from '../lambdas/models/local/sentiment-cue-rules.js';
import { CUE_RULES_2026_11_30 } from '../lambdas/models/local/sentiment-cue-rules-2026-11-30.js';
import { BLEND_2026_12_01, blendedProbabilities, type BlendPart } from '../lambdas/models/local/sentiment-blend-model.js';
import { decide20261209 } from '../lambdas/models/local/sentiment-decision-2026-12-09.js';
import { decide20261210, find20261210, SHAPES_2026_12_10 } from '../lambdas/models/local/sentiment-decision-2026-12-10.js';
import { SENTIMENT_WEIGHTS_2026_11_27, SENTIMENT_WEIGHTS_2026_11_30 } from '../lambdas/models/local/sentiment-weights.js';
import { UseLiteEncoder } from '../lambdas/models/local/use-encoder.js';
import { cachedEmbeddings } from './embedding-cache.js';
import { dataDirectory } from './sentiment-training.js';
import { decisionTuning, printDiff, type Decide } from './sentiment-decision-tuning.js';

const tuning = await decisionTuning(dataDirectory(process.argv), [], ['fresh9', 'fresh10', 'fresh11', 'fresh12', 'fresh13']);
const pieces = [...new Set([...tuning.e30.map((e) => e.text), ...tuning.own.map((r) => r.text)].flatMap((t) => find20261210(t).pieces))];
const vectors = await cachedEmbeddings('sentiment-pieces-onnx', pieces, new UseLiteEncoder({ runtime: 'onnx' }));
const parts: BlendPart[] = [{ weights: SENTIMENT_WEIGHTS_2026_11_27, rules: CUE_RULES_2026_11_27 }, { weights: SENTIMENT_WEIGHTS_2026_11_30, rules: CUE_RULES_2026_11_30 }];
const judged = new Map(pieces.map((x, i) => [x, blendedProbabilities(parts, [1 - BLEND_2026_12_01, BLEND_2026_12_01], x, vectors[i]).p]));
console.log(`${pieces.length} pieces judged`);

const variants: Array<[string, Decide]> = [
  ['2026-12-09', (t, p, c) => decide20261209(t, p, c, judged)],
  ['2026-12-10', (t, p, c) => decide20261210(t, p, c, judged)],
];
if (process.argv.includes('--grid')) {
  for (const lean of [0, 0.5, 0.75, 1.5, 2]) variants.push([`2026-12-10 lean ${lean}`, (t, p, c) => decide20261210(t, p, c, judged, undefined, undefined, { ...SHAPES_2026_12_10, lean })]);
  variants.push(['2026-12-10 opposite', (t, p, c) => decide20261210(t, p, c, judged, undefined, undefined, { ...SHAPES_2026_12_10, opposite: true })]);
  variants.push(['2026-12-10 with readingConfidence', (t, p, c) => decide20261210(t, p, c, judged, undefined, undefined, { ...SHAPES_2026_12_10, keepConfidence: false })]);
}
for (const [name, d] of variants) tuning.report(name, d);

if (process.argv.includes('--diff')) printDiff(tuning, (t, p, c) => decide20261209(t, p, c, judged), (t, p, c) => decide20261210(t, p, c, judged));
if (process.argv.includes('--uci')) {
  tuning.e30.forEach((e, i) => {
    if (e.set !== 'uci-sentences' || e.validation) return;
    const a = decide20261210(e.text, tuning.blend[i], e.cues, judged).sentiment;
    if (a === 'neutral' || a === 'mixed') console.log(`  uci in-sample ${a} [${e.label}] ${e.text}`);
  });
}
