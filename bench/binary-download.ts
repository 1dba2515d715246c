/**
 * Binary download of a large similarity result, and the server's responsiveness while a large
 * job runs and while a result converts, on the real local server (a child process, as
 * `npm start` runs it).
 *
 * A self-similarity job of `BENCH_BINARY_N` distinct strings (default 12,000: 71,994,000 values,
 * about 610 MB of JSON) runs while `GET /v1/health` is sent every 50 ms. Then its result link is
 * fetched: as JSON decompressed by the server (the reference: the same stored gzip read and sent),
 * then as float32 (first download: converted; second: the stored conversion), then float16. The
 * health probe runs throughout. `BENCH_SERVER_ROOT` runs the server from another checkout (an
 * earlier version, to measure before and after with the same benchmark). `--quick`: n = 3,000.
 * Standalone: `node --import tsx bench/binary-download.ts`.
 */
import { fileURLToPath } from 'node:url';
import { MATRIX_HEADER_BYTES } from '../lambdas/core/similarity/binary-matrix.js';
import { startLocalServer, type LocalServer } from './lib/local-server.js';
import { blocksText, loggedBlocks, memoryOf, percentile, probe, type LoggedBlock } from './lib/server-probes.js';
import { fixed, table, type Benchmark, type BenchContext } from './lib/report.js';

const QUICK_N = 3_000;
const DEFAULT_N = 12_000;
const PROBE_INTERVAL_MS = 50;
const RSS_INTERVAL_MS = 200;
const MIB = 2 ** 20;
const FLOAT32 = 'application/vnd.tas.matrix; dtype=float32';
const FLOAT16 = 'application/vnd.tas.matrix; dtype=float16';

function sentences(count: number): string[] {
  const topics = ['delivery', 'support team', 'mobile app', 'pricing', 'checkout', 'food', 'staff', 'website', 'refund', 'packaging'];
  const moods = ['was slow and frustrating', 'was great, thank you', 'kept crashing', 'felt fair', 'needs work', 'was confusing'];
  return Array.from({ length: count }, (_, i) => `Reply ${i}: the ${topics[i % topics.length]} ${moods[(i * 7) % moods.length]} (ref ${(i * 2654435761) % 1_000_003})`);
}

interface Phase {
  label: string;
  seconds: number;
  bytes: number;
  rssMax: number;
  health: number[];
  blocks: LoggedBlock[];
}

/** Runs `work` while probing health, sampling RSS and collecting the server's event-loop warnings. */
async function watched(server: LocalServer, label: string, work: () => Promise<number>): Promise<Phase> {
  const pid = server.child.pid!;
  let rssMax = memoryOf(pid).rss;
  const sampler = setInterval(() => (rssMax = Math.max(rssMax, memoryOf(pid).rss)), RSS_INTERVAL_MS);
  const logFrom = server.output().length;
  const health = probe(`${server.url}/v1/health`, PROBE_INTERVAL_MS);
  const started = performance.now();
  try {
    const bytes = await work();
    const seconds = (performance.now() - started) / 1000;
    return { label, seconds, bytes, rssMax, health: await health.stop(), blocks: loggedBlocks(server.output().slice(logFrom)) };
  } finally {
    clearInterval(sampler);
    await health.stop();
  }
}

/** Downloads the link, counting bytes (nothing kept); checks the status and a binary body's header and length. */
async function download(url: string, headers: Record<string, string>, values?: number): Promise<number> {
  const response = await fetch(url, { headers });
  if (response.status !== 200) throw new Error(`download: ${response.status} ${await response.text()}`);
  let bytes = 0;
  let head: Buffer | undefined;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    if (!head) head = Buffer.from(chunk.subarray(0, MATRIX_HEADER_BYTES));
    bytes += chunk.length;
  }
  if (values !== undefined) {
    const size = headers.accept === FLOAT16 ? 2 : 4;
    if (head?.subarray(0, 4).toString('latin1') !== 'TASM' || Number(head.readBigUInt64LE(16)) !== values || bytes !== MATRIX_HEADER_BYTES + values * size) {
      throw new Error(`binary download: unexpected header or length (${bytes} bytes)`);
    }
  }
  return bytes;
}

async function runJob(server: LocalServer, n: number): Promise<{ job: Phase; url: string }> {
  let url = '';
  const job = await watched(server, `self job, n = ${n.toLocaleString('en-US')}`, async () => {
    const accepted = await fetch(`${server.url}/v1/similarity`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ set: sentences(n) }) });
    if (accepted.status !== 202) throw new Error(`job: ${accepted.status} ${await accepted.text()}`);
    const { jobId } = (await accepted.json()) as { jobId: string };
    for (;;) {
      await new Promise((r) => setTimeout(r, 250));
      const status = (await (await fetch(`${server.url}/v1/jobs?jobId=${jobId}`)).json()) as { status: string; resultUrl?: string };
      if (status.status === 'completed') {
        url = status.resultUrl!;
        return 0;
      }
      if (status.status !== 'pending') throw new Error(`job ${jobId}: ${JSON.stringify(status)}`);
    }
  });
  return { job, url };
}

const latency = (sorted: number[]) => `${fixed(percentile(sorted, 50), 1)} / ${fixed(percentile(sorted, 99), 1)} / ${fixed(sorted.at(-1) ?? NaN, 1)} (${sorted.length})`;

export const binaryDownloadBenchmark: Benchmark = {
  name: 'binary-download',
  title: 'Binary download of a large similarity result, and health checks meanwhile',
  async run(context: BenchContext): Promise<string> {
    const n = context.quick ? QUICK_N : Number(process.env.BENCH_BINARY_N ?? DEFAULT_N);
    const values = (n * (n - 1)) / 2;
    const root = process.env.BENCH_SERVER_ROOT;
    const server = await startLocalServer({ AUTH: 'none', RATE_LIMIT_PER_MINUTE: '1000000', RATE_LIMIT_BURST: '1000000', EVENT_LOOP_WARN_MS: '100' }, { root, startTimeoutMs: 120_000 });
    const phases: Phase[] = [];
    try {
      context.log(`binary-download: self job of ${n} strings (${values} values)${root ? ` on the server in ${root}` : ''}`);
      const { job, url } = await runJob(server, n);
      phases.push(job);
      const plain = { 'accept-encoding': 'identity' };
      phases.push(await watched(server, 'JSON download, decompressed by the server (reference)', () => download(url, plain)));
      phases.push(await watched(server, 'float32 download, first', () => download(url, { ...plain, accept: FLOAT32 }, values)));
      phases.push(await watched(server, 'float32 download, again', () => download(url, { ...plain, accept: FLOAT32 }, values)));
      phases.push(await watched(server, 'float16 download, first', () => download(url, { ...plain, accept: FLOAT16 }, values)));
      for (const p of phases) context.log(`  ${p.label}: ${fixed(p.seconds, 1)} s, health p99 ${fixed(percentile(p.health, 99), 1)} ms, blocks ${blocksText(p.blocks)}`);
    } finally {
      await server.stop();
    }
    const reference = phases[1].seconds;
    const rows = phases.map((p, i) => [
      p.label,
      fixed(p.seconds, 1),
      i === 0 ? 'n/a' : fixed(p.bytes / MIB, 1),
      i === 0 ? 'n/a' : fixed(p.bytes / MIB / p.seconds, 0),
      i === 0 ? 'n/a' : `**${fixed(reference / p.seconds, 2)}**`,
      fixed(p.rssMax / MIB, 0),
      latency(p.health),
      blocksText(p.blocks),
    ]);
    return [
      `${root ? `Server run from \`${root}\`. ` : ''}The real local server in a child process (default settings; \`EVENT_LOOP_WARN_MS=100\`, so it logs every block of its event loop of 100 ms or more, with the main thread's time on a core and its time ready but waiting for one during the block, from the kernel's scheduler statistics: a block spent mostly waiting was the machine's other work, not the server's). A self-similarity job of ${n.toLocaleString('en-US')} distinct strings (${values.toLocaleString('en-US')} values) runs, then its result link is downloaded by this benchmark's process (bytes counted, not kept): as JSON decompressed by the server from the stored gzip (the reference: the same stored file read, decompressed and sent), then as float32 twice (the first converts, the second reads the stored conversion), then as float16. \`GET /v1/health\` runs every ${PROBE_INTERVAL_MS} ms throughout; latencies p50 / p99 / max (requests) in ms, target: none over 100 ms. Ratio = reference seconds / seconds (above 1: faster than sending the JSON). RSS: the server process's, sampled every ${RSS_INTERVAL_MS} ms.`,
      '',
      table(['phase', 'seconds', 'MiB sent', 'MiB/s', 'ratio vs JSON', 'server RSS max MiB', 'health p50 / p99 / max (requests)', 'server event-loop blocks ≥ 100 ms'], rows),
    ].join('\n');
  },
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const body = await binaryDownloadBenchmark.run({ quick: process.argv.includes('--quick'), log: (line) => console.error(line) });
  console.log(body);
}
