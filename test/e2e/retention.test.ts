import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnalysisExecutor } from '../../lambdas/core/ports/executor.js';
import type { Clock } from '../../lambdas/core/ports/system.js';
import { JobStatus } from '../../lambdas/core/schemas/responses.js';
import { startTestService, waitForJob, type TestService } from '../helpers/local-service.js';
import { startReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js';
import { historyJobId, writeJobHistory } from '../../bench/lib/job-history.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A clock the test moves forward instead of sleeping. */
class MovableClock implements Clock {
  offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
}

/** Answers at once; an input "fail" makes the attempt fail; "hold" waits until released. */
let release: () => void = () => undefined;
/** Runs that reached "hold" so far. */
let holds = 0;
const executor: AnalysisExecutor = {
  run: async (request, _version, requestId) => {
    const inputs = (request as { inputs?: string[] }).inputs ?? [];
    if (inputs.includes('fail')) throw new Error('analysis failed');
    if (inputs.includes('hold')) {
      await new Promise<void>((resolve) => {
        release = resolve;
        holds++;
      });
    }
    return { body: JSON.stringify({ results: [], requestId }) };
  },
};

const ENV = { JOB_MAX_ATTEMPTS: '1', JOB_RETRY_DELAY_SECONDS: '0', WEBHOOKS_ALLOW_LOOPBACK: 'true' };
const exists = async (path: string) => (await stat(path).catch(() => undefined)) !== undefined;
const files = async (dir: string) => (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json'));

let receiver: WebhookReceiver;
const started: TestService[] = [];
const dirs: string[] = [];
beforeAll(async () => {
  receiver = await startReceiver();
});
afterEach(async () => {
  for (const s of started.splice(0)) await s.cleanup();
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});
afterAll(async () => receiver?.close());

async function start(clock: Clock, env: Record<string, string> = {}, dataDir?: string): Promise<TestService> {
  const service = await startTestService({ ...ENV, ...env }, { executor, clock }, { dataDir });
  started.push(service);
  return service;
}

async function submit(service: TestService, inputs: string[], headers: Record<string, string> = {}): Promise<string> {
  const res = await service.call('/v1/sentiment', { method: 'POST', json: { inputs }, headers });
  expect(res.status).toBe(202);
  return ((await res.json()) as { jobId: string }).jobId;
}

describe('retention of the local stores', () => {
  it('deletes a stored input as soon as its job has ended, completed or failed', async () => {
    const service = await start(new MovableClock());
    const holding = holds;
    const held = await submit(service, ['hold']);
    await expect.poll(() => holds).toBe(holding + 1);
    const failed = await submit(service, ['fail']);
    // While the job runs its input is kept; once it ends, it is gone.
    expect(await exists(join(service.dataDir, 'requests', `${held}.json`))).toBe(true);
    release();
    expect((await waitForJob(service, held, 5000)).status).toBe('completed');
    expect((await waitForJob(service, failed, 5000)).status).toBe('failed');
    expect(await files(join(service.dataDir, 'requests'))).toEqual([]);
    expect(await files(join(service.dataDir, 'jobs'))).toHaveLength(2);
  });

  it('answers result_expired for a completed job past the result retention, and 410 on its old link; deletes the job after twice the retention', async () => {
    const clock = new MovableClock();
    const service = await start(clock);
    const jobId = await submit(service, ['fine']);
    const done = await waitForJob(service, jobId, 5000);
    const link = String(done.resultUrl);
    expect((await fetch(link)).status).toBe(200);

    clock.offsetMs = 7 * DAY_MS + 1000;
    const report = await service.root.retention.sweep();
    expect(report).toMatchObject({ results: 1, jobs: 0 });
    const res = await service.call(`/v1/jobs/${jobId}`);
    expect(res.status).toBe(200);
    const expired = (await res.json()) as Record<string, unknown>;
    // The job shape is unchanged (existing clients validate it): completed, no link, an error saying why.
    expect(JobStatus.strict().parse(expired)).toMatchObject({ jobId, status: 'completed', error: { code: 'result_expired' } });
    expect(expired).not.toHaveProperty('resultUrl');
    expect(expired).not.toHaveProperty('result_url');
    expect(String((expired.error as { message: string }).message)).toMatch(/7 days/);
    const old = await fetch(link);
    expect(old.status).toBe(410);
    expect(old.headers.get('x-request-id')).toBeTruthy();
    expect(await old.json()).toMatchObject({ code: 'result_expired' });

    clock.offsetMs = 14 * DAY_MS + 1000;
    expect(await service.root.retention.sweep()).toMatchObject({ jobs: 1 });
    expect((await service.call(`/v1/jobs/${jobId}`)).status).toBe(404);
    expect(await files(join(service.dataDir, 'jobs'))).toEqual([]);
  });

  it('deletes idempotency records after 24 hours and finished webhook deliveries after the retention', async () => {
    const clock = new MovableClock();
    const service = await start(clock);
    const sub = await service.call('/v1/webhooks', { method: 'POST', json: { url: `${receiver.url}/retention`, events: ['analysis.completed'] } });
    expect(sub.status).toBe(201);
    const jobId = await submit(service, ['kept once'], { 'idempotency-key': 'retention-1' });
    await waitForJob(service, jobId, 5000);
    await receiver.waitFor('/retention', 1);
    const deliveries = join(service.dataDir, 'webhook-deliveries');
    await expect.poll(async () => (await files(deliveries)).length).toBe(1);
    await expect.poll(async () => JSON.parse(await readFileText(join(deliveries, (await files(deliveries))[0]))).status).toBe('delivered');
    expect(await files(join(service.dataDir, 'idempotency'))).toHaveLength(1);

    clock.offsetMs = DAY_MS - 60_000;
    expect(await service.root.retention.sweep()).toMatchObject({ idempotency: 0, deliveries: 0 });
    expect(await submit(service, ['kept once'], { 'idempotency-key': 'retention-1' })).toBe(jobId);

    clock.offsetMs = DAY_MS + 60_000;
    expect(await service.root.retention.sweep()).toMatchObject({ idempotency: 1, deliveries: 0 });
    expect(await files(join(service.dataDir, 'idempotency'))).toEqual([]);

    clock.offsetMs = 7 * DAY_MS + 60_000;
    expect(await service.root.retention.sweep()).toMatchObject({ deliveries: 1 });
    expect(await files(deliveries)).toEqual([]);
  });

  it('sweeps on its timer at the configured interval', async () => {
    const clock = new MovableClock();
    const service = await start(clock, { RETENTION_SWEEP_SECONDS: '1' });
    const jobId = await submit(service, ['timer']);
    await waitForJob(service, jobId, 5000);
    clock.offsetMs = 14 * DAY_MS + 1000;
    await expect.poll(() => files(join(service.dataDir, 'jobs')), { timeout: 5000, interval: 100 }).toEqual([]);
    expect(await files(join(service.dataDir, 'results'))).toEqual([]);
  });

  it('removes temporary files a crash left in the store folders (not those of its own writes), and orphaned inputs after an hour', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tas-retention-'));
    dirs.push(dataDir);
    const leftovers = ['results/job_x.json.0a1b2c.tmp', 'results/job_y.json.gz.3d4e5f.tmp', 'jobs/job_z.json.6a7b8c.tmp', 'requests/job_z.json.9d0e1f.tmp', 'idempotency/ab.json.123456.tmp', 'webhook-deliveries/dlv_x.json.654321.tmp'];
    // Written an hour ago by a process that crashed.
    const crashedAt = new Date(Date.now() - 60 * 60 * 1000);
    for (const path of leftovers) {
      await mkdir(join(dataDir, path, '..'), { recursive: true });
      await writeFile(join(dataDir, path), '{"half');
      await utimes(join(dataDir, path), crashedAt, crashedAt);
    }
    // An input whose job was never created (a crash between the two writes).
    await writeFile(join(dataDir, 'requests', 'job_orphan.json'), '{"inputs":["x"]}');
    const clock = new MovableClock();
    const service = await start(clock, {}, dataDir);
    for (const path of leftovers) await expect.poll(() => exists(join(dataDir, path)), { message: path }).toBe(false);
    expect(await exists(join(dataDir, 'requests', 'job_orphan.json'))).toBe(true);
    // A temporary file of a write in progress in this process is left alone.
    const live = join(dataDir, 'results', 'job_live.json.abcdef.tmp');
    await writeFile(live, '{"in progress');
    clock.offsetMs = 2 * 60 * 60 * 1000;
    expect(await service.root.retention.sweep()).toMatchObject({ inputs: 1, temporaries: 0 });
    expect(await exists(live)).toBe(true);
    expect(await files(join(dataDir, 'requests'))).toEqual([]);
  });
});

describe('start-up with a long history', () => {
  it('reads no finished job record at start: each is read when asked for', async () => {
    const first = await start(new MovableClock());
    await first.stop();
    const dataDir = first.dataDir;
    const ids = await writeJobHistory(dataDir, { count: 500, tenantId: 'dev', finishedAt: new Date(Date.now() - DAY_MS), results: true });
    // A record nothing has asked for yet, unreadable: reading it at start would quarantine it.
    const unread = historyJobId(99_999);
    await writeFile(join(dataDir, 'jobs', `${unread}.json`), '{"jobId":');

    const second = await startTestService(ENV, { executor, clock: new MovableClock() }, { dataDir, key: first.key });
    started.push(second);
    expect(await exists(join(dataDir, 'jobs', `${unread}.json`))).toBe(true);
    expect(await exists(join(dataDir, 'jobs', 'quarantine'))).toBe(false);

    const old = (await (await second.call(`/v1/jobs/${ids[321]}`)).json()) as Record<string, unknown>;
    expect(old).toMatchObject({ jobId: ids[321], status: 'completed' });
    expect((await fetch(String(old.resultUrl))).status).toBe(200);
    // Asked for, the unreadable record is quarantined and the job is unknown.
    expect((await second.call(`/v1/jobs/${unread}`)).status).toBe(404);
    expect(await exists(join(dataDir, 'jobs', 'quarantine', `${unread}.json`))).toBe(true);
  });

  it('resumes the pending jobs of a data folder written before the pending markers', async () => {
    const first = await start(new MovableClock());
    const holding = holds;
    const held = await submit(first, ['hold']);
    const dataDir = first.dataDir;
    await expect.poll(() => holds).toBe(holding + 1);
    const record = JSON.parse(await readFileText(join(dataDir, 'jobs', `${held}.json`))) as Record<string, unknown>;
    const request = JSON.parse(await readFileText(join(dataDir, 'requests', `${held}.json`))) as Record<string, unknown>;
    release();
    await waitForJob(first, held, 5000);
    await first.stop();
    // The folder as an earlier version left it: job records only, one of them pending.
    await writeJobHistory(dataDir, { count: 50, tenantId: 'dev', finishedAt: new Date(Date.now() - DAY_MS) });
    await rm(join(dataDir, 'jobs', 'pending'), { recursive: true, force: true });
    const jobId = historyJobId(77_777);
    const { leaseUntil: _lease, ...rest } = record;
    await writeFile(join(dataDir, 'jobs', `${jobId}.json`), JSON.stringify({ ...rest, jobId, status: 'pending', attempts: 0, revision: 0 }));
    await writeFile(join(dataDir, 'requests', `${jobId}.json`), JSON.stringify({ ...request, inputs: ['resumed'] }));

    const second = await startTestService(ENV, { executor, clock: new MovableClock() }, { dataDir, key: first.key });
    started.push(second);
    expect((await waitForJob(second, jobId, 5000)).status).toBe('completed');
    expect(await readdir(join(dataDir, 'jobs', 'pending'))).toEqual([]);
    expect(await files(join(dataDir, 'jobs'))).toHaveLength(52);
  });
});

function readFileText(path: string): Promise<string> {
  return readFile(path, 'utf8');
}
