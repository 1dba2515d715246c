import { DomainError } from '../core/errors.js';
import { attemptsExhausted, completeJob, failJob, leaseSecondsLeft, PROCESSING_FAILED, releaseLease, startAttempt, type Job } from '../core/jobs.js';
import { progressRecorder } from './job-progress.js';
import { isStreamedOutcome, type JobOutcome } from '../core/ports/executor.js';
import type { JobMessage } from '../core/schemas/stored.js';
import type { AnalysisRequest } from '../core/analysis-request.js';
import { usageOf, withUsage } from '../core/usage.js';
import { chunksWithUsage } from './usage-chunks.js';
import type { ServiceDeps } from './deps.js';
import { JobLease } from './job-lease.js';
import { resultMatrixShape, storeBinaryResults } from './binary-results.js';
import { fanoutPlanOf, resumeFanout, startFanout } from './similarity-fanout.js';
import { runEmbedTask, type EmbedTaskOutcome } from './similarity-fanout-embed.js';
import { runFanoutTask, type TaskOutcome } from './similarity-fanout-task.js';

/**
 * `fannedOut`: the job's work was handed to parallel tasks; it stays pending until they finish.
 * `deferred`: another attempt holds a live lease; the message was put back until the lease ends.
 */
export type RunOutcome = 'completed' | 'failed' | 'retrying' | 'skipped' | 'fannedOut' | 'deferred';

/** One queued message: a job attempt, or one embedding or similarity task of a fanned-out job. */
export function runJobMessage(deps: ServiceDeps, message: JobMessage): Promise<RunOutcome | TaskOutcome | EmbedTaskOutcome> {
  if (message.task === undefined) return runJob(deps, message.jobId);
  return message.phase === 'embed' ? runEmbedTask(deps, message.jobId, message.task) : runFanoutTask(deps, message.jobId, message.task);
}

/**
 * Runs one attempt of a job. Idempotent against duplicate deliveries: only a pending job runs,
 * the attempt is recorded before the work starts (so a crash counts), the result is stored
 * before the job is marked completed, and a used-up retry budget ends the job `failed`. With a
 * lease (`settings.jobLeaseSeconds`), a delivery that arrives while another attempt runs is put
 * back until the lease ends instead of starting a second run: if that attempt finishes, the
 * delivery then finds the job done; if its worker died, the lease lapses and the delivery runs it.
 */
export async function runJob(deps: ServiceDeps, jobId: string): Promise<RunOutcome> {
  const job = await deps.jobs.get(jobId);
  if (!job || job.status !== 'pending') return 'skipped';
  // A fanned-out job belongs to its tasks: a repeated job message only resends unsent task messages.
  const resumed = deps.fanout && (await resumeFanout(deps, deps.fanout, jobId));
  if (resumed) return resumed;
  const leaseSeconds = deps.settings.jobLeaseSeconds;
  const held = leaseSecondsLeft(job, deps.clock.now());
  if (leaseSeconds && held > 0) {
    await deps.queue.enqueue(jobId, held + 1, job.tenantId);
    return 'deferred';
  }
  if (attemptsExhausted(job)) return (await fail(deps, job)) ? 'failed' : 'skipped';
  const attemptJob = startAttempt(job, deps.clock.now(), leaseSeconds);
  if (!(await deps.jobs.update(attemptJob))) return 'skipped';
  const lease = leaseSeconds ? new JobLease(deps, attemptJob, leaseSeconds) : undefined;
  // Progress is written on the lease's chain of writes when there is one, so the two never race.
  const progress = progressRecorder(deps, attemptJob, lease);
  const latest = async () => (lease ? lease.stop() : progress.settled());
  const fields = { jobId, operation: job.operation, attempt: attemptJob.attempts, tenantId: job.tenantId };
  const started = performance.now();
  try {
    const request = await deps.payloads.getRequest(jobId);
    if (!request) throw new Error('the stored request is missing');
    const plan = deps.fanout && request.operation === 'similarity' ? fanoutPlanOf(request, deps.fanout, jobId) : undefined;
    if (plan && request.operation === 'similarity') {
      await startFanout(deps, deps.fanout!, await latest(), request, plan);
      return 'fannedOut';
    }
    const { executor } = deps;
    const outcome = executor.runJob ? await executor.runJob(request, job.version, jobId, progress.listener) : await executor.run(request, job.version, jobId);
    const bytes = await storeResult(deps, jobId, outcome, request);
    const matrixDtypes = await storeBinaryResults(deps, jobId, resultMatrixShape(request));
    const done = completeJob(await latest(), deps.clock.now(), outcome.warning, matrixDtypes);
    if (!(await deps.jobs.update(done))) return 'skipped';
    deps.logger.info('job completed', { ...fields, ms: Math.round(performance.now() - started), bytes, streamed: isStreamedOutcome(outcome) });
    return 'completed';
  } catch (error) {
    const code = error instanceof DomainError ? error.code : 'internal_error';
    deps.logger.warn('job attempt failed', { ...fields, code, error: error instanceof Error ? error.message.slice(0, 200) : 'unknown' });
    const running = await latest();
    if (attemptsExhausted(running)) return (await fail(deps, running)) ? 'failed' : 'skipped';
    // The retry must not find this attempt's lease live.
    if (lease && !(await deps.jobs.update(releaseLease(running)))) return 'skipped';
    await deps.queue.enqueue(jobId, deps.settings.retryDelaySeconds * running.attempts, running.tenantId);
    return 'retrying';
  }
}

/** Stores the result before the job completes; returns its size in bytes. */
async function storeResult(deps: ServiceDeps, jobId: string, outcome: JobOutcome, request: AnalysisRequest): Promise<number> {
  // A streamed result is computed while it is stored: it never exists whole in memory.
  // Its producers (large similarity results) write no `usage`; it is added after the last value.
  if (isStreamedOutcome(outcome)) return deps.payloads.putResultStream(jobId, chunksWithUsage(outcome.chunks, usageOf(request)));
  const body = request.operation === 'similarity' ? withUsage(outcome.body, usageOf(request)) : outcome.body;
  await deps.payloads.putResult(jobId, body);
  return body.length;
}

async function fail(deps: ServiceDeps, job: Job): Promise<boolean> {
  const ok = await deps.jobs.update(failJob(job, PROCESSING_FAILED, deps.clock.now()));
  if (ok) deps.logger.warn('job failed', { jobId: job.jobId, operation: job.operation, attempts: job.attempts });
  return ok;
}
