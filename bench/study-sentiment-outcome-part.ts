/**
 * A study, not a served model: does a trained part that learns how survey and review writers state
 * outcomes, mixed into the sentiment blend, generalise? The part is a softmax regression over the
 * unit-length sentence embedding and the four probabilities of the blend of 2026-12-01, trained on the
 * repository's hand-written sentence sets (`sentiment-own`, `-check`, `-holdout`, `-fresh` …
 * `-fresh11`; all development data since they were scored), optionally with a salted sample of the
 * training four fifths of each development source; its probabilities are mixed into the blend's
 * (`--share`) before the decision of 2026-12-09 reads them.
 *
 * Left out: each of `fresh` … `fresh11` is scored by a part fitted only on the sets written before it
 * (never on it or a later one), through blend, part and decision, beside 2026-12-09 on the same
 * sentences (2026-12-09's rules were tuned on `fresh5`–`fresh11`, so its figures there are flattered).
 * Development held out: the part fitted on every set, scored on the salted fifth of each development
 * source held out from the blend (the report of bench/sentiment-decision-tuning.ts). Sets committed
 * after 2026-12-09 (`fresh12`, a blind set) are never read: the list of sets is fixed here.
 *
 * `--extra FILE` also scores a file of sentences kept out of the repository (JSON lines with `text` and
 * `label`) with 2026-12-09 and with the part fitted on every set.
 *
 *   nice -n 10 node --import tsx bench/study-sentiment-outcome-part.ts [--data DIR] [--l2 0.1] [--share 0.35] [--dev-per-set 0] [--dev-weight 1] [--extra FILE]
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CUE_RULES_2026_11_27 } from '../lambdas/models/local/sentiment-cue-rules.js';
import { CUE_RULES_2026_11_30 } from '../lambdas/models/local/sentiment-cue-rules-2026-11-30.js';
import { BLEND_2026_12_01, blendedProbabilities, type BlendPart } from '../lambdas/models/local/sentiment-blend-model.js';
import { unit } from '../lambdas/models/local/sentiment-cue-model.js';
import type { SentimentCues } from '../lambdas/models/local/sentiment-cues.js';
import { decide20261209, find20261209 } from '../lambdas/models/local/sentiment-decision-2026-12-09.js';
import { trainSoftmax } from '../lambdas/models/local/softmax-training.js';
import { softmaxProbabilities, type SoftmaxParameters } from '../lambdas/models/local/softmax-regression.js';
import { SENTIMENT_WEIGHTS_2026_11_27, SENTIMENT_WEIGHTS_2026_11_30 } from '../lambdas/models/local/sentiment-weights.js';
import { UseLiteEncoder } from '../lambdas/models/local/use-encoder.js';
import { USE_LITE_DIMENSION } from '../lambdas/models/local/use-encoder-info.js';
import { cachedEmbeddings } from './embedding-cache.js';
import { readableOwnSentimentRows } from './eval/own-sets.js';
import { decisionTuning, type Decide } from './sentiment-decision-tuning.js';

const { values } = parseArgs({ options: {
  data: { type: 'string', default: '../shared/data' }, l2: { type: 'string', default: '0.1' }, share: { type: 'string', default: '0.35' },
  'dev-per-set': { type: 'string', default: '0' }, 'dev-weight': { type: 'string', default: '1' }, extra: { type: 'string' },
} });
const L2 = Number(values.l2);
const SHARE = Number(values.share);
const DEV_PER_SET = Number(values['dev-per-set']);
const DEV_WEIGHT = Number(values['dev-weight']);
const CLASSES = ['positive', 'negative', 'neutral', 'mixed'];
/** The sets, in the order they were written (`dev` and `test` are one file). */
const ORDER = ['dev', 'test', 'check', 'holdout', 'fresh', 'fresh2', 'fresh3', 'fresh4', 'fresh5', 'fresh6', 'fresh7', 'fresh8', 'fresh9', 'fresh10', 'fresh11'];
const LEFT_OUT = ORDER.slice(4);
const DEV_SETS = ['tweeteval', 'sst3', 'reviews-4class', 'uci-sentences'];

interface Row { text: string; label: string; split: string; v: number[]; p: number[]; cues: SentimentCues }

const tuning = await decisionTuning(values.data, [], ['fresh9', 'fresh10', 'fresh11']);
const own = readableOwnSentimentRows().filter((r) => ORDER.includes(r.split));
const encoder = new UseLiteEncoder({ runtime: 'onnx' });
const vectors = await cachedEmbeddings('sentiment-own-onnx', own.map((r) => r.text), encoder);
const parts: BlendPart[] = [{ weights: SENTIMENT_WEIGHTS_2026_11_27, rules: CUE_RULES_2026_11_27 }, { weights: SENTIMENT_WEIGHTS_2026_11_30, rules: CUE_RULES_2026_11_30 }];
const shares = [1 - BLEND_2026_12_01, BLEND_2026_12_01];
const pieces = [...new Set([...own.map((r) => r.text), ...tuning.e30.map((e) => e.text)].flatMap((t) => find20261209(t).pieces))];
const pieceVectors = await cachedEmbeddings('sentiment-pieces-onnx', pieces, encoder);
const judged = new Map(pieces.map((x, i) => [x, blendedProbabilities(parts, shares, x, pieceVectors[i]).p]));
const rows: Row[] = own.map((r, i) => {
  const b = blendedProbabilities(parts, shares, r.text, vectors[i]);
  return { text: r.text, label: r.label, split: r.split, v: unit(vectors[i]), p: b.p, cues: b.cues };
});
// A salted sample of the training four fifths of each development source (the held-out fifth stays held out).
const salted = (t: string) => createHash('sha1').update(`o${t}`).digest('hex');
const devRows: Row[] = DEV_SETS.flatMap((set) => tuning.e30
  .map((e, i) => ({ e, i })).filter(({ e }) => e.set === set && !e.validation)
  .sort((a, b) => salted(a.e.text).localeCompare(salted(b.e.text))).slice(0, DEV_PER_SET)
  .map(({ e, i }) => ({ text: e.text, label: e.label, split: set, v: unit(e.features.slice(0, USE_LITE_DIMENSION)), p: tuning.blend[i], cues: e.cues })));

function fit(ownRows: readonly Row[]): SoftmaxParameters {
  const train = [...ownRows, ...devRows];
  return trainSoftmax(
    { rows: train.map((r) => [...r.v, ...r.p]), labels: train.map((r) => CLASSES.indexOf(r.label)), weights: train.map((r) => (DEV_SETS.includes(r.split) ? DEV_WEIGHT : 1)) },
    { classes: CLASSES, features: [...Array.from({ length: USE_LITE_DIMENSION }, (_, k) => `embedding_${k}`), ...CLASSES.map((c) => `blend_${c}`)], l2: L2, iterations: 200, learningRate: 0.05 },
  );
}
const mix = (part: SoftmaxParameters, v: readonly number[], p: readonly number[]) => {
  const q = softmaxProbabilities(part, [...v, ...p]);
  return p.map((x, k) => (1 - SHARE) * x + SHARE * q[k]);
};
const accuracy = (rs: readonly Row[], a: readonly string[]) => rs.filter((r, i) => a[i] === r.label).length / rs.length;
const perClass = (rs: readonly Row[], a: readonly string[]) => CLASSES.map((c) => {
  const of = rs.map((r, i) => (r.label === c ? i : -1)).filter((i) => i >= 0);
  return `${c} ${(of.filter((i) => a[i] === c).length / of.length).toFixed(3)}`;
}).join(', ');

console.log(`penalty ${L2}, share ${SHARE}, ${devRows.length} development training examples of weight ${DEV_WEIGHT}`);
const models = new Map(LEFT_OUT.map((s) => [s, fit(rows.filter((r) => ORDER.indexOf(r.split) < ORDER.indexOf(s)))]));
const left = rows.filter((r) => LEFT_OUT.includes(r.split));
const base = left.map((r) => decide20261209(r.text, r.p, r.cues, judged).sentiment);
const mixed = left.map((r) => decide20261209(r.text, mix(models.get(r.split)!, r.v, r.p), r.cues, judged).sentiment);
let up = 0;
let down = 0;
const cells = LEFT_OUT.map((s) => {
  const of = left.map((r, i) => (r.split === s ? i : -1)).filter((i) => i >= 0);
  const a = of.filter((i) => base[i] === left[i].label).length / of.length;
  const b = of.filter((i) => mixed[i] === left[i].label).length / of.length;
  if (b > a + 1e-9) up++;
  if (b < a - 1e-9) down++;
  return `${s} ${a.toFixed(3)} -> ${b.toFixed(3)}`;
});
console.log(`left out (each set scored by a part fitted on the sets before it), 2026-12-09 -> with the part: ${accuracy(left, base).toFixed(3)} -> ${accuracy(left, mixed).toFixed(3)} (${up} sets up, ${down} down)`);
console.log(`  2026-12-09: ${perClass(left, base)}`);
console.log(`  with part:  ${perClass(left, mixed)}`);
console.log(`  ${cells.join('; ')}`);

const whole = fit(rows);
const vec = new Map<string, number[]>([...tuning.e30.map((e): [string, number[]] => [e.text, unit(e.features.slice(0, USE_LITE_DIMENSION))]), ...rows.map((r): [string, number[]] => [r.text, r.v])]);
const before: Decide = (t, p, c) => decide20261209(t, p, c, judged);
const after: Decide = (t, p, c) => decide20261209(t, mix(whole, vec.get(t)!, p), c, judged);
tuning.report('2026-12-09 (development held-out fifth; own splits as read by it)', before);
tuning.report('with the part fitted on every set (own splits in-sample)', after);

if (values.extra) {
  const extra = readFileSync(values.extra, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { text: string; label: string });
  const ev = await encoder.embed(extra.map((r) => r.text));
  const xs: Row[] = extra.map((r, i) => {
    const b = blendedProbabilities(parts, shares, r.text, ev[i]);
    return { text: r.text, label: r.label, split: 'extra', v: unit(ev[i]), p: b.p, cues: b.cues };
  });
  const xp = [...new Set(xs.flatMap((r) => find20261209(r.text).pieces))].filter((x) => !judged.has(x));
  const xv = await encoder.embed(xp);
  xp.forEach((x, i) => judged.set(x, blendedProbabilities(parts, shares, x, xv[i]).p));
  const a = xs.map((r) => decide20261209(r.text, r.p, r.cues, judged).sentiment);
  const b = xs.map((r) => decide20261209(r.text, mix(whole, r.v, r.p), r.cues, judged).sentiment);
  console.log(`\n${values.extra}: 2026-12-09 ${xs.filter((r, i) => a[i] === r.label).length} -> with the part ${xs.filter((r, i) => b[i] === r.label).length} right of ${xs.length}`);
  console.log(`  2026-12-09: ${perClass(xs, a)}`);
  console.log(`  with part:  ${perClass(xs, b)}`);
  const worse = xs.filter((r, i) => a[i] === r.label && b[i] !== r.label).length;
  console.log(`  ${xs.filter((r, i) => a[i] !== r.label && b[i] === r.label).length} better, ${worse} worse`);
}
