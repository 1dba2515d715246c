/**
 * Study for sentiment 2026-12-12 (not adopted; findings: docs/models.md, "a lexical gate on negative answers tried for 2026-12-12"): where 2026-12-10 answers negative in a
 * sentence with no negative evidence at all (`negativeEvidence` of bench/sentiment-negative-gate.ts), how
 * the gold labels fall, and what answering positive (the blend's positive probability the runner-up, or a good-outcome cue)
 * or neutral there would do, per set and class: the readable own sets (each its own gold), the hand-written probes
 * (test/fixtures/sentiment-gate-probes-2026-12-12.jsonl, `tune` and `check` parts), the 40 sentences of
 * test/fixtures/sentiment-check-2026-12-12.jsonl, the minimal pairs of test/fixtures/sentiment-minimal-pairs-2026-12-12.txt and the held-out fifth of the development sets (salted split of
 * bench/sentiment-cue-training.ts) with amazon-rated.
 *
 *   nice -n 10 node --import tsx bench/study-sentiment-negative-gate.ts [--data DIR] [--cache FILE] [--show SETS] [--rule R] [--reasons SET]
 *
 * `--rule`: `neutral` (every gated answer neutral), `runner` (positive where positive is the blend's runner-up, else
 * neutral), `cue` (positive where a good-outcome cue is present, else neutral), `runner-or-cue`, `runner-keep` (positive
 * where positive is the runner-up, else negative as before). `--show`: comma list of set prefixes whose gated sentences are
 * printed (`own`, `probe`, `check40`, `pairs`, `dev`); `--reasons SET`: the sentences of sets with that prefix answered
 * negative that the gate stops, with the first reason.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { readableOwnSentimentRows } from './eval/own-sets.js';
import { dataDirectory, readRows, stratify, scoreLabels } from './sentiment-training.js';
import { CUE_SPLIT_SEED } from './sentiment-cue-training.js';
import { UseLiteEncoder } from '../lambdas/models/local/use-encoder.js';
import { BlendedSentimentModel } from '../lambdas/models/local/sentiment-blend-model.js';
import { decide20261210, find20261210 } from '../lambdas/models/local/sentiment-decision-2026-12-10.js';
import { DECISION_SETTINGS_2026_12_05 } from '../lambdas/models/local/sentiment-decision-2026-12-05.js';
import { negativeEvidence } from './sentiment-negative-gate.js';

const arg = (name: string) => { const i = process.argv.indexOf(name); return i > 0 ? process.argv[i + 1] : undefined; };
const CLASSES = ['positive', 'negative', 'neutral', 'mixed'];
/** The subject areas the minimal-pairs study never fitted on (`CHECK_DOMAINS` of bench/study-sentiment-minimal-pairs.ts). */
const PAIR_CHECK_DOMAINS = ['boiler', 'broadband', 'dentist', 'electrician', 'landlord', 'mower', 'parcel', 'phone', 'removals', 'roofer', 'tailor'];

interface Item { text: string; label: string; set: string }
interface Row extends Item { base: string; p: number[]; reason?: string; good: boolean }

function items(): Item[] {
  const out: Item[] = readableOwnSentimentRows().map((r) => ({ text: r.text, label: r.label, set: `own-${r.split}` }));
  const jsonl = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { text: string; label: string; part?: string });
  for (const r of jsonl('../test/fixtures/sentiment-gate-probes-2026-12-12.jsonl')) out.push({ text: r.text, label: r.label, set: `probe-${r.part}` });
  for (const r of jsonl('../test/fixtures/sentiment-check-2026-12-12.jsonl')) out.push({ text: r.text, label: r.label, set: 'check40' });
  for (const line of readFileSync(new URL('../test/fixtures/sentiment-minimal-pairs-2026-12-12.txt', import.meta.url), 'utf8').split('\n').filter(Boolean)) {
    const [domain, kind, text] = line.split('|');
    out.push({ text, label: kind === 'P' ? 'positive' : kind === 'N' ? 'negative' : 'neutral', set: PAIR_CHECK_DOMAINS.includes(domain) ? 'pairs-check' : 'pairs-fit' });
  }
  const dir = dataDirectory(process.argv);
  for (const set of ['tweeteval', 'sst3', 'reviews-4class', 'uci-sentences']) {
    const rows = readRows(dir, set).filter((r) => r.text.trim().length > 0);
    for (const r of stratify(rows.map((x, i) => ({ set, id: x.id ?? `${set}-${i}`, text: x.text, label: x.label! })), CUE_SPLIT_SEED)) if (r.validation) out.push({ text: r.text, label: r.label, set: `dev-${set}` });
  }
  for (const r of readRows(dir, 'amazon-rated').filter((x) => x.text.trim().length > 0)) out.push({ text: r.text, label: r.label_3class!, set: 'dev-amazon-rated' });
  return out;
}

async function rowsOf(list: Item[], cache?: string): Promise<Row[]> {
  if (cache && existsSync(cache)) return JSON.parse(readFileSync(cache, 'utf8')) as Row[];
  const seen = new Map<string, { p: number[]; reason?: string; good: boolean }>();
  const model = new BlendedSentimentModel(new UseLiteEncoder(), {
    find: find20261210,
    decide: (t, p, c, judged, found) => { seen.set(t, { p: [...p], reason: negativeEvidence(t, c), good: c.goodOutcomes > 0 || c.strongestPositive >= 0.05 }); return decide20261210(t, p, c, judged, DECISION_SETTINGS_2026_12_05, found); },
  });
  const out: Row[] = [];
  for (let k = 0; k < list.length; k += 256) {
    const chunk = list.slice(k, k + 256);
    const res = await model.classify(chunk.map((r) => r.text));
    chunk.forEach((r, i) => out.push({ ...r, base: res[i].sentiment, ...seen.get(r.text)! }));
  }
  if (cache) writeFileSync(cache, JSON.stringify(out));
  return out;
}

const runnerUp = (p: readonly number[]) => p[0] >= p[2] && p[0] >= p[3];
function answer(r: Row, rule: string): string {
  if (r.base !== 'negative' || r.reason !== undefined) return r.base;
  if (rule === 'neutral') return 'neutral';
  if (rule === 'runner') return runnerUp(r.p) ? 'positive' : 'neutral';
  if (rule === 'cue') return r.good ? 'positive' : 'neutral';
  if (rule === 'runner-or-cue') return runnerUp(r.p) || r.good ? 'positive' : 'neutral';
  if (rule === 'runner-keep') return runnerUp(r.p) ? 'positive' : 'negative';
  return r.base;
}

const rows = await rowsOf(items(), arg('--cache'));
const rule = arg('--rule') ?? 'runner';
const show = (arg('--show') ?? '').split(',').filter(Boolean);
const sets = [...new Set(rows.map((r) => r.set))];
const count = (rs: Row[], f: (r: Row) => string) => CLASSES.map((c) => `${c.slice(0, 3)} ${rs.filter((r) => f(r) === c).length}`).join(', ');
const groups: Record<string, (s: string) => boolean> = { 'own (all)': (s) => s.startsWith('own-'), 'probe-tune': (s) => s === 'probe-tune', 'probe-check': (s) => s === 'probe-check', check40: (s) => s === 'check40', 'pairs-fit': (s) => s === 'pairs-fit', 'pairs-check': (s) => s === 'pairs-check' };
for (const s of sets.filter((x) => x.startsWith('dev-'))) groups[s] = (x) => x === s;
console.log(`rule ${rule}`);
for (const [name, f] of Object.entries(groups)) {
  const rs = rows.filter((r) => f(r.set));
  const negs = rs.filter((r) => r.base === 'negative');
  const gated = negs.filter((r) => r.reason === undefined);
  const before = scoreLabels(rs.map((r) => r.label), rs.map((r) => r.base));
  const after = scoreLabels(rs.map((r) => r.label), rs.map((r) => answer(r, rule)));
  const per = (sc: typeof before) => Object.entries(sc.perClass).map(([c, v]) => `${c.slice(0, 3)} ${v.toFixed(3)}`).join(' ');
  console.log(`${name}: n ${rs.length}, answered negative ${negs.length}, gated ${gated.length} (gold ${count(gated, (r) => r.label)}); runner-up positive among gated: ${gated.filter((r) => runnerUp(r.p)).length} (gold pos ${gated.filter((r) => runnerUp(r.p) && r.label === 'positive').length}), good cue ${gated.filter((r) => r.good).length}`);
  console.log(`  before acc ${before.accuracy.toFixed(4)} macroF1 ${before.macroF1.toFixed(4)} [${per(before)}]`);
  console.log(`  after  acc ${after.accuracy.toFixed(4)} macroF1 ${after.macroF1.toFixed(4)} [${per(after)}]; changed ${rs.filter((r) => answer(r, rule) !== r.base).length}, right ${rs.filter((r) => answer(r, rule) !== r.base && answer(r, rule) === r.label).length}, broken ${rs.filter((r) => answer(r, rule) !== r.base && r.base === r.label).length}`);
  if (name.startsWith('dev-uci')) console.log(`  uci neutral/mixed share before ${(rs.filter((r) => r.base === 'neutral' || r.base === 'mixed').length / rs.length).toFixed(4)} after ${(rs.filter((r) => ['neutral', 'mixed'].includes(answer(r, rule))).length / rs.length).toFixed(4)}`);
}
const reasons = new Map<string, number>();
for (const r of rows.filter((x) => x.set.startsWith('own-') && x.base === 'negative')) { const k = (r.reason ?? 'none').split(':')[0]; reasons.set(k, (reasons.get(k) ?? 0) + 1); }
console.log(`own answered negative, first reason: ${[...reasons].map(([k, v]) => `${k} ${v}`).join(', ')}`);
for (const r of rows.filter((x) => show.some((s) => x.set.startsWith(s)) && x.base === 'negative' && x.reason === undefined)) {
  console.log(`${r.set}\t${r.label}\t→${answer(r, rule)}\tp=${r.p.map((v) => v.toFixed(2)).join('/')}${r.good ? ' good' : ''}\t${r.text}`);
}
if (arg('--reasons')) for (const r of rows.filter((x) => x.set.startsWith(arg('--reasons')!) && x.base === 'negative' && x.reason !== undefined)) console.log(`${r.set}\t${r.label}\t${r.reason}\t${r.text}`);
