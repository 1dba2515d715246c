import { parentPort } from 'node:worker_threads';
import { SimilarityEngine } from '../../core/similarity/similarity-engine.js';
import { sectionChunks, type RowSource } from '../../core/similarity/similarity-body.js';
import { GemmSimilarityEngine } from '../../core/similarity/gemm-similarity-engine.js';
import { findNeighbours } from '../../core/similarity/nearest-neighbours.js';
import { OnnxMatrixProduct } from '../../models/local/onnx-matrix-product.js';
import type { SimilarityWorkerReply, SimilarityWorkerRequest } from './similarity-jobs.js';
import { lowerWorkerThreadPriority } from './thread-priority.js';

/**
 * One similarity thread: builds the engine of the loaded job (its own packed copy, next to its
 * own kernel memory), then computes row ranges into shared memory or formats them into JSON
 * text chunks that are transferred, not copied, back. The thread's entry starts it with
 * `serveSimilarityRequests()`; a benchmark's entry may serve more requests around the same handler.
 */
let engine: RowSource | null = null;
/** This thread's ONNX Runtime session, opened by the first job that needs it. */
let product: OnnxMatrixProduct | undefined;

/** The reply to one request of the pool, for the job loaded on this thread. */
export function handleSimilarityRequest(request: SimilarityWorkerRequest): SimilarityWorkerReply {
  switch (request.type) {
    case 'load': {
      const { input, options } = request;
      if (input.engine === 'matrix-product') {
        // onnxruntime reads no shared memory: this thread's own copy (float32, half the exact kernel's float64 panels).
        product ??= new OnnxMatrixProduct();
        const own = input.scenario === 'self' ? input.vectors.slice() : undefined;
        engine =
          input.scenario === 'cross'
            ? GemmSimilarityEngine.cross(input.a.slice(), input.aCount, input.b.slice(), input.bCount, input.dimension, product)
            : input.fullRows
              ? GemmSimilarityEngine.cross(own!, input.count, own!, input.count, input.dimension, product)
              : GemmSimilarityEngine.self(own!, input.count, input.dimension, product);
      } else {
        engine =
          input.scenario === 'cross'
            ? SimilarityEngine.cross(input.a, input.aCount, input.b, input.bCount, input.dimension, options)
            : input.fullRows
              ? SimilarityEngine.cross(input.vectors, input.count, input.vectors, input.count, input.dimension, options)
              : SimilarityEngine.self(input.vectors, input.count, input.dimension, options);
      }
      return { id: request.id, ok: true };
    }
    case 'unload':
      engine = null;
      return { id: request.id, ok: true };
    case 'rows':
      loadedSource().computeRows(request.rowStart, request.rowEnd, request.out, request.offset);
      return { id: request.id, ok: true };
    case 'neighbours':
      return { id: request.id, ok: true, neighbours: findNeighbours(loadedSource(), request.rowStart, request.rowEnd, request.options) };
    case 'section': {
      const chunks = [...sectionChunks(loadedSource(), request.section, request.rowStart, request.rowEnd, request)];
      return { id: request.id, ok: true, chunks };
    }
    default: {
      // A type this thread does not serve (a pool's `Extra` request sent to the service's entry):
      // only that request fails; the thread and the other requests in flight go on.
      const unknown = request as { id: number; type?: unknown };
      return { id: unknown.id, ok: false, message: `unknown request type ${JSON.stringify(unknown.type ?? null)}` };
    }
  }
}

/** The engine of the job loaded on this thread. */
export function loadedSource(): RowSource {
  if (!engine) throw new Error('no similarity job loaded on this thread');
  return engine;
}

/**
 * Answers the pool's requests on this thread with `handle`, below the main thread's priority
 * (its event loop answers health checks and job polls).
 */
export function serveSimilarityRequests(handle: (request: SimilarityWorkerRequest) => SimilarityWorkerReply = handleSimilarityRequest): void {
  lowerWorkerThreadPriority();
  parentPort!.on('message', (request: SimilarityWorkerRequest) => {
    let reply: SimilarityWorkerReply;
    try {
      reply = handle(request);
    } catch (error) {
      reply = { id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    parentPort!.postMessage(reply, reply.ok ? transferables(reply) : []);
  });
}

function transferables(reply: SimilarityWorkerReply & { ok: true }): ArrayBuffer[] {
  const { chunks, neighbours } = reply;
  if (neighbours) return [neighbours.counts, neighbours.indices, neighbours.scores].map((a) => a.buffer as ArrayBuffer);
  return chunks ? chunks.map((c) => c.buffer as ArrayBuffer) : [];
}
