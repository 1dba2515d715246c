import type { EmbedChunking } from '../similarity/embed-chunks.js';
import type { FanoutPlan } from '../similarity/fanout-plan.js';

/**
 * Ports of a fanned-out similarity job (AWS only). Two phases of tasks: embedding tasks each
 * embed a chunk of the distinct texts and store its vectors; the last one assembles the
 * job's vectors and starts the similarity phase, whose tasks each write their rows as parts of
 * one multipart upload. A counter per phase tells the last task to finish that it must move on.
 */

/**
 * Where a fan-out is: `embedStarting` until every embedding task message has been sent (a
 * resumed coordinator sends them again), `embedding` while they run, `starting` once the vectors
 * are assembled and the upload begun until every similarity task message has been sent, then
 * `running`. A fan-out recorded without an embedding phase starts at `starting`.
 */
export type FanoutPhase = 'embedStarting' | 'embedding' | 'starting' | 'running';

/** The kinds of task of a fan-out; each has its own counter, finished set and attempts. */
export type FanoutTaskKind = 'embed' | 'similarity';

/**
 * The embedding phase: chunks of the distinct texts, counted down like the similarity tasks.
 * At most `lanes` chunks are queued or running at once: the coordinator sends chunks
 * 0…lanes-1, and chunk c, once embedded, sends chunk c + lanes (its lane's next).
 */
export interface EmbedPhase extends EmbedChunking {
  /** Chunks embedded at once, at most. */
  lanes: number;
  /** Chunks not embedded yet (0: the vectors can be assembled). */
  remaining: number;
  /** Chunks recorded as embedded. */
  finished: readonly number[];
  /** Chunks with at least one attempt (read from the attempt counters; ignored by `create`). */
  started: readonly number[];
}

/** The shared state of one fanned-out job. */
export interface FanoutState {
  jobId: string;
  /** The result's multipart upload: set when the similarity phase starts. */
  uploadId?: string;
  plan: FanoutPlan;
  /** Dimension of the vectors. */
  dimension: number;
  /** Similarity tasks not finished yet (0: the result can be completed). */
  remaining: number;
  /** Similarity tasks recorded as finished. */
  finished: readonly number[];
  phase: FanoutPhase;
  /** Absent on a fan-out whose coordinator embedded the texts itself (recorded by an earlier version). */
  embed?: EmbedPhase;
}

/** What a task's finish changed. */
export interface TaskFinish {
  /** False when the task had already been recorded (a duplicate delivery): nothing was counted. */
  counted: boolean;
  remaining: number;
}

/** Fan-out state (AWS: an item of the jobs table). */
export interface FanoutStore {
  /** Records a new fan-out; false when the job has one already. */
  create(state: FanoutState): Promise<boolean>;
  get(jobId: string): Promise<FanoutState | undefined>;
  /** Every embedding task message has been sent (`embedStarting` → `embedding`; no change from any other phase). */
  markEmbedding(jobId: string): Promise<void>;
  /**
   * Records the result's upload and moves to `starting`, once: false when the similarity phase
   * had been started already (by a concurrent duplicate finisher), whose upload stays.
   */
  startSimilarity(jobId: string, uploadId: string): Promise<boolean>;
  /** Every similarity task message has been sent. */
  markRunning(jobId: string): Promise<void>;
  /** Counts one more attempt of a task; returns the attempts so far, this one included. */
  startTask(jobId: string, task: number, kind?: FanoutTaskKind): Promise<number>;
  /**
   * Records a task as finished and counts its phase down, atomically and at most once per task,
   * so a duplicate delivery cannot end the phase early.
   */
  finishTask(jobId: string, task: number, kind?: FanoutTaskKind): Promise<TaskFinish>;
}

/** One uploaded part of the result. */
export interface PartReceipt {
  partNumber: number;
  etag: string;
}

/** The bytes of a fanned-out job (AWS: S3). */
export interface FanoutPayloads {
  /** Stores, per input text, the index of its distinct text (-1: blank), for the assembly. */
  putRows(jobId: string, rows: Int32Array): Promise<void>;
  getRows(jobId: string): Promise<Int32Array>;
  /** Stores the texts of one embedding chunk (rewritten identically by a repeated coordinator). */
  putChunkTexts(jobId: string, chunk: number, texts: readonly string[]): Promise<void>;
  getChunkTexts(jobId: string, chunk: number): Promise<string[]>;
  /** Stores the normalised vectors of one chunk's texts (row-major float32). */
  putChunkVectors(jobId: string, chunk: number, vectors: Float32Array): Promise<void>;
  getChunkVectors(jobId: string, chunk: number): Promise<Float32Array>;
  /** Stores the job's vectors (row-major float32, one row per input text) for the similarity tasks. */
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

/** Sends task messages (AWS: the jobs queue). */
export interface FanoutQueue {
  /** A similarity task: `{jobId, task}`. */
  enqueueTask(jobId: string, task: number, delaySeconds?: number): Promise<void>;
  /** An embedding task: `{jobId, task: chunk, phase: "embed"}`. */
  enqueueEmbedTask(jobId: string, chunk: number, delaySeconds?: number): Promise<void>;
}
