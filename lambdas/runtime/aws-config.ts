import { z } from 'zod';
import { DEFAULT_EMBEDDING_MODEL_ID, DEFAULT_TEXT_MODEL_ID } from '../models/bedrock/model-ids.js';
import { AWS_ENV } from './aws-env.js';
import { llmConfigProblems, LlmConfigFields } from './llm-config.js';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const name = z.string().min(1);

/** S3's smallest part of a multipart upload (all but the last). */
const S3_MIN_PART_BYTES = 5 * 1024 * 1024;
/** Fan-out defaults: jobs under about 1 GB of JSON run on one worker; tasks of ~0.5 GB of JSON. */
const DEFAULT_FANOUT_MIN_VALUES = 100_000_000;
const DEFAULT_FANOUT_TASK_VALUES = 50_000_000;
/** Uncompressed: parts are stored gzip-compressed (about 2.3× smaller), which must stay above S3's 5 MiB. */
const DEFAULT_FANOUT_PART_BYTES = 32 * 1024 * 1024;
/**
 * The embedding phase of a fanned-out job, sized for Bedrock Titan at an assumed quota of 2,000
 * requests per minute, which all embedding tasks share. One lane: a task already makes up to 8
 * calls at once (`bedrock.concurrency`, about 6,000 a minute unthrottled), so more lanes would
 * add throttling, not speed. 3,840 distinct texts per task (a multiple of 192, see
 * `EMBED_CHUNK_ALIGN`): about 2 minutes at that quota, well within the worker's 10-minute
 * timeout; the local models embed them in about 45 s.
 */
const DEFAULT_FANOUT_EMBED_TEXTS = 3840;
const DEFAULT_FANOUT_EMBED_LANES = 1;

/**
 * Settings of a Lambda function, read from the environment the service stack sets. Resource
 * names are optional: each function receives only those it may use, and a port whose resource
 * is absent refuses every call (see `unconfigured`), which keeps least privilege visible.
 */
export const AwsConfigSchema = z.object({
  [AWS_ENV.jobsTable]: name.optional(),
  [AWS_ENV.apiKeysTable]: name.optional(),
  [AWS_ENV.idempotencyTable]: name.optional(),
  [AWS_ENV.webhooksTable]: name.optional(),
  [AWS_ENV.deliveriesTable]: name.optional(),
  [AWS_ENV.rateLimitsTable]: name.optional(),
  [AWS_ENV.resultsBucket]: name.optional(),
  [AWS_ENV.jobsQueueUrl]: z.url().optional(),
  [AWS_ENV.deliveriesQueueUrl]: z.url().optional(),
  [AWS_ENV.jobsDeadLetterQueueUrl]: z.url().optional(),
  [AWS_ENV.jobsVisibilitySeconds]: int(2, 43_200).default(60),
  [AWS_ENV.jobLeaseSeconds]: int(2, 43_200).default(60),
  /** Comma-separated backends; the first one's versions are the defaults. */
  [AWS_ENV.modelBackend]: z
    .string()
    .regex(/^(local|bedrock|openai-compatible)(,(local|bedrock|openai-compatible))*$/, 'comma-separated list of local, bedrock and openai-compatible')
    .default('bedrock')
    .transform((s) => [...new Set(s.split(','))] as ('local' | 'bedrock' | 'openai-compatible')[]),
  /** The OpenAI-compatible backend (used when `MODEL_BACKEND` names it; docs/llm-backend.md). */
  ...LlmConfigFields,
  [AWS_ENV.apiKeySecret]: name.optional(),
  [AWS_ENV.bedrockEmbeddingModelId]: name.default(DEFAULT_EMBEDDING_MODEL_ID),
  [AWS_ENV.bedrockTextModelId]: name.default(DEFAULT_TEXT_MODEL_ID),
  [AWS_ENV.bedrockEmbeddingDimensions]: z.coerce.number().int().optional(),
  [AWS_ENV.bedrockConcurrency]: int(1, 64).default(8),
  [AWS_ENV.bedrockRetryProfile]: z.enum(['request', 'job']).default('request'),
  [AWS_ENV.resultUrlTtlSeconds]: int(1, 7 * 24 * 3600).default(3600),
  [AWS_ENV.maxPendingJobs]: int(1, 100_000).default(100),
  [AWS_ENV.jobMaxAttempts]: int(1, 10).default(3),
  [AWS_ENV.jobRetryDelaySeconds]: z.coerce.number().min(0).max(900).default(30),
  [AWS_ENV.rateLimitPerMinute]: int(1, 1_000_000).default(600),
  [AWS_ENV.rateLimitBurst]: int(1, 1_000_000).default(120),
  [AWS_ENV.webhookTimeoutSeconds]: z.coerce.number().min(0.1).max(60).default(15),
  [AWS_ENV.fanoutMinValues]: int(1, Number.MAX_SAFE_INTEGER).default(DEFAULT_FANOUT_MIN_VALUES),
  [AWS_ENV.fanoutTaskValues]: int(1, Number.MAX_SAFE_INTEGER).default(DEFAULT_FANOUT_TASK_VALUES),
  /** Below S3's minimum only against emulators: S3 would refuse to complete such an upload. */
  [AWS_ENV.fanoutMinPartBytes]: int(1024, S3_MIN_PART_BYTES).default(S3_MIN_PART_BYTES),
  [AWS_ENV.fanoutPartBytes]: int(1024, 512 * 1024 * 1024).default(DEFAULT_FANOUT_PART_BYTES),
  [AWS_ENV.fanoutEmbedTexts]: int(1, 1_000_000).default(DEFAULT_FANOUT_EMBED_TEXTS),
  [AWS_ENV.fanoutEmbedLanes]: int(1, 1000).default(DEFAULT_FANOUT_EMBED_LANES),
  [AWS_ENV.tokenSigningSecret]: name.optional(),
  [AWS_ENV.tokenTtlSeconds]: int(1, 24 * 3600).default(3600),
  [AWS_ENV.logLevel]: z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR', 'SILENT', 'debug', 'info', 'warn', 'error', 'silent']).default('INFO'),
  AWS_REGION: name.default('us-east-1'),
  /** Emulators only (the local run of the handlers): path-style bucket URLs. Never set on AWS. */
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** Emulators only: lets webhooks reach loopback receivers. The service stack never sets it. */
  WEBHOOKS_ALLOW_LOOPBACK: bool.default(false),
  /** Emulators only: a shorter webhook retry schedule (comma-separated seconds). */
  WEBHOOK_RETRY_SCHEDULE: z
    .string()
    .regex(/^\d+(\.\d+)?(,\d+(\.\d+)?)*$/)
    .transform((s) => s.split(',').map(Number))
    .optional(),
});

export type AwsConfig = z.infer<typeof AwsConfigSchema>;

/** Parses a function's environment; a bad value fails the cold start with the variable's name. */
export function loadAwsConfig(env: NodeJS.ProcessEnv = process.env): AwsConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = AwsConfigSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const config = parsed.data;
  const llm = config[AWS_ENV.modelBackend].includes('openai-compatible');
  const problems = [
    ...(llm && !config[AWS_ENV.baseUrl] ? [`${AWS_ENV.baseUrl}: required with the openai-compatible backend`] : []),
    ...llmConfigProblems(config),
  ];
  if (problems.length > 0) throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  return config;
}
