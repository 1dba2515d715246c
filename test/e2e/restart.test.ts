import { afterAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';

const dirs: string[] = [];
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const p of running) p.child.kill('SIGKILL');
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

async function fresh(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'tas-restart-'));
  dirs.push(dir);
  return dir;
}

const THEMES_INPUTS = Array.from({ length: 120 }, (_, i) => `Comment ${i}: ${['the delivery was late', 'support was rude to me', 'the app keeps crashing', 'prices went up again'][i % 4]} (${i % 7} times)`);

async function submit(p: ServerProcess, key: string, body: object): Promise<string> {
  const res = await fetch(`${p.url}/v1/themes`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status).toBe(202);
  return ((await res.json()) as { jobId: string }).jobId;
}

async function statusOf(p: ServerProcess, key: string, jobId: string): Promise<string> {
  const res = await fetch(`${p.url}/v1/jobs?jobId=${jobId}`, { headers: { authorization: `Bearer ${key}` } });
  return ((await res.json()) as { status: string }).status;
}

async function allDone(p: ServerProcess, key: string, jobIds: string[], timeoutMs: number): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const statuses = await Promise.all(jobIds.map((id) => statusOf(p, key, id)));
    if (statuses.every((s) => s !== 'pending') || Date.now() > deadline) return statuses;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** What survives a restart does not depend on the thread count; each analysis thread loads the models. */
const ONE_THREAD = '1';

describe('jobs survive the process', () => {
  it('prints the listening line and the development key once, on the first start only', async () => {
    const dataDir = await fresh();
    const first = await startServerProcess({ DATA_DIR: dataDir, WORKER_THREADS: ONE_THREAD });
    running.push(first);
    expect(first.output()).toMatch(/listening on http:\/\/127\.0\.0\.1:\d+/);
    expect(first.output()).toMatch(/tas_test_[0-9a-z]{39}/);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    const second = await startServerProcess({ DATA_DIR: dataDir, WORKER_THREADS: ONE_THREAD });
    running.push(second);
    expect(second.output()).not.toMatch(/tas_(test|live)_/);
    second.child.kill('SIGKILL');
  });

  it('completes every accepted job after a kill -9 while jobs are pending', async () => {
    const dataDir = await fresh();
    const first = await startServerProcess({ DATA_DIR: dataDir, WORKER_THREADS: ONE_THREAD });
    running.push(first);
    const key = /(tas_test_[0-9a-z]{39})/.exec(first.output())![1];
    const jobIds: string[] = [];
    for (let i = 0; i < 4; i++) jobIds.push(await submit(first, key, { inputs: THEMES_INPUTS.slice(i), maxThemes: 4 }));
    first.child.kill('SIGKILL');
    await first.exited;
    const second = await startServerProcess({ DATA_DIR: dataDir, WORKER_THREADS: ONE_THREAD });
    running.push(second);
    const statuses = await allDone(second, key, jobIds, 120_000);
    expect(statuses).toEqual(['completed', 'completed', 'completed', 'completed']);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  it('SIGTERM stops gracefully: nothing accepted is lost', async () => {
    const dataDir = await fresh();
    const first = await startServerProcess({ DATA_DIR: dataDir, WORKER_THREADS: ONE_THREAD });
    running.push(first);
    const key = /(tas_test_[0-9a-z]{39})/.exec(first.output())![1];
    const jobIds = [await submit(first, key, { inputs: THEMES_INPUTS }), await submit(first, key, { inputs: THEMES_INPUTS.slice(3) })];
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    const second = await startServerProcess({ DATA_DIR: dataDir, WORKER_THREADS: ONE_THREAD });
    running.push(second);
    expect(await allDone(second, key, jobIds, 120_000)).toEqual(['completed', 'completed']);
    second.child.kill('SIGKILL');
  });

  it('SIGTERM while the encoder runs native inference still exits cleanly (the threads drain first)', async () => {
    const dataDir = await fresh();
    const first = await startServerProcess({ DATA_DIR: dataDir, SHUTDOWN_GRACE_SECONDS: '0' });
    running.push(first);
    const key = /(tas_test_[0-9a-z]{39})/.exec(first.output())![1];
    // 12,001 distinct texts: several seconds of embedding on every analysis thread.
    const setB = Array.from({ length: 12_000 }, (_, i) => `Answer ${i}: the ${['delivery', 'support', 'app'][i % 3]} was ${['slow', 'fine', 'great', 'confusing'][i % 4]} (${i * 7919})`);
    const res = await fetch(`${first.url}/v1/similarity`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify({ set_a: ['How was the delivery?'], set_b: setB }) });
    expect(res.status).toBe(202);
    await new Promise((r) => setTimeout(r, 2_500));
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).not.toMatch(/terminate called|Napi::Error/);
  });

  it('refuses AUTH=none on a non-loopback address', async () => {
    const dataDir = await fresh();
    await expect(startServerProcess({ DATA_DIR: dataDir, AUTH: 'none', HOST: '0.0.0.0' })).rejects.toThrow(/AUTH=none is only allowed on a loopback/);
  });
});
