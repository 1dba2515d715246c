import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface LocalServerOptions {
  /** A start that takes longer has failed (loading the models takes a few seconds). */
  startTimeoutMs?: number;
  /** How long a stopping server may take before it is killed. */
  stopTimeoutMs?: number;
  /** Another checkout to run the server from (with its `node_modules`), e.g. an earlier version to compare. */
  root?: string;
}

/** The real local server (`lambdas/local/main.ts`, as `npm start` runs it) in a child process. */
export interface LocalServer {
  child: ChildProcess;
  url: string;
  dataDir: string;
  /** Everything the server has printed so far (stdout and stderr). */
  output(): string;
  /** Stops it (SIGTERM, then SIGKILL after the stop timeout) and removes its data folder. */
  stop(): Promise<void>;
}

/**
 * Starts the server on 127.0.0.1 with an empty data folder and `env` on top of the defaults.
 * Resolves once it prints its listening line (after the development key, when it prints one).
 */
export async function startLocalServer(env: Record<string, string> = {}, options: LocalServerOptions = {}): Promise<LocalServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tas-bench-server-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'lambdas/local/main.ts'], {
    cwd: options.root ?? ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const removeData = () => rm(dataDir, { recursive: true, force: true });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the server did not start in time:\n${out}`)), options.startTimeoutMs ?? 60_000);
      const check = () => {
        const m = /listening on (http:\/\/\S+)/.exec(out);
        if (m) {
          clearTimeout(timer);
          resolve(m[1]);
        }
      };
      child.stdout!.on('data', check);
      void exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`the server exited with code ${code}:\n${out}`));
      });
    });
    const stop = async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), options.stopTimeoutMs ?? 30_000);
        await exited;
        clearTimeout(timer);
      }
      await removeData();
    };
    return { child, url, dataDir, output: () => out, stop };
  } catch (error) {
    child.kill('SIGKILL');
    await removeData();
    throw error;
  }
}
