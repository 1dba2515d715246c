import { chmod, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { ServiceDeps } from '../operations/deps.js';
import type { AnalysisExecutor } from '../core/ports/executor.js';
import type { VersionCatalog } from '../core/versions.js';
import type { Clock } from '../core/ports/system.js';
import { FileJobStore } from '../adapters/local/file-job-store.js';
import { FilePayloadStore } from '../adapters/local/file-payload-store.js';
import { FileUploadStore } from '../adapters/local/file-upload-store.js';
import { FileKeyStore } from '../adapters/local/file-key-store.js';
import { StoreProbe } from '../adapters/local/store-probe.js';
import { FileIdempotencyStore, IDEMPOTENCY_TTL_MS } from '../adapters/local/file-idempotency-store.js';
import { RetentionSweeper, type RetentionPeriods } from '../adapters/local/retention-sweeper.js';
import { TokenBucketLimiter } from '../adapters/local/token-bucket-limiter.js';
import { InProcessQueue } from '../adapters/local/in-process-queue.js';
import { JsonLogger } from '../adapters/local/json-logger.js';
import { cryptoRandom, systemClock } from '../adapters/local/system.js';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, writeFileAtomic } from '../adapters/local/json-files.js';
import { WorkerPoolExecutor } from '../adapters/local/worker-pool-executor.js';
import { LOCAL_CATALOG } from '../models/local/catalog.js';
import { RETRY_PROFILES } from '../models/llm/retry.js';
import type { LocalConfig } from './config.js';
import { LLM_ENV } from './aws-env.js';
import { InlineExecutor } from './inline-executor.js';
import { openAiBackends } from './llm-backend.js';
import { mergeCatalogs, type ModelBackend } from './model-backends.js';
import { RoutingExecutor } from './routing-executor.js';
import { createLocalWebhooks, type LocalWebhookOverrides, type LocalWebhooks } from './local-webhooks.js';

export interface LocalRoot {
  deps: ServiceDeps;
  queue: InProcessQueue;
  payloads: FilePayloadStore;
  /** Request bodies uploaded ahead of a request (received by the server on signed URLs). */
  uploads: FileUploadStore;
  keys: FileKeyStore;
  linkSecret: Buffer;
  webhooks: LocalWebhooks;
  /** Deletes what is past its retention (started by the service, at start and on a timer). */
  retention: RetentionSweeper;
  /** Set by the server once it listens. */
  setBaseUrl(url: string): void;
  close(): Promise<void>;
}

export interface LocalRootOverrides extends LocalWebhookOverrides {
  /** Replaces the worker-thread executor (tests inject failing or slow executors). */
  executor?: AnalysisExecutor;
  catalog?: VersionCatalog;
  /** The time the use cases and the retention sweep see (tests move it instead of sleeping). */
  clock?: Clock;
}

/** The composition root of the local runtime: every port wired to its embedded default. */
export async function createLocalRoot(config: LocalConfig, overrides: LocalRootOverrides = {}): Promise<LocalRoot> {
  await mkdir(config.DATA_DIR, { recursive: true, mode: PRIVATE_DIR_MODE });
  // The folder holds secrets (link key, webhook secrets, key hashes): owner only, also when it existed.
  await chmod(config.DATA_DIR, PRIVATE_DIR_MODE);
  const startedAt = new Date();
  const linkSecret = await loadOrCreateSecret(join(config.DATA_DIR, 'link-secret'));
  // Its own key: a token never verifies as a result link, nor a link as a token.
  const tokenKey = await loadOrCreateSecret(join(config.DATA_DIR, 'token-secret'));
  let baseUrl = config.PUBLIC_BASE_URL ?? `http://${config.HOST}:${config.PORT}`;
  const payloads = new FilePayloadStore({ dataDir: config.DATA_DIR, secret: linkSecret, baseUrl: () => baseUrl, linkTtlSeconds: config.RESULT_URL_TTL_SECONDS });
  const uploads = new FileUploadStore({ dataDir: config.DATA_DIR, secret: linkSecret, baseUrl: () => baseUrl });
  const queue = new InProcessQueue();
  const keys = new FileKeyStore(config.DATA_DIR);
  const pool = overrides.executor ? undefined : new WorkerPoolExecutor(config.WORKER_THREADS);
  const logger = new JsonLogger(config.LOG_LEVEL);
  const storeProbe = new StoreProbe(config.DATA_DIR);
  storeProbe.start();
  const clock = overrides.clock ?? systemClock;
  // A job's stored input is deleted as soon as the job has ended (completed or failed for good).
  const jobStore = await FileJobStore.open(config.DATA_DIR, { onEnded: (job) => payloads.deleteRequest(job.jobId) });
  const idempotency = new FileIdempotencyStore(config.DATA_DIR);
  const webhooks = await createLocalWebhooks(config, jobStore, logger, overrides);
  const retention = new RetentionSweeper({ clock, logger, jobs: jobStore, payloads, uploads, idempotency, deliveries: webhooks.deliveryStore, dataDir: config.DATA_DIR, startedAt }, retentionPeriods(config));
  const models = withLlmBackend(config, logger, overrides.executor ?? pool!);
  const deps: ServiceDeps = {
    clock,
    random: cryptoRandom,
    logger,
    catalog: overrides.catalog ?? models.catalog,
    executor: models.executor,
    jobs: webhooks.jobs,
    payloads,
    uploads,
    queue,
    keys,
    idempotency,
    rateLimiter: new TokenBucketLimiter(config.RATE_LIMIT_PER_MINUTE, config.RATE_LIMIT_BURST),
    settings: {
      maxPendingJobsPerTenant: config.MAX_PENDING_JOBS,
      maxJobAttempts: config.JOB_MAX_ATTEMPTS,
      retryDelaySeconds: config.JOB_RETRY_DELAY_SECONDS,
      authDisabled: config.AUTH === 'none',
      resultRetentionSeconds: config.RESULT_RETENTION_DAYS * DAY_SECONDS,
    },
    webhooks: webhooks.deps,
    tokens: { signingKey: async () => tokenKey, ttlSeconds: config.TOKEN_TTL_SECONDS },
    readiness: async () => ({ store: await storeProbe.check() }),
  };
  webhooks.bind(deps);
  if (pool) void pool.warmUp().catch((error) => deps.logger.error('model warm-up failed', { error: String(error) }));
  return {
    deps,
    queue,
    payloads,
    uploads,
    keys,
    linkSecret,
    webhooks,
    retention,
    setBaseUrl: (url) => {
      if (!config.PUBLIC_BASE_URL) baseUrl = url;
    },
    close: async () => {
      await retention.stop();
      storeProbe.stop();
      await webhooks.stop();
      queue.close();
      await pool?.close();
    },
  };
}

const DAY_SECONDS = 24 * 60 * 60;

/** Retention of the local stores (docs/jobs.md): job records are kept twice as long as results. */
export function retentionPeriods(config: LocalConfig): RetentionPeriods {
  const resultMs = config.RESULT_RETENTION_DAYS * DAY_SECONDS * 1000;
  return { resultMs, jobRecordMs: 2 * resultMs, idempotencyMs: IDEMPOTENCY_TTL_MS, deliveryMs: resultMs, orphanInputMs: ORPHAN_INPUT_MS };
}

/** A stored input with no pending job is deleted after this (a submission in flight is younger). */
const ORPHAN_INPUT_MS = 60 * 60 * 1000;

/**
 * The embedded models, and beside them the OpenAI-compatible server's when `LLM_BASE_URL` is
 * set: its versions join the catalog (as defaults with `LLM_DEFAULT=true`) and run in this
 * thread, requests failing fast and jobs waiting out a slow server.
 */
function withLlmBackend(config: LocalConfig, logger: JsonLogger, embedded: AnalysisExecutor): { catalog: VersionCatalog; executor: AnalysisExecutor } {
  const llm = openAiBackends(
    { config, logger },
    {
      request: { retry: RETRY_PROFILES.request, timeoutSeconds: config[LLM_ENV.timeoutSeconds] },
      job: { retry: RETRY_PROFILES.job, timeoutSeconds: config[LLM_ENV.jobTimeoutSeconds] },
    },
  );
  if (!llm) return { catalog: LOCAL_CATALOG, executor: embedded };
  const catalog = mergeCatalogs(config[LLM_ENV.isDefault] ? [llm.request.catalog, LOCAL_CATALOG] : [LOCAL_CATALOG, llm.request.catalog]);
  const inline = (backend: ModelBackend) => new InlineExecutor(backend.provider());
  return { catalog, executor: new RoutingExecutor(embedded, { catalog: llm.request.catalog, request: inline(llm.request), job: inline(llm.job) }) };
}

async function loadOrCreateSecret(path: string): Promise<Buffer> {
  try {
    const secret = Buffer.from((await readFile(path, 'utf8')).trim(), 'hex');
    await chmod(path, PRIVATE_FILE_MODE).catch(() => undefined);
    return secret;
  } catch {
    const secret = randomBytes(32);
    await writeFileAtomic(path, secret.toString('hex'));
    return secret;
  }
}
