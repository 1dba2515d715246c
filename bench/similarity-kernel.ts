import { GemmSimilarityEngine } from '../lambdas/core/similarity/gemm-similarity-engine.js';
import { scanRows } from './lib/scan-rows.js';
import { ScanWorkerPool } from './lib/scan-pool.js';
import { TASK_VALUES } from '../lambdas/adapters/local/similarity-job-runner.js';
import { SimilarityEngine } from '../lambdas/core/similarity/similarity-engine.js';
import { OnnxMatrixProduct } from '../lambdas/models/local/onnx-matrix-product.js';
import { randomUnitVectors } from './lib/vectors.js';
import { cpuCoreType, currentNumpy, describeBlas, ensureNumpy, runNumpy, writeVectors, type BlasPool, type NumpyTimes } from './lib/numpy-reference.js';
import { getPriority } from 'node:os';
import { WORKER_THREAD_NICE } from '../lambdas/adapters/local/thread-priority.js';
import { median, timeOnce, type Sample } from './lib/timing.js';
import { fixed, table, type Benchmark, type BenchContext } from './lib/report.js';

const DIMENSION = 512;
const THREAD_COUNTS = [1, 2];
/** The ratio the similarity engine must reach: NumPy's time / ours, same output, same threads. */
const TARGET = 0.8;
const DEFAULT_ROUNDS = 3;
/** Our values and NumPy's (both float32, summed in other orders) agree to this, value by value. */
const VALUE_TOLERANCE = 2e-6;

/**
 * Time of our side, exactly the service's path without the text: the default version's engine
 * (ONNX Runtime's float32 product, a new engine and panel buffer per product, as per request)
 * hands every row's float32 values of the strict upper triangle, in output order, to the
 * consumer that the JSON writer is in the service (`scanRows`: the same `rowViews` call as
 * `sectionText`). One thread: in this thread, as a synchronous request. More: the similarity
 * worker threads in the same tasks as a local job's body (`ScanWorkerPool.scanRows`,
 * `TASK_VALUES`). The timed consumer reads nothing; with `sum` it sums the values (checks only).
 */
async function ours(vectors: Float32Array, n: number, pool: ScanWorkerPool | null, product: OnnxMatrixProduct, sum = false): Promise<{ sample: Sample; sum: number }> {
  let total = 0;
  const sample = await timeOnce(async () => {
    if (pool) total = await pool.scanRows({ scenario: 'self', vectors, count: n, dimension: DIMENSION, engine: 'matrix-product' }, { taskValues: TASK_VALUES, sum });
    else total = scanRows(GemmSimilarityEngine.self(vectors, n, DIMENSION, product), 0, n, sum);
  });
  return { sample, sum: total };
}

/** Rows compared value by value with NumPy's float32 output: the first, one inside, the second last. */
function sampleRows(n: number): number[] {
  return [...new Set([0, Math.floor(n / 3), n - 2])];
}

/** Copies of the sample rows' float32 values as the engine hands them out. */
function ourRows(vectors: Float32Array, n: number, product: OnnxMatrixProduct, rows: readonly number[]): Map<number, Float32Array> {
  const out = new Map<number, Float32Array>();
  let row = 0;
  for (const values of GemmSimilarityEngine.self(vectors, n, DIMENSION, product).rowViews(0, n)) {
    if (rows.includes(row)) out.set(row, values.slice());
    row++;
  }
  return out;
}

/** One NumPy reference: which Python, and the OpenBLAS core it is pinned to (none: its own detection). */
interface Reference {
  key: 'current' | 'unset' | 'pinned';
  python?: string;
  coreType?: string;
}

/** NumPy's two output forms: a new array per product (`X @ X.T`), or one array allocated before the timing. */
const FORMS = ['fresh', 'reused'] as const;

interface SizeResult {
  rows: string[][];
  blas: Partial<Record<Reference['key'], BlasPool[]>>;
  checks: string;
}

/**
 * The reference runs at the scheduling priority of the threads it is compared with: this thread
 * for one thread, the similarity worker threads (nice `WORKER_THREAD_NICE`) for more.
 */
function niceIncrement(threads: number): number {
  return threads > 1 ? Math.max(0, WORKER_THREAD_NICE - getPriority()) : 0;
}

/**
 * Same output: our float32 values of the sample rows against NumPy's, value by value, and the sums
 * of the whole triangle (ours through the timed path, with its consumer summing) against NumPy's.
 */
function checkOutputs(n: number, np: NumpyTimes, mine: Map<number, Float32Array>, ourSum: number, key: string): number {
  let worst = 0;
  for (const [row, values] of mine) {
    const theirs = np.rows[String(row)];
    if (!theirs || theirs.length !== values.length) throw new Error(`numpy (${key}) returned ${theirs?.length} values of row ${row}, ours ${values.length}`);
    for (let j = 0; j < values.length; j++) worst = Math.max(worst, Math.abs(values[j] - theirs[j]));
  }
  if (!(worst <= VALUE_TOLERANCE)) throw new Error(`n=${n}: our values differ from numpy's (${key}) by up to ${worst}`);
  if (!(Math.abs(np.checksum - ourSum) <= 1e-4 * Math.max(1, Math.abs(ourSum)) + 1e-2)) throw new Error(`n=${n}: similarity checksums differ: numpy (${key}) ${np.checksum}, ours ${ourSum}`);
  return worst;
}

async function runSize(context: BenchContext, n: number, rounds: number, references: readonly Reference[], product: OnnxMatrixProduct): Promise<SizeResult> {
  const vectors = randomUnitVectors(n, DIMENSION, 7);
  const file = writeVectors(vectors);
  const rows: string[][] = [];
  const blas: SizeResult['blas'] = {};
  const samples = sampleRows(n);
  const mine = ourRows(vectors, n, product, samples);
  const oneThreadSum = (await ours(vectors, n, null, product, true)).sum;
  let worst = 0;
  try {
    for (const threads of THREAD_COUNTS) {
      const pool = threads > 1 ? new ScanWorkerPool(threads) : null;
      const oursMs: number[] = [];
      const oursCpu: number[] = [];
      const refMs = new Map<string, number[]>();
      const push = (key: string, ms: number[]) => refMs.set(key, [...(refMs.get(key) ?? []), ...ms]);
      try {
        // The checked run (untimed; opens the sessions, starts the threads): the same path with a summing consumer.
        const threadedSum = (await ours(vectors, n, pool, product, true)).sum;
        if (!(Math.abs(threadedSum - oneThreadSum) <= 1e-9 * Math.max(1, Math.abs(oneThreadSum)))) throw new Error(`n=${n}: ${threads} threads sum to ${threadedSum}, one thread to ${oneThreadSum}`);
        // Alternate the sides so load from other processes hits all alike.
        for (let round = 0; round < rounds; round++) {
          for (const reference of references) {
            const first = round === 0 && threads === THREAD_COUNTS[0];
            const np = runNumpy(file.path, n, DIMENSION, 2, threads, { coreType: reference.coreType, python: reference.python, nice: niceIncrement(threads), sampleRows: first ? samples : [] });
            if (first) worst = Math.max(worst, checkOutputs(n, np, mine, threadedSum, reference.key));
            push(`${reference.key}:fresh`, np.matmul.map((s) => s * 1000));
            push(`${reference.key}:reused`, np.reused.map((s) => s * 1000));
            push(`${reference.key}:fresh:cpu`, np.matmul_cpu.map((s) => s * 1000));
            push(`${reference.key}:reused:cpu`, np.reused_cpu.map((s) => s * 1000));
            blas[reference.key] = np.blas;
          }
          // A warm-up after the references, as each reference process warms up before its timing:
          // the first product after a reference process ran took about 30 % more CPU here.
          await ours(vectors, n, pool, product);
          for (let i = 0; i < 2 * FORMS.length; i++) {
            const { sample } = await ours(vectors, n, pool, product);
            oursMs.push(sample.wallMs);
            oursCpu.push(sample.cpuMs);
          }
        }
      } finally {
        await pool?.close();
      }
      const t = median(oursMs);
      const gflops = (n * n * DIMENSION) / (t / 1000) / 1e9;
      const time = (key: string) => median(refMs.get(key) ?? []);
      const cell = (key: Reference['key']) => (references.some((r) => r.key === key) ? FORMS.map((form) => fixed(time(`${key}:${form}`), 0)).join(' / ') : 'skipped');
      const ratio = (key: Reference['key']) => (references.some((r) => r.key === key) ? FORMS.map((form) => fixed(time(`${key}:${form}`) / t)).join(' / ') : 'n/a');
      // The target holds against the fastest reference in its faster output form.
      const best = Math.min(...references.flatMap((r) => FORMS.map((form) => time(`${r.key}:${form}`))).filter(Number.isFinite));
      // CPU time, less sensitive to other work on the machine: the least of the references' over ours.
      const cpu = median(oursCpu);
      const bestCpu = Math.min(...references.flatMap((r) => FORMS.map((form) => time(`${r.key}:${form}:cpu`))).filter(Number.isFinite));
      const verdict = Number.isFinite(best) ? `**${fixed(best / t)}** (${best / t >= TARGET ? 'met' : 'missed'})` : 'n/a';
      context.log(`similarity n=${n} threads=${threads}: ours ${fixed(t, 0)} ms (CPU ${fixed(cpu, 0)}); numpy ${references.map((r) => `${r.key} ${cell(r.key)}`).join(', ')} ms; ratio vs fastest ${fixed(best / t)}`);
      const runs = [oursMs.length, ...references.map((r) => refMs.get(`${r.key}:fresh`)!.length)].join(' / ');
      rows.push([String(n), String(threads), fixed(t, 0), fixed(gflops, 1), cell('current'), cell('unset'), cell('pinned'), ratio('current'), ratio('unset'), ratio('pinned'), verdict, Number.isFinite(bestCpu) ? `${fixed(cpu, 0)} / ${fixed(bestCpu, 0)} = ${fixed(bestCpu / cpu)}` : 'n/a', runs]);
    }
  } finally {
    file.remove();
  }
  const checks = references.length > 0 ? `n=${n}: rows ${samples.join(', ')} differ from NumPy's by at most ${worst.toExponential(1)}` : `n=${n}: not compared (no reference)`;
  return { rows, blas, checks };
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
      samples.push((await timeOnce(() => scanRows(engine, 0, n))).wallMs);
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
    const rounds = context.rounds ?? (context.quick ? 1 : DEFAULT_ROUNDS);
    const coreType = cpuCoreType();
    const references: Reference[] = [];
    if (current.ok) references.push({ key: 'current', python: current.python });
    if (debian.ok) references.push({ key: 'unset' }, ...(coreType ? [{ key: 'pinned' as const, coreType }] : []));
    const rows: string[][] = [];
    const checks: string[] = [];
    let blas: SizeResult['blas'] = {};
    const product = new OnnxMatrixProduct();
    try {
      for (const n of sizes) {
        const result = await runSize(context, n, rounds, references, product);
        rows.push(...result.rows);
        checks.push(result.checks);
        blas = result.blas;
      }
      const currentText = current.ok
        ? `the current NumPy, ${current.numpy} (\`${current.python}\`, NumPy's wheel with its own OpenBLAS; ${describeBlas(blas.current ?? [])})`
        : `the current NumPy: skipped (${current.reason})`;
      const debianText = debian.ok
        ? `Debian's NumPy ${debian.numpy} (\`/usr/bin/python3\`), once with OpenBLAS's own detection (${describeBlas(blas.unset ?? [])}) and once with \`OPENBLAS_CORETYPE=${coreType ?? 'n/a'}\`, the core this CPU's instruction set supports (${describeBlas(blas.pinned ?? [])}); on a processor it does not recognise, OpenBLAS 0.3.21 falls back to its generic Prescott kernels, which flatters the ratio`
        : `Debian's NumPy: skipped (${debian.reason})`;
      const header = ['n', 'threads', 'ours ms', 'ours GFLOP/s', `NumPy ${current.ok ? current.numpy : 'current'} ms (new / one output)`, 'Debian NumPy ms (own detection; new / one output)', `Debian NumPy ms (${coreType ?? 'pinned'}; new / one output)`, `ratio vs NumPy ${current.ok ? current.numpy : 'current'}`, 'ratio vs Debian (own detection)', `ratio vs Debian (${coreType ?? 'pinned'})`, 'ratio vs fastest', 'CPU ms: ours / the least of the references = ratio', `runs (ours / ${references.map((r) => r.key).join(' / ')})`];
      return [
        `Self-similarity of n random unit vectors, d = ${DIMENSION}, float32 input, same matrices on both sides (written to a raw float32 file for NumPy). GFLOP/s = n²·d / time (n(n−1)/2 pairs × 2d operations).`,
        '',
        `Ours: exactly the path the service runs for the default similarity version, without the JSON text: a new engine per product (as per request), ONNX Runtime's float32 matrix product (MLAS) on panels of rows against the columns right of the diagonal only, each panel written into the engine's one panel buffer, and every row's float32 values of the strict upper triangle handed in output order, as a view of that buffer, to the consumer (\`scanRows\`, the same \`rowViews\` call as the JSON writer's \`sectionText\`; in the service the consumer is the number formatter, which reads the float32 values directly: a float32 widens to float64 exactly, so the JSON bytes are those of the float64 values before). The timed consumer reads nothing; the whole triangle is never held, only one panel (up to 8 MiB). One thread: in this thread, the synchronous path's call (a job with one similarity thread, and each AWS fan-out task, runs the same call on its own thread). Two threads: the similarity worker threads (one ONNX Runtime session each, at nice ${WORKER_THREAD_NICE}) in the same row tasks as a local job's body (${TASK_VALUES.toLocaleString('en-US')} values each, two per thread in flight), including loading the job onto the threads.`,
        '',
        `NumPy: \`X @ X.T\`, which OpenBLAS computes as \`syrk\` (one triangle, mirrored), into a new n × n float32 array ("new"; its large arrays are backed by huge pages through NumPy's own \`madvise\`) and into one array allocated before the timing (\`np.matmul(X, X.T, out=R)\`, "one output"): the same float32 values of every pair, held whole. Same output, checked in every run: our float32 values of three rows (first, a third of the way, second last) against NumPy's float32 output value by value (sum orders differ, so the last bit may), and the sum of the whole triangle through the timed path with a summing consumer (one thread and two threads alike) against NumPy's. ${checks.join('; ')}.`,
        '',
        `References, each timed inside its own process with \`OPENBLAS_NUM_THREADS\` = the thread count and \`OPENBLAS_CORETYPE\` and \`OPENBLAS_L2_SIZE\` unset for that process only, alternating with ours within each size (${rounds} round${rounds === 1 ? '' : 's'}; in each, 2 timed products of each output form per reference process after a warm-up, then 4 of ours after a warm-up), at the scheduling priority of the threads they are compared with (the two-thread runs at nice ${WORKER_THREAD_NICE}, like our similarity threads): ${currentText}; ${debianText}. Ratio = NumPy time / our time at the same thread count, for each of NumPy's output forms (target ≥ ${TARGET} against the fastest reference in its faster form, by wall time); the CPU column compares the CPU time of our process with the least CPU time of a reference process over the same products (all threads; less sensitive to other work on the machine, but with two threads it measures work, not speed).`,
        '',
        table(header, rows),
        '',
        await exactKernel(context, product),
      ].join('\n');
    } finally {
      product.close();
    }
  },
};
