import { RemovalPolicy } from 'aws-cdk-lib';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { z } from 'zod';
import { STAGE_DEFAULTS } from './stage-defaults.js';

/**
 * Model backends a deployment can serve: Amazon Bedrock, the embedded models inside Lambda, or
 * an OpenAI-compatible server (`openAiCompatible`). The first one's versions are the defaults.
 */
export const MODEL_BACKENDS = ['bedrock', 'local', 'openai-compatible'] as const;

/** A model backend name. */
export type ModelBackend = (typeof MODEL_BACKENDS)[number];

/** Below this, the embedded models (TF.js on wasm, ~300 MB RSS) load too slowly on Lambda's CPU share. */
export const LOCAL_MODELS_MIN_MEMORY_MB = 2048;

/** Lambda's memory bounds. */
const LAMBDA_MIN_MEMORY_MB = 128;
const LAMBDA_MAX_MEMORY_MB = 10_240;

/** Lambda's longest run. */
export const LAMBDA_MAX_TIMEOUT_SECONDS = 900;

/** SQS's longest message delay (a job retry is a delayed message). */
const SQS_MAX_DELAY_SECONDS = 900;

/** API Gateway's longest authorizer cache. */
const AUTHORIZER_MAX_CACHE_SECONDS = 3600;

/**
 * Longest result link. A presigned URL also stops working when the signing role's session ends,
 * and Lambda's sessions last hours, not days: a longer setting would only break links early.
 */
const RESULT_URL_MAX_TTL_SECONDS = 12 * 3600;

/** The log retentions CloudWatch accepts, in days. */
const LOG_RETENTION_DAYS = [1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, 400, 545, 731, 1096, 1827] as const;

/** Foundation-model ids (`amazon.titan-embed-text-v2:0`) or system inference-profile ids (`us.anthropic…`). */
const BEDROCK_MODEL_ID = /^[a-z0-9-]+\.[a-zA-Z0-9.:_-]+$/;

/** Output sizes Titan Text Embeddings V2 supports. */
const TITAN_V2_DIMENSIONS = [256, 512, 1024] as const;

/** Longest webhook receiver timeout the runtime accepts. */
const WEBHOOK_MAX_TIMEOUT_SECONDS = 60;

/** A browser origin: scheme and host (and port), no path, no wildcard. */
const BROWSER_ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;

const memory = z.number().int().min(LAMBDA_MIN_MEMORY_MB).max(LAMBDA_MAX_MEMORY_MB);
const seconds = (max: number) => z.number().int().min(1).max(max);

/** Memory per kind of function, in MB. */
const MemorySchema = z.object({
  /** The five analysis operations (validate, compute `fast` requests inline, enqueue the rest). */
  analysis: memory,
  /** The analysis worker on the jobs queue. */
  worker: memory,
  /** Jobs, meta and webhooks routes: small DynamoDB and S3 calls. */
  api: memory,
  authorizer: memory,
  jobEvents: memory,
  webhookDelivery: memory,
  /** Floor for the functions that run models when the `local` backend is enabled. */
  localModels: memory.min(LOCAL_MODELS_MIN_MEMORY_MB),
  /**
   * One analysis operation's memory instead of `analysis` (the `localModels` floor still applies): Lambda
   * gives CPU in proportion to memory, so an operation whose synchronous worst case needs more
   * CPU to answer within API Gateway's 29 s gets it here (sizes measured in docs/aws.md).
   */
  byOperation: z
    .object({ embeddings: memory, similarity: memory, themes: memory, sentiment: memory, extractions: memory, clustering: memory, summaries: memory, dataDictionary: memory })
    .partial()
    .strict()
    .optional(),
});

/** Everything that differs between stages. Validated once, when the app starts. */
export const StageConfigSchema = z
  .object({
    stage: z.string().regex(/^[a-z][a-z0-9-]{0,15}$/),
    modelBackends: z
      .array(z.enum(MODEL_BACKENDS))
      .min(1)
      .refine((list) => new Set(list).size === list.length, 'model backends must be unique'),
    bedrock: z.object({
      embeddingModelId: z.string().regex(BEDROCK_MODEL_ID),
      textModelId: z.string().regex(BEDROCK_MODEL_ID),
      /** Titan V2 output size; unset keeps the model's default (1024). */
      embeddingDimensions: z.union(TITAN_V2_DIMENSIONS.map((size) => z.literal(size))).optional(),
      /** Most Bedrock calls one function makes at once (its share of the account's quota). */
      concurrency: z.number().int().min(1).max(64),
    }),
    /**
     * The OpenAI-compatible server (vLLM, a hosted API...) when `modelBackends` lists it. The
     * functions are not in a VPC: the endpoint must be reachable from the internet (HTTPS).
     */
    openAiCompatible: z
      .object({
        baseUrl: z.url({ protocol: /^https?$/ }),
        model: z.string().min(1),
        embeddingModel: z.string().min(1).optional(),
        embeddingDimensions: z.number().int().min(1).optional(),
        /** Name or ARN of the Secrets Manager secret holding the API key (the key itself, or JSON `{"apiKey": …}`). */
        apiKeySecret: z.string().min(1).optional(),
        concurrency: z.number().int().min(1).max(256).default(4),
        /** One call's time limit for `fast` requests: inside API Gateway's 29 seconds. */
        requestTimeoutSeconds: z.number().int().min(1).max(28).default(25),
        versionId: z.string().optional(),
      })
      .optional(),
    memoryMb: MemorySchema,
    timeoutSeconds: z.object({
      worker: seconds(LAMBDA_MAX_TIMEOUT_SECONDS),
      authorizer: seconds(LAMBDA_MAX_TIMEOUT_SECONDS),
      jobEvents: seconds(LAMBDA_MAX_TIMEOUT_SECONDS),
    }),
    /** Lambda and API access log retention. */
    logRetentionDays: z.union(LOG_RETENTION_DAYS.map((days) => z.literal(days))),
    logLevel: z.enum(['debug', 'info', 'warn', 'error', 'silent']),
    resultUrlTtlSeconds: seconds(RESULT_URL_MAX_TTL_SECONDS),
    /** API Gateway stage throttling (all tenants together); per-tenant quotas are below. */
    throttling: z.object({ rateLimit: z.number().positive(), burstLimit: z.number().int().positive() }),
    authorizerCacheTtlSeconds: z.number().int().min(0).max(AUTHORIZER_MAX_CACHE_SECONDS),
    tenantQuotas: z.object({
      maxPendingJobs: z.number().int().positive(),
      rateLimitPerMinute: z.number().int().positive(),
      rateLimitBurst: z.number().int().positive(),
    }),
    jobs: z.object({
      maxAttempts: z.number().int().min(1).max(10),
      retryDelaySeconds: z.number().int().min(0).max(SQS_MAX_DELAY_SECONDS),
      /** Most worker instances the jobs queue drives at once (SQS event source minimum is 2). */
      workerMaxConcurrency: z.number().int().min(2).max(1000),
    }),
    webhooks: z.object({
      /** A receiver that takes longer counts as a failed attempt (contract: 15 s). */
      receiverTimeoutSeconds: seconds(WEBHOOK_MAX_TIMEOUT_SECONDS),
    }),
    /**
     * Reserved concurrency (bulkheads): each synchronous analysis function, the worker and the
     * webhook delivery function keep their own slots, so a burst on one (or one tenant's backlog
     * of jobs) cannot take the others' capacity. Absent: no reservation. AWS keeps 100 of the
     * account's concurrency unreserved, so the sum must stay below the account limit minus 100.
     */
    reservedConcurrency: z
      .object({
        analysis: z.number().int().min(1).max(10_000).optional(),
        worker: z.number().int().min(1).max(10_000).optional(),
        webhookDelivery: z.number().int().min(1).max(10_000).optional(),
      })
      .strict()
      .optional(),
    /** Attempts the stream function gets per batch before it goes to the failure queue. */
    streamRetryAttempts: z.number().int().min(0).max(10_000),
    /** `retain` keeps tables, bucket and key when the stacks are destroyed. */
    removalPolicy: z.enum(['retain', 'destroy']),
    /**
     * Browser origins (`https://app.example.com`) allowed to call the API and to fetch result
     * links and upload request bodies from the results bucket, besides the stage's own console.
     */
    corsOrigins: z
      .array(z.string().regex(BROWSER_ORIGIN, 'an origin is scheme://host[:port], without path or wildcard'))
      .max(50)
      .default([]),
    alarmEmail: z.email().optional(),
  })
  .strict()
  .refine((c) => !c.modelBackends.includes('openai-compatible') || c.openAiCompatible, {
    message: 'the openai-compatible backend needs openAiCompatible (baseUrl, model)',
    path: ['openAiCompatible'],
  });

/** A validated stage configuration. */
export type StageConfig = z.infer<typeof StageConfigSchema>;

/** The stage configuration before validation (what `STAGE_DEFAULTS` and overrides provide). */
export type StageConfigInput = z.input<typeof StageConfigSchema>;

/** Overrides taken from CDK context (`-c alarmEmail=…`). */
export interface StageOverrides {
  alarmEmail?: string;
  /** `-c corsOrigins=https://a.example,https://b.example` */
  corsOrigins?: string[];
}

/** Names of the stages with built-in defaults. */
export function knownStages(): string[] {
  return Object.keys(STAGE_DEFAULTS);
}

/**
 * The validated configuration of `stage`: its defaults with `overrides` applied.
 * Throws with every problem listed when the stage is unknown or a value is out of range.
 */
export function loadStageConfig(stage: string, overrides: StageOverrides = {}): StageConfig {
  const defaults = STAGE_DEFAULTS[stage];
  if (!defaults) {
    throw new Error(`Unknown stage "${stage}"; known stages: ${knownStages().join(', ')}`);
  }
  return parseStageConfig({ ...defaults, ...definedOnly(overrides) });
}

/** Validates a complete configuration (tests build variants with it). */
export function parseStageConfig(input: StageConfigInput): StageConfig {
  const parsed = StageConfigSchema.safeParse(input);
  if (!parsed.success) {
    throw new Error(`Invalid stage configuration:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

/** Whether the functions that run models need the embedded model packages. */
export function usesLocalModels(config: StageConfig): boolean {
  return config.modelBackends.includes('local');
}

/** Whether the functions that run models call Bedrock. */
export function usesBedrock(config: StageConfig): boolean {
  return config.modelBackends.includes('bedrock');
}

/** Whether the functions that run models call an OpenAI-compatible server. */
export function usesOpenAiCompatible(config: StageConfig): boolean {
  return config.modelBackends.includes('openai-compatible');
}

/** What happens to data, keys and logs when the stacks are destroyed. */
export function removalPolicyOf(config: StageConfig): RemovalPolicy {
  return config.removalPolicy === 'retain' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
}

/** The log retention as CloudWatch's enum (whose values are the days). */
export function logRetentionOf(config: StageConfig): RetentionDays {
  return config.logRetentionDays as RetentionDays;
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
