import { describe, expect, it } from 'vitest';
import { newJob, type Job } from '../../../lambdas/core/jobs.js';
import type { FanoutPayloads, FanoutState, FanoutStore, PartReceipt } from '../../../lambdas/core/ports/fanout.js';
import type { TextEncoder } from '../../../lambdas/core/ports/models.js';
import type { ServiceDeps } from '../../../lambdas/operations/deps.js';
import { runJob, runJobMessage } from '../../../lambdas/operations/run-job.js';

/**
 * The fan-out use cases with in-memory fakes: failures, retries and recovery. (The byte-exact
 * result is checked against the emulators in `test/integration/aws-fanout.test.ts`.)
 */

const JOB_ID = 'job_0123456789abcdefghjkmnpqrs';
const DIMENSION = 4;

function world() {
  const jobs = new Map<string, Job>();
  const states = new Map<string, FanoutState & { attempts: Map<number, number> }>();
  const parts = new Map<number, Uint8Array>();
  const receipts = new Map<number, PartReceipt[]>();
  const sent: { task?: number; delay?: number }[] = [];
  const log: string[] = [];
  const faults = { uploads: 0, completes: 0 };
  let completed: string | undefined;
  let aborted = false;
  const store: FanoutStore = {
    create: async (s) => (states.has(s.jobId) ? false : (states.set(s.jobId, { ...s, attempts: new Map() }), true)),
    get: async (id) => {
      const s = states.get(id);
      return s && { ...s, finished: [...s.finished] };
    },
    markRunning: async (id) => void (states.get(id)!.phase = 'running'),
    startTask: async (id, task) => {
      const a = states.get(id)!.attempts;
      a.set(task, (a.get(task) ?? 0) + 1);
      return a.get(task)!;
    },
    finishTask: async (id, task) => {
      const s = states.get(id)!;
      if (s.finished.includes(task)) return { counted: false, remaining: s.remaining };
      s.finished = [...s.finished, task];
      s.remaining -= 1;
      return { counted: true, remaining: s.remaining };
    },
  };
  let vectors: Float32Array = new Float32Array(0);
  const payloads: FanoutPayloads = {
    putVectors: async (_id, v) => void (vectors = v),
    getVectors: async () => vectors,
    beginResult: async () => 'upload-1',
    putResultPart: async (_id, _u, partNumber, body) => {
      if (faults.uploads > 0 && faults.uploads--) throw new Error('upload failed');
      parts.set(partNumber, body);
      return { partNumber, etag: `"${partNumber}"` };
    },
    putReceipts: async (_id, task, list) => void receipts.set(task, [...list]),
    completeResult: async (_id, _u, tasks) => {
      if (faults.completes > 0 && faults.completes--) throw new Error('complete failed');
      const numbers = [...Array(tasks).keys()].flatMap((t) => receipts.get(t)!.map((r) => r.partNumber)).sort((a, b) => a - b);
      completed = Buffer.concat(numbers.map((n) => parts.get(n)!)).toString('utf8');
      return numbers.length;
    },
    abortResult: async () => void (aborted = true),
  };
  const encoder: TextEncoder = { dimension: DIMENSION, embed: async (texts) => texts.map((t, i) => Float32Array.from({ length: DIMENSION }, (_, k) => Math.sin(t.length + i * 7 + k))) };
  const deps = {
    clock: { now: () => new Date('2026-11-21T12:00:00Z') },
    logger: { info: (m: string) => log.push(m), warn: (m: string) => log.push(m), error: (m: string) => log.push(m) },
    jobs: {
      get: async (id: string) => jobs.get(id),
      update: async (next: Job) => (jobs.get(next.jobId)?.revision === next.revision - 1 ? (jobs.set(next.jobId, next), true) : false),
    },
    payloads: { getRequest: async () => ({ operation: 'similarity', set: Array.from({ length: 60 }, (_, i) => `text number ${i}`) }) },
    queue: { enqueue: async () => undefined },
    executor: { run: async () => ({ body: 'single' }) },
    settings: { retryDelaySeconds: 2 },
    fanout: {
      store,
      payloads,
      queue: { enqueueTask: async (_id: string, task: number, delay?: number) => void sent.push({ task, delay }) },
      settings: { minValues: 100, taskValues: 500, minPartBytes: 1024, partBytes: 1500 },
      encoder: () => encoder,
    },
  } as unknown as ServiceDeps;
  jobs.set(JOB_ID, newJob({ jobId: JOB_ID, tenantId: 't', operation: 'similarity', version: 'v', requestId: 'r' }, new Date('2026-11-21T11:00:00Z')));
  return { deps, jobs, states, sent, faults, log, result: () => completed, aborted: () => aborted };
}

describe('similarity fan-out use cases', () => {
  it('a task failing on every attempt is retried with the job delay, then aborts the upload and fails the job', async () => {
    const w = world();
    expect(await runJob(w.deps, JOB_ID)).toBe('fannedOut');
    const tasks = w.sent.splice(0).map((m) => m.task!);
    expect(tasks.length).toBeGreaterThanOrEqual(2);
    w.faults.uploads = Infinity;
    expect(await runJobMessage(w.deps, { jobId: JOB_ID, task: 0 })).toBe('retrying');
    expect(await runJobMessage(w.deps, { jobId: JOB_ID, task: 0 })).toBe('retrying');
    expect(w.sent).toEqual([{ task: 0, delay: 2 }, { task: 0, delay: 4 }]);
    expect(await runJobMessage(w.deps, { jobId: JOB_ID, task: 0 })).toBe('failed');
    expect(w.aborted()).toBe(true);
    expect(w.jobs.get(JOB_ID)).toMatchObject({ status: 'failed', error: { code: 'processing_failed' } });
    expect(w.result()).toBeUndefined();
    // The other tasks, delivered afterwards, do nothing.
    expect(await runJobMessage(w.deps, { jobId: JOB_ID, task: 1 })).toBe('skipped');
  });

  it('a task delivered again after its attempts were used up by crashes fails the job', async () => {
    const w = world();
    await runJob(w.deps, JOB_ID);
    // Three deliveries that crashed mid-task (the attempt is counted when it starts).
    for (let i = 0; i < 3; i++) await w.deps.fanout!.store.startTask(JOB_ID, 1);
    expect(await runJobMessage(w.deps, { jobId: JOB_ID, task: 1 })).toBe('failed');
    expect(w.aborted()).toBe(true);
  });

  it('when the last finisher fails to complete, its retry completes the upload and the job', async () => {
    const w = world();
    await runJob(w.deps, JOB_ID);
    const tasks = w.sent.splice(0).map((m) => m.task!);
    for (const task of tasks.slice(0, -1)) expect(await runJobMessage(w.deps, { jobId: JOB_ID, task })).toBe('taskDone');
    w.faults.completes = 1;
    const last = tasks.at(-1)!;
    expect(await runJobMessage(w.deps, { jobId: JOB_ID, task: last })).toBe('retrying');
    expect(w.jobs.get(JOB_ID)!.status).toBe('pending');
    expect(await runJobMessage(w.deps, { jobId: JOB_ID, task: last })).toBe('completed');
    const body = JSON.parse(w.result()!);
    expect(body).toMatchObject({ scenario: 'self', n: 60, requestId: JOB_ID });
    expect(body.flattened).toHaveLength((60 * 59) / 2);
    expect(w.jobs.get(JOB_ID)!.status).toBe('completed');
  });

  it('a coordinator that stopped before sending every task message is resumed by the job message, once', async () => {
    const w = world();
    await runJob(w.deps, JOB_ID);
    const count = w.sent.splice(0).length;
    w.states.get(JOB_ID)!.phase = 'starting';
    const attempts = w.jobs.get(JOB_ID)!.attempts;
    expect(await runJob(w.deps, JOB_ID)).toBe('fannedOut');
    expect(w.sent).toHaveLength(count);
    expect(await runJob(w.deps, JOB_ID)).toBe('skipped');
    expect(w.sent).toHaveLength(count);
    expect(w.jobs.get(JOB_ID)!.attempts).toBe(attempts);
  });
});
