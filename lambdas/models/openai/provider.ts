import type { Logger } from '../../core/ports/logger.js';
import type { VersionCatalog } from '../../core/versions.js';
import { createLimiter, type Limiter } from '../llm/limiter.js';
import { DEFAULT_RETRY, type RetrySettings } from '../llm/retry.js';
import { LlmModelProvider } from '../llm/llm-provider.js';
import { OPENAI_COMPATIBLE_V1, openAiCatalog } from './catalog.js';
import { ChatTextModel, ModeState, type StructuredSetting } from './chat-model.js';
import { OpenAiTextEncoder } from './embeddings-openai.js';
import { OpenAiHttpClient } from './http-client.js';

/** Calls in flight at once per process unless configured: a local server runs few at a time. */
export const DEFAULT_OPENAI_CONCURRENCY = 4;
/** One call's time limit unless configured: a long answer of a small local model takes a while. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 120_000;

/** Configuration of the OpenAI-compatible backend (the composition root passes it). */
export interface OpenAiProviderOptions {
  /** The API root, e.g. `http://127.0.0.1:11434/v1`. */
  baseUrl: string;
  /** The key (read when a call is made, so a secret store is asked only when a model runs). */
  apiKey?: () => Promise<string | undefined>;
  /** The chat model, as the server names it (`llama3.1:8b`, `gpt-4o-mini`...). */
  model: string;
  /** The embedding model served by the same endpoint; embeddings and similarity need it. */
  embeddingModel?: string;
  /** Its vector size (required with `embeddingModel`; every answer is checked against it). */
  dimensions?: number;
  /** Texts per `/embeddings` call. */
  embeddingBatch?: number;
  structuredOutput?: StructuredSetting;
  requestTimeoutMs?: number;
  retry?: Partial<RetrySettings>;
  logger: Logger;
  /** The version id served; defaults to `OPENAI_COMPATIBLE_V1`. */
  versionId?: string;
  /** Most calls in flight at once, across all operations (ignored with `shared`). */
  concurrency?: number;
  /** One limiter and one structured-output state for several providers (request and job settings). */
  shared?: OpenAiShared;
  /** Jitter source for retries (tests pin it). */
  random?: () => number;
}

/** What providers of one server share: its concurrency bound and the structured-output mode found to work. */
export interface OpenAiShared {
  limit: Limiter;
  modes: ModeState;
}

/** A fresh shared state for the providers of one server. */
export function openAiShared(concurrency = DEFAULT_OPENAI_CONCURRENCY, structuredOutput: StructuredSetting = 'auto'): OpenAiShared {
  return { limit: createLimiter(concurrency), modes: new ModeState(structuredOutput) };
}

/** The checked catalog options of a configuration. */
function catalogOf(options: OpenAiProviderOptions): VersionCatalog {
  if (options.embeddingModel && !options.dimensions) throw new Error('The embedding model needs its vector size (LLM_EMBEDDING_DIMENSIONS).');
  return openAiCatalog({ model: options.model, embeddingModel: options.embeddingModel, dimension: options.dimensions, versionId: options.versionId });
}

/**
 * The models of an OpenAI-compatible server (Ollama, vLLM, llama.cpp server, LM Studio,
 * OpenAI) under one version id per operation (see `openAiCatalog`): themes, sentiment and
 * extractions on the chat model with the prompts and checks shared with Bedrock, embeddings
 * and similarity on the embedding model when one is configured.
 */
export class OpenAiModelProvider extends LlmModelProvider {
  readonly catalog: VersionCatalog;

  constructor(options: OpenAiProviderOptions) {
    const catalog = catalogOf(options);
    const shared = options.shared ?? openAiShared(options.concurrency, options.structuredOutput);
    const http = new OpenAiHttpClient(
      { baseUrl: options.baseUrl, apiKey: options.apiKey, requestTimeoutMs: options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS },
      shared.limit,
      { ...DEFAULT_RETRY, ...options.retry },
      options.logger,
      options.random,
    );
    const embedder = options.embeddingModel ? new OpenAiTextEncoder(http, options.embeddingModel, options.dimensions!, options.embeddingBatch) : undefined;
    super(options.versionId ?? OPENAI_COMPATIBLE_V1, new ChatTextModel(http, options.model, shared.modes), embedder);
    this.catalog = catalog;
  }
}
