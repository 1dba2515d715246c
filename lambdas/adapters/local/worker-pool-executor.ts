import { Piscina } from 'piscina';
import { DomainError, ERROR_CODES, type ErrorCode } from '../../core/errors.js';
import type { AnalysisRequest } from '../../core/analysis-request.js';
import type { AnalysisExecutor, AnalysisOutcome } from '../../core/ports/executor.js';
import type { AnalysisTask, AnalysisTaskResult } from '../../models/local/analysis-worker.js';

/**
 * Runs analyses on worker threads, so inference and clustering never block the HTTP event loop.
 * Each thread loads the embedded models once.
 */
export class WorkerPoolExecutor implements AnalysisExecutor {
  private readonly pool: Piscina;

  constructor(threads: number) {
    this.pool = new Piscina({
      filename: new URL('../../models/local/analysis-worker-entry.mjs', import.meta.url).href,
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: Number.POSITIVE_INFINITY,
    });
  }

  async run(request: AnalysisRequest, version: string, requestId: string): Promise<AnalysisOutcome> {
    const task: AnalysisTask = { request, version, requestId };
    const result = (await this.pool.run(task)) as AnalysisTaskResult;
    if (result.ok) return result.outcome;
    if (result.code === 'internal_error' || !ERROR_CODES.includes(result.code as ErrorCode)) {
      throw new Error(`analysis failed in a worker thread: ${result.message}`);
    }
    throw new DomainError(result.code as ErrorCode, result.message, { retryAfterSeconds: result.retryAfterSeconds });
  }

  /** Loads the models on every thread before the first request needs them. */
  async warmUp(): Promise<void> {
    const warmUp: AnalysisTask = { warmUp: true };
    await Promise.all(this.pool.threads.map(() => this.pool.run(warmUp)));
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
