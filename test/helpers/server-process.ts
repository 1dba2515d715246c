import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForJob } from './local-service.js';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts the server the way `npm start` does, and waits for its "listening on" line. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'lambdas/local/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 30_000);
    const check = () => {
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout!.on('data', check);
    void exited.then(() => reject(new Error(`server exited: ${out}`)));
  });
  return { child, url, output: () => out, exited };
}

/** A server process on its own temporary folder (its data in `<dir>/data`). */
export interface FolderServer {
  server: ServerProcess;
  dir: string;
  /** Stops the server and removes the folder. */
  stop(): Promise<void>;
}

/**
 * Starts a server process without authentication or rate limits (a plain HTTP client is enough)
 * on a new temporary folder named from `prefix`, with one analysis thread unless `env` sets
 * `WORKER_THREADS` (as startTestService: each thread loads the models).
 */
export async function startOpenServerProcess(prefix: string, env: Record<string, string> = {}): Promise<FolderServer> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  const server = await startServerProcess({ DATA_DIR: join(dir, 'data'), AUTH: 'none', RATE_LIMIT_PER_MINUTE: '100000', RATE_LIMIT_BURST: '100000', WORKER_THREADS: '1', ...env }).catch(async (error: unknown) => {
    await rm(dir, { recursive: true, force: true });
    throw error;
  });
  return {
    server,
    dir,
    stop: async () => {
      server.child.kill('SIGTERM');
      await server.exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Submits an asynchronous similarity request to a server started with `AUTH: 'none'`, waits for
 * its job to complete and returns the result link.
 */
export async function similarityResultLink(server: ServerProcess, body: object, timeoutMs = 120_000): Promise<string> {
  const accepted = await fetch(`${server.url}/v1/similarity`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (accepted.status !== 202) throw new Error(`similarity answered ${accepted.status}: ${await accepted.text()}`);
  const { jobId } = (await accepted.json()) as { jobId: string };
  const status = await waitForJob({ call: (path) => fetch(server.url + path) }, jobId, timeoutMs);
  if (status.status !== 'completed') throw new Error(`job ${jobId}: ${JSON.stringify(status)}`);
  return status.resultUrl as string;
}
