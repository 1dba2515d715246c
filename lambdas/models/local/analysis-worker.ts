import { DomainError } from '../../core/errors.js';
import type { AnalysisRequest } from '../../core/analysis-request.js';
import type { AnalysisOutcome } from '../../core/ports/executor.js';
import { runAnalysis } from '../../operations/run-analysis.js';
import { LocalModelProvider } from './provider.js';
import { LOCAL_V1 } from './catalog.js';

/** A task posted to a worker thread. */
export type AnalysisTask = { request: AnalysisRequest; version: string; requestId: string } | { warmUp: true };

/** Errors cross the thread boundary as data: structured cloning drops an error's code. */
export type AnalysisTaskResult =
  | { ok: true; outcome: AnalysisOutcome }
  | { ok: false; code: string; message: string; retryAfterSeconds?: number };

let provider: LocalModelProvider | undefined;

/** Worker-thread entry (piscina): one analysis on this thread's embedded models. */
export default async function analyse(task: AnalysisTask): Promise<AnalysisTaskResult> {
  provider ??= new LocalModelProvider();
  if ('warmUp' in task) {
    await provider.encoder('embeddings', LOCAL_V1).embed(['warm up']);
    return { ok: true, outcome: { body: '' } };
  }
  try {
    return { ok: true, outcome: await runAnalysis(task.request, task.version, task.requestId, provider) };
  } catch (error) {
    if (error instanceof DomainError) {
      return { ok: false, code: error.code, message: error.message, retryAfterSeconds: error.retryAfterSeconds };
    }
    return { ok: false, code: 'internal_error', message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}
