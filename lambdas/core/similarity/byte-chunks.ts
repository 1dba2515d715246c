import { MAX_VALUE_BYTES, writeSimilarityRun, type SimilarityValues } from './similarity-text.js';

/** Default size of the chunks a serialiser yields: large enough for S3 parts, small in memory. */
export const DEFAULT_CHUNK_BYTES = 1024 * 1024;
const MIN_CHUNK_BYTES = 4 * MAX_VALUE_BYTES;

/**
 * Accumulates JSON text into byte chunks of exactly `chunkBytes` (the last one shorter). Every
 * chunk handed out is a fresh buffer the receiver owns (an upload may still hold it while the
 * next one fills). The buffer has a value's worth of slack: a number never waits for room.
 */
export class ByteChunkWriter {
  private buf: Uint8Array;
  private readonly state = { pos: 0 };
  private readonly capacity: number;

  constructor(private readonly chunkBytes: number = DEFAULT_CHUNK_BYTES) {
    if (!(chunkBytes >= MIN_CHUNK_BYTES)) throw new RangeError(`chunks must hold at least ${MIN_CHUNK_BYTES} bytes`);
    this.capacity = chunkBytes + MAX_VALUE_BYTES;
    this.buf = new Uint8Array(this.capacity);
  }

  /** Bytes waiting for the next chunk. */
  get size(): number {
    return this.state.pos;
  }

  private get full(): boolean {
    return this.state.pos >= this.chunkBytes;
  }

  /** Appends text (JSON punctuation, keys, numbers, an escaped id), yielding completed chunks. */
  *text(text: string): Generator<Uint8Array> {
    const bytes = new TextEncoder().encode(text);
    let from = 0;
    while (from < bytes.length) {
      const n = Math.min(bytes.length - from, this.chunkBytes - this.state.pos);
      this.buf.set(bytes.subarray(from, from + n), this.state.pos);
      this.state.pos += n;
      from += n;
      if (this.full) yield this.takeFull();
    }
  }

  /** One byte of punctuation. */
  *byte(code: number): Generator<Uint8Array> {
    this.buf[this.state.pos++] = code;
    if (this.full) yield this.takeFull();
  }

  /**
   * Appends values[start…end) as comma-separated similarities, with a comma first when
   * `leadingComma`. Yields every chunk that fills meanwhile.
   */
  *values(values: SimilarityValues, start: number, end: number, leadingComma: boolean): Generator<Uint8Array> {
    let i = start;
    let comma = leadingComma;
    while (i < end) {
      const next = writeSimilarityRun(values, i, end, comma, this.buf, this.state, this.capacity);
      if (next > i) comma = true;
      i = next;
      if (this.full) yield this.takeFull();
    }
  }

  /** The bytes written since the last chunk, as the final (shorter) chunk. */
  take(): Uint8Array {
    const chunk = this.buf.subarray(0, this.state.pos);
    this.buf = new Uint8Array(this.capacity);
    this.state.pos = 0;
    return chunk;
  }

  /** A chunk of exactly `chunkBytes`; what spilled past it starts the next one. */
  private takeFull(): Uint8Array {
    const chunk = this.buf.subarray(0, this.chunkBytes);
    const next = new Uint8Array(this.capacity);
    next.set(this.buf.subarray(this.chunkBytes, this.state.pos));
    this.state.pos -= this.chunkBytes;
    this.buf = next;
    return chunk;
  }
}
