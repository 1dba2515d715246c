import { SimilarityWorkerPool, sectionTasks, type SimilarityInput } from '../../lambdas/adapters/local/similarity-worker-pool.js';

/** The benchmark's extra thread request: scan rows [rowStart, rowEnd) of the loaded job. */
export interface ScanRequest {
  type: 'scan';
  rowStart: number;
  rowEnd: number;
  sum: boolean;
}

/** The service's similarity threads, started from the benchmark's entry, which also scans. */
export class ScanWorkerPool extends SimilarityWorkerPool<ScanRequest> {
  constructor(threadCount: number) {
    super(threadCount, {}, new URL('./scan-worker-entry.mjs', import.meta.url));
  }

  /**
   * The kernel part of `bodyChunks` for one section, without the text: the same tasks on the
   * threads, each row's values computed as the writer asks for them and handed to a consumer that
   * reads them only with `sum` (`scanRows`). Returns the sum of every value (0 without `sum`).
   */
  async scanRows(input: SimilarityInput, options: { taskValues: number; sum?: boolean }): Promise<number> {
    return this.withJob(input, async (shape) => {
      const tasks = sectionTasks(input, shape, options.taskValues);
      const scans = this.inOrder(tasks, (thread, task) =>
        thread.request({ type: 'scan', rowStart: task.rowStart, rowEnd: task.rowEnd, sum: options.sum === true }).then(sumOf),
      );
      let total = 0;
      for await (const sum of scans) total += sum;
      return total;
    });
  }
}

/** The sum a scan's reply carries (0 without one). */
function sumOf(reply: object): number {
  return 'sum' in reply && typeof reply.sum === 'number' ? reply.sum : 0;
}
