/**
 * Large asynchronous similarity jobs end to end on the real local server (a child process, as
 * `npm start` runs it): time, peak RSS of the server process, result size, and the latency of
 * health checks and job polls sent concurrently while the job runs (none may block > 100 ms).
 *
 * Sizes: `BENCH_LARGE_N` (self-similarity strings; default the specification's maximum, 44,721,
 * whose embedding alone takes long on two cores) and `BENCH_LARGE_CROSS` (default `2000x50000`,
 * `off` to skip). The same set is also run with `topK` (`BENCH_LARGE_TOPK`, default 10, `off` to
 * skip); `BENCH_LARGE_FULL=off` skips the full self job. `--quick` runs n = 1,000. Standalone:
 * `node --import tsx bench/large-similarity.ts`. Each full result is downloaded three times
 * (float32, gzip-encoded JSON as stored, plain JSON); the references (the current NumPy, and
 * Debian's pinned to this CPU's OpenBLAS core) run after the server stopped.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { get, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { createGunzip } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { LIMITS } from '../lambdas/core/limits.js';
import { startLocalServer, type LocalServer } from './lib/local-server.js';
import { blocksText, loggedBlocks, memoryOf, percentile, probe, type LoggedBlock } from './lib/server-probes.js';
import { cpuCoreType, currentNumpy, describeBlas, ensureNumpy, runLargeNumpy, type LargeNumpyFigures } from './lib/numpy-reference.js';
import { MATRIX_HEADER_BYTES } from '../lambdas/core/similarity/binary-matrix.js';
import { fixed, table, type Benchmark, type BenchContext } from './lib/report.js';

const QUICK_N = 1_000;
const POLL_INTERVAL_MS = 50;
const RSS_INTERVAL_MS = 200;
const BLOCKING_LIMIT_MS = 100;
const MIB = 2 ** 20;
const COMMA = 0x2c;
/** The specification's largest cross-similarity job (10^8 pairs from 52,000 distinct strings). */
const DEFAULT_CROSS = '2000x50000';
/** Neighbours per input of the `topK` job. */
const DEFAULT_TOP_K = 10;
/** Dimension of the default embedding model (the reference's random vectors). */
const DIMENSION = 512;
/** Threads of the reference: one per core of this machine's server (2 here). */
const REFERENCE_THREADS = 2;

/** Distinct survey-length sentences (no two equal, so every text is embedded). */
function sentences(count: number, salt: string): string[] {
  const topics = ['delivery', 'support team', 'mobile app', 'pricing', 'checkout', 'food', 'staff', 'website', 'refund', 'packaging'];
  const moods = ['was slow and frustrating', 'was great, thank you', 'kept crashing', 'felt fair', 'needs work', 'was confusing'];
  return Array.from({ length: count }, (_, i) => `${salt} ${i}: the ${topics[i % topics.length]} ${moods[(i * 7) % moods.length]} (ref ${(i * 2654435761) % 1_000_003})`);
}

type Server = LocalServer;

/** Polls every 50 ms exceed the default rate limit of one tenant; the limiter is not measured here. */
const startServer = () => startLocalServer({ AUTH: 'none', RATE_LIMIT_PER_MINUTE: '1000000', RATE_LIMIT_BURST: '1000000' });

/**
 * Checks the stored result without holding it: the JSON head and tail of a flattened body and
 * one comma per value boundary, read as a stream at disk speed. (The service's tests read such
 * results with a streaming JSON parser; at 9 GB that parser would take ten minutes here.)
 */
/** Checks a stored `topK` result (small: read whole): one entry per input, at most k each; returns its uncompressed size. */
async function checkNeighboursResult(path: string, n: number, k: number, jobId: string): Promise<number> {
  const chunks: Buffer[] = [];
  for await (const chunk of createReadStream(path).pipe(createGunzip()) as AsyncIterable<Buffer>) chunks.push(chunk);
  const text = Buffer.concat(chunks).toString('utf8');
  const body = JSON.parse(text) as { mode: string; n: number; neighbours: { indices: number[]; scores: number[] }[]; requestId: string };
  const ok = body.mode === 'topK' && body.n === n && body.requestId === jobId && body.neighbours.length === n && body.neighbours.every((e) => e.indices.length === Math.min(k, n - 1) && e.scores.length === e.indices.length);
  if (!ok) throw new Error(`result of ${jobId}: not ${n} entries of ${k} neighbours`);
  return Buffer.byteLength(text);
}

/** Bytes kept from the end of the body: the tail after the values (`requestId`, then `usage`). */
const TAIL_BYTES = 4096;

/**
 * Checks the stored result's head, tail and value count; returns its uncompressed size. The
 * tail is `],"requestId":"<jobId>"` then the `usage` member every job result ends with.
 */
async function checkFlattenedResult(path: string, scenario: 'self' | 'cross', n: number, values: number, jobId: string): Promise<number> {
  const head = Buffer.from(`{"scenario":"${scenario}","mode":"flattened","n":${n},"flattened":[`);
  const valuesEnd = Buffer.from(`],"requestId":${JSON.stringify(jobId)},"usage":`);
  const commasIn = (b: Buffer) => b.reduce((count, byte) => count + (byte === COMMA ? 1 : 0), 0);
  let commas = 0;
  let first: Buffer | undefined;
  let last = Buffer.alloc(0);
  let bytes = 0;
  // Stored gzip-compressed: read through a decompressing stream.
  for await (const chunk of createReadStream(path, { highWaterMark: 4 * MIB }).pipe(createGunzip({ chunkSize: 4 * MIB })) as AsyncIterable<Buffer>) {
    first ??= chunk.subarray(0, head.length);
    bytes += chunk.length;
    for (let at = chunk.indexOf(COMMA); at >= 0; at = chunk.indexOf(COMMA, at + 1)) commas++;
    // Only the end of each chunk can hold the tail: never copy the whole chunk.
    last = Buffer.concat([last, chunk.subarray(-TAIL_BYTES)]).subarray(-TAIL_BYTES);
  }
  const at = last.lastIndexOf(valuesEnd);
  const tail = at >= 0 ? last.subarray(at) : Buffer.alloc(0);
  let usage: { total?: unknown } | undefined;
  try {
    usage = JSON.parse(tail.subarray(valuesEnd.length, -1).toString('utf8')) as { total?: unknown };
  } catch {
    usage = undefined;
  }
  if (!first?.equals(head) || at < 0 || tail.at(-1) !== 0x7d || typeof usage?.total !== 'number') throw new Error(`result of ${jobId}: unexpected head or tail`);
  const found = commas - commasIn(head) - commasIn(tail) + 1;
  if (found !== values) throw new Error(`result of ${jobId}: ${found} values, expected ${values}`);
  return bytes;
}

interface JobFigures {
  label: string;
  values: number;
  seconds: number;
  bytes: number;
  /** Bytes stored (gzip). */
  stored: number;
  rssBefore: number;
  rssMax: number;
  hwm: number;
  health: number[];
  polls: number[];
  /** Event-loop blocks the server itself logged during the job (`EVENT_LOOP_WARN_MS`). */
  blocks: LoggedBlock[];
  /** The downloads of a full result (not `topK`): seconds, bytes sent, server RSS max. */
  downloads?: Record<DownloadForm, Download>;
  /** The same-run references: the current NumPy, and Debian's pinned to this CPU's core. */
  references: Partial<Record<ReferenceKey, LargeNumpyFigures>>;
}

type ReferenceKey = 'current' | 'pinned';
/** The forms of a full result's download, in the order they run. */
const DOWNLOAD_FORMS = ['float32', 'gzip', 'json'] as const;
type DownloadForm = (typeof DOWNLOAD_FORMS)[number];

interface Download {
  seconds: number;
  /** Bytes received as sent (a gzip-encoded body is counted, not decompressed). */
  bytes: number;
  /** Server RSS max during the download. */
  rssMax: number;
}

async function runJob(server: Server, label: string, body: object, values: number, check: { scenario: 'self' | 'cross'; n: number; topK?: number }, log: BenchContext['log']): Promise<JobFigures> {
  const pid = server.child.pid!;
  const rssBefore = memoryOf(pid).rss;
  let rssMax = rssBefore;
  const sampler = setInterval(() => (rssMax = Math.max(rssMax, memoryOf(pid).rss)), RSS_INTERVAL_MS);
  const logFrom = server.output().length;
  const started = performance.now();
  const accepted = await fetch(`${server.url}/v1/similarity`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (accepted.status !== 202) throw new Error(`${label}: expected 202, got ${accepted.status}: ${await accepted.text()}`);
  const { jobId } = (await accepted.json()) as { jobId: string };
  const health = probe(`${server.url}/v1/health`, POLL_INTERVAL_MS);
  const pollUrl = `${server.url}/v1/jobs?jobId=${encodeURIComponent(jobId)}`;
  let status: { status: string; error?: unknown } = { status: 'pending' };
  const polls: number[] = [];
  let lastLog = started;
  while (status.status === 'pending') {
    await new Promise((r) => setTimeout(r, POLL_INTERVAL_MS));
    const t = performance.now();
    const res = await fetch(pollUrl);
    status = (await res.json()) as typeof status;
    polls.push(performance.now() - t);
    if (res.status !== 200) throw new Error(`${label}: poll answered ${res.status}: ${JSON.stringify(status)}`);
    if (t - lastLog > 30_000) {
      lastLog = t;
      log(`${label}: still running after ${((t - started) / 1000).toFixed(0)} s, server RSS ${(memoryOf(pid).rss / MIB).toFixed(0)} MiB`);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const healthLatencies = await health.stop();
  if (status.status !== 'completed') throw new Error(`${label}: job ${status.status}: ${JSON.stringify(status.error)}`);
  const resultPath = join(server.dataDir, 'results', `${jobId}.json.gz`);
  const stored = (await stat(resultPath)).size;
  const bytes = check.topK ? await checkNeighboursResult(resultPath, check.n, check.topK, jobId) : await checkFlattenedResult(resultPath, check.scenario, check.n, values, jobId);
  const figures: JobFigures = { label, values, seconds, bytes, stored, rssBefore, rssMax, hwm: memoryOf(pid).peak, health: healthLatencies, polls: polls.sort((a, b) => a - b), blocks: loggedBlocks(server.output().slice(logFrom)), references: {} };
  if (!check.topK) figures.downloads = await downloads(pid, (status as { resultUrl?: string }).resultUrl!, figures, label);
  return figures;
}

/**
 * Downloads a completed full result from its `resultUrl` in each form, one after another: the
 * float32 binary form (converted on the first request), the JSON gzip-encoded (`Accept-Encoding:
 * gzip`: the stored file as it is) and the plain JSON (decompressed by the server as it streams).
 * Each body's bytes are counted as received and checked against the stored and checked sizes.
 */
async function downloads(pid: number, url: string, job: Pick<JobFigures, 'values' | 'bytes' | 'stored'>, label: string): Promise<Record<DownloadForm, Download>> {
  const float32 = await download(pid, url, { accept: 'application/vnd.tas.matrix; dtype=float32', 'accept-encoding': 'identity' });
  if (!float32.type.startsWith('application/vnd.tas.matrix') || float32.bytes !== MATRIX_HEADER_BYTES + 4 * job.values || Number(float32.head.readBigUInt64LE(16)) !== job.values) {
    throw new Error(`${label}: float32 download of ${float32.bytes} bytes (${float32.type}), expected ${MATRIX_HEADER_BYTES + 4 * job.values}`);
  }
  const gzip = await download(pid, url, { accept: 'application/json', 'accept-encoding': 'gzip' });
  if (gzip.encoding !== 'gzip' || gzip.bytes !== job.stored) throw new Error(`${label}: gzip download of ${gzip.bytes} bytes (Content-Encoding ${gzip.encoding || 'none'}), expected ${job.stored} gzip`);
  const json = await download(pid, url, { accept: 'application/json', 'accept-encoding': 'identity' });
  if (json.encoding !== '' || json.bytes !== job.bytes || json.head.subarray(0, 1).toString() !== '{') throw new Error(`${label}: JSON download of ${json.bytes} bytes (Content-Encoding ${json.encoding || 'none'}), expected ${job.bytes}`);
  return { float32, gzip, json };
}

/**
 * One GET with `node:http` (which, unlike `fetch`, leaves a gzip-encoded body compressed), timed
 * to its last byte while the server's RSS is sampled.
 */
async function download(pid: number, url: string, headers: Record<string, string>): Promise<Download & { type: string; encoding: string; head: Buffer }> {
  let rssMax = memoryOf(pid).rss;
  const sampler = setInterval(() => (rssMax = Math.max(rssMax, memoryOf(pid).rss)), RSS_INTERVAL_MS);
  const started = performance.now();
  try {
    const res = await new Promise<IncomingMessage>((resolve, reject) => get(url, { headers }, resolve).once('error', reject));
    let bytes = 0;
    let head: Buffer | undefined;
    for await (const chunk of res as AsyncIterable<Buffer>) {
      head ??= Buffer.from(chunk.subarray(0, MATRIX_HEADER_BYTES));
      bytes += chunk.length;
    }
    if (res.statusCode !== 200) throw new Error(`download answered ${res.statusCode}: ${head?.toString('utf8')}`);
    return { seconds: (performance.now() - started) / 1000, bytes, rssMax, type: res.headers['content-type'] ?? '', encoding: res.headers['content-encoding'] ?? '', head: head ?? Buffer.alloc(0) };
  } finally {
    clearInterval(sampler);
  }
}

function row(f: JobFigures): (string | number)[] {
  const worst = Math.max(f.health.at(-1) ?? 0, f.polls.at(-1) ?? 0);
  return [
    f.label,
    f.values.toLocaleString('en-US'),
    `${fixed(f.bytes / MIB, 1)} / ${fixed(f.stored / MIB, 1)}`,
    fixed(f.seconds, 1),
    fixed(f.values / f.seconds / 1e6, 2),
    fixed(f.rssBefore / MIB, 0),
    fixed(f.rssMax / MIB, 0),
    fixed(f.hwm / MIB, 0),
    `${fixed(percentile(f.health, 99), 1)} / ${fixed(f.health.at(-1) ?? NaN, 1)} (${f.health.length})`,
    `${fixed(percentile(f.polls, 99), 1)} / ${fixed(f.polls.at(-1) ?? NaN, 1)} (${f.polls.length})`,
    f.blocks.length === 0 ? 'none' : blocksText(f.blocks),
    worst <= BLOCKING_LIMIT_MS ? 'met' : '**not met**',
  ];
}

function referenceRow(f: JobFigures): (string | number)[] {
  const cells = (key: ReferenceKey) => {
    const r = f.references[key];
    return r ? [fixed(r.seconds, 1), fixed(r.seconds / f.seconds, 3)] : ['skipped', 'n/a'];
  };
  const peak = (key: ReferenceKey) => (f.references[key] ? fixed(f.references[key].peak / MIB, 0) : 'skipped');
  return [f.label, fixed(f.seconds, 1), ...cells('current'), ...cells('pinned'), fixed(f.rssMax / MIB, 0), fixed(f.hwm / MIB, 0), `${peak('current')} / ${peak('pinned')}`];
}

const FORM_TEXT: Record<DownloadForm, string> = {
  float32: 'float32 (`Accept: application/vnd.tas.matrix; dtype=float32`)',
  gzip: 'JSON gzip-encoded (`Accept-Encoding: gzip`; bytes as sent)',
  json: 'JSON (`Accept-Encoding: identity`)',
};

function downloadRows(f: JobFigures): (string | number)[][] {
  return DOWNLOAD_FORMS.flatMap((form) => {
    const d = f.downloads?.[form];
    return d ? [[f.label, FORM_TEXT[form], fixed(d.bytes / MIB, 1), fixed(d.seconds, 1), fixed(d.bytes / MIB / d.seconds, 0), fixed(d.rssMax / MIB, 0)]] : [];
  });
}

async function run({ quick, log }: BenchContext): Promise<string> {
  const n = quick ? QUICK_N : Number(process.env.BENCH_LARGE_N ?? LIMITS.similarity.set.async);
  const crossSetting = process.env.BENCH_LARGE_CROSS ?? DEFAULT_CROSS;
  const cross = quick || crossSetting === 'off' ? undefined : crossSetting.split('x').map(Number);
  const server = await startServer();
  const figures: JobFigures[] = [];
  try {
    // Loads the models before timing (the first request would otherwise include it).
    await fetch(`${server.url}/v1/similarity`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ set: ['warm', 'up'], fast: true }) });
    if (process.env.BENCH_LARGE_FULL !== 'off') {
      log(`self-similarity, n = ${n}`);
      figures.push(await runJob(server, `self, n = ${n.toLocaleString('en-US')}`, { set: sentences(n, 'Self') }, (n * (n - 1)) / 2, { scenario: 'self', n }, log));
    }
    const topK = process.env.BENCH_LARGE_TOPK === 'off' ? undefined : Number(process.env.BENCH_LARGE_TOPK ?? DEFAULT_TOP_K);
    if (topK) {
      log(`self-similarity, n = ${n}, topK = ${topK}`);
      // Another salt: the texts are embedded again, not found in the analysis threads' vector cache.
      figures.push(await runJob(server, `self, n = ${n.toLocaleString('en-US')}, topK = ${topK}`, { set: sentences(n, 'Near'), topK }, (n * (n - 1)) / 2, { scenario: 'self', n, topK }, log));
    }
    if (cross) {
      const [a, b] = cross;
      log(`cross-similarity, ${a} × ${b}`);
      figures.push(await runJob(server, `cross, ${a.toLocaleString('en-US')} × ${b.toLocaleString('en-US')} (flattened)`, { set_a: sentences(a, 'A'), set_b: sentences(b, 'B'), flatten: true }, a * b, { scenario: 'cross', n: a }, log));
    }
  } finally {
    await server.stop();
  }
  // After the server stopped: each reference has the machine to itself, as each job had.
  const current = currentNumpy();
  const debian = ensureNumpy(log);
  const coreType = cpuCoreType();
  const options: Partial<Record<ReferenceKey, { python?: string; coreType?: string }>> = {};
  if (current.ok) options.current = { python: current.python };
  if (debian.ok && coreType) options.pinned = { coreType };
  const blas: Partial<Record<ReferenceKey, string>> = {};
  const selfJobs = figures.filter((f) => !f.label.startsWith('cross'));
  const crossJobs = figures.filter((f) => f.label.startsWith('cross'));
  for (const [key, option] of Object.entries(options) as [ReferenceKey, { python?: string; coreType?: string }][]) {
    const self = selfJobs.length > 0 ? runLargeNumpy({ self: n }, DIMENSION, REFERENCE_THREADS, option) : undefined;
    const crossRef = cross ? runLargeNumpy({ a: cross[0], b: cross[1] }, DIMENSION, REFERENCE_THREADS, option) : undefined;
    for (const f of selfJobs) f.references[key] = self;
    for (const f of crossJobs) f.references[key] = crossRef;
    blas[key] = `NumPy ${(self ?? crossRef)?.numpy}, ${describeBlas((self ?? crossRef)?.blas ?? [])}`;
    log(`reference ${key}: self ${fixed(self?.seconds ?? NaN, 1)} s, cross ${fixed(crossRef?.seconds ?? NaN, 1)} s (${blas[key]})`);
  }
  const currentText = current.ok ? `the current NumPy (\`${current.python}\`, NumPy's wheel with its own OpenBLAS; ${blas.current}), its own core detection` : `the current NumPy: skipped (${current.reason})`;
  const pinnedText = debian.ok && coreType ? `Debian's NumPy (\`/usr/bin/python3\`) with \`OPENBLAS_CORETYPE=${coreType}\`, the core this CPU's instruction set supports (${blas.pinned}; its own detection falls back to the generic Prescott kernels here, which would flatter the ratio)` : `Debian's NumPy pinned to this CPU's core: skipped (${debian.ok ? 'no AVX2 or AVX-512 core type for this CPU' : debian.reason})`;
  const currentName = current.ok ? `NumPy ${current.numpy}` : 'current NumPy';
  const pinnedName = `Debian NumPy ${debian.ok ? debian.numpy : ''} (${coreType ?? 'pinned'})`;
  return [
    `Asynchronous similarity jobs of distinct survey-like sentences on the real local server (\`lambdas/local/main.ts\` in a child process, default settings: \`WORKER_THREADS\` analysis threads, one similarity thread per core). Time from POST to the poll that saw \`completed\` (embedding in batches on the analysis threads, then the body computed tile by tile on the similarity threads and streamed gzip-compressed to the result file; the stored file is then decompressed and checked: JSON head and tail, and exactly one value per comma-separated slot). RSS of the server process from \`/proc/<pid>/status\` (sampled every ${RSS_INTERVAL_MS} ms; VmHWM is the peak over the process's life, model loading included). During the job, \`GET /v1/health\` and the job poll each run every ${POLL_INTERVAL_MS} ms; latencies in ms (p99 / max (requests)), measured by this benchmark's process; target: none over ${BLOCKING_LIMIT_MS} ms. The server also watches its own event loop and logs every block of ${BLOCKING_LIMIT_MS} ms or more (\`EVENT_LOOP_WARN_MS\`): each block is logged with the main thread's time on a core (\`runMs\`) and ready but waiting for one (\`waitMs\`, the kernel's scheduler statistics): a block spent mostly waiting, or a slow answer with no block logged, was waiting for a core (the machine is shared), not for the server. Sizes: \`BENCH_LARGE_N\` (default ${LIMITS.similarity.set.async.toLocaleString('en-US')}), \`BENCH_LARGE_CROSS=AxB\` (default ${DEFAULT_CROSS}, \`off\` to skip), \`BENCH_LARGE_TOPK\` (the same self set with \`topK\`, default ${DEFAULT_TOP_K}, \`off\` to skip; \`values\` then counts the pairs compared, and the result is inputs × k entries), \`BENCH_LARGE_FULL=off\` skips the full self job.`,
    '',
    table(['job', 'values', 'result MiB (JSON / stored gzip)', 'seconds', 'M values/s', 'RSS before MiB', 'RSS max MiB', 'VmHWM MiB', 'health p99 / max', 'poll p99 / max', 'server event-loop blocks ≥ 100 ms', '≤ 100 ms'], figures.map(row)),
    '',
    `References in the same run, after the server stopped: NumPy computes the same number of similarity values from ${DIMENSION}-dimensional random unit vectors already in memory (blocks of rows, \`X[i:j] @ X[i:].T\` or \`A[i:j] @ B.T\`) and writes them as float32 to /dev/null, ${REFERENCE_THREADS} BLAS threads, \`OPENBLAS_CORETYPE\` and \`OPENBLAS_L2_SIZE\` unset for that process only; first ${currentText}; then ${pinnedText}. No embedding, no JSON, no compression: the ratio (reference seconds / job seconds) is the share of a job that the bare product would take. The topK job is compared with the same self references. Peak RSS: the server's RSS max during the job (sampled), its VmHWM, and the reference process's \`ru_maxrss\`.`,
    '',
    table(['job', 'job seconds', `${currentName} seconds`, `ratio vs ${currentName}`, `${pinnedName} seconds`, `ratio vs ${pinnedName}`, 'server RSS max MiB', 'server VmHWM MiB', 'NumPy peak RSS MiB (current / Debian)'], figures.map(referenceRow)),
    '',
    'Downloads of each completed full result from its `resultUrl`, one after another, with `node:http` (which leaves a gzip-encoded body compressed): the float32 binary form (converted on the first request, on a worker thread, into a file beside the result that the download then streams; header and length checked), the JSON gzip-encoded (the stored file as it is, `Content-Encoding: gzip`; its bytes counted as sent, not decompressed, and equal to the stored size) and the plain JSON (decompressed by the server as it streams; length equal to the checked result). Time to the last byte; server RSS sampled every ' + `${RSS_INTERVAL_MS} ms.`,
    '',
    table(['job', 'download', 'MiB sent', 'seconds', 'MiB/s', 'server RSS max MiB'], figures.flatMap(downloadRows)),
  ].join('\n');
}

export const largeSimilarityBenchmark: Benchmark = { name: 'large-similarity', title: 'Large similarity jobs end to end', run };

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(await run({ quick: process.argv.includes('--quick'), log: (line) => console.log(line) }));
}
