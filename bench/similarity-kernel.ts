import { GemmSimilarityEngine } from '../lambdas/core/similarity/gemm-similarity-engine.js';
import { SimilarityEngine } from '../lambdas/core/similarity/similarity-engine.js';
import { SimilarityWorkerPool } from '../lambdas/adapters/local/similarity-worker-pool.js';
import { OnnxMatrixProduct } from '../lambdas/models/local/onnx-matrix-product.js';
import { randomUnitVectors } from './lib/vectors.js';
import { cpuCoreType, currentNumpy, describeBlas, ensureNumpy, runNumpy, writeVectors, type BlasPool } from './lib/numpy-reference.js';
import { getPriority } from 'node:os';
import { WORKER_THREAD_NICE } from '../lambdas/adapters/local/thread-priority.js';
import { median, timeOnce, type Sample } from './lib/timing.js';
import { fixed, table, type Benchmark, type BenchContext } from './lib/report.js';

const DIMENSION = 512;
const THREAD_COUNTS = [1, 2];
/** The ratio the similarity engine must reach: NumPy's time / ours, same output, same threads. */
const TARGET = 0.8;

/**
 * Time of our side: every pair of the upper triangle as float64 values in output order (what the
 * body writer reads), computed by the default version's engine (ONNX Runtime's float32 product),
 * into `into` when given (allocated once per size, as the writer reuses its block) or a new array.
 * One thread: in this thread; more: the similarity worker threads, as a local job runs.
 */
async function ours(vectors: Float32Array, n: number, pool: SimilarityWorkerPool | null, product: OnnxMatrixProduct, into?: Float64Array): Promise<{ sample: Sample; checksum: number }> {
  let out: Float64Array = new Float64Array(0);
  const sample = await timeOnce(async () => {
    if (pool) {
      out = await pool.computeAll({ scenario: 'self', vectors, count: n, dimension: DIMENSION, engine: 'matrix-product' }, into);
    } else {
      const engine = GemmSimilarityEngine.self(vectors, n, DIMENSION, product);
      out = into ?? new Float64Array(engine.valueCount());
      engine.computeRows(0, n, out);
    }
  });
  let checksum = 0;
  for (let i = 0; i < (n * (n - 1)) / 2; i++) checksum += out[i];
  return { sample, checksum };
}

/** One NumPy reference: which Python, and the OpenBLAS core it is pinned to (none: its own detection). */
interface Reference {
  key: 'current' | 'unset' | 'pinned';
  python?: string;
  coreType?: string;
}

/** How the output of every product is had: a new array each time, or one allocated before the timing. */
const OUTPUTS = ['reused', 'fresh'] as const;
type Output = (typeof OUTPUTS)[number];

interface SizeResult {
  rows: Record<Output, string[][]>;
  blas: Partial<Record<Reference['key'], BlasPool[]>>;
}

/**
 * The reference runs at the scheduling priority of the threads it is compared with: this thread
 * for one thread, the similarity worker threads (nice `WORKER_THREAD_NICE`) for more.
 */
function niceIncrement(threads: number): number {
  return threads > 1 ? Math.max(0, WORKER_THREAD_NICE - getPriority()) : 0;
}

async function runSize(context: BenchContext, n: number, rounds: number, references: readonly Reference[], product: OnnxMatrixProduct): Promise<SizeResult> {
  const vectors = randomUnitVectors(n, DIMENSION, 7);
  const file = writeVectors(vectors);
  const rows: SizeResult['rows'] = { reused: [], fresh: [] };
  const blas: SizeResult['blas'] = {};
  const values = (n * (n - 1)) / 2;
  try {
    for (const threads of THREAD_COUNTS) {
      const pool = threads > 1 ? new SimilarityWorkerPool(threads) : null;
      const into = new Float64Array(pool ? new SharedArrayBuffer(values * 8) : new ArrayBuffer(values * 8));
      const oursMs: Record<Output, number[]> = { reused: [], fresh: [] };
      const oursCpu: Record<Output, number[]> = { reused: [], fresh: [] };
      const refMs = new Map<string, number[]>();
      const refSums = new Map<Reference['key'], number>();
      const sums: Record<Output, number> = { reused: Number.NaN, fresh: Number.NaN };
      const push = (key: string, ms: number[]) => refMs.set(key, [...(refMs.get(key) ?? []), ...ms]);
      try {
        await ours(vectors, n, pool, product); // warm-up (opens the sessions, starts threads)
        await ours(vectors, n, pool, product, into); // and touches the reused output once
        // Alternate the sides so load from other processes hits all alike.
        for (let round = 0; round < rounds; round++) {
          for (const reference of references) {
            const np = runNumpy(file.path, n, DIMENSION, 2, threads, { coreType: reference.coreType, python: reference.python, nice: niceIncrement(threads) });
            push(`${reference.key}:fresh`, np.matmul.map((s) => s * 1000));
            push(`${reference.key}:reused`, np.reused.map((s) => s * 1000));
            push(`${reference.key}:fresh:cpu`, np.matmul_cpu.map((s) => s * 1000));
            push(`${reference.key}:reused:cpu`, np.reused_cpu.map((s) => s * 1000));
            refSums.set(reference.key, np.checksum);
            blas[reference.key] = np.blas;
          }
          // A warm-up after the references, as each reference process warms up before its timing:
          // the first product after a reference process ran took about 30 % more CPU here.
          await ours(vectors, n, pool, product, into);
          for (let i = 0; i < 2; i++) {
            for (const output of OUTPUTS) {
              const { sample, checksum } = await ours(vectors, n, pool, product, output === 'reused' ? into : undefined);
              oursMs[output].push(sample.wallMs);
              oursCpu[output].push(sample.cpuMs);
              sums[output] = checksum;
            }
          }
        }
      } finally {
        await pool?.close();
      }
      // Same matrices, same pairs: the sums of the triangles agree to float32 accuracy.
      if (sums.reused !== sums.fresh) throw new Error(`our checksums differ between the outputs: ${sums.reused} vs ${sums.fresh}`);
      for (const [key, sum] of refSums) {
        if (!(Math.abs(sum - sums.fresh) <= 1e-4 * Math.max(1, Math.abs(sums.fresh)) + 1e-2)) throw new Error(`similarity checksums differ: numpy (${key}) ${sum}, ours ${sums.fresh}`);
      }
      for (const output of OUTPUTS) {
        const t = median(oursMs[output]);
        const gflops = (n * n * DIMENSION) / (t / 1000) / 1e9;
        const time = (key: Reference['key']) => median(refMs.get(`${key}:${output}`) ?? []);
        const cell = (key: Reference['key']) => (Number.isFinite(time(key)) ? fixed(time(key), 0) : 'skipped');
        const ratio = (key: Reference['key']) => (Number.isFinite(time(key)) ? fixed(time(key) / t) : 'n/a');
        // The target holds against the fastest reference.
        const best = Math.min(...references.map((r) => time(r.key)).filter(Number.isFinite));
        // CPU time, less sensitive to other work on the machine: the least of the references' over ours.
        const cpu = median(oursCpu[output]);
        const bestCpu = Math.min(...references.map((r) => median(refMs.get(`${r.key}:${output}:cpu`) ?? [])).filter(Number.isFinite));
        const verdict = Number.isFinite(best) ? `**${fixed(best / t)}** (${best / t >= TARGET ? 'met' : 'missed'})` : 'n/a';
        context.log(`similarity n=${n} threads=${threads} output ${output}: ours ${fixed(t, 0)} ms; numpy ${references.map((r) => `${r.key} ${fixed(time(r.key), 0)}`).join(', ')} ms; ratio vs fastest ${fixed(best / t)}`);
        const runs = [oursMs[output].length, ...references.map((r) => refMs.get(`${r.key}:${output}`)!.length)].join(' / ');
        rows[output].push([String(n), String(threads), fixed(t, 0), fixed(gflops, 1), cell('current'), cell('unset'), cell('pinned'), ratio('current'), ratio('unset'), ratio('pinned'), verdict, Number.isFinite(bestCpu) ? `${fixed(cpu, 0)} / ${fixed(bestCpu, 0)} = ${fixed(bestCpu / cpu)}` : 'n/a', runs]);
      }
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
    const rows: SizeResult['rows'] = { reused: [], fresh: [] };
    let blas: SizeResult['blas'] = {};
    const product = new OnnxMatrixProduct();
    try {
      for (const n of sizes) {
        const result = await runSize(context, n, rounds, references, product);
        for (const output of OUTPUTS) rows[output].push(...result.rows[output]);
        blas = result.blas;
      }
      const currentText = current.ok
        ? `the current NumPy, ${current.numpy} (\`${current.python}\`, NumPy's wheel with its own OpenBLAS; ${describeBlas(blas.current ?? [])})`
        : `the current NumPy: skipped (${current.reason})`;
      const debianText = debian.ok
        ? `Debian's NumPy ${debian.numpy} (\`/usr/bin/python3\`), once with OpenBLAS's own detection (${describeBlas(blas.unset ?? [])}) and once with \`OPENBLAS_CORETYPE=${coreType ?? 'n/a'}\`, the core this CPU's instruction set supports (${describeBlas(blas.pinned ?? [])}); on a processor it does not recognise, OpenBLAS 0.3.21 falls back to its generic Prescott kernels, which flatters the ratio`
        : `Debian's NumPy: skipped (${debian.reason})`;
      const header = ['n', 'threads', 'ours ms', 'ours GFLOP/s', `NumPy ${current.ok ? current.numpy : 'current'} ms`, 'Debian NumPy ms (own detection)', `Debian NumPy ms (${coreType ?? 'pinned'})`, `ratio vs NumPy ${current.ok ? current.numpy : 'current'}`, 'ratio vs Debian (own detection)', `ratio vs Debian (${coreType ?? 'pinned'})`, 'ratio vs fastest', 'CPU ms: ours / the least of the references = ratio', `runs (ours / ${references.map((r) => r.key).join(' / ')})`];
      return [
        `Self-similarity of n random unit vectors, d = ${DIMENSION}, float32 input, same matrices on both sides (written to a raw float32 file for NumPy). Ours: the default similarity version's engine, ONNX Runtime's float32 matrix product (MLAS) on panels of rows against the columns right of the diagonal only, every pair of the strict upper triangle written as float64 values in output order (what the JSON writer reads); one thread in-process, two threads as a local job runs (worker threads, one ONNX Runtime session each, at nice ${WORKER_THREAD_NICE}). NumPy: \`X @ X.T\`, which OpenBLAS computes as \`syrk\` (one triangle, mirrored): every pair once, the same output as ours (no masking step in the timing). GFLOP/s = n²·d / time (n(n−1)/2 pairs × 2d operations).`,
        '',
        `References, each timed inside its own process with \`OPENBLAS_NUM_THREADS\` = the thread count and \`OPENBLAS_CORETYPE\` and \`OPENBLAS_L2_SIZE\` unset for that process only, alternating with ours within each size (2 timed products of each output form per process after a warm-up; ours also warms up again after the references of every round), at the scheduling priority of the threads they are compared with (the two-thread runs at nice ${WORKER_THREAD_NICE}, like our similarity threads): ${currentText}; ${debianText}. Ratio = NumPy time / our time at the same thread count (target ≥ ${TARGET} against the fastest reference, by wall time); the CPU column compares the CPU time of our process with the least CPU time of a reference process over the same products (all threads; less sensitive to other work on the machine, but with two threads it measures work, not speed).`,
        '',
        'Output written into an array allocated once per size, before the timing (the service\'s body writer reuses its block of values the same way; NumPy: `np.matmul(X, X.T, out=R)`):',
        '',
        table(header, rows.reused),
        '',
        'A new output array for every product (NumPy: `X @ X.T`; its large arrays are backed by huge pages through NumPy\'s own `madvise`, ours by V8\'s ordinary 4 KiB pages, so the first writes into the 8 bytes × n(n−1)/2 of a new triangle cost ours more page faults):',
        '',
        table(header, rows.fresh),
        '',
        await exactKernel(context, product),
      ].join('\n');
    } finally {
      product.close();
    }
  },
};
