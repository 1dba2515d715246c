import { assembleModule, CodeWriter, F64, I32 } from './wasm-assembler.js';

/**
 * WebAssembly version of the similarity text writer's fast path (see `similarity-text.ts` for
 * why it is exact): integer division by constants and unaligned word stores make it several
 * times faster than the JavaScript path. It handles values whose rounded magnitude is below 10
 * and stops at the first other value, which the caller writes with the JavaScript path.
 *
 * format(src, count, dst, comma) → values written; the end of the text is stored at address 0.
 *   src: `count` float64 values; dst: where the text goes (`MAX_VALUE_BYTES` per value);
 *   comma: 1 to put a comma before the first value too.
 * Tables at TABLE_BASE: DOT_GROUP (1000 × u32 `.ddd`), then GROUP (1000 × u32 `ddd` + the digit
 * count kept once trailing zeros are dropped, in the high byte).
 */
export const FORMAT_EXPORT = 'format';
export const RESULT_ADDRESS = 0;
export const TABLE_BASE = 16;
export const TABLE_BYTES = 8000;
const GROUP_BASE = TABLE_BASE + 4000;
const SCALE = 1e6;
const ROUNDING_HALF = 0.5;
/** Rounded magnitudes from 10·10⁶ up go back to the caller (integer parts of two digits and more). */
const FAST_LIMIT = 1e7;
const CHAR_0 = 0x30;
const MINUS = 0x2d;
const COMMA = 0x2c;

const P = { src: 0, count: 1, dst: 2, comma: 3 } as const;
const L = { i: 4, pos: 5, y: 6, r: 7, m: 8, whole: 9, frac: 10, high: 11, low: 12 } as const;

function body(): CodeWriter {
  const w = new CodeWriter();
  w.localGet(P.dst).localSet(L.pos);
  w.block().loop();
  // while (i < count)
  w.localGet(L.i).localGet(P.count).i32GeU().brIf(1);
  // y = src[i] * 1e6; r = floor(y) + (y - floor(y) >= 0.5)   (Math.round: ties toward +∞)
  w.localGet(P.src).localGet(L.i).i32Const(8).i32Mul().i32Add().f64Load(0).f64Const(SCALE).f64Mul().localSet(L.y);
  w.localGet(L.y).f64Floor().localSet(L.r);
  w.localGet(L.y).localGet(L.r).f64Sub().f64Const(ROUNDING_HALF).f64Ge();
  w.if_().localGet(L.r).f64Const(1).f64Add().localSet(L.r).end();
  // Off the fast path (NaN fails the comparison too): hand back to the caller.
  w.localGet(L.r).f64Abs().f64Const(FAST_LIMIT).f64Lt().i32Eqz().brIf(1);
  // comma
  w.localGet(L.i).localGet(P.comma).i32Add();
  w.if_().localGet(L.pos).i32Const(COMMA).i32Store8(0).localGet(L.pos).i32Const(1).i32Add().localSet(L.pos).end();
  // sign and magnitude
  w.localGet(L.r).f64Abs().i32TruncF64S().localSet(L.m);
  w.localGet(L.r).f64Const(0).f64Lt();
  w.if_().localGet(L.pos).i32Const(MINUS).i32Store8(0).localGet(L.pos).i32Const(1).i32Add().localSet(L.pos).end();
  w.localGet(L.m).i32Const(SCALE).i32DivU().localSet(L.whole);
  w.localGet(L.pos).localGet(L.whole).i32Const(CHAR_0).i32Add().i32Store8(0);
  w.localGet(L.pos).i32Const(1).i32Add().localSet(L.pos);
  w.localGet(L.m).localGet(L.whole).i32Const(SCALE).i32Mul().i32Sub().localTee(L.frac);
  w.if_();
  w.localGet(L.frac).i32Const(1000).i32DivU().localSet(L.high);
  w.localGet(L.frac).localGet(L.high).i32Const(1000).i32Mul().i32Sub().localSet(L.low);
  w.localGet(L.pos).localGet(L.high).i32Const(4).i32Mul().i32Load(TABLE_BASE).i32Store(0);
  w.localGet(L.low).i32Eqz();
  w.if_();
  w.localGet(L.pos).i32Const(1).i32Add().localGet(L.high).i32Const(4).i32Mul().i32Load(GROUP_BASE).i32Const(24).i32ShrU().i32Add().localSet(L.pos);
  w.else_();
  w.localGet(L.pos).localGet(L.low).i32Const(4).i32Mul().i32Load(GROUP_BASE).localTee(L.low).i32Store(4);
  w.localGet(L.pos).i32Const(4).i32Add().localGet(L.low).i32Const(24).i32ShrU().i32Add().localSet(L.pos);
  w.end();
  w.end();
  w.localGet(L.i).i32Const(1).i32Add().localSet(L.i);
  w.br(0);
  w.end().end();
  w.i32Const(RESULT_ADDRESS).localGet(L.pos).i32Store(0);
  w.localGet(L.i);
  return w;
}

export function formatModuleBytes(): Uint8Array {
  return assembleModule([{ name: FORMAT_EXPORT, params: [I32, I32, I32, I32], results: [I32], locals: [I32, I32, F64, F64, I32, I32, I32, I32, I32], body: body() }]);
}

/** The tables' bytes, written into memory at TABLE_BASE before the first call. */
export function formatTables(): Uint8Array {
  const bytes = new Uint8Array(TABLE_BYTES);
  const words = new DataView(bytes.buffer);
  const DOT = 0x2e;
  const LITTLE_ENDIAN = true; // WebAssembly memory is little-endian whatever the host
  for (let i = 0; i < 1000; i++) {
    const d0 = CHAR_0 + Math.floor(i / 100);
    const d1 = CHAR_0 + (Math.floor(i / 10) % 10);
    const d2 = CHAR_0 + (i % 10);
    const kept = i % 100 === 0 ? 1 : i % 10 === 0 ? 2 : 3;
    words.setUint32(4 * i, (DOT | (d0 << 8) | (d1 << 16) | (d2 << 24)) >>> 0, LITTLE_ENDIAN);
    words.setUint32(4000 + 4 * i, (d0 | (d1 << 8) | (d2 << 16) | (kept << 24)) >>> 0, LITTLE_ENDIAN);
  }
  return bytes;
}
