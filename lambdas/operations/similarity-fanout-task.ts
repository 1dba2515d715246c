import { DomainError } from '../core/errors.js';
import { completeJob, failJob, PROCESSING_FAILED, type Job } from '../core/jobs.js';
import type { FanoutState, PartReceipt } from '../core/ports/fanout.js';
import { segmentChunks, segmentParts, taskCount, taskSegments, type FanoutSegment } from '../core/similarity/fanout-plan.js';
import type { RowSource } from '../core/similarity/similarity-body.js';
import type { MatrixProduct } from '../core/similarity/matrix-product.js';
import type { ServiceDeps } from './deps.js';
import type { FanoutDeps } from './fanout-deps.js';
import { similarityEngine } from './similarity.js';
import { storeBinaryResults } from './binary-results.js';

export type TaskOutcome = 'taskDone' | 'completed' | 'failed' | 'retrying' | 'skipped';

/** A fan-out in its similarity phase: the result's upload has begun. */
type UploadingState = FanoutState & { uploadId: string };

/** Parts of one task uploading at once while the next one is computed. */
const PARTS_IN_FLIGHT = 3;

/**
 * Runs one task of a fanned-out similarity job: computes its rows, uploads them as its block of
 * parts, records the receipts, then counts itself finished (once, however often it is
 * delivered). The task that brings the count to zero completes the upload, then the job, through
 * the same revision-conditioned write as any job, so the result exists before `completed` shows.
 * A failed task is retried with the job's retry delay; one that used up the job's attempt budget
 * aborts the upload and fails the job: a job never ends half-written.
 */
export async function runFanoutTask(deps: ServiceDeps, jobId: string, task: number): Promise<TaskOutcome> {
  const fanout = deps.fanout;
  if (!fanout) throw new DomainError('internal_error', 'This function cannot run fan-out tasks.');
  const job = await deps.jobs.get(jobId);
  if (!job || job.status !== 'pending') return 'skipped';
  const stored = await fanout.store.get(jobId);
  // A similarity task message is sent only once the upload is recorded (phase `starting`).
  if (!stored?.uploadId || task >= taskCount(stored.plan)) throw new DomainError('internal_error', `Job ${jobId} has no fan-out task ${task}.`);
  const state: UploadingState = { ...stored, uploadId: stored.uploadId };
  if (state.finished.includes(task)) {
    // A duplicate delivery. If every task is done the job is not (the finisher stopped early): finish it.
    return state.remaining === 0 ? completeFanout(deps, fanout, state) : 'skipped';
  }
  const attempt = await fanout.store.startTask(jobId, task);
  if (attempt > job.maxAttempts) return (await failFanout(deps, fanout, job, state)) ? 'failed' : 'skipped';
  const fields = { jobId, task, attempt };
  const started = performance.now();
  try {
    const receipts = await uploadTask(fanout, state, task, fanout.encoder(job.version).product);
    await fanout.payloads.putReceipts(jobId, task, receipts);
    const { remaining } = await fanout.store.finishTask(jobId, task);
    deps.logger.info('fan-out task done', { ...fields, parts: receipts.length, remaining, ms: Math.round(performance.now() - started) });
    return remaining === 0 ? await completeFanout(deps, fanout, state) : 'taskDone';
  } catch (error) {
    const code = error instanceof DomainError ? error.code : 'internal_error';
    deps.logger.warn('fan-out task failed', { ...fields, code, error: error instanceof Error ? error.message.slice(0, 200) : 'unknown' });
    const current = await deps.jobs.get(jobId);
    if (!current || current.status !== 'pending') return 'skipped';
    if (attempt >= current.maxAttempts) return (await failFanout(deps, fanout, current, state)) ? 'failed' : 'skipped';
    await fanout.queue.enqueueTask(jobId, task, deps.settings.retryDelaySeconds * attempt);
    return 'retrying';
  }
}

/** Computes the task's segments and uploads them in their part-number blocks. */
async function uploadTask(fanout: FanoutDeps, state: UploadingState, task: number, product: MatrixProduct | undefined): Promise<PartReceipt[]> {
  const { plan, jobId, uploadId } = state;
  const vectors = await fanout.payloads.getVectors(jobId);
  const engine: RowSource = similarityEngine({ shape: plan.shape, texts: [], flatten: plan.flatten }, vectors, state.dimension, product);
  const receipts: PartReceipt[] = [];
  const inFlight = new Set<Promise<void>>();
  let failure: { error: unknown } | undefined;
  const upload = async (partNumber: number, body: Uint8Array) => {
    const tracked: Promise<void> = fanout.payloads
      .putResultPart(jobId, uploadId, partNumber, body)
      .then((receipt) => void receipts.push(receipt), (error: unknown) => void (failure ??= { error }))
      .finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
    if (inFlight.size >= PARTS_IN_FLIGHT) await Promise.race(inFlight);
    if (failure) throw failure.error;
  };
  try {
    for (const segment of taskSegments(plan, task)) {
      let index = 0;
      for (const part of segmentParts(segmentChunks(engine, segment), plan.partBytes)) {
        await upload(partNumberOf(segment, index++), part);
      }
    }
  } finally {
    await Promise.all(inFlight);
  }
  if (failure) throw failure.error;
  return receipts.sort((a, b) => a.partNumber - b.partNumber);
}

function partNumberOf(segment: FanoutSegment, index: number): number {
  // The plan bounds every segment's size; a bigger one would write into the next block.
  if (index >= segment.maxParts) throw new DomainError('internal_error', `A fan-out segment needs more than its ${segment.maxParts} parts.`);
  return segment.firstPart + index;
}

async function completeFanout(deps: ServiceDeps, fanout: FanoutDeps, state: UploadingState): Promise<TaskOutcome> {
  const job = await deps.jobs.get(state.jobId);
  if (!job || job.status !== 'pending') return 'skipped';
  const parts = await fanout.payloads.completeResult(state.jobId, state.uploadId, taskCount(state.plan));
  const matrixDtypes = await storeBinaryResults(deps, state.jobId, state.plan.shape);
  if (!(await deps.jobs.update(completeJob(job, deps.clock.now(), undefined, matrixDtypes)))) return 'skipped';
  deps.logger.info('job completed', { jobId: job.jobId, operation: job.operation, tasks: taskCount(state.plan), parts, fannedOut: true });
  return 'completed';
}

/**
 * Aborts the upload first (if the similarity phase started), so no late finisher can complete it,
 * then fails the job.
 */
export async function failFanout(deps: ServiceDeps, fanout: FanoutDeps, job: Job, state: FanoutState): Promise<boolean> {
  if (state.uploadId) await fanout.payloads.abortResult(state.jobId, state.uploadId);
  const ok = await deps.jobs.update(failJob(job, PROCESSING_FAILED, deps.clock.now()));
  if (ok) deps.logger.warn('job failed', { jobId: job.jobId, operation: job.operation, fannedOut: true });
  return ok;
}
