/**
 * Sentiment, a reading of negated sentences tried for 2026-12-12 and not adopted (docs/models.md): for every own sentence
 * that 2026-12-10 answers negative or neutral and that has one negator (sentiment-negation-counterpart.ts), how well three
 * signals tell a denied trouble (gold positive) from the rest, all figures left out where anything is fitted:
 * 1. the affirmative counterpart read by the blend (its negative probability; nothing fitted);
 * 2. the denied words alone ("shouts at us", "a scuff", "go off") read by the blend (nothing fitted);
 * 3. a two-class softmax regression on the sentence encoding of the denied words, fitted leaving one own set out at a time.
 * Then what 3 would flip at each bar (gold positive right, anything else wrong), on the 68 sentences of
 * sentiment-outcomes-2026-12-11-regressions.jsonl (fitted on every own set) and on an optional check file.
 *
 *   nice -n 10 node --import tsx bench/study-sentiment-negation-part.ts [--l2 0.03] [--check FILE.jsonl]
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LocalModelProvider } from '../lambdas/models/local/provider.js';
import { UseLiteEncoder } from '../lambdas/models/local/use-encoder.js';
import { BlendedSentimentModel } from '../lambdas/models/local/sentiment-blend-model.js';
import { trainSoftmax } from '../lambdas/models/local/softmax-training.js';
import { softmaxProbabilities } from '../lambdas/models/local/softmax-regression.js';
import { negatedClause, type NegatedClause } from './sentiment-negation-counterpart.js';
import { readableOwnSentimentRows } from './eval/own-sets.js';

interface Row { text: string; label: string; split: string }
interface Case extends Row { base: string; conf: number; n: NegatedClause; q: readonly number[]; s: readonly number[]; e: number[] }
const arg = (name: string): string | undefined => { const i = process.argv.indexOf(name); return i >= 0 ? process.argv[i + 1] : undefined; };
const l2 = Number(arg('--l2') ?? 0.03);
const readRows = (file: string, split: string): Row[] => readFileSync(file, 'utf8').split('\n').filter((l) => l.trim() !== '').map((l) => ({ split, ...JSON.parse(l) }) as Row);
const REGRESSIONS = fileURLToPath(new URL('../test/fixtures/quality/sentiment-outcomes-2026-12-11-regressions.jsonl', import.meta.url));

const encoder = new UseLiteEncoder();
const provider = new LocalModelProvider();
/** The candidates of a set of rows: one negator, not blocked ("still", "yet", "not even"), no imperative, no question, answered negative or neutral by 2026-12-10. */
async function cases(rows: readonly Row[]): Promise<Case[]> {
  const base = await provider.sentiment('2026-12-10').classify(rows.map((r) => r.text));
  const read = new Map<string, { q?: readonly number[]; s?: readonly number[] }>();
  const probe = new BlendedSentimentModel<NegatedClause | undefined>(encoder, {
    find: (t) => { const n = negatedClause(t); return { found: n, pieces: n ? [n.counterpart, n.scope] : [] }; },
    decide: (t, _p, _c, judged, n) => { read.set(t, { q: n ? judged.get(n.counterpart) : undefined, s: n ? judged.get(n.scope) : undefined }); return { sentiment: 'neutral', confidence: 0 }; },
  });
  await probe.classify(rows.map((r) => r.text));
  const out: Array<Omit<Case, 'e'>> = [];
  rows.forEach((r, i) => {
    const n = negatedClause(r.text);
    const x = read.get(r.text);
    if (!n || !x?.q || !x.s || n.blocked || n.imperative || n.scope === '' || r.text.includes('?') || (base[i].sentiment !== 'negative' && base[i].sentiment !== 'neutral')) return;
    out.push({ ...r, base: base[i].sentiment, conf: base[i].confidence, n, q: x.q, s: x.s });
  });
  const e = await encoder.embed(out.map((c) => c.n.scope));
  return out.map((c, k) => ({ ...c, e: Array.from(e[k]) }));
}
/** Area under the ROC curve, ties counted half. */
function auc(score: readonly number[], gold: readonly boolean[]): number {
  let num = 0;
  let pairs = 0;
  score.forEach((a, i) => { if (!gold[i]) return; score.forEach((b, j) => { if (gold[j]) return; pairs++; num += a > b ? 1 : a === b ? 0.5 : 0; }); });
  return num / pairs;
}
const fit = (train: readonly Case[]) => trainSoftmax(
  { rows: train.map((c) => c.e), labels: train.map((c) => (c.label === 'positive' ? 1 : 0)), weights: train.map(() => 1) },
  { classes: ['other', 'denied trouble'], features: train[0].e.map((_, k) => `scope_${k}`), l2, iterations: 300, learningRate: 0.05 },
);

const own = await cases(readableOwnSentimentRows());
const gold = own.map((c) => c.label === 'positive');
console.log(`candidates ${own.length}, gold positive ${gold.filter(Boolean).length}`);
console.log(`1. counterpart negative probability: AUC ${auc(own.map((c) => c.q[1]), gold).toFixed(3)}`);
console.log(`2. denied words alone, negative probability: AUC ${auc(own.map((c) => c.s[1]), gold).toFixed(3)}`);
const left = new Array<number>(own.length).fill(0);
for (const split of new Set(own.map((c) => c.split))) {
  const p = fit(own.filter((c) => c.split !== split));
  own.forEach((c, i) => { if (c.split === split) left[i] = softmaxProbabilities(p, c.e)[1]; });
}
console.log(`3. scope encoding, left one set out (l2 ${l2}): AUC ${auc(left, gold).toFixed(3)}`);
const BARS = [0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];
for (const bar of BARS) {
  const flipped = own.filter((_, i) => left[i] >= bar);
  const perSet = [...new Set(flipped.map((c) => c.split))].map((s) => `${s} +${flipped.filter((c) => c.split === s && c.label === 'positive').length}/-${flipped.filter((c) => c.split === s && c.label !== 'positive').length}`);
  console.log(`   bar ${bar}: ${flipped.filter((c) => c.label === 'positive').length} right, ${flipped.filter((c) => c.label !== 'positive').length} wrong, ${flipped.filter((c) => c.label === c.base).length} of them right before (${perSet.join(', ')})`);
  if (process.argv.includes('--list') && bar === 0.5) for (const c of flipped) console.log(`      [${c.label}] ${c.base} ${c.conf.toFixed(2)} ${c.text} || ${c.n.scope}`);
}
const all = fit(own);
for (const [name, file] of [['regressions', REGRESSIONS], ['check', arg('--check')]] as const) {
  if (!file) continue;
  const got = await cases(readRows(file, name));
  console.log(`${name}: ${got.length} candidates`);
  for (const c of got.map((c) => ({ c, p: softmaxProbabilities(all, c.e)[1] })).sort((a, b) => b.p - a.p)) if (c.p >= 0.3) console.log(`   ${c.p.toFixed(2)} [${c.c.label}] ${c.c.text} || ${c.c.n.scope}`);
}
