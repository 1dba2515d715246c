import { DomainError } from './errors.js';
import type { RequestOperation } from './request-operations.js';
import type { MatrixDtype } from './similarity/binary-matrix.js';

export type JobStatus = 'pending' | 'completed' | 'failed';

/** Attempts a job gets before it ends `failed` (contract §3). */
export const DEFAULT_MAX_ATTEMPTS = 3;

export interface JobError {
  code: string;
  message: string;
}

/** The stored state of an asynchronous job. Timestamps are ISO 8601 UTC. */
export interface Job {
  jobId: string;
  tenantId: string;
  operation: RequestOperation;
  /** The model version the job runs on, resolved when it was accepted. */
  version: string;
  status: JobStatus;
  createdAt: string;
  updatedAt: string;
  /** Attempts started so far (a crash during an attempt still counts it). */
  attempts: number;
  maxAttempts: number;
  /** Incremented on every write; stores refuse a write based on a stale revision. */
  revision: number;
  /** The request id of the accepting request (for logs). */
  requestId: string;
  error?: JobError;
  /** A note about the result (e.g. fewer themes than asked for), shown in the job status. */
  warning?: string;
  /** 0..1 while pending, when the operation can tell. */
  progress?: number;
  /**
   * While an attempt runs: until when its worker holds the job (renewed while it works). A
   * delivery that finds a live lease does not start a second run.
   */
  leaseUntil?: string;
  /** The binary forms stored beside a completed similarity result (AWS; local links convert on request). */
  matrixDtypes?: MatrixDtype[];
}

export function newJob(fields: Pick<Job, 'jobId' | 'tenantId' | 'operation' | 'version' | 'requestId'>, now: Date, maxAttempts = DEFAULT_MAX_ATTEMPTS): Job {
  const at = now.toISOString();
  return { ...fields, status: 'pending', createdAt: at, updatedAt: at, attempts: 0, maxAttempts, revision: 0 };
}

function assertPending(job: Job): void {
  if (job.status !== 'pending') {
    throw new DomainError('internal_error', `Job ${job.jobId} is ${job.status}; only pending jobs change state.`);
  }
}

/**
 * The job as it is once one more attempt has started; with `leaseSeconds`, the attempt holds a
 * lease on the job until `now + leaseSeconds`.
 */
export function startAttempt(job: Job, now: Date, leaseSeconds?: number): Job {
  assertPending(job);
  const { leaseUntil: _lease, ...rest } = job;
  const lease = leaseSeconds ? { leaseUntil: new Date(now.getTime() + leaseSeconds * 1000).toISOString() } : {};
  return { ...rest, attempts: job.attempts + 1, updatedAt: now.toISOString(), revision: job.revision + 1, ...lease };
}

/** Seconds left on the job's lease at `now` (0 when there is none or it has expired). */
export function leaseSecondsLeft(job: Job, now: Date): number {
  if (job.leaseUntil === undefined) return 0;
  return Math.max(0, (Date.parse(job.leaseUntil) - now.getTime()) / 1000);
}

/** The job with its lease renewed until `now + leaseSeconds` (a heartbeat of the running attempt). */
export function renewLease(job: Job, now: Date, leaseSeconds: number): Job {
  assertPending(job);
  return { ...job, leaseUntil: new Date(now.getTime() + leaseSeconds * 1000).toISOString(), revision: job.revision + 1 };
}

/** The job with its lease given up (the attempt ended without finishing the job). */
export function releaseLease(job: Job): Job {
  const { leaseUntil: _lease, ...rest } = job;
  return { ...rest, revision: job.revision + 1 };
}

/** The pending job with its progress (0 to 1) recorded. */
export function withProgress(job: Job, progress: number, now: Date): Job {
  assertPending(job);
  return { ...job, progress: Math.min(1, Math.max(0, progress)), updatedAt: now.toISOString(), revision: job.revision + 1 };
}

export function completeJob(job: Job, now: Date, warning?: string, matrixDtypes?: MatrixDtype[]): Job {
  assertPending(job);
  const { progress: _progress, leaseUntil: _lease, ...rest } = job;
  const forms = matrixDtypes?.length ? { matrixDtypes } : {};
  return { ...rest, status: 'completed', updatedAt: now.toISOString(), revision: job.revision + 1, ...(warning ? { warning } : {}), ...forms };
}

export function failJob(job: Job, error: JobError, now: Date): Job {
  assertPending(job);
  const { progress: _progress, leaseUntil: _lease, ...rest } = job;
  return { ...rest, status: 'failed', error, updatedAt: now.toISOString(), revision: job.revision + 1 };
}

/** True when no attempt is left: the next step is to fail the job. */
export function attemptsExhausted(job: Job): boolean {
  return job.attempts >= job.maxAttempts;
}

/** The error a job ends with when its attempts are used up. */
export const PROCESSING_FAILED: JobError = {
  code: 'processing_failed',
  message: 'The job failed after all its attempts. Send the request again; if it keeps failing, contact support with the job id.',
};
