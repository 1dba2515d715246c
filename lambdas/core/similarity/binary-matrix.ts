/**
 * The compact binary form of a similarity result (`application/vnd.tas.matrix`): a 32-byte
 * little-endian header, then the values as little-endian float32 or float16, in the order of the
 * JSON body's `flattened` array. Converted from the stored JSON body in one pass over its bytes
 * (`FlattenedValueScanner`), so memory stays bounded by one chunk whatever the result's size.
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

import { valueCount, type SimilarityShape } from './row-ranges.js';

export const MATRIX_MEDIA_TYPE = 'application/vnd.tas.matrix';
export const MATRIX_HEADER_BYTES = 32;
export const MATRIX_MAGIC = 'TASM';
export const MATRIX_FORMAT_VERSION = 1;

export type MatrixDtype = 'float32' | 'float16';
export const MATRIX_DTYPES: readonly MatrixDtype[] = ['float32', 'float16'];
const DTYPE_CODE: Record<MatrixDtype, number> = { float32: 1, float16: 2 };
export const DTYPE_BYTES: Record<MatrixDtype, number> = { float32: 4, float16: 2 };

/** `application/vnd.tas.matrix; dtype=float32` (the Content-Type of a binary result). */
export function matrixContentType(dtype: MatrixDtype): string {
  return `${MATRIX_MEDIA_TYPE}; dtype=${dtype}`;
}

/** What the head of a stored similarity body says (before any value). */
export interface SimilarityHead {
  scenario: 'self' | 'cross';
  mode: 'flattened' | 'matrix';
  n: number;
}

const HEAD_PATTERN = /^\{"scenario":"(self|cross)","mode":"(flattened|matrix)","n":(\d+),"(?:flattened|matrix)":\[/;
/** Longer than any head `HEAD_PATTERN` matches: the bytes a reader needs for `parseSimilarityHead`. */
export const HEAD_BYTES = 96;
const FLATTENED_KEY = new TextEncoder().encode('"flattened":[');
const COMMA = 0x2c;
const CLOSE = 0x5d;
const MINUS = 0x2d;
const POINT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;

/** Bytes of the whole binary body. */
export function binaryMatrixBytes(shape: SimilarityShape, dtype: MatrixDtype): number {
  return MATRIX_HEADER_BYTES + valueCount(shape) * DTYPE_BYTES[dtype];
}

export function matrixHeader(shape: SimilarityShape, dtype: MatrixDtype): Uint8Array {
  const header = new Uint8Array(MATRIX_HEADER_BYTES);
  const view = new DataView(header.buffer);
  header.set(new TextEncoder().encode(MATRIX_MAGIC), 0);
  view.setUint8(4, MATRIX_FORMAT_VERSION);
  view.setUint8(5, DTYPE_CODE[dtype]);
  view.setUint8(6, shape.scenario === 'self' ? 1 : 2);
  view.setUint32(8, shape.rows, true);
  view.setUint32(12, shape.cols, true);
  view.setBigUint64(16, BigInt(valueCount(shape)), true);
  return header;
}

/**
 * The head of a similarity body from its first bytes (at least `HEAD_BYTES`, or the whole body),
 * or undefined when the body is no similarity matrix (`topK`, another operation).
 */
export function parseSimilarityHead(first: Uint8Array): SimilarityHead | undefined {
  const match = HEAD_PATTERN.exec(new TextDecoder('latin1').decode(first.subarray(0, HEAD_BYTES)));
  if (!match) return undefined;
  return { scenario: match[1] as SimilarityHead['scenario'], mode: match[2] as SimilarityHead['mode'], n: Number(match[3]) };
}

/**
 * The shape a body of `head` with `count` values has (a flattened cross body gives |set_b| only
 * by its length); throws when the count does not fit the head.
 */
export function shapeOfBody(head: SimilarityHead, count: number): SimilarityShape {
  if (head.scenario === 'self') {
    const shape: SimilarityShape = { scenario: 'self', rows: head.n, cols: head.n };
    if (count !== valueCount(shape)) throw new Error(`similarity body has ${count} values, expected ${valueCount(shape)}`);
    return shape;
  }
  if (head.n === 0 || count % head.n !== 0) {
    if (count === 0) return { scenario: 'cross', rows: head.n, cols: 0 };
    throw new Error(`similarity body has ${count} values, not a multiple of n = ${head.n}`);
  }
  return { scenario: 'cross', rows: head.n, cols: count / head.n };
}

/** The values as little-endian float32 (the nearest float32 of each float64), in a fresh buffer. */
export function float32Bytes(values: Float64Array): Uint8Array {
  return new Uint8Array(Float32Array.from(values).buffer);
}

/** The values as little-endian IEEE half floats (`float16Bits`), in a fresh buffer. */
export function float16Bytes(values: Float64Array): Uint8Array {
  const out = new Uint16Array(values.length);
  for (let k = 0; k < values.length; k++) out[k] = float16Bits(values[k]);
  return new Uint8Array(out.buffer);
}

export function encodeValues(values: Float64Array, dtype: MatrixDtype): Uint8Array {
  if (!LITTLE_ENDIAN) throw new Error('binary similarity results are written on little-endian platforms only');
  return dtype === 'float32' ? float32Bytes(values) : float16Bytes(values);
}

/** Typed arrays write in the platform's byte order; x64 and arm64 (the supported ones) are little-endian. */
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

const POW10 = Float64Array.from({ length: 16 }, (_, k) => 10 ** k);
/** Digits the fast path accumulates exactly (below 2^53). */
const MAX_FAST_DIGITS = 15;
const NO_VALUES = new Float64Array(0);

/**
 * Finds the `"flattened":[` array in a stream of body bytes and parses its comma-separated
 * numbers, one pushed chunk at a time, in one pass. The fast path reads a plain decimal
 * (`-0.123456`, `1`) straight from the bytes: the digits as one integer, divided by a power of
 * ten (both exact, so the quotient is the correctly rounded value, as `Number` gives); anything
 * else (an exponent, spaces, more than 15 digits) and a number cut by the end of a chunk go
 * through `Number` on its text.
 */
export class FlattenedValueScanner {
  /** True once the array's `]` was read (later bytes are ignored). */
  done = false;
  /** Values read so far. */
  count = 0;
  private matched = 0;
  /** Text of a number cut by the end of the previous chunk. */
  private carry = '';
  private scratch = NO_VALUES;

  /** The values completed by this chunk, in a view that the next push overwrites. */
  push(chunk: Uint8Array): Float64Array {
    if (this.done) return NO_VALUES;
    let i = 0;
    const n = chunk.length;
    if (this.matched < FLATTENED_KEY.length) {
      // The values hold no quote, so the first occurrence of the key (across chunks) is it.
      for (; i < n && this.matched < FLATTENED_KEY.length; i++) {
        this.matched = chunk[i] === FLATTENED_KEY[this.matched] ? this.matched + 1 : chunk[i] === FLATTENED_KEY[0] ? 1 : 0;
      }
      if (this.matched < FLATTENED_KEY.length) return NO_VALUES;
    }
    // A value takes at least two bytes (a digit and a comma), one more for a carried one.
    if (this.scratch.length < (n >> 1) + 2) this.scratch = new Float64Array((n >> 1) + 2);
    const out = this.scratch;
    let found = 0;
    if (this.carry !== '') {
      const end = valueEnd(chunk, i);
      this.carry += latin1(chunk, i, end);
      if (end === n) return NO_VALUES;
      out[found++] = slowNumber(this.carry);
      this.carry = '';
      i = end + 1;
      if (chunk[end] === CLOSE) this.done = true;
    }
    while (i < n && !this.done) {
      const start = i;
      // Reads stay inside the chunk (-1 past its end), so `byte` is always a small integer.
      let byte = chunk[i];
      const negative = byte === MINUS;
      if (negative) byte = ++i < n ? chunk[i] : -1;
      let mantissa = 0;
      let digits = 0;
      while (byte >= ZERO && byte <= NINE) {
        mantissa = mantissa * 10 + (byte - ZERO);
        digits++;
        byte = ++i < n ? chunk[i] : -1;
      }
      let decimals = 0;
      if (byte === POINT) {
        byte = ++i < n ? chunk[i] : -1;
        while (byte >= ZERO && byte <= NINE) {
          mantissa = mantissa * 10 + (byte - ZERO);
          decimals++;
          byte = ++i < n ? chunk[i] : -1;
        }
      }
      if (i >= n) {
        this.carry = latin1(chunk, start, n);
        break;
      }
      if ((byte === COMMA || byte === CLOSE) && digits > 0 && digits + decimals <= MAX_FAST_DIGITS) {
        const magnitude = decimals === 0 ? mantissa : mantissa / POW10[decimals];
        out[found++] = negative ? -magnitude : magnitude;
        i++;
        if (byte === CLOSE) this.done = true;
        continue;
      }
      const end = valueEnd(chunk, i);
      if (end === n) {
        this.carry = latin1(chunk, start, n);
        break;
      }
      const text = latin1(chunk, start, end).trim();
      // `[]` and a space before `]` hold no value.
      if (text !== '') out[found++] = slowNumber(text);
      i = end + 1;
      if (chunk[end] === CLOSE) this.done = true;
    }
    this.count += found;
    return out.subarray(0, found);
  }
}

/** Index of the `,` or `]` that ends the value at `from` (the chunk's length when it is cut). */
function valueEnd(chunk: Uint8Array, from: number): number {
  let end = from;
  while (end < chunk.length && chunk[end] !== COMMA && chunk[end] !== CLOSE) end++;
  return end;
}

function latin1(chunk: Uint8Array, start: number, end: number): string {
  return String.fromCharCode.apply(null, chunk.subarray(start, end) as unknown as number[]);
}

function slowNumber(text: string): number {
  const value = Number(text);
  if (text.trim() === '' || Number.isNaN(value)) throw new Error('similarity body holds a value that is not a number');
  return value;
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
