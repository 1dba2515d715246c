import { z } from 'zod';
import type { AnalysisRequest } from '../analysis-request.js';
import { DomainError } from '../errors.js';
import { JOB_ID_PATTERN } from '../ids.js';
import type { Job } from '../jobs.js';
import { isCompositeOperation, REQUEST_OPERATIONS } from '../request-operations.js';
import { MATRIX_DTYPES } from '../similarity/binary-matrix.js';
import { COMPOSITE_REQUEST_SCHEMAS } from './composite-requests.js';
import type { ApiKeyRecord, IdempotencyRecord } from '../ports/access.js';
import { REQUEST_SCHEMAS } from './requests.js';

/**
 * Records that cross a storage or queue boundary (DynamoDB items, S3 objects, SQS bodies).
 * Adapters re-validate what they read back with these, so a hand-edited or half-migrated item
 * fails loudly at the boundary instead of deep inside a use case.
 */

const IsoTimestamp = z.iso.datetime();
const HEX_SHA256 = /^[0-9a-f]{64}$/;

/** A stored job (see `Job` in `core/jobs.ts`). */
export const StoredJob = z.object({
  jobId: z.string().regex(JOB_ID_PATTERN),
  tenantId: z.string().min(1),
  operation: z.enum(REQUEST_OPERATIONS),
  version: z.string().min(1),
  status: z.enum(['pending', 'completed', 'failed']),
  createdAt: IsoTimestamp,
  updatedAt: IsoTimestamp,
  attempts: z.int().min(0),
  maxAttempts: z.int().min(1),
  revision: z.int().min(0),
  requestId: z.string(),
  error: z.object({ code: z.string(), message: z.string() }).optional(),
  warning: z.string().optional(),
  progress: z.number().min(0).max(1).optional(),
  leaseUntil: IsoTimestamp.optional(),
  matrixDtypes: z.array(z.enum(MATRIX_DTYPES)).optional(),
});

/** A stored API key record: the hash, never the key. */
export const StoredApiKey = z.object({
  keyId: z.string().min(1),
  tenantId: z.string().min(1),
  hash: z.string().regex(HEX_SHA256),
  prefix: z.string(),
  createdAt: IsoTimestamp,
  revokedAt: IsoTimestamp.optional(),
  kind: z.literal('oauth_client').optional(),
  secretHash: z.string().regex(HEX_SHA256).optional(),
});

/** A stored response for `Idempotency-Key` replay. */
export const StoredIdempotencyRecord = z.object({
  fingerprint: z.string().regex(HEX_SHA256),
  status: z.int().min(100).max(599),
  headers: z.record(z.string(), z.string()),
  body: z.string(),
  createdAt: IsoTimestamp,
});

/**
 * The body of a queued job message: the id (the job store holds the state), plus, for one task
 * of a fanned-out similarity job, the task's number and, for an embedding task, `phase: "embed"`
 * (its number is the chunk's). Messages without `task` are job attempts; a `task` without
 * `phase` is a similarity task, as before the embedding phase existed.
 */
export const JobMessage = z
  .object({ jobId: z.string().regex(JOB_ID_PATTERN), task: z.int().min(0).optional(), phase: z.literal('embed').optional() })
  .refine((m) => m.phase === undefined || m.task !== undefined, { message: 'an embedding task needs its chunk number', path: ['task'] });
export type JobMessage = z.infer<typeof JobMessage>;

/** The stored fan-out of a similarity job (see `FanoutState` in `core/ports/fanout.ts`). */
export const StoredFanout = z.object({
  jobId: z.string().regex(JOB_ID_PATTERN),
  /** Absent until the similarity phase starts. */
  uploadId: z.string().min(1).optional(),
  dimension: z.int().min(0),
  remaining: z.int().min(0),
  finished: z.array(z.int().min(0)),
  phase: z.enum(['embedStarting', 'embedding', 'starting', 'running']),
  plan: z.object({
    scenario: z.enum(['self', 'cross']),
    rows: z.int().min(0),
    cols: z.int().min(0),
    requestId: z.string(),
    flatten: z.boolean(),
    sections: z.array(z.enum(['flattened', 'matrix'])).min(1),
    /** Task t covers rows [rowStarts[t], rowStarts[t + 1]). */
    rowStarts: z.array(z.int().min(0)).min(2),
    partBytes: z.int().min(1),
    partsPerSegment: z.int().min(1),
  }),
  /** The embedding phase; absent on fan-outs recorded before it existed. */
  embed: z
    .object({
      texts: z.int().min(0),
      chunkTexts: z.int().min(1),
      chunks: z.int().min(0),
      lanes: z.int().min(1),
      remaining: z.int().min(0),
      finished: z.array(z.int().min(0)),
      /** Derived from the attempt counters, not stored as such. */
      started: z.array(z.int().min(0)),
    })
    .optional(),
});
export type StoredFanout = z.infer<typeof StoredFanout>;

/** Parses a stored record; a malformed one is an internal error (never the caller's fault). */
export function parseStored<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new DomainError('internal_error', `A stored ${what} is malformed.`, { cause: parsed.error });
  return parsed.data;
}

export function parseStoredJob(value: unknown): Job {
  return parseStored(StoredJob, value, 'job');
}

export function parseStoredApiKey(value: unknown): ApiKeyRecord {
  return parseStored(StoredApiKey, value, 'API key record');
}

export function parseStoredIdempotencyRecord(value: unknown): IdempotencyRecord {
  return parseStored(StoredIdempotencyRecord, value, 'idempotency record');
}

export function parseJobMessageBody(value: unknown): JobMessage {
  return parseStored(JobMessage, value, 'job message');
}

/**
 * A stored analysis request, re-validated with the request schema of its operation. The mode
 * limits were checked when it was accepted and are not re-checked here.
 */
export function parseStoredRequest(value: unknown): AnalysisRequest {
  const tagged = parseStored(z.looseObject({ operation: z.enum(REQUEST_OPERATIONS) }), value, 'analysis request');
  const body = parseStored((isCompositeOperation(tagged.operation) ? COMPOSITE_REQUEST_SCHEMAS[tagged.operation] : REQUEST_SCHEMAS[tagged.operation]) as z.ZodType<object>, value, 'analysis request');
  return { operation: tagged.operation, ...body } as AnalysisRequest;
}
