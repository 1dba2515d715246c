import type { Job } from '../jobs.js';

/** Failed job-event batches kept by the runtime (on AWS: the stream's S3 on-failure destination). */
export interface FailedJobEventBatches {
  /** Names of the kept batches, oldest first. */
  list(): Promise<string[]>;
  /**
   * The jobs a batch's records carry (undefined for a record that carries none, such as a
   * removal); throws when the batch holds no records at all (a pointer-only description).
   */
  read(name: string): Promise<(Job | undefined)[]>;
  remove(name: string): Promise<void>;
}
