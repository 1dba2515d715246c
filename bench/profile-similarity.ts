/**
 * `env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE node --import tsx bench/profile-similarity.ts [N,N…] [repetitions] [--text] [--numpy]`:
 * where the CPU time of the default similarity engine goes on one thread (process CPU time,
 * medians over many repetitions, stages interleaved, so a shared machine's load matters less than
 * for wall time). `--text` adds the whole JSON body; `--numpy` the CPU time of the NumPy references
 * (the current NumPy and Debian's pinned to this CPU's core, one BLAS thread) on the same vectors.
 * Not part of `npm run bench`.
 */
import { GemmSimilarityEngine } from '../lambdas/core/similarity/gemm-similarity-engine.js';
import type { MatrixProduct } from '../lambdas/core/similarity/matrix-product.js';
import { rowBlocks } from '../lambdas/core/similarity/row-ranges.js';
import { similarityBodyChunks, type RowSource } from '../lambdas/core/similarity/similarity-body.js';
import { OnnxMatrixProduct } from '../lambdas/models/local/onnx-matrix-product.js';
import { randomUnitVectors } from './lib/vectors.js';
import { median } from './lib/timing.js';
import { cpuCoreType, currentNumpy, runNumpy, writeVectors } from './lib/numpy-reference.js';

const DIMENSION = 512;
const BLOCK_VALUES = 256 * 1024;

/** Counts the CPU time spent inside the product calls. */
class TimedProduct implements MatrixProduct {
  readonly name = 'timed';
  cpuMs = 0;
  calls = 0;
  constructor(private readonly inner: MatrixProduct) {}
  multiply(a: Float32Array, aRows: number, b: Float32Array, bRows: number, dimension: number, out?: Float32Array): Float32Array {
    const start = process.cpuUsage();
    const result = this.inner.multiply(a, aRows, b, bRows, dimension, out);
    const used = process.cpuUsage(start);
    this.cpuMs += (used.user + used.system) / 1000;
    this.calls++;
    return result;
  }
}

function cpuMs(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** The NumPy references' CPU time per product on the same vectors, one BLAS thread. */
function numpyCpu(vectors: Float32Array, n: number, repetitions: number): void {
  const file = writeVectors(vectors);
  try {
    const current = currentNumpy();
    const references = [...(current.ok ? [{ name: `NumPy ${current.numpy}`, options: { python: current.python } }] : []), { name: 'Debian NumPy', options: { coreType: cpuCoreType() } }];
    for (const { name, options } of references) {
      const np = runNumpy(file.path, n, DIMENSION, repetitions, 1, options);
      const core = np.blas.map((b) => b.architecture).join(', ');
      console.log(`n=${n} ${name} (${core}): X @ X.T ${(median(np.matmul_cpu) * 1000).toFixed(1)} ms CPU, into one output ${(median(np.reused_cpu) * 1000).toFixed(1)} ms CPU (median of ${repetitions})`);
    }
  } finally {
    file.remove();
  }
}

const sizes = (process.argv[2] ?? '2000,4000').split(',').map(Number);
const repetitions = Number(process.argv[3] ?? 15);
const withText = process.argv.includes('--text');
const withNumpy = process.argv.includes('--numpy');
const onnx = new OnnxMatrixProduct();
try {
  for (const n of sizes) {
    const vectors = randomUnitVectors(n, DIMENSION, 7);
    const timed = new TimedProduct(onnx);
    const triangle = new Float64Array((n * (n - 1)) / 2);
    const engine = () => GemmSimilarityEngine.self(vectors, n, DIMENSION, timed);
    /** The engine as the writers saw it before row views: blocks of float64 values only. */
    const blocksOnly = (): RowSource => {
      const e = engine();
      return { shape: e.shape, computeRows: (s, t, out, offset) => e.computeRows(s, t, out, offset) };
    };
    const stages: Record<string, () => void> = {
      // The whole triangle into one array allocated once (what the kernel benchmark timed before).
      'float64 rows into one triangle': () => void engine().computeRows(0, n, triangle),
      // The body writer's path before, without the text: blocks of float64 values, one block reused.
      'float64 rows into blocks': () => {
        const e = engine();
        const block = new Float64Array(Math.max(BLOCK_VALUES, n - 1));
        for (const range of rowBlocks(e.shape, 0, n, block.length)) e.computeRows(range.rowStart, range.rowEnd, block);
      },
      // The writers' path now, without the text: each row's float32 values as a view of the panel.
      'float32 row views': () => {
        for (const row of engine().rowViews(0, n)) void row;
      },
    };
    if (withText) {
      stages['JSON body via float64 blocks'] = () => {
        for (const chunk of similarityBodyChunks(blocksOnly(), { requestId: 'r' })) void chunk;
      };
      stages['JSON body via float32 row views'] = () => {
        for (const chunk of similarityBodyChunks(engine(), { requestId: 'r' })) void chunk;
      };
    }
    const total: Record<string, number[]> = {};
    const inProduct: Record<string, number[]> = {};
    const calls: Record<string, number> = {};
    for (const run of Object.values(stages)) run();
    // Stages interleaved within each repetition, so load from other processes hits all alike.
    for (let i = 0; i < repetitions; i++) {
      for (const [name, run] of Object.entries(stages)) {
        timed.cpuMs = 0;
        timed.calls = 0;
        (total[name] ??= []).push(cpuMs(run));
        (inProduct[name] ??= []).push(timed.cpuMs);
        calls[name] = timed.calls;
      }
    }
    for (const name of Object.keys(stages)) {
      const t = median(total[name]);
      const p = median(inProduct[name]);
      console.log(`n=${n} ${name}: ${t.toFixed(1)} ms CPU (median of ${repetitions}), in the ${calls[name]} product calls ${p.toFixed(1)} ms, outside ${(t - p).toFixed(1)} ms`);
    }
    if (withNumpy) numpyCpu(vectors, n, repetitions);
  }
} finally {
  onnx.close();
}
