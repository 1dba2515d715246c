import type { AnalysisRequest } from '../analysis-request.js';
import type { Job } from '../jobs.js';
import type { MatrixDtype } from '../similarity/binary-matrix.js';
import type { SimilarityShape } from '../similarity/row-ranges.js';

/** Where job state lives (local: files; AWS: DynamoDB). */
export interface JobStore {
  /** Stores a new pending job; fails if the id exists. */
  create(job: Job): Promise<void>;
  get(jobId: string): Promise<Job | undefined>;
  /**
   * Writes `next` only if the stored revision is `next.revision - 1`, so a stale or duplicate
   * worker can never overwrite a newer state. Returns false when the write was refused.
   */
  update(next: Job): Promise<boolean>;
  /** Pending jobs of one tenant (the concurrent-job quota). */
  countPending(tenantId: string): Promise<number>;
  /** Every pending job, oldest first (local recovery after a restart). */
  listPending(): Promise<Job[]>;
}

/** A time-limited download link for a job's result. */
export interface ResultLink {
  url: string;
  expiresAt: string;
}

/** Job payloads: the accepted request and the result body (local: files; AWS: S3). */
export interface JobPayloadStore {
  putRequest(jobId: string, request: AnalysisRequest): Promise<void>;
  getRequest(jobId: string): Promise<AnalysisRequest | undefined>;
  /** Stores the result body (the exact bytes the synchronous response would have had). */
  putResult(jobId: string, body: string): Promise<void>;
  /**
   * Stores a result body given as byte chunks in order, without holding it whole; returns its
   * size in bytes. Readers see the complete result or none: a failed stream (or upload) leaves
   * no result behind and rejects.
   */
  putResultStream(jobId: string, chunks: AsyncIterable<Uint8Array>): Promise<number>;
  /**
   * Stores the binary forms of a stored similarity result of `shape` as their own objects
   * (AWS, where a presigned link cannot negotiate); returns the dtypes written. Absent where the
   * result link converts on request (local).
   */
  putBinaryResults?(jobId: string, shape: SimilarityShape): Promise<MatrixDtype[]>;
  /**
   * A link that needs no Authorization header and stops working at `expiresAt`. A link served
   * by this service itself (local) starts with `basePath` (`''` or `/pulse`); others ignore it.
   * With `dtype`, the link to that binary form (stored by `putBinaryResults`).
   */
  resultLink(jobId: string, now: Date, basePath?: string, dtype?: MatrixDtype): Promise<ResultLink>;
}

/** Hands accepted jobs to workers (local: in-process; AWS: SQS). */
export interface JobQueue {
  /**
   * Schedules a run of the job, after `delaySeconds` when given. `tenantId` is the job's owner:
   * AWS queues each tenant's jobs as one message group of an SQS fair queue.
   */
  enqueue(jobId: string, delaySeconds?: number, tenantId?: string): Promise<void>;
}
