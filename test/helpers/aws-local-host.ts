import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** The local run of the bundled handlers (`npm run start:aws-local`), started for a test. */
export interface AwsLocalHost {
  url: string;
  key: string;
  /** Milliseconds from spawning the host to its "listening" line (synth included). */
  startMs: number;
  /** Whether synth ran or an unchanged assembly was reused, as the host reported it. */
  synth: string;
  /** fetch against the local API with the host's key (unless `auth` is false or another key). */
  call(path: string, init?: RequestInit & { json?: unknown; auth?: boolean | string }): Promise<Response>;
  /** The host's last output lines (its own and the functions'), to explain a failure. */
  tail(): string;
  stop(): Promise<void>;
}

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const KEPT_LINES = 400;
const STOP_GRACE_MS = 20_000;

/** Starts the host as its own process on a free port and waits until it serves requests. */
export async function startAwsLocalHost(args: string[] = [], readyTimeoutMs = 600_000): Promise<AwsLocalHost> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/aws-local/main.ts', '--port', '0', ...args], {
    cwd: PROJECT_ROOT,
    // The synth it runs skips CloudFormation's own template checks (about 8 s), as the real synth
    // test does: they run on every `npm run synth`, and the assembly they check is the same.
    env: { ...process.env, CDK_VALIDATION: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (line: string) => {
    lines.push(line);
    if (lines.length > KEPT_LINES) lines.shift();
  };
  createInterface({ input: child.stderr! }).on('line', keep);
  const tail = () => lines.join('\n');
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let key = '';
  let synth = 'unknown';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`aws-local not ready after ${readyTimeoutMs} ms:\n${tail()}`)), readyTimeoutMs);
    void exited.then((code) => reject(new Error(`aws-local exited (${code}) before it was ready:\n${tail()}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      keep(line);
      const keyMatch = /^API key \(.*\): (\S+)$/.exec(line);
      if (keyMatch) key = keyMatch[1];
      if (line.includes('synth: ')) synth = line.slice(line.indexOf('synth: ') + 'synth: '.length).split(',')[0];
      const listening = /^listening on (http:\/\/127\.0\.0\.1:\d+)$/.exec(line);
      if (listening) {
        clearTimeout(timer);
        resolve(listening[1]);
      }
    });
  }).catch(async (error: unknown) => {
    await stopChild(child, exited);
    throw error;
  });
  const call: AwsLocalHost['call'] = (path, init = {}) => {
    const { json, auth = true, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (auth !== false) headers.set('authorization', `Bearer ${typeof auth === 'string' ? auth : key}`);
    if (json !== undefined) headers.set('content-type', 'application/json');
    return fetch(`${url}${path}`, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body });
  };
  return { url, key, startMs: Date.now() - started, synth, call, tail, stop: () => stopChild(child, exited) };
}

/** SIGTERM (the host stops its functions and emulators), then SIGKILL after a grace period. */
async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
}
