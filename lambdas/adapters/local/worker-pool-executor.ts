import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { DomainError, ERROR_CODES, type ErrorCode } from '../../core/errors.js';
import type { AnalysisRequest } from '../../core/analysis-request.js';
import { MessageChannel } from 'node:worker_threads';
import type { AnalysisExecutor, AnalysisOutcome, JobOutcome, ProgressListener } from '../../core/ports/executor.js';
import type { SimilarityRequest } from '../../core/schemas/requests.js';
import type { AnalysisTask, AnalysisTaskResult, EncodeTask, EncodeTaskResult } from '../../models/local/analysis-worker.js';
import type { UseLiteVectors } from '../../models/local/use-encoder.js';
import { isBlank } from '../../core/text/blank.js';
import { USE_LITE_THREADS_ENV } from '../../models/local/use-encoder-env.js';
import { exceedsSyncSimilarity } from '../../operations/similarity.js';
import type { EmbedBatchResult, EmbedBatchTask } from './similarity-embed-task.js';
import { ModelThreadDrain } from './model-thread-drain.js';
import { SimilarityJobRunner } from './similarity-job-runner.js';

const EMBED_ENTRY = new URL('./similarity-embed-entry.cjs', import.meta.url).href;

/** Distinct texts from which a request's embedding is shared out over the threads. */
const PARALLEL_ENCODE_MIN_TEXTS = 500;
/** Longest wait for the threads' native calls at close: one inference batch takes well under this. */
const DRAIN_TIMEOUT_MS = 10_000;

function textsOf(request: AnalysisRequest): string[] {
  if (request.operation === 'embeddings') return request.inputs;
  if (request.operation === 'similarity') return request.set ?? [...(request.set_a ?? []), ...(request.set_b ?? [])];
  return [];
}

export interface WorkerPoolExecutorOptions {
  /** Threads computing large similarity results (default: one per core). */
  similarityThreads?: number;
  /** Texts per embedding batch of a large similarity job. */
  embedBatchTexts?: number;
  /** Which similarity jobs stream their result (default: those above the synchronous limits). */
  streamsSimilarity?: (request: SimilarityRequest) => boolean;
  /**
   * onnxruntime intra-op threads of the sentence encoder in each analysis thread (default:
   * `USE_LITE_THREADS` if set, else the cores per analysis thread, at least 1). The cores are
   * shared out by analysis threads, not inside one inference: concurrent requests run side by
   * side, and a large request has its texts embedded on every thread (`encodeInParallel`).
   * Intra-op threads split each matrix product statically, so on a busy machine they wait on
   * each other; one per analysis thread measured faster there (`bench/embeddings-throughput.ts`).
   */
  encoderThreads?: number;
}

/**
 * Runs analyses on worker threads, so inference and clustering never block the HTTP event loop.
 * Each thread loads the embedded models once. Similarity jobs above the synchronous limits
 * stream their result: embedded in batches here, computed on a similarity thread pool.
 */
export class WorkerPoolExecutor implements AnalysisExecutor {
  private readonly pool: Piscina;
  private readonly drain = new ModelThreadDrain();
  /** The warm-up started by `warmUp`, settled either way; `close` lets it end before draining. */
  private warming?: Promise<unknown>;
  private readonly similarity: SimilarityJobRunner;
  private readonly streamsSimilarity: (request: SimilarityRequest) => boolean;

  constructor(
    private readonly threads: number,
    options: WorkerPoolExecutorOptions = {},
  ) {
    this.pool = new Piscina({
      filename: new URL('../../models/local/analysis-worker-entry.cjs', import.meta.url).href,
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: Number.POSITIVE_INFINITY,
      // Piscina's default ('sync') parks an idle thread in Atomics.wait, where it handles no
      // messages: the drain request of `close` would then wait for its timeout on every thread
      // that ever ran a task. Plain message passing keeps idle threads listening.
      atomics: 'disabled',
      env: { ...process.env, ...this.drain.env, [USE_LITE_THREADS_ENV]: String(options.encoderThreads ?? process.env[USE_LITE_THREADS_ENV] ?? Math.max(1, Math.floor(availableParallelism() / threads))) },
    });
    this.streamsSimilarity = options.streamsSimilarity ?? exceedsSyncSimilarity;
    this.similarity = new SimilarityJobRunner((texts, version) => this.embedBatch(texts, version), {
      threads: options.similarityThreads ?? availableParallelism(),
      batchesInFlight: threads,
      batchTexts: options.embedBatchTexts,
    });
  }

  async run(request: AnalysisRequest, version: string, requestId: string, onProgress?: ProgressListener): Promise<AnalysisOutcome> {
    const seed = await this.encodeInParallel(request);
    // Progress comes back from the thread over its own channel while the task runs.
    const channel = onProgress ? new MessageChannel() : undefined;
    channel?.port2.on('message', (p: number) => onProgress!(p));
    const task: AnalysisTask = { request, version, requestId, seed, ...(channel ? { progress: channel.port1 } : {}) };
    let result: AnalysisTaskResult;
    try {
      result = (await this.pool.run(task, channel ? { transferList: [channel.port1] } : {})) as AnalysisTaskResult;
    } finally {
      channel?.port2.close();
    }
    if (result.ok) return result.outcome;
    if (result.code === 'internal_error' || !ERROR_CODES.includes(result.code as ErrorCode)) {
      throw new Error(`analysis failed in a worker thread: ${result.message}`);
    }
    throw new DomainError(result.code as ErrorCode, result.message, { retryAfterSeconds: result.retryAfterSeconds });
  }

  /** Like `run`, except that a large similarity result comes as a stream, never whole in memory. */
  async runJob(request: AnalysisRequest, version: string, jobId: string, onProgress?: ProgressListener): Promise<JobOutcome> {
    if (request.operation === 'similarity' && this.streamsSimilarity(request)) return { chunks: this.similarity.bodyChunks(request, version, jobId, onProgress) };
    return this.run(request, version, jobId, onProgress);
  }

  /** Loads the models on every thread before the first request needs them. */
  async warmUp(): Promise<void> {
    const warmUp: AnalysisTask = { warmUp: true };
    const warming = Promise.all(this.pool.threads.map(() => this.pool.run(warmUp)));
    this.warming = warming.catch(() => undefined);
    await warming;
  }

  async close(): Promise<void> {
    // A thread still loading its models when close is called may not have announced its native calls yet (the
    // announcement crosses a channel), so the drain would not wait for it: let a warm-up in progress end first
    // (bounded), then drain. Native inference still running when its thread is terminated would abort the process.
    if (this.warming) await Promise.race([this.warming, new Promise((resolve) => setTimeout(resolve, DRAIN_TIMEOUT_MS).unref())]);
    await this.drain.drain(DRAIN_TIMEOUT_MS);
    await Promise.all([this.pool.destroy(), this.similarity.close()]);
  }

  /**
   * One analysis runs on one thread. A request with many distinct texts (a synchronous cross
   * similarity of 1 × 10,000) first has its texts embedded in parts on every thread at once; the
   * vectors then seed the cache of the thread that runs the analysis, which finds them all there.
   * Sound because a text's vector does not depend on its batch (the default ONNX runtime); a
   * thread on the TF.js runtime returns no vectors and the analysis embeds as usual.
   */
  private async encodeInParallel(request: AnalysisRequest): Promise<UseLiteVectors | undefined> {
    if (this.threads < 2 || (request.operation !== 'similarity' && request.operation !== 'embeddings')) return undefined;
    const texts = [...new Set(textsOf(request).filter((t) => !isBlank(t)))];
    if (texts.length < PARALLEL_ENCODE_MIN_TEXTS) return undefined;
    const size = Math.ceil(texts.length / this.threads);
    const parts = Array.from({ length: this.threads }, (_, k) => texts.slice(k * size, (k + 1) * size)).filter((p) => p.length > 0);
    const results = (await Promise.all(parts.map((encode) => this.pool.run({ encode } satisfies EncodeTask)))) as EncodeTaskResult[];
    const seeds = results.map((r) => (r.ok ? r.seed : undefined));
    if (seeds.some((seed) => !seed)) return undefined;
    const vectors = new Float32Array(seeds.reduce((n, seed) => n + seed!.vectors.length, 0));
    let offset = 0;
    for (const seed of seeds) {
      vectors.set(seed!.vectors, offset);
      offset += seed!.vectors.length;
    }
    return { texts: seeds.flatMap((seed) => seed!.texts), vectors };
  }

  private async embedBatch(texts: string[], version: string): Promise<{ vectors: Float32Array; dimension: number }> {
    const task: EmbedBatchTask = { texts, version };
    const result = (await this.pool.run(task, { filename: EMBED_ENTRY })) as EmbedBatchResult;
    if (!result.ok) throw new Error(`embedding failed in a worker thread: ${result.message}`);
    return result;
  }
}
