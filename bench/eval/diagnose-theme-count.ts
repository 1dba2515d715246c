/**
 * Where the themes grouping loses ARI: the wrong count or the wrong assignment. For every sample
 * (without context: the grouping ignores it) it forces the grouping of 2026-11-30 (two views,
 * small themes merged, evidence refinement) to each count k and prints the ARI at the gold count,
 * the best ARI over k with its k, and the ARI at every k. `--json` writes one line per sample to
 * stderr with the mean silhouette, smallest theme and ARI at each k, to compare count rules
 * offline. A tuning aid on cached embeddings; figures to publish come from `npm run eval`.
 *
 *   node --import tsx bench/eval/diagnose-theme-count.ts --only hand-written,held-out/ward [--kmax 16] [--ww 0.5] [--json]
 */
import { parseArgs } from 'node:util';
import { distinctTexts } from '../../lambdas/core/themes/distinct-texts.js';
import { embedTexts } from '../../lambdas/operations/embed-texts.js';
import { UseLiteEncoder } from '../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../lambdas/models/local/use-encoder-combined.js';
import { analyseTexts } from '../../lambdas/models/local/keyphrases-local.js';
import { krylovLeadingEigenvectors } from '../../lambdas/models/local/krylov-eigenvectors.js';
import { MIN_THEME_SIZE, SPECTRAL_NEIGHBOURS, similarity, THEMES_V8_SETTINGS } from '../../lambdas/models/local/themes-local.js';
import { normalisedNeighbourAdjacency } from '../../lambdas/core/clustering/neighbour-graph.js';
import { distanceMatrix, meanSilhouette } from '../../lambdas/core/clustering/silhouette.js';
import { twoViewPartition } from '../../lambdas/core/clustering/two-view-count.js';
import { refineByEvidence } from '../../lambdas/core/clustering/evidence-refinement.js';
import { adjustedRandIndex } from './metrics/clustering.js';
import { DEFAULT_EVAL_SEED } from './sampling.js';
import { themeSamples, withoutBlindHeldOut } from './tasks/theme-samples.js';
import { CachedEncoder } from './vector-cache.js';

const { values } = parseArgs({
  options: {
    data: { type: 'string', default: '../shared/data' },
    only: { type: 'string' },
    kmax: { type: 'string', default: '16' },
    /** The evidence refinement's word weight (2026-11-30: 0.5). */
    ww: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});
const encoder = new CombinedEncoder(new CachedEncoder(new UseLiteEncoder(), 'use-lite'));
// The blind held-out sets (BLIND_HELD_OUT) are read only when --only names them.
const samples = withoutBlindHeldOut(themeSamples(values.data, DEFAULT_EVAL_SEED, undefined).samples, values.only);
const settings = THEMES_V8_SETTINGS;
const f = (x: number) => x.toFixed(3);
console.log('sample                              n gold | ARI@gold | best k  ARI | ARI by k from 2');
for (const sample of samples.filter((s) => !s.context && (!values.only || values.only.split(',').some((o) => s.name.includes(o))))) {
  const distinct = distinctTexts(sample.texts);
  const vectors = await embedTexts(encoder, distinct.texts);
  const analyses = analyseTexts(distinct.texts);
  const weights = distinct.members.map((m) => m.length);
  const points = similarity(vectors, undefined, analyses, weights, settings.embeddingShare);
  const high = Math.min(Number(values.kmax), Math.floor(points.n / 2));
  const neighbours = Math.min(SPECTRAL_NEIGHBOURS, Math.floor(Math.sqrt(points.n)));
  const eigenvectors = krylovLeadingEigenvectors(normalisedNeighbourAdjacency(points, neighbours), points.n, high);
  const terms = analyses.map((a) => a.terms);
  const distances = distanceMatrix(points);
  const rows: { k: number; ari: number; silhouette: number; smallest: number }[] = [];
  for (let k = 2; k <= high; k++) {
    const split = twoViewPartition(points, eigenvectors, k, k, MIN_THEME_SIZE, undefined, k);
    const options = { rounds: 10, silhouetteGate: true, minSize: MIN_THEME_SIZE, wordWeight: Number(values.ww ?? settings.evidence), distances, tolerance: settings.evidenceTolerance };
    const refined = refineByEvidence(points, split.labels, split.k, terms, options);
    const byInput = new Array<number>(sample.texts.length);
    distinct.members.forEach((m, t) => m.forEach((i) => (byInput[i] = refined[t])));
    const used = new Set(refined).size;
    const sizes = Array.from({ length: used }, (_, c) => byInput.filter((l) => l === c).length);
    rows.push({ k: used, ari: adjustedRandIndex(sample.gold, byInput), silhouette: meanSilhouette(points, distances, refined, used), smallest: Math.min(...sizes) });
  }
  const best = rows.reduce((a, b) => (b.ari > a.ari ? b : a));
  const atGold = rows.find((r) => r.k === sample.goldK);
  if (values.json) console.error(JSON.stringify({ name: sample.name, n: sample.texts.length, gold: sample.goldK, rows }));
  console.log(
    `${sample.name.padEnd(34)} ${String(sample.texts.length).padStart(4)} ${String(sample.goldK).padStart(3)} | ${atGold ? f(atGold.ari) : '  -  '}    | ` +
      `${String(best.k).padStart(3)} ${f(best.ari)} | ${rows.map((r) => r.ari.toFixed(2)).join(' ')}`,
  );
}
