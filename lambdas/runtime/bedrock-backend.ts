import type { Logger } from '../core/ports/logger.js';
import { BedrockModelProvider, bedrockCatalog, createBedrockClient, embeddingDimension, RETRY_PROFILES } from '../models/bedrock/index.js';
import { traceClient } from '../adapters/aws/powertools-tracer.js';
import type { AwsConfig } from './aws-config.js';
import { AWS_ENV } from './aws-env.js';
import type { ModelBackend } from './model-backends.js';

/**
 * The Amazon Bedrock backend of a deployment. The client takes region and credentials from the
 * Lambda environment (and, on emulators, `AWS_ENDPOINT_URL_BEDROCK_RUNTIME`); its calls are traced.
 */
export function bedrockBackend(config: AwsConfig, logger: Logger): ModelBackend {
  const embeddingModelId = config[AWS_ENV.bedrockEmbeddingModelId];
  const textModelId = config[AWS_ENV.bedrockTextModelId];
  const dimension = embeddingDimension(embeddingModelId, config[AWS_ENV.bedrockEmbeddingDimensions]);
  return {
    catalog: bedrockCatalog({ embeddingModelId, textModelId, dimension }),
    provider: () =>
      new BedrockModelProvider({
        // Each InvokeModel / Converse call is a subsegment of the invocation's trace.
        client: traceClient(createBedrockClient({ region: config.AWS_REGION })),
        embeddingModelId,
        textModelId,
        dimensions: dimension,
        concurrency: config[AWS_ENV.bedrockConcurrency],
        retry: RETRY_PROFILES[config[AWS_ENV.bedrockRetryProfile]],
        logger,
      }),
  };
}
