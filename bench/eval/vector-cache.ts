/**
 * A text encoder that remembers its vectors in a file under the system temporary folder, for the
 * offline tuning scripts (many runs over the same development texts). Never used by the service.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TextEncoder } from '../../lambdas/core/ports/models.js';

const CACHE_DIR = join(tmpdir(), 'tas-eval-vectors');
/** Texts embedded per inner call; the cache is saved after each. */
const BATCH = 1024;

const keyOf = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);

export class CachedEncoder implements TextEncoder {
  readonly dimension: number;
  private readonly file: string;
  private readonly store = new Map<string, Float32Array>();

  constructor(
    private readonly inner: TextEncoder,
    name: string,
  ) {
    this.dimension = inner.dimension;
    mkdirSync(CACHE_DIR, { recursive: true });
    this.file = join(CACHE_DIR, `${name}.bin`);
    if (existsSync(this.file)) this.load();
  }

  private load(): void {
    const bytes = readFileSync(this.file);
    const record = 22 + 4 * this.dimension;
    for (let at = 0; at + record <= bytes.length; at += record) {
      const key = bytes.toString('latin1', at, at + 22);
      const copy = new Float32Array(this.dimension);
      copy.set(new Float32Array(bytes.buffer.slice(bytes.byteOffset + at + 22, bytes.byteOffset + at + record)));
      this.store.set(key, copy);
    }
  }

  private save(): void {
    const record = 22 + 4 * this.dimension;
    const out = Buffer.alloc(this.store.size * record);
    let at = 0;
    for (const [key, vector] of this.store) {
      out.write(key, at, 'latin1');
      Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength).copy(out, at + 22);
      at += record;
    }
    writeFileSync(this.file, out);
  }

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    const missing = [...new Set(texts.filter((t) => !this.store.has(keyOf(t))))];
    for (let start = 0; start < missing.length; start += BATCH) {
      const batch = missing.slice(start, start + BATCH);
      const vectors = await this.inner.embed(batch);
      batch.forEach((t, i) => this.store.set(keyOf(t), Float32Array.from(vectors[i])));
      this.save();
    }
    return texts.map((t) => Float32Array.from(this.store.get(keyOf(t))!));
  }
}
