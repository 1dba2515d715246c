/**
 * Compares embedding variants offline, with cached Universal Sentence Encoder vectors: Spearman's
 * ρ on STS-B and the adjusted Rand index and V-measure of k-means given the gold k on the themes
 * samples of the evaluation (a clustering-quality check of the embedding space itself). Figures to
 * publish come from `npm run eval`; this script is for choosing what to build.
 *
 *   node --import tsx bench/eval/tune-embeddings-offline.ts [--data DIR] [--limit N] [--seed S]
 */
import { parseArgs } from 'node:util';
import type { TextEncoder } from '../../lambdas/core/ports/models.js';
import { embedTexts } from '../../lambdas/operations/embed-texts.js';
import { UseLiteEncoder } from '../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder, loadEmbeddingComponents, removeCommonComponent } from '../../lambdas/models/local/use-encoder-combined.js';
import { WordVectors } from '../../lambdas/models/local/word-vectors.js';
import { kMeansLabels } from './baselines/kmeans.js';
import { jaccardSimilarity } from './baselines/word-overlap.js';
import { DATA_FILES, readJsonLines, type SimilarityRow } from './datasets.js';
import { adjustedRandIndex, vMeasure } from './metrics/clustering.js';
import { spearman } from './metrics/correlation.js';
import { DEFAULT_EVAL_SEED, sampleInOrder, seededRandom } from './sampling.js';
import { themeSamples, withoutBlindHeldOut } from './tasks/theme-samples.js';
import { CachedEncoder } from './vector-cache.js';

const { values } = parseArgs({ options: { data: { type: 'string', default: '../shared/data' }, limit: { type: 'string' }, seed: { type: 'string', default: String(DEFAULT_EVAL_SEED) } } });
const seed = Number(values.seed);
const limit = values.limit ? Number(values.limit) : undefined;

const use = new CachedEncoder(new UseLiteEncoder(), 'use-lite');
const components = loadEmbeddingComponents();
const words = WordVectors.load();

/** A variant built from the same cached USE vectors. */
function variant(transform: (useVector: Float32Array, text: string) => ArrayLike<number>): TextEncoder {
  return { dimension: 0, embed: async (texts) => (await use.embed(texts)).map((v, i) => Float32Array.from(transform(v, texts[i]))) };
}

const VARIANTS: Record<string, TextEncoder> = {
  'USE Lite (2026-11-21)': use,
  'USE, common component removed': variant((v) => removeCommonComponent(v, components.use)),
  'SIF GloVe, common component removed': variant((_, t) => removeCommonComponent(words.sentenceVector(t).vector, components.words)),
  'combined (2026-11-22)': new CombinedEncoder(use),
};

const pairs = sampleInOrder(readJsonLines<SimilarityRow>(values.data, DATA_FILES.stsb) ?? [], limit, seededRandom(seed, 'stsb'));
const gold = pairs.map((p) => p.score);
// The blind held-out sets (BLIND_HELD_OUT) are never read here.
const samples = withoutBlindHeldOut(themeSamples(values.data, seed, limit).samples);
console.log(`word overlap: STS-B ρ ${spearman(gold, pairs.map((p) => jaccardSimilarity(p.sentence1, p.sentence2))).toFixed(4)} (${pairs.length} pairs)`);
for (const [name, encoder] of Object.entries(VARIANTS)) {
  const a = await embedTexts(encoder, pairs.map((p) => p.sentence1));
  const b = await embedTexts(encoder, pairs.map((p) => p.sentence2));
  const rho = spearman(gold, a.map((v, i) => v.reduce((s, x, d) => s + x * b[i][d], 0)));
  const perSet = new Map<string, number[][]>();
  for (const s of samples) {
    const vectors = await embedTexts(encoder, s.texts);
    const labels = kMeansLabels(vectors, s.goldK, seededRandom(seed, `kmeans/${s.name}`));
    perSet.set(s.dataset, [...(perSet.get(s.dataset) ?? []), [adjustedRandIndex(s.gold, labels), vMeasure(s.gold, labels).vMeasure]]);
  }
  const clusters = [...perSet].map(([set, rows]) => `${set} ${(rows.reduce((x, r) => x + r[0], 0) / rows.length).toFixed(3)}/${(rows.reduce((x, r) => x + r[1], 0) / rows.length).toFixed(3)}`);
  console.log(`${name.padEnd(38)} STS-B ρ ${rho.toFixed(4)} | k-means@gold ARI/V: ${clusters.join(', ')}`);
}
