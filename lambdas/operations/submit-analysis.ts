import { DomainError } from '../core/errors.js';
import { formatId, ID_BYTES } from '../core/ids.js';
import { failJob, newJob, type Job } from '../core/jobs.js';
import { resolveRequestVersion, type RequestOperation } from '../core/request-operations.js';
import { validateAnalysisRequest, type QueryFlags } from '../core/validation.js';
import type { ServiceDeps } from './deps.js';
import { usageOf, withUsage } from '../core/usage.js';

/** Seconds a client over its concurrent-job quota should wait. */
const QUOTA_RETRY_AFTER_SECONDS = 5;

export interface SubmitInput {
  tenantId: string;
  operation: RequestOperation;
  body: unknown;
  query: QueryFlags;
  requestId: string;
}

export type SubmitOutcome =
  | { kind: 'sync'; body: string; warning?: string; ignoredFields: string[] }
  | { kind: 'async'; job: Job; ignoredFields: string[] };

/**
 * One analysis request: validated completely first; then computed at once (`fast: true`) or
 * recorded as a pending job (request stored before the job exists) and queued.
 */
export async function submitAnalysis(deps: ServiceDeps, input: SubmitInput): Promise<SubmitOutcome> {
  const { request, ignoredFields } = validateAnalysisRequest(input.operation, input.body, input.query);
  const version = resolveRequestVersion(deps.catalog, input.operation, 'version' in request ? request.version : undefined);
  const started = performance.now();
  if (request.fast === true) {
    const outcome = await deps.executor.run(request, version, input.requestId);
    deps.logger.info('analysis completed', { operation: input.operation, requestId: input.requestId, tenantId: input.tenantId, version, ms: Math.round(performance.now() - started) });
    // Similarity bodies are built without `usage` (streamed ones cannot end otherwise); it is added here.
    const body = request.operation === 'similarity' ? withUsage(outcome.body, usageOf(request)) : outcome.body;
    return { kind: 'sync', body, warning: outcome.warning, ignoredFields };
  }
  const pending = await deps.jobs.countPending(input.tenantId);
  if (pending >= deps.settings.maxPendingJobsPerTenant) {
    throw new DomainError('rate_limited', `Too many pending jobs (${pending}); wait for some to finish.`, { retryAfterSeconds: QUOTA_RETRY_AFTER_SECONDS });
  }
  const jobId = formatId('job', deps.random.bytes(ID_BYTES));
  const job = newJob({ jobId, tenantId: input.tenantId, operation: input.operation, version, requestId: input.requestId }, deps.clock.now(), deps.settings.maxJobAttempts);
  await deps.payloads.putRequest(jobId, request);
  await deps.jobs.create(job);
  try {
    await deps.queue.enqueue(jobId, 0, input.tenantId);
  } catch (error) {
    await deps.jobs.update(failJob(job, { code: 'internal_error', message: 'The job could not be queued.' }, deps.clock.now()));
    throw error;
  }
  deps.logger.info('job accepted', { operation: input.operation, jobId, requestId: input.requestId, tenantId: input.tenantId, version });
  return { kind: 'async', job, ignoredFields };
}
