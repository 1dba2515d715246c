/**
 * A least-recently-used cache of sentence vectors, bounded by bytes, keyed by the model that
 * computed a vector and the exact text. Only sound for an encoder whose vector of a text does not
 * depend on the other texts of its batch (the ONNX runtime of USE Lite): a cached vector is then
 * bit-identical to a recomputed one, so a response never depends on what was asked before.
 */

/** Rough per-entry cost besides the vector and the key's characters (Map entry, objects). */
const ENTRY_OVERHEAD_BYTES = 96;

export class VectorCache {
  private readonly entries = new Map<string, Float32Array>();
  private bytes = 0;
  hits = 0;
  misses = 0;

  constructor(readonly maxBytes: number) {}

  get size(): number {
    return this.entries.size;
  }

  get usedBytes(): number {
    return this.bytes;
  }

  /** A copy of the cached vector (callers may normalise theirs in place), or undefined. */
  get(model: string, text: string): Float32Array | undefined {
    const key = cacheKey(model, text);
    const vector = this.entries.get(key);
    if (!vector) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, vector);
    return vector.slice();
  }

  set(model: string, text: string, vector: Float32Array): void {
    const key = cacheKey(model, text);
    const cost = costOf(key, vector);
    if (cost > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= costOf(key, previous);
    }
    this.entries.set(key, vector.slice());
    this.bytes += cost;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= costOf(oldest, old);
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}

function cacheKey(model: string, text: string): string {
  return `${model}\u0000${text}`;
}

function costOf(key: string, vector: Float32Array): number {
  return vector.byteLength + 2 * key.length + ENTRY_OVERHEAD_BYTES;
}
