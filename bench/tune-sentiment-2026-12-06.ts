/**
 * Figures of sentiment version 2026-12-06 (sentiment-decision-2026-12-06.ts: the decision of
 * 2026-12-05 with non-answers, denied or undone fixes, opposed sides said without a sentiment word
 * and denials of a burden read as plain shapes), without retraining: one block of held-out and
 * in-sample figures per variant, the same salted split as 2026-12-02 (bench/sentiment-cue-training.ts),
 * so the other fifth is held out for every variant. The own sentences of every split are scored but
 * the blind splits `fresh7` and `fresh8` (never read here).
 *
 *   nice -n 10 node --import tsx bench/tune-sentiment-2026-12-06.ts [--data DIR] [--grid] [--diff]
 */
import { CUE_RULES_2026_11_27 } from '../lambdas/models/local/sentiment-cue-rules.js';
import { CUE_RULES_2026_11_30 } from '../lambdas/models/local/sentiment-cue-rules-2026-11-30.js';
import { BLEND_2026_12_01, blendedProbabilities, type BlendPart } from '../lambdas/models/local/sentiment-blend-model.js';
import { decide20261205 } from '../lambdas/models/local/sentiment-decision-2026-12-05.js';
import { decide20261206, find20261206, SHAPES_2026_12_06 } from '../lambdas/models/local/sentiment-decision-2026-12-06.js';
import { SENTIMENT_WEIGHTS_2026_11_27, SENTIMENT_WEIGHTS_2026_11_30 } from '../lambdas/models/local/sentiment-weights.js';
import { UseLiteEncoder } from '../lambdas/models/local/use-encoder.js';
import { cachedEmbeddings } from './embedding-cache.js';
import { dataDirectory } from './sentiment-training.js';
import { decisionTuning, printDiff, type Decide } from './sentiment-decision-tuning.js';

const tuning = await decisionTuning(dataDirectory(process.argv), ['fresh7', 'fresh8']);
// The pieces of every text (those of 2026-12-05 among them), judged by the served blend.
const pieces = [...new Set([...tuning.e30.map((e) => e.text), ...tuning.own.map((r) => r.text)].flatMap((t) => find20261206(t).pieces))];
const vectors = await cachedEmbeddings('sentiment-pieces-onnx', pieces, new UseLiteEncoder({ runtime: 'onnx' }));
const parts: BlendPart[] = [{ weights: SENTIMENT_WEIGHTS_2026_11_27, rules: CUE_RULES_2026_11_27 }, { weights: SENTIMENT_WEIGHTS_2026_11_30, rules: CUE_RULES_2026_11_30 }];
const judged = new Map(pieces.map((x, i) => [x, blendedProbabilities(parts, [1 - BLEND_2026_12_01, BLEND_2026_12_01], x, vectors[i]).p]));
console.log(`${pieces.length} pieces judged`);

const variants: Array<[string, Decide]> = [
  ['2026-12-05', (t, p, c) => decide20261205(t, p, c, judged)],
  ['2026-12-06', (t, p, c) => decide20261206(t, p, c, judged)],
];
if (process.argv.includes('--grid')) for (const shape of Object.keys(SHAPES_2026_12_06)) variants.push([`2026-12-06 without ${shape}`, (t, p, c) => decide20261206(t, p, c, judged, undefined, undefined, { ...SHAPES_2026_12_06, [shape]: false })]);
for (const [name, d] of variants) tuning.report(name, d);

if (process.argv.includes('--diff')) printDiff(tuning, (t, p, c) => decide20261205(t, p, c, judged), (t, p, c) => decide20261206(t, p, c, judged));
