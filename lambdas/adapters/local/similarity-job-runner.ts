import type { SimilarityRequest } from '../../core/schemas/requests.js';
import { isBlank } from '../../core/text/blank.js';
import type { ProgressListener } from '../../core/ports/executor.js';
import { phaseListeners } from '../../core/progress-phases.js';
import { SIMILARITY_VALUES_PER_TEXT } from '../../core/similarity/fanout-progress.js';
import { valueCount } from '../../core/similarity/row-ranges.js';
import { planSimilarity, type SimilarityPlan } from '../../operations/similarity.js';
import { neighbourOptions } from '../../operations/similarity-neighbours.js';
import { SimilarityWorkerPool, type SimilarityInput } from './similarity-worker-pool.js';
import { MATRIX_PRODUCT_SIMILARITY_VERSIONS } from '../../models/local/catalog.js';

/** Embeds distinct, non-blank texts into row-major normalised vectors (on the analysis threads). */
export type EmbedBatch = (texts: string[], version: string) => Promise<{ vectors: Float32Array; dimension: number }>;

export interface SimilarityJobRunnerOptions {
  /** Threads computing and formatting the values. */
  threads: number;
  /** Batches embedding at once: one per analysis thread keeps other analyses' waits short. */
  batchesInFlight: number;
  /** Texts per embedding batch (rounded up to a multiple of `ENCODER_BATCH_TEXTS`). */
  batchTexts?: number;
}

/**
 * Texts the local encoder's TF.js runtime runs through its graph at once. On that runtime a
 * vector's last bits depend on the batch it was computed in (the TF.js kernels differ by batch
 * shape), so a job's batches must split the distinct texts exactly where a synchronous request's
 * single call does: at multiples of this size, counted over the distinct texts in order of first
 * occurrence. The default ONNX runtime gives a text the same bits in any batch
 * (`lambdas/models/local/onnx-use-encoder.ts`); the split is kept for the TF.js fallback.
 */
export const ENCODER_BATCH_TEXTS = 64;
/** About a second of encoder work: a synchronous request queued behind it waits little. */
const DEFAULT_BATCH_TEXTS = 2 * ENCODER_BATCH_TEXTS;
/**
 * Values per similarity task: about 2.3 MB of JSON. With two tasks per thread in flight this
 * bounds the result bytes in memory to about 10 MB, whatever the result's size.
 */
export const TASK_VALUES = 256 * 1024;
/** Pairs per nearest-neighbours task: only k per row come back, so tasks can be large. */
const NEIGHBOUR_TASK_VALUES = 4 * 1024 * 1024;
const FLOAT32_BYTES = 4;
/**
 * Nearest neighbours compute whole rows but format only k per row: about this many pairs per
 * embedded text (full results: `SIMILARITY_VALUES_PER_TEXT`).
 */
const NEIGHBOUR_PAIRS_PER_TEXT = 100_000;

/** Weights of the embedding and computing phases of a job (see `SIMILARITY_VALUES_PER_TEXT`). */
function similarityPhaseWeights(request: SimilarityRequest, plan: SimilarityPlan): [number, number] {
  const distinct = new Set(plan.texts.filter((t) => !isBlank(t))).size;
  const { shape } = plan;
  if (request.topK !== undefined) return [distinct, (shape.rows * (shape.scenario === 'self' ? shape.rows : shape.cols)) / NEIGHBOUR_PAIRS_PER_TEXT];
  return [distinct, valueCount(shape) / SIMILARITY_VALUES_PER_TEXT];
}

/**
 * Large similarity jobs, locally: the texts are embedded in batches on the analysis threads
 * into one shared array (the only state that grows with the input), then the body is computed
 * and formatted tile by tile on the similarity threads and handed out as chunks in order, as
 * fast as the consumer stores them. One job computes at a time (it uses every core); others wait.
 */
export class SimilarityJobRunner {
  private pool: SimilarityWorkerPool | undefined;
  private tail: Promise<void> = Promise.resolve();

  constructor(
    private readonly embed: EmbedBatch,
    private readonly options: SimilarityJobRunnerOptions,
  ) {}

  /** The job's response body (`requestId` = the job id) as byte chunks. */
  async *bodyChunks(request: SimilarityRequest, version: string, jobId: string, onProgress?: ProgressListener): AsyncGenerator<Uint8Array> {
    const release = await this.turn();
    try {
      const plan = planSimilarity(request);
      const [embedding, computing] = phaseListeners(onProgress, similarityPhaseWeights(request, plan));
      const input = await this.embedAll(plan, version, embedding);
      this.pool ??= new SimilarityWorkerPool(this.options.threads);
      if (request.topK !== undefined) {
        // Whole rows: each row's neighbours are complete within its task.
        const whole: SimilarityInput = input.scenario === 'self' ? { ...input, fullRows: true } : input;
        yield* this.pool.neighbourChunks(whole, { requestId: jobId, neighbours: neighbourOptions(request), taskValues: NEIGHBOUR_TASK_VALUES, onProgress: computing });
        return;
      }
      yield* this.pool.bodyChunks(input, { requestId: jobId, flatten: plan.flatten, taskValues: TASK_VALUES, onProgress: computing });
    } finally {
      release();
    }
  }

  async close(): Promise<void> {
    await this.pool?.close();
  }

  /** Waits for the jobs before this one; resolves to the function that lets the next one run. */
  private turn(): Promise<() => void> {
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    const previous = this.tail;
    this.tail = previous.then(() => done);
    return previous.then(() => release);
  }

  /**
   * Every text's vector, row-major, in shared memory: each distinct text embedded once into the
   * row of its first occurrence, then copied to its repeats; blank texts keep the zero vector.
   */
  private async embedAll(plan: SimilarityPlan, version: string, onProgress: ProgressListener): Promise<SimilarityInput> {
    const { texts, shape } = plan;
    const firstOf = new Map<string, number>();
    const repeats: number[] = [];
    for (let i = 0; i < texts.length; i++) {
      if (isBlank(texts[i])) continue;
      const first = firstOf.get(texts[i]);
      if (first === undefined) firstOf.set(texts[i], i);
      else repeats.push(i, first);
    }
    const distinct = [...firstOf.values()];
    firstOf.clear();
    const batchTexts = Math.ceil((this.options.batchTexts ?? DEFAULT_BATCH_TEXTS) / ENCODER_BATCH_TEXTS) * ENCODER_BATCH_TEXTS;
    let vectors: Float32Array | undefined;
    let dimension = 0;
    const allocate = (d: number) => {
      dimension = d;
      vectors = new Float32Array(new SharedArrayBuffer(texts.length * d * FLOAT32_BYTES));
      return vectors;
    };
    let next = 0;
    let embedded = 0;
    let failed = false;
    const lane = async () => {
      while (!failed && next < distinct.length) {
        const positions = distinct.slice(next, (next += batchTexts));
        try {
          const batch = await this.embed(positions.map((p) => texts[p]), version);
          const out = vectors ?? allocate(batch.dimension);
          positions.forEach((p, k) => out.set(batch.vectors.subarray(k * dimension, (k + 1) * dimension), p * dimension));
          embedded += positions.length;
          onProgress(embedded / distinct.length);
        } catch (error) {
          failed = true;
          throw error;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, this.options.batchesInFlight) }, lane));
    // Only blank texts: no batch told the dimension; an empty one does.
    const out = vectors ?? allocate((await this.embed([], version)).dimension);
    for (let k = 0; k < repeats.length; k += 2) out.copyWithin(repeats[k] * dimension, repeats[k + 1] * dimension, (repeats[k + 1] + 1) * dimension);
    const engine = MATRIX_PRODUCT_SIMILARITY_VERSIONS.has(version) ? 'matrix-product' : 'exact';
    if (shape.scenario === 'self') return { scenario: 'self', vectors: out, count: shape.rows, dimension, engine };
    const split = shape.rows * dimension;
    return { scenario: 'cross', a: out.subarray(0, split), aCount: shape.rows, b: out.subarray(split), bCount: shape.cols, dimension, engine };
  }
}
