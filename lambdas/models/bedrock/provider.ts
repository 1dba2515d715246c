import type { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import type { Logger } from '../../core/ports/logger.js';
import type { VersionCatalog } from '../../core/versions.js';
import { BEDROCK_V1, bedrockCatalog } from './catalog.js';
import { createBedrockClient, type BedrockClientOptions } from './client.js';
import { CohereTextEncoder } from './embeddings-cohere.js';
import { TitanTextEncoder } from './embeddings-titan.js';
import { BedrockInvoker } from './invoker.js';
import { createLimiter } from '../llm/limiter.js';
import { DEFAULT_RETRY, type RetrySettings } from '../llm/retry.js';
import { LlmModelProvider } from '../llm/llm-provider.js';
import { ConverseTextModel } from './converse-model.js';
import { DEFAULT_EMBEDDING_MODEL_ID, DEFAULT_TEXT_MODEL_ID, embeddingDimension, embeddingFamily } from './model-ids.js';

/** Bedrock calls in flight at once per provider (per Lambda instance) unless configured. */
export const DEFAULT_CONCURRENCY = 8;

/** Configuration of the Bedrock backend (the composition root passes it). */
export interface BedrockProviderOptions {
  /** A client to use, or options to build one (one of the two). */
  client?: BedrockRuntimeClient;
  clientOptions?: BedrockClientOptions;
  /** Titan Text Embeddings V2 (default) or Cohere Embed v3. */
  embeddingModelId?: string;
  /** A model that supports forced tool use in the Converse API. */
  textModelId?: string;
  /** Embedding dimension: 256, 512 or 1024 for Titan V2 (default 1024); Cohere is always 1024. */
  dimensions?: number;
  /** Most Bedrock calls in flight at once, across all operations. */
  concurrency?: number;
  retry?: Partial<RetrySettings>;
  logger: Logger;
  /** The version id served; defaults to `BEDROCK_V1`. */
  versionId?: string;
  /** Jitter source for retries (tests pin it). */
  random?: () => number;
}

/**
 * The Amazon Bedrock models of a deployment, served under one version id per operation
 * (see `bedrockCatalog`). Built once per process; all models share one client and one
 * concurrency limit.
 */
export class BedrockModelProvider extends LlmModelProvider {
  readonly catalog: VersionCatalog;

  constructor(options: BedrockProviderOptions) {
    const client = options.client ?? (options.clientOptions ? createBedrockClient(options.clientOptions) : undefined);
    if (!client) throw new Error('BedrockModelProvider needs a client or clientOptions.');
    const embeddingModelId = options.embeddingModelId ?? DEFAULT_EMBEDDING_MODEL_ID;
    const textModelId = options.textModelId ?? DEFAULT_TEXT_MODEL_ID;
    const dimension = embeddingDimension(embeddingModelId, options.dimensions);
    const retry = { ...DEFAULT_RETRY, ...options.retry };
    const invoker = new BedrockInvoker(client, createLimiter(options.concurrency ?? DEFAULT_CONCURRENCY), retry, options.logger, options.random);
    const versionId = options.versionId ?? BEDROCK_V1;
    const embedder =
      embeddingFamily(embeddingModelId) === 'cohere-v3'
        ? new CohereTextEncoder(invoker, embeddingModelId)
        : new TitanTextEncoder(invoker, embeddingModelId, dimension);
    super(versionId, new ConverseTextModel(invoker, textModelId), embedder);
    this.catalog = bedrockCatalog({ embeddingModelId, textModelId, dimension, versionId });
  }
}
