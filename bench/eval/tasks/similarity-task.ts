/**
 * STS Benchmark: Spearman's ρ between the human similarity score and the cosine similarity of
 * the service's embeddings (`/v1/embeddings`) and the values of `/v1/similarity`, next to the
 * word-overlap (Jaccard) baseline on the same pairs.
 */
import { jaccardSimilarity } from '../baselines/word-overlap.js';
import { DATA_FILES, readJsonLines, type SimilarityRow } from '../datasets.js';
import { spearman } from '../metrics/correlation.js';
import { embed, pairSimilarities } from '../api-calls.js';
import { sampleInOrder, seededRandom } from '../sampling.js';
import type { EvalContext, MetricRow, TaskReport } from '../types.js';

function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

export async function evaluateSimilarity(context: EvalContext): Promise<TaskReport> {
  const started = performance.now();
  const rows = readJsonLines<SimilarityRow>(context.dataDir, DATA_FILES.stsb);
  if (!rows) return { title: 'Embeddings and similarity', seconds: 0, rows: [], details: [`\`${DATA_FILES.stsb}\` not found: skipped.`] };
  const pairs = sampleInOrder(rows, context.limit, seededRandom(context.seed, 'stsb'));
  const gold = pairs.map((p) => p.score);
  const baseline = { name: 'word overlap (Jaccard)', value: spearman(gold, pairs.map((p) => jaccardSimilarity(p.sentence1, p.sentence2))) };
  context.log(`stsb: embedding ${pairs.length} pairs`);
  const left = await embed(context, pairs.map((p) => p.sentence1));
  const right = await embed(context, pairs.map((p) => p.sentence2));
  const embeddingScores = pairs.map((_, i) => cosine(left[i], right[i]));
  context.log(`stsb: similarity of ${pairs.length} pairs`);
  const similarityScores = await pairSimilarities(context, pairs.map((p) => p.sentence1), pairs.map((p) => p.sentence2));
  const result: MetricRow[] = [
    { dataset: 'stsb (embeddings)', metric: 'Spearman ρ', n: pairs.length, service: spearman(gold, embeddingScores), baselines: [baseline] },
    { dataset: 'stsb (similarity)', metric: 'Spearman ρ', n: pairs.length, service: spearman(gold, similarityScores), baselines: [baseline] },
  ];
  return {
    title: 'Embeddings and similarity',
    seconds: (performance.now() - started) / 1000,
    rows: result,
    details: [
      'Embeddings: cosine of the two sentences\' vectors from `POST /v1/embeddings`. Similarity: the diagonal of ' +
        '`POST /v1/similarity` cross requests (`set_a` = first sentences, `set_b` = second sentences, 100 pairs each).',
    ],
  };
}
