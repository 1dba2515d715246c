/**
 * Settings search for sentiment version 2026-12-05 (sentiment-decision-2026-12-05.ts: the decision of
 * 2026-12-04 with the sides of a contrast and what a denial denies judged by the same blend on their
 * own), without retraining: one block of held-out and in-sample figures per variant. Same salted split
 * as 2026-12-02 (bench/sentiment-cue-training.ts), so the other fifth is held out for every variant.
 * The own sentences of every split are scored but the blind splits `fresh7` and `fresh8` (never
 * read here); `fresh5` and `fresh6` were scored once as blind and are development data here.
 *
 *   nice -n 10 node --import tsx bench/tune-sentiment-2026-12-05.ts [--data DIR] [--grid] [--diff]
 */
import { CUE_RULES_2026_11_27 } from '../lambdas/models/local/sentiment-cue-rules.js';
import { CUE_RULES_2026_11_30 } from '../lambdas/models/local/sentiment-cue-rules-2026-11-30.js';
import { BLEND_2026_12_01, blendedProbabilities, type BlendPart } from '../lambdas/models/local/sentiment-blend-model.js';
import { decide20261204 } from '../lambdas/models/local/sentiment-decision-2026-12-04.js';
import { DECISION_SETTINGS_2026_12_05, decide20261205 } from '../lambdas/models/local/sentiment-decision-2026-12-05.js';
import { piecesOf } from '../lambdas/models/local/sentiment-pieces-2026-12-05.js';
import { SENTIMENT_WEIGHTS_2026_11_27, SENTIMENT_WEIGHTS_2026_11_30 } from '../lambdas/models/local/sentiment-weights.js';
import { UseLiteEncoder } from '../lambdas/models/local/use-encoder.js';
import { cachedEmbeddings } from './embedding-cache.js';
import { dataDirectory } from './sentiment-training.js';
import { decisionTuning, printDiff, type Decide } from './sentiment-decision-tuning.js';

const tuning = await decisionTuning(dataDirectory(process.argv), ['fresh7', 'fresh8']);
const S = DECISION_SETTINGS_2026_12_05;
// The pieces of every text, judged by the served blend.
const pieces = [...new Set([...tuning.e30.map((e) => e.text), ...tuning.own.map((r) => r.text)].flatMap((t) => piecesOf(t.replace(/\s+/gu, ' ').trim(), 25)))];
const vectors = await cachedEmbeddings('sentiment-pieces-onnx', pieces, new UseLiteEncoder({ runtime: 'onnx' }));
const parts: BlendPart[] = [{ weights: SENTIMENT_WEIGHTS_2026_11_27, rules: CUE_RULES_2026_11_27 }, { weights: SENTIMENT_WEIGHTS_2026_11_30, rules: CUE_RULES_2026_11_30 }];
const judged = new Map(pieces.map((x, i) => [x, blendedProbabilities(parts, [1 - BLEND_2026_12_01, BLEND_2026_12_01], x, vectors[i]).p]));
console.log(`${pieces.length} pieces judged`);

const variants: Array<[string, Decide]> = [
  ['2026-12-04', (t, p, c) => decide20261204(t, p, c)],
  ['2026-12-05', (t, p, c) => decide20261205(t, p, c, judged)],
  ['2026-12-05 without sides', (t, p, c) => decide20261205(t, p, c, judged, { ...S, sideSure: 0 })],
  ['2026-12-05 without denials', (t, p, c) => decide20261205(t, p, c, judged, { ...S, denialSure: 0 })],
];
if (process.argv.includes('--grid')) {
  for (const sideClear of [0.5, 0.7, 0.8]) variants.push([`sideClear ${sideClear}`, (t, p, c) => decide20261205(t, p, c, judged, { ...S, sideClear })]);
  for (const sideSure of [0.8, 0.9, 0.99]) variants.push([`sideSure ${sideSure}`, (t, p, c) => decide20261205(t, p, c, judged, { ...S, sideSure })]);
  for (const denialClear of [0.5, 0.7, 0.8]) variants.push([`denialClear ${denialClear}`, (t, p, c) => decide20261205(t, p, c, judged, { ...S, denialClear })]);
  for (const denialSure of [0.9, 0.95]) variants.push([`denialSure ${denialSure}`, (t, p, c) => decide20261205(t, p, c, judged, { ...S, denialSure })]);
  for (const mixedBlend of [0.4, 0.5, 0.6]) variants.push([`mixedBlend ${mixedBlend}`, (t, p, c) => decide20261205(t, p, c, judged, { ...S, mixedBlend })]);
  for (const pieceWords of [15, 25]) variants.push([`pieceWords ${pieceWords}`, (t, p, c) => decide20261205(t, p, c, judged, { ...S, pieceWords })]);
}
for (const [name, d] of variants) tuning.report(name, d);

if (process.argv.includes('--diff')) printDiff(tuning, (t, p, c) => decide20261204(t, p, c), (t, p, c) => decide20261205(t, p, c, judged, S));
