import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/server-process.js';

/**
 * `npm start` as a user or a supervisor runs it: through npm, in its own process group, so that
 * a server left running after npm has gone can be seen (and is then cleaned up by the test).
 */
interface NpmStart {
  npm: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const started: NpmStart[] = [];
let dataDirs: string[] = [];

afterEach(async () => {
  for (const s of started.splice(0)) {
    if (groupAlive(s.npm.pid!)) process.kill(-s.npm.pid!, 'SIGKILL');
  }
  await Promise.all(dataDirs.map((d) => rm(d, { recursive: true, force: true })));
  dataDirs = [];
});

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'tas-npm-start-'));
  dataDirs.push(dir);
  return dir;
}

function npmStart(env: Record<string, string>): NpmStart {
  const npm = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  npm.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  npm.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  // npm re-raises the signal its script died of, so a null code comes with the server's signal:
  // it is written into the output so that a failing assertion shows how the server ended.
  const exited = new Promise<number | null>((resolve) =>
    npm.on('exit', (code, signal) => {
      if (signal) out += `\n[npm ended by ${signal}]`;
      resolve(code);
    }),
  );
  const s = { npm, output: () => out, exited };
  started.push(s);
  return s;
}

async function listening(s: NpmStart): Promise<string> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const url = /listening on (http:\/\/\S+)/.exec(s.output())?.[1];
    if (url) return url;
    if (s.npm.exitCode !== null || Date.now() > deadline) throw new Error(`npm start did not start: ${s.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Whether any process of the group (npm, its shell, the server) is still alive. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

async function groupGone(pgid: number, timeoutMs: number): Promise<number> {
  const start = Date.now();
  while (groupAlive(pgid)) {
    if (Date.now() - start > timeoutMs) throw new Error(`processes of npm start still running ${timeoutMs} ms after SIGTERM`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return Date.now() - start;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as { port: number }).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const devKeyOf = (output: string) => /Development API key[^\n]*: (tas_test_\w+)/.exec(output)?.[1];

async function sentiment(url: string, key: string): Promise<number> {
  const res = await fetch(`${url}/v1/sentiment`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ inputs: ['The staff were lovely', 'Cold food'], fast: true }),
  });
  await res.arrayBuffer();
  return res.status;
}

/** Stopping must be prompt; the limit leaves room for a busy machine (it took about 10 s before). */
const STOP_LIMIT_MS = 6_000;

describe('npm start', () => {
  it('shows the development key even when the first start failed because the port was taken; SIGTERM to npm then stops the server promptly', async () => {
    const dir = await dataDir();
    const port = await freePort();
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    const first = npmStart({ PORT: String(port), DATA_DIR: dir });
    const code = await first.exited;
    await new Promise<void>((resolve) => blocker.close(() => resolve()));
    expect(code).not.toBe(0);
    expect(first.output()).toContain('EADDRINUSE');
    expect(devKeyOf(first.output())).toBeUndefined();

    const second = npmStart({ PORT: String(port), DATA_DIR: dir });
    const url = await listening(second);
    const key = devKeyOf(second.output());
    expect(key, second.output()).toBeDefined();
    expect(await sentiment(url, key!)).toBe(200);

    // A supervisor stops what it started: the npm process. The server must not outlive it.
    second.npm.kill('SIGTERM');
    const ms = await groupGone(second.npm.pid!, STOP_LIMIT_MS);
    expect(ms).toBeLessThan(STOP_LIMIT_MS);
    await expect(fetch(`${url}/v1/health`)).rejects.toThrow();
    expect(await second.exited, second.output()).toBe(0);
  });

  it('SIGTERM to the server process under npm start stops it and npm promptly, after it served requests', async () => {
    const s = npmStart({ PORT: '0', DATA_DIR: await dataDir() });
    const url = await listening(s);
    expect(await sentiment(url, devKeyOf(s.output())!)).toBe(200);
    const server = serverPid(s.npm.pid!);
    process.kill(server, 'SIGTERM');
    const ms = await groupGone(s.npm.pid!, STOP_LIMIT_MS);
    expect(ms).toBeLessThan(STOP_LIMIT_MS);
    expect(await s.exited, s.output()).toBe(0);
  });
});

/** The node server started by npm: the process of the group that runs lambdas/local/main.ts. */
function serverPid(pgid: number): number {
  const rows = execFileSync('ps', ['-eo', 'pid=,pgid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .filter(([, group, command, ...args]) => Number(group) === pgid && /(^|\/)node$/.test(command ?? '') && args.includes('lambdas/local/main.ts'));
  if (rows.length !== 1) throw new Error(`expected one server process in group ${pgid}, found ${rows.length}`);
  return Number(rows[0][0]);
}
