/**
 * Writes a data folder's history: `count` finished jobs (one record file each, with a result
 * file when `results` is set), as the local runtime stores them. Used by the start-up benchmark
 * and the retention tests; the records are hand-made, no analysis runs.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Job } from '../../lambdas/core/jobs.js';

export interface HistoryOptions {
  count: number;
  tenantId: string;
  /** When the jobs finished. */
  finishedAt: Date;
  /** Also write a small result file per job. */
  results?: boolean;
}

/** The ids of the written jobs, in order. */
export async function writeJobHistory(dataDir: string, options: HistoryOptions): Promise<string[]> {
  const jobsDir = join(dataDir, 'jobs');
  const resultsDir = join(dataDir, 'results');
  // With the (empty) folder of pending-job markers, as the current version writes a data folder.
  await mkdir(join(jobsDir, 'pending'), { recursive: true, mode: 0o700 });
  if (options.results) await mkdir(resultsDir, { recursive: true, mode: 0o700 });
  const at = options.finishedAt.toISOString();
  const ids: string[] = [];
  const BATCH = 200;
  for (let from = 0; from < options.count; from += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, options.count - from) }, (_, i) => historyJobId(from + i));
    await Promise.all(
      batch.map(async (jobId) => {
        const job: Job = { jobId, tenantId: options.tenantId, operation: 'sentiment', version: '2026-11-23', status: 'completed', createdAt: at, updatedAt: at, attempts: 1, maxAttempts: 3, revision: 2, requestId: `req_${jobId.slice(4)}` };
        await writeFile(join(jobsDir, `${jobId}.json`), JSON.stringify(job), { mode: 0o600 });
        if (options.results) await writeFile(join(resultsDir, `${jobId}.json`), JSON.stringify({ results: [{ sentiment: 'positive', confidence: 0.9 }], requestId: jobId }), { mode: 0o600 });
      }),
    );
    ids.push(...batch);
  }
  return ids;
}

/** A job id of the form the service issues (`job_` + 26 base32 characters), numbered. */
export function historyJobId(n: number): string {
  return `job_hhhh${String(n).padStart(22, '0')}`;
}
