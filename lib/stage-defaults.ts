import type { StageConfigInput } from './config.js';

/** Titan Text Embeddings V2: 1024-d by default, on-demand in most Bedrock regions. */
const TITAN_EMBED_V2 = 'amazon.titan-embed-text-v2:0';

/** Claude 3.5 Haiku through the US cross-region inference profile (on-demand needs the profile). */
const CLAUDE_HAIKU_US_PROFILE = 'us.anthropic.claude-3-5-haiku-20241022-v1:0';

/** The contract's webhook receiver timeout. */
const WEBHOOK_RECEIVER_TIMEOUT_SECONDS = 15;

/** Values both stages share; each stage below changes only what differs. */
const COMMON = {
  bedrock: { embeddingModelId: TITAN_EMBED_V2, textModelId: CLAUDE_HAIKU_US_PROFILE, concurrency: 8 },
  memoryMb: {
    analysis: 1024,
    worker: 2048,
    api: 512,
    authorizer: 256,
    jobEvents: 256,
    webhookDelivery: 256,
    localModels: 2048,
    // Two full vCPUs: cross-similarity 1×10,000 embeds 10,001 texts, 28.5 CPU-s measured, about
    // 14 s at this share against 25 s at 2,048 MB (bench/sync-cpu-share.ts, docs/aws.md).
    byOperation: { similarity: 3538 },
  },
  timeoutSeconds: {
    // A cross-similarity job of 10,000 strings takes about two minutes on two cores; ten leaves room.
    worker: 600,
    authorizer: 10,
    jobEvents: 60,
  },
  resultUrlTtlSeconds: 3600,
  authorizerCacheTtlSeconds: 300,
  tenantQuotas: { maxPendingJobs: 100, rateLimitPerMinute: 600, rateLimitBurst: 120 },
  jobs: { maxAttempts: 3, retryDelaySeconds: 30, workerMaxConcurrency: 5 },
  webhooks: { receiverTimeoutSeconds: WEBHOOK_RECEIVER_TIMEOUT_SECONDS },
  streamRetryAttempts: 3,
} satisfies Partial<StageConfigInput>;

/**
 * Built-in stages. `dev` runs the embedded models only, so a first deployment works in an account
 * without Bedrock model access, and is torn down completely. `prod` serves Bedrock models next to
 * the embedded ones (whose model version stays available), keeps its data when destroyed and
 * throttles higher.
 */
export const STAGE_DEFAULTS: Record<string, StageConfigInput> = {
  dev: {
    ...COMMON,
    stage: 'dev',
    modelBackends: ['local'],
    logRetentionDays: 7,
    logLevel: 'debug',
    throttling: { rateLimit: 50, burstLimit: 100 },
    removalPolicy: 'destroy',
  },
  prod: {
    ...COMMON,
    stage: 'prod',
    modelBackends: ['bedrock', 'local'],
    logRetentionDays: 30,
    logLevel: 'info',
    throttling: { rateLimit: 500, burstLimit: 1000 },
    jobs: { ...COMMON.jobs, workerMaxConcurrency: 20 },
    // 5 × 50 + 20 + 10 = 280 reserved: fits an account at the default limit of 1,000.
    reservedConcurrency: { analysis: 50, worker: 20, webhookDelivery: 10 },
    removalPolicy: 'retain',
  },
};
