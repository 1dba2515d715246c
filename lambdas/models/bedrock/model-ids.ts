/** Bedrock model ids this backend knows how to call, and their fixed properties. */

/** Amazon Titan Text Embeddings V2: one text per InvokeModel call, selectable dimension. */
export const TITAN_EMBED_TEXT_V2 = 'amazon.titan-embed-text-v2:0';
/** Output sizes Titan Text Embeddings V2 accepts for `dimensions`. */
export const TITAN_V2_DIMENSIONS: readonly number[] = [256, 512, 1024];
/** Titan V2's own default, and ours. */
export const TITAN_V2_DEFAULT_DIMENSION = 1024;

/** Cohere Embed v3 (English); the multilingual variant speaks the same protocol. */
export const COHERE_EMBED_ENGLISH_V3 = 'cohere.embed-english-v3';
export const COHERE_EMBED_MULTILINGUAL_V3 = 'cohere.embed-multilingual-v3';
/** Cohere Embed v3 vectors always have this many dimensions. */
export const COHERE_V3_DIMENSION = 1024;
/** Most texts one Cohere Embed call accepts. */
export const COHERE_MAX_TEXTS_PER_CALL = 96;

/** Default embedding model. */
export const DEFAULT_EMBEDDING_MODEL_ID = TITAN_EMBED_TEXT_V2;
/**
 * Default text model: Claude 3 Haiku supports forced tool use through the Converse API and is
 * offered on demand in most Bedrock regions (newer models often need an inference profile id
 * such as `us.anthropic...`, which can be configured instead).
 */
export const DEFAULT_TEXT_MODEL_ID = 'anthropic.claude-3-haiku-20240307-v1:0';

/** The request formats of the supported embedding models. */
export type EmbeddingFamily = 'titan-v2' | 'cohere-v3';

/** Which request format an embedding model id speaks; throws for a model this backend cannot call. */
export function embeddingFamily(modelId: string): EmbeddingFamily {
  // `includes`, not `startsWith`: a model ARN or a geography-prefixed profile id names the same model.
  if (modelId.includes('amazon.titan-embed-text-v2')) return 'titan-v2';
  if (modelId.includes('cohere.embed-english-v3') || modelId.includes('cohere.embed-multilingual-v3')) return 'cohere-v3';
  throw new Error(`Unsupported Bedrock embedding model "${modelId}": use ${TITAN_EMBED_TEXT_V2} or ${COHERE_EMBED_ENGLISH_V3}.`);
}

/** The vector size a configured embedding model produces, checking the requested one. */
export function embeddingDimension(modelId: string, requested: number | undefined): number {
  if (embeddingFamily(modelId) === 'cohere-v3') {
    if (requested !== undefined && requested !== COHERE_V3_DIMENSION) {
      throw new Error(`Cohere Embed v3 vectors have ${COHERE_V3_DIMENSION} dimensions, not ${requested}.`);
    }
    return COHERE_V3_DIMENSION;
  }
  const dimension = requested ?? TITAN_V2_DEFAULT_DIMENSION;
  if (!TITAN_V2_DIMENSIONS.includes(dimension)) {
    throw new Error(`Titan Text Embeddings V2 supports ${TITAN_V2_DIMENSIONS.join(', ')} dimensions, not ${dimension}.`);
  }
  return dimension;
}
