import type { AnalysisExecutor } from '../core/ports/executor.js';
import type { JobPayloadStore, JobQueue, JobStore } from '../core/ports/jobs.js';
import type { IdempotencyStore, KeyStore, RateLimiter } from '../core/ports/access.js';
import type { Clock, RandomSource } from '../core/ports/system.js';
import type { Logger } from '../core/ports/logger.js';
import type { VersionCatalog } from '../core/versions.js';
import type { FanoutDeps } from './fanout-deps.js';
import type { FanoutStore } from '../core/ports/fanout.js';
import type { AccessTokenSettings } from './oauth-clients.js';
import type { WebhookDeps } from './webhook-deps.js';
import type { UploadStore } from '../core/ports/uploads.js';

export interface ServiceSettings {
  /** Pending jobs one tenant may have at once (429 beyond). */
  maxPendingJobsPerTenant: number;
  /** Attempts a job gets before it fails. */
  maxJobAttempts: number;
  /** Seconds before a failed attempt is retried. */
  retryDelaySeconds: number;
  /** When true every request belongs to one tenant and needs no key (local loopback only). */
  authDisabled: boolean;
  /**
   * Seconds an attempt holds its job, renewed every third of it while the work runs; a delivery
   * that finds a live lease is put back until the lease ends. Absent: no lease (the local queue
   * never delivers a job twice at once).
   */
  jobLeaseSeconds?: number;
  /**
   * Seconds a completed job's result is kept; past it the job status says `result_expired`
   * instead of giving a link. Absent: the runtime does not track it.
   */
  resultRetentionSeconds?: number;
}

/** Everything the use cases need, wired once per process by a composition root. */
export interface ServiceDeps {
  clock: Clock;
  random: RandomSource;
  logger: Logger;
  catalog: VersionCatalog;
  executor: AnalysisExecutor;
  jobs: JobStore;
  payloads: JobPayloadStore;
  queue: JobQueue;
  keys: KeyStore;
  idempotency: IdempotencyStore;
  rateLimiter: RateLimiter;
  settings: ServiceSettings;
  webhooks: WebhookDeps;
  /** Readiness checks of the runtime's stores (`GET /v1/health`); absent: nothing to check. */
  readiness?: () => Promise<Record<string, 'ok' | 'unavailable'>>;
  /** Signing of OAuth client-credentials tokens (`POST /oauth/token`); absent: tokens are refused. */
  tokens?: AccessTokenSettings;
  /** Request bodies uploaded ahead of an asynchronous request (`POST /v1/uploads`); absent: not offered. */
  uploads?: UploadStore;
  /** Large similarity jobs spread over parallel tasks (AWS); absent: every job runs whole. */
  fanout?: FanoutDeps;
  /** Reads fan-out state for the progress of a polled job (AWS, wherever the jobs table is); absent: none. */
  fanoutStates?: Pick<FanoutStore, 'get'>;
}
