import { SimilarityEngine } from '../lambdas/core/similarity/similarity-engine.js';
import { similarityBodyChunks } from '../lambdas/core/similarity/similarity-body.js';
import { SimilarityWorkerPool } from '../lambdas/adapters/local/similarity-worker-pool.js';
import { selfSimilarity } from '../lambdas/core/vectors.js';
import { similarityArray } from '../lambdas/core/json-format.js';
import { randomUnitVectors } from './lib/vectors.js';
import { median, timeOnce } from './lib/timing.js';
import { fixed, table, type Benchmark } from './lib/report.js';

const DIMENSION = 512;
const CHUNK_BYTES = 4 * 1024 * 1024;

export const similaritySerialiserBenchmark: Benchmark = {
  name: 'serialiser',
  title: 'Streaming similarity body (compute + format)',
  async run(context) {
    const n = context.quick ? 1_000 : 2_000;
    const runs = context.quick ? 1 : 3;
    const vectors = randomUnitVectors(n, DIMENSION, 9);
    const rows = Array.from({ length: n }, (_, i) => vectors.subarray(i * DIMENSION, (i + 1) * DIMENSION));
    const pool = new SimilarityWorkerPool(2);
    let bytes = 0;
    let peakChunk = 0;
    const sides: Record<string, () => Promise<void> | void> = {
      'streamed, 1 thread': () => {
        bytes = 0;
        for (const chunk of similarityBodyChunks(SimilarityEngine.self(vectors, n, DIMENSION), { requestId: 'job_bench', chunkBytes: CHUNK_BYTES })) {
          bytes += chunk.length;
          peakChunk = Math.max(peakChunk, chunk.length);
        }
      },
      'streamed, 2 threads': async () => {
        for await (const chunk of pool.bodyChunks({ scenario: 'self', vectors, count: n, dimension: DIMENSION }, { requestId: 'job_bench', chunkBytes: CHUNK_BYTES })) void chunk;
      },
      'current: scalar loop + JSON.stringify': () => {
        Buffer.from(JSON.stringify({ scenario: 'self', mode: 'flattened', n, flattened: similarityArray(selfSimilarity(rows)), requestId: 'job_bench' }));
      },
    };
    const wall: Record<string, number[]> = {};
    try {
      for (const [name, run] of Object.entries(sides)) {
        await run(); // warm-up
        wall[name] = [];
      }
      for (let i = 0; i < runs; i++) for (const [name, run] of Object.entries(sides)) wall[name].push((await timeOnce(run)).wallMs);
    } finally {
      await pool.close();
    }
    const reference = median(wall['current: scalar loop + JSON.stringify']);
    const values = (n * (n - 1)) / 2;
    const tableRows = Object.keys(sides).map((name) => {
      const ms = median(wall[name]);
      return [name, fixed(ms, 0), fixed(values / (ms / 1000) / 1e6, 1), fixed(bytes / (ms / 1000) / 2 ** 20, 0), fixed(reference / ms, 1)];
    });
    context.log(`serialiser: ${tableRows.map((r) => `${r[0]} ${r[1]} ms`).join(', ')}`);
    return [
      `Complete JSON body of a self-similarity result, n = ${n} (${values.toLocaleString('en')} values, ${fixed(bytes / 2 ** 20, 1)} MiB), d = ${DIMENSION}, median of ${runs} runs. Streamed: \`similarityBodyChunks\` (computes a block of rows, formats it into ${CHUNK_BYTES / 2 ** 20} MiB chunks, never holds the whole body; largest chunk seen ${fixed(peakChunk / 2 ** 20, 1)} MiB) and the worker-thread driver (tasks of about a million values computed and formatted in parallel, delivered in order). Reference: the current non-streaming path in the same run (scalar \`selfSimilarity\`, rounding, \`JSON.stringify\` of the body, UTF-8). Ratio = reference time / time.`,
      '',
      table(['side', 'wall ms', 'M values/s', 'MiB/s of JSON', 'ratio'], tableRows),
    ].join('\n');
  },
};
