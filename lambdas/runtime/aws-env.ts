/**
 * The names shared by the CDK app (`lib/`) and the AWS runtime: environment variables the stacks
 * set on each function and the handler entry files. This file imports nothing, so the
 * infrastructure code can use it without pulling in runtime code or the SDK.
 */

/**
 * Settings of the OpenAI-compatible model backend, the same locally and on AWS (where the key
 * comes from Secrets Manager: `LLM_API_KEY_SECRET` names the secret instead of `LLM_API_KEY`).
 */
export const LLM_ENV = {
  /** The server's API root (`http://127.0.0.1:11434/v1`); setting it turns the backend on. */
  baseUrl: 'LLM_BASE_URL',
  model: 'LLM_MODEL',
  apiKey: 'LLM_API_KEY',
  /** AWS only: name or ARN of the Secrets Manager secret holding the key. */
  apiKeySecret: 'LLM_API_KEY_SECRET',
  embeddingModel: 'LLM_EMBEDDING_MODEL',
  embeddingDimensions: 'LLM_EMBEDDING_DIMENSIONS',
  embeddingBatch: 'LLM_EMBEDDING_BATCH',
  concurrency: 'LLM_CONCURRENCY',
  timeoutSeconds: 'LLM_TIMEOUT_SECONDS',
  jobTimeoutSeconds: 'LLM_JOB_TIMEOUT_SECONDS',
  structuredOutput: 'LLM_STRUCTURED_OUTPUT',
  versionId: 'LLM_VERSION_ID',
  /** `true`: its versions become the defaults of the operations it serves. */
  isDefault: 'LLM_DEFAULT',
} as const;

/** Environment variables of the Lambda functions (values set by the service stack). */
export const AWS_ENV = {
  ...LLM_ENV,
  jobsTable: 'JOBS_TABLE_NAME',
  apiKeysTable: 'API_KEYS_TABLE_NAME',
  idempotencyTable: 'IDEMPOTENCY_TABLE_NAME',
  webhooksTable: 'WEBHOOKS_TABLE_NAME',
  deliveriesTable: 'DELIVERIES_TABLE_NAME',
  /** Per-tenant request counters shared by all instances (absent: a per-instance token bucket). */
  rateLimitsTable: 'RATE_LIMITS_TABLE_NAME',
  resultsBucket: 'RESULTS_BUCKET_NAME',
  jobsQueueUrl: 'JOBS_QUEUE_URL',
  deliveriesQueueUrl: 'DELIVERIES_QUEUE_URL',
  /** The worker: where a message that is not a job message goes at once. */
  jobsDeadLetterQueueUrl: 'JOBS_DEAD_LETTER_QUEUE_URL',
  /** The worker: visibility its messages get while it works on them (extended every third). */
  jobsVisibilitySeconds: 'JOBS_VISIBILITY_SECONDS',
  /** The worker: seconds an attempt's lease on its job lasts (renewed every third). */
  jobLeaseSeconds: 'JOB_LEASE_SECONDS',
  /** Comma-separated: `local` (embedded models inside Lambda), `bedrock`, `openai-compatible`; the first one's versions are the defaults. */
  modelBackend: 'MODEL_BACKEND',
  bedrockEmbeddingModelId: 'BEDROCK_EMBEDDING_MODEL_ID',
  bedrockTextModelId: 'BEDROCK_TEXT_MODEL_ID',
  /** Titan V2 embedding size: 256, 512 or 1024 (default 1024). */
  bedrockEmbeddingDimensions: 'BEDROCK_EMBEDDING_DIMENSIONS',
  /** Most Bedrock calls one function makes at once. */
  bedrockConcurrency: 'BEDROCK_CONCURRENCY',
  /** `request` (default: fail fast with 503) or `job` (the worker: wait out throttling). */
  bedrockRetryProfile: 'BEDROCK_RETRY_PROFILE',
  resultUrlTtlSeconds: 'RESULT_URL_TTL_SECONDS',
  maxPendingJobs: 'MAX_PENDING_JOBS',
  jobMaxAttempts: 'JOB_MAX_ATTEMPTS',
  jobRetryDelaySeconds: 'JOB_RETRY_DELAY_SECONDS',
  rateLimitPerMinute: 'RATE_LIMIT_PER_MINUTE',
  rateLimitBurst: 'RATE_LIMIT_BURST',
  webhookTimeoutSeconds: 'WEBHOOK_TIMEOUT_SECONDS',
  /** Similarity jobs of at least this many values fan out over parallel tasks. */
  fanoutMinValues: 'SIMILARITY_FANOUT_MIN_VALUES',
  /** Values one fan-out task computes. */
  fanoutTaskValues: 'SIMILARITY_FANOUT_TASK_VALUES',
  /** Smallest result part but the last (S3's 5 MiB; smaller only against emulators). */
  fanoutMinPartBytes: 'SIMILARITY_FANOUT_MIN_PART_BYTES',
  /** Preferred size of a result part. */
  fanoutPartBytes: 'SIMILARITY_FANOUT_PART_BYTES',
  /** Distinct texts one embedding task of a fanned-out job embeds. */
  fanoutEmbedTexts: 'SIMILARITY_FANOUT_EMBED_TEXTS',
  /** Embedding tasks of one fanned-out job queued or running at once. */
  fanoutEmbedLanes: 'SIMILARITY_FANOUT_EMBED_LANES',
  logLevel: 'LOG_LEVEL',
  /** Name or ARN of the stage's Secrets Manager secret that signs OAuth access tokens. */
  tokenSigningSecret: 'TOKEN_SIGNING_SECRET',
  /** Lifetime of an access token from `POST /oauth/token`, in seconds. */
  tokenTtlSeconds: 'TOKEN_TTL_SECONDS',
} as const;

/** Keys of the authorizer's context, which API Gateway passes to the operation functions. */
export const AUTHORIZER_CONTEXT = {
  /** The tenant of a valid key; empty when the key is missing, unknown or revoked. */
  tenantId: 'tenantId',
} as const;

/**
 * The Lambda entry files under `lambdas/handlers/`, by function. Each exports `handler`.
 * HTTP functions serve the routes of `lambdas/http/routes.ts` listed in `HTTP_FUNCTION_ROUTES`.
 */
export const HANDLER_ENTRIES = {
  embeddings: 'lambdas/handlers/embeddings.ts',
  similarity: 'lambdas/handlers/similarity.ts',
  themes: 'lambdas/handlers/themes.ts',
  sentiment: 'lambdas/handlers/sentiment.ts',
  extractions: 'lambdas/handlers/extractions.ts',
  clustering: 'lambdas/handlers/clustering.ts',
  summaries: 'lambdas/handlers/summaries.ts',
  dataDictionary: 'lambdas/handlers/data-dictionary.ts',
  jobs: 'lambdas/handlers/jobs.ts',
  meta: 'lambdas/handlers/meta.ts',
  webhooks: 'lambdas/handlers/webhooks.ts',
  authorizer: 'lambdas/handlers/authorizer.ts',
  analysisWorker: 'lambdas/handlers/analysis-worker.ts',
  jobEvents: 'lambdas/handlers/job-events.ts',
  webhookDelivery: 'lambdas/handlers/webhook-delivery.ts',
} as const;

export type FunctionId = keyof typeof HANDLER_ENTRIES;

/** One API Gateway route: method, path (API Gateway syntax) and whether it needs a key. */
export interface ApiRoute {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  auth: boolean;
}

/**
 * The base paths every route is served under (contract §10): `/v1/…` and, for the existing
 * public clients, `/pulse/v1/…` (mirrors `lambdas/http/base-paths.ts`; a test checks).
 */
export const API_BASE_PATHS = ['', '/pulse'] as const;

/** The `/v1` routes of each HTTP function (mirrors `lambdas/http/routes.ts`; a test checks). */
const V1_FUNCTION_ROUTES: Partial<Record<FunctionId, readonly ApiRoute[]>> = {
  embeddings: [{ method: 'POST', path: '/v1/embeddings', auth: true }],
  similarity: [{ method: 'POST', path: '/v1/similarity', auth: true }],
  themes: [{ method: 'POST', path: '/v1/themes', auth: true }],
  sentiment: [{ method: 'POST', path: '/v1/sentiment', auth: true }],
  extractions: [{ method: 'POST', path: '/v1/extractions', auth: true }],
  clustering: [{ method: 'POST', path: '/v1/clustering', auth: true }],
  summaries: [{ method: 'POST', path: '/v1/summaries', auth: true }],
  dataDictionary: [{ method: 'POST', path: '/v1/data-dictionary', auth: true }],
  jobs: [
    { method: 'GET', path: '/v1/jobs', auth: true },
    { method: 'GET', path: '/v1/jobs/{jobId}', auth: true },
    { method: 'POST', path: '/v1/uploads', auth: true },
  ],
  meta: [
    { method: 'GET', path: '/v1/versions', auth: true },
    { method: 'GET', path: '/v1/health', auth: false },
    { method: 'GET', path: '/v1/openapi.json', auth: false },
    { method: 'POST', path: '/oauth/token', auth: false },
  ],
  webhooks: [
    { method: 'POST', path: '/v1/webhooks', auth: true },
    { method: 'GET', path: '/v1/webhooks', auth: true },
    { method: 'GET', path: '/v1/webhooks/{webhookId}', auth: true },
    { method: 'DELETE', path: '/v1/webhooks/{webhookId}', auth: true },
    { method: 'POST', path: '/v1/webhooks/{webhookId}/rotate-secret', auth: true },
    { method: 'GET', path: '/v1/webhooks/{webhookId}/deliveries', auth: true },
  ],
};

/** Which HTTP routes each HTTP function serves: its `/v1` routes under every base path (`/oauth/token` only at the root). */
export const HTTP_FUNCTION_ROUTES: Partial<Record<FunctionId, readonly ApiRoute[]>> = Object.fromEntries(
  Object.entries(V1_FUNCTION_ROUTES).map(([id, routes]) => [
    id,
    API_BASE_PATHS.flatMap((base) => routes!.filter((route) => base === '' || route.path.startsWith('/v1/')).map((route) => ({ ...route, path: `${base}${route.path}` }))),
  ]),
);

/**
 * Where the embedded models live when deployed: one Lambda layer holds the model code, its
 * packages and data files (built by `lib/constructs/model-layer.ts`), and every model function
 * imports it at run time (`model-layer.ts`). Lambda unpacks a layer into `/opt`.
 */
export const MODEL_LAYER = {
  /** Lambda's folder of the function's layers. */
  lambdaRoot: '/opt',
  /** The layer's folder of the models, relative to the layer root: its module, packages and files. */
  folder: 'models',
  /** The layer's ES module (`/opt/models/index.mjs`), exporting `LocalModelProvider`. */
  module: 'models/index.mjs',
  /**
   * Where the layers are, when not in `/opt`: the local run of the bundled handlers
   * (`npm run start:aws-local`) points it at the layer's folder in the cloud assembly. The stacks
   * never set it.
   */
  rootEnv: 'TAS_LAYER_ROOT',
  /** The entry file the layer's module is bundled from. */
  entry: 'lambdas/models/local/model-layer-entry.ts',
  /**
   * The build id of one synth, defined by esbuild in the layer's module and in the model
   * functions' bundles (`lib/model-layer-bundling.ts`): the layer exports it as `MODEL_LAYER_BUILD`
   * and a function refuses a layer of another build. Unset in unbundled runs (no check then).
   */
  buildDefine: 'process.env.TAS_MODEL_LAYER_BUILD',
} as const;
