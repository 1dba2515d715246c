/**
 * Throwaway benchmark for the local themes model: samples of ≤ 500 texts from the labelled
 * development data in ../shared/data/themes, scored by adjusted Rand index (ARI) and V-measure
 * against the gold labels, next to k-means (k-means++, best of 8) given the gold k on the same
 * embeddings. Embeddings are cached in the OS temp directory so that tuning runs are fast.
 *
 *   node --import tsx bench/tune-themes.ts [maxThemes: gold|50] [seed] [dataDir]
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TextEncoder } from '../lambdas/core/ports/models.js';
import { kMeans } from '../lambdas/core/clustering/kmeans.js';
import { mulberry32 } from '../lambdas/core/clustering/prng.js';
import { gramMatrix, normalise } from '../lambdas/core/clustering/vectors.js';
import { weightedPoints } from '../lambdas/core/clustering/weighted-points.js';
import { UseLiteEncoder } from '../lambdas/models/local/use-encoder.js';
import { LocalThemesModel } from '../lambdas/models/local/themes-local.js';

const MAX_MODE = process.argv[2] ?? '50';
const SEED = Number(process.argv[3] ?? 1000);
const DATA_DIR = process.argv[4] ?? join(process.cwd(), '..', 'shared', 'data', 'themes');
const CACHE_FILE = join(tmpdir(), 'tune-themes-embeddings.json');
const SAMPLE_SIZE = 500;

/** Encoder that remembers vectors across runs (benchmark only). */
class CachedEncoder implements TextEncoder {
  readonly dimension: number;
  private readonly cache: Record<string, number[]>;
  constructor(private readonly inner: TextEncoder) {
    this.dimension = inner.dimension;
    this.cache = existsSync(CACHE_FILE) ? JSON.parse(readFileSync(CACHE_FILE, 'utf8')) : {};
  }
  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    const missing = [...new Set(texts.filter((t) => !(t in this.cache)))];
    if (missing.length > 0) {
      const vectors = await this.inner.embed(missing);
      missing.forEach((t, i) => (this.cache[t] = Array.from(vectors[i])));
      writeFileSync(CACHE_FILE, JSON.stringify(this.cache));
    }
    return texts.map((t) => Float32Array.from(this.cache[t]));
  }
}

function pairCounts(a: readonly number[], b: readonly number[]) {
  const joint = new Map<string, number>();
  const left = new Map<number, number>();
  const right = new Map<number, number>();
  a.forEach((x, i) => {
    joint.set(`${x},${b[i]}`, (joint.get(`${x},${b[i]}`) ?? 0) + 1);
    left.set(x, (left.get(x) ?? 0) + 1);
    right.set(b[i], (right.get(b[i]) ?? 0) + 1);
  });
  return { joint, left, right };
}

/** Adjusted Rand index (Hubert & Arabie). */
export function adjustedRand(a: readonly number[], b: readonly number[]): number {
  const { joint, left, right } = pairCounts(a, b);
  const c2 = (x: number) => (x * (x - 1)) / 2;
  const sum = (m: Map<unknown, number>) => [...m.values()].reduce((s, v) => s + c2(v), 0);
  const index = sum(joint);
  const expected = (sum(left) * sum(right)) / c2(a.length);
  const max = (sum(left) + sum(right)) / 2;
  return max === expected ? 1 : (index - expected) / (max - expected);
}

/** V-measure: harmonic mean of homogeneity and completeness. */
export function vMeasure(gold: readonly number[], pred: readonly number[]): number {
  const n = gold.length;
  const { joint, left, right } = pairCounts(gold, pred);
  const entropy = (m: Map<number, number>) => [...m.values()].reduce((h, v) => h - (v / n) * Math.log(v / n), 0);
  let goldGivenPred = 0;
  let predGivenGold = 0;
  for (const [key, v] of joint) {
    const [g, p] = key.split(',').map(Number);
    goldGivenPred -= (v / n) * Math.log(v / (right.get(p) as number));
    predGivenGold -= (v / n) * Math.log(v / (left.get(g) as number));
  }
  const h = entropy(left) === 0 ? 1 : 1 - goldGivenPred / entropy(left);
  const c = entropy(right) === 0 ? 1 : 1 - predGivenGold / entropy(right);
  return h + c === 0 ? 0 : (2 * h * c) / (h + c);
}

interface Sample {
  name: string;
  texts: string[];
  gold: number[];
  k: number;
}

function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

function load(file: string): Record<string, unknown>[] {
  return readFileSync(join(DATA_DIR, file), 'utf8').trim().split('\n').map((line) => JSON.parse(line));
}

function sample(name: string, rows: { text: string; label: string }[]): Sample {
  const labels = [...new Set(rows.map((r) => r.label))];
  return { name, texts: rows.map((r) => r.text), gold: rows.map((r) => labels.indexOf(r.label)), k: labels.length };
}

/** Label subsets of several sizes, ≤ 500 texts each, two seeds per size. */
function intentSamples(file: string, sizes: number[], perLabelCap: number): Sample[] {
  const rows = load(file) as { text: string; label: string }[];
  const byLabel = new Map<string, { text: string; label: string }[]>();
  for (const r of rows) byLabel.set(r.label, [...(byLabel.get(r.label) ?? []), r]);
  const out: Sample[] = [];
  for (const size of sizes) {
    for (let seed = 0; seed < 2; seed++) {
      const random = mulberry32(SEED + size * 7 + seed);
      const chosen = shuffle([...byLabel.keys()].sort(), random).slice(0, size);
      const per = Math.min(perLabelCap, Math.floor(SAMPLE_SIZE / size));
      const picked = chosen.flatMap((l) => shuffle([...(byLabel.get(l) ?? [])], random).slice(0, per));
      out.push(sample(`${file.split('.')[0]}/L${size}s${seed}`, picked));
    }
  }
  return out;
}

function surveySamples(): Sample[] {
  const rows = load('survey-proctoring.dev.jsonl') as { text: string; question_id: string; codes_primary: string[] | null }[];
  const questions = [...new Set(rows.map((r) => r.question_id))].sort();
  return questions
    .map((q) => rows.filter((r) => r.question_id === q && r.codes_primary?.length))
    .filter((rs) => rs.length >= 20)
    .map((rs) => sample(`survey/${rs[0].question_id}`, rs.map((r) => ({ text: r.text, label: (r.codes_primary as string[])[0] }))));
}

async function main(): Promise<void> {
  const encoder = new CachedEncoder(new UseLiteEncoder());
  const model = new LocalThemesModel(encoder);
  const samples = [
    ...intentSamples('banking77.dev.jsonl', [10, 20, 35, 50], 20),
    ...intentSamples('clinc150.dev.jsonl', [10, 20, 35, 50], 20),
    ...intentSamples('stackoverflow20.dev.jsonl', [5, 10, 20], 60),
    ...surveySamples(),
  ];
  const totals = new Map<string, number[][]>();
  console.log('sample                     n  gold  k | ARI   V     | kmeans@gold ARI V | ms');
  for (const s of samples) {
    const vectors = (await encoder.embed(s.texts.filter((t) => t.trim()))).map(normalise);
    const baseline = Array.from(kMeans(weightedPoints(gramMatrix(vectors)), s.k).labels);
    await encoder.embed(s.texts.map((t) => t.trim()).filter(Boolean));
    const maxThemes = MAX_MODE === 'gold' ? s.k : Math.max(s.k, Number(MAX_MODE));
    const started = performance.now();
    const outcome = await model.findThemes(s.texts, { minThemes: 1, maxThemes });
    const ms = performance.now() - started;
    const assigned = new Array<number>(s.texts.length).fill(-1);
    outcome.themes.forEach((t, c) => t.members.forEach((i) => (assigned[i] = c)));
    const row = [adjustedRand(s.gold, assigned), vMeasure(s.gold, assigned), adjustedRand(s.gold, baseline), vMeasure(s.gold, baseline), ms];
    const group = s.name.split('/')[0];
    totals.set(group, [...(totals.get(group) ?? []), row]);
    const f = (x: number) => x.toFixed(3);
    console.log(`${s.name.padEnd(24)} ${String(s.texts.length).padStart(4)} ${String(s.k).padStart(4)} ${String(outcome.themes.length).padStart(3)} | ${f(row[0])} ${f(row[1])} | ${f(row[2])} ${f(row[3])} | ${ms.toFixed(0)}`);
  }
  console.log(`\nmean per dataset (maxThemes = ${MAX_MODE === 'gold' ? 'gold k' : `max(gold k, ${MAX_MODE})`}, minThemes = 1)`);
  for (const [group, rows] of totals) {
    const mean = (c: number) => rows.reduce((s, r) => s + r[c], 0) / rows.length;
    console.log(`${group.padEnd(16)} ARI ${mean(0).toFixed(3)} V ${mean(1).toFixed(3)} | k-means@gold ARI ${mean(2).toFixed(3)} V ${mean(3).toFixed(3)} | ${mean(4).toFixed(0)} ms`);
  }
}

await main();
