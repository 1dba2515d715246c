import type { AnalysisRequest } from '../core/analysis-request.js';
import type { MatrixDtype } from '../core/similarity/binary-matrix.js';
import type { SimilarityShape } from '../core/similarity/row-ranges.js';
import type { ServiceDeps } from './deps.js';
import { planSimilarity } from './similarity.js';

/** The matrix a similarity job's result holds (none for `topK` or another operation). */
export function resultMatrixShape(request: AnalysisRequest): SimilarityShape | undefined {
  if (request.operation !== 'similarity' || request.topK !== undefined) return undefined;
  return planSimilarity(request).shape;
}

/**
 * Stores the binary forms of a stored similarity result where the payload store keeps them as
 * their own objects (AWS); returns the dtypes stored, for the completed job to record. Runs
 * before the job completes, so a completed job's forms exist. Locally nothing is stored: the
 * result link converts on request. A failure is logged and leaves the job with its JSON link only.
 */
export async function storeBinaryResults(deps: ServiceDeps, jobId: string, shape: SimilarityShape | undefined): Promise<MatrixDtype[] | undefined> {
  if (!shape || !deps.payloads.putBinaryResults) return undefined;
  const started = performance.now();
  try {
    const dtypes = await deps.payloads.putBinaryResults(jobId, shape);
    deps.logger.info('binary results stored', { jobId, dtypes: dtypes.join(','), ms: Math.round(performance.now() - started) });
    return dtypes;
  } catch (error) {
    // The JSON result is stored and is the contract's answer; the binary forms are an extra. A job
    // must not run again or fail because they could not be written: it completes with its JSON link.
    deps.logger.warn('binary results not stored', { jobId, error: error instanceof Error ? error.message.slice(0, 200) : 'unknown' });
    return undefined;
  }
}
