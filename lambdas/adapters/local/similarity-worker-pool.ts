import { Worker } from 'node:worker_threads';
import { planRowRanges, rowBlocks, valueCount, crossShape, selfShape, type RowRange, type SimilarityShape } from '../../core/similarity/row-ranges.js';
import { alignRanges, panelRows } from '../../core/similarity/gemm-similarity-engine.js';
import { similarityBodyLayout } from '../../core/similarity/similarity-body.js';
import type { EngineOptions } from '../../core/similarity/similarity-engine.js';
import type { NeighbourOptions } from '../../core/similarity/nearest-neighbours.js';
import { neighbourEntriesText, neighboursBodyHead, neighboursBodyTail } from '../../core/similarity/neighbours-body.js';
import type { SimilarityInput, SimilarityWorkerReply, SimilarityWorkerRequest } from './similarity-jobs.js';

export type { SimilarityInput } from './similarity-jobs.js';

/** Values per streamed task: about 8 MB of JSON text, so a few tasks in flight stay small. */
const DEFAULT_TASK_VALUES = 1_000_000;
const DEFAULT_CHUNK_BYTES = 1024 * 1024;
/** Tasks in flight per thread while streaming: one computing, one waiting to be sent. */
const LOOKAHEAD_PER_THREAD = 2;

export interface StreamOptions {
  requestId: string;
  flatten?: boolean;
  chunkBytes?: number;
  /** Values computed and formatted by one task; bounds the memory held by results in flight. */
  taskValues?: number;
  /** The share of the tasks done, after each. */
  onProgress?: (done: number) => void;
}

export interface NeighbourStreamOptions {
  requestId: string;
  neighbours: NeighbourOptions;
  /** Values (row × column pairs) computed by one task. */
  taskValues?: number;
  /** The share of the tasks done, after each. */
  onProgress?: (done: number) => void;
}

/** A request without its id (the thread numbers them), one member of the union at a time. */
type Unnumbered<T> = T extends unknown ? Omit<T, 'id'> : never;

type Pending = { resolve: (reply: SimilarityWorkerReply & { ok: true }) => void; reject: (error: Error) => void };

/** The service's similarity thread entry (`serveSimilarityRequests`). */
const WORKER_ENTRY = new URL('./similarity-worker-entry.mjs', import.meta.url);

/** One thread and its outstanding requests: the pool's, and `Extra` ones its entry also serves. */
class SimilarityThread<Extra extends { type: string }> {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  constructor(entry: URL) {
    this.worker = new Worker(entry);
    this.worker.on('message', (reply: SimilarityWorkerReply) => {
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (!waiting) return;
      if (reply.ok) waiting.resolve(reply);
      else waiting.reject(new Error(`similarity worker: ${reply.message}`));
    });
    this.worker.on('error', (error) => {
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    });
  }

  request(message: Unnumbered<SimilarityWorkerRequest> | Extra): Promise<SimilarityWorkerReply & { ok: true }> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  terminate(): Promise<number> {
    return this.worker.terminate();
  }
}

/** The matrix-product engine's panels run ahead of short requests: tasks split at panel boundaries. */
function alignedToPanels(input: SimilarityInput, shape: SimilarityShape, ranges: Iterable<RowRange>): RowRange[] {
  return input.engine === 'matrix-product' ? alignRanges(shape, ranges, panelRows(shape)) : [...ranges];
}

/** The row tasks of every section of a body (`bodyChunks`), about `taskValues` values each. */
export function sectionTasks(input: SimilarityInput, shape: SimilarityShape, taskValues: number): RowRange[] {
  return alignedToPanels(input, shape, rowBlocks(shape, 0, shape.rows, taskValues));
}

function shapeOf(input: SimilarityInput): SimilarityShape {
  if (input.scenario === 'cross') return crossShape(input.aCount, input.bCount);
  return input.fullRows ? crossShape(input.count, input.count) : selfShape(input.count);
}

/** A copy in shared memory, unless the array already lives there. */
function shared(values: Float32Array): Float32Array {
  if (values.buffer instanceof SharedArrayBuffer) return values;
  const copy = new Float32Array(new SharedArrayBuffer(values.byteLength));
  copy.set(values);
  return copy;
}

/**
 * Similarity on worker threads: every thread holds the job's vectors and takes row ranges of
 * balanced pair counts (the same split a fan-out over tasks uses). One job at a time. A
 * benchmark may start the threads from its own `entry` that serves `Extra` requests as well.
 */
export class SimilarityWorkerPool<Extra extends { type: string } = never> {
  protected readonly threads: SimilarityThread<Extra>[];
  private busy = false;

  constructor(threadCount: number, private readonly engineOptions: EngineOptions = {}, entry: URL = WORKER_ENTRY) {
    this.threads = Array.from({ length: Math.max(1, threadCount) }, () => new SimilarityThread<Extra>(entry));
  }

  get size(): number {
    return this.threads.length;
  }

  /**
   * Every value of the result, in output order, in one shared array: `into` when given (shared
   * memory, at least the result's length; reused by a caller that computes many results), else a new one.
   */
  async computeAll(input: SimilarityInput, into?: Float64Array): Promise<Float64Array> {
    return this.withJob(input, async (shape) => {
      if (into && (!(into.buffer instanceof SharedArrayBuffer) || into.length < valueCount(shape))) throw new RangeError('computeAll needs shared memory for every value of the result');
      const out = into ?? new Float64Array(new SharedArrayBuffer(valueCount(shape) * Float64Array.BYTES_PER_ELEMENT));
      // One long request per thread: its panels end where its range ends, so no alignment is needed.
      const ranges = planRowRanges(shape, this.threads.length);
      await Promise.all(ranges.map((r, i) => this.threads[i].request({ type: 'rows', rowStart: r.rowStart, rowEnd: r.rowEnd, out, offset: r.valueStart })));
      return out;
    });
  }

  /**
   * The complete JSON body as byte chunks in order, computed and formatted by all threads a
   * task at a time; at most `LOOKAHEAD_PER_THREAD` tasks per thread are held in memory.
   */
  async *bodyChunks(input: SimilarityInput, options: StreamOptions): AsyncGenerator<Uint8Array> {
    const job = this.begin(input);
    try {
      const shape = await job;
      const taskValues = options.taskValues ?? DEFAULT_TASK_VALUES;
      const chunkBytes = options.chunkBytes ?? DEFAULT_CHUNK_BYTES;
      const layout = similarityBodyLayout(shape, options.requestId, options.flatten);
      // Every section splits into the same row tasks.
      const tasks = sectionTasks(input, shape, taskValues);
      const totalTasks = tasks.length * layout.filter((piece) => 'section' in piece).length;
      let done = 0;
      for (const piece of layout) {
        if ('text' in piece) {
          yield new TextEncoder().encode(piece.text);
          continue;
        }
        const section = (thread: SimilarityThread<Extra>, task: RowRange) =>
          thread.request({ type: 'section', section: piece.section, rowStart: task.rowStart, rowEnd: task.rowEnd, chunkBytes, blockValues: taskValues }).then((r) => r.chunks ?? []);
        for await (const chunks of this.inOrder(tasks, section)) {
          options.onProgress?.(++done / totalTasks);
          yield* chunks;
        }
      }
    } finally {
      await this.end();
    }
  }

  /**
   * The body of a `topK` request as text chunks in order: row ranges go to the threads (at most
   * `LOOKAHEAD_PER_THREAD` each in flight), each returns its rows' neighbours, and the entries
   * are written in row order. `input` must have whole rows (`fullRows` for self).
   */
  async *neighbourChunks(input: SimilarityInput, options: NeighbourStreamOptions): AsyncGenerator<Uint8Array> {
    const shape = await this.begin(input);
    try {
      const encoder = new TextEncoder();
      yield encoder.encode(neighboursBodyHead(input.scenario, shape.rows));
      const tasks = alignedToPanels(input, shape, rowBlocks(shape, 0, shape.rows, options.taskValues ?? DEFAULT_TASK_VALUES));
      const neighbours = (thread: SimilarityThread<Extra>, task: RowRange) =>
        thread.request({ type: 'neighbours', rowStart: task.rowStart, rowEnd: task.rowEnd, options: options.neighbours }).then((r) => r.neighbours!);
      let done = 0;
      for await (const rows of this.inOrder(tasks, neighbours)) {
        options.onProgress?.(++done / tasks.length);
        yield encoder.encode(neighbourEntriesText(rows));
      }
      yield encoder.encode(neighboursBodyTail(options.requestId));
    } finally {
      await this.end();
    }
  }

  /**
   * Runs the tasks on the threads in turn and yields their results in task order, with at most
   * `LOOKAHEAD_PER_THREAD` tasks per thread in flight (the results held in memory stay bounded).
   */
  protected async *inOrder<T>(tasks: readonly RowRange[], run: (thread: SimilarityThread<Extra>, task: RowRange) => Promise<T>): AsyncGenerator<T> {
    const inFlight: Promise<T>[] = [];
    let next = 0;
    const launch = () => {
      inFlight.push(run(this.threads[next % this.threads.length], tasks[next]));
      next++;
    };
    while (next < tasks.length && inFlight.length < this.threads.length * LOOKAHEAD_PER_THREAD) launch();
    while (inFlight.length > 0) {
      const result = await inFlight.shift()!;
      if (next < tasks.length) launch();
      yield result;
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.threads.map((t) => t.terminate()));
  }

  protected async withJob<T>(input: SimilarityInput, run: (shape: SimilarityShape) => Promise<T>): Promise<T> {
    const shape = await this.begin(input);
    try {
      return await run(shape);
    } finally {
      await this.end();
    }
  }

  private async begin(input: SimilarityInput): Promise<SimilarityShape> {
    if (this.busy) throw new Error('SimilarityWorkerPool runs one job at a time');
    this.busy = true;
    const sharedInput: SimilarityInput =
      input.scenario === 'self' ? { ...input, vectors: shared(input.vectors) } : { ...input, a: shared(input.a), b: shared(input.b) };
    await Promise.all(this.threads.map((t) => t.request({ type: 'load', input: sharedInput, options: this.engineOptions })));
    return shapeOf(input);
  }

  private async end(): Promise<void> {
    this.busy = false;
    await Promise.all(this.threads.map((t) => t.request({ type: 'unload' })));
  }
}
