import type { Logger } from '../core/ports/logger.js';
import type { RetrySettings } from '../models/llm/retry.js';
import { OpenAiModelProvider, openAiShared, type OpenAiProviderOptions, type OpenAiShared } from '../models/openai/index.js';
import { LLM_ENV } from './aws-env.js';
import type { LlmConfig } from './llm-config.js';
import type { ModelBackend } from './model-backends.js';

/** What the composition roots need to build providers of the configured server. */
export interface LlmBackendSettings {
  config: LlmConfig;
  logger: Logger;
  /** The key, when the server needs one (read when the first call is made). */
  apiKey?: () => Promise<string | undefined>;
}

/** The backend's options from its configuration; undefined when it is not configured. */
function providerOptions({ config, logger, apiKey }: LlmBackendSettings, shared: OpenAiShared): Omit<OpenAiProviderOptions, 'retry' | 'requestTimeoutMs'> | undefined {
  const baseUrl = config[LLM_ENV.baseUrl];
  const model = config[LLM_ENV.model];
  if (!baseUrl || !model) return undefined;
  const fixedKey = config[LLM_ENV.apiKey];
  return {
    baseUrl,
    model,
    apiKey: apiKey ?? (fixedKey ? async () => fixedKey : undefined),
    embeddingModel: config[LLM_ENV.embeddingModel],
    dimensions: config[LLM_ENV.embeddingDimensions],
    embeddingBatch: config[LLM_ENV.embeddingBatch],
    versionId: config[LLM_ENV.versionId],
    logger,
    shared,
  };
}

/** Retry settings and the time limit of one call, for one kind of work. */
export interface LlmCallProfile {
  retry: RetrySettings;
  timeoutSeconds: number;
}

/**
 * The OpenAI-compatible backend once per call profile, all on one concurrency bound and one
 * structured-output state: locally, requests fail fast with 503 while jobs wait out a slow
 * server (longer time limit, more retries); a Lambda function uses one profile. Undefined when
 * the backend is not configured.
 */
export function openAiBackends<K extends string>(settings: LlmBackendSettings, profiles: Record<K, LlmCallProfile>): Record<K, ModelBackend> | undefined {
  const shared = openAiShared(settings.config[LLM_ENV.concurrency], settings.config[LLM_ENV.structuredOutput]);
  const options = providerOptions(settings, shared);
  if (!options) return undefined;
  const entries = Object.entries<LlmCallProfile>(profiles).map(([name, profile]) => {
    const provider = new OpenAiModelProvider({ ...options, retry: profile.retry, requestTimeoutMs: profile.timeoutSeconds * 1000 });
    return [name, { catalog: provider.catalog, provider: () => provider }];
  });
  return Object.fromEntries(entries) as Record<K, ModelBackend>;
}
