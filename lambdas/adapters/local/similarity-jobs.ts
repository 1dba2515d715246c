import type { BodySection } from '../../core/similarity/similarity-body.js';
import type { EngineOptions } from '../../core/similarity/similarity-engine.js';
import type { NeighbourOptions, NeighbourRows } from '../../core/similarity/nearest-neighbours.js';

/**
 * Which engine computes a job: the exact float64 kernel (versions up to 2026-11-22) or ONNX
 * Runtime's float32 matrix product (`MATRIX_PRODUCT_SIMILARITY_VERSIONS`).
 */
export type SimilarityEngineKind = 'exact' | 'matrix-product';

/** Vectors of one similarity job, in shared memory so every thread reads the same bytes. */
export type SimilarityInput = (
  | { scenario: 'self'; vectors: Float32Array; count: number; dimension: number }
  | { scenario: 'cross'; a: Float32Array; aCount: number; b: Float32Array; bCount: number; dimension: number }
) & {
  engine?: SimilarityEngineKind;
  /** Self only: compute whole rows (the set against itself), as nearest neighbours need. */
  fullRows?: boolean;
};

/** Messages from the pool to a similarity worker thread. */
export type SimilarityWorkerRequest =
  | { id: number; type: 'load'; input: SimilarityInput; options: EngineOptions }
  | { id: number; type: 'rows'; rowStart: number; rowEnd: number; out: Float64Array; offset: number }
  | { id: number; type: 'section'; section: BodySection; rowStart: number; rowEnd: number; chunkBytes: number; blockValues: number }
  | { id: number; type: 'neighbours'; rowStart: number; rowEnd: number; options: NeighbourOptions }
  | { id: number; type: 'unload' };

/** Replies: `chunks` for sections, `neighbours` for neighbours (their buffers transferred), nothing else on success. */
export type SimilarityWorkerReply = { id: number; ok: true; chunks?: Uint8Array[]; neighbours?: NeighbourRows } | { id: number; ok: false; message: string };
