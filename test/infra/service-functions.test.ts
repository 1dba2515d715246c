import { beforeAll, describe, expect, it } from 'vitest';
import { AWS_ENV, HANDLER_ENTRIES, type FunctionId } from '../../lambdas/runtime/aws-env.js';
import { LOCAL_MODELS_MIN_MEMORY_MB } from '../../lib/config.js';
import { STAGE_DEFAULTS } from '../../lib/stage-defaults.js';
import { MODEL_FUNCTIONS } from '../../lib/service-functions.js';
import {
  environmentOf,
  functionProperties,
  logicalIdOf,
  stageConfig,
  synthesizeStage,
  type SynthesizedStage,
} from './infra-helpers.js';

const FUNCTION_IDS = Object.keys(HANDLER_ENTRIES) as FunctionId[];
const HTTP_FUNCTIONS: FunctionId[] = ['embeddings', 'similarity', 'themes', 'sentiment', 'extractions', 'jobs', 'meta', 'webhooks'];

/** Every function carries these, whatever it does. */
const COMMON_ENV = ['POWERTOOLS_SERVICE_NAME', 'POWERTOOLS_METRICS_NAMESPACE', 'POWERTOOLS_TRACER_CAPTURE_RESPONSE', 'NODE_OPTIONS', AWS_ENV.logLevel];
const QUOTAS = [AWS_ENV.rateLimitsTable, AWS_ENV.rateLimitPerMinute, AWS_ENV.rateLimitBurst];
const MODELS = [AWS_ENV.modelBackend];
const BEDROCK = [AWS_ENV.bedrockEmbeddingModelId, AWS_ENV.bedrockTextModelId, AWS_ENV.bedrockConcurrency];

/** The exact environment of each function (besides the common names) on a Bedrock stage. */
const EXPECTED_ENV: Record<FunctionId, string[]> = {
  ...Object.fromEntries(
    (['embeddings', 'similarity', 'themes', 'sentiment', 'extractions', 'clustering', 'summaries', 'dataDictionary'] as const).map((id) => [
      id,
      [
        AWS_ENV.jobsTable,
        AWS_ENV.idempotencyTable,
        AWS_ENV.resultsBucket,
        AWS_ENV.jobsQueueUrl,
        AWS_ENV.maxPendingJobs,
        ...MODELS,
        ...BEDROCK,
        ...QUOTAS,
      ],
    ]),
  ),
  jobs: [AWS_ENV.jobsTable, AWS_ENV.resultsBucket, AWS_ENV.resultUrlTtlSeconds, ...QUOTAS],
  // `POST /oauth/token`: OAuth clients live in the keys table; tokens are signed with the stage's secret.
  meta: [...MODELS, ...BEDROCK, ...QUOTAS, AWS_ENV.apiKeysTable, AWS_ENV.tokenSigningSecret],
  webhooks: [AWS_ENV.webhooksTable, AWS_ENV.deliveriesTable, AWS_ENV.idempotencyTable, ...QUOTAS],
  authorizer: [AWS_ENV.apiKeysTable, AWS_ENV.tokenSigningSecret],
  analysisWorker: [
    AWS_ENV.jobsTable,
    AWS_ENV.resultsBucket,
    AWS_ENV.jobsQueueUrl,
    AWS_ENV.jobMaxAttempts,
    AWS_ENV.jobRetryDelaySeconds,
    AWS_ENV.jobsDeadLetterQueueUrl,
    AWS_ENV.jobsVisibilitySeconds,
    AWS_ENV.jobLeaseSeconds,
    ...MODELS,
    ...BEDROCK,
    AWS_ENV.bedrockRetryProfile,
  ],
  jobEvents: [AWS_ENV.webhooksTable, AWS_ENV.deliveriesTable, AWS_ENV.deliveriesQueueUrl],
  webhookDelivery: [
    AWS_ENV.deliveriesTable,
    AWS_ENV.webhooksTable,
    AWS_ENV.deliveriesQueueUrl,
    AWS_ENV.resultsBucket,
    AWS_ENV.resultUrlTtlSeconds,
    AWS_ENV.webhookTimeoutSeconds,
  ],
} as Record<FunctionId, string[]>;

describe('service functions', () => {
  let prod: SynthesizedStage;
  let dev: SynthesizedStage;
  let bedrockOnly: SynthesizedStage;

  beforeAll(() => {
    prod = synthesizeStage(stageConfig('prod'));
    dev = synthesizeStage(stageConfig('dev'));
    bedrockOnly = synthesizeStage(stageConfig('prod', { modelBackends: ['bedrock'] }));
  });

  it('creates one function per handler entry, and no other', () => {
    // Besides the handlers, only the CDK's own bucket-deployment function (it uploads the console).
    const functions = Object.keys(prod.serviceTemplate.findResources('AWS::Lambda::Function'));
    expect(functions.filter((id) => !id.startsWith('CustomCDKBucketDeployment'))).toHaveLength(FUNCTION_IDS.length);
    expect(functions.length).toBe(FUNCTION_IDS.length + 1);
    // The stateful stack has none, except on a stage torn down completely the CDK's provider that
    // empties the buckets on deletion.
    prod.statefulTemplate.resourceCountIs('AWS::Lambda::Function', 0);
    const statefulFunctions = Object.keys(dev.statefulTemplate.findResources('AWS::Lambda::Function'));
    expect(statefulFunctions).toHaveLength(1);
    expect(statefulFunctions[0]).toMatch(/^CustomS3AutoDeleteObjectsCustomResourceProvider/);
  });

  it.each(FUNCTION_IDS)('%s runs nodejs22.x on arm64 with an ESM handler', (id) => {
    expect(functionProperties(prod, id)).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
    });
  });

  it.each(FUNCTION_IDS)('%s logs to its own log group with the stage retention', (id) => {
    const logGroupId = (functionProperties(prod, id).LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
    const logGroup = prod.serviceTemplate.toJSON().Resources[logGroupId];
    expect(logGroup.Type).toBe('AWS::Logs::LogGroup');
    expect(logGroup.Properties.RetentionInDays).toBe(prod.config.logRetentionDays);
    const devGroupId = (functionProperties(dev, id).LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
    expect(dev.serviceTemplate.toJSON().Resources[devGroupId].Properties.RetentionInDays).toBe(dev.config.logRetentionDays);
  });

  it.each(FUNCTION_IDS)('%s gets exactly the environment it needs', (id) => {
    const env = environmentOf(prod, id);
    expect(Object.keys(env).sort()).toEqual([...COMMON_ENV, ...EXPECTED_ENV[id]].sort());
    expect(env).toMatchObject({
      POWERTOOLS_SERVICE_NAME: 'text-analysis',
      POWERTOOLS_METRICS_NAMESPACE: 'TextAnalysis',
      POWERTOOLS_TRACER_CAPTURE_RESPONSE: 'false',
      NODE_OPTIONS: '--enable-source-maps',
      [AWS_ENV.logLevel]: prod.config.logLevel,
    });
  });

  it('names the resources by reference to the stateful stack', () => {
    const env = environmentOf(prod, 'analysisWorker');
    const imported = (name: string) => JSON.stringify(env[name]);
    expect(imported(AWS_ENV.jobsTable)).toContain(`Ref${logicalIdOf(prod.stateful.jobsTable)}`);
    expect(imported(AWS_ENV.resultsBucket)).toContain(`Ref${logicalIdOf(prod.stateful.resultsBucket)}`);
    expect(imported(AWS_ENV.jobsQueueUrl)).toContain(`Ref${logicalIdOf(prod.stateful.jobsQueue)}`);
  });

  it('passes the configured models and settings', () => {
    expect(environmentOf(prod, 'embeddings')).toMatchObject({
      [AWS_ENV.modelBackend]: 'bedrock,local',
      [AWS_ENV.bedrockEmbeddingModelId]: prod.config.bedrock.embeddingModelId,
      [AWS_ENV.bedrockTextModelId]: prod.config.bedrock.textModelId,
      [AWS_ENV.maxPendingJobs]: String(prod.config.tenantQuotas.maxPendingJobs),
    });
    expect(environmentOf(prod, 'analysisWorker')).toMatchObject({
      [AWS_ENV.jobMaxAttempts]: String(prod.config.jobs.maxAttempts),
      // Jobs wait out Bedrock throttling; request functions keep the fast-failing default.
      [AWS_ENV.bedrockRetryProfile]: 'job',
    });
    expect(environmentOf(prod, 'embeddings')).not.toHaveProperty(AWS_ENV.bedrockRetryProfile);
    expect(environmentOf(prod, 'jobs')[AWS_ENV.resultUrlTtlSeconds]).toBe(String(prod.config.resultUrlTtlSeconds));
    expect(environmentOf(prod, 'webhookDelivery')[AWS_ENV.webhookTimeoutSeconds]).toBe('15');
  });

  it('leaves Bedrock model ids out when the stage does not use Bedrock', () => {
    const env = environmentOf(dev, 'embeddings');
    expect(env[AWS_ENV.modelBackend]).toBe('local');
    for (const name of BEDROCK) expect(env).not.toHaveProperty(name);
    expect(environmentOf(dev, 'analysisWorker')).not.toHaveProperty(AWS_ENV.bedrockRetryProfile);
  });

  it('stops HTTP functions before API Gateway does (29 s)', () => {
    for (const id of HTTP_FUNCTIONS) expect(functionProperties(prod, id).Timeout).toBe(29);
  });

  it('gives the worker, stream and delivery functions their own timeouts', () => {
    expect(functionProperties(prod, 'analysisWorker').Timeout).toBe(prod.config.timeoutSeconds.worker);
    expect(functionProperties(prod, 'jobEvents').Timeout).toBe(prod.config.timeoutSeconds.jobEvents);
    expect(functionProperties(prod, 'authorizer').Timeout).toBe(prod.config.timeoutSeconds.authorizer);
    expect(functionProperties(prod, 'webhookDelivery').Timeout).toBeGreaterThan(prod.config.webhooks.receiverTimeoutSeconds);
  });

  it('gives functions that run embedded models at least 2 GB', () => {
    for (const id of MODEL_FUNCTIONS) {
      expect(functionProperties(dev, id).MemorySize).toBeGreaterThanOrEqual(LOCAL_MODELS_MIN_MEMORY_MB);
    }
    expect(functionProperties(dev, 'meta').MemorySize).toBe(dev.config.memoryMb.api);
    expect(functionProperties(dev, 'authorizer').MemorySize).toBe(dev.config.memoryMb.authorizer);
  });

  it('uses the configured analysis memory when only Bedrock runs models', () => {
    expect(functionProperties(bedrockOnly, 'embeddings').MemorySize).toBe(bedrockOnly.config.memoryMb.analysis);
    expect(functionProperties(bedrockOnly, 'analysisWorker').MemorySize).toBe(bedrockOnly.config.memoryMb.worker);
  });

  it('sizes an analysis operation by its own memory setting (memoryMb.byOperation), the embedded-model floor still applying', () => {
    const memoryMb = { ...STAGE_DEFAULTS.dev!.memoryMb, byOperation: { similarity: 4096, themes: 1024 } };
    const sized = synthesizeStage(stageConfig('dev', { memoryMb }));
    expect(functionProperties(sized, 'similarity').MemorySize).toBe(4096);
    expect(functionProperties(sized, 'themes').MemorySize).toBe(LOCAL_MODELS_MIN_MEMORY_MB);
    expect(functionProperties(sized, 'embeddings').MemorySize).toBe(LOCAL_MODELS_MIN_MEMORY_MB);
    const bedrock = synthesizeStage(stageConfig('prod', { modelBackends: ['bedrock'], memoryMb: { ...STAGE_DEFAULTS.prod!.memoryMb, byOperation: { themes: 1536 } } }));
    expect(functionProperties(bedrock, 'themes').MemorySize).toBe(1536);
    expect(() => stageConfig('dev', { memoryMb: { ...STAGE_DEFAULTS.dev!.memoryMb, byOperation: { kmeans: 2048 } as never } })).toThrow(/Invalid stage configuration/);
  });
});
