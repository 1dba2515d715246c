import type { AnalysisRequest } from '../core/analysis-request.js';
import type { AnalysisExecutor, AnalysisOutcome, JobOutcome, ProgressListener } from '../core/ports/executor.js';
import type { ModelProvider } from '../core/ports/models.js';
import { runAnalysis } from '../operations/run-analysis.js';
import { exceedsSyncSimilarity, similarityBodyStream } from '../operations/similarity.js';

/**
 * Runs analyses in the calling thread. On Lambda one invocation handles one request at a time,
 * so there is no event loop to keep free and no gain from worker threads.
 */
export class InlineExecutor implements AnalysisExecutor {
  constructor(private readonly models: ModelProvider) {}

  run(request: AnalysisRequest, version: string, requestId: string): Promise<AnalysisOutcome> {
    return runAnalysis(request, version, requestId, this.models);
  }

  /**
   * Jobs: a similarity above the synchronous limits streams its body (to an S3 multipart upload)
   * instead of building gigabytes of JSON in the function's memory.
   */
  async runJob(request: AnalysisRequest, version: string, jobId: string, onProgress?: ProgressListener): Promise<JobOutcome> {
    if (request.operation === 'similarity' && exceedsSyncSimilarity(request)) {
      return { chunks: await similarityBodyStream(request, this.models.encoder('similarity', version), jobId) };
    }
    return runAnalysis(request, version, jobId, this.models, onProgress);
  }
}
