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
  const count = (found: number) => (values += found);
  // A matrix: the values of its first row; flattened: every value.
  const counter = head.mode === 'matrix' ? new ValueParser(count, 2) : new FlattenedValues(count);
  for await (const chunk of open()) {
    if (counter.push(chunk)) break;
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
  yield matrixHeader(shape, dtype);
  const expected = valueCount(shape);
  const size = DTYPE_BYTES[dtype];
  let out = new DataView(new ArrayBuffer(CHUNK_VALUES * size));
  let filled = 0;
  let written = 0;
  const ready: Uint8Array[] = [];
  const parser = new FlattenedValues(undefined, (value) => {
    if (dtype === 'float32') out.setFloat32(filled * 4, value, true);
    else out.setUint16(filled * 2, float16Bits(value), true);
    if (++filled === CHUNK_VALUES) {
      ready.push(new Uint8Array(out.buffer));
      written += filled;
      out = new DataView(new ArrayBuffer(CHUNK_VALUES * size));
      filled = 0;
    }
  });
  for await (const chunk of open()) {
    const finished = parser.push(chunk);
    yield* ready.splice(0);
    if (finished) break;
  }
  if (!parser.done) throw new Error('similarity body ends inside its values');
  written += filled;
  if (written !== expected) throw new Error(`similarity body has ${written} values, expected ${expected}`);
  if (filled > 0) yield new Uint8Array(out.buffer, 0, filled * size);
}

/** Finds the `"flattened":[` array in a stream of body bytes and hands each of its values to `emit`. */
class FlattenedValues {
  private matched = 0;
  private readonly values: ValueParser;

  constructor(count?: (values: number) => void, emit?: (value: number) => void) {
    this.values = new ValueParser(count ?? (() => undefined), 0, emit);
  }

  get done(): boolean {
    return this.values.done;
  }

  /** Returns true once the array has ended. */
  push(chunk: Uint8Array): boolean {
    let from = 0;
    if (this.matched < FLATTENED_KEY.length) {
      // The values hold no quote, so the first occurrence of the key (across chunks) is it.
      for (; from < chunk.length && this.matched < FLATTENED_KEY.length; from++) {
        this.matched = chunk[from] === FLATTENED_KEY[this.matched] ? this.matched + 1 : chunk[from] === FLATTENED_KEY[0] ? 1 : 0;
      }
      if (this.matched < FLATTENED_KEY.length) return false;
    }
    return this.values.push(chunk.subarray(from));
  }
}

/**
 * Parses comma-separated JSON numbers up to the `]` that closes their array, after skipping to
 * the `opens`-th `[` (2 from the start of a cross matrix body: its first row). `count` receives
 * how many values each push held; `emit`, when given, each value.
 */
class ValueParser {
  done = false;
  private opens: number;
  private mantissa = 0;
  private decimals = 0;
  private digits = 0;
  private negative = false;
  private fraction = false;
  /** Text of a number the fast path does not handle (an exponent, many digits). */
  private slow: string | null = null;

  constructor(
    private readonly count: (values: number) => void,
    opens: number,
    private readonly emit?: (value: number) => void,
  ) {
    this.opens = opens;
  }

  /** Returns true once the array has ended (the rest of the chunk is ignored). */
  push(chunk: Uint8Array): boolean {
    let values = 0;
    let i = 0;
    for (; this.opens > 0 && i < chunk.length; i++) if (chunk[i] === 0x5b) this.opens--;
    if (this.opens > 0) return false;
    for (; i < chunk.length; i++) {
      const byte = chunk[i];
      if (byte >= 0x30 && byte <= 0x39 && this.slow === null && this.digits < 15) {
        this.mantissa = this.mantissa * 10 + (byte - 0x30);
        this.digits++;
        if (this.fraction) this.decimals++;
      } else if (byte === COMMA || byte === CLOSE) {
        if (this.digits > 0 || this.slow !== null) {
          this.finish();
          values++;
        }
        if (byte === CLOSE) {
          this.done = true;
          this.count(values);
          return true;
        }
      } else if (byte === 0x2e && this.slow === null) this.fraction = true;
      else if (byte === 0x2d && this.digits === 0 && this.slow === null) this.negative = true;
      else if (byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09) continue;
      else this.slow = (this.slow ?? this.text()) + String.fromCharCode(byte);
    }
    this.count(values);
    return false;
  }

  /** The number so far as text (when the fast path gives up on it). */
  private text(): string {
    const digits = String(this.mantissa).padStart(this.decimals + 1, '0');
    const whole = this.fraction ? `${digits.slice(0, digits.length - this.decimals)}.${digits.slice(digits.length - this.decimals)}` : digits;
    return `${this.negative ? '-' : ''}${whole}`;
  }

  private finish(): void {
    if (this.emit) {
      let value: number;
      if (this.slow !== null) value = Number(this.slow);
      else {
        // Both operands are exact, so the quotient is the correctly rounded decimal value.
        value = this.decimals > 0 ? this.mantissa / 10 ** this.decimals : this.mantissa;
        if (this.negative) value = -value;
      }
      if (Number.isNaN(value)) throw new Error('similarity body holds a value that is not a number');
      this.emit(value);
    }
    this.mantissa = 0;
    this.decimals = 0;
    this.digits = 0;
    this.negative = false;
    this.fraction = false;
    this.slow = null;
  }
}

/** IEEE 754 half-precision bits of `x`, rounded to nearest, ties to even (as NumPy's `astype(float16)`). */
export function float16Bits(x: number): number {
  if (Number.isNaN(x)) return 0x7e00;
  const sign = x < 0 || Object.is(x, -0) ? 0x8000 : 0;
  const a = Math.abs(x);
  // 65520 and above round to infinity.
  if (a >= 65520) return sign | 0x7c00;
  if (a < 2 ** -14) return sign | roundEven(a * 2 ** 24); // subnormal (1024 becomes the smallest normal)
  let exponent = Math.floor(Math.log2(a));
  if (2 ** exponent > a) exponent--;
  else if (2 ** (exponent + 1) <= a) exponent++;
  let mantissa = roundEven((a / 2 ** exponent - 1) * 1024);
  if (mantissa === 1024) {
    mantissa = 0;
    exponent++;
  }
  if (exponent > 15) return sign | 0x7c00;
  return sign | ((exponent + 15) << 10) | mantissa;
}

function roundEven(v: number): number {
  const r = Math.round(v);
  return r - v === 0.5 && r % 2 === 1 ? r - 1 : r;
}
