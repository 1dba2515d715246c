import { roundVectorComponent } from '../core/json-format.js';
import type { EmbeddingsRequest } from '../core/schemas/requests.js';
import type { TextEncoder } from '../core/ports/models.js';
import { embedTexts } from './embed-texts.js';

export interface EmbeddingsResult {
  embeddings: { text: string; vector: number[] }[];
}

/** Embeddings: one L2-normalised vector per input, `text` echoing the input. */
export async function computeEmbeddings(request: EmbeddingsRequest, encoder: TextEncoder): Promise<EmbeddingsResult> {
  const vectors = await embedTexts(encoder, request.inputs);
  return {
    embeddings: request.inputs.map((text, i) => ({ text, vector: Array.from(vectors[i], roundVectorComponent) })),
  };
}
