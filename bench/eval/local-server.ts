/**
 * Starts the service the way `npm start` does (a child process running the local entry point)
 * on a free loopback port and a fresh data folder, with authentication on: the development key
 * that the first start prints is the key the evaluation uses.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Loading the models takes a few seconds; a start that takes this long has failed. */
const START_TIMEOUT_MS = 120_000;
/** How long a stopping server may take before it is killed. */
const STOP_TIMEOUT_MS = 30_000;

export interface StartedServer {
  url: string;
  apiKey: string;
  /** Everything the server printed (warnings and errors: it logs at level warn). */
  output(): string;
  stop(): Promise<void>;
}

/** Starts `lambdas/local/main.ts` with `extraEnv` on top of the evaluation defaults. */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<StartedServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tas-eval-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'lambdas/local/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      AUTH: 'keys',
      LOG_LEVEL: 'warn',
      // The evaluation is one client sending work back to back: lift the per-tenant request rate.
      RATE_LIMIT_PER_MINUTE: '100000',
      RATE_LIMIT_BURST: '10000',
      // Jobs may use both worker threads: the harness keeps two requests in flight.
      JOB_CONCURRENCY: '2',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const started = new Promise<{ url: string; apiKey: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in time:\n${output}`)), START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      const apiKey = /(tas_\w+)/.exec(output)?.[1];
      if (url && apiKey) {
        clearTimeout(timer);
        resolve({ url, apiKey });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with code ${code}:\n${output}`));
    });
  });
  const cleanup = () => rm(dataDir, { recursive: true, force: true });
  try {
    const { url, apiKey } = await started;
    return {
      url,
      apiKey,
      output: () => output,
      stop: async () => {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
        await cleanup();
      },
    };
  } catch (error) {
    child.kill('SIGKILL');
    await cleanup();
    throw error;
  }
}
