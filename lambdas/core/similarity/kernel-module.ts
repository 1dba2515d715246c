import { assembleModule, CodeWriter, I32, V128 } from './wasm-assembler.js';

/**
 * The WebAssembly SIMD micro-kernel of the similarity product.
 *
 * Exactness: each output lane is one (row, column) pair and accumulates its products in float64,
 * one dimension after the other from +0, which is exactly the order and precision of the
 * scalar `dot` the service used before (products of two float32 values are exact in float64).
 * The SIMD lanes run across pairs, never across dimensions, so results are bit-identical to
 * that reference, not merely close, and the rounded JSON text cannot differ.
 */

/** Rows of one register block (the A micro-panel height). */
export const MICRO_ROWS = 4;
/** Columns of one register block: two float64x2 vectors. */
export const MICRO_COLS = 4;
/** Bytes of one float64. */
export const F64_BYTES = 8;
const VECTOR_BYTES = 16;
const VECTORS_PER_ROW = MICRO_COLS / 2;

/** Name of the exported kernel function. */
export const KERNEL_EXPORT = 'panels';

/*
 * panels(a, b, panelCount, kSteps, out, outStride):
 *   a   — one A micro-panel: kSteps × MICRO_ROWS float64, dimension-major;
 *   b   — panelCount consecutive B micro-panels, each kSteps × MICRO_COLS float64;
 *   out — MICRO_ROWS rows of results, `outStride` bytes apart; panel p fills columns 4p…4p+3.
 * Every result is clamped to [-1, 1] like the scalar reference.
 */
const P = { a: 0, b: 1, panelCount: 2, kSteps: 3, out: 4, outStride: 5 } as const;
const L = { ap: 6, aEnd: 7, bp: 8, o: 9, lo: 10, hi: 11, splat: 12, bv: 13, acc: 13 + VECTORS_PER_ROW } as const;
const ACCUMULATORS = MICRO_ROWS * VECTORS_PER_ROW;

function accumulator(row: number, vector: number): number {
  return L.acc + row * VECTORS_PER_ROW + vector;
}

function kernelBody(): CodeWriter {
  const w = new CodeWriter();
  // Clamp bounds, kept in registers for the whole call.
  w.f64Const(-1).f64x2Splat().localSet(L.lo);
  w.f64Const(1).f64x2Splat().localSet(L.hi);
  // aEnd = a + kSteps * MICRO_ROWS * 8
  w.localGet(P.a).localGet(P.kSteps).i32Const(MICRO_ROWS * F64_BYTES).i32Mul().i32Add().localSet(L.aEnd);
  w.localGet(P.b).localSet(L.bp);
  w.localGet(P.out).localSet(L.o);
  w.loop(); // one B panel per iteration
  for (let i = 0; i < ACCUMULATORS; i++) w.v128Zero().localSet(L.acc + i);
  w.localGet(P.a).localSet(L.ap);
  w.loop(); // one dimension per iteration
  for (let v = 0; v < VECTORS_PER_ROW; v++) w.localGet(L.bp).v128Load(v * VECTOR_BYTES).localSet(L.bv + v);
  for (let r = 0; r < MICRO_ROWS; r++) {
    w.localGet(L.ap).v128Load64Splat(r * F64_BYTES).localSet(L.splat);
    for (let v = 0; v < VECTORS_PER_ROW; v++) {
      const acc = accumulator(r, v);
      w.localGet(acc).localGet(L.splat).localGet(L.bv + v).f64x2Mul().f64x2Add().localSet(acc);
    }
  }
  w.localGet(L.bp).i32Const(MICRO_COLS * F64_BYTES).i32Add().localSet(L.bp);
  w.localGet(L.ap).i32Const(MICRO_ROWS * F64_BYTES).i32Add().localTee(L.ap);
  w.localGet(L.aEnd).i32Ne().brIf(0);
  w.end();
  for (let r = 0; r < MICRO_ROWS; r++) {
    for (let v = 0; v < VECTORS_PER_ROW; v++) {
      w.localGet(L.o);
      if (r > 0) w.localGet(P.outStride).i32Const(r).i32Mul().i32Add();
      w.localGet(accumulator(r, v)).localGet(L.hi).f64x2Pmin().localGet(L.lo).f64x2Pmax();
      w.v128Store(v * VECTOR_BYTES);
    }
  }
  w.localGet(L.o).i32Const(MICRO_COLS * F64_BYTES).i32Add().localSet(L.o);
  w.localGet(P.panelCount).i32Const(1).i32Sub().localTee(P.panelCount);
  w.i32Const(0).i32Ne().brIf(0);
  w.end();
  return w;
}

/** The kernel module's bytes (about 600 bytes), generated once per process by the caller. */
export function kernelModuleBytes(): Uint8Array {
  const locals = [I32, I32, I32, I32, V128, V128, V128, ...new Array<number>(VECTORS_PER_ROW + ACCUMULATORS).fill(V128)];
  return assembleModule([{ name: KERNEL_EXPORT, params: [I32, I32, I32, I32, I32, I32], locals, body: kernelBody() }]);
}
