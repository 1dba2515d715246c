import type { SimilarityRequest } from '../core/schemas/requests.js';
import type { TextEncoder } from '../core/ports/models.js';
import { GemmSimilarityEngine } from '../core/similarity/gemm-similarity-engine.js';
import type { MatrixProduct } from '../core/similarity/matrix-product.js';
import { findNeighbours, type NeighbourOptions } from '../core/similarity/nearest-neighbours.js';
import { neighbourEntriesText, neighboursBodyHead, neighboursBodyTail } from '../core/similarity/neighbours-body.js';
import type { RowSource } from '../core/similarity/similarity-body.js';
import { SimilarityEngine } from '../core/similarity/similarity-engine.js';
import { embedTexts } from './embed-texts.js';
import { packVectors, planSimilarity, type SimilarityPlan } from './similarity.js';

/**
 * Nearest neighbours (`topK`, `threshold`) of a similarity request: each row's values come from
 * the version's engine, panel by panel as for the full result, and only its k best are kept.
 * Self-similarity computes whole rows (the set against itself, the diagonal skipped): every pair
 * twice, but each row's neighbours are complete within one row range, so threads and tasks never
 * merge partial candidates. A pair gets the same bits as in the full result (the engines'
 * order-independence, tested), so the scores equal the full result's values.
 */

/** What `findNeighbours` needs from a request with `topK`. */
export function neighbourOptions(request: SimilarityRequest): NeighbourOptions {
  return { k: request.topK!, threshold: request.threshold, excludeDiagonal: request.set !== undefined };
}

/** The engine over every (row, column) pair of a plan: cross as planned, self as the set against itself. */
export function fullRowSource(plan: SimilarityPlan, vectors: Float32Array, dimension: number, product?: MatrixProduct): RowSource {
  const { shape } = plan;
  const split = shape.rows * dimension;
  const a = vectors.subarray(0, split);
  const [b, bCount] = shape.scenario === 'self' ? [a, shape.rows] : [vectors.subarray(split), shape.cols];
  if (product) return GemmSimilarityEngine.cross(a, shape.rows, b, bCount, dimension, product);
  return SimilarityEngine.cross(a, shape.rows, b, bCount, dimension);
}

/** The whole `topK` body (`requestId` included), computed in this thread. */
export async function neighboursBody(request: SimilarityRequest, encoder: TextEncoder, requestId: string): Promise<string> {
  const plan = planSimilarity(request);
  const vectors = packVectors(await embedTexts(encoder, plan.texts), encoder.dimension);
  const source = fullRowSource(plan, vectors, encoder.dimension, encoder.product);
  const rows = findNeighbours(source, 0, plan.shape.rows, neighbourOptions(request));
  return neighboursBodyHead(plan.shape.scenario, plan.shape.rows) + neighbourEntriesText(rows) + neighboursBodyTail(requestId);
}
