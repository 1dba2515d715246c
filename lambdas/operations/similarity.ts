import { similarityArray, toMatrix } from '../core/json-format.js';
import { crossSimilarity, selfSimilarity } from '../core/vectors.js';
import type { SimilarityRequest } from '../core/schemas/requests.js';
import type { TextEncoder } from '../core/ports/models.js';
import { embedTexts } from './embed-texts.js';

export type SimilarityResult =
  | { scenario: 'self'; mode: 'flattened'; n: number; flattened: number[] }
  | { scenario: 'cross'; mode: 'matrix'; n: number; matrix: number[][]; flattened: number[] }
  | { scenario: 'cross'; mode: 'flattened'; n: number; flattened: number[] };

/**
 * Cosine similarities of the contract (§4): self = row-major upper triangle without the diagonal;
 * cross = a-major |A| × |B|, as a matrix plus its flattened form, or flattened only.
 */
export async function computeSimilarity(request: SimilarityRequest, encoder: TextEncoder): Promise<SimilarityResult> {
  if (request.set) {
    const vectors = await embedTexts(encoder, request.set);
    return { scenario: 'self', mode: 'flattened', n: request.set.length, flattened: similarityArray(selfSimilarity(vectors)) };
  }
  const a = request.set_a!;
  const b = request.set_b!;
  const vectors = await embedTexts(encoder, [...a, ...b]);
  const flattened = similarityArray(crossSimilarity(vectors.slice(0, a.length), vectors.slice(a.length)));
  if (request.flatten === true) return { scenario: 'cross', mode: 'flattened', n: a.length, flattened };
  return { scenario: 'cross', mode: 'matrix', n: a.length, matrix: toMatrix(flattened, a.length, b.length), flattened };
}
