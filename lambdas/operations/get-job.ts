import { DomainError } from '../core/errors.js';
import type { JobError, JobStatus } from '../core/jobs.js';
import { fanoutProgress } from '../core/similarity/fanout-progress.js';
import type { MatrixDtype } from '../core/similarity/binary-matrix.js';
import type { ServiceDeps } from './deps.js';

/** The body of `GET /v1/jobs` (contract §3); `job_id` and `result_url` are for snake-case clients. */
export interface JobStatusBody {
  jobId: string;
  job_id: string;
  status: JobStatus;
  operation: string;
  createdAt: string;
  updatedAt: string;
  resultUrl?: string;
  result_url?: string;
  expiresAt?: string;
  error?: JobError;
  progress?: number;
  warning?: string;
}

/**
 * A job of the caller's tenant; another tenant's job is indistinguishable from a missing one.
 * `basePath` is the base path the request used, kept by links the service itself serves.
 * `preferredDtype`: the binary form the caller's `Accept` prefers; when the job stored it beside
 * its result (AWS), the link is to that form (a presigned link cannot negotiate), else to the JSON.
 */
export async function getJob(deps: ServiceDeps, tenantId: string, jobId: string, basePath = '', preferredDtype?: MatrixDtype): Promise<JobStatusBody> {
  const job = await deps.jobs.get(jobId);
  if (!job || job.tenantId !== tenantId) throw new DomainError('not_found', 'No job with this id.');
  const body: JobStatusBody = {
    jobId: job.jobId,
    job_id: job.jobId,
    status: job.status,
    operation: job.operation,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
  };
  if (job.status === 'completed') {
    const now = deps.clock.now();
    const retention = deps.settings.resultRetentionSeconds;
    if (retention !== undefined && resultExpired(job.updatedAt, retention, now)) body.error = resultExpiredError(retention);
    else {
      const dtype = preferredDtype && job.matrixDtypes?.includes(preferredDtype) ? preferredDtype : undefined;
      const link = await deps.payloads.resultLink(job.jobId, now, basePath, dtype);
      Object.assign(body, { resultUrl: link.url, result_url: link.url, expiresAt: link.expiresAt });
    }
  }
  if (job.status === 'failed' && job.error) body.error = job.error;
  if (job.status === 'pending') {
    const progress = Math.max(job.progress ?? 0, await fannedOutProgress(deps, job.jobId, job.operation));
    if (job.progress !== undefined || progress > 0) body.progress = progress;
  }
  if (job.warning) body.warning = job.warning;
  return body;
}

/** True once a result written at `completedAt` is past its retention (it is deleted then). */
export function resultExpired(completedAt: string, retentionSeconds: number, now: Date): boolean {
  return now.getTime() >= Date.parse(completedAt) + retentionSeconds * 1000;
}

/**
 * What a completed job whose result was deleted says in place of a link: the job stays
 * `completed` (states never go back) and `error` explains, in the shape failed jobs use.
 */
export function resultExpiredError(retentionSeconds: number): JobError {
  return { code: 'result_expired', message: `The result was deleted ${retentionText(retentionSeconds)} after the job completed (results are kept for a limited time). Send the request again for a new result.` };
}

function retentionText(seconds: number): string {
  const days = seconds / 86_400;
  if (days >= 1 && Number.isInteger(days)) return days === 1 ? '1 day' : `${days} days`;
  return seconds >= 3600 ? `${Math.round(seconds / 3600)} hours` : `${Math.round(seconds)} seconds`;
}

/**
 * A fanned-out similarity job's progress, from its fan-out counters (its tasks never write the
 * job record); 0 for any other job. A failed read costs the poll only its progress.
 */
async function fannedOutProgress(deps: ServiceDeps, jobId: string, operation: string): Promise<number> {
  if (operation !== 'similarity' || !deps.fanoutStates) return 0;
  try {
    const state = await deps.fanoutStates.get(jobId);
    return state ? fanoutProgress(state) : 0;
  } catch (error) {
    deps.logger.warn('fan-out progress unavailable', { jobId, error: error instanceof Error ? error.name : 'unknown' });
    return 0;
  }
}
