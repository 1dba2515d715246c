/**
 * Study for sentiment 2026-12-12 (not adopted; findings: docs/models.md, "minimal pairs tried for 2026-12-12"): a "good
 * outcome" direction in the sentence embedding fitted so that the topic of a sentence cancels out, on hand-written minimal
 * pairs (a good and a bad outcome on one topic in nearly the same words, plus neutral statements on the same topics,
 * test/fixtures/sentiment-minimal-pairs-2026-12-12.txt), used only to turn a neutral answer of 2026-12-10 (with
 * `--negative`, a negative one too) positive in a plain statement (`plainStatement`) where its score reaches a bar.
 *
 *   nice -n 10 node --import tsx bench/study-sentiment-minimal-pairs.ts [--cache FILE] [--fit mean|logistic|centred]
 *     [--topics K] [--penalty L2] [--iterations N] [--polar BAR] [--own] [--negative] [--bars a,b,c] [--show BAR]
 *     [--tables] [--local K] [--check --bar BAR]
 *
 * `--fit mean`: the mean of the pairs' differences (good − bad); `logistic`: a logistic regression without bias on them;
 * `centred`: each sentence less the mean of its subject area, positive against negative and neutral. `--topics K`: the
 * K main directions of the subject areas' centroids projected out of the direction. `--polar BAR`: the mean-difference
 * direction must also read at least BAR. `--local K`: AUCs of the K nearest pairs' own differences instead. `--own`: the centred fit also takes the own sets (each sentence less the mean of
 * its set's subject area), each own set scored by a direction fitted without it. Scores are relative to the fitted
 * neutrals' mean, in units of the spread of the fitted polar sentences. The pairs' subject areas were split by a seeded
 * shuffle before any fit: 26 to fit on (leave-one-area-out figures), 11 (`CHECK_DOMAINS`) never fitted on; those and the
 * 40 plain sentences of test/fixtures/sentiment-check-2026-12-12.jsonl are scored only with `--check`.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { readableOwnSentimentRows } from './eval/own-sets.js';
import { LocalModelProvider } from '../lambdas/models/local/provider.js';
import { UseLiteEncoder } from '../lambdas/models/local/use-encoder.js';
import { sentimentCues } from '../lambdas/models/local/sentiment-cues.js';
import { CUE_RULES_2026_11_30 } from '../lambdas/models/local/sentiment-cue-rules-2026-11-30.js';

const arg = (name: string) => { const i = process.argv.indexOf(name); return i > 0 ? process.argv[i + 1] : undefined; };
const CLASSES = ['positive', 'negative', 'neutral', 'mixed'];
const CHECK_DOMAINS = ['boiler', 'broadband', 'dentist', 'electrician', 'landlord', 'mower', 'parcel', 'phone', 'removals', 'roofer', 'tailor'];

interface Item { text: string; label: string; split: string; domain: string; pair?: number }
interface Row extends Item { x: number[]; base: string }

const pairLines = readFileSync(new URL('../test/fixtures/sentiment-minimal-pairs-2026-12-12.txt', import.meta.url), 'utf8').split('\n').filter(Boolean);
const pairItems: Item[] = [];
let pairNo = 0;
for (const line of pairLines) {
  const [domain, kind, text] = line.split('|');
  if (kind === 'P') pairNo++;
  pairItems.push({ text, domain, split: CHECK_DOMAINS.includes(domain) ? 'pairs-check' : 'pairs-fit', label: kind === 'P' ? 'positive' : kind === 'N' ? 'negative' : 'neutral', pair: kind === '0' ? undefined : pairNo });
}
const checkItems: Item[] = readFileSync(new URL('../test/fixtures/sentiment-check-2026-12-12.jsonl', import.meta.url), 'utf8').split('\n').filter(Boolean)
  .map((l) => ({ ...(JSON.parse(l) as { text: string; label: string }), split: 'check40', domain: 'check40' }));
const ownItems: Item[] = readableOwnSentimentRows().map((r) => ({ text: r.text, label: r.label, split: r.split, domain: r.domain }));

async function rowsOf(items: Item[], cache?: string): Promise<Row[]> {
  if (cache && existsSync(cache)) return JSON.parse(readFileSync(cache, 'utf8')) as Row[];
  const enc = new UseLiteEncoder(); const model = new LocalModelProvider().sentiment('2026-12-10');
  const texts = items.map((r) => r.text);
  const vs = await enc.embed(texts); const base = await model.classify(texts);
  const rows = items.map((r, i) => { const v = Array.from(vs[i]); const n = Math.hypot(...v) || 1; return { ...r, x: v.map((a) => a / n), base: base[i].sentiment }; });
  if (cache) writeFileSync(cache, JSON.stringify(rows));
  return rows;
}

/** Any denial: a denied outcome may be good or bad by what is denied, which a direction of plain outcomes does not read. */
const DENIAL_RE = /\b(?:not|no|never|nothing|nobody|none|neither|nor|without|hardly|barely|cannot|zero)\b|n['’]t\b/iu;
/** A wish, duty, plan or condition: no outcome told. */
const MODAL_RE = /\b(?:must|should|shall|will|would|could|may|might|need(?:s|ed)?\s+to|ha(?:s|ve|d)\s+to|hope|hoping|wish(?:ed|es)?|if|unless|please|want(?:ed)?)\b|['’]ll\b/iu;
/** An explicit contrast or concession ("but", "though", "while", ";"): the sentence may be mixed. */
const CONTRAST_RE = /\b(?:but|though|although|however|yet|while|whilst|whereas|except|despite|shame|pity|apart\s+from|only)\b|;/iu;
/** More than one sentence. */
const SENTENCES_RE = /[.!?]["'”’)]*\s+\S/u;

/**
 * A plain statement that a direction of good outcomes may read: one sentence, no question, no denial, no wish or plan,
 * no contrast, and no listed negative word or bad outcome (the cue lists of 2026-11-30).
 */
function plainStatement(original: string): boolean {
  const text = original.replace(/\s+/gu, ' ').trim();
  if (text.includes('?') || SENTENCES_RE.test(text) || DENIAL_RE.test(text) || MODAL_RE.test(text) || CONTRAST_RE.test(text)) return false;
  const c = sentimentCues(text, CUE_RULES_2026_11_30);
  return !c.request && c.strongestNegative < 0.05 && c.badOutcomes === 0;
}

const dot = (a: readonly number[], b: readonly number[]) => { let s = 0; for (let j = 0; j < a.length; j++) s += a[j] * b[j]; return s; };
const norm = (a: number[]) => { const n = Math.hypot(...a) || 1; return a.map((v) => v / n); };

/** Top `k` principal directions of the rows' vectors after their mean (power iteration with deflation). */
function topDirections(xs: number[][], k: number): number[][] {
  const d = xs[0].length; const mean = new Array(d).fill(0);
  xs.forEach((x) => x.forEach((v, j) => { mean[j] += v / xs.length; }));
  const c = xs.map((x) => x.map((v, j) => v - mean[j]));
  const out: number[][] = [];
  for (let t = 0; t < k; t++) {
    let v = norm(Array.from({ length: d }, (_, j) => Math.sin(j * 7.13 + t * 3.1)));
    for (let it = 0; it < 60; it++) {
      const next = new Array(d).fill(0);
      for (const r of c) { const s = dot(r, v); for (let j = 0; j < d; j++) next[j] += s * r[j]; }
      for (const u of out) { const s = dot(next, u); for (let j = 0; j < d; j++) next[j] -= s * u[j]; }
      v = norm(next);
    }
    out.push(v);
  }
  return out;
}
const project = (w: number[], dirs: number[][]) => { const r = [...w]; for (const u of dirs) { const s = dot(r, u); for (let j = 0; j < r.length; j++) r[j] -= s * u[j]; } return r; };

/** The good and bad sentence of each pair among the rows. */
function pairsOf(rows: readonly Row[]): { p: number[]; n: number[] }[] {
  const byPair = new Map<number, { p?: number[]; n?: number[] }>();
  for (const r of rows) if (r.pair !== undefined) { const e = byPair.get(r.pair) ?? {}; if (r.label === 'positive') e.p = r.x; else e.n = r.x; byPair.set(r.pair, e); }
  return [...byPair.values()].filter((e) => e.p && e.n) as { p: number[]; n: number[] }[];
}
/** The mean vector of each subject area (`domain`) among the rows. */
function areaMeans(rows: readonly Row[]): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const a of new Set(rows.map((r) => r.domain))) { const of = rows.filter((r) => r.domain === a); out.set(a, of[0].x.map((_, j) => of.reduce((s, r) => s + r.x[j], 0) / of.length)); }
  return out;
}

/** The direction (`--fit`): the pairs' mean difference, a logistic regression (no bias) on the differences, or the centred fit; the topic directions projected out. */
function fitDirection(rows: Row[], fit: string, topics: number, penalty: number): number[] {
  const diffs = pairsOf(rows).map((e) => e.p.map((v, j) => v - e.n[j]));
  const d = diffs[0].length;
  let w = new Array(d).fill(0);
  if (fit === 'centred') {
    // Each sentence less the mean of its subject area (pairs and neutrals): positive against negative and neutral.
    const areas = areaMeans(rows);
    const xs = rows.map((r) => r.x.map((v, j) => v - areas.get(r.domain)![j])); const ys = rows.map((r) => (r.label === 'positive' ? 1 : 0));
    const m = new Array(d).fill(0);
    for (let it = 0; it < Number(arg('--iterations') ?? 300); it++) {
      const g = new Array(d).fill(0);
      xs.forEach((x, n) => { const e = 1 / (1 + Math.exp(-dot(w, x))) - ys[n]; for (let j = 0; j < d; j++) g[j] += (e * x[j]) / xs.length; });
      for (let j = 0; j < d; j++) { m[j] = 0.9 * m[j] + g[j] + penalty * w[j]; w[j] -= 0.5 * m[j]; }
    }
  } else if (fit === 'mean') diffs.forEach((x) => x.forEach((v, j) => { w[j] += v / diffs.length; }));
  else {
    const m = new Array(d).fill(0);
    for (let it = 0; it < 300; it++) {
      const g = new Array(d).fill(0);
      // (d, 1) and (−d, 0) without a bias are the same example twice.
      for (const x of diffs) {
        const e = 1 / (1 + Math.exp(-dot(w, x))) - 1;
        for (let j = 0; j < d; j++) g[j] += (e * x[j]) / diffs.length;
      }
      for (let j = 0; j < d; j++) { m[j] = 0.9 * m[j] + g[j] + penalty * w[j]; w[j] -= 0.5 * m[j]; }
    }
  }
  if (topics > 0) {
    // Topic directions: the spread of the subject areas' centroids (every sentence of an area, pairs and neutrals).
    const centroids = [...areaMeans(rows).values()];
    w = project(w, topDirections(centroids, Math.min(topics, centroids.length - 1)));
  }
  return norm(w);
}

const all = await rowsOf([...pairItems, ...checkItems, ...ownItems], arg('--cache'));
const fitRows = all.filter((r) => r.split === 'pairs-fit');
const fit = arg('--fit') ?? 'mean'; const topics = Number(arg('--topics') ?? 0); const penalty = Number(arg('--penalty') ?? 0.01);
const allowNegative = process.argv.includes('--negative');
const showCheck = process.argv.includes('--check');

/** Scores relative to the fitted neutrals' mean score, in units of the spread of the fitted pair scores. */
function scorer(rows: Row[], how = fit): (x: number[]) => number {
  const w = fitDirection(rows, how, topics, penalty);
  const neutral = rows.filter((r) => r.label === 'neutral').map((r) => dot(w, r.x));
  const mid = neutral.reduce((a, b) => a + b, 0) / neutral.length;
  const polar = rows.filter((r) => r.label !== 'neutral').map((r) => dot(w, r.x) - mid);
  const sd = Math.sqrt(polar.reduce((a, b) => a + b * b, 0) / polar.length);
  return (x) => (dot(w, x) - mid) / sd;
}
const mean = (v: number[]) => (v.reduce((a, b) => a + b, 0) / v.length).toFixed(2);
const auc = (pos: number[], neg: number[]) => { let s = 0; for (const a of pos) for (const b of neg) s += a > b ? 1 : a === b ? 0.5 : 0; return s / (pos.length * neg.length); };

// Leave one fitted area out.
const areas = [...new Set(fitRows.map((r) => r.domain))];
const lodo = new Map<Row, number>();
const polarBar = Number(arg('--polar') ?? -99);
/** With `--polar BAR`, the mean-difference direction of the pairs must also read at least BAR (good, not bad). */
const lodoPolar = new Map<Row, number>();
for (const a of areas) {
  const rest = fitRows.filter((r) => r.domain !== a); const sc = scorer(rest); const pc = scorer(rest, 'mean');
  for (const r of fitRows) if (r.domain === a) { lodo.set(r, sc(r.x)); lodoPolar.set(r, pc(r.x)); }
}
function pairReport(rows: Row[], score: (r: Row) => number, title: string) {
  const pairs = new Map<number, { p?: number; n?: number }>();
  rows.forEach((r) => { if (r.pair !== undefined) { const e = pairs.get(r.pair) ?? {}; if (r.label === 'positive') e.p = score(r); else e.n = score(r); pairs.set(r.pair, e); } });
  const ordered = [...pairs.values()].filter((e) => e.p! > e.n!).length;
  const s = (l: string) => rows.filter((r) => r.label === l).map(score);
  console.log(`${title}: pairs ordered ${ordered}/${pairs.size}, AUC pos-vs-neg ${auc(s('positive'), s('negative')).toFixed(3)}, pos-vs-neutral ${auc(s('positive'), s('neutral')).toFixed(3)}; mean pos ${mean(s('positive'))} neu ${mean(s('neutral'))} neg ${mean(s('negative'))}`);
}
pairReport(fitRows, (r) => lodo.get(r)!, `pairs left area out (${fit}, topics ${topics})`);

const score = scorer(fitRows); const polar = scorer(fitRows, 'mean');
const decide = (r: Row, bar: number, sc = score(r.x)) => ((r.base === 'neutral' || (allowNegative && r.base === 'negative')) && plainStatement(r.text) && sc >= bar && polar(r.x) >= polarBar ? 'positive' : r.base);
function table(rows: Row[], answers: string[], splits: string[]) {
  for (const s of [...splits, 'all']) {
    const idx = rows.map((r, i) => ((s === 'all' || r.split === s) ? i : -1)).filter((i) => i >= 0);
    const per = CLASSES.map((c) => { const of = idx.filter((i) => rows[i].label === c); return `${of.filter((i) => answers[i] === c).length}/${of.length}`; });
    console.log(`  ${s.padEnd(10)} ${(idx.filter((i) => answers[i] === rows[i].label).length / idx.length).toFixed(3)}  pos ${per[0]} neg ${per[1]} neu ${per[2]} mix ${per[3]}`);
  }
}
const own = all.filter((r) => !r.split.startsWith('pairs') && r.split !== 'check40');
const ownSplits = [...new Set(own.map((r) => r.split))];
const lodoAnswers = (bar: number) => fitRows.map((r) => ((r.base === 'neutral' || (allowNegative && r.base === 'negative')) && plainStatement(r.text) && lodo.get(r)! >= bar && lodoPolar.get(r)! >= polarBar ? 'positive' : r.base));
{
  const cand = own.filter((r) => r.base === 'neutral' && plainStatement(r.text));
  const c = (l: string) => cand.filter((r) => r.label === l).map((r) => score(r.x));
  const negc = own.filter((r) => r.base === 'negative' && plainStatement(r.text));
  const nc = (l: string) => negc.filter((r) => r.label === l).map((r) => polar(r.x));
  console.log(`own plain statements answered negative: ${negc.length}, positive ${nc('positive').length}, negative ${nc('negative').length}; polar AUC positive vs negative ${auc(nc('positive'), nc('negative')).toFixed(3)}`);
  console.log(`own candidates (neutral, plain): ${cand.length}; positive ${c('positive').length}; AUC positive vs neutral ${auc(c('positive'), c('neutral')).toFixed(3)}, vs all others ${auc(c('positive'), [...c('neutral'), ...c('negative'), ...c('mixed')]).toFixed(3)}`);
}
// With `--own`: the centred fit also takes the other own sets (each sentence less the mean of its set's subject area), each own set scored left out.
const withOwn = process.argv.includes('--own');
const ownLeft = new Map<Row, number>();
const grouped = own.map((r) => ({ ...r, domain: `${r.split}/${r.domain}`, pair: undefined }));
if (withOwn) {
  for (const s of ownSplits) {
    const sc = scorer([...fitRows, ...grouped.filter((r) => r.split !== s)]);
    own.forEach((r) => { if (r.split === s) ownLeft.set(r, sc(r.x)); });
  }
}
const fullScore = withOwn ? scorer([...fitRows, ...grouped]) : score;
const ownScore = (r: Row) => (withOwn ? ownLeft.get(r)! : score(r.x));
if (withOwn) {
  const cand = own.filter((r) => r.base === 'neutral' && plainStatement(r.text));
  const c = (l: string) => cand.filter((r) => r.label === l).map(ownScore);
  console.log(`own candidates left out: AUC positive vs neutral ${auc(c('positive'), c('neutral')).toFixed(3)}, vs all others ${auc(c('positive'), [...c('neutral'), ...c('negative'), ...c('mixed')]).toFixed(3)}`);
}
// With `--local K`: the K fitted pairs nearest a sentence (by its cosine to the pair's midpoint) each say how much nearer it is to their good than to their bad sentence.
const local = Number(arg('--local') ?? 0);
if (local > 0) {
  const pairs = pairsOf(fitRows).map((e) => ({ mid: e.p.map((v, j) => (v + e.n[j]) / 2), diff: norm(e.p.map((v, j) => v - e.n[j])) }));
  const localScore = (x: number[]) => pairs.map((q) => ({ q, s: dot(q.mid, x) })).sort((a, b) => b.s - a.s).slice(0, local).reduce((t, { q }) => t + dot(q.diff, x) - dot(q.diff, q.mid), 0) / local;
  for (const base of ['neutral', 'negative']) {
    const cand = own.filter((r) => r.base === base && plainStatement(r.text));
    const c = (l: string) => cand.filter((r) => r.label === l).map((r) => localScore(r.x));
    console.log(`local ${local}, own plain answered ${base}: AUC positive vs rest ${auc(c('positive'), [...c('neutral'), ...c('negative'), ...c('mixed')]).toFixed(3)}, vs negative ${auc(c('positive'), c('negative')).toFixed(3)}`);
  }
}
const bars = (arg('--bars') ?? '0.5,0.75,1,1.25,1.5,2').split(',').map(Number);
console.log('2026-12-10 on own sets'); if (process.argv.includes('--tables')) table(own, own.map((r) => r.base), ownSplits);
for (const bar of bars) {
  const a = own.map((r) => decide(r, bar, ownScore(r)));
  const flips = a.filter((x, i) => x !== own[i].base).length; const right = a.filter((x, i) => x !== own[i].base && x === own[i].label).length;
  const broke = a.filter((x, i) => x !== own[i].base && own[i].base === own[i].label).length;
  const la = lodoAnswers(bar); const lf = la.filter((x, i) => x !== fitRows[i].base); const lr = la.filter((x, i) => x !== fitRows[i].base && x === fitRows[i].label).length;
  console.log(`bar ${bar}: own flips ${flips}, right ${right}, broke ${broke}, other ${flips - right - broke}; pairs left out flips ${lf.length} right ${lr}`);
  if (process.argv.includes('--tables')) table(own, a, ownSplits);
  if (bar === Number(arg('--show') ?? -99)) {
    own.forEach((r, i) => { if (a[i] !== r.base) console.log(`  ${a[i] === r.label ? '+' : '-'} ${r.split} [${r.label}] ${r.base} ${ownScore(r).toFixed(2)} ${polar(r.x).toFixed(2)} ${r.text}`); });
    fitRows.forEach((r, i) => { if (la[i] !== r.base) console.log(`  pairs ${la[i] === r.label ? '+' : '-'} [${r.label}] ${r.base} ${lodo.get(r)!.toFixed(2)} ${r.text}`); });
  }
}
if (showCheck) {
  const bar = Number(arg('--bar') ?? 1);
  const chk = all.filter((r) => r.split === 'pairs-check' || r.split === 'check40');
  pairReport(chk.filter((r) => r.split === 'pairs-check'), (r) => fullScore(r.x), 'check areas of the pairs');
  const a = chk.map((r) => decide(r, bar, fullScore(r.x)));
  console.log('check 2026-12-10'); table(chk, chk.map((r) => r.base), ['pairs-check', 'check40']);
  console.log(`check bar ${bar}`); table(chk, a, ['pairs-check', 'check40']);
  chk.forEach((r, i) => { if (a[i] !== r.base) console.log(`  ${a[i] === r.label ? '+' : '-'} ${r.split} [${r.label}] ${r.base} ${fullScore(r.x).toFixed(2)} ${r.text}`); });
}
