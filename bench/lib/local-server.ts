import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const START_TIMEOUT_MS = 60_000;

/** The real local server (`lambdas/local/main.ts`, as `npm start` runs it) in a child process. */
export interface LocalServer {
  child: ChildProcess;
  url: string;
  dataDir: string;
  /** Everything the server has printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the server on 127.0.0.1 with an empty data folder and `env` on top of the defaults.
 * Resolves once it prints its listening line.
 */
export async function startLocalServer(env: Record<string, string> = {}): Promise<LocalServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tas-bench-server-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'lambdas/local/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), START_TIMEOUT_MS);
    const check = () => {
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', () => reject(new Error(`server exited: ${out}`)));
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  return { child, url, dataDir, output: () => out, stop };
}
