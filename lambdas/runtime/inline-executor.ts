import type { AnalysisRequest } from '../core/analysis-request.js';
import type { AnalysisExecutor, AnalysisOutcome } from '../core/ports/executor.js';
import type { ModelProvider } from '../core/ports/models.js';
import { runAnalysis } from '../operations/run-analysis.js';

/**
 * Runs analyses in the calling thread. On Lambda one invocation handles one request at a time,
 * so there is no event loop to keep free and no gain from worker threads.
 */
export class InlineExecutor implements AnalysisExecutor {
  constructor(private readonly models: ModelProvider) {}

  run(request: AnalysisRequest, version: string, requestId: string): Promise<AnalysisOutcome> {
    return runAnalysis(request, version, requestId, this.models);
  }
}
