import { GemmSimilarityEngine } from '../lambdas/core/similarity/gemm-similarity-engine.js';
import { SimilarityEngine } from '../lambdas/core/similarity/similarity-engine.js';
import { SimilarityWorkerPool } from '../lambdas/adapters/local/similarity-worker-pool.js';
import { OnnxMatrixProduct } from '../lambdas/models/local/onnx-matrix-product.js';
import { randomUnitVectors } from './lib/vectors.js';
import { cpuCoreType, currentNumpy, describeBlas, ensureNumpy, runNumpy, writeVectors, type BlasPool } from './lib/numpy-reference.js';
import { median, timeOnce, type Sample } from './lib/timing.js';
import { fixed, table, type Benchmark, type BenchContext } from './lib/report.js';

const DIMENSION = 512;
const THREAD_COUNTS = [1, 2];
/** The ratio the similarity engine must reach: NumPy's time / ours, same output, same threads. */
const TARGET = 0.8;

/**
 * Time of our side: every pair of the upper triangle as float64 values in output order (what the
 * body writer reads), computed by the default version's engine (ONNX Runtime's float32 product).
 * One thread: in this thread; more: the similarity worker threads, as a local job runs.
 */
async function ours(vectors: Float32Array, n: number, pool: SimilarityWorkerPool | null, product: OnnxMatrixProduct): Promise<{ sample: Sample; checksum: number }> {
  let out: Float64Array = new Float64Array(0);
  const sample = await timeOnce(async () => {
    if (pool) {
      out = await pool.computeAll({ scenario: 'self', vectors, count: n, dimension: DIMENSION, engine: 'matrix-product' });
    } else {
      const engine = GemmSimilarityEngine.self(vectors, n, DIMENSION, product);
      out = new Float64Array(engine.valueCount());
      engine.computeRows(0, n, out);
    }
  });
  let checksum = 0;
  for (const x of out) checksum += x;
  return { sample, checksum };
}

/** One NumPy reference: which Python, and the OpenBLAS core it is pinned to (none: its own detection). */
interface Reference {
  key: 'unset' | 'pinned' | 'current';
  python?: string;
  coreType?: string;
}

interface SizeResult {
  rows: string[][];
  blas: Partial<Record<Reference['key'], BlasPool[]>>;
}

async function runSize(context: BenchContext, n: number, rounds: number, references: readonly Reference[], product: OnnxMatrixProduct): Promise<SizeResult> {
  const vectors = randomUnitVectors(n, DIMENSION, 7);
  const file = writeVectors(vectors);
  const rows: string[][] = [];
  const blas: SizeResult['blas'] = {};
  try {
    for (const threads of THREAD_COUNTS) {
      const pool = threads > 1 ? new SimilarityWorkerPool(threads) : null;
      const oursMs: number[] = [];
      const refMs = new Map<Reference['key'], number[]>(references.map((r) => [r.key, []]));
      const refSums = new Map<Reference['key'], number>();
      let oursSum = Number.NaN;
      try {
        await ours(vectors, n, pool, product); // warm-up (opens the sessions, starts threads)
        // Alternate the sides so load from other processes hits all alike.
        for (let round = 0; round < rounds; round++) {
          for (const reference of references) {
            const np = runNumpy(file.path, n, DIMENSION, 2, threads, reference.coreType, reference.python);
            refMs.get(reference.key)!.push(...np.matmul.map((s) => s * 1000));
            refSums.set(reference.key, np.checksum);
            blas[reference.key] = np.blas;
          }
          for (let i = 0; i < 2; i++) {
            const { sample, checksum } = await ours(vectors, n, pool, product);
            oursMs.push(sample.wallMs);
            oursSum = checksum;
          }
        }
      } finally {
        await pool?.close();
      }
      const t = median(oursMs);
      const gflops = (n * n * DIMENSION) / (t / 1000) / 1e9;
      // Same matrices, same pairs: the sums of the triangles agree to float32 accuracy.
      for (const [key, sum] of refSums) {
        if (!(Math.abs(sum - oursSum) <= 1e-4 * Math.max(1, Math.abs(oursSum)) + 1e-2)) throw new Error(`similarity checksums differ: numpy (${key}) ${sum}, ours ${oursSum}`);
      }
      const times = new Map([...refMs].map(([key, ms]) => [key, ms.length > 0 ? median(ms) : Number.NaN]));
      const cell = (key: Reference['key']) => (Number.isFinite(times.get(key)) ? fixed(times.get(key)!, 0) : 'skipped');
      const ratio = (key: Reference['key']) => (Number.isFinite(times.get(key)) ? fixed(times.get(key)! / t) : 'n/a');
      // The target holds against the fastest reference.
      const best = Math.min(...[...times.values()].filter(Number.isFinite));
      const verdict = Number.isFinite(best) ? `**${fixed(best / t)}** (${best / t >= TARGET ? 'met' : 'missed'})` : 'n/a';
      context.log(`similarity n=${n} threads=${threads}: ours ${fixed(t, 0)} ms; numpy ${[...times].map(([k, v]) => `${k} ${fixed(v, 0)}`).join(', ')} ms; ratio vs fastest ${fixed(best / t)}`);
      const runs = [oursMs.length, ...references.map((r) => refMs.get(r.key)!.length)].join(' / ');
      rows.push([String(n), String(threads), fixed(t, 0), fixed(gflops, 1), cell('current'), cell('unset'), cell('pinned'), ratio('current'), ratio('unset'), ratio('pinned'), verdict, runs]);
    }
  } finally {
    file.remove();
  }
  return { rows, blas };
}

/** The exact float64 kernel of the pinned versions (WebAssembly SIMD), for scale. */
async function exactKernel(context: BenchContext, product: OnnxMatrixProduct): Promise<string> {
  const n = 2000;
  const vectors = randomUnitVectors(n, DIMENSION, 3);
  const times: Record<string, number> = {};
  const engines = {
    exact: () => SimilarityEngine.self(vectors, n, DIMENSION),
    onnx: () => GemmSimilarityEngine.self(vectors, n, DIMENSION, product),
  };
  for (const [name, make] of Object.entries(engines)) {
    const samples: number[] = [];
    for (let i = 0; i < 3; i++) {
      const engine = make();
      const out = new Float64Array(engine.valueCount());
      samples.push((await timeOnce(() => engine.computeRows(0, n, out))).wallMs);
    }
    times[name] = median(samples);
  }
  context.log(`n=${n}, 1 thread: exact ${fixed(times.exact, 0)} ms, onnx ${fixed(times.onnx, 0)} ms`);
  return `The exact float64 kernel that versions 2026-11-21 and 2026-11-22 keep (WebAssembly SIMD, bit-identical to the scalar reference), n=${n}, 1 thread: ${fixed(times.exact, 0)} ms vs ${fixed(times.onnx, 0)} ms for ONNX Runtime (${fixed(times.exact / times.onnx, 1)}× faster).`;
}

export const similarityKernelBenchmark: Benchmark = {
  name: 'similarity',
  title: 'Similarity kernel vs NumPy/OpenBLAS',
  async run(context) {
    const debian = ensureNumpy(context.log);
    const current = currentNumpy();
    const sizes = context.quick ? [2000, 4000] : [2000, 4000, 10000];
    const rounds = context.quick ? 1 : 3;
    const coreType = cpuCoreType();
    const references: Reference[] = [];
    if (current.ok) references.push({ key: 'current', python: current.python });
    if (debian.ok) references.push({ key: 'unset' }, ...(coreType ? [{ key: 'pinned' as const, coreType }] : []));
    const rows: string[][] = [];
    let blas: SizeResult['blas'] = {};
    const product = new OnnxMatrixProduct();
    try {
      for (const n of sizes) {
        const result = await runSize(context, n, rounds, references, product);
        rows.push(...result.rows);
        blas = result.blas;
      }
      const currentText = current.ok
        ? `the current NumPy, ${current.numpy} (\`${current.python}\`, NumPy's wheel with its own OpenBLAS; ${describeBlas(blas.current ?? [])})`
        : `the current NumPy: skipped (${current.reason})`;
      const debianText = debian.ok
        ? `Debian's NumPy ${debian.numpy} (\`/usr/bin/python3\`), once with OpenBLAS's own detection (${describeBlas(blas.unset ?? [])}) and once with \`OPENBLAS_CORETYPE=${coreType ?? 'n/a'}\`, the core this CPU's instruction set supports (${describeBlas(blas.pinned ?? [])}); on a processor it does not recognise, OpenBLAS 0.3.21 falls back to its generic Prescott kernels, which flatters the ratio`
        : `Debian's NumPy: skipped (${debian.reason})`;
      return [
        `Self-similarity of n random unit vectors, d = ${DIMENSION}, float32 input, same matrices on both sides (written to a raw float32 file for NumPy). Ours: the default similarity version's engine, ONNX Runtime's float32 matrix product (MLAS) on panels of rows against the columns right of the diagonal only, every pair of the strict upper triangle written as float64 values in output order (what the JSON writer reads); one thread in-process, two threads as a local job runs (worker threads, one ONNX Runtime session each). NumPy: \`X @ X.T\`, which OpenBLAS computes as \`syrk\` (one triangle, mirrored): every pair once, the same output as ours (no masking step in the timing). GFLOP/s = n²·d / time (n(n−1)/2 pairs × 2d operations).`,
        '',
        `References, each timed inside its own process with \`OPENBLAS_NUM_THREADS\` = the thread count and \`OPENBLAS_CORETYPE\` and \`OPENBLAS_L2_SIZE\` unset for that process only, alternating with ours within each size (2 timed products per process after a warm-up): ${currentText}; ${debianText}. Ratio = NumPy time / our time at the same thread count (target ≥ ${TARGET} against the fastest reference).`,
        '',
        table(['n', 'threads', 'ours ms', 'ours GFLOP/s', `NumPy ${current.ok ? current.numpy : 'current'} ms`, 'Debian NumPy ms (own detection)', `Debian NumPy ms (${coreType ?? 'pinned'})`, `ratio vs NumPy ${current.ok ? current.numpy : 'current'}`, 'ratio vs Debian (own detection)', `ratio vs Debian (${coreType ?? 'pinned'})`, 'ratio vs fastest', `runs (ours / ${references.map((r) => r.key).join(' / ')})`], rows),
        '',
        await exactKernel(context, product),
      ].join('\n');
    } finally {
      product.close();
    }
  },
};
