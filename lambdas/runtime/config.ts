import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { llmConfigProblems, LlmConfigFields } from './llm-config.js';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const seconds = z
  .string()
  .regex(/^\d+(\.\d+)?(,\d+(\.\d+)?)*$/, 'comma-separated seconds, e.g. 1,2,4')
  .transform((s) => s.split(',').map(Number));

/**
 * Settings of the local runtime, read from the environment. Every variable has an embedded
 * default, so `npm start` needs no configuration. docs/configuration.md lists them.
 */
export const LocalConfigSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: int(0, 65535).default(8787),
  DATA_DIR: z.string().min(1).default('.data'),
  AUTH: z.enum(['keys', 'none']).default('keys'),
  PUBLIC_BASE_URL: z.url().optional(),
  WORKER_THREADS: int(1, 64).default(Math.max(1, Math.min(2, availableParallelism()))),
  JOB_CONCURRENCY: int(1, 16).default(1),
  JOB_MAX_ATTEMPTS: int(1, 10).default(3),
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().min(0).max(3600).default(2),
  /** A job whose run failed outside the use case (e.g. a disk error) is tried again after this. */
  JOB_RUNNER_RETRY_SECONDS: z.coerce.number().min(0.1).max(3600).default(5),
  MAX_PENDING_JOBS: int(1, 100_000).default(100),
  RATE_LIMIT_PER_MINUTE: int(1, 1_000_000).default(600),
  RATE_LIMIT_BURST: int(1, 1_000_000).default(120),
  RESULT_URL_TTL_SECONDS: int(1, 7 * 24 * 3600).default(3600),
  /** Lifetime of access tokens from `POST /oauth/token`. */
  TOKEN_TTL_SECONDS: int(1, 24 * 3600).default(3600),
  RESULT_RETENTION_DAYS: z.coerce.number().min(0.001).max(365).default(7),
  /** Seconds between two retention sweeps (one also runs at start). */
  RETENTION_SWEEP_SECONDS: z.coerce.number().min(1).max(7 * 24 * 3600).default(3600),
  /** A request whose headers are not complete this long after its first byte gets 408 (docs/design-notes.md, "HTTP edges"). */
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(600).default(30),
  /** A request body that sends no byte for this long gets 408. */
  BODY_IDLE_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(600).default(30),
  /** How long a request body may take regardless of its pace (from the end of the headers); 408 when it has not arrived by then plus its allowance for the bytes received. */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(3600).default(300),
  /** Each byte of a body received adds 1/this seconds to its deadline: a body this fast on average is never cut; 0 makes REQUEST_TIMEOUT_SECONDS a fixed limit. */
  REQUEST_MIN_BYTES_PER_SECOND: z.coerce.number().min(0).max(1_000_000_000).default(4096),
  /** How long a connection may stay idle between two requests before the server closes it. */
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(3600).default(5),
  /** How long a client may take to read an answer regardless of its pace (from the answer's start); the connection is destroyed when it has not by then plus its allowance for the bytes it took. */
  RESPONSE_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(3600).default(60),
  /** Each byte of an answer the client takes adds 1/this seconds to its deadline: a client reading this fast on average is never cut; 0 makes RESPONSE_TIMEOUT_SECONDS a fixed limit. */
  RESPONSE_MIN_BYTES_PER_SECOND: z.coerce.number().min(0).max(1_000_000_000).default(4096),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(30),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Warn in the log when the event loop is blocked this long (ms); 0 turns the watch off. */
  EVENT_LOOP_WARN_MS: int(0, 60_000).default(100),
  // Read by the encoder in the analysis threads (inherited environment); checked here so a bad
  // value stops the start instead of failing every embedding request.
  USE_LITE_RUNTIME: z.enum(['onnx', 'tfjs']).default('onnx'),
  USE_LITE_CACHE_MB: int(0, 4096).default(32),
  WEBHOOKS_ALLOW_LOOPBACK: bool.default(false),
  WEBHOOK_RETRY_SCHEDULE: seconds.optional(),
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(60).default(15),
  /** The OpenAI-compatible model backend (off unless `LLM_BASE_URL` is set; docs/llm-backend.md). */
  ...LlmConfigFields,
});

export type LocalConfig = z.infer<typeof LocalConfigSchema>;

/** Parses the environment; a bad value stops the process with a message naming the variable. */
export function loadLocalConfig(env: NodeJS.ProcessEnv = process.env): LocalConfig {
  const parsed = LocalConfigSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const config = parsed.data;
  const llmProblems = llmConfigProblems(config);
  if (llmProblems.length > 0) throw new Error(`Invalid configuration: ${llmProblems.join('; ')}`);
  if (config.AUTH === 'none' && !isLoopbackHost(config.HOST)) {
    throw new Error(`AUTH=none is only allowed on a loopback address; HOST is ${config.HOST}.`);
  }
  return config;
}

export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}
