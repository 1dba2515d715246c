import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The system Python with Debian's NumPy (not a user's virtual environment). */
const PYTHON = '/usr/bin/python3';
const PACKAGES = ['python3-numpy', 'libopenblas0-pthread', 'python3-threadpoolctl'];
const SCRIPT = fileURLToPath(new URL('../reference/numpy-similarity.py', import.meta.url));

/** One BLAS library as threadpoolctl reports it inside the reference process. */
export interface BlasPool {
  internal_api?: string;
  version?: string;
  /** OpenBLAS: the core type its kernels were chosen for (e.g. Haswell, SkylakeX). */
  architecture?: string;
  num_threads?: number;
  threading_layer?: string;
}

export interface NumpyTimes {
  numpy: string;
  matmul: number[];
  /** The same products into one output array allocated before the timing. */
  reused: number[];
  /** The CPU time of the reference process during each product (all its threads), seconds. */
  matmul_cpu: number[];
  reused_cpu: number[];
  checksum: number;
  values: number;
  /** The float32 values right of the diagonal of the rows asked for (`sampleRows`), by row. */
  rows: Record<string, number[]>;
  blas: BlasPool[];
}

/**
 * This machine sets these for old OpenBLAS builds; they slow Debian's current one (see
 * ENVIRONMENT.md), so the reference runs without them.
 */
const UNSET_FOR_REFERENCE = ['OPENBLAS_CORETYPE', 'OPENBLAS_L2_SIZE'];

/**
 * The OpenBLAS core this CPU's instruction set supports, for a second reference: OpenBLAS's own
 * detection can fall back to its generic Prescott kernels on a processor it does not recognise
 * (a virtual machine's model name), which would flatter our ratio.
 */
export function cpuCoreType(): string | undefined {
  let flags = '';
  try {
    flags = readFileSync('/proc/cpuinfo', 'utf8').match(/^flags\s*:(.*)$/m)?.[1] ?? '';
  } catch {
    return undefined;
  }
  const has = (flag: string) => flags.split(/\s+/).includes(flag);
  if (has('avx512f') && has('avx512bw') && has('avx512vl')) return 'SkylakeX';
  if (has('avx2') && has('fma')) return 'Haswell';
  return undefined;
}

/** `blas` as one line: library, version, core type and threads of each BLAS pool. */
export function describeBlas(pools: readonly BlasPool[]): string {
  if (pools.length === 0) return 'BLAS core not reported (python3-threadpoolctl missing)';
  return pools.map((p) => `${p.internal_api ?? 'BLAS'} ${p.version ?? ''} core ${p.architecture ?? 'unknown'}, ${p.num_threads ?? '?'} thread(s)`).join('; ');
}

function probe(): { numpy: string; blas: string } | null {
  const code = 'import numpy,re,threadpoolctl;print(numpy.__version__);print(";".join(sorted(set(l.split()[-1] for l in open("/proc/self/maps") if "blas" in l))))';
  const result = spawnSync(PYTHON, ['-c', code], { encoding: 'utf8' });
  if (result.status !== 0) return null;
  const [numpy, blas = ''] = result.stdout.trim().split('\n');
  return { numpy, blas };
}

/**
 * NumPy with OpenBLAS, installed with apt when missing (needs root and Debian's repositories).
 * Returns a reason instead when it cannot be had, so the benchmark reports the reference as skipped.
 */
export function ensureNumpy(log: (line: string) => void): { ok: true; numpy: string; blas: string } | { ok: false; reason: string } {
  let found = probe();
  if (!found || !found.blas.includes('openblas')) {
    log(`installing the NumPy reference with apt: ${PACKAGES.join(' ')}`);
    try {
      const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env });
      execFileSync('apt-get', ['install', '-y', '-qq', ...PACKAGES], { stdio: 'ignore', env });
    } catch (error) {
      return { ok: false, reason: `apt-get install ${PACKAGES.join(' ')} failed (${error instanceof Error ? error.message.split('\n')[0] : error})` };
    }
    found = probe();
  }
  if (!found) return { ok: false, reason: `${PYTHON} cannot import numpy` };
  if (!found.blas.includes('openblas')) return { ok: false, reason: `NumPy is linked to ${found.blas || 'an unknown BLAS'}, not OpenBLAS` };
  return { ok: true, ...found };
}

/**
 * A current NumPy (a wheel with its own OpenBLAS) beside Debian's: the Python of pyenv's global
 * version unless `BENCH_CURRENT_PYTHON` names another. Never installed: a machine without it
 * (CI) reports this reference as skipped.
 */
export const CURRENT_PYTHON = process.env.BENCH_CURRENT_PYTHON ?? '/root/.pyenv/shims/python3';

/** That Python's interpreter and NumPy version, or why it cannot serve as a reference. */
export function currentNumpy(): { ok: true; python: string; numpy: string } | { ok: false; reason: string } {
  if (!existsSync(CURRENT_PYTHON)) return { ok: false, reason: `${CURRENT_PYTHON} not found` };
  const code = 'import sys,numpy;print(sys.executable);print(numpy.__version__)';
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of UNSET_FOR_REFERENCE) delete env[name];
  const result = spawnSync(CURRENT_PYTHON, ['-c', code], { encoding: 'utf8', env, timeout: 60_000 });
  if (result.status !== 0) return { ok: false, reason: `${CURRENT_PYTHON} cannot import numpy` };
  const [python, numpy] = result.stdout.trim().split('\n');
  if (!python || !numpy) return { ok: false, reason: `${CURRENT_PYTHON} gave no NumPy version` };
  return { ok: true, python, numpy };
}

/** Writes the vectors once to a raw float32 file for the Python side; returns it and a cleanup. */
export function writeVectors(vectors: Float32Array): { path: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-sim-'));
  const path = join(dir, 'vectors.f32');
  writeFileSync(path, new Uint8Array(vectors.buffer, vectors.byteOffset, vectors.byteLength));
  return { path, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface NumpyRunOptions {
  /** `OPENBLAS_CORETYPE` for this run (none: OpenBLAS's own detection). */
  coreType?: string;
  /** The Python to run (default Debian's). */
  python?: string;
  /** Run the reference at this nice value (the scheduling priority of the threads it is compared with). */
  nice?: number;
  /** Rows whose values right of the diagonal the reference returns, to compare value by value (`runNumpy`). */
  sampleRows?: readonly number[];
}

/**
 * Times X @ X.T in a separate process (Debian's Python unless `python` names another) with
 * `threads` BLAS threads, `OPENBLAS_CORETYPE` and `OPENBLAS_L2_SIZE` unset for that process only.
 */
export function runNumpy(path: string, n: number, d: number, repeats: number, threads: number, options: NumpyRunOptions = {}): NumpyTimes {
  return runReference(SCRIPT, [path, String(n), String(d), String(repeats), (options.sampleRows ?? []).join(',')], threads, options) as NumpyTimes;
}

/**
 * Runs a reference script with `threads` BLAS threads and `OPENBLAS_CORETYPE` and
 * `OPENBLAS_L2_SIZE` unset for that process only (the core pinned when `options.coreType` says
 * so); returns the JSON object it prints.
 */
function runReference(script: string, args: readonly string[], threads: number, options: NumpyRunOptions): unknown {
  const env: NodeJS.ProcessEnv = { ...process.env, OPENBLAS_NUM_THREADS: String(threads), OMP_NUM_THREADS: String(threads) };
  for (const name of UNSET_FOR_REFERENCE) delete env[name];
  if (options.coreType) env.OPENBLAS_CORETYPE = options.coreType;
  const command = [options.python ?? PYTHON, script, ...args];
  if (options.nice) command.unshift('nice', '-n', String(options.nice));
  const out = execFileSync(command[0], command.slice(1), { env, encoding: 'utf8', maxBuffer: 64 << 20 });
  return JSON.parse(out);
}

const LARGE_SCRIPT = fileURLToPath(new URL('../reference/numpy-large-similarity.py', import.meta.url));

export interface LargeNumpyFigures {
  seconds: number;
  values: number;
  /** Peak RSS of the reference process, bytes. */
  peak: number;
  /** NumPy's version in the reference process. */
  numpy: string;
  blas: BlasPool[];
}

/**
 * The large jobs' reference: NumPy computes as many similarity values (self n, or cross a × b) from
 * vectors in memory and writes them as float32 to /dev/null; Debian's Python unless
 * `options.python` names another, `OPENBLAS_CORETYPE` and `OPENBLAS_L2_SIZE` unset for that
 * process only (or the core `options.coreType` pins).
 */
export function runLargeNumpy(shape: { self: number } | { a: number; b: number }, d: number, threads: number, options: NumpyRunOptions = {}): LargeNumpyFigures {
  const args = 'self' in shape ? ['self', String(shape.self), String(d)] : ['cross', String(shape.a), String(shape.b), String(d)];
  return runReference(LARGE_SCRIPT, args, threads, options) as LargeNumpyFigures;
}
