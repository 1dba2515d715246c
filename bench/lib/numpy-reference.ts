import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The system Python with Debian's NumPy (not a user's virtual environment). */
const PYTHON = '/usr/bin/python3';
const PACKAGES = ['python3-numpy', 'libopenblas0-pthread'];
const SCRIPT = fileURLToPath(new URL('../reference/numpy-similarity.py', import.meta.url));

export interface NumpyTimes {
  numpy: string;
  blas: string;
  matmul: number[];
  upper: number[];
  checksum: number;
  values: number;
}

function probe(): { numpy: string; blas: string } | null {
  const code = 'import numpy,re;print(numpy.__version__);print(";".join(sorted(set(l.split()[-1] for l in open("/proc/self/maps") if "blas" in l))))';
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

/** Writes the vectors once to a raw float32 file for the Python side; returns it and a cleanup. */
export function writeVectors(vectors: Float32Array): { path: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-sim-'));
  const path = join(dir, 'vectors.f32');
  writeFileSync(path, new Uint8Array(vectors.buffer, vectors.byteOffset, vectors.byteLength));
  return { path, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Times X @ X.T and X @ X.T + upper triangle in a separate process with `threads` BLAS threads. */
export function runNumpy(path: string, n: number, d: number, repeats: number, threads: number): NumpyTimes {
  const env = { ...process.env, OPENBLAS_NUM_THREADS: String(threads), OMP_NUM_THREADS: String(threads) };
  const out = execFileSync(PYTHON, [SCRIPT, path, String(n), String(d), String(repeats)], { env, encoding: 'utf8', maxBuffer: 1 << 20 });
  const parsed = JSON.parse(out) as Omit<NumpyTimes, 'blas'>;
  return { ...parsed, blas: '' };
}
