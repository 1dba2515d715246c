import { afterEach, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JobEventFeed } from '../../../lambdas/adapters/local/job-event-feed.js';
import { completeJob, newJob, startAttempt, type Job } from '../../../lambdas/core/jobs.js';
import type { JobStore } from '../../../lambdas/core/ports/jobs.js';

class MemoryJobStore implements JobStore {
  readonly jobs = new Map<string, Job>();
  async create(job: Job) {
    this.jobs.set(job.jobId, job);
  }
  async get(id: string) {
    return this.jobs.get(id);
  }
  async update(next: Job) {
    const cur = this.jobs.get(next.jobId);
    if (!cur || cur.revision !== next.revision - 1) return false;
    this.jobs.set(next.jobId, next);
    return true;
  }
  async countPending() {
    return 0;
  }
  async listPending() {
    return [];
  }
}

const silent = { info() {}, warn() {}, error() {} };
const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});
const settle = () => new Promise((r) => setTimeout(r, 50));

describe('job event feed (the local stand-in for the jobs table stream)', () => {
  it('reports pending → completed once, not other writes', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tas-feed-'));
    dirs.push(dir);
    const feed = new JobEventFeed(new MemoryJobStore(), dir, silent);
    const seen: string[] = [];
    feed.onFinished(async (job) => seen.push(`${job.jobId}:${job.status}`));
    const job = newJob({ jobId: 'job_a', tenantId: 't', operation: 'sentiment', version: 'v', requestId: 'r' }, new Date());
    await feed.create(job);
    const running = startAttempt(job, new Date());
    expect(await feed.update(running)).toBe(true);
    expect(await feed.update(completeJob(running, new Date()))).toBe(true);
    expect(await feed.update(completeJob(running, new Date()))).toBe(false);
    await settle();
    expect(seen).toEqual(['job_a:completed']);
    expect(await readdir(join(dir, 'job-events'))).toEqual([]);
  });

  it('keeps a transition whose dispatch failed and hands it over on the next start', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tas-feed-'));
    dirs.push(dir);
    const store = new MemoryJobStore();
    const first = new JobEventFeed(store, dir, silent);
    first.onFinished(async () => {
      throw new Error('disk full');
    });
    const job = newJob({ jobId: 'job_b', tenantId: 't', operation: 'sentiment', version: 'v', requestId: 'r' }, new Date());
    await first.create(job);
    await first.update(completeJob(job, new Date()));
    await settle();
    expect(await readdir(join(dir, 'job-events'))).toEqual(['job_b.json']);

    const second = new JobEventFeed(store, dir, silent);
    const seen: string[] = [];
    second.onFinished(async (j) => seen.push(j.jobId));
    expect(await second.drain()).toBe(1);
    expect(seen).toEqual(['job_b']);
    expect(await readdir(join(dir, 'job-events'))).toEqual([]);
  });
});
