import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalConfigSchema, type LocalConfig } from '../../lambdas/runtime/config.js';
import type { LocalRootOverrides } from '../../lambdas/runtime/local-root.js';
import { startLocalService, type LocalService } from '../../lambdas/local/service.js';

export interface TestService extends LocalService {
  key: string;
  dataDir: string;
  /** fetch against the service with the test key (unless `auth: false`). */
  call(path: string, init?: RequestInit & { json?: unknown; auth?: boolean | string }): Promise<Response>;
  /** Number of job files on disk (to prove a request created none). */
  jobCount(): Promise<number>;
  cleanup(): Promise<void>;
}

/** Reuse the data dir (and key) of a stopped service, to test what survives a restart. */
export interface ReuseOptions {
  dataDir?: string;
  key?: string;
}

/**
 * Starts the real local service (real models, worker threads) on a free port and a fresh data dir.
 * One analysis thread unless `env` sets `WORKER_THREADS`: every thread loads the models (about
 * 3.5 s of CPU each), answers do not depend on how many threads serve them, and the tests of
 * what two threads do (jobs beside synchronous requests, a thread lost mid-job) ask for them.
 * `npm start`'s own default (min(2, cores)) is tested as it ships by test/e2e/npm-start.test.ts.
 */
export async function startTestService(env: Record<string, string> = {}, overrides: LocalRootOverrides = {}, reuse: ReuseOptions = {}): Promise<TestService> {
  const dataDir = reuse.dataDir ?? (await mkdtemp(join(tmpdir(), 'tas-test-')));
  const config: LocalConfig = LocalConfigSchema.parse({ HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SHUTDOWN_GRACE_SECONDS: '5', WORKER_THREADS: '1', ...env });
  const service = await startLocalService(config, overrides);
  const key = service.devKey ?? reuse.key ?? '';
  const call: TestService['call'] = (path, init = {}) => {
    const { json, auth = true, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (auth !== false) headers.set('authorization', `Bearer ${typeof auth === 'string' ? auth : key}`);
    if (json !== undefined) headers.set('content-type', 'application/json');
    return fetch(`${service.url}${path}`, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body });
  };
  return {
    ...service,
    key,
    dataDir,
    call,
    jobCount: async () => (await readdir(join(dataDir, 'jobs')).catch(() => [])).filter((n) => n.endsWith('.json')).length,
    cleanup: async () => {
      await service.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Polls a job until it leaves `pending`, under `base` (a client's base path, e.g. `/pulse/v1`);
 * `onStatus` sees every status read, pending ones too. Keep `timeoutMs` below the test's own
 * timeout, so a job that never finishes fails with this message rather than the runner's.
 */
export async function waitForJob(
  service: Pick<TestService, 'call'>,
  jobId: string,
  timeoutMs = 60_000,
  auth?: string,
  base = '/v1',
  onStatus: (status: Record<string, unknown>) => void = () => {},
): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await service.call(`${base}/jobs?jobId=${encodeURIComponent(jobId)}`, auth ? { auth } : {});
    const body = (await res.json()) as Record<string, unknown>;
    onStatus(body);
    if (body.status !== 'pending') return body;
    if (Date.now() > deadline) throw new Error(`job ${jobId} still pending after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
