import { Duration } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { AWS_ENV, type FunctionId } from '../lambdas/runtime/aws-env.js';
import type { LocalModelPackaging } from './bundling.js';
import { logRetentionOf, removalPolicyOf, usesBedrock, usesLocalModels, usesOpenAiCompatible, type StageConfig } from './config.js';
import { ModelLayer } from './constructs/model-layer.js';
import { ServiceFunction } from './constructs/service-function.js';
import type { StatefulStack } from './stateful-stack.js';
import { HTTP_FUNCTION_TIMEOUT, JOB_LEASE_SECONDS, JOBS_MESSAGE_VISIBILITY_SECONDS, webhookDeliveryTimeout, workerTimeout } from './timing.js';

/** The operations that accept analysis requests (and run models for `fast` ones). */
export const ANALYSIS_FUNCTIONS = ['embeddings', 'similarity', 'themes', 'sentiment', 'extractions', 'clustering', 'summaries', 'dataDictionary'] as const;

/** Functions that load models: the analysis operations and the worker. */
export const MODEL_FUNCTIONS: readonly FunctionId[] = [...ANALYSIS_FUNCTIONS, 'analysisWorker'];

/** Every function of the service, by id. */
export type ServiceFunctions = Record<FunctionId, ServiceFunction>;

/** What the functions are built from. */
export interface ServiceFunctionsProps {
  config: StageConfig;
  data: StatefulStack;
  /** Context `localModelsFromProject=true`: keep the model packages out of the model layer (a local run resolves them from the project). */
  localModelsFromProject: boolean;
}

/**
 * Creates every function with the environment variables of exactly the resources and settings
 * it uses. Permissions are granted separately (`grantServicePermissions`).
 */
export function createServiceFunctions(scope: Construct, props: ServiceFunctionsProps): ServiceFunctions {
  const { config, data } = props;
  const env = environmentGroups(config, data);
  const local = usesLocalModels(config);
  // One copy of the model code, packages and files for every model function (docs/aws.md).
  const modelLayer = local ? new ModelLayer(scope, 'ModelLayer', { packaging: props.localModelsFromProject ? 'external' : 'copy' }) : undefined;
  const modelPackaging: LocalModelPackaging = local ? 'layer' : 'none';
  const modelMemory = (base: number) => (local ? Math.max(base, config.memoryMb.localModels) : base);
  const authorizerTimeout = Duration.seconds(config.timeoutSeconds.authorizer);
  const jobEventsTimeout = Duration.seconds(config.timeoutSeconds.jobEvents);

  const make = (
    functionId: FunctionId,
    memorySize: number,
    timeout: Duration,
    environment: Record<string, string>,
  ): ServiceFunction =>
    new ServiceFunction(scope, `${functionId[0]!.toUpperCase()}${functionId.slice(1)}Function`, {
      functionId,
      memorySize,
      timeout,
      environment,
      logRetention: logRetentionOf(config),
      logLevel: config.logLevel,
      localModels: MODEL_FUNCTIONS.includes(functionId) ? modelPackaging : 'none',
      layers: modelLayer && MODEL_FUNCTIONS.includes(functionId) ? [modelLayer] : undefined,
      // Logs are evidence: a stage that keeps its data keeps them too.
      removalPolicy: removalPolicyOf(config),
    });

  const analysisEnv = {
    ...env.jobsTable,
    ...env.idempotencyTable,
    ...env.resultsBucket,
    ...env.jobsQueue,
    ...env.models,
    ...env.tenantQuotas,
    [AWS_ENV.maxPendingJobs]: String(config.tenantQuotas.maxPendingJobs),
  };
  const analysis = Object.fromEntries(
    ANALYSIS_FUNCTIONS.map((id) => {
      const memory = config.memoryMb.byOperation?.[id] ?? config.memoryMb.analysis;
      return [id, make(id, modelMemory(memory), HTTP_FUNCTION_TIMEOUT, analysisEnv)];
    }),
  ) as Record<(typeof ANALYSIS_FUNCTIONS)[number], ServiceFunction>;

  return {
    ...analysis,
    jobs: make('jobs', config.memoryMb.api, HTTP_FUNCTION_TIMEOUT, {
      ...env.jobsTable,
      ...env.resultsBucket,
      ...env.resultUrl,
      ...env.tenantQuotas,
    }),
    // `/v1/versions` lists the versions of the configured backends: names only, no access.
    // Also `POST /oauth/token`: reads OAuth clients from the keys table and signs with the stage's secret.
    meta: make('meta', config.memoryMb.api, HTTP_FUNCTION_TIMEOUT, { ...env.models, ...env.tenantQuotas, ...env.apiKeysTable, ...env.tokens }),
    webhooks: make('webhooks', config.memoryMb.api, HTTP_FUNCTION_TIMEOUT, {
      ...env.webhooksTable,
      ...env.deliveriesTable,
      ...env.idempotencyTable,
      ...env.tenantQuotas,
    }),
    authorizer: make('authorizer', config.memoryMb.authorizer, authorizerTimeout, { ...env.apiKeysTable, ...env.tokens }),
    analysisWorker: make('analysisWorker', modelMemory(config.memoryMb.worker), workerTimeout(config), {
      ...env.jobsTable,
      ...env.resultsBucket,
      ...env.jobsQueue,
      ...env.models,
      [AWS_ENV.jobMaxAttempts]: String(config.jobs.maxAttempts),
      [AWS_ENV.jobRetryDelaySeconds]: String(config.jobs.retryDelaySeconds),
      [AWS_ENV.jobsDeadLetterQueueUrl]: data.jobsDeadLetterQueue.queueUrl,
      [AWS_ENV.jobsVisibilitySeconds]: String(JOBS_MESSAGE_VISIBILITY_SECONDS),
      [AWS_ENV.jobLeaseSeconds]: String(JOB_LEASE_SECONDS),
      ...(usesBedrock(config) || usesOpenAiCompatible(config) ? { [AWS_ENV.bedrockRetryProfile]: 'job' } : {}),
    }),
    jobEvents: make('jobEvents', config.memoryMb.jobEvents, jobEventsTimeout, {
      ...env.webhooksTable,
      ...env.deliveriesTable,
      ...env.deliveriesQueue,
    }),
    webhookDelivery: make('webhookDelivery', config.memoryMb.webhookDelivery, webhookDeliveryTimeout(config), {
      ...env.deliveriesTable,
      ...env.webhooksTable,
      ...env.deliveriesQueue,
      ...env.resultsBucket,
      ...env.resultUrl,
      [AWS_ENV.webhookTimeoutSeconds]: String(config.webhooks.receiverTimeoutSeconds),
    }),
  };
}

/** Environment variables grouped by the resource or setting they name. */
function environmentGroups(config: StageConfig, data: StatefulStack) {
  const one = (name: string, value: string) => ({ [name]: value });
  return {
    jobsTable: one(AWS_ENV.jobsTable, data.jobsTable.tableName),
    apiKeysTable: one(AWS_ENV.apiKeysTable, data.apiKeysTable.tableName),
    idempotencyTable: one(AWS_ENV.idempotencyTable, data.idempotencyTable.tableName),
    webhooksTable: one(AWS_ENV.webhooksTable, data.webhooksTable.tableName),
    deliveriesTable: one(AWS_ENV.deliveriesTable, data.deliveriesTable.tableName),
    resultsBucket: one(AWS_ENV.resultsBucket, data.resultsBucket.bucketName),
    jobsQueue: one(AWS_ENV.jobsQueueUrl, data.jobsQueue.queueUrl),
    deliveriesQueue: one(AWS_ENV.deliveriesQueueUrl, data.deliveriesQueue.queueUrl),
    resultUrl: one(AWS_ENV.resultUrlTtlSeconds, String(config.resultUrlTtlSeconds)),
    tokens: one(AWS_ENV.tokenSigningSecret, data.tokenSigningSecret.secretArn),
    tenantQuotas: {
      [AWS_ENV.rateLimitsTable]: data.rateLimitsTable.tableName,
      [AWS_ENV.rateLimitPerMinute]: String(config.tenantQuotas.rateLimitPerMinute),
      [AWS_ENV.rateLimitBurst]: String(config.tenantQuotas.rateLimitBurst),
    },
    // Comma-separated when both backends are deployed (`bedrock,local`).
    models: {
      [AWS_ENV.modelBackend]: config.modelBackends.join(','),
      ...(usesBedrock(config)
        ? {
            [AWS_ENV.bedrockEmbeddingModelId]: config.bedrock.embeddingModelId,
            [AWS_ENV.bedrockTextModelId]: config.bedrock.textModelId,
            [AWS_ENV.bedrockConcurrency]: String(config.bedrock.concurrency),
            ...(config.bedrock.embeddingDimensions
              ? { [AWS_ENV.bedrockEmbeddingDimensions]: String(config.bedrock.embeddingDimensions) }
              : {}),
          }
        : {}),
      ...openAiEnvironment(config),
    },
  };
}

/** The OpenAI-compatible server's settings (the key stays in Secrets Manager: only its name is passed). */
function openAiEnvironment(config: StageConfig): Record<string, string> {
  const llm = config.openAiCompatible;
  if (!usesOpenAiCompatible(config) || !llm) return {};
  const optional = (name: string, value: string | number | undefined) => (value === undefined ? {} : { [name]: String(value) });
  return {
    [AWS_ENV.baseUrl]: llm.baseUrl,
    [AWS_ENV.model]: llm.model,
    [AWS_ENV.concurrency]: String(llm.concurrency),
    [AWS_ENV.timeoutSeconds]: String(llm.requestTimeoutSeconds),
    ...optional(AWS_ENV.embeddingModel, llm.embeddingModel),
    ...optional(AWS_ENV.embeddingDimensions, llm.embeddingDimensions),
    ...optional(AWS_ENV.apiKeySecret, llm.apiKeySecret),
    ...optional(AWS_ENV.versionId, llm.versionId),
  };
}
