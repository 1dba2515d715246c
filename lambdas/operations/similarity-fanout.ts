import type { Job } from '../core/jobs.js';
import type { SimilarityRequest } from '../core/schemas/requests.js';
import { planFanout, taskCount, type FanoutPlan } from '../core/similarity/fanout-plan.js';
import { valueCount } from '../core/similarity/row-ranges.js';
import type { ServiceDeps } from './deps.js';
import { embedTexts } from './embed-texts.js';
import type { FanoutDeps } from './fanout-deps.js';
import { packVectors, planSimilarity } from './similarity.js';

/**
 * The coordinator of a large similarity job: it embeds the texts once, stores the vectors,
 * starts the result's multipart upload, records the fan-out and sends one task message per row
 * range. The job stays pending; the last task to finish completes it (see `runFanoutTask`).
 */

/** The fan-out plan of a request, or undefined when it runs on one worker. */
export function fanoutPlanOf(request: SimilarityRequest, fanout: FanoutDeps, jobId: string): FanoutPlan | undefined {
  const { shape, flatten } = planSimilarity(request);
  if (valueCount(shape) < fanout.settings.minValues) return undefined;
  const { taskValues, minPartBytes, partBytes } = fanout.settings;
  return planFanout(shape, { requestId: jobId, flatten, taskValues, minPartBytes, partBytes });
}

/**
 * Starts the fan-out of `job` (whose attempt is recorded). Crash-safe: the state is written
 * before any task message, in phase `starting`, and a redelivered job message finds it and
 * sends the messages again (`resumeFanout`); tasks are idempotent, so duplicates do no harm.
 */
export async function startFanout(deps: ServiceDeps, fanout: FanoutDeps, job: Job, request: SimilarityRequest, plan: FanoutPlan): Promise<void> {
  const { jobId } = job;
  const encoder = fanout.encoder(job.version);
  const started = performance.now();
  const vectors = packVectors(await embedTexts(encoder, planSimilarity(request).texts), encoder.dimension);
  const embeddedMs = Math.round(performance.now() - started);
  await fanout.payloads.putVectors(jobId, vectors);
  const uploadId = await fanout.payloads.beginResult(jobId);
  const tasks = taskCount(plan);
  const created = await fanout.store.create({ jobId, uploadId, plan, dimension: encoder.dimension, remaining: tasks, finished: [], phase: 'starting' });
  if (!created) {
    // Another coordinator got there first: keep its upload, drop this one.
    await fanout.payloads.abortResult(jobId, uploadId);
    return;
  }
  await sendTasks(fanout, jobId, tasks);
  deps.logger.info('similarity job fanned out', { jobId, tasks, partBytes: plan.partBytes, embeddedMs });
}

/**
 * A job that has a fan-out already: sends its task messages again if the coordinator stopped
 * before it had sent them all; `skipped` otherwise (a duplicate job message while tasks run).
 * Undefined when the job has no fan-out.
 */
export async function resumeFanout(deps: ServiceDeps, fanout: FanoutDeps, jobId: string): Promise<'fannedOut' | 'skipped' | undefined> {
  const state = await fanout.store.get(jobId);
  if (!state) return undefined;
  if (state.phase === 'running') return 'skipped';
  const unfinished = taskCount(state.plan);
  await sendTasks(fanout, jobId, unfinished, new Set(state.finished));
  deps.logger.info('similarity fan-out resumed', { jobId, tasks: unfinished - state.finished.length });
  return 'fannedOut';
}

async function sendTasks(fanout: FanoutDeps, jobId: string, tasks: number, finished: ReadonlySet<number> = new Set()): Promise<void> {
  for (let task = 0; task < tasks; task++) if (!finished.has(task)) await fanout.queue.enqueueTask(jobId, task);
  await fanout.store.markRunning(jobId);
}
