import type { AnalysisRequest } from '../analysis-request.js';

/** The serialised outcome of one analysis. */
export interface AnalysisOutcome {
  /** The full response body, `requestId` included, exactly as it is sent and stored. */
  body: string;
  warning?: string;
}

/**
 * Runs an analysis (model inference, similarity, clustering) somewhere that does not block
 * request handling: worker threads locally, the Lambda itself on AWS.
 */
export interface AnalysisExecutor {
  run(request: AnalysisRequest, version: string, requestId: string): Promise<AnalysisOutcome>;
}
