/**
 * A matrix-product engine for the similarity versions computed in float32 (see
 * `gemm-similarity-engine.ts`): a port, so the use cases stay independent of the native library
 * behind it (ONNX Runtime's MLAS, `lambdas/models/local/onnx-matrix-product.ts`).
 */
export interface MatrixProduct {
  readonly name: string;
  /**
   * The row-major `aRows × bRows` float32 products a_i · b_j of the row-major `aRows × dimension`
   * matrix `a` and `bRows × dimension` matrix `b`. Synchronous: it runs inside the tile loop.
   * The inputs must not live in shared memory (onnxruntime-node refuses a `SharedArrayBuffer`).
   *
   * A pair's value must not depend on the other rows and columns of the call as long as the call
   * has at least `MIN_PRODUCT_ROWS` rows and `MIN_PRODUCT_COLS` columns: the engine relies on it
   * so that a pair gets the same bits in a synchronous response, a job and every fan-out task.
   *
   * With `out` (exactly `aRows × bRows` values, not in shared memory) the products are written
   * there and `out` is returned: the engine reuses one panel buffer instead of receiving a new
   * array, and a copy, from every call.
   */
  multiply(a: Float32Array, aRows: number, b: Float32Array, bRows: number, dimension: number, out?: Float32Array): Float32Array;
}

/** Fewest rows of a product call (MLAS takes a matrix-vector path for one row). */
export const MIN_PRODUCT_ROWS = 2;
/**
 * Fewest columns of a product call: MLAS blocks the dimension by 128 unless a call has 64 columns
 * or fewer, where it takes longer blocks (and so sums in another order).
 */
export const MIN_PRODUCT_COLS = 128;
