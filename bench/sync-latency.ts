/**
 * Latency of every operation at its maximum synchronous size, against the real local server
 * (worker threads, embedded models). Usage: `npx tsx bench/sync-latency.ts [runs]`.
 * Prints the median and range of `runs` timed requests per operation (after one warm-up).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalConfigSchema } from '../lambdas/runtime/config.js';
import { startLocalService } from '../lambdas/local/service.js';

const RUNS = Number(process.argv[2] ?? 5);
const WORDS = ['delivery', 'late', 'support', 'rude', 'app', 'crash', 'price', 'great', 'slow', 'checkout', 'friendly', 'refund', 'login', 'screen', 'battery', 'staff', 'food', 'cold', 'clean', 'noisy'];

/** Distinct survey-length sentences (12–20 words), deterministic. */
function sentences(n: number, seed = 1): string[] {
  let s = seed;
  const next = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: n }, (_, i) => {
    const len = 12 + Math.floor(next() * 9);
    const words = Array.from({ length: len }, () => WORDS[Math.floor(next() * WORDS.length)]);
    return `${i}: The ${words.join(' ')}.`;
  });
}

const CASES: [string, string, object][] = [
  ['embeddings ×200', '/v1/embeddings', { inputs: sentences(200) }],
  ['similarity self ×100', '/v1/similarity', { set: sentences(100) }],
  ['similarity cross 1×10,000', '/v1/similarity', { set_a: sentences(1), set_b: sentences(10_000, 7) }],
  ['similarity cross 100×100', '/v1/similarity', { set_a: sentences(100), set_b: sentences(100, 9) }],
  ['themes ×200', '/v1/themes', { inputs: sentences(200) }],
  ['sentiment ×200', '/v1/sentiment', { inputs: sentences(200) }],
  ['extractions 200×50', '/v1/extractions', { inputs: sentences(200), themes: WORDS.concat(WORDS, WORDS).slice(0, 50).map((w, i) => `${w} ${i}`) }],
];

const dataDir = await mkdtemp(join(tmpdir(), 'tas-bench-'));
const service = await startLocalService(LocalConfigSchema.parse({ HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_BURST: '100000' }));
const headers = { authorization: `Bearer ${service.devKey}`, 'content-type': 'application/json' };
console.log(`| operation (max synchronous size) | median ms | min ms | max ms | runs |\n|---|---|---|---|---|`);
for (const [name, path, body] of CASES) {
  const payload = JSON.stringify({ ...body, fast: true });
  const times: number[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const t0 = performance.now();
    const res = await fetch(`${service.url}${path}`, { method: 'POST', headers, body: payload });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${name}: HTTP ${res.status}`);
    if (i > 0) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(`| ${name} | ${Math.round(times[Math.floor(times.length / 2)])} | ${Math.round(times[0])} | ${Math.round(times[times.length - 1])} | ${RUNS} |`);
}
await service.stop();
await rm(dataDir, { recursive: true, force: true });
