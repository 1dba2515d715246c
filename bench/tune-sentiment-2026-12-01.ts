/**
 * Settings search for sentiment version 2026-12-01 (sentiment-blend-model.ts: the regressions of
 * 2026-11-27 and 2026-11-30 blended, the side decision with the families of
 * sentiment-shapes-2026-12-01.ts) without retraining: one block of held-out and in-sample figures
 * per variant. Both regressions were trained on the same four fifths of the development sets
 * (salted split of bench/sentiment-cue-training.ts), so the other fifth is held out for every
 * variant. Chosen on that held-out fifth (tweeteval, sst3, reviews-4class macro-F1 and per-class
 * F1, uci accuracy and its neutral or mixed share) and the own `dev` sentences; the own `fresh2` and
 * `fresh3` sentences are never read here (fresh3 was committed before this version was built and is
 * scored once, at the end, by npm run eval).
 *
 *   nice -n 10 node --import tsx bench/tune-sentiment-2026-12-01.ts [--data DIR] [--blends 0.6,0.7,0.8] [--diff]
 *
 * What was measured (held-out tweeteval / sst3 / reviews-4class macro-F1, uci accuracy and its
 * neutral or mixed share; amazon-rated Spearman of confidence and rater agreement):
 *   2026-11-29: 0.612 / 0.481 / 0.562 / 0.864 (2.3%); 0.315
 *   2026-11-30: 0.654 / 0.522 / 0.589 / 0.881 (2.3%); 0.282
 *   families and outcome sides on the 2026-11-27 regression alone: 0.612 / 0.481 / 0.562 / 0.870 (2.3%)
 *   the same on the 2026-11-30 regression alone: 0.654 / 0.522 / 0.589 / 0.887 (2.3%), but positive
 *     F1 below 2026-11-29 on tweeteval (0.705 < 0.708) and sst3 (0.697 < 0.717)
 *   blend share of 2026-11-30 0.3 / 0.5 / 0.6 / 0.7 / 0.8 / 0.9: tweeteval 0.623 / 0.634 / 0.642 /
 *     0.644 / 0.651 / 0.651, sst3 0.481 / 0.481 / 0.506 / 0.521 / 0.522 / 0.526, reviews 0.565 /
 *     0.574 / 0.580 / 0.583 / 0.587 / 0.588, uci 0.876 / 0.881 / 0.881 / 0.881 / 0.887 / 0.887;
 *     sst3 positive F1 0.714 / 0.714 / 0.709 / 0.720 / 0.700 / 0.704 (2026-11-29: 0.717): only 0.7
 *     keeps every class of every set at or above 2026-11-29 (chosen; Spearman 0.300)
 * The in-sample answers the families change (--diff) were read; held-out changes are only counted.
 */
import { CUE_RULES_2026_11_27 } from '../lambdas/models/local/sentiment-cue-rules.js';
import { CUE_RULES_2026_11_30 } from '../lambdas/models/local/sentiment-cue-rules-2026-11-30.js';
import { SIDE_SETTINGS, sideDecision, type SideSettings } from '../lambdas/models/local/sentiment-side-decision.js';
import { SHAPES_2026_11_29, SHAPES_2026_12_01, type ShapeReader } from '../lambdas/models/local/sentiment-shapes-2026-12-01.js';
import { BLEND_2026_12_01, SIDE_SETTINGS_2026_12_01 } from '../lambdas/models/local/sentiment-blend-model.js';
import { cueProbabilities } from '../lambdas/models/local/sentiment-cue-model.js';
import { SENTIMENT_WEIGHTS_2026_11_27, SENTIMENT_WEIGHTS_2026_11_30 } from '../lambdas/models/local/sentiment-weights.js';
import type { SentimentResult } from '../lambdas/core/ports/models.js';
import { dataDirectory } from './sentiment-training.js';
import { evaluateCueModel, loadCueExamples, type CueExample } from './sentiment-cue-training.js';

const dir = dataDirectory(process.argv);
const e27 = await loadCueExamples(dir, () => {}, CUE_RULES_2026_11_27);
const e30 = await loadCueExamples(dir, () => {}, CUE_RULES_2026_11_30);
if (e27.some((e, i) => e.text !== e30[i].text || e.set !== e30[i].set)) throw new Error('the two example lists differ');
const q27 = e27.map((e) => cueProbabilities(SENTIMENT_WEIGHTS_2026_11_27, e.text, e.features, e.cues));
const q30 = e30.map((e) => cueProbabilities(SENTIMENT_WEIGHTS_2026_11_30, e.text, e.features, e.cues));

/** A variant: the share of the 2026-11-30 regression, the cues the decision reads, its settings and shapes. */
interface Variant { share: number; cues: '2026-11-27' | '2026-11-30'; settings: Readonly<SideSettings>; reader: ShapeReader }
const answers = (v: Variant): SentimentResult[] => {
  const [ex, rules] = v.cues === '2026-11-27' ? [e27, CUE_RULES_2026_11_27] : [e30, CUE_RULES_2026_11_30];
  return ex.map((e, i) => sideDecision(e.text, q27[i].map((x, k) => (1 - v.share) * x + v.share * q30[i][k]), e.cues, v.settings, rules, v.reader));
};

function report(name: string, v: Variant): void {
  const decided = answers(v);
  const ex = v.cues === '2026-11-27' ? e27 : e30;
  const index = new Map<CueExample['cues'], number>(ex.map((e, i) => [e.cues, i]));
  // evaluateCueModel's probabilities are ignored: the decision here is the variant's, looked up by example.
  const ev = evaluateCueModel(SENTIMENT_WEIGHTS_2026_11_30, ex, (_t, _q, cues) => decided[index.get(cues)!]);
  const seen = ex.map((e, i) => (!e.validation && e.set === 'uci-sentences' ? i : -1)).filter((i) => i >= 0);
  const undecided = seen.filter((i) => ['neutral', 'mixed'].includes(decided[i].sentiment)).length / seen.length;
  console.log(`\n${name}`);
  for (const line of [...ev.lines, `uci-sentences in-sample: ${(100 * undecided).toFixed(1)}% neutral or mixed answers (n=${seen.length})`]) console.log(`  ${line}`);
}

const shipped: Variant = { share: BLEND_2026_12_01, cues: '2026-11-30', settings: SIDE_SETTINGS_2026_12_01, reader: SHAPES_2026_12_01 };
const base29: Variant = { share: 0, cues: '2026-11-27', settings: SIDE_SETTINGS, reader: SHAPES_2026_11_29 };
const at = process.argv.indexOf('--blends');
const blends = at >= 0 ? process.argv[at + 1].split(',').map(Number) : [];
const variants: Array<[string, Variant]> = [
  ['2026-11-29', base29],
  ['2026-11-30', { share: 1, cues: '2026-11-30', settings: SIDE_SETTINGS, reader: SHAPES_2026_11_29 }],
  ['2026-12-01', shipped],
  ['2026-12-01 without the families', { ...shipped, reader: SHAPES_2026_11_29 }],
  ['2026-12-01 without outcome sides', { ...shipped, settings: SIDE_SETTINGS }],
  ['families and outcome sides on the 2026-11-27 regression alone', { ...shipped, share: 0, cues: '2026-11-27' }],
  ['families and outcome sides on the 2026-11-30 regression alone', { ...shipped, share: 1 }],
  ...blends.map((share): [string, Variant] => [`2026-12-01 with blend share ${share}`, { ...shipped, share }]),
];
for (const [name, v] of variants) report(name, v);

if (process.argv.includes('--diff')) {
  // In-sample answers 2026-12-01 changes from the same blend without its families and outcome sides (read, never copied).
  const before = answers({ ...shipped, settings: SIDE_SETTINGS, reader: SHAPES_2026_11_29 });
  const after = answers(shipped);
  const counts = new Map<string, number>();
  e30.forEach((e, i) => {
    const [a, b] = [before[i].sentiment, after[i].sentiment];
    if (a === b || e.set.startsWith('own') || e.set === 'amazon-rated') return;
    const verdict = a === e.label ? 'LOST' : b === e.label ? 'GAIN' : 'SAME';
    if (!e.validation) console.log(`  ${verdict} ${e.set} ${e.label}: ${a} -> ${b}: ${e.text.slice(0, 200)}`);
    // Held-out changes are counted, never read.
    else counts.set(`${e.set} ${verdict} (gold ${e.label}: ${a} -> ${b})`, (counts.get(`${e.set} ${verdict} (gold ${e.label}: ${a} -> ${b})`) ?? 0) + 1);
  });
  for (const [key, n] of [...counts].sort()) console.log(`  held-out ${key}: ${n}`);
}
