import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { JSONParser } from '@streamparser/json';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkerPoolExecutor } from '../../lambdas/adapters/local/worker-pool-executor.js';
import { LOCAL_SIMILARITY_V3 } from '../../lambdas/models/local/catalog.js';
import { startTestService, waitForJob, type TestService } from '../helpers/local-service.js';

/**
 * Streamed similarity jobs on the real local service: the executor here streams every similarity
 * job (not only those above the synchronous limits), so a streamed result can be compared byte
 * for byte with the synchronous body of the same request, computed without streaming.
 */

/** The smallest batch (the encoder's own): several batches and lanes for a hundred texts. */
const EMBED_BATCH_TEXTS = 1;
/**
 * Self-similarity of the memory check: 40,495,500 values, about 340 MB of JSON, from 900
 * distinct texts repeated (embedding stays short). Smaller results say little: the threads'
 * own working memory (about 100 MB) would exceed them.
 */
const LARGE_N = 9_000;
const DISTINCT_TEXTS = 900;
const COMMA = 0x2c;
const RSS_SAMPLE_MS = 20;
const SIMILARITY_THREADS = 2;
/**
 * The memory bound is about streaming, not the model: pin the first embedded version, whose
 * 512-d encoder this test's figures were measured with.
 */
const VERSION = '2026-11-21';
const DIMENSION = 512;
const MATRIX_PRODUCT_VERSION = LOCAL_SIMILARITY_V3;
const FLOAT32_BYTES = 4;
const FLOAT64_BYTES = 8;
const LARGE_JOB_TIMEOUT_MS = 240_000;

let service: TestService;
let executor: WorkerPoolExecutor;
beforeAll(async () => {
  executor = new WorkerPoolExecutor(2, { streamsSimilarity: () => true, embedBatchTexts: EMBED_BATCH_TEXTS, similarityThreads: SIMILARITY_THREADS });
  await executor.warmUp();
  service = await startTestService({}, { executor });
});
afterAll(async () => {
  await service?.cleanup();
  await executor?.close();
});

const sentence = (i: number) => `Answer ${i}: the ${['delivery', 'support', 'app', 'price', 'food'][i % 5]} was ${['slow', 'great', 'confusing', 'fine'][i % 4]} (${i * 7919})`;

async function post(body: object): Promise<Response> {
  return service.call('/v1/similarity', { method: 'POST', json: { version: VERSION, ...body } });
}

/** Submits the request as a job and returns the downloaded result text and the job id. */
async function jobResult(body: object, encoding = 'identity', timeoutMs?: number): Promise<{ text: string; jobId: string; status: Record<string, unknown> }> {
  const accepted = await post(body);
  expect(accepted.status).toBe(202);
  const { jobId } = (await accepted.json()) as { jobId: string };
  const status = await waitForJob(service, jobId, timeoutMs);
  expect(status.status).toBe('completed');
  const download = await fetch(status.resultUrl as string, { headers: { 'accept-encoding': encoding } });
  expect(download.status).toBe(200);
  return { text: await download.text(), jobId, status };
}

describe('streamed similarity jobs', () => {
  const requests: Record<string, object> = {
    'self with repeats and blanks': { set: [...Array.from({ length: 96 }, (_, i) => sentence(i)), '  ', sentence(3), '', sentence(70)] },
    'cross, matrix, three batches': { set_a: [sentence(1), ' ', sentence(2), sentence(1), sentence(50)], set_b: Array.from({ length: 150 }, (_, i) => sentence(i + 40)) },
    'cross, flattened': { set_a: [sentence(5), sentence(6)], set_b: [sentence(6), '\t', sentence(7)], flatten: true },
    'self of two blanks': { set: [' ', ''] },
  };

  // The first embedded version (exact float64 kernel) and the default one (ONNX Runtime's float32 product).
  for (const [name, base] of Object.entries(requests)) {
    for (const version of [VERSION, MATRIX_PRODUCT_VERSION]) {
      const request = { ...base, version };
      it(`equals the synchronous body byte for byte: ${name}, version ${version}`, async () => {
        const sync = await post({ ...request, fast: true });
        expect(sync.status).toBe(200);
        const syncText = await sync.text();
        const syncId = sync.headers.get('x-request-id')!;

        for (const encoding of ['identity', 'gzip']) {
          const { text, jobId } = await jobResult(request, encoding);
          // Same bytes, `usage` included, but for the request id.
          expect(text).toBe(syncText.replace(`"requestId":${JSON.stringify(syncId)},"usage":`, `"requestId":${JSON.stringify(jobId)},"usage":`));
        }
      });
    }
  }

  it('the downloaded result of a streamed job is read by a streaming JSON parser, chunk by chunk', async () => {
    const n = 700;
    const accepted = await post({ set: Array.from({ length: n }, (_, i) => sentence(i)) });
    const { jobId } = (await accepted.json()) as { jobId: string };
    const status = await waitForJob(service, jobId);
    expect(status.status).toBe('completed');
    const download = await fetch(status.resultUrl as string);
    let values = 0;
    let outOfRange = 0;
    const top: Record<string, unknown> = {};
    const parser = new JSONParser({ paths: ['$.flattened.*', '$.scenario', '$.mode', '$.n', '$.requestId', '$.usage'], keepStack: false });
    parser.onValue = ({ value, key, stack }) => {
      if (stack.length === 2) {
        values++;
        if (typeof value !== 'number' || value < -1 || value > 1) outOfRange++;
      } else top[String(key)] = value;
    };
    let chunks = 0;
    for await (const chunk of download.body as unknown as AsyncIterable<Uint8Array>) {
      parser.write(chunk);
      chunks++;
    }
    expect(parser.isEnded).toBe(true);
    expect(chunks).toBeGreaterThan(1);
    expect(values).toBe((n * (n - 1)) / 2);
    expect(outOfRange).toBe(0);
    // The streamed body ends with what the job consumed, like every other result.
    expect(top).toEqual({ scenario: 'self', mode: 'flattened', n, requestId: jobId, usage: { records: [{ feature: 'similarity', quantity: n }], total: n } });
  });

  it(`streams n = ${LARGE_N} self-similarity with the server's memory growing far less than the result`, async () => {
    const set = Array.from({ length: LARGE_N }, (_, i) => sentence(i % DISTINCT_TEXTS));
    // A first job of the same distinct texts sets up the threads and the encoder's memory, so
    // the baseline includes them and the growth measured is the large job's own.
    await jobResult({ set: set.slice(0, DISTINCT_TEXTS) });
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), RSS_SAMPLE_MS);
    let status: Record<string, unknown>;
    let jobId: string;
    try {
      const accepted = await post({ set });
      jobId = ((await accepted.json()) as { jobId: string }).jobId;
      status = await waitForJob(service, jobId, LARGE_JOB_TIMEOUT_MS);
    } finally {
      clearInterval(sampler);
    }
    expect(status.status).toBe('completed');
    // Expected values from synchronous two-text requests, asked before the long scan below
    // (so no idle keep-alive connection is reused after the server closed it).
    const pairs = [[0, 1], [0, LARGE_N - 1], [1234, 2345], [5, 5 + DISTINCT_TEXTS], [LARGE_N - 2, LARGE_N - 1]];
    const expected: string[] = [];
    for (const [i, j] of pairs) expected.push(JSON.stringify(((await (await post({ set: [set[i], set[j]], fast: true })).json()) as { flattened: number[] }).flattened[0]));
    // Stored gzip-compressed (one stream, or several members): decompressed here to read it.
    const stored = await readFile(join(service.dataDir, 'results', `${jobId}.json.gz`));
    const result = gunzipSync(stored);
    expect(stored.length).toBeLessThan(result.length / 2);
    const growth = peak - baseline;
    // The job's state that grows with n: the shared float32 vectors and each thread's float64 copy.
    const vectorBytes = LARGE_N * DIMENSION * (FLOAT32_BYTES + FLOAT64_BYTES * SIMILARITY_THREADS);
    console.log(`n=${LARGE_N}: result ${(result.length / 2 ** 20).toFixed(1)} MiB, RSS growth ${(growth / 2 ** 20).toFixed(1)} MiB, vectors ${(vectorBytes / 2 ** 20).toFixed(1)} MiB (baseline ${(baseline / 2 ** 20).toFixed(0)} MiB)`);
    expect(growth - vectorBytes).toBeLessThan(result.length / 3);

    const head = `{"scenario":"self","mode":"flattened","n":${LARGE_N},"flattened":[`;
    const tail = `],"requestId":${JSON.stringify(jobId)},"usage":{"records":[{"feature":"similarity","quantity":${LARGE_N}}],"total":${LARGE_N}}}`;
    expect(result.subarray(0, head.length).toString()).toBe(head);
    expect(result.subarray(result.length - tail.length).toString()).toBe(tail);
    // Value k starts after the k-th comma of the array.
    const starts: number[] = [head.length];
    for (let at = result.indexOf(COMMA, head.length); at >= 0 && at < result.length - tail.length; at = result.indexOf(COMMA, at + 1)) starts.push(at + 1);
    expect(starts).toHaveLength((LARGE_N * (LARGE_N - 1)) / 2);
    const valueAt = (k: number) => result.subarray(starts[k], (starts[k + 1] ?? result.length - tail.length + 1) - 1).toString();
    // The same value text as the synchronous request, pair by pair.
    expect(pairs.map(([i, j]) => valueAt((i * (2 * LARGE_N - i - 1)) / 2 + (j - i - 1)))).toEqual(expected);
  }, LARGE_JOB_TIMEOUT_MS + 60_000);
});
