import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisExecutor } from '../../lambdas/core/ports/executor.js';
import { startTestService, waitForJob, type TestService } from '../helpers/local-service.js';

/**
 * A storage outage under the running server: the data folder becomes a read-only bind mount of
 * itself (root is not stopped by file modes, a read-only mount stops everyone), then is released.
 */
function setReadOnly(dir: string): void {
  execFileSync('mount', ['--bind', dir, dir]);
  execFileSync('mount', ['-o', 'remount,ro,bind', dir, dir]);
}
function release(dir: string): void {
  execFileSync('umount', [dir]);
}

/** Analyses run only when the test lets them, so jobs are still queued when the outage starts. */
let open!: () => void;
const gate = new Promise<void>((resolve) => (open = resolve));
const executor: AnalysisExecutor = {
  run: async (request) => {
    await gate;
    return { body: JSON.stringify({ ok: true, operation: request.operation }) };
  },
};

/**
 * The runner retries a job whose run failed on the store after this (5 s by default): shorter here, so
 * the outage can outlast every job's retry budget in a few seconds instead of twelve.
 */
const RUNNER_RETRY_SECONDS = 1;

let service: TestService;
let mounted = false;
beforeAll(async () => {
  service = await startTestService({ JOB_MAX_ATTEMPTS: '2', JOB_RETRY_DELAY_SECONDS: '0', JOB_RUNNER_RETRY_SECONDS: String(RUNNER_RETRY_SECONDS), JOB_CONCURRENCY: '1', MAX_PENDING_JOBS: '50' }, { executor });
});
afterAll(async () => {
  if (mounted) release(service.dataDir);
  await service?.cleanup();
});

describe('a storage outage under the running server', () => {
  it('answers 503 with Retry-After, reports the store unready, and fails no queued job', async () => {
    const jobIds: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await service.call('/v1/embeddings', { method: 'POST', json: { inputs: [`queued ${i}`] } });
      expect(res.status).toBe(202);
      jobIds.push(((await res.json()) as { jobId: string }).jobId);
    }
    setReadOnly(service.dataDir);
    mounted = true;
    // The mechanism really stops writes, for root too.
    await expect(writeFile(join(service.dataDir, 'probe'), 'x')).rejects.toMatchObject({ code: 'EROFS' });
    const jobsBefore = await service.jobCount();

    open();
    // The store probe runs every second.
    let health = await service.call('/v1/health', { auth: false });
    for (let i = 0; i < 30 && health.status === 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      health = await service.call('/v1/health', { auth: false });
    }
    expect(health.status).toBe(503);
    expect(health.headers.get('retry-after')).toBeTruthy();
    expect(await health.json()).toEqual({ status: 'unavailable', checks: { store: 'unavailable' } });
    expect((await service.call('/v1/health?probe=live', { auth: false })).status).toBe(200);

    const refused = await service.call('/v1/embeddings', { method: 'POST', json: { inputs: ['during the outage'] } });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(refused.headers.get('x-request-id')).toBeTruthy();
    expect(((await refused.json()) as { code: string }).code).toBe('service_unavailable');
    expect(await service.jobCount()).toBe(jobsBefore);
    // Sync work needs no store and still runs.
    expect((await service.call('/v1/embeddings', { method: 'POST', json: { inputs: ['sync'], fast: true } })).status).toBe(200);

    // Longer than the retry budget of every job (2 attempts, runner retries every RUNNER_RETRY_SECONDS):
    // 2.4 times it, the ratio of the 12 s this waited with the default 5 s.
    await new Promise((resolve) => setTimeout(resolve, 2.4 * RUNNER_RETRY_SECONDS * 1000));
    release(service.dataDir);
    mounted = false;

    for (const jobId of jobIds) {
      const job = await waitForJob(service, jobId, 60_000);
      expect(job.status, `${jobId}: ${JSON.stringify(job.error)}`).toBe('completed');
    }
    expect((await service.call('/v1/health', { auth: false })).status).toBe(200);
    // Attempts count work that ran: a job that never ran during the outage used one attempt.
    const attempts = await Promise.all(jobIds.map(async (id) => (JSON.parse(await readFile(join(service.dataDir, 'jobs', `${id}.json`), 'utf8')) as { attempts: number }).attempts));
    expect(attempts.filter((a) => a === 1).length).toBeGreaterThanOrEqual(jobIds.length - 1);
  }, 120_000);
});
