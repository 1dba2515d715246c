import { execFile } from 'node:child_process';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { float16Bits } from '../../lambdas/core/similarity/binary-matrix.js';
import { parseBinary } from '../helpers/binary-matrix-body.js';
import { ROOT, similarityResultLink, startOpenServerProcess, type FolderServer, type ServerProcess } from '../helpers/server-process.js';

/**
 * Binary similarity results (`Accept: application/vnd.tas.matrix; dtype=…`) from a real local
 * server (`npm start`'s entry point in a child process), checked value by value against the JSON
 * of the same result, and the docs' Python/NumPy and TypeScript readers run against it.
 */

const run = promisify(execFile);
const FLOAT32 = 'application/vnd.tas.matrix; dtype=float32';
const FLOAT16 = 'application/vnd.tas.matrix; dtype=float16';
const JOB_TIMEOUT_MS = 120_000;

let open: FolderServer;
let server: ServerProcess;
let dir: string;
beforeAll(async () => {
  open = await startOpenServerProcess('binary-results-');
  ({ server, dir } = open);
}, 60_000);
afterAll(async () => open?.stop());

const sentence = (i: number) => `Reply ${i}: the ${['parcel', 'helpdesk', 'tablet app', 'invoice', 'menu'][i % 5]} felt ${['late', 'friendly', 'clumsy', 'okay'][i % 4]} #${i % 37}`;

/** Submits a similarity job, waits for it and returns its result link. */
const job = (body: object): Promise<string> => similarityResultLink(server, body, JOB_TIMEOUT_MS);

async function download(url: string, accept?: string, method = 'GET'): Promise<{ status: number; type: string | null; length: string | null; bytes: Buffer; vary: string | null }> {
  const res = await fetch(url, { method, headers: accept === undefined ? {} : { accept } });
  return { status: res.status, type: res.headers.get('content-type'), length: res.headers.get('content-length'), vary: res.headers.get('vary'), bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The docs' reader of `language`, written to a file as the docs show it. */
async function docReader(language: 'python' | 'typescript'): Promise<string> {
  const docs = await readFile(join(ROOT, 'docs/jobs.md'), 'utf8');
  const block = new RegExp(`<!-- reader:${language} -->\\n\`\`\`\\w+\\n([\\s\\S]*?)\`\`\`\\n`).exec(docs);
  expect(block, `docs/jobs.md has a ${language} reader`).toBeTruthy();
  const path = join(dir, language === 'python' ? 'read_matrix.py' : 'read-matrix.mts');
  await writeFile(path, block![1]);
  return path;
}

interface ReaderOutput {
  layout: number;
  rows: number;
  cols: number;
  count: number;
  first: number[];
  sim_0_1: number;
  sum: number;
}

async function runReader(language: 'python' | 'typescript', url: string, dtype: string): Promise<ReaderOutput> {
  const path = await docReader(language);
  const { stdout } = language === 'python' ? await run('/usr/bin/python3', [path, url, dtype], { cwd: dir }) : await run(process.execPath, ['--import', 'tsx', path, url, dtype], { cwd: ROOT });
  return JSON.parse(stdout) as ReaderOutput;
}

const selfSet = Array.from({ length: 120 }, (_, i) => sentence(i));
const cases = {
  // Above the synchronous limits: streamed, stored gzip-compressed.
  'self, 120 strings (stored gzip)': { body: { set: selfSet }, layout: 1, rows: 120, cols: 120 },
  'cross matrix, 3 × 4,000 (stored gzip)': { body: { set_a: [sentence(1), sentence(2), sentence(3)], set_b: Array.from({ length: 4000 }, (_, i) => sentence(i % 150)) }, layout: 2, rows: 3, cols: 4000 },
  'cross flattened, 3 × 4,000 (stored gzip)': { body: { set_a: [sentence(4), ' ', sentence(5)], set_b: Array.from({ length: 4000 }, (_, i) => sentence((i % 140) + 1)), flatten: true }, layout: 2, rows: 3, cols: 4000 },
  // Within the synchronous limits: stored plain.
  'cross flattened, 2 × 3 (stored plain)': { body: { set_a: [sentence(7), sentence(8)], set_b: [sentence(8), '', sentence(9)], flatten: true }, layout: 2, rows: 2, cols: 3 },
};

describe('binary similarity results', () => {
  const links = new Map<string, string>();
  beforeAll(async () => {
    for (const [name, { body }] of Object.entries(cases)) links.set(name, await job(body));
    // The three large results are stored gzip-compressed, the small one plain.
    const stored = await readdir(join(dir, 'data', 'results'));
    expect(stored.filter((f) => f.endsWith('.json.gz'))).toHaveLength(3);
    expect(stored.filter((f) => f.endsWith('.json'))).toHaveLength(1);
  }, 4 * JOB_TIMEOUT_MS);

  for (const [name, expected] of Object.entries(cases)) {
    it(`${name}: float32 and float16 hold the JSON's values; JSON unchanged`, async () => {
      const url = links.get(name)!;
      const plain = await download(url);
      expect(plain.status).toBe(200);
      expect(plain.type).toMatch(/^application\/json/);
      // JSON asked for explicitly, or by a browser's Accept, is the same bytes.
      for (const accept of ['application/json', '*/*', 'text/html,application/xhtml+xml,*/*;q=0.8']) expect((await download(url, accept)).bytes.equals(plain.bytes)).toBe(true);
      const json = JSON.parse(plain.bytes.toString('utf8')) as { flattened: number[] };

      const f32 = await download(url, FLOAT32);
      expect(f32.status).toBe(200);
      expect(f32.type).toBe(FLOAT32);
      expect(f32.vary).toContain('Accept');
      expect(Number(f32.length)).toBe(f32.bytes.length);
      const a = parseBinary(f32.bytes);
      expect({ layout: a.layout, dtype: a.dtype, rows: a.rows, cols: a.cols, count: a.count }).toEqual({ layout: expected.layout, dtype: 1, rows: expected.rows, cols: expected.cols, count: json.flattened.length });
      expect(a.values).toEqual(json.flattened.map((v) => Math.fround(v)));
      // No dtype means float32; a HEAD says the length without the body.
      expect((await download(url, 'application/vnd.tas.matrix')).bytes.equals(f32.bytes)).toBe(true);
      const head = await download(url, FLOAT32, 'HEAD');
      expect(head.length).toBe(f32.length);

      const f16 = await download(url, `application/json;q=0.4, ${FLOAT16}`);
      expect(f16.type).toBe(FLOAT16);
      const h = parseBinary(f16.bytes);
      expect(h.dtype).toBe(2);
      expect(h.values).toEqual(json.flattened.map(float16Bits));
    });
  }

  it('converts a result once per dtype, into a file beside it that later downloads read', async () => {
    const url = links.get('cross flattened, 3 × 4,000 (stored gzip)')!;
    const jobId = new URL(url).pathname.split('/').pop()!;
    const results = join(dir, 'data', 'results');
    const first = await download(url, FLOAT32);
    const cached = join(results, `${jobId}.json.gz.f32`);
    expect((await readFile(cached)).equals(first.bytes)).toBe(true);
    // It carries the result's modification time, so the retention sweep removes the two together.
    // (Within a millisecond: the time goes through a float of seconds.)
    const drift = (await stat(cached)).mtimeMs - (await stat(join(results, `${jobId}.json.gz`))).mtimeMs;
    expect(Math.abs(drift)).toBeLessThanOrEqual(1);
    // A later download is the cached file: overwrite its last value and see it come back.
    const marked = Buffer.from(first.bytes);
    marked.writeFloatLE(0.25, marked.length - 4);
    await writeFile(cached, marked);
    expect((await download(url, FLOAT32)).bytes.equals(marked)).toBe(true);
    await writeFile(cached, first.bytes);
    // Concurrent first downloads of another dtype share one conversion and get the same bytes.
    await rm(join(results, `${jobId}.json.gz.f16`), { force: true });
    const [x, y] = await Promise.all([download(url, FLOAT16), download(url, FLOAT16)]);
    expect(x.bytes.equals(y.bytes)).toBe(true);
    expect((await readdir(results)).filter((f) => f.startsWith(jobId)).sort()).toEqual([`${jobId}.json.gz`, `${jobId}.json.gz.f16`, `${jobId}.json.gz.f32`]);
  });

  /** Runs a docs reader on results and compares what it prints with the JSON of each. */
  async function checkReader(language: 'python' | 'typescript', runs: readonly (readonly [keyof typeof cases, string, number])[]): Promise<void> {
    for (const [name, dtype, tolerance] of runs) {
      const json = JSON.parse((await download(links.get(name)!)).bytes.toString('utf8')) as { flattened: number[] };
      const out = await runReader(language, links.get(name)!, dtype);
      const c = cases[name];
      expect({ layout: out.layout, rows: out.rows, cols: out.cols, count: out.count }).toEqual({ layout: c.layout, rows: c.rows, cols: c.cols, count: json.flattened.length });
      out.first.forEach((v, k) => expect(Math.abs(v - json.flattened[k])).toBeLessThanOrEqual(tolerance));
      // sim(0, 1): the first value of a self result, the second of a cross result's first row.
      expect(Math.abs(out.sim_0_1 - json.flattened[c.layout === 1 ? 0 : 1])).toBeLessThanOrEqual(tolerance);
      expect(Math.abs(out.sum - json.flattened.reduce((s, v) => s + v, 0))).toBeLessThanOrEqual(tolerance * json.flattened.length);
    }
  }

  it('the Python/NumPy reader of the docs reads self and cross results, float32 and float16', async () => {
    await checkReader('python', [
      ['self, 120 strings (stored gzip)', 'float32', 1e-6],
      ['self, 120 strings (stored gzip)', 'float16', 1e-3],
      ['cross matrix, 3 × 4,000 (stored gzip)', 'float32', 1e-6],
    ]);
  }, 60_000);

  it('the TypeScript reader of the docs reads self and cross results, float32 and float16', async () => {
    await checkReader('typescript', [
      ['self, 120 strings (stored gzip)', 'float16', 1e-3],
      ['cross flattened, 3 × 4,000 (stored gzip)', 'float32', 1e-6],
      ['cross flattened, 2 × 3 (stored plain)', 'float32', 1e-6],
    ]);
  }, 60_000);

  it('a result without a matrix, or a dtype not offered, is 406 in the error format; JSON when also accepted', async () => {
    const topK = await job({ set: selfSet.slice(0, 110), topK: 3 });
    const plain = await download(topK);
    const refused = await download(topK, FLOAT32);
    expect(refused.status).toBe(406);
    expect(JSON.parse(refused.bytes.toString('utf8'))).toMatchObject({ code: 'not_acceptable' });
    const fallback = await download(topK, `${FLOAT32}, application/json;q=0.5`);
    expect(fallback.status).toBe(200);
    expect(fallback.bytes.equals(plain.bytes)).toBe(true);
    const float64 = await download(links.get('cross flattened, 2 × 3 (stored plain)')!, 'application/vnd.tas.matrix; dtype=float64');
    expect(float64.status).toBe(406);
    expect(JSON.parse(float64.bytes.toString('utf8'))).toMatchObject({ code: 'not_acceptable' });
  }, JOB_TIMEOUT_MS);
});
