/**
 * Study for sentiment 2026-12-12 (not adopted): a softmax regression over the unit sentence embedding, fitted
 * on the hand-written sets, used only to turn a neutral or negative answer of 2026-12-10 into positive in a
 * statement with no contrast, where its positive probability reaches a bar. Leave-one-set-out: each own set
 * scored by a part fitted on every other own set; `--probes` scores a file of new sentences with a part
 * fitted on every own set.
 *
 *   nice -n 10 node --import tsx bench/study-sentiment-learned-positives.ts [--cache FILE] [--penalty L2]
 *     [--iterations N] [--knn K] [--base-features] [--tables] [--show BAR] [--probes FILE --bar BAR]
 *
 * `--knn K`: instead of the regression, the class shares of the K nearest own sentences of the other sets (cosine).
 * `--base-features`: the one-hot answer of 2026-12-10 appended to the embedding. Findings: docs/models.md, "a learned positive
 * part tried for 2026-12-12 and not adopted".
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { readableOwnSentimentRows } from './eval/own-sets.js';
import { LocalModelProvider } from '../lambdas/models/local/provider.js';
import { UseLiteEncoder } from '../lambdas/models/local/use-encoder.js';

const CLASSES = ['positive', 'negative', 'neutral', 'mixed'] as const;
const arg = (name: string) => { const i = process.argv.indexOf(name); return i > 0 ? process.argv[i + 1] : undefined; };
const BASE_FEATURES = process.argv.includes('--base-features');
const CONTRAST = /\b(but|though|although|however|yet|while|whereas|except|shame|pity|apart from)\b|;/i;

interface Row { text: string; label: string; split: string; x: number[]; base: string }

function fitSoftmax(xs: number[][], ys: number[], penalty: number, iterations = Number(arg('--iterations') ?? 150), rate = 2): number[][] {
  const d = xs[0].length; const w = CLASSES.map(() => new Array(d + 1).fill(0));
  const m = CLASSES.map(() => new Array(d + 1).fill(0));
  for (let it = 0; it < iterations; it++) {
    const g = CLASSES.map(() => new Array(d + 1).fill(0));
    xs.forEach((x, n) => {
      const p = probs(w, x);
      for (let c = 0; c < CLASSES.length; c++) {
        const e = p[c] - (ys[n] === c ? 1 : 0);
        for (let j = 0; j < d; j++) g[c][j] += e * x[j];
        g[c][d] += e;
      }
    });
    for (let c = 0; c < CLASSES.length; c++) {
      for (let j = 0; j <= d; j++) {
        m[c][j] = 0.9 * m[c][j] + g[c][j] / xs.length + (j < d ? penalty * w[c][j] : 0);
        w[c][j] -= rate * m[c][j];
      }
    }
  }
  return w;
}
function probs(w: number[][], x: readonly number[]): number[] {
  const z = w.map((wc) => x.reduce((s, v, j) => s + v * wc[j], wc[x.length]));
  const m = Math.max(...z); const e = z.map((v) => Math.exp(v - m)); const s = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / s);
}

async function rowsOf(items: { text: string; label: string; split: string }[], cache?: string): Promise<Row[]> {
  if (cache && existsSync(cache)) return withBase(JSON.parse(readFileSync(cache, 'utf8')) as Row[]);
  const enc = new UseLiteEncoder(); const model = new LocalModelProvider().sentiment('2026-12-10');
  const texts = items.map((r) => r.text);
  const vs = await enc.embed(texts); const base = await model.classify(texts);
  const rows = items.map((r, i) => {
    const v = Array.from(vs[i]); const n = Math.hypot(...v) || 1;
    const b = base[i];
    return { ...r, x: v.map((a) => a / n), base: b.sentiment };
  });
  if (cache) writeFileSync(cache, JSON.stringify(rows));
  return withBase(rows);
}
/** The rows (the cache holds them embedding-only) with the one-hot answer of 2026-12-10 appended under `--base-features`. */
function withBase(rows: Row[]): Row[] {
  return BASE_FEATURES ? rows.map((r) => ({ ...r, x: [...r.x, ...CLASSES.map((c) => (c === r.base ? 1 : 0))] })) : rows;
}

function decide(r: Row, p: number[], bar: number): string {
  if ((r.base === 'neutral' || r.base === 'negative') && !CONTRAST.test(r.text) && !r.text.trim().endsWith('?') && p[0] >= bar) return 'positive';
  return r.base;
}

function table(rows: Row[], answers: string[], title: string) {
  const splits = [...new Set(rows.map((r) => r.split))];
  console.log(title);
  const line = (name: string, idx: number[]) => {
    const per = CLASSES.map((c) => { const of = idx.filter((i) => rows[i].label === c); return `${of.filter((i) => answers[i] === c).length}/${of.length}`; });
    const ok = idx.filter((i) => answers[i] === rows[i].label).length;
    console.log(`  ${name.padEnd(10)} ${(ok / idx.length).toFixed(3)}  pos ${per[0]} neg ${per[1]} neu ${per[2]} mix ${per[3]}`);
  };
  for (const s of splits) line(s, rows.map((r, i) => (r.split === s ? i : -1)).filter((i) => i >= 0));
  line('all', rows.map((_, i) => i));
}

const own = await rowsOf(readableOwnSentimentRows().map((r) => ({ text: r.text, label: r.label, split: r.split })), arg('--cache'));
const penalty = Number(arg('--penalty') ?? 0.01);
const splits = [...new Set(own.map((r) => r.split))];
const left = new Array<number[]>(own.length);
const knn = Number(arg('--knn') ?? 0);
/** The class shares of the `k` rows of `pool` nearest `x` by cosine (the vectors are unit length). */
function vote(pool: readonly Row[], x: readonly number[], k: number): number[] {
  const d = x.length - (BASE_FEATURES ? CLASSES.length : 0);
  const near = pool.map((r) => { let s = 0; for (let j = 0; j < d; j++) s += r.x[j] * x[j]; return { r, s }; }).sort((a, b) => b.s - a.s).slice(0, k);
  return CLASSES.map((c) => near.filter((n) => n.r.label === c).length / k);
}
for (const s of splits) {
  const train = own.filter((r) => r.split !== s);
  if (knn > 0) { own.forEach((r, i) => { if (r.split === s) left[i] = vote(train, r.x, knn); }); continue; }
  const w = fitSoftmax(train.map((r) => r.x), train.map((r) => CLASSES.indexOf(r.label as typeof CLASSES[number])), penalty);
  own.forEach((r, i) => { if (r.split === s) left[i] = probs(w, r.x); });
}
table(own, own.map((r) => r.base), '2026-12-10');
for (const bar of [0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]) {
  const a = own.map((r, i) => decide(r, left[i], bar));
  const flipped = a.filter((x, i) => x !== own[i].base).length;
  const good = a.filter((x, i) => x !== own[i].base && x === own[i].label).length;
  console.log(`bar ${bar}: flips ${flipped}, right ${good}, wrong ${flipped - good}`);
  if (process.argv.includes('--tables')) table(own, a, `bar ${bar} left out`);
  if (bar === Number(arg('--show') ?? -1)) own.forEach((r, i) => { if (a[i] !== r.base) console.log(`  ${r.split} ${r.label} ${r.base}->${a[i]} ${left[i][0].toFixed(2)} ${r.text}`); });
}
const probeFile = arg('--probes');
if (probeFile) {
  const bar = Number(arg('--bar') ?? 0.7);
  const items = readFileSync(probeFile, 'utf8').split('\n').filter(Boolean).map((l) => ({ ...JSON.parse(l), split: 'probes' }));
  const pr = await rowsOf(items);
  const w = knn > 0 ? [] : fitSoftmax(own.map((r) => r.x), own.map((r) => CLASSES.indexOf(r.label as typeof CLASSES[number])), penalty);
  const ans = pr.map((r) => decide(r, knn > 0 ? vote(own, r.x, knn) : probs(w, r.x), bar));
  table(pr, pr.map((r) => r.base), 'probes 2026-12-10'); table(pr, ans, `probes bar ${bar}`);
  pr.forEach((r, i) => { if (ans[i] !== r.base) console.log(`  ${r.label} ${r.base}->${ans[i]} ${r.text}`); });
}
