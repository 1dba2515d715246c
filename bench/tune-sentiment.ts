/**
 * Throwaway tuning/measurement for the lexicon sentiment model on the shared development data.
 * Run: node --import tsx bench/tune-sentiment.ts [--grid]
 * Reads ../shared/data (never copied into the repository).
 */
import { readFileSync } from 'node:fs';
import { SentimentIntensityAnalyzer } from 'vader-sentiment';
import {
  classProbabilities, LexiconSentimentModel, SENTIMENT_CONSTANTS, sentimentEvidence,
  type SentimentConstants, type SentimentEvidence,
} from '../lambdas/models/local/sentiment-lexicon.js';

const DATA = new URL('../../shared/data/sentiment/', import.meta.url);
const CLASSES = ['positive', 'negative', 'neutral', 'mixed'] as const;

interface Row { text: string; label: string; rating_std?: number; ratings?: number[]; label_3class?: string }

function load(name: string): Row[] {
  return readFileSync(new URL(name, DATA), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Row);
}

function scores(gold: string[], pred: string[]): { acc: number; macroF1: number; perClass: Record<string, number> } {
  const present = [...new Set(gold)];
  const perClass: Record<string, number> = {};
  for (const c of present) {
    let tp = 0, fp = 0, fn = 0;
    gold.forEach((g, i) => {
      if (pred[i] === c && g === c) tp++;
      else if (pred[i] === c) fp++;
      else if (g === c) fn++;
    });
    perClass[c] = tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
  }
  const acc = gold.filter((g, i) => g === pred[i]).length / gold.length;
  const macroF1 = present.reduce((a, c) => a + perClass[c], 0) / present.length;
  return { acc, macroF1, perClass };
}

function spearman(a: number[], b: number[]): number {
  const rank = (v: number[]) => {
    const idx = v.map((x, i) => [x, i] as const).sort((p, q) => p[0] - q[0]);
    const r = new Array<number>(v.length);
    for (let i = 0; i < idx.length; ) {
      let j = i;
      while (j + 1 < idx.length && idx[j + 1][0] === idx[i][0]) j++;
      for (let k = i; k <= j; k++) r[idx[k][1]] = (i + j) / 2;
      i = j + 1;
    }
    return r;
  };
  const ra = rank(a), rb = rank(b);
  const mean = (x: number[]) => x.reduce((s, y) => s + y, 0) / x.length;
  const ma = mean(ra), mb = mean(rb);
  let num = 0, da = 0, db = 0;
  for (let i = 0; i < ra.length; i++) {
    num += (ra[i] - ma) * (rb[i] - mb);
    da += (ra[i] - ma) ** 2;
    db += (rb[i] - mb) ** 2;
  }
  return num / Math.sqrt(da * db);
}

function predict(e: SentimentEvidence, k: SentimentConstants): string {
  const p = classProbabilities(e, k);
  let best = 0;
  for (let c = 1; c < 4; c++) if (p[c] > p[best]) best = c;
  return CLASSES[best];
}

const reviews = load('reviews-4class.dev.jsonl');
const uci = load('uci-sentences.dev.jsonl');
const amazon = load('amazon-rated.dev.jsonl');

if (process.argv.includes('--grid')) {
  const evR = reviews.map((r) => sentimentEvidence(r.text));
  const evU = uci.map((r) => sentimentEvidence(r.text));
  const results: Array<[number, SentimentConstants]> = [];
  for (const polarGain of [4, 6, 8, 12]) for (const crossPenalty of [2, 4, 8]) for (const polarBias of [0.25, 0.5, 1])
    for (const mixedGain of [10, 20, 30]) for (const mixedBias of [1.5, 2.5, 3.5, 5]) for (const contrastGain of [0, 1, 2, 3]) {
      const k = { ...SENTIMENT_CONSTANTS, polarGain, crossPenalty, polarBias, mixedGain, mixedBias, contrastGain };
      const fR = scores(reviews.map((r) => r.label), evR.map((e) => predict(e, k))).macroF1;
      const fU = scores(uci.map((r) => r.label), evU.map((e) => predict(e, k))).macroF1;
      results.push([(fR + fU) / 2, k]);
    }
  results.sort((a, b) => b[0] - a[0]);
  for (const [f, k] of results.slice(0, 15)) console.log(f.toFixed(4), JSON.stringify(k));
}

const model = new LexiconSentimentModel();
for (const [name, rows, key] of [['reviews-4class', reviews, 'label'], ['uci-sentences', uci, 'label'], ['amazon-rated (3-class)', amazon, 'label_3class']] as const) {
  const out = await model.classify(rows.map((r) => r.text));
  const gold = rows.map((r) => (key === 'label' ? r.label : r.label_3class!) as string);
  const s = scores(gold, out.map((o) => o.sentiment));
  // Reference: plain whole-text VADER with its usual ±0.05 compound cut-offs (never says mixed).
  const vader = rows.map((r) => {
    const c = SentimentIntensityAnalyzer.polarity_scores(r.text).compound;
    return c >= 0.05 ? 'positive' : c <= -0.05 ? 'negative' : 'neutral';
  });
  const v = scores(gold, vader);
  console.log(`${name} plain VADER: acc=${v.acc.toFixed(4)} macroF1=${v.macroF1.toFixed(4)}`);
  const perClass = Object.entries(s.perClass).map(([c, f]) => `${c}=${f.toFixed(3)}`).join(' ');
  console.log(`${name}: n=${rows.length} acc=${s.acc.toFixed(4)} macroF1=${s.macroF1.toFixed(4)} (${perClass})`);
  if (key === 'label_3class') {
    const rho = spearman(out.map((o) => o.confidence), rows.map((r) => r.rating_std!));
    // Share of raters on the majority side (negative / zero / positive): agreement on polarity.
    const agreement = rows.map((r) => {
      const counts = [0, 0, 0];
      for (const x of r.ratings!) counts[Math.sign(x) + 1]++;
      return Math.max(...counts) / r.ratings!.length;
    });
    const rhoAgree = spearman(out.map((o) => o.confidence), agreement);
    console.log(`  spearman(confidence, rater std) = ${rho.toFixed(4)} (negative is good); spearman(confidence, polarity agreement) = ${rhoAgree.toFixed(4)} (positive is good)`);
  }
}
