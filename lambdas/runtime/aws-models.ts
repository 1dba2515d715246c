import type { Logger } from '../core/ports/logger.js';
import { LOCAL_CATALOG } from '../models/local/catalog.js';
import type { AwsConfig } from './aws-config.js';
import { AWS_ENV } from './aws-env.js';
import { combineBackends, type ModelBackend, type ModelSelection } from './model-backends.js';
import { bedrockBackend } from './bedrock-backend.js';
import { secretString } from '../adapters/aws/secret-value.js';
import { RETRY_PROFILES } from '../models/llm/retry.js';
import { openAiBackends } from './llm-backend.js';
import { importModelLayer } from './model-layer.js';

/** The configured backends (first = defaults), each loaded on first use. */
export async function selectAwsModels(config: AwsConfig, logger: Logger): Promise<ModelSelection> {
  const backends: ModelBackend[] = [];
  for (const name of config[AWS_ENV.modelBackend]) {
    if (name === 'bedrock') backends.push(bedrockBackend(config, logger));
    else if (name === 'openai-compatible') backends.push(openAiAwsBackend(config, logger));
    else backends.push(await localBackend());
  }
  return combineBackends(backends);
}

/**
 * The embedded models. Build-time switch: the service stack bundles functions that run no model
 * with `process.env.TAS_LOCAL_MODELS` defined as `"off"`, and the model functions with `"layer"`
 * (the models come from the model layer, `model-layer.ts`); esbuild then folds the conditions and
 * drops the import of the models and their packages from the bundle. (The tests must stay inline
 * here for esbuild to see them.) A function without models still lists the local versions but
 * cannot run them.
 */
async function localBackend(): Promise<ModelBackend> {
  if (process.env.TAS_LOCAL_MODELS === 'layer') {
    const { LocalModelProvider } = await importModelLayer();
    return { catalog: LOCAL_CATALOG, provider: () => new LocalModelProvider() };
  } else if (process.env.TAS_LOCAL_MODELS !== 'off') {
    const { LocalModelProvider } = await import('../models/local/provider.js');
    return { catalog: LOCAL_CATALOG, provider: () => new LocalModelProvider() };
  }
  return {
    catalog: LOCAL_CATALOG,
    provider: () => {
      throw new Error('This function was bundled without the embedded models.');
    },
  };
}

/**
 * The OpenAI-compatible server. The key comes from Secrets Manager (`LLM_API_KEY_SECRET`),
 * fetched when the first model call is made; the retry profile is the function's
 * (`BEDROCK_RETRY_PROFILE`: the worker waits out a slow server with `LLM_JOB_TIMEOUT_SECONDS`).
 */
function openAiAwsBackend(config: AwsConfig, logger: Logger): ModelBackend {
  const secret = config[AWS_ENV.apiKeySecret];
  const job = config[AWS_ENV.bedrockRetryProfile] === 'job';
  const profile = {
    retry: RETRY_PROFILES[config[AWS_ENV.bedrockRetryProfile]],
    timeoutSeconds: config[job ? AWS_ENV.jobTimeoutSeconds : AWS_ENV.timeoutSeconds],
  };
  const backends = openAiBackends({ config, logger, apiKey: secret ? secretString(secret, { region: config.AWS_REGION }) : undefined }, { profile });
  if (!backends) throw new Error(`${AWS_ENV.baseUrl} and ${AWS_ENV.model} are required with the openai-compatible backend.`);
  return backends.profile;
}
