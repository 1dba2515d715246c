import { DomainError } from '../core/errors.js';
import type { Job } from '../core/jobs.js';
import type { EmbedPhase, FanoutState } from '../core/ports/fanout.js';
import { embedChunkRange } from '../core/similarity/embed-chunks.js';
import { normalizeInPlace } from '../core/vectors.js';
import type { ServiceDeps } from './deps.js';
import type { FanoutDeps } from './fanout-deps.js';
import { beginSimilarity, resumeSimilarity } from './similarity-fanout.js';
import { failFanout } from './similarity-fanout-task.js';

/** `fannedOut`: this task was the last of the embedding phase and started the similarity phase. */
export type EmbedTaskOutcome = 'taskDone' | 'fannedOut' | 'failed' | 'retrying' | 'skipped';

/**
 * Runs one embedding task of a fanned-out similarity job: embeds its chunk of the distinct texts
 * (normalised, as `embedTexts` does), stores the vectors, then counts itself finished (once,
 * however often it is delivered) and sends its lane's next chunk. The task that brings the count
 * to zero assembles the job's vectors and starts the similarity phase (`beginSimilarity`); if it
 * fails after counting, its retry does only what is left. A failed task is retried with the
 * job's retry delay; one that used up the job's attempt budget fails the job (no upload exists
 * yet, so none is left open).
 */
export async function runEmbedTask(deps: ServiceDeps, jobId: string, chunk: number): Promise<EmbedTaskOutcome> {
  const fanout = deps.fanout;
  if (!fanout) throw new DomainError('internal_error', 'This function cannot run fan-out tasks.');
  const job = await deps.jobs.get(jobId);
  if (!job || job.status !== 'pending') return 'skipped';
  const state = await fanout.store.get(jobId);
  const embed = state?.embed;
  if (!state || !embed || chunk >= embed.chunks) throw new DomainError('internal_error', `Job ${jobId} has no embedding task ${chunk}.`);
  const embedded = embed.finished.includes(chunk);
  if (embedded) {
    // A duplicate delivery, or the retry of a finisher that stopped early: only its lane's next
    // chunk, or a similarity phase not yet (fully) started, may be left to do.
    if (embed.remaining > 0) {
      await sendNext(fanout, jobId, embed, chunk);
      return 'skipped';
    }
    if (state.phase === 'running') return 'skipped';
    if (state.uploadId) return resumeSimilarity(deps, fanout, state);
  }
  const attempt = await fanout.store.startTask(jobId, chunk, 'embed');
  // A chunk that crashed on every attempt. (An embedded one only fails the job when starting the similarity phase fails, below.)
  if (!embedded && attempt > job.maxAttempts) return (await failFanout(deps, fanout, job, state)) ? 'failed' : 'skipped';
  const fields = { jobId, chunk, attempt };
  const started = performance.now();
  try {
    if (!embedded) {
      const { texts, counted, remaining } = await embedChunk(fanout, job, state, embed, chunk);
      deps.logger.info('fan-out embedding task done', { ...fields, texts, remaining, ms: Math.round(performance.now() - started) });
      if (remaining > 0) {
        // A concurrent duplicate that was not counted leaves the hand-on to the one that was.
        if (counted) await sendNext(fanout, jobId, { ...embed, finished: [], started: [] }, chunk);
        return 'taskDone';
      }
    }
    return await beginSimilarity(deps, fanout, state);
  } catch (error) {
    const code = error instanceof DomainError ? error.code : 'internal_error';
    deps.logger.warn('fan-out embedding task failed', { ...fields, code, error: error instanceof Error ? error.message.slice(0, 200) : 'unknown' });
    const current = await deps.jobs.get(jobId);
    if (!current || current.status !== 'pending') return 'skipped';
    // Read again: the upload may have begun before the failure (then it is aborted).
    if (attempt >= current.maxAttempts) return (await failFanout(deps, fanout, current, (await fanout.store.get(jobId)) ?? state)) ? 'failed' : 'skipped';
    await fanout.queue.enqueueEmbedTask(jobId, chunk, deps.settings.retryDelaySeconds * attempt);
    return 'retrying';
  }
}

/**
 * Sends the next chunk of `chunk`'s lane, unless there is none or it was started or embedded
 * already (its message was sent before).
 */
async function sendNext(fanout: FanoutDeps, jobId: string, embed: EmbedPhase, chunk: number): Promise<void> {
  const next = chunk + embed.lanes;
  if (next < embed.chunks && !embed.finished.includes(next) && !embed.started.includes(next)) await fanout.queue.enqueueEmbedTask(jobId, next);
}

/** Embeds one chunk, stores its vectors and counts it down; returns its size and the chunks left. */
async function embedChunk(fanout: FanoutDeps, job: Job, state: FanoutState, embed: EmbedPhase, chunk: number): Promise<{ texts: number; counted: boolean; remaining: number }> {
  const { jobId, dimension } = state;
  const { start, end } = embedChunkRange(embed, chunk);
  const texts = await fanout.payloads.getChunkTexts(jobId, chunk);
  if (texts.length !== end - start) throw new DomainError('internal_error', `Embedding chunk ${chunk} of job ${jobId} holds ${texts.length} texts, not ${end - start}.`);
  const encoder = fanout.encoder(job.version);
  if (encoder.dimension !== dimension) throw new DomainError('internal_error', `The encoder of job ${jobId} has dimension ${encoder.dimension}, not ${dimension}.`);
  const vectors = await encoder.embed(texts);
  if (vectors.length !== texts.length) throw new Error(`encoder returned ${vectors.length} vectors for ${texts.length} texts`);
  const packed = new Float32Array(texts.length * dimension);
  vectors.forEach((vector, i) => {
    if (vector.length !== dimension) throw new Error(`encoder returned a vector of ${vector.length} values, not ${dimension}`);
    packed.set(normalizeInPlace(vector), i * dimension);
  });
  await fanout.payloads.putChunkVectors(jobId, chunk, packed);
  const { counted, remaining } = await fanout.store.finishTask(jobId, chunk, 'embed');
  return { texts: texts.length, counted, remaining };
}
