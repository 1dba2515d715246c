import type { FanoutPlan } from '../similarity/fanout-plan.js';

/**
 * Ports of a fanned-out similarity job (AWS only): the job's vectors are stored once, parallel
 * tasks each write their rows as parts of one multipart upload, and a counter tells the last
 * task to finish that it must complete the upload and the job.
 */

/** The shared state of one fanned-out job. */
export interface FanoutState {
  jobId: string;
  uploadId: string;
  plan: FanoutPlan;
  /** Dimension of the stored vectors. */
  dimension: number;
  /** Tasks not finished yet (0: the result can be completed). */
  remaining: number;
  /** Tasks recorded as finished. */
  finished: readonly number[];
  /** `starting` until every task message has been sent; a resumed coordinator sends them again. */
  phase: 'starting' | 'running';
}

/** What a task's finish changed. */
export interface TaskFinish {
  /** False when the task had already been recorded (a duplicate delivery): nothing was counted. */
  counted: boolean;
  remaining: number;
}

/** Fan-out state (AWS: an item of the jobs table). */
export interface FanoutStore {
  /** Records a new fan-out (phase `starting`); false when the job has one already. */
  create(state: FanoutState): Promise<boolean>;
  get(jobId: string): Promise<FanoutState | undefined>;
  /** Every task message has been sent. */
  markRunning(jobId: string): Promise<void>;
  /** Counts one more attempt of `task`; returns the attempts so far, this one included. */
  startTask(jobId: string, task: number): Promise<number>;
  /**
   * Records `task` as finished and counts it down, atomically and at most once per task, so a
   * duplicate delivery cannot finish the job early.
   */
  finishTask(jobId: string, task: number): Promise<TaskFinish>;
}

/** One uploaded part of the result. */
export interface PartReceipt {
  partNumber: number;
  etag: string;
}

/** The bytes of a fanned-out job (AWS: S3). */
export interface FanoutPayloads {
  /** Stores the job's vectors (row-major float32) for the tasks. */
  putVectors(jobId: string, vectors: Float32Array): Promise<void>;
  getVectors(jobId: string): Promise<Float32Array>;
  /** Starts the result's multipart upload; returns its id. Nothing is readable until `completeResult`. */
  beginResult(jobId: string): Promise<string>;
  putResultPart(jobId: string, uploadId: string, partNumber: number, body: Uint8Array): Promise<PartReceipt>;
  /** Stores the receipts of one task's parts (rewritten identically by a repeated task). */
  putReceipts(jobId: string, task: number, receipts: readonly PartReceipt[]): Promise<void>;
  /** Completes the upload from the receipts of tasks 0…tasks-1; returns the number of parts. */
  completeResult(jobId: string, uploadId: string, tasks: number): Promise<number>;
  /** Abandons the upload (best effort: a lifecycle rule removes what an abort misses). */
  abortResult(jobId: string, uploadId: string): Promise<void>;
}

/** Sends task messages (AWS: the jobs queue, `{jobId, task}`). */
export interface FanoutQueue {
  enqueueTask(jobId: string, task: number, delaySeconds?: number): Promise<void>;
}
