/**
 * HTTP overhead: the real local server against a bare `node:http` server answering the same
 * bytes, both loaded by the same keep-alive load generator in its own process. What differs is
 * the service's own per-request work (routing, request ids, validation, the job store lookup,
 * security headers, access logs). Standalone: `node --import tsx bench/http-overhead.ts`.
 */
import { execFile, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startLocalServer } from './lib/local-server.js';
import { median } from './lib/timing.js';
import { fixed, table, type Benchmark, type BenchContext } from './lib/report.js';

const run = promisify(execFile);
const LOAD = fileURLToPath(new URL('./reference/http-load.mjs', import.meta.url));
const BARE = fileURLToPath(new URL('./reference/bare-http-server.mjs', import.meta.url));
const CONNECTIONS = 16;

/** Unauthenticated liveness, and a job poll that validates the id and misses the job store. */
const PATHS = [
  { label: 'GET /v1/health', path: '/v1/health', query: '' },
  { label: 'GET /v1/jobs (unknown job, 404)', path: '/v1/jobs', query: '?jobId=job_0123456789abcdef' },
];

interface Load {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  statuses: number[];
}

async function load(url: string, seconds: number): Promise<Load> {
  const { stdout } = await run(process.execPath, [LOAD, url, String(CONNECTIONS), String(seconds)], { maxBuffer: 1 << 20 });
  return JSON.parse(stdout) as Load;
}

async function startBare(bodies: Record<string, { status: number; text: string }>): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [BARE, JSON.stringify(bodies)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    child.once('exit', () => reject(new Error('the bare server exited')));
  });
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function runBenchmark({ quick, log }: BenchContext): Promise<string> {
  const seconds = quick ? 1 : 4;
  const rounds = quick ? 1 : 3;
  const ours = await startLocalServer({ AUTH: 'none', RATE_LIMIT_PER_MINUTE: '1000000', RATE_LIMIT_BURST: '1000000' });
  const rows: string[][] = [];
  try {
    // Waits out the model warm-up on the analysis threads, which would otherwise share the cores.
    for (const operation of ['embeddings', 'sentiment']) {
      await fetch(`${ours.url}/v1/${operation}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ inputs: ['warm up'], fast: true }) });
    }
    // The reference answers each path with the bytes the service answers.
    const bodies: Record<string, { status: number; text: string }> = {};
    for (const p of PATHS) {
      const res = await fetch(`${ours.url}${p.path}${p.query}`);
      bodies[p.path] = { status: res.status, text: await res.text() };
    }
    const bare = await startBare(bodies);
    log(`service ${ours.url}, bare node:http ${bare.url}`);
    try {
      for (const p of PATHS) {
        const oursRuns: Load[] = [];
        const bareRuns: Load[] = [];
        await load(`${ours.url}${p.path}${p.query}`, 1); // warm-up (JIT, connections)
        await load(`${bare.url}${p.path}${p.query}`, 1);
        for (let round = 0; round < rounds; round++) {
          oursRuns.push(await load(`${ours.url}${p.path}${p.query}`, seconds));
          bareRuns.push(await load(`${bare.url}${p.path}${p.query}`, seconds));
        }
        const expected = bodies[p.path].status;
        for (const r of [...oursRuns, ...bareRuns]) {
          if (r.statuses.length !== 1 || r.statuses[0] !== expected) throw new Error(`${p.label}: statuses ${r.statuses.join(',')}, expected ${expected}`);
        }
        const rate = (runs: Load[]) => median(runs.map((r) => r.requests / r.seconds));
        const [oursRate, bareRate] = [rate(oursRuns), rate(bareRuns)];
        log(`${p.label}: ours ${fixed(oursRate, 0)} req/s, bare node:http ${fixed(bareRate, 0)} req/s`);
        rows.push([
          p.label,
          fixed(oursRate, 0),
          `${fixed(median(oursRuns.map((r) => r.p50)), 2)} / ${fixed(median(oursRuns.map((r) => r.p99)), 2)}`,
          fixed(bareRate, 0),
          `${fixed(median(bareRuns.map((r) => r.p50)), 2)} / ${fixed(median(bareRuns.map((r) => r.p99)), 2)}`,
          `**${fixed(oursRate / bareRate)}**`,
          fixed((1 / oursRate - 1 / bareRate) * 1e6, 0),
        ]);
      }
    } finally {
      await bare.stop();
    }
  } finally {
    await ours.stop();
  }
  return [
    `The local server (\`lambdas/local/main.ts\` in a child process, as \`npm start\` runs it; rate limit raised so the limiter does not refuse) against a bare \`node:http\` server (\`bench/reference/bare-http-server.mjs\`) answering the same status and body bytes. Load: \`bench/reference/http-load.mjs\` in its own process, ${CONNECTIONS} keep-alive connections sending back to back for ${seconds} s, median of ${rounds} interleaved runs per side. Both servers and the load generator share the machine's cores. Ratio = our requests/s ÷ bare requests/s (the share of a bare server's throughput the service keeps); µs/request = the service's added time per request at that load.`,
    '',
    table(['request', 'ours req/s', 'ours p50 / p99 ms', 'bare req/s', 'bare p50 / p99 ms', 'ratio', 'added µs/request'], rows),
  ].join('\n');
}

export const httpOverheadBenchmark: Benchmark = { name: 'http-overhead', title: 'HTTP overhead vs a bare node:http server', run: runBenchmark };

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(await runBenchmark({ quick: process.argv.includes('--quick'), log: (line) => console.log(line) }));
}
