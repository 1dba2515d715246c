import { Tracer } from '@aws-lambda-powertools/tracer';
import type { AnalysisRequest } from '../../core/analysis-request.js';
import type { AnalysisExecutor, AnalysisOutcome, JobOutcome, ProgressListener } from '../../core/ports/executor.js';
import { SERVICE_NAME } from './powertools-logger.js';

/**
 * X-Ray tracing through Powertools Tracer. Active on Lambda (the stacks turn active tracing on)
 * and a no-op elsewhere (tests, the local host without `_X_AMZN_TRACE_ID`). What it records:
 * the invocation (`captureLambdaHandler` in the handlers), every call of the DynamoDB, S3, SQS
 * and Bedrock clients (`traceClient`), and one subsegment per model inference (`TracedExecutor`).
 * Never request or response bodies: handler responses are not captured (they hold texts and
 * vectors), and outgoing HTTP calls (webhook URLs, which may carry secrets) are not traced.
 */
export const tracer = new Tracer({ serviceName: SERVICE_NAME, captureHTTPsRequests: false });

/** Records every call of an AWS SDK v3 client as a subsegment (service, operation, status). */
export function traceClient<T>(client: T): T {
  return tracer.captureAWSv3Client(client);
}

/** The subsegment name of a model inference. */
export const INFERENCE_SUBSEGMENT = '### model inference';

/**
 * An executor whose analyses each run in an `### model inference` subsegment annotated with the
 * operation and version (searchable in X-Ray: `annotation.operation = "themes"`). A streamed job
 * result computes while it is consumed, so its subsegment covers the start only.
 */
export class TracedExecutor implements AnalysisExecutor {
  readonly runJob?: AnalysisExecutor['runJob'];

  constructor(
    private readonly inner: AnalysisExecutor,
    private readonly traces: Tracer = tracer,
  ) {
    if (inner.runJob) {
      const runJob = inner.runJob.bind(inner);
      this.runJob = (request: AnalysisRequest, version: string, jobId: string, onProgress?: ProgressListener): Promise<JobOutcome> =>
        this.inSubsegment(request, version, () => runJob(request, version, jobId, onProgress));
    }
  }

  run(request: AnalysisRequest, version: string, requestId: string): Promise<AnalysisOutcome> {
    return this.inSubsegment(request, version, () => this.inner.run(request, version, requestId));
  }

  private async inSubsegment<T>(request: AnalysisRequest, version: string, work: () => Promise<T>): Promise<T> {
    const parent = this.traces.isTracingEnabled() ? this.traces.getSegment() : undefined;
    if (!parent) return work();
    const subsegment = parent.addNewSubsegment(INFERENCE_SUBSEGMENT);
    this.traces.setSegment(subsegment);
    try {
      subsegment.addAnnotation('operation', request.operation);
      subsegment.addAnnotation('version', version);
      return await work();
    } catch (error) {
      subsegment.addError(error as Error);
      throw error;
    } finally {
      subsegment.close();
      this.traces.setSegment(parent);
    }
  }
}
