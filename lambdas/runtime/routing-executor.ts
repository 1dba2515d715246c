import type { AnalysisRequest } from '../core/analysis-request.js';
import type { AnalysisExecutor, AnalysisOutcome, JobOutcome, ProgressListener } from '../core/ports/executor.js';
import type { VersionCatalog } from '../core/versions.js';
import { catalogOperationOf } from '../core/request-operations.js';

/** Executors of a remote model backend: one for requests, one for jobs (other retry settings). */
export interface RemoteExecutors {
  /** The versions the remote backend serves. */
  catalog: VersionCatalog;
  request: AnalysisExecutor;
  job: AnalysisExecutor;
}

/**
 * Sends each analysis to the executor of the backend that serves its version: versions of a
 * remote backend (an OpenAI-compatible server) run in this thread, since they only wait on the
 * network; every other version goes to the embedded models' executor (worker threads).
 */
export class RoutingExecutor implements AnalysisExecutor {
  constructor(
    private readonly embedded: AnalysisExecutor,
    private readonly remote: RemoteExecutors,
  ) {}

  run(request: AnalysisRequest, version: string, requestId: string): Promise<AnalysisOutcome> {
    return (this.isRemote(request, version) ? this.remote.request : this.embedded).run(request, version, requestId);
  }

  runJob(request: AnalysisRequest, version: string, jobId: string, onProgress?: ProgressListener): Promise<JobOutcome> {
    const executor = this.isRemote(request, version) ? this.remote.job : this.embedded;
    return executor.runJob ? executor.runJob(request, version, jobId, onProgress) : executor.run(request, version, jobId);
  }

  private isRemote(request: AnalysisRequest, version: string): boolean {
    const source = catalogOperationOf(request.operation);
    return source !== undefined && this.remote.catalog[source].versions.some((v) => v.id === version);
  }
}
