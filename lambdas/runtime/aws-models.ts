import type { Logger } from '../core/ports/logger.js';
import { LOCAL_CATALOG } from '../models/local/catalog.js';
import type { AwsConfig } from './aws-config.js';
import { AWS_ENV } from './aws-env.js';
import { combineBackends, type ModelBackend, type ModelSelection } from './model-backends.js';
import { bedrockBackend } from './bedrock-backend.js';

/**
 * Build-time switch: the service stack bundles functions that must not carry the embedded models
 * with `process.env.TAS_LOCAL_MODELS` defined as `"off"`, and esbuild then drops the import of
 * the local models (and their packages) from the bundle altogether.
 */
const LOCAL_MODELS_BUNDLED = process.env.TAS_LOCAL_MODELS !== 'off';

/** The configured backends (first = defaults), each loaded on first use. */
export async function selectAwsModels(config: AwsConfig, logger: Logger): Promise<ModelSelection> {
  const backends: ModelBackend[] = [];
  for (const name of config[AWS_ENV.modelBackend]) {
    if (name === 'bedrock') backends.push(bedrockBackend(config, logger));
    else backends.push(await localBackend());
  }
  return combineBackends(backends);
}

async function localBackend(): Promise<ModelBackend> {
  if (!LOCAL_MODELS_BUNDLED) {
    // The function still lists the local versions (GET /v1/versions) but cannot run them.
    return { catalog: LOCAL_CATALOG, provider: () => { throw new Error('This function was bundled without the embedded models.'); } };
  }
  const { LocalModelProvider } = await import('../models/local/provider.js');
  return { catalog: LOCAL_CATALOG, provider: () => new LocalModelProvider() };
}
