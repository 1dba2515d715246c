/**
 * Themes grouping experiments (offline, cached USE vectors): which similarity groups survey answers
 * by topic best, apart from the choice of the count. Every view is clustered with the gold count
 * (spectral on the nearest-neighbour graph, and Ward + k-means) and scored by ARI per hand-written
 * set and survey question: the blend of 2026-11-27 (embedding 0.6 + lemma TF-IDF 0.4), the
 * embedding or USE alone, TF-IDF softened by GloVe word similarity (`--th`, `--pw`), USE of the
 * content words only, IDF-weighted GloVe of the content words, the top principal components of
 * the request removed; then consensus clusterings over several views, neighbour counts and counts,
 * with the count chosen by silhouette or by the largest gap of the average-linkage tree. None
 * beat 2026-11-27 on both the hand-written sets and the survey questions (docs/themes.md).
 *
 *   nice -n 10 node --import tsx bench/eval/tune-themes-affinity.ts [--data DIR] [--intents] [--th 0.6] [--pw 2]
 */
import { UseLiteEncoder } from '../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../lambdas/models/local/use-encoder-combined.js';
import { CachedEncoder } from './vector-cache.js';
import { themeSamples } from './tasks/theme-samples.js';
import { adjustedRandIndex, vMeasure } from './metrics/clustering.js';
import { analyseTexts } from '../../lambdas/models/local/keyphrases-local.js';
import { centreAndNormalise, gramMatrixOfRows } from '../../lambdas/core/clustering/vectors.js';
import { tfidfGram, tfidfVectors } from '../../lambdas/core/clustering/tfidf.js';
import { blendGrams, centreGram, cosineNormaliseGram } from '../../lambdas/core/clustering/kernels.js';
import { weightedPoints, type WeightedPoints } from '../../lambdas/core/clustering/weighted-points.js';
import { normalisedNeighbourAdjacency, spectralGram } from '../../lambdas/core/clustering/neighbour-graph.js';
import { krylovLeadingEigenvectors } from '../../lambdas/models/local/krylov-eigenvectors.js';
import { agglomerate, cutDendrogram } from '../../lambdas/core/clustering/agglomerative.js';
import { refineKMeans } from '../../lambdas/core/clustering/kmeans.js';
import { WordVectors } from '../../lambdas/models/local/word-vectors.js';
import { DEFAULT_EVAL_SEED } from './sampling.js';
import { lowestCount } from '../../lambdas/core/clustering/two-view-count.js';
import { distanceMatrix, meanSilhouette } from '../../lambdas/core/clustering/silhouette.js';
import { mergeSmallClusters } from '../../lambdas/core/clustering/silhouette-count.js';
const arg = (k: string, d: string) => { const i = process.argv.indexOf(k); return i >= 0 ? process.argv[i + 1] : d; };

const use = new CachedEncoder(new UseLiteEncoder(), 'use-lite');
const combined = new CombinedEncoder(use);
const words = WordVectors.load();
let { samples } = themeSamples(arg('--data', '../shared/data'), DEFAULT_EVAL_SEED, undefined);
samples = samples.filter((s) => !s.name.includes('+context') && (s.dataset.startsWith('hand') || s.dataset.startsWith('survey') || process.argv.includes('--intents')));

function softTfidfGram(docs: string[][], threshold: number, power: number): Float64Array {
  const vecs = tfidfVectors(docs);
  const vocab = [...new Set(docs.flat())].sort();
  const idx = new Map(vocab.map((w, i) => [w, i]));
  const unit = vocab.map((w) => words.unitVector(w));
  const V = vocab.length;
  const S = new Float64Array(V * V);
  for (let a = 0; a < V; a++) for (let b = 0; b < V; b++) {
    if (a === b) { S[a * V + b] = 1; continue; }
    const ua = unit[a], ub = unit[b];
    if (!ua || !ub) continue;
    let c = 0; for (let d = 0; d < ua.length; d++) c += ua[d] * ub[d];
    S[a * V + b] = c >= threshold ? Math.pow(c, power) : 0;
  }
  const n = docs.length;
  const raw = new Float64Array(n * n);
  const ents = vecs.map((v) => [...v].map(([t, x]) => [idx.get(t)!, x] as [number, number]));
  for (let i = 0; i < n; i++) for (let j = i; j < n; j++) {
    let s = 0;
    for (const [a, x] of ents[i]) for (const [b, y] of ents[j]) s += x * y * S[a * V + b];
    raw[i * n + j] = s; raw[j * n + i] = s;
  }
  return cosineNormaliseGram(raw, n);
}

type Variant = { name: string; gram: (s: Ctx) => Float64Array };
interface Ctx { n: number; useRows: Float32Array[]; comb: Float32Array[]; terms: string[][]; w: number[]; contentUse: Float32Array[] }

const cen = (g: Float64Array, c: Ctx) => cosineNormaliseGram(centreGram(g, c.n, c.w), c.n);
const E = (c: Ctx) => gramMatrixOfRows(centreAndNormalise(c.comb, c.w));
const U = (c: Ctx) => gramMatrixOfRows(centreAndNormalise(c.useRows, c.w));
const L = (c: Ctx) => cen(tfidfGram(c.terms), c);
const th = Number(arg('--th', '0.6')), pw = Number(arg('--pw', '2'));
const SL = (c: Ctx) => cen(softTfidfGram(c.terms, th, pw), c);
const UC = (c: Ctx) => gramMatrixOfRows(centreAndNormalise(c.contentUse, c.w));
function GT(c: Ctx): Float64Array {
  const df = new Map<string, number>();
  for (const d of c.terms) for (const t of new Set(d)) df.set(t, (df.get(t) ?? 0) + 1);
  const rows = c.terms.map((d) => {
    const v = new Float64Array(100);
    for (const t of d) { const u = words.unitVector(t); if (!u) continue; const w = Math.log((1 + c.n) / (1 + df.get(t)!)); for (let k = 0; k < 100; k++) v[k] += w * u[k]; }
    return v;
  });
  return gramMatrixOfRows(centreAndNormalise(rows, c.w));
}
function dropPC(rows: Float64Array[], m: number): Float64Array[] {
  // remove the top m principal directions (power iteration on the Gram), rows already centred/unit
  let out = rows.map((r) => Float64Array.from(r));
  const d = out[0].length;
  for (let c = 0; c < m; c++) {
    let v = new Float64Array(d).fill(1 / Math.sqrt(d));
    for (let it = 0; it < 50; it++) {
      const nv = new Float64Array(d);
      for (const r of out) { let p = 0; for (let k = 0; k < d; k++) p += r[k] * v[k]; for (let k = 0; k < d; k++) nv[k] += p * r[k]; }
      const nn = Math.sqrt(nv.reduce((a, x) => a + x * x, 0)) || 1; v = nv.map((x) => x / nn);
    }
    out = out.map((r) => { let p = 0; for (let k = 0; k < d; k++) p += r[k] * v[k]; const o = r.map((x, k) => x - p * v[k]); const nn = Math.sqrt(o.reduce((a, x) => a + x * x, 0)) || 1; return o.map((x) => x / nn); });
  }
  return out;
}
const E1 = (c: Ctx) => gramMatrixOfRows(dropPC(centreAndNormalise(c.comb, c.w), 1));
const E2 = (c: Ctx) => gramMatrixOfRows(dropPC(centreAndNormalise(c.comb, c.w), 2));
const variants: Variant[] = [
  { name: 'E1.6+L.4', gram: (c) => blendGrams(E1(c), L(c), 0.6) },
  { name: 'E2.6+L.4', gram: (c) => blendGrams(E2(c), L(c), 0.6) },
  { name: 'UC only', gram: UC },
  { name: 'GT only', gram: GT },
  { name: 'UC.5+L.5', gram: (c) => blendGrams(UC(c), L(c), 0.5) },
  { name: 'E.4+UC.3+L.3', gram: (c) => blendGrams(blendGrams(E(c), UC(c), 0.57), L(c), 0.7) },
  { name: 'E.4+GT.3+L.3', gram: (c) => blendGrams(blendGrams(E(c), GT(c), 0.57), L(c), 0.7) },
  { name: 'E.5+GT.5', gram: (c) => blendGrams(E(c), GT(c), 0.5) },
  { name: 'E.6+L.4 (v5)', gram: (c) => blendGrams(E(c), L(c), 0.6) },
  { name: 'E only', gram: E },
  { name: 'U only', gram: U },
  { name: 'E.6+SL.4', gram: (c) => blendGrams(E(c), SL(c), 0.6) },
  { name: 'E.5+SL.5', gram: (c) => blendGrams(E(c), SL(c), 0.5) },
  { name: 'E.4+SL.6', gram: (c) => blendGrams(E(c), SL(c), 0.4) },
  { name: 'U.5+SL.5', gram: (c) => blendGrams(U(c), SL(c), 0.5) },
];

function spectral(points: WeightedPoints, k: number, nb: number): Int32Array {
  const ev = krylovLeadingEigenvectors(normalisedNeighbourAdjacency(points, nb), points.n, k);
  const emb = weightedPoints(spectralGram(ev, k, points.n), Array.from(points.weights));
  return refineKMeans(emb, cutDendrogram(agglomerate(emb, 'ward'), k), k).labels;
}
function ward(points: WeightedPoints, k: number): Int32Array {
  return refineKMeans(points, cutDendrogram(agglomerate(points, 'ward'), k), k).labels;
}

const ctxs: Ctx[] = [];
for (const s of samples) {
  const useRows = await use.embed(s.texts);
  const comb = await combined.embed(s.texts);
  const terms = analyseTexts(s.texts).map((a) => a.terms);
  const contentUse = await use.embed(terms.map((t, i) => (t.length ? t.join(' ') : s.texts[i])));
  ctxs.push({ n: s.texts.length, useRows, comb, terms, w: s.texts.map(() => 1), contentUse });
}
const f = (x: number) => x.toFixed(3);
for (const v of variants) {
  const res: Record<string, number[][]> = {};
  const line: string[] = [];
  samples.forEach((s, i) => {
    const p = weightedPoints(v.gram(ctxs[i]), ctxs[i].w);
    const nb = Math.min(7, Math.floor(Math.sqrt(p.n)));
    const sp = spectral(p, s.goldK, nb);
    const wd = ward(p, s.goldK);
    const r = [adjustedRandIndex(s.gold, Array.from(sp)), adjustedRandIndex(s.gold, Array.from(wd)), vMeasure(s.gold, Array.from(sp)).vMeasure];
    (res[s.dataset] ??= []).push(r);
    if (s.dataset.startsWith('hand') ) line.push(`${s.name.split('/')[1].slice(0, 6)} ${f(r[0])}/${f(r[1])}`);
  });
  const summary = Object.entries(res).map(([d, rows]) => `${d.replace('hand-written', 'hand').slice(0, 12)} sp ${f(rows.reduce((a, r) => a + r[0], 0) / rows.length)} wd ${f(rows.reduce((a, r) => a + r[1], 0) / rows.length)}`);
  console.log(v.name.padEnd(14), summary.join(' | '));
  console.log('   ', line.join('  '));
}

// Consensus: co-association over views × neighbours × k±1, then clusters of the co-association.
{
  const views: ((c: Ctx) => Float64Array)[] = [(c) => blendGrams(E(c), L(c), 0.6), E, (c) => blendGrams(U(c), SL(c), 0.5), (c) => blendGrams(blendGrams(E(c), UC(c), 0.57), L(c), 0.7)];
  const res: Record<string, number[][]> = {};
  const line: string[] = [];
  samples.forEach((s, i) => {
    const c = ctxs[i];
    const n = c.n;
    const co = new Float64Array(n * n);
    let runs = 0;
    for (const view of views) {
      const p = weightedPoints(view(c), c.w);
      for (const nb of [5, 7, 10]) for (const dk of [-1, 0, 1]) {
        const k = Math.max(2, s.goldK + dk);
        const lab = spectral(p, k, Math.min(nb, n - 1));
        for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) if (lab[a] === lab[b]) co[a * n + b] += 1;
        runs++;
      }
      for (const dk of [-1, 0, 1]) {
        const lab = ward(p, Math.max(2, s.goldK + dk));
        for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) if (lab[a] === lab[b]) co[a * n + b] += 1;
        runs++;
      }
    }
    for (let q = 0; q < co.length; q++) co[q] /= runs;
    const pc = weightedPoints(co, c.w);
    const avg = cutDendrogram(agglomerate(pc, 'average'), s.goldK);
    const sp = spectral(pc, s.goldK, Math.min(7, Math.floor(Math.sqrt(n))));
    const r = [adjustedRandIndex(s.gold, Array.from(sp)), adjustedRandIndex(s.gold, Array.from(avg))];
    (res[s.dataset] ??= []).push(r);
    if (s.dataset.startsWith('hand') ) line.push(`${s.name.split('/')[1].slice(0, 6)} ${f(r[0])}/${f(r[1])}`);
  });
  const summary = Object.entries(res).map(([d, rows]) => `${d.replace('hand-written', 'hand').slice(0, 12)} sp ${f(rows.reduce((a, r) => a + r[0], 0) / rows.length)} avg ${f(rows.reduce((a, r) => a + r[1], 0) / rows.length)}`);
  console.log('consensus', summary.join(' | '));
  console.log('   ', line.join('  '));
}

// k-free consensus.
{
  const cfgs: { name: string; views: ((c: Ctx) => Float64Array)[]; nbs: number[]; span: number; ward: boolean }[] = [
    { name: '4v nb3 span1 +ward', views: [(c) => blendGrams(E(c), L(c), 0.6), E, (c) => blendGrams(U(c), SL(c), 0.5), (c) => blendGrams(blendGrams(E(c), UC(c), 0.57), L(c), 0.7)], nbs: [5, 7, 10], span: 1, ward: true },
    { name: '2v nb3 span1 +ward', views: [(c) => blendGrams(E(c), L(c), 0.6), E], nbs: [5, 7, 10], span: 1, ward: true },
    { name: '3v(noUC) nb3 span1 +ward', views: [(c) => blendGrams(E(c), L(c), 0.6), E, (c) => blendGrams(U(c), SL(c), 0.5)], nbs: [5, 7, 10], span: 1, ward: true },
    { name: '4v nb3 span0.5', views: [(c) => blendGrams(E(c), L(c), 0.6), E, (c) => blendGrams(U(c), SL(c), 0.5), (c) => blendGrams(blendGrams(E(c), UC(c), 0.57), L(c), 0.7)], nbs: [5, 7, 10], span: 0.5, ward: true },
  ];
  for (const cfg of cfgs) {
    const res: Record<string, number[][]> = {};
    const line: string[] = [];
    const t0 = performance.now();
    samples.forEach((s, i) => {
      const c = ctxs[i];
      const n = c.n;
      const maxK = Math.min(s.maxThemes ?? 10, Math.floor(n / 2));
      const low = lowestCount(n, 1, maxK);
      const high = Math.min(maxK, Math.max(low + 1, Math.round(low * (1 + cfg.span))));
      const co = new Float64Array(n * n);
      let runs = 0;
      const add = (lab: ArrayLike<number>) => { for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) if (lab[a] === lab[b]) co[a * n + b] += 1; runs++; };
      for (const view of cfg.views) {
        const p = weightedPoints(view(c), c.w);
        for (const nb of cfg.nbs) {
          const ev = krylovLeadingEigenvectors(normalisedNeighbourAdjacency(p, Math.min(nb, n - 1)), n, high);
          for (let k = low; k <= high; k++) {
            const emb = weightedPoints(spectralGram(ev, k, n), c.w);
            add(refineKMeans(emb, cutDendrogram(agglomerate(emb, 'ward'), k), k).labels);
          }
        }
        if (cfg.ward) { const tree = agglomerate(p, 'ward'); for (let k = low; k <= high; k++) add(refineKMeans(p, cutDendrogram(tree, k), k).labels); }
      }
      for (let q = 0; q < co.length; q++) co[q] /= runs;
      const pc = weightedPoints(co, c.w);
      const tree = agglomerate(pc, 'average');
      const dist = distanceMatrix(pc);
      const blend = weightedPoints(blendGrams(E(c), L(c), 0.6), c.w);
      const dB = distanceMatrix(blend);
      let bestA: { s: number; lab: ArrayLike<number>; k: number } = { s: -Infinity, lab: new Int32Array(n), k: 0 };
      let bestB = { ...bestA };
      for (let k = Math.max(2, low); k <= maxK; k++) {
        const raw = cutDendrogram(tree, k);
        const m = mergeSmallClusters(pc, { labels: raw, k: new Set(raw).size }, 3, low);
        const sa = meanSilhouette(pc, dist, m.labels, m.k);
        const sb = meanSilhouette(blend, dB, m.labels, m.k);
        if (sa > bestA.s + 1e-9) bestA = { s: sa, lab: m.labels, k: m.k };
        if (sb > bestB.s + 1e-9) bestB = { s: sb, lab: m.labels, k: m.k };
      }
      // lifetime: largest gap between consecutive merge heights, k in [low, maxK]
      const h = tree.merges.map((m) => m.height);
      let bestL = { gap: -1, k: low };
      for (let k = low; k <= maxK; k++) { const g = h[n - k] - h[n - k - 1]; if (g > bestL.gap) bestL = { gap: g, k }; }
      const lc = cutDendrogram(tree, bestL.k);
      const lm = mergeSmallClusters(pc, { labels: lc, k: new Set(lc).size }, 3, low);
      const r = [adjustedRandIndex(s.gold, Array.from(bestA.lab)), adjustedRandIndex(s.gold, Array.from(bestB.lab)), adjustedRandIndex(s.gold, Array.from(lm.labels)), vMeasure(s.gold, Array.from(bestA.lab)).vMeasure, bestA.k, bestB.k, lm.k];
      (res[s.dataset] ??= []).push(r);
      if (s.dataset.startsWith('hand') ) line.push(`${s.name.split('/')[1].slice(0, 6)} ${f(r[0])}/${f(r[1])}/${f(r[2])} k${r[4]}/${r[5]}/${r[6]}`);
    });
    const mean = (rows: number[][], j: number) => f(rows.reduce((a, r) => a + r[j], 0) / rows.length);
    const summary = Object.entries(res).map(([d, rows]) => `${d.replace('hand-written', 'hand').slice(0, 12)} ${mean(rows, 0)}/${mean(rows, 1)}/${mean(rows, 2)}`);
    const hand = Object.entries(res).filter(([d]) => d.startsWith('hand')).flatMap(([, r]) => r);
    console.log(`${cfg.name}: ${(performance.now() - t0).toFixed(0)} ms; hand mean ${mean(hand, 0)}/${mean(hand, 1)}/${mean(hand, 2)}; survey V ${mean(res['survey-proctoring'], 3)} |`, summary.join(' | '));
    console.log('   ', line.join('  '));
  }
}
