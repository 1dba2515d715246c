import { describe, expect, it } from 'vitest';
import { completeJob, failJob, startAttempt, type Job } from '../../lambdas/core/jobs.js';
import type { JobStore } from '../../lambdas/core/ports/jobs.js';
import { jobId, later, pendingJob, T0, tenant } from './fixtures.js';

/**
 * What every `JobStore` must do. `makeStore` returns a ready store; it may share state with
 * stores of other tests (the suite only relies on its own ids and tenants).
 */
export function describeJobStoreContract(name: string, makeStore: () => Promise<JobStore>): void {
  describe(`JobStore contract: ${name}`, () => {
    it('returns a created job exactly as stored, and undefined for an unknown id', async () => {
      const store = await makeStore();
      const job = pendingJob(tenant(), T0, 'similarity');

      await store.create(job);

      expect(await store.get(job.jobId)).toEqual(job);
      expect(await store.get(jobId())).toBeUndefined();
    });

    it('refuses a second create with the same id and keeps the first job', async () => {
      const store = await makeStore();
      const job = pendingJob(tenant(), T0);
      await store.create(job);

      await expect(store.create({ ...job, tenantId: 'intruder' })).rejects.toThrow();

      expect(await store.get(job.jobId)).toEqual(job);
    });

    it('applies an update based on the stored revision and keeps optional fields', async () => {
      const store = await makeStore();
      const job = pendingJob(tenant(), T0);
      await store.create(job);
      const running: Job = { ...startAttempt(job, later(T0, 1)), progress: 0.5 };

      expect(await store.update(running)).toBe(true);
      expect(await store.get(job.jobId)).toEqual(running);

      const done = completeJob(running, later(T0, 2), 'Only 2 themes could be formed.');
      expect(await store.update(done)).toBe(true);
      expect(await store.get(job.jobId)).toEqual(done);
      expect(await store.get(job.jobId)).not.toHaveProperty('progress');
    });

    it('refuses a stale-revision update: a duplicate delivery never overwrites a completed job', async () => {
      const store = await makeStore();
      const job = pendingJob(tenant(), T0);
      await store.create(job);
      // Two deliveries of the same message both start an attempt from revision 0.
      const first = startAttempt(job, later(T0, 1));
      const duplicate = startAttempt(job, later(T0, 1));
      expect(await store.update(first)).toBe(true);
      const completed = completeJob(first, later(T0, 5));
      expect(await store.update(completed)).toBe(true);

      expect(await store.update(duplicate)).toBe(false);
      expect(await store.update(failJob(duplicate, { code: 'processing_failed', message: 'late' }, later(T0, 9)))).toBe(false);
      expect(await store.update({ ...completed, revision: completed.revision })).toBe(false);

      expect(await store.get(job.jobId)).toEqual(completed);
    });

    it('refuses to update a job that was never created', async () => {
      const store = await makeStore();
      const ghost = startAttempt(pendingJob(tenant(), T0), later(T0, 1));

      expect(await store.update(ghost)).toBe(false);
      expect(await store.get(ghost.jobId)).toBeUndefined();
    });

    it('counts pending jobs per tenant, not finished ones or other tenants', async () => {
      const store = await makeStore();
      const [a, b] = [tenant(), tenant()];
      const jobs = [pendingJob(a, T0), pendingJob(a, T0), pendingJob(a, T0), pendingJob(a, T0), pendingJob(b, T0)];
      for (const job of jobs) await store.create(job);
      await store.update(completeJob(jobs[2], later(T0, 1)));
      await store.update(failJob(jobs[3], { code: 'processing_failed', message: 'gave up' }, later(T0, 1)));

      expect(await store.countPending(a)).toBe(2);
      expect(await store.countPending(b)).toBe(1);
      expect(await store.countPending(tenant())).toBe(0);
    });

    it('lists pending jobs oldest first, without finished ones', async () => {
      const store = await makeStore();
      const t = tenant();
      const newest = pendingJob(t, later(T0, 30));
      const oldest = pendingJob(t, later(T0, -30));
      const middle = pendingJob(t, T0);
      const finished = pendingJob(t, later(T0, -60));
      for (const job of [newest, oldest, middle, finished]) await store.create(job);
      await store.update(completeJob(finished, later(T0, 1)));

      const mine = (await store.listPending()).filter((job) => job.tenantId === t);

      expect(mine.map((job) => job.jobId)).toEqual([oldest.jobId, middle.jobId, newest.jobId]);
    });
  });
}
