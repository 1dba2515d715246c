import { DomainError } from '../core/errors.js';
import type { Job } from '../core/jobs.js';
import type { EmbedPhase, FanoutState } from '../core/ports/fanout.js';
import type { SimilarityRequest } from '../core/schemas/requests.js';
import { distinctRows, embedChunkRange, planEmbedChunks } from '../core/similarity/embed-chunks.js';
import { planFanout, taskCount, type FanoutPlan } from '../core/similarity/fanout-plan.js';
import { valueCount } from '../core/similarity/row-ranges.js';
import type { ServiceDeps } from './deps.js';
import type { FanoutDeps } from './fanout-deps.js';
import { planSimilarity } from './similarity.js';
import { sideSplitsOf } from '../core/similarity/split-units.js';

/**
 * The coordinator of a large similarity job and the move from its embedding phase to its
 * similarity phase. The coordinator embeds nothing itself: it stores the distinct texts in
 * chunks, records the fan-out and sends the first embedding task message of each lane (each
 * embedding task sends its lane's next, see `runEmbedTask`). The last embedding task to finish
 * assembles the vectors, starts the result's multipart upload and sends one similarity task
 * message per row range (`beginSimilarity`). The job stays pending; the last similarity task to
 * finish completes it (see `runFanoutTask`).
 */

/** S3 objects read or written, and messages sent, at once. */
const IN_FLIGHT = 16;

/** The fan-out plan of a request, or undefined when it runs on one worker. */
export function fanoutPlanOf(request: SimilarityRequest, fanout: FanoutDeps, jobId: string): FanoutPlan | undefined {
  // A request with `split` is bounded by its unit pairs and runs on one worker.
  if (sideSplitsOf(request.split)) return undefined;
  const { shape, flatten } = planSimilarity(request);
  // Nearest neighbours are small: one worker computes them, whatever the size of the input.
  if (request.topK !== undefined || valueCount(shape) < fanout.settings.minValues) return undefined;
  const { taskValues, minPartBytes, partBytes } = fanout.settings;
  return planFanout(shape, { requestId: jobId, flatten, taskValues, minPartBytes, partBytes });
}

/**
 * Starts the fan-out of `job` (whose attempt is recorded). Crash-safe: the texts are stored and
 * the state written (phase `embedStarting`) before any task message, and a redelivered job
 * message finds the state and sends the messages again (`resumeFanout`); the stored objects are
 * rewritten identically and tasks are idempotent, so duplicates do no harm.
 */
export async function startFanout(deps: ServiceDeps, fanout: FanoutDeps, job: Job, request: SimilarityRequest, plan: FanoutPlan): Promise<void> {
  const { jobId } = job;
  const { dimension } = fanout.encoder(job.version);
  // The single worker's rule (`embedTexts`): distinct non-blank texts in order of first occurrence.
  const { distinct, rows } = distinctRows(planSimilarity(request).texts);
  const chunking = planEmbedChunks(distinct.length, fanout.settings.embedTexts);
  await fanout.payloads.putRows(jobId, rows);
  await forEachIndex(chunking.chunks, (chunk) => {
    const { start, end } = embedChunkRange(chunking, chunk);
    return fanout.payloads.putChunkTexts(jobId, chunk, distinct.slice(start, end));
  });
  const state: FanoutState = {
    jobId,
    plan,
    dimension,
    remaining: taskCount(plan),
    finished: [],
    phase: 'embedStarting',
    embed: { ...chunking, lanes: fanout.settings.embedLanes, remaining: chunking.chunks, finished: [], started: [] },
  };
  // Another coordinator got there first: its state stands (the objects above are the same).
  if (!(await fanout.store.create(state))) return;
  await sendEmbedTasks(fanout, jobId, state.embed!);
  deps.logger.info('similarity job fanned out', { jobId, texts: rows.length, distinct: distinct.length, chunks: chunking.chunks, chunkTexts: chunking.chunkTexts, lanes: state.embed!.lanes, tasks: taskCount(plan) });
  // Only blank texts: nothing to embed, so the similarity phase starts at once.
  if (chunking.chunks === 0) await beginSimilarity(deps, fanout, state);
}

/**
 * A job that has a fan-out already: sends its task messages again if whoever sends them stopped
 * before it had sent them all, starts the similarity phase if every chunk is embedded but it had
 * not started, and answers `skipped` otherwise (a duplicate job message while tasks run).
 * Undefined when the job has no fan-out.
 */
export async function resumeFanout(deps: ServiceDeps, fanout: FanoutDeps, jobId: string): Promise<'fannedOut' | 'skipped' | undefined> {
  const state = await fanout.store.get(jobId);
  if (!state) return undefined;
  const { embed } = state;
  if (state.phase === 'embedStarting' && embed) {
    await sendEmbedTasks(fanout, jobId, embed);
    deps.logger.info('similarity fan-out resumed', { jobId, phase: 'embed' });
  }
  if (!state.uploadId && embed?.remaining === 0) return beginSimilarity(deps, fanout, state);
  if (state.phase === 'embedStarting') return 'fannedOut';
  if (state.phase === 'starting') return resumeSimilarity(deps, fanout, state);
  return 'skipped';
}

/**
 * The end of the embedding phase: assembles the job's vectors from the chunks, stores them,
 * starts the result's upload, records it and sends the similarity task messages. Run by the last
 * embedding task to finish (or its retry); a concurrent duplicate loses the conditional write,
 * aborts its own upload and answers `skipped` (its vectors were the same bytes).
 */
export async function beginSimilarity(deps: ServiceDeps, fanout: FanoutDeps, state: FanoutState): Promise<'fannedOut' | 'skipped'> {
  const { jobId, plan } = state;
  const started = performance.now();
  await fanout.payloads.putVectors(jobId, await assembleVectors(fanout, state));
  const uploadId = await fanout.payloads.beginResult(jobId);
  if (!(await fanout.store.startSimilarity(jobId, uploadId))) {
    await fanout.payloads.abortResult(jobId, uploadId);
    return 'skipped';
  }
  const tasks = taskCount(plan);
  await sendTasks(fanout, jobId, tasks);
  deps.logger.info('similarity phase started', { jobId, tasks, partBytes: plan.partBytes, assembleMs: Math.round(performance.now() - started) });
  return 'fannedOut';
}

/** Phase `starting`: sends the similarity task messages of the unfinished tasks again. */
export async function resumeSimilarity(deps: ServiceDeps, fanout: FanoutDeps, state: FanoutState): Promise<'fannedOut'> {
  await sendTasks(fanout, state.jobId, taskCount(state.plan), new Set(state.finished));
  deps.logger.info('similarity fan-out resumed', { jobId: state.jobId, phase: 'similarity', tasks: taskCount(state.plan) - state.finished.length });
  return 'fannedOut';
}

/**
 * One row per input text (A then B for cross), row-major: each text gets its distinct text's
 * vector, a blank text the zero vector, exactly as `embedTexts` lays them out for one worker.
 * Holds the result and one batch of chunks: a similarity task holds as much.
 */
async function assembleVectors(fanout: FanoutDeps, state: FanoutState): Promise<Float32Array> {
  const { jobId, dimension, plan, embed } = state;
  if (!embed) throw new DomainError('internal_error', `Job ${jobId} has no embedding phase.`);
  const rows = await fanout.payloads.getRows(jobId);
  const { shape } = plan;
  if (rows.length !== (shape.scenario === 'self' ? shape.rows : shape.rows + shape.cols)) throw new DomainError('internal_error', `The row index of job ${jobId} does not match its plan.`);
  const rowsOfChunk: number[][] = Array.from({ length: embed.chunks }, () => []);
  rows.forEach((text, row) => {
    if (text >= embed.texts) throw new DomainError('internal_error', `The row index of job ${jobId} names a text it does not have.`);
    if (text >= 0) rowsOfChunk[Math.floor(text / embed.chunkTexts)].push(row);
  });
  const out = new Float32Array(rows.length * dimension);
  await forEachIndex(embed.chunks, async (chunk) => {
    const { start, end } = embedChunkRange(embed, chunk);
    const vectors = await fanout.payloads.getChunkVectors(jobId, chunk);
    if (vectors.length !== (end - start) * dimension) throw new DomainError('internal_error', `The vectors of embedding chunk ${chunk} of job ${jobId} are incomplete.`);
    for (const row of rowsOfChunk[chunk]) {
      const at = (rows[row] - start) * dimension;
      out.set(vectors.subarray(at, at + dimension), row * dimension);
    }
  });
  return out;
}

/**
 * Sends the first chunk of each lane, unless it was started (its message is being handled, or
 * comes back with a retry or redelivery) or embedded (then it sent the lane's next).
 */
async function sendEmbedTasks(fanout: FanoutDeps, jobId: string, embed: EmbedPhase): Promise<void> {
  const sent = new Set([...embed.finished, ...embed.started]);
  await forEachIndex(Math.min(embed.lanes, embed.chunks), async (chunk) => {
    if (!sent.has(chunk)) await fanout.queue.enqueueEmbedTask(jobId, chunk);
  });
  await fanout.store.markEmbedding(jobId);
}

async function sendTasks(fanout: FanoutDeps, jobId: string, tasks: number, finished: ReadonlySet<number> = new Set()): Promise<void> {
  await forEachIndex(tasks, async (task) => {
    if (!finished.has(task)) await fanout.queue.enqueueTask(jobId, task);
  });
  await fanout.store.markRunning(jobId);
}

/** Runs `work` for 0…count-1, `IN_FLIGHT` at a time; stops starting new ones after a failure. */
async function forEachIndex(count: number, work: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (!failed && next < count) {
      try {
        await work(next++);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, count) }, lane));
}
