import { LIMITS } from '../core/limits.js';
import type { SimilarityRequest } from '../core/schemas/requests.js';
import type { TextEncoder } from '../core/ports/models.js';
import { crossShape, selfShape, valueCount, type SimilarityShape } from '../core/similarity/row-ranges.js';
import { similarityBodyChunks, type RowSource } from '../core/similarity/similarity-body.js';
import { GemmSimilarityEngine } from '../core/similarity/gemm-similarity-engine.js';
import type { MatrixProduct } from '../core/similarity/matrix-product.js';
import { SimilarityEngine } from '../core/similarity/similarity-engine.js';
import { embedTexts } from './embed-texts.js';
import { neighboursBody } from './similarity-neighbours.js';
import { sideSplitsOf } from '../core/similarity/split-units.js';
import { splitSimilaritySource } from './similarity-split.js';

/**
 * What a similarity request computes (contract §4): self = row-major upper triangle without the
 * diagonal of `set`; cross = a-major |A| × |B| of `set_a` against `set_b`, as a matrix plus its
 * flattened form, or flattened only. `texts` are embedded in this order (A first, then B).
 */
export interface SimilarityPlan {
  shape: SimilarityShape;
  texts: readonly string[];
  /** Cross only: leave the matrix out. */
  flatten: boolean;
}

export function planSimilarity(request: SimilarityRequest): SimilarityPlan {
  if (request.set) return { shape: selfShape(request.set.length), texts: request.set, flatten: true };
  const a = request.set_a!;
  const b = request.set_b!;
  return { shape: crossShape(a.length, b.length), texts: [...a, ...b], flatten: request.flatten === true };
}

/**
 * Whether a request is above the synchronous limits: only a job can ask for it, and its body
 * (up to gigabytes) is streamed rather than built in memory.
 */
export function exceedsSyncSimilarity(request: SimilarityRequest): boolean {
  // A request with `split` is bounded by its unit pairs and computed in memory.
  if (sideSplitsOf(request.split)) return false;
  const { shape } = planSimilarity(request);
  return shape.scenario === 'self' ? shape.rows > LIMITS.similarity.set.sync : valueCount(shape) > LIMITS.similarity.crossPairs.sync;
}

/** Row-major `count × dimension` copy of the vectors (the layout the engine reads). */
export function packVectors(vectors: readonly Float32Array[], dimension: number, out = new Float32Array(vectors.length * dimension)): Float32Array {
  vectors.forEach((v, i) => out.set(v, i * dimension));
  return out;
}

/**
 * The engine over a plan's vectors (row-major, A then B for cross): the version's matrix-product
 * engine when it has one (float32), else the exact float64 kernel of the earlier versions.
 */
export function similarityEngine(plan: SimilarityPlan, vectors: Float32Array, dimension: number, product?: MatrixProduct): RowSource {
  const { shape } = plan;
  const split = shape.rows * dimension;
  if (product) {
    if (shape.scenario === 'self') return GemmSimilarityEngine.self(vectors, shape.rows, dimension, product);
    return GemmSimilarityEngine.cross(vectors.subarray(0, split), shape.rows, vectors.subarray(split), shape.cols, dimension, product);
  }
  if (shape.scenario === 'self') return SimilarityEngine.self(vectors, shape.rows, dimension);
  return SimilarityEngine.cross(vectors.subarray(0, split), shape.rows, vectors.subarray(split), shape.cols, dimension);
}

/**
 * The response body of a similarity request, byte-identical to `JSON.stringify` of the result
 * with `requestId` (values rounded to the contract's 6 decimals), computed by the blocked kernel
 * and written by the number formatter without building a number array.
 */
export async function similarityBody(request: SimilarityRequest, encoder: TextEncoder, requestId: string): Promise<string> {
  if (request.topK !== undefined) return neighboursBody(request, encoder, requestId);
  const plan = planSimilarity(request);
  const splits = sideSplitsOf(request.split);
  const engine = splits
    ? await splitSimilaritySource(request, splits, encoder)
    : similarityEngine(plan, packVectors(await embedTexts(encoder, plan.texts), encoder.dimension), encoder.dimension, encoder.product);
  const chunks = [...similarityBodyChunks(engine, { requestId, flatten: plan.flatten })];
  return decodeUtf8(chunks);
}

/**
 * The body of a large similarity job as byte chunks, computed tile by tile as they are consumed,
 * so only the vectors and one tile are ever in memory (the same bytes as `similarityBody`).
 */
export async function similarityBodyStream(request: SimilarityRequest, encoder: TextEncoder, requestId: string): Promise<AsyncIterable<Uint8Array>> {
  // Neighbours are small (inputs × k): built whole, then handed out as one chunk.
  if (request.topK !== undefined) {
    const body = new globalThis.TextEncoder().encode(await neighboursBody(request, encoder, requestId));
    return (async function* () {
      yield body;
    })();
  }
  const plan = planSimilarity(request);
  const vectors = packVectors(await embedTexts(encoder, plan.texts), encoder.dimension);
  const chunks = similarityBodyChunks(similarityEngine(plan, vectors, encoder.dimension, encoder.product), { requestId, flatten: plan.flatten });
  return (async function* () {
    yield* chunks;
  })();
}

function decodeUtf8(chunks: readonly Uint8Array[]): string {
  const bytes = new Uint8Array(chunks.reduce((sum, c) => sum + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return new TextDecoder().decode(bytes);
}
