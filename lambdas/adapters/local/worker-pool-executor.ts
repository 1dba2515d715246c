import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { DomainError, ERROR_CODES, type ErrorCode } from '../../core/errors.js';
import type { AnalysisRequest } from '../../core/analysis-request.js';
import type { AnalysisExecutor, AnalysisOutcome, JobOutcome } from '../../core/ports/executor.js';
import type { SimilarityRequest } from '../../core/schemas/requests.js';
import type { AnalysisTask, AnalysisTaskResult } from '../../models/local/analysis-worker.js';
import { exceedsSyncSimilarity } from '../../operations/similarity.js';
import type { EmbedBatchResult, EmbedBatchTask } from './similarity-embed-task.js';
import { SimilarityJobRunner } from './similarity-job-runner.js';

const EMBED_ENTRY = new URL('./similarity-embed-entry.mjs', import.meta.url).href;

export interface WorkerPoolExecutorOptions {
  /** Threads computing large similarity results (default: one per core). */
  similarityThreads?: number;
  /** Texts per embedding batch of a large similarity job. */
  embedBatchTexts?: number;
  /** Which similarity jobs stream their result (default: those above the synchronous limits). */
  streamsSimilarity?: (request: SimilarityRequest) => boolean;
}

/**
 * Runs analyses on worker threads, so inference and clustering never block the HTTP event loop.
 * Each thread loads the embedded models once. Similarity jobs above the synchronous limits
 * stream their result: embedded in batches here, computed on a similarity thread pool.
 */
export class WorkerPoolExecutor implements AnalysisExecutor {
  private readonly pool: Piscina;
  private readonly similarity: SimilarityJobRunner;
  private readonly streamsSimilarity: (request: SimilarityRequest) => boolean;

  constructor(threads: number, options: WorkerPoolExecutorOptions = {}) {
    this.pool = new Piscina({
      filename: new URL('../../models/local/analysis-worker-entry.mjs', import.meta.url).href,
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: Number.POSITIVE_INFINITY,
    });
    this.streamsSimilarity = options.streamsSimilarity ?? exceedsSyncSimilarity;
    this.similarity = new SimilarityJobRunner((texts, version) => this.embedBatch(texts, version), {
      threads: options.similarityThreads ?? availableParallelism(),
      batchesInFlight: threads,
      batchTexts: options.embedBatchTexts,
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

  /** Like `run`, except that a large similarity result comes as a stream, never whole in memory. */
  async runJob(request: AnalysisRequest, version: string, jobId: string): Promise<JobOutcome> {
    if (request.operation === 'similarity' && this.streamsSimilarity(request)) return { chunks: this.similarity.bodyChunks(request, version, jobId) };
    return this.run(request, version, jobId);
  }

  /** Loads the models on every thread before the first request needs them. */
  async warmUp(): Promise<void> {
    const warmUp: AnalysisTask = { warmUp: true };
    await Promise.all(this.pool.threads.map(() => this.pool.run(warmUp)));
  }

  async close(): Promise<void> {
    await Promise.all([this.pool.destroy(), this.similarity.close()]);
  }

  private async embedBatch(texts: string[], version: string): Promise<{ vectors: Float32Array; dimension: number }> {
    const task: EmbedBatchTask = { texts, version };
    const result = (await this.pool.run(task, { filename: EMBED_ENTRY })) as EmbedBatchResult;
    if (!result.ok) throw new Error(`embedding failed in a worker thread: ${result.message}`);
    return result;
  }
}
