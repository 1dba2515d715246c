import type { AnalysisRequest } from '../analysis-request.js';

/** The serialised outcome of one analysis. */
export interface AnalysisOutcome {
  /** The full response body, `requestId` included, exactly as it is sent and stored. */
  body: string;
  warning?: string;
}

/**
 * The outcome of a job whose body is too large to hold in memory: the same bytes a body would
 * have, as chunks in order, produced while they are consumed. Iterating it once runs the
 * analysis; ending the iteration early (an upload failed) releases what it holds.
 */
export interface StreamedOutcome {
  chunks: AsyncIterable<Uint8Array>;
  warning?: string;
}

/** Receives a job's progress, 0 to 1, as its analysis advances (batches of inputs done). */
export type ProgressListener = (progress: number) => void;

/** What a job's analysis produces: a body, or a stream of its bytes. */
export type JobOutcome = AnalysisOutcome | StreamedOutcome;

export function isStreamedOutcome(outcome: JobOutcome): outcome is StreamedOutcome {
  return 'chunks' in outcome;
}

/**
 * Runs an analysis (model inference, similarity, clustering) somewhere that does not block
 * request handling: worker threads locally, the Lambda itself on AWS.
 */
export interface AnalysisExecutor {
  run(request: AnalysisRequest, version: string, requestId: string): Promise<AnalysisOutcome>;
  /**
   * Runs the analysis of a job (`requestId` is the job id). An executor may stream results too
   * large for one body; one without this method has every job run through `run`.
   */
  runJob?(request: AnalysisRequest, version: string, jobId: string, onProgress?: ProgressListener): Promise<JobOutcome>;
}
