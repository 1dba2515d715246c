import { describe, expect, it } from 'vitest';
import { newJob, type Job } from '../../../lambdas/core/jobs.js';
import type { FanoutPayloads, FanoutState, FanoutStore, FanoutTaskKind, PartReceipt } from '../../../lambdas/core/ports/fanout.js';
import type { TextEncoder } from '../../../lambdas/core/ports/models.js';
import type { SimilarityRequest } from '../../../lambdas/core/schemas/requests.js';
import { parseJobMessageBody } from '../../../lambdas/core/schemas/stored.js';
import { EMBED_CHUNK_ALIGN } from '../../../lambdas/core/similarity/embed-chunks.js';
import type { ServiceDeps } from '../../../lambdas/operations/deps.js';
import type { FanoutSettings } from '../../../lambdas/operations/fanout-deps.js';
import { runJob, runJobMessage } from '../../../lambdas/operations/run-job.js';
import { similarityBody } from '../../../lambdas/operations/similarity.js';
import type { AnalysisRequest } from '../../../lambdas/core/analysis-request.js';
import { usageOf, withUsage } from '../../../lambdas/core/usage.js';
import { fanoutPlanOf } from '../../../lambdas/operations/similarity-fanout.js';

/**
 * The fan-out use cases with in-memory fakes: the embedding phase in chunks, failures, retries
 * and recovery, with the result compared byte for byte to the single worker's. (The same against
 * the emulators and the real handlers: `test/integration/aws-fanout.test.ts`.)
 */

const JOB_ID = 'job_0123456789abcdefghjkmnpqrs';
const DIMENSION = 4;
/** The TF.js runtime's batch: the fake encoder's vectors depend on the batch they are computed in. */
const ENCODER_BATCH = 64;

type Sent = { task: number; phase?: 'embed'; delay?: number };

function textCode(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) % 100_003;
  return h;
}

/**
 * Like the local encoder on TF.js: a vector depends on its text and, in its last bits, on the
 * batch of 64 it was computed in (counted from the start of each call), so a chunk boundary off a
 * multiple of 64 changes the result's bytes.
 */
function batchDependentEncoder(calls: number[]): TextEncoder {
  return {
    dimension: DIMENSION,
    embed: async (texts) => {
      calls.push(texts.length);
      return texts.map((text, i) => {
        const batchFirst = texts[i - (i % ENCODER_BATCH)];
        return Float32Array.from({ length: DIMENSION }, (_, k) => Math.sin(textCode(text) + k) + 1e-4 * Math.cos(textCode(batchFirst) + k));
      });
    },
  };
}

/** 500 texts: 430 distinct, with repeats (also across chunks) and blank ones. */
function largeSet(): string[] {
  const texts: string[] = [];
  for (let i = 0; i < 430; i++) {
    texts.push(`text number ${i}`);
    if (i % 7 === 3) texts.push(`text number ${(i * 13) % 430}`);
    if (i % 50 === 10) texts.push(i % 100 === 10 ? '' : '   ');
  }
  return texts.slice(0, 500);
}

/** 500 texts: three chunks (192, 192, 46 distinct texts) in two lanes, four similarity tasks. */
const LARGE: FanoutSettings = { minValues: 100, taskValues: 40_000, minPartBytes: 1024, partBytes: 1500, embedTexts: 100, embedLanes: 2 };
const SMALL: FanoutSettings = { minValues: 100, taskValues: 500, minPartBytes: 1024, partBytes: 1500, embedTexts: 100, embedLanes: 2 };

function world(request: SimilarityRequest = { set: Array.from({ length: 60 }, (_, i) => `text number ${i}`) }, settings: FanoutSettings = SMALL) {
  const jobs = new Map<string, Job>();
  const states = new Map<string, FanoutState & { attempts: Map<string, number> }>();
  const parts = new Map<number, Uint8Array>();
  const receipts = new Map<number, PartReceipt[]>();
  const work = new Map<string, unknown>();
  const sent: Sent[] = [];
  const log: string[] = [];
  const faults = { uploads: 0, completes: 0, embeds: 0, begins: 0, sends: 0 };
  const calls: number[] = [];
  const uploads: string[] = [];
  const aborted: string[] = [];
  let completed: string | undefined;
  const store: FanoutStore = {
    create: async (s) => (states.has(s.jobId) ? false : (states.set(s.jobId, { ...s, ...(s.embed ? { embed: { ...s.embed } } : {}), attempts: new Map() }), true)),
    get: async (id) => {
      const s = states.get(id);
      if (!s) return undefined;
      const started = [...s.attempts.keys()].filter((k) => k.startsWith('embed')).map((k) => Number(k.slice('embed'.length)));
      return { ...s, finished: [...s.finished], ...(s.embed ? { embed: { ...s.embed, finished: [...s.embed.finished], started } } : {}) };
    },
    markEmbedding: async (id) => {
      const s = states.get(id)!;
      if (s.phase === 'embedStarting') s.phase = 'embedding';
    },
    startSimilarity: async (id, uploadId) => {
      const s = states.get(id)!;
      if (s.uploadId) return false;
      Object.assign(s, { uploadId, phase: 'starting' });
      return true;
    },
    markRunning: async (id) => void (states.get(id)!.phase = 'running'),
    startTask: async (id, task, kind: FanoutTaskKind = 'similarity') => {
      const a = states.get(id)!.attempts;
      const key = `${kind}${task}`;
      a.set(key, (a.get(key) ?? 0) + 1);
      return a.get(key)!;
    },
    finishTask: async (id, task, kind: FanoutTaskKind = 'similarity') => {
      const s = states.get(id)!;
      const counter = kind === 'embed' ? s.embed! : s;
      if (counter.finished.includes(task)) return { counted: false, remaining: counter.remaining };
      counter.finished = [...counter.finished, task];
      counter.remaining -= 1;
      return { counted: true, remaining: counter.remaining };
    },
  };
  const payloads: FanoutPayloads = {
    putRows: async (_id, rows) => void work.set('rows', rows.slice()),
    getRows: async () => work.get('rows') as Int32Array,
    putChunkTexts: async (_id, chunk, texts) => void work.set(`texts-${chunk}`, [...texts]),
    getChunkTexts: async (_id, chunk) => work.get(`texts-${chunk}`) as string[],
    putChunkVectors: async (_id, chunk, v) => void work.set(`vectors-${chunk}`, v.slice()),
    getChunkVectors: async (_id, chunk) => work.get(`vectors-${chunk}`) as Float32Array,
    putVectors: async (_id, v) => void work.set('vectors', v.slice()),
    getVectors: async () => work.get('vectors') as Float32Array,
    beginResult: async () => {
      if (faults.begins > 0 && faults.begins--) throw new Error('begin failed');
      uploads.push(`upload-${uploads.length + 1}`);
      return uploads.at(-1)!;
    },
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
    abortResult: async (_id, uploadId) => void aborted.push(uploadId),
  };
  const encoder = batchDependentEncoder(calls);
  const failing: TextEncoder = {
    dimension: DIMENSION,
    embed: async (texts) => {
      if (faults.embeds > 0 && faults.embeds--) throw new Error('model unavailable');
      return encoder.embed(texts);
    },
  };
  const deps = {
    clock: { now: () => new Date('2026-11-21T12:00:00Z') },
    logger: { info: (m: string) => log.push(m), warn: (m: string) => log.push(m), error: (m: string) => log.push(m) },
    jobs: {
      get: async (id: string) => jobs.get(id),
      update: async (next: Job) => (jobs.get(next.jobId)?.revision === next.revision - 1 ? (jobs.set(next.jobId, next), true) : false),
    },
    payloads: { getRequest: async () => ({ operation: 'similarity', ...request }) },
    queue: { enqueue: async () => undefined },
    executor: { run: async () => ({ body: 'single' }) },
    settings: { retryDelaySeconds: 2 },
    fanout: {
      store,
      payloads,
      queue: {
        enqueueTask: async (_id: string, task: number, delay?: number) => void sent.push({ task, ...(delay ? { delay } : {}) }),
        enqueueEmbedTask: async (_id: string, task: number, delay?: number) => {
          if (!delay && faults.sends > 0 && faults.sends--) throw new Error('send failed');
          sent.push({ task, phase: 'embed', ...(delay ? { delay } : {}) });
        },
      },
      settings,
      encoder: () => failing,
    },
  } as unknown as ServiceDeps;
  jobs.set(JOB_ID, newJob({ jobId: JOB_ID, tenantId: 't', operation: 'similarity', version: 'v', requestId: 'r' }, new Date('2026-11-21T11:00:00Z')));
  /** The messages sent since the last call, as the handler would receive them. */
  const take = () => sent.splice(0).map(({ task, phase }) => ({ jobId: JOB_ID, task, ...(phase ? { phase } : {}) }));
  /** What one worker stores for the same request: one `embed` call over the distinct texts, then its usage (run-job.ts). */
  const single = async () => withUsage(await similarityBody(request, batchDependentEncoder([]), JOB_ID), usageOf({ operation: 'similarity', ...request } as AnalysisRequest));
  return { deps, jobs, states, sent, take, faults, log, calls, uploads, aborted, single, result: () => completed };
}

type World = ReturnType<typeof world>;

/** Runs the coordinator and the embedding tasks as they are sent; returns the similarity task messages. */
async function embedAll(w: World) {
  expect(await runJob(w.deps, JOB_ID)).toBe('fannedOut');
  let messages = w.take();
  while (messages.length > 0 && messages.every((m) => m.phase === 'embed')) {
    await runAll(w, messages);
    messages = w.take();
  }
  return messages;
}

async function runAll(w: World, messages: { jobId: string; task: number }[]) {
  for (const m of messages) await runJobMessage(w.deps, m);
}

describe('similarity fan-out: the embedding phase', () => {
  it('embeds in chunks of whole encoder batches, two lanes at a time, and gives the single worker\'s bytes', async () => {
    const w = world({ set: largeSet() }, LARGE);
    expect(await runJob(w.deps, JOB_ID)).toBe('fannedOut');
    // The coordinator embeds nothing; it sends the first chunk of each lane.
    expect(w.calls).toEqual([]);
    const first = w.take();
    expect(first).toEqual([0, 1].map((task) => ({ jobId: JOB_ID, task, phase: 'embed' })));
    expect(w.states.get(JOB_ID)).toMatchObject({ phase: 'embedding', embed: { texts: 430, chunkTexts: EMBED_CHUNK_ALIGN, chunks: 3, lanes: 2, remaining: 3 } });
    // Chunk 1 (its lane has no next), delivered twice; then chunk 0, which sends its lane's next, chunk 2.
    expect(await runJobMessage(w.deps, first[1])).toBe('taskDone');
    expect(await runJobMessage(w.deps, first[1])).toBe('skipped');
    expect(w.sent).toEqual([]);
    expect(await runJobMessage(w.deps, first[0])).toBe('taskDone');
    const next = w.take();
    expect(next).toEqual([{ jobId: JOB_ID, task: 2, phase: 'embed' }]);
    // The last distinct one starts the similarity phase.
    expect(await runJobMessage(w.deps, next[0])).toBe('fannedOut');
    expect(w.calls).toEqual([192, 192, 46]);
    expect(w.states.get(JOB_ID)).toMatchObject({ phase: 'running', uploadId: 'upload-1', embed: { remaining: 0 } });
    const tasks = w.take();
    expect(tasks.length).toBeGreaterThanOrEqual(3);
    expect(tasks.every((m) => !('phase' in m))).toBe(true);
    // Late duplicates of embedding tasks change nothing.
    expect(await runJobMessage(w.deps, first[0])).toBe('skipped');
    expect(await runJobMessage(w.deps, next[0])).toBe('skipped');
    expect(w.sent).toEqual([]);
    await runAll(w, tasks);
    expect(w.jobs.get(JOB_ID)!.status).toBe('completed');
    expect(w.result()).toBe(await w.single());
    expect(w.uploads).toEqual(['upload-1']);
  });

  it('a topK request runs on one worker: its result is inputs × k, not every value', () => {
    const w = world({ set: largeSet() }, LARGE);
    expect(fanoutPlanOf({ set: largeSet() }, w.deps.fanout!, JOB_ID)).toBeDefined();
    expect(fanoutPlanOf({ set: largeSet(), topK: 5 }, w.deps.fanout!, JOB_ID)).toBeUndefined();
  });

  it('one lane per chunk when lanes ≥ chunks: the coordinator sends every chunk', async () => {
    const w = world({ set: largeSet() }, { ...LARGE, embedLanes: 20 });
    await runJob(w.deps, JOB_ID);
    expect(w.take().map((m) => m.task)).toEqual([0, 1, 2]);
  });

  it('a finisher that could not send its lane\'s next chunk sends it on its retry; a duplicate after that sends nothing', async () => {
    const w = world({ set: largeSet() }, LARGE);
    await runJob(w.deps, JOB_ID);
    const first = w.take();
    w.faults.sends = 1;
    expect(await runJobMessage(w.deps, first[0])).toBe('retrying');
    const retry = w.take();
    expect(retry).toEqual([{ jobId: JOB_ID, task: 0, phase: 'embed' }]);
    const embedded = w.calls.length;
    expect(await runJobMessage(w.deps, retry[0])).toBe('skipped');
    expect(w.calls).toHaveLength(embedded);
    const next = w.take();
    expect(next).toEqual([{ jobId: JOB_ID, task: 2, phase: 'embed' }]);
    // Once chunk 2 has started, a duplicate of chunk 0 does not send it again.
    await w.deps.fanout!.store.startTask(JOB_ID, 2, 'embed');
    expect(await runJobMessage(w.deps, first[0])).toBe('skipped');
    expect(w.sent).toEqual([]);
  });

  it('a chunk size that is not a multiple of the encoder batch would change the bytes (the fake is batch-dependent)', async () => {
    const request = { set: largeSet() };
    const chunked = await similarityBody(request, batchDependentEncoder([]), JOB_ID);
    const shifted: TextEncoder = {
      dimension: DIMENSION,
      // Embeds the distinct texts in two calls split at 100: the batches of 64 move.
      embed: async (texts) => [...(await batchDependentEncoder([]).embed(texts.slice(0, 100))), ...(await batchDependentEncoder([]).embed(texts.slice(100)))],
    };
    expect(await similarityBody(request, shifted, JOB_ID)).not.toBe(chunked);
  });

  it('an embedding task failing on every attempt is retried with the job delay, then fails the job before any upload', async () => {
    const w = world({ set: largeSet() }, LARGE);
    await runJob(w.deps, JOB_ID);
    const embeds = w.take();
    w.faults.embeds = Infinity;
    expect(await runJobMessage(w.deps, embeds[1])).toBe('retrying');
    expect(await runJobMessage(w.deps, embeds[1])).toBe('retrying');
    expect(w.sent).toEqual([
      { task: 1, phase: 'embed', delay: 2 },
      { task: 1, phase: 'embed', delay: 4 },
    ]);
    expect(await runJobMessage(w.deps, embeds[1])).toBe('failed');
    expect(w.jobs.get(JOB_ID)).toMatchObject({ status: 'failed', error: { code: 'processing_failed' } });
    expect(w.uploads).toEqual([]);
    expect(w.aborted).toEqual([]);
    // The other chunks, delivered afterwards, do nothing.
    w.faults.embeds = 0;
    expect(await runJobMessage(w.deps, embeds[0])).toBe('skipped');
    expect(w.calls).toEqual([]);
  });

  it('an embedding task delivered again after its attempts were used up by crashes fails the job', async () => {
    const w = world({ set: largeSet() }, LARGE);
    await runJob(w.deps, JOB_ID);
    for (let i = 0; i < 3; i++) await w.deps.fanout!.store.startTask(JOB_ID, 2, 'embed');
    expect(await runJobMessage(w.deps, { jobId: JOB_ID, task: 2, phase: 'embed' })).toBe('failed');
    expect(w.jobs.get(JOB_ID)!.status).toBe('failed');
  });

  it('when the last embedding task fails to start the similarity phase, its retry does only that', async () => {
    const w = world({ set: largeSet() }, LARGE);
    await runJob(w.deps, JOB_ID);
    await runAll(w, w.take());
    const [last] = w.take();
    w.faults.begins = 1;
    expect(await runJobMessage(w.deps, last)).toBe('retrying');
    const retry = w.take();
    expect(retry).toEqual([{ jobId: JOB_ID, task: 2, phase: 'embed' }]);
    expect(w.states.get(JOB_ID)).toMatchObject({ phase: 'embedding', embed: { remaining: 0 } });
    const embedded = w.calls.length;
    expect(await runJobMessage(w.deps, retry[0])).toBe('fannedOut');
    expect(w.calls).toHaveLength(embedded);
    await runAll(w, w.take());
    expect(w.result()).toBe(await w.single());
  });

  it('two deliveries of the last embedding task at once start one similarity phase; the loser aborts its upload', async () => {
    const w = world({ set: largeSet() }, LARGE);
    await runJob(w.deps, JOB_ID);
    await runAll(w, w.take());
    const [last] = w.take();
    const outcomes = await Promise.all([runJobMessage(w.deps, last), runJobMessage(w.deps, last)]);
    expect(outcomes.sort()).toEqual(['fannedOut', 'skipped']);
    expect(w.uploads).toEqual(['upload-1', 'upload-2']);
    expect(w.aborted).toEqual([w.states.get(JOB_ID)!.uploadId === 'upload-1' ? 'upload-2' : 'upload-1']);
    const tasks = w.take();
    expect(new Set(tasks.map((m) => m.task)).size).toBe(tasks.length);
    await runAll(w, tasks);
    expect(w.result()).toBe(await w.single());
  });

  it('a coordinator that stopped before sending every embedding message is resumed by the job message, once', async () => {
    const w = world({ set: largeSet() }, LARGE);
    await runJob(w.deps, JOB_ID);
    const embeds = w.take();
    await runJobMessage(w.deps, embeds[0]);
    expect(w.take()).toEqual([{ jobId: JOB_ID, task: 2, phase: 'embed' }]);
    w.states.get(JOB_ID)!.phase = 'embedStarting';
    const attempts = w.jobs.get(JOB_ID)!.attempts;
    // Chunk 0 is embedded (it sent its lane's next): only chunk 1 is sent again.
    expect(await runJob(w.deps, JOB_ID)).toBe('fannedOut');
    expect(w.take()).toEqual([embeds[1]]);
    expect(await runJob(w.deps, JOB_ID)).toBe('skipped');
    expect(w.sent).toEqual([]);
    expect(w.jobs.get(JOB_ID)!.attempts).toBe(attempts);
  });

  it('a job of blank texts only has no chunks: the coordinator starts the similarity phase itself', async () => {
    const w = world({ set: Array.from({ length: 60 }, (_, i) => (i % 2 ? '' : ' ')) });
    expect(await runJob(w.deps, JOB_ID)).toBe('fannedOut');
    const tasks = w.take();
    expect(tasks.length).toBeGreaterThanOrEqual(2);
    expect(tasks.every((m) => !('phase' in m))).toBe(true);
    await runAll(w, tasks);
    expect(w.calls).toEqual([]);
    expect(w.result()).toBe(await w.single());
  });

  it('job messages: a task without phase is a similarity task (as before); an embedding task needs its chunk', () => {
    expect(parseJobMessageBody({ jobId: JOB_ID, task: 3 })).toEqual({ jobId: JOB_ID, task: 3 });
    expect(parseJobMessageBody({ jobId: JOB_ID, task: 3, phase: 'embed' })).toEqual({ jobId: JOB_ID, task: 3, phase: 'embed' });
    expect(() => parseJobMessageBody({ jobId: JOB_ID, phase: 'embed' })).toThrow();
    expect(() => parseJobMessageBody({ jobId: JOB_ID, task: 3, phase: 'similarity' })).toThrow();
  });
});

describe('similarity fan-out: the similarity phase', () => {
  it('a task failing on every attempt is retried with the job delay, then aborts the upload and fails the job', async () => {
    const w = world();
    const tasks = (await embedAll(w)).map((m) => m.task);
    expect(tasks.length).toBeGreaterThanOrEqual(2);
    w.faults.uploads = Infinity;
    expect(await runJobMessage(w.deps, { jobId: JOB_ID, task: 0 })).toBe('retrying');
    expect(await runJobMessage(w.deps, { jobId: JOB_ID, task: 0 })).toBe('retrying');
    expect(w.sent).toEqual([
      { task: 0, delay: 2 },
      { task: 0, delay: 4 },
    ]);
    expect(await runJobMessage(w.deps, { jobId: JOB_ID, task: 0 })).toBe('failed');
    expect(w.aborted).toEqual(['upload-1']);
    expect(w.jobs.get(JOB_ID)).toMatchObject({ status: 'failed', error: { code: 'processing_failed' } });
    expect(w.result()).toBeUndefined();
    // The other tasks, delivered afterwards, do nothing.
    expect(await runJobMessage(w.deps, { jobId: JOB_ID, task: 1 })).toBe('skipped');
  });

  it('a task delivered again after its attempts were used up by crashes fails the job', async () => {
    const w = world();
    await embedAll(w);
    // Three deliveries that crashed mid-task (the attempt is counted when it starts).
    for (let i = 0; i < 3; i++) await w.deps.fanout!.store.startTask(JOB_ID, 1);
    expect(await runJobMessage(w.deps, { jobId: JOB_ID, task: 1 })).toBe('failed');
    expect(w.aborted).toEqual(['upload-1']);
  });

  it('when the last finisher fails to complete, its retry completes the upload and the job', async () => {
    const w = world();
    const tasks = (await embedAll(w)).map((m) => m.task);
    for (const task of tasks.slice(0, -1)) expect(await runJobMessage(w.deps, { jobId: JOB_ID, task })).toBe('taskDone');
    w.faults.completes = 1;
    const last = tasks.at(-1)!;
    expect(await runJobMessage(w.deps, { jobId: JOB_ID, task: last })).toBe('retrying');
    expect(w.jobs.get(JOB_ID)!.status).toBe('pending');
    expect(await runJobMessage(w.deps, { jobId: JOB_ID, task: last })).toBe('completed');
    const body = JSON.parse(w.result()!);
    expect(body).toMatchObject({ scenario: 'self', n: 60, requestId: JOB_ID });
    expect(body.flattened).toHaveLength((60 * 59) / 2);
    expect(w.result()).toBe(await w.single());
    expect(w.jobs.get(JOB_ID)!.status).toBe('completed');
  });

  it('a similarity phase that stopped before sending every task message is resumed by the job message, once', async () => {
    const w = world();
    const count = (await embedAll(w)).length;
    w.states.get(JOB_ID)!.phase = 'starting';
    const attempts = w.jobs.get(JOB_ID)!.attempts;
    expect(await runJob(w.deps, JOB_ID)).toBe('fannedOut');
    expect(w.sent).toHaveLength(count);
    w.sent.length = 0;
    expect(await runJob(w.deps, JOB_ID)).toBe('skipped');
    expect(w.sent).toEqual([]);
    expect(w.jobs.get(JOB_ID)!.attempts).toBe(attempts);
  });

  it('a fan-out recorded without an embedding phase (the earlier coordinator) still runs its tasks', async () => {
    const w = world();
    const tasks = await embedAll(w);
    delete w.states.get(JOB_ID)!.embed;
    await runAll(w, tasks);
    expect(w.result()).toBe(await w.single());
  });
});
