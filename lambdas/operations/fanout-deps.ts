import type { FanoutPayloads, FanoutQueue, FanoutStore } from '../core/ports/fanout.js';
import type { TextEncoder } from '../core/ports/models.js';

/** When and how a similarity job fans out. */
export interface FanoutSettings {
  /** Jobs with fewer values run on one worker. */
  minValues: number;
  /** Values one task computes (fewer tasks when the parts would be too small). */
  taskValues: number;
  /** Smallest part but the last (S3: 5 MiB). */
  minPartBytes: number;
  /** Preferred part size. */
  partBytes: number;
  /**
   * Distinct texts one embedding task embeds (rounded up to a multiple of `EMBED_CHUNK_ALIGN`,
   * so batch-dependent encoders give the single worker's vectors).
   */
  embedTexts: number;
  /** Embedding tasks of one job queued or running at once (the Bedrock quota is shared by all). */
  embedLanes: number;
}

/** The ports of the fan-out, wired on AWS only (the local server runs jobs on worker threads). */
export interface FanoutDeps {
  store: FanoutStore;
  payloads: FanoutPayloads;
  queue: FanoutQueue;
  settings: FanoutSettings;
  /** The similarity encoder of a model version. */
  encoder(version: string): TextEncoder;
}
