import { SimilarityEngine } from '../lambdas/core/similarity/similarity-engine.js';
import { SimilarityWorkerPool } from '../lambdas/adapters/local/similarity-worker-pool.js';
import { randomUnitVectors } from './lib/vectors.js';
import { ensureNumpy, runNumpy, writeVectors } from './lib/numpy-reference.js';
import { median, timeOnce, type Sample } from './lib/timing.js';
import { fixed, table, type Benchmark, type BenchContext } from './lib/report.js';

const DIMENSION = 512;
const THREAD_COUNTS = [1, 2];

/** Time of our side: the flattened upper triangle as float64 values, vectors packed included. */
async function ours(vectors: Float32Array, n: number, pool: SimilarityWorkerPool | null): Promise<{ sample: Sample; checksum: number }> {
  let out: Float64Array = new Float64Array(0);
  const sample = await timeOnce(async () => {
    if (pool) {
      out = await pool.computeAll({ scenario: 'self', vectors, count: n, dimension: DIMENSION });
    } else {
      const engine = SimilarityEngine.self(vectors, n, DIMENSION);
      out = new Float64Array(engine.valueCount());
      engine.computeRows(0, n, out);
    }
  });
  let checksum = 0;
  for (const x of out) checksum += x;
  return { sample, checksum };
}

async function runSize(context: BenchContext, n: number, rounds: number, numpyOk: boolean): Promise<string[][]> {
  const vectors = randomUnitVectors(n, DIMENSION, 7);
  const file = writeVectors(vectors);
  const rows: string[][] = [];
  try {
    for (const threads of THREAD_COUNTS) {
      const pool = threads > 1 ? new SimilarityWorkerPool(threads) : null;
      const oursMs: number[] = [];
      const matmulMs: number[] = [];
      const upperMs: number[] = [];
      let numpySum = Number.NaN;
      let oursSum = Number.NaN;
      try {
        await ours(vectors, n, pool); // warm-up (compiles the kernel, starts threads)
        // Alternate the two sides so load from other processes hits both alike.
        for (let round = 0; round < rounds; round++) {
          if (numpyOk) {
            const np = runNumpy(file.path, n, DIMENSION, 2, threads);
            matmulMs.push(...np.matmul.map((s) => s * 1000));
            upperMs.push(...np.upper.map((s) => s * 1000));
            numpySum = np.checksum;
          }
          for (let i = 0; i < 2; i++) {
            const { sample, checksum } = await ours(vectors, n, pool);
            oursMs.push(sample.wallMs);
            oursSum = checksum;
          }
        }
      } finally {
        await pool?.close();
      }
      const t = median(oursMs);
      const up = median(upperMs);
      const mm = median(matmulMs);
      const gflops = (n * n * DIMENSION) / (t / 1000) / 1e9;
      // Same matrices, same output: the sums of the triangles agree to float32 accuracy.
      const sumsAgree = !numpyOk || Math.abs(numpySum - oursSum) <= 1e-4 * Math.max(1, Math.abs(oursSum)) + 1e-2;
      if (!sumsAgree) throw new Error(`similarity checksums differ: numpy ${numpySum}, ours ${oursSum}`);
      context.log(`similarity n=${n} threads=${threads}: ours ${fixed(t, 0)} ms, numpy upper ${fixed(up, 0)} ms, matmul ${fixed(mm, 0)} ms`);
      rows.push([String(n), String(threads), fixed(t, 0), fixed(gflops, 1), numpyOk ? fixed(up, 0) : 'skipped', numpyOk ? fixed(mm, 0) : 'skipped', numpyOk ? `**${fixed(up / t)}**` : 'n/a', numpyOk ? fixed(mm / t) : 'n/a', `${oursMs.length} / ${upperMs.length}`]);
    }
  } finally {
    file.remove();
  }
  return rows;
}

async function typedArrayBaseline(context: BenchContext): Promise<string> {
  const n = 500;
  const vectors = randomUnitVectors(n, DIMENSION, 3);
  const times: Record<string, number> = {};
  for (const kernel of ['wasm-simd', 'typed-array'] as const) {
    const samples: number[] = [];
    for (let i = 0; i < 3; i++) {
      const engine = SimilarityEngine.self(vectors, n, DIMENSION, { kernel });
      const out = new Float64Array(engine.valueCount());
      samples.push((await timeOnce(() => engine.computeRows(0, n, out))).wallMs);
    }
    times[kernel] = median(samples);
  }
  context.log(`kernels at n=${n}: wasm ${fixed(times['wasm-simd'], 1)} ms, typed-array ${fixed(times['typed-array'], 1)} ms`);
  return `Fallback kernel (plain typed arrays, same float64 arithmetic, for runtimes without WebAssembly SIMD), n=${n}, 1 thread: ${fixed(times['typed-array'], 1)} ms vs ${fixed(times['wasm-simd'], 1)} ms for WebAssembly SIMD (${fixed(times['typed-array'] / times['wasm-simd'], 1)}× slower).`;
}

export const similarityKernelBenchmark: Benchmark = {
  name: 'similarity',
  title: 'Similarity kernel vs NumPy/OpenBLAS',
  async run(context) {
    const numpy = ensureNumpy(context.log);
    const sizes = context.quick ? [2000] : [2000, 4000];
    const rounds = context.quick ? 1 : 3;
    const rows: string[][] = [];
    for (const n of sizes) rows.push(...(await runSize(context, n, rounds, numpy.ok)));
    const reference = numpy.ok ? `NumPy ${numpy.numpy} with ${numpy.blas} (\`OPENBLAS_NUM_THREADS\` = the thread count), timed inside its own process` : `NumPy reference skipped: ${numpy.reason}`;
    return [
      `Self-similarity of n random unit vectors, d = ${DIMENSION}, float32 input, same matrices on both sides (written to a raw float32 file for NumPy). Ours: the flattened upper triangle without the diagonal as float64 values, bit-identical to the scalar reference (each pair accumulated in float64 in dimension order), WebAssembly SIMD, row ranges of balanced pair counts on worker threads; times include packing the vectors. NumPy: \`X @ X.T\` (matmul), and \`X @ X.T\` followed by the strict upper triangle via a boolean mask (upper; the same output as ours). Ratio = NumPy time / our time (target ≥ 0.5). GFLOP/s = n²·d / time (n(n−1)/2 pairs × 2d operations).`,
      '',
      reference + '.',
      '',
      table(['n', 'threads', 'ours ms', 'ours GFLOP/s', 'NumPy upper ms', 'NumPy matmul ms', 'ratio vs upper', 'ratio vs matmul', 'runs (ours / NumPy)'], rows),
      '',
      await typedArrayBaseline(context),
    ].join('\n');
  },
};
