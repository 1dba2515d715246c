import { handleSimilarityRequest, loadedSource, serveSimilarityRequests } from '../../lambdas/adapters/local/similarity-worker.js';
import type { SimilarityWorkerReply, SimilarityWorkerRequest } from '../../lambdas/adapters/local/similarity-jobs.js';
import { scanRows } from './scan-rows.js';
import type { ScanRequest } from './scan-pool.js';

/**
 * A similarity thread for benchmarks: the service's thread (its requests, its priority) that also
 * answers `scan`: the rows of a task scanned as the JSON writer would ask for them (`scanRows`).
 */
function handle(request: SimilarityWorkerRequest | (ScanRequest & { id: number })): SimilarityWorkerReply & { sum?: number } {
  if (request.type !== 'scan') return handleSimilarityRequest(request);
  return { id: request.id, ok: true, sum: scanRows(loadedSource(), request.rowStart, request.rowEnd, request.sum) };
}

serveSimilarityRequests(handle);
