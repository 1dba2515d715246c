import type { MessagePort } from 'node:worker_threads';
import { DomainError } from '../../core/errors.js';
import type { AnalysisRequest } from '../../core/analysis-request.js';
import type { AnalysisOutcome } from '../../core/ports/executor.js';
import { runAnalysis } from '../../operations/run-analysis.js';
import { LocalModelProvider } from './provider.js';
import { LOCAL_V1 } from './catalog.js';
import { encodeForCache, seedUseLiteCache, type UseLiteVectors } from './use-encoder.js';

/**
 * A task posted to a worker thread. `seed`: sentence vectors other threads computed for this
 * request (see `EncodeTask`), put into this thread's cache before the analysis runs.
 */
export type AnalysisTask = { request: AnalysisRequest; version: string; requestId: string; seed?: UseLiteVectors; progress?: MessagePort } | { warmUp: true };

/** Embeds part of a large request's texts for the thread that will run it (see `encodeForCache`). */
export interface EncodeTask {
  encode: string[];
}

/** The vectors, or none when they cannot be shared between threads (TF.js runtime). */
export type EncodeTaskResult = { ok: true; seed?: UseLiteVectors } | { ok: false; message: string };

/** Errors cross the thread boundary as data: structured cloning drops an error's code. */
export type AnalysisTaskResult =
  | { ok: true; outcome: AnalysisOutcome }
  | { ok: false; code: string; message: string; retryAfterSeconds?: number };

let provider: LocalModelProvider | undefined;

/** Worker-thread entry (piscina): one analysis on this thread's embedded models. */
export default async function analyse(task: AnalysisTask | EncodeTask): Promise<AnalysisTaskResult | EncodeTaskResult> {
  provider ??= new LocalModelProvider();
  if ('encode' in task) {
    try {
      return { ok: true, seed: await encodeForCache(task.encode) };
    } catch (error) {
      return { ok: false, message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
    }
  }
  if ('warmUp' in task) {
    await provider.encoder('embeddings', LOCAL_V1).embed(['warm up']);
    return { ok: true, outcome: { body: '' } };
  }
  if (task.seed) seedUseLiteCache(task.seed);
  try {
    const { progress } = task;
    return { ok: true, outcome: await runAnalysis(task.request, task.version, task.requestId, provider, progress ? (p) => progress.postMessage(p) : undefined) };
  } catch (error) {
    if (error instanceof DomainError) {
      return { ok: false, code: error.code, message: error.message, retryAfterSeconds: error.retryAfterSeconds };
    }
    return { ok: false, code: 'internal_error', message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  } finally {
    task.progress?.close();
  }
}
