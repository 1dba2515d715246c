/**
 * The shared part of the sentiment decision searches (bench/tune-sentiment-2026-12-02.ts,
 * bench/tune-sentiment-2026-12-03.ts): the blend of 2026-12-01 over the development examples
 * (salted split of bench/sentiment-cue-training.ts: the fifth held out from both regressions is held
 * out for every decision) and over the own sentences of every split but the blind ones, and a
 * report of one decision's held-out and in-sample figures with the own per-split accuracy.
 */
import { CUE_RULES_2026_11_27 } from '../lambdas/models/local/sentiment-cue-rules.js';
import { CUE_RULES_2026_11_30 } from '../lambdas/models/local/sentiment-cue-rules-2026-11-30.js';
import { BLEND_2026_12_01, blendedProbabilities, type BlendPart } from '../lambdas/models/local/sentiment-blend-model.js';
import { cueProbabilities } from '../lambdas/models/local/sentiment-cue-model.js';
import { SENTIMENT_WEIGHTS_2026_11_27, SENTIMENT_WEIGHTS_2026_11_30 } from '../lambdas/models/local/sentiment-weights.js';
import { UseLiteEncoder } from '../lambdas/models/local/use-encoder.js';
import type { SentimentCues } from '../lambdas/models/local/sentiment-cues.js';
import type { SentimentResult } from '../lambdas/core/ports/models.js';
import { evaluateCueModel, loadCueExamples, type CueExample } from './sentiment-cue-training.js';
import { allOwnSentimentRows, BLIND_SENTIMENT_SPLIT, type OwnSentimentRow } from './eval/own-sets.js';

export type Decide = (text: string, p: readonly number[], cues: SentimentCues) => SentimentResult;

export interface DecisionTuning {
  e30: CueExample[];
  blend: number[][];
  own: OwnSentimentRow[];
  ownBlend: Array<{ p: number[]; cues: SentimentCues }>;
  report: (name: string, decide: Decide) => void;
}

/** `blind`: the own splits never read (scored once at a version's end by npm run eval); `read`: once-blind splits scored since, read as development data (`fresh9` for 2026-12-08, `fresh9` and `fresh10` for 2026-12-09, `fresh9` to `fresh11` for bench/study-sentiment-outcome-part.ts; `fresh12`, `fresh13`, `fresh14`, `fresh15`, `fresh16`, `fresh17`, `fresh18`, `fresh19` and `fresh20` once scored). */
export async function decisionTuning(dir: string, blind: readonly string[], read: readonly string[] = []): Promise<DecisionTuning> {
  const e27 = await loadCueExamples(dir, () => {}, CUE_RULES_2026_11_27);
  const e30 = await loadCueExamples(dir, () => {}, CUE_RULES_2026_11_30);
  if (e27.some((e, i) => e.text !== e30[i].text || e.set !== e30[i].set)) throw new Error('the two example lists differ');
  const blend = e27.map((e, i) => {
    const a = cueProbabilities(SENTIMENT_WEIGHTS_2026_11_27, e.text, e.features, e.cues);
    const b = cueProbabilities(SENTIMENT_WEIGHTS_2026_11_30, e.text, e30[i].features, e30[i].cues);
    return a.map((x, k) => (1 - BLEND_2026_12_01) * x + BLEND_2026_12_01 * b[k]);
  });

  // The own sentences (every split but the blind ones), read through the served blend. `fresh9`, committed
  // before the models of 2026-12-07 were built, `fresh10`, committed before the models of 2026-12-08 were
  // built, and `fresh11`, committed before the models of 2026-12-09 were built, are blind for every search
  // until they have been scored at their end (`fresh9` was, and is read from 2026-12-08 on, passed in `read`;
  // `fresh10` was scored at the end of 2026-12-08 and is read from 2026-12-09 on, passed in `read`; `fresh11`, scored at
  // the end of 2026-12-09, likewise; `fresh12`, committed before the models of 2026-12-10 were built and scored on
  // the unchanged default at the end of 2026-12-09's release, likewise). `fresh13`, committed again before the models
  // of 2026-12-10 were built and scored on the unchanged default at the end of the last release, likewise). `fresh14`, committed a third
  // time before the models of 2026-12-10 were built and scored at their end, likewise. `fresh15`, committed before the models
  // of 2026-12-11 were built and scored at their end, likewise. `fresh16`, committed before the models of 2026-12-12 were built and
  // scored at their end, likewise. `fresh17`, committed before the models of 2026-12-15 and 2026-12-29 were built and scored
  // at their end, likewise. `fresh18`, committed before the models of 2026-12-12 were built and scored at the end of that
  // release, likewise. `fresh19`, committed again before the models of 2026-12-12 were built and scored at the end of that
  // release, likewise. `fresh20`, committed a third time before the models of 2026-12-12 were built and scored at their end,
  // likewise. `fresh21`, committed before the models of 2026-12-13 were built (BLIND_SENTIMENT_SPLIT),
  // is blind for every search, whatever `blind` and `read` say, until it has been scored at their end.
  const own = allOwnSentimentRows().filter((r) => !blind.includes(r.split) && (r.split !== 'fresh9' || read.includes('fresh9')) && (r.split !== 'fresh10' || read.includes('fresh10')) && (r.split !== 'fresh11' || read.includes('fresh11')) && (r.split !== 'fresh12' || read.includes('fresh12')) && (r.split !== 'fresh13' || read.includes('fresh13')) && (r.split !== 'fresh14' || read.includes('fresh14')) && (r.split !== 'fresh15' || read.includes('fresh15')) && (r.split !== 'fresh16' || read.includes('fresh16')) && (r.split !== 'fresh17' || read.includes('fresh17')) && (r.split !== 'fresh18' || read.includes('fresh18')) && (r.split !== 'fresh19' || read.includes('fresh19')) && (r.split !== 'fresh20' || read.includes('fresh20')) && r.split !== BLIND_SENTIMENT_SPLIT);
  const vectors = await new UseLiteEncoder({ runtime: 'onnx' }).embed(own.map((r) => r.text));
  const parts: BlendPart[] = [{ weights: SENTIMENT_WEIGHTS_2026_11_27, rules: CUE_RULES_2026_11_27 }, { weights: SENTIMENT_WEIGHTS_2026_11_30, rules: CUE_RULES_2026_11_30 }];
  const ownBlend = own.map((r, i) => blendedProbabilities(parts, [1 - BLEND_2026_12_01, BLEND_2026_12_01], r.text, vectors[i]));

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
    console.log(`  own (all but ${blind.join(', ')}): ${wrong} wrong of ${own.length}`);
  }
  return { e30, blend, own, ownBlend, report };
}

/**
 * The answers `after` changes from `before`: in-sample and own ones printed to be read (never copied into the
 * repository), held-out ones only counted.
 */
export function printDiff(t: DecisionTuning, before: Decide, after: Decide): void {
  const counts = new Map<string, number>();
  t.e30.forEach((e, i) => {
    const a = before(e.text, t.blend[i], e.cues).sentiment;
    const b = after(e.text, t.blend[i], e.cues).sentiment;
    if (a === b || e.set.startsWith('own')) return;
    const verdict = a === e.label ? 'LOST' : b === e.label ? 'GAIN' : 'SAME';
    const key = `${e.set} ${verdict} (gold ${e.label}: ${a} -> ${b})`;
    if (!e.validation) console.log(`  ${verdict} ${e.set} ${e.label}: ${a} -> ${b}: ${e.text.slice(0, 200)}`);
    else counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  for (const [key, n] of [...counts].sort()) console.log(`  held-out ${key}: ${n}`);
  t.own.forEach((r, i) => {
    const a = before(r.text, t.ownBlend[i].p, t.ownBlend[i].cues).sentiment;
    const b = after(r.text, t.ownBlend[i].p, t.ownBlend[i].cues).sentiment;
    if (a !== b) console.log(`  ${a === r.label ? 'LOST' : b === r.label ? 'GAIN' : 'SAME'} own-${r.split} ${r.label}: ${a} -> ${b}: ${r.text}`);
  });
}
