/**
 * Sentence embeddings of training and tuning texts, cached in a file under the system temporary
 * folder so that repeated training and tuning runs embed each distinct text once. The cache holds
 * derived data of the development sets: it lives outside the repository and is never committed.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TextEncoder } from '../lambdas/core/ports/models.js';

/**
 * Runtime of the USE Lite encoder for training. The committed weights were trained on vectors of
 * the TF.js runtime; the ONNX runtime's differ by up to 7e-7, enough to change a retrained file's
 * last bits, so training pins TF.js and retraining from an empty cache reproduces the committed
 * files byte for byte. (The cache files do not say which runtime filled them.)
 */
export const TRAINING_ENCODER_RUNTIME = 'tfjs' as const;

/** Texts embedded per call: progress is written to disk after each batch. */
const CHUNK = 512;

const CACHE_DIR = join(tmpdir(), 'tas-embedding-cache');

function keyOf(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 32);
}

/**
 * An encoder that answers from the cache file `<tmp>/tas-embedding-cache/<name>.json` (read once)
 * and embeds, then saves, only texts it has not seen.
 */
export class CachedEncoder implements TextEncoder {
  readonly dimension: number;
  private store?: Map<string, Float32Array>;
  private unsaved = 0;
  private readonly file: string;

  constructor(
    name: string,
    private readonly inner: TextEncoder,
    private readonly log: (line: string) => void = () => {},
  ) {
    this.dimension = inner.dimension;
    this.file = join(CACHE_DIR, `${name}.json`);
  }

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    const store = this.load();
    const missing = [...new Set(texts.filter((t) => !store.has(keyOf(t))))];
    for (let start = 0; start < missing.length; start += CHUNK) {
      const batch = missing.slice(start, start + CHUNK);
      const vectors = await this.inner.embed(batch);
      batch.forEach((t, i) => store.set(keyOf(t), vectors[i]));
      this.unsaved += batch.length;
      if (this.unsaved >= CHUNK) this.flush();
      if (missing.length > 1) this.log(`embedded ${Math.min(start + CHUNK, missing.length)}/${missing.length} new texts for ${this.file}`);
    }
    return texts.map((t) => store.get(keyOf(t))!);
  }

  private load(): Map<string, Float32Array> {
    if (this.store) return this.store;
    this.store = new Map();
    if (existsSync(this.file)) {
      const saved = JSON.parse(readFileSync(this.file, 'utf8')) as Record<string, string>;
      for (const [k, b64] of Object.entries(saved)) {
        const bytes = Buffer.from(b64, 'base64');
        this.store.set(k, new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4).slice());
      }
    }
    return this.store;
  }

  /** Writes the cache file if anything new was embedded since the last write. */
  flush(): void {
    if (this.unsaved === 0 || this.store === undefined) return;
    this.unsaved = 0;
    mkdirSync(CACHE_DIR, { recursive: true });
    const out: Record<string, string> = {};
    for (const [k, v] of this.store!) out[k] = Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('base64');
    // Written aside and renamed, so an interrupted run never leaves a truncated cache.
    writeFileSync(`${this.file}.partial`, JSON.stringify(out));
    renameSync(`${this.file}.partial`, this.file);
  }
}

/** Vectors of `texts` (same order) from the cache named `name`, embedding the missing ones. */
export function cachedEmbeddings(name: string, texts: readonly string[], encoder: TextEncoder, log?: (line: string) => void): Promise<Float32Array[]> {
  const cache = new CachedEncoder(name, encoder, log);
  return cache.embed(texts).then((vectors) => {
    cache.flush();
    return vectors;
  });
}
