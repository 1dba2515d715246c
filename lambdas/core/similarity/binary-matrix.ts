/**
 * The compact binary form of a similarity result (`application/vnd.tas.matrix`): a 32-byte
 * little-endian header, then the values as little-endian float32 or float16, in the order of the
 * JSON body's `flattened` array. Converted from the stored JSON body as a stream (read once for a
 * self result or a cross matrix, twice for a flattened cross result, whose |set_b| the body gives
 * only by its length), so memory stays bounded by one chunk whatever the result's size.
 *
 * Header (offsets in bytes):
 *   0  4 bytes  magic "TASM"
 *   4  uint8    format version (1)
 *   5  uint8    dtype: 1 = float32, 2 = float16
 *   6  uint8    layout: 1 = self, strict upper triangle of an n × n matrix, row-major
 *                       ((0,1), (0,2) … (n-2,n-1)); 2 = cross, rows × cols, row-major
 *   7  uint8    reserved (0)
 *   8  uint32   rows (n for self, |set_a| for cross)
 *  12  uint32   cols (n for self, |set_b| for cross)
 *  16  uint64   number of values (n(n-1)/2 or rows × cols)
 *  24  8 bytes  reserved (0); values start at byte 32
 */

export const MATRIX_MEDIA_TYPE = 'application/vnd.tas.matrix';
export const MATRIX_HEADER_BYTES = 32;
export const MATRIX_MAGIC = 'TASM';
export const MATRIX_FORMAT_VERSION = 1;

export type MatrixDtype = 'float32' | 'float16';
export const MATRIX_DTYPES: readonly MatrixDtype[] = ['float32', 'float16'];
const DTYPE_CODE: Record<MatrixDtype, number> = { float32: 1, float16: 2 };
const DTYPE_BYTES: Record<MatrixDtype, number> = { float32: 4, float16: 2 };

export interface MatrixShape {
  layout: 'self' | 'cross';
  rows: number;
  cols: number;
}

/** What the head of a stored similarity body says (before any value). */
export interface SimilarityHead {
  scenario: 'self' | 'cross';
  mode: 'flattened' | 'matrix';
  n: number;
}

/** Opens the stored JSON body (decompressed) as byte chunks; called once or twice. */
export type OpenBody = () => AsyncIterable<Uint8Array>;

const HEAD_PATTERN = /^\{"scenario":"(self|cross)","mode":"(flattened|matrix)","n":(\d+),"(?:flattened|matrix)":\[/;
/** Longer than any head `HEAD_PATTERN` matches. */
const HEAD_BYTES = 96;
const FLATTENED_KEY = new TextEncoder().encode('"flattened":[');
const COMMA = 0x2c;
const CLOSE = 0x5d;
/** Values per output chunk (4 MiB of float32). */
const CHUNK_VALUES = 1 << 20;

export function valueCount(shape: MatrixShape): number {
  return shape.layout === 'self' ? (shape.rows * (shape.rows - 1)) / 2 : shape.rows * shape.cols;
}

/** Bytes of the whole binary body. */
export function binaryMatrixBytes(shape: MatrixShape, dtype: MatrixDtype): number {
  return MATRIX_HEADER_BYTES + valueCount(shape) * DTYPE_BYTES[dtype];
}

export function matrixHeader(shape: MatrixShape, dtype: MatrixDtype): Uint8Array {
  const header = new Uint8Array(MATRIX_HEADER_BYTES);
  const view = new DataView(header.buffer);
  header.set(new TextEncoder().encode(MATRIX_MAGIC), 0);
  view.setUint8(4, MATRIX_FORMAT_VERSION);
  view.setUint8(5, DTYPE_CODE[dtype]);
  view.setUint8(6, shape.layout === 'self' ? 1 : 2);
  view.setUint32(8, shape.rows, true);
  view.setUint32(12, shape.cols, true);
  view.setBigUint64(16, BigInt(valueCount(shape)), true);
  return header;
}

/** The head of a similarity body, or undefined when the body is no similarity matrix (`topK`, another operation). */
export async function readSimilarityHead(open: OpenBody): Promise<SimilarityHead | undefined> {
  let head = '';
  for await (const chunk of open()) {
    head += new TextDecoder('latin1').decode(chunk.subarray(0, HEAD_BYTES - head.length));
    if (head.length >= HEAD_BYTES) break;
  }
  const match = HEAD_PATTERN.exec(head);
  if (!match) return undefined;
  return { scenario: match[1] as SimilarityHead['scenario'], mode: match[2] as SimilarityHead['mode'], n: Number(match[3]) };
}

/**
 * The shape of the binary form: self needs only the head; a cross matrix's first row gives
 * |set_b|; a flattened cross body is counted to its end.
 */
export async function matrixShape(head: SimilarityHead, open: OpenBody): Promise<MatrixShape> {
  if (head.scenario === 'self') return { layout: 'self', rows: head.n, cols: head.n };
  if (head.n === 0) return { layout: 'cross', rows: 0, cols: 0 };
  let values = 0;
  // A matrix: the values of its first row; flattened: every value.
  const counter = head.mode === 'matrix' ? new ValueParser(2, false) : new FlattenedValues(false);
  for await (const chunk of open()) {
    const finished = counter.push(chunk);
    values += counter.found;
    if (finished) break;
  }
  if (!counter.done) throw new Error('similarity body ends inside its values');
  if (head.mode === 'flattened' && values % head.n !== 0) throw new Error(`similarity body has ${values} values, not a multiple of n = ${head.n}`);
  return { layout: 'cross', rows: head.n, cols: head.mode === 'matrix' ? values : values / head.n };
}

/**
 * The binary body: header, then every value of the body's `flattened` array converted to
 * `dtype`, in chunks of at most 4 MiB (each a fresh buffer). Throws if the body holds another
 * number of values than the shape says (the response is then cut short, never wrong).
 */
export async function* binaryMatrixChunks(open: OpenBody, shape: MatrixShape, dtype: MatrixDtype): AsyncGenerator<Uint8Array> {
  if (!LITTLE_ENDIAN) throw new Error('binary similarity results are written on little-endian platforms only');
  yield matrixHeader(shape, dtype);
  const expected = valueCount(shape);
  const out32 = dtype === 'float32';
  let f32 = new Float32Array(out32 ? CHUNK_VALUES : 0);
  let u16 = new Uint16Array(out32 ? 0 : CHUNK_VALUES);
  let filled = 0;
  let written = 0;
  const parser = new FlattenedValues(true);
  for await (const chunk of open()) {
    const finished = parser.push(chunk);
    const values = parser.values;
    for (let k = 0; k < parser.found; ) {
      const n = Math.min(parser.found - k, CHUNK_VALUES - filled);
      if (out32) f32.set(values.subarray(k, k + n), filled);
      else for (let j = 0; j < n; j++) u16[filled + j] = float16Bits(values[k + j]);
      filled += n;
      k += n;
      if (filled === CHUNK_VALUES) {
        yield new Uint8Array(out32 ? f32.buffer : u16.buffer);
        written += filled;
        filled = 0;
        if (out32) f32 = new Float32Array(CHUNK_VALUES);
        else u16 = new Uint16Array(CHUNK_VALUES);
      }
    }
    if (finished) break;
  }
  if (!parser.done) throw new Error('similarity body ends inside its values');
  written += filled;
  if (written !== expected) throw new Error(`similarity body has ${written} values, expected ${expected}`);
  if (filled > 0) yield new Uint8Array(out32 ? f32.buffer : u16.buffer, 0, filled * DTYPE_BYTES[dtype]);
}

/** Typed arrays write in the platform's byte order; x64 and arm64 (the supported ones) are little-endian. */
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** Finds the `"flattened":[` array in a stream of body bytes and parses its values. */
class FlattenedValues {
  private matched = 0;
  private readonly parser: ValueParser;

  constructor(keep: boolean) {
    this.parser = new ValueParser(0, keep);
  }

  get done(): boolean {
    return this.parser.done;
  }

  /** Values of the last push (`keep`: in `values`). */
  get found(): number {
    return this.parser.found;
  }

  get values(): Float64Array {
    return this.parser.values;
  }

  /** Returns true once the array has ended. */
  push(chunk: Uint8Array): boolean {
    let from = 0;
    if (this.matched < FLATTENED_KEY.length) {
      this.parser.found = 0;
      // The values hold no quote, so the first occurrence of the key (across chunks) is it.
      for (; from < chunk.length && this.matched < FLATTENED_KEY.length; from++) {
        this.matched = chunk[from] === FLATTENED_KEY[this.matched] ? this.matched + 1 : chunk[from] === FLATTENED_KEY[0] ? 1 : 0;
      }
      if (this.matched < FLATTENED_KEY.length) return false;
    }
    return this.parser.push(chunk.subarray(from));
  }
}

const POW10 = Float64Array.from({ length: 16 }, (_, k) => 10 ** k);
/** Digits the fast path accumulates exactly (below 2^53). */
const MAX_FAST_DIGITS = 15;

/**
 * Parses comma-separated JSON numbers up to the `]` that closes their array, after skipping to
 * the `opens`-th `[` (2 from the start of a cross matrix body: its first row). After each push,
 * `found` is how many values it held and, with `keep`, `values` holds them.
 */
class ValueParser {
  done = false;
  found = 0;
  values = new Float64Array(0);
  private mantissa = 0;
  private decimals = 0;
  private digits = 0;
  private negative = false;
  private fraction = false;
  /** Text of a number the fast path does not handle (an exponent, many digits). */
  private slow: string | null = null;

  constructor(
    private opens: number,
    private readonly keep: boolean,
  ) {}

  /** Returns true once the array has ended (the rest of the chunk is ignored). */
  push(chunk: Uint8Array): boolean {
    this.found = 0;
    let i = 0;
    for (; this.opens > 0 && i < chunk.length; i++) if (chunk[i] === 0x5b) this.opens--;
    if (this.opens > 0) return false;
    // A value takes at least two bytes (a digit and a comma), one more for the one in progress.
    if (this.keep && this.values.length < (chunk.length >> 1) + 2) this.values = new Float64Array((chunk.length >> 1) + 2);
    const values = this.values;
    const keep = this.keep;
    let found = 0;
    let { mantissa, decimals, digits, negative, fraction } = this;
    for (; i < chunk.length; i++) {
      const byte = chunk[i];
      const digit = byte - 0x30;
      if (digit >= 0 && digit <= 9 && digits < MAX_FAST_DIGITS && this.slow === null) {
        mantissa = mantissa * 10 + digit;
        digits++;
        if (fraction) decimals++;
      } else if (byte === COMMA || byte === CLOSE) {
        if (digits > 0 || this.slow !== null) {
          let value: number;
          if (this.slow !== null) {
            value = Number(this.slow);
            this.slow = null;
            if (Number.isNaN(value)) throw new Error('similarity body holds a value that is not a number');
          } else {
            // Both operands are exact, so the quotient is the correctly rounded decimal value.
            value = decimals > 0 ? mantissa / POW10[decimals] : mantissa;
            if (negative) value = -value;
          }
          if (keep) values[found] = value;
          found++;
        }
        mantissa = 0;
        decimals = 0;
        digits = 0;
        negative = false;
        fraction = false;
        if (byte === CLOSE) {
          this.done = true;
          break;
        }
      } else if (byte === 0x2e && this.slow === null) fraction = true;
      else if (byte === 0x2d && digits === 0 && this.slow === null) negative = true;
      else if (byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09) continue;
      else this.slow = (this.slow ?? numberText(mantissa, decimals, negative, fraction)) + String.fromCharCode(byte);
    }
    Object.assign(this, { mantissa, decimals, digits, negative, fraction });
    this.found = found;
    return this.done;
  }
}

/** A number in progress as text (when the fast path gives up on it). */
function numberText(mantissa: number, decimals: number, negative: boolean, fraction: boolean): string {
  const digits = String(mantissa).padStart(decimals + 1, '0');
  const whole = fraction ? `${digits.slice(0, digits.length - decimals)}.${digits.slice(digits.length - decimals)}` : digits;
  return `${negative ? '-' : ''}${whole}`;
}

const F64 = new Float64Array(1);
const WORDS = new Uint32Array(F64.buffer);
const HIGH = LITTLE_ENDIAN ? 1 : 0;

/**
 * IEEE 754 half-precision bits of `x`, rounded to nearest, ties to even (as NumPy's
 * `astype(float16)`), from the float64's bits: a normal half is the top 10 mantissa bits, rounded
 * up when the next bit is set and any later one (or the last kept one) is.
 */
export function float16Bits(x: number): number {
  F64[0] = x;
  const high = WORDS[HIGH];
  const low = WORDS[1 - HIGH];
  const sign = (high >>> 16) & 0x8000;
  const exponent = ((high >>> 20) & 0x7ff) - 1023 + 15;
  if (exponent >= 1 && exponent < 31) {
    const top = high & 0xfffff;
    let mantissa = top >>> 10;
    const half = (top >>> 9) & 1;
    const rest = (top & 0x1ff) | low;
    if (half && (rest !== 0 || mantissa & 1)) mantissa++;
    // A carry out of the mantissa moves to the next exponent (the bits add up to that).
    return sign | ((exponent << 10) + mantissa);
  }
  return float16Slow(x, sign);
}

/** Zero, subnormal halves, infinities and NaN. */
function float16Slow(x: number, sign: number): number {
  if (Number.isNaN(x)) return 0x7e00;
  const a = Math.abs(x);
  // 65520 and above round to infinity.
  if (a >= 65520) return sign | 0x7c00;
  // Subnormal (1024 becomes the smallest normal).
  return sign | roundEven(a * 2 ** 24);
}

function roundEven(v: number): number {
  const r = Math.round(v);
  return r - v === 0.5 && r % 2 === 1 ? r - 1 : r;
}
