/** The Amazon Bedrock model backend: what a composition root needs. */
export { BedrockModelProvider, DEFAULT_CONCURRENCY, type BedrockProviderOptions } from './provider.js';
export { BEDROCK_V1, bedrockCatalog, type BedrockCatalogOptions } from './catalog.js';
export { createBedrockClient, type BedrockClientOptions } from './client.js';
export { DEFAULT_RETRY, JOB_RETRY, RETRY_PROFILES, type RetryProfile, type RetrySettings } from '../llm/retry.js';
export { BedrockRequestError } from './errors.js';
export { ModelOutputError } from '../llm/errors.js';
export {
  COHERE_EMBED_ENGLISH_V3,
  COHERE_EMBED_MULTILINGUAL_V3,
  DEFAULT_EMBEDDING_MODEL_ID,
  DEFAULT_TEXT_MODEL_ID,
  TITAN_EMBED_TEXT_V2,
  TITAN_V2_DIMENSIONS,
  embeddingDimension,
} from './model-ids.js';
