import { roundSimilarity } from '../json-format.js';
import { SIMILARITY_DECIMALS } from '../limits.js';
import { TEXT_BATCH, wasmTextWriter } from './wasm-text-writer.js';

/**
 * Writes similarities as JSON number text straight into UTF-8 bytes, byte-identical to
 * `JSON.stringify(roundSimilarity(x))`, without creating strings.
 *
 * Why the fast path is exact: r = Math.round(x·10⁶) is the same integer the reference computes,
 * and the double r / 10⁶ prints (shortest round-trip form) as the decimal r·10⁻⁶ with trailing
 * zeros removed, because that decimal has at most 15 significant digits while |r| < 10¹⁵ and two
 * distinct such decimals never share a double. Its magnitude then never reaches 10²¹, where
 * JavaScript switches to exponent notation, and the smallest non-zero one, 10⁻⁶, still prints
 * in fixed notation. Everything else goes through the reference itself.
 */

/**
 * Values as the engines hold them: float64 (the exact kernel), or float32 straight from the
 * matrix-product engine's panels. A float32 value widens to the same number exactly, so the text is
 * the same either way.
 */
export type SimilarityValues = Float32Array | Float64Array;

const SCALE = 10 ** SIMILARITY_DECIMALS;
/** Largest |r| on the fast path: at most 15 significant digits. */
const FAST_LIMIT = 1e15;
/** Longest text of one value (fallback included, e.g. `-1.7976931348623157e+308`) plus a comma,
 * and room for the last word store. */
export const MAX_VALUE_BYTES = 32;

const CHAR_0 = 0x30;
const MINUS = 0x2d;
const DOT = 0x2e;
export const COMMA = 0x2c;

/**
 * Little-endian 32-bit words of text for 0…999: `.ddd` (the first group of decimals) and `ddd`
 * (the second group, a fourth byte of no meaning), plus how many of the three digits remain
 * once trailing zeros are dropped. One unaligned word store then writes a whole group.
 */
const DOT_GROUP = new Uint32Array(1000);
const GROUP = new Uint32Array(1000);
const TRIMMED3 = new Uint8Array(1000);
for (let i = 0; i < 1000; i++) {
  const d0 = CHAR_0 + Math.floor(i / 100);
  const d1 = CHAR_0 + (Math.floor(i / 10) % 10);
  const d2 = CHAR_0 + (i % 10);
  DOT_GROUP[i] = (DOT | (d0 << 8) | (d1 << 16) | (d2 << 24)) >>> 0;
  GROUP[i] = d0 | (d1 << 8) | (d2 << 16);
  TRIMMED3[i] = i % 100 === 0 ? 1 : i % 10 === 0 ? 2 : 3;
}
const THOUSAND = 1000;
const PER_THOUSAND = 0.001;
/** Added before multiplying by 1/1000 so float error never lands a multiple of 1000 one below. */
const HALF = 0.5;
const LITTLE_ENDIAN = true;

/** A DataView over the same bytes, cached for the last buffer seen (writers reuse theirs). */
let viewBuffer: Uint8Array | null = null;
let view: DataView = new DataView(new ArrayBuffer(0));
function viewOf(buf: Uint8Array): DataView {
  if (buf !== viewBuffer) {
    viewBuffer = buf;
    view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  }
  return view;
}

/** Writes the integer part (any non-negative integer below 10¹⁵) at `pos`. */
function writeInteger(buf: Uint8Array, pos: number, value: number): number {
  if (value < 10) {
    buf[pos] = CHAR_0 + value;
    return pos + 1;
  }
  let digits = 1;
  for (let p = 10; p <= value; p *= 10) digits++;
  let v = value;
  for (let i = digits - 1; i >= 0; i--) {
    const q = Math.floor(v / 10);
    buf[pos + i] = CHAR_0 + (v - q * 10);
    v = q;
  }
  return pos + digits;
}

/**
 * Writes `.dddddd` for 1 ≤ fraction < 10⁶, trailing zeros removed. Always stores whole groups
 * of three digits and advances past the kept ones only: the stray bytes are overwritten next
 * (callers keep `MAX_VALUE_BYTES` of room), which spares a branch per digit.
 */
function writeFraction(buf: Uint8Array, pos: number, fraction: number): number {
  const high = ((fraction + HALF) * PER_THOUSAND) | 0;
  const low = fraction - high * THOUSAND;
  const words = viewOf(buf);
  words.setUint32(pos, DOT_GROUP[high], LITTLE_ENDIAN);
  if (low === 0) return pos + 1 + TRIMMED3[high];
  words.setUint32(pos + 4, GROUP[low], LITTLE_ENDIAN);
  return pos + 4 + TRIMMED3[low];
}

/** The reference path, for values off the fast path (huge, NaN, ±Infinity). */
function writeSlow(buf: Uint8Array, pos: number, x: number): number {
  const text = JSON.stringify(Number.isFinite(x) ? roundSimilarity(x) : null);
  for (let i = 0; i < text.length; i++) buf[pos++] = text.charCodeAt(i);
  return pos;
}

/**
 * Writes the JSON text of `roundSimilarity(x)` at `pos` and returns the position after it.
 * The caller guarantees `MAX_VALUE_BYTES` of room.
 */
export function writeSimilarity(buf: Uint8Array, pos: number, x: number): number {
  const r = Math.round(x * SCALE);
  if (!(r < FAST_LIMIT && r > -FAST_LIMIT)) return writeSlow(buf, pos, x);
  let magnitude = r;
  if (r < 0) {
    buf[pos++] = MINUS;
    magnitude = -r;
  }
  // Similarities are in [-1, 1]: the integer part is nearly always one digit.
  const whole = magnitude < SCALE ? 0 : Math.floor(magnitude / SCALE);
  pos = writeInteger(buf, pos, whole);
  const fraction = magnitude - whole * SCALE;
  return fraction === 0 ? pos : writeFraction(buf, pos, fraction);
}

/**
 * Writes values[start…end) comma-separated (a comma before the first one too when
 * `leadingComma`) while at least `MAX_VALUE_BYTES` remain before `limit`. Returns the index of
 * the first value not written; `state.pos` advances. Uses the WebAssembly writer where there is
 * one (same bytes), else the JavaScript path.
 */
export function writeSimilarityRun(values: SimilarityValues, start: number, end: number, leadingComma: boolean, buf: Uint8Array, state: { pos: number }, limit: number): number {
  const fast = wasmTextWriter();
  if (!fast) return writeRunJs(values, start, end, leadingComma, buf, state, limit);
  let i = start;
  let comma = leadingComma;
  for (;;) {
    // Each value, comma included, fits in MAX_VALUE_BYTES: `room` values always fit.
    const room = Math.floor((limit - state.pos) / MAX_VALUE_BYTES);
    const count = Math.min(end - i, room, TEXT_BATCH);
    if (count <= 0) return i;
    const written = fast.write(values, i, count, comma, buf, state);
    i += written;
    comma ||= written > 0;
    if (written < count) {
      // A value off the WebAssembly fast path (|x| ≥ 10, NaN, ±Infinity).
      if (comma) buf[state.pos++] = COMMA;
      state.pos = writeSimilarity(buf, state.pos, values[i++]);
      comma = true;
    }
  }
}

/** The JavaScript path of `writeSimilarityRun`. */
export function writeRunJs(values: SimilarityValues, start: number, end: number, leadingComma: boolean, buf: Uint8Array, state: { pos: number }, limit: number): number {
  let pos = state.pos;
  const stop = limit - MAX_VALUE_BYTES;
  let i = start;
  if (i < end && pos <= stop) {
    if (leadingComma) buf[pos++] = COMMA;
    pos = writeSimilarity(buf, pos, values[i++]);
    while (i < end && pos <= stop) {
      buf[pos++] = COMMA;
      pos = writeSimilarity(buf, pos, values[i++]);
    }
  }
  state.pos = pos;
  return i;
}
