/**
 * The shape of the AWS resources the adapters assume: table keys, indexes, TTL attributes and
 * the object key layout. This file imports nothing, so the CDK stack (which must not pull in
 * runtime code or the SDK) and the integration tests build their tables from the same constants.
 */

/** A key attribute of a table or index (DynamoDB scalar types). */
export interface KeyAttribute {
  name: string;
  type: 'S' | 'N' | 'B';
}

/** A global secondary index. */
export interface IndexSchema {
  name: string;
  partitionKey: KeyAttribute;
  sortKey?: KeyAttribute;
  /** `KEYS_ONLY`: the adapters only count or look up keys through indexes. */
  projection: 'KEYS_ONLY' | 'ALL';
}

/** A DynamoDB table as the adapters expect it (on-demand billing is assumed). */
export interface TableSchema {
  partitionKey: KeyAttribute;
  /** Attribute holding an epoch-seconds expiry; enable DynamoDB TTL on it. */
  ttlAttribute?: string;
  indexes: readonly IndexSchema[];
}

const SECONDS_PER_DAY = 24 * 60 * 60;

/** Attribute name of every TTL field (DynamoDB TTL deletes within ~48 h of it, not at once). */
export const TTL_ATTRIBUTE = 'ttl';

/** Name of the jobs index used to count a tenant's pending jobs. */
export const JOBS_TENANT_STATUS_INDEX = 'tenantId-status';

/**
 * Jobs: one item per job keyed by `jobId`, plus `ttl` once the job is completed or failed.
 * The `tenantId-status` index lets `countPending` read only a tenant's pending jobs.
 */
export const JOBS_TABLE: TableSchema = {
  partitionKey: { name: 'jobId', type: 'S' },
  ttlAttribute: TTL_ATTRIBUTE,
  indexes: [
    {
      name: JOBS_TENANT_STATUS_INDEX,
      partitionKey: { name: 'tenantId', type: 'S' },
      sortKey: { name: 'status', type: 'S' },
      projection: 'KEYS_ONLY',
    },
  ],
};

/** Name of the API keys index used by revoke (the CLI knows key ids, not hashes). */
export const API_KEYS_KEY_ID_INDEX = 'keyId';

/** API keys: one item per key keyed by the SHA-256 `hash` (the lookup on every request). */
export const API_KEYS_TABLE: TableSchema = {
  partitionKey: { name: 'hash', type: 'S' },
  indexes: [{ name: API_KEYS_KEY_ID_INDEX, partitionKey: { name: 'keyId', type: 'S' }, projection: 'KEYS_ONLY' }],
};

/** Idempotency records keyed by `pk` = `<tenantId>#<sha256(key)>`, expiring after 24 h. */
export const IDEMPOTENCY_TABLE: TableSchema = {
  partitionKey: { name: 'pk', type: 'S' },
  ttlAttribute: TTL_ATTRIBUTE,
  indexes: [],
};

/** How long a finished job (and its result) is kept (contract §3). */
export const JOB_RETENTION_SECONDS = 7 * SECONDS_PER_DAY;

/** Same retention in days, for S3 lifecycle rules on both prefixes below (whole days only). */
export const RESULT_RETENTION_DAYS = JOB_RETENTION_SECONDS / SECONDS_PER_DAY;

/** How long an idempotent response is replayed (contract §2). */
export const IDEMPOTENCY_RETENTION_SECONDS = SECONDS_PER_DAY;

/** Object key prefix of accepted requests: `requests/<jobId>.json`. */
export const REQUESTS_PREFIX = 'requests/';

/** Object key prefix of job results: `results/<jobId>.json`. */
export const RESULTS_PREFIX = 'results/';

/**
 * Object key prefix of request bodies uploaded ahead of a request:
 * `uploads/<tenant key>/<uploadId>.json` (the tenant key is a digest of the tenant id,
 * `uploadTenantKey`). Removed once submitted; a lifecycle rule removes the rest.
 */
export const UPLOADS_PREFIX = 'uploads/';

/** Days an upload object is kept at most (S3 lifecycle, whole days; an upload is usable for an hour). */
export const UPLOAD_RETENTION_DAYS = 1;

/**
 * Object key prefix of the intermediate files of a fanned-out similarity job: `rows.i32` (each
 * text's distinct text), `texts-<chunk>.json` and `vectors-<chunk>.bin` (each embedding chunk's
 * texts and vectors), `vectors.f32` (the assembled vectors) and `parts-<task>.json` (each
 * similarity task's part receipts), all under `work/<jobId>/`. Needed only while the job runs;
 * a lifecycle rule removes them.
 */
export const WORK_PREFIX = 'work/';

/** Days the intermediate files are kept (S3 lifecycle, whole days). */
export const WORK_RETENTION_DAYS = 1;

/** Key suffix of a job's fan-out state item in the jobs table: `<jobId>#fanout`. */
export const FANOUT_KEY_SUFFIX = '#fanout';

/** The jobs-table key of a job's fan-out state (never a job id: those have no `#`). */
export function fanoutItemKey(jobId: string): string {
  return `${jobId}${FANOUT_KEY_SUFFIX}`;
}

/** How long a fan-out state item is kept (longer than any job can stay pending). */
export const FANOUT_RETENTION_SECONDS = JOB_RETENTION_SECONDS;

/** Epoch seconds of an ISO timestamp plus a retention. */
export function expiryEpochSeconds(isoTimestamp: string, retentionSeconds: number): number {
  return Math.floor(Date.parse(isoTimestamp) / 1000) + retentionSeconds;
}

/** Name of the webhooks index that lists a tenant's subscriptions in creation order. */
export const WEBHOOKS_TENANT_INDEX = 'tenantId-createdAt';

/** Webhook subscriptions keyed by `id`; the tenant index holds whole items (at most 20 per tenant). */
export const WEBHOOKS_TABLE: TableSchema = {
  partitionKey: { name: 'id', type: 'S' },
  indexes: [
    {
      name: WEBHOOKS_TENANT_INDEX,
      partitionKey: { name: 'tenantId', type: 'S' },
      sortKey: { name: 'createdAt', type: 'S' },
      projection: 'ALL',
    },
  ],
};

/** Name of the deliveries index that lists a subscription's deliveries, newest first. */
export const DELIVERIES_WEBHOOK_INDEX = 'webhookId-createdAt';

/** How long a finished delivery stays listed by the deliveries endpoint. */
export const DELIVERY_RETENTION_SECONDS = 7 * SECONDS_PER_DAY;

/** Webhook deliveries keyed by `id`, expiring a week after they end. */
export const DELIVERIES_TABLE: TableSchema = {
  partitionKey: { name: 'id', type: 'S' },
  ttlAttribute: TTL_ATTRIBUTE,
  indexes: [
    {
      name: DELIVERIES_WEBHOOK_INDEX,
      partitionKey: { name: 'webhookId', type: 'S' },
      sortKey: { name: 'createdAt', type: 'S' },
      projection: 'ALL',
    },
  ],
};

/**
 * How long a job-events stream batch that kept failing is kept whole in the failed-events bucket
 * (Lambda's S3 on-failure destination) for `tas webhooks replay`: as long as the job's result.
 */
export const FAILED_EVENTS_RETENTION_DAYS = RESULT_RETENTION_DAYS;

/**
 * Per-tenant request counters, one item per tenant and rate window (`pk` = `<tenantId>#<window
 * start, epoch seconds>`), removed by TTL after the window: the rate limit every instance of
 * every API function shares.
 */
export const RATE_LIMITS_TABLE: TableSchema = {
  partitionKey: { name: 'pk', type: 'S' },
  ttlAttribute: TTL_ATTRIBUTE,
  indexes: [],
};
