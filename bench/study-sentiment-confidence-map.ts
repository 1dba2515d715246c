/**
 * A study, not a served model: can the confidence of sentiment 2026-12-09 be calibrated (labels
 * unchanged) by a monotone map fitted on the development data, so that it is calibrated and falls where
 * raters disagree, on data the map never saw?
 *
 * Every map is fitted on the salted training four fifths of the development sources (tweeteval, sst3,
 * reviews-4class, uci-sentences; each source weighted equally) as answered by 2026-12-09 (1 where the
 * answer is the gold label, 0 where not), and scored on: the held-out fifth of those sources (ECE over ten
 * bins, Brier score, AUC of confidence for a right answer), amazon-rated (Spearman of confidence and the
 * raters' polarity agreement, never fitted on), and the repository's hand-written sets, which no map is
 * fitted on: the sets 2026-12-09's rules were written or tuned on (`sentiment-own` splits, `fresh` …
 * `fresh11`) and `fresh12` (scored once as a blind set, never tuned on by 2026-12-09's rules). The list of
 * hand-written sets is fixed here; no set committed later is read.
 *
 * Maps: isotonic regression (pool adjacent violators, read by linear interpolation between block centres)
 * of the served confidence, of the blend's margin (the answered class's probability minus the largest
 * other) and of the blend's top probability, their means, and a logistic regression on the served
 * confidence's logit with the margin; and the same with answers of the decision's rules keeping their
 * served confidence (only answers that are the blend's own mapped).
 *
 * `--extra FILE` also scores a file of sentences kept out of the repository (lines `label<TAB>text`).
 *
 *   nice -n 10 node --import tsx bench/study-sentiment-confidence-map.ts [--data DIR] [--extra FILE]
 */
import { readFileSync } from 'node:fs';
import { CUE_RULES_2026_11_27 } from '../lambdas/models/local/sentiment-cue-rules.js';
import { CUE_RULES_2026_11_30 } from '../lambdas/models/local/sentiment-cue-rules-2026-11-30.js';
import { BLEND_2026_12_01, blendedProbabilities, type BlendPart } from '../lambdas/models/local/sentiment-blend-model.js';
import { decide20261209, find20261209 } from '../lambdas/models/local/sentiment-decision-2026-12-09.js';
import { SENTIMENT_WEIGHTS_2026_11_27, SENTIMENT_WEIGHTS_2026_11_30 } from '../lambdas/models/local/sentiment-weights.js';
import { UseLiteEncoder } from '../lambdas/models/local/use-encoder.js';
import { cachedEmbeddings } from './embedding-cache.js';
import { readableOwnSentimentRows } from './eval/own-sets.js';
import { dataDirectory, polarityAgreement, spearman, TRAINING_SETS } from './sentiment-training.js';
import { decisionTuning } from './sentiment-decision-tuning.js';

const CLASSES = ['positive', 'negative', 'neutral', 'mixed'] as const;
/** The hand-written sets read here: those the rules of 2026-12-09 were written or tuned on, and `fresh12`. */
const READ_SPLITS = ['dev', 'test', 'check', 'holdout', 'fresh', 'fresh2', 'fresh3', 'fresh4', 'fresh5', 'fresh6', 'fresh7', 'fresh8', 'fresh9', 'fresh10', 'fresh11'];

interface Answered { set: string; train: boolean; right: number; c: number; margin: number; top: number; rule: boolean; agree?: number }

const tuning = await decisionTuning(dataDirectory(process.argv), [], ['fresh9', 'fresh10', 'fresh11']);
const at = process.argv.indexOf('--extra');
const extra = at >= 0 ? readFileSync(process.argv[at + 1], 'utf8').trim().split('\n').map((l) => { const [label, text] = l.split('\t'); return { split: 'extra', label, text }; }) : [];
const later = [...readableOwnSentimentRows().filter((r) => r.split === 'fresh12'), ...extra];
const encoder = new UseLiteEncoder({ runtime: 'onnx' });
const laterVectors = await encoder.embed(later.map((r) => r.text));
const parts: BlendPart[] = [{ weights: SENTIMENT_WEIGHTS_2026_11_27, rules: CUE_RULES_2026_11_27 }, { weights: SENTIMENT_WEIGHTS_2026_11_30, rules: CUE_RULES_2026_11_30 }];
const blendOf = (text: string, v: Float32Array) => blendedProbabilities(parts, [1 - BLEND_2026_12_01, BLEND_2026_12_01], text, v);
const laterBlend = later.map((r, i) => blendOf(r.text, laterVectors[i]));
const pieces = [...new Set([...tuning.e30.map((e) => e.text), ...tuning.own.map((r) => r.text), ...later.map((r) => r.text)].flatMap((t) => find20261209(t).pieces))];
const pieceVectors = await cachedEmbeddings('sentiment-pieces-onnx', pieces, encoder);
const judged = new Map(pieces.map((x, i) => [x, blendOf(x, pieceVectors[i]).p]));

function answered(set: string, train: boolean, label: string, text: string, p: readonly number[], cues: Parameters<typeof decide20261209>[2], agree?: number): Answered {
  const d = decide20261209(text, p, cues, judged);
  const k = CLASSES.indexOf(d.sentiment);
  const other = Math.max(...p.filter((_, j) => j !== k));
  return { set, train, right: d.sentiment === label ? 1 : 0, c: d.confidence, margin: p[k] - other, top: Math.max(...p), rule: Math.abs(d.confidence - p[k]) > 1e-9, agree };
}
const dev = tuning.e30.map((e, i) => answered(e.set, !e.validation, e.label, e.text, tuning.blend[i], e.cues, e.ratings ? polarityAgreement(e.ratings) : undefined));
const own = tuning.own.map((r, i) => (READ_SPLITS.includes(r.split) ? answered(`own-${r.split}`, false, r.label, r.text, tuning.ownBlend[i].p, tuning.ownBlend[i].cues) : undefined)).filter((x): x is Answered => x !== undefined);
const laterAnswered = later.map((r, i) => answered(r.split, false, r.label, r.text, laterBlend[i].p, laterBlend[i].cues));

const isSource = (a: Answered): boolean => (TRAINING_SETS as readonly string[]).includes(a.set);
const train = dev.filter((a) => isSource(a) && a.train);
const perSet = new Map<string, number>();
for (const a of train) perSet.set(a.set, (perSet.get(a.set) ?? 0) + 1);
const weight = (a: Answered): number => 1 / perSet.size / perSet.get(a.set)!;

type Score = (a: Answered) => number;
type Map1 = (a: Answered) => number;

/** Isotonic regression of rightness on a score, weighted; read by interpolation between block centres. */
function isotonic(rows: readonly Answered[], score: Score): Map1 {
  const order = [...rows].sort((x, y) => score(x) - score(y));
  const blocks: Array<{ wy: number; w: number; lo: number; hi: number }> = [];
  for (const a of order) {
    const s = score(a);
    blocks.push({ wy: weight(a) * a.right, w: weight(a), lo: s, hi: s });
    while (blocks.length > 1 && blocks[blocks.length - 2].wy / blocks[blocks.length - 2].w >= blocks[blocks.length - 1].wy / blocks[blocks.length - 1].w) {
      const b = blocks.pop()!;
      const last = blocks[blocks.length - 1];
      last.wy += b.wy; last.w += b.w; last.hi = b.hi;
    }
  }
  const xs = blocks.map((b) => (b.lo + b.hi) / 2);
  const ys = blocks.map((b) => b.wy / b.w);
  return (a) => {
    const s = score(a);
    if (s <= xs[0]) return ys[0];
    if (s >= xs[xs.length - 1]) return ys[ys.length - 1];
    let j = 1;
    while (xs[j] < s) j++;
    const t = (s - xs[j - 1]) / (xs[j] - xs[j - 1] || 1);
    return ys[j - 1] + t * (ys[j] - ys[j - 1]);
  };
}

/** Logistic regression of rightness on features (plain gradient descent, weighted, a small L2 penalty). */
function logistic(rows: readonly Answered[], features: (a: Answered) => number[]): Map1 {
  const X = rows.map(features);
  const d = X[0].length;
  const th = new Array(d + 1).fill(0);
  const w = rows.map(weight);
  for (let it = 0; it < 3000; it++) {
    const g = new Array(d + 1).fill(0);
    rows.forEach((a, i) => {
      const z = th[d] + X[i].reduce((s, x, j) => s + x * th[j], 0);
      const e = (1 / (1 + Math.exp(-z)) - a.right) * w[i];
      X[i].forEach((x, j) => { g[j] += e * x; });
      g[d] += e;
    });
    for (let j = 0; j <= d; j++) th[j] -= 2 * (g[j] + (j < d ? 1e-3 * th[j] : 0));
  }
  return (a) => { const x = features(a); return 1 / (1 + Math.exp(-(th[d] + x.reduce((s, v, j) => s + v * th[j], 0)))); };
}

const logit = (c: number): number => { const x = Math.min(1 - 1e-4, Math.max(1e-4, c)); return Math.log(x / (1 - x)); };
const mean2 = (f: Map1, g: Map1): Map1 => (a) => (f(a) + g(a)) / 2;
const blendOnly = (f: Map1): Map1 => (a) => (a.rule ? a.c : f(a));
const fitBlendOnly = train.filter((a) => !a.rule);

const maps: Array<[string, Map1]> = [
  ['served (2026-12-09)', (a) => a.c],
  ['isotonic(confidence)', isotonic(train, (a) => a.c)],
  ['isotonic(margin)', isotonic(train, (a) => a.margin)],
  ['isotonic(top)', isotonic(train, (a) => a.top)],
  ['mean of isotonic(confidence), isotonic(margin)', mean2(isotonic(train, (a) => a.c), isotonic(train, (a) => a.margin))],
  ['mean of isotonic(confidence), isotonic(top)', mean2(isotonic(train, (a) => a.c), isotonic(train, (a) => a.top))],
  ['logistic(logit confidence)', logistic(train, (a) => [logit(a.c)])],
  ['logistic(logit confidence, margin)', logistic(train, (a) => [logit(a.c), a.margin])],
  ['rules served, blend answers isotonic(confidence)', blendOnly(isotonic(fitBlendOnly, (a) => a.c))],
  ['rules served, blend answers isotonic(margin)', blendOnly(isotonic(fitBlendOnly, (a) => a.margin))],
];

function figures(rows: readonly Answered[], f: Map1): string {
  const c = rows.map(f);
  let ece = 0;
  for (let b = 0; b < 10; b++) {
    const idx = c.map((x, i) => (Math.min(9, Math.floor(10 * x)) === b ? i : -1)).filter((i) => i >= 0);
    if (idx.length === 0) continue;
    const conf = idx.reduce((s, i) => s + c[i], 0) / idx.length;
    const acc = idx.reduce((s, i) => s + rows[i].right, 0) / idx.length;
    ece += (idx.length / rows.length) * Math.abs(conf - acc);
  }
  const brier = rows.reduce((s, a, i) => s + (c[i] - a.right) ** 2, 0) / rows.length;
  const right = c.filter((_, i) => rows[i].right === 1);
  const wrong = c.filter((_, i) => rows[i].right === 0);
  let wins = 0;
  for (const x of right) for (const y of wrong) wins += x > y ? 1 : x === y ? 0.5 : 0;
  return `ECE ${ece.toFixed(3)} Brier ${brier.toFixed(3)} AUC ${(wins / right.length / wrong.length).toFixed(3)}`;
}

const held = dev.filter((a) => isSource(a) && !a.train);
const rated = dev.filter((a) => a.agree !== undefined);
const collections: Array<[string, Answered[]]> = [['development held out', held], ['hand-written, read (in-sample for the rules)', own], ['fresh12', laterAnswered.filter((a) => a.set === 'fresh12')]];
if (extra.length > 0) collections.push(['extra', laterAnswered.filter((a) => a.set === 'extra')]);
for (const [name, rows] of collections) {
  const acc = (xs: Answered[]): string => (xs.length ? (xs.reduce((s, a) => s + a.right, 0) / xs.length).toFixed(3) : '-');
  console.log(`${name}: n=${rows.length}, accuracy ${acc(rows)}; rule answers ${rows.filter((a) => a.rule).length} (accuracy ${acc(rows.filter((a) => a.rule))}), blend answers ${rows.filter((a) => !a.rule).length} (accuracy ${acc(rows.filter((a) => !a.rule))})`);
}
for (const [name, f] of maps) {
  console.log(`\n${name}`);
  for (const [cname, rows] of collections) console.log(`  ${cname}: ${figures(rows, f)}`);
  console.log(`  amazon-rated: Spearman(confidence, polarity agreement) ${spearman(rated.map(f), rated.map((a) => a.agree!)).toFixed(4)}`);
}
