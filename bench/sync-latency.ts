/**
 * The synchronous worst cases: every operation at its maximum synchronous size, against the real
 * local server (`lambdas/local/main.ts` in a child process, as `npm start` runs it: worker
 * threads, embedded models, default settings). Every run sends texts the server has never seen,
 * so no answer comes from the vector cache. Target: each under 15 s on this machine.
 * Standalone: `node --import tsx bench/sync-latency.ts [--quick] [--cases sentiment,extractions]`
 * (`--cases`: only the cases whose label starts with one of the given operations).
 */
import { fileURLToPath } from 'node:url';
import { LIMITS } from '../lambdas/core/limits.js';
import { startLocalServer } from './lib/local-server.js';
import { median } from './lib/timing.js';
import { fixed, table, type Benchmark, type BenchContext } from './lib/report.js';

const TARGET_MS = 15_000;
export const WORDS = ['delivery', 'late', 'support', 'rude', 'app', 'crash', 'price', 'great', 'slow', 'checkout', 'friendly', 'refund', 'login', 'screen', 'battery', 'staff', 'food', 'cold', 'clean', 'noisy'];

/** Distinct survey-length sentences (12–20 words), deterministic per `seed`; `run` makes them new. */
export function sentences(n: number, seed: number, run: number): string[] {
  let s = seed * 7919 + run * 104_729;
  const next = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: n }, (_, i) => {
    const len = 12 + Math.floor(next() * 9);
    const words = Array.from({ length: len }, () => WORDS[Math.floor(next() * WORDS.length)]);
    return `Run ${run}, answer ${i}: the ${words.join(' ')}.`;
  });
}

const { similarity, embeddings, themes, sentiment, extractions } = LIMITS;
export type Case = [label: string, path: string, body: (run: number) => object];
export const CASES: Case[] = [
  [`embeddings ×${embeddings.inputs.sync}`, '/v1/embeddings', (r) => ({ inputs: sentences(embeddings.inputs.sync, 1, r) })],
  [`similarity self ×${similarity.set.sync}`, '/v1/similarity', (r) => ({ set: sentences(similarity.set.sync, 2, r) })],
  [`similarity cross 1×${similarity.crossPairs.sync.toLocaleString('en-US')}`, '/v1/similarity', (r) => ({ set_a: sentences(1, 3, r), set_b: sentences(similarity.crossPairs.sync, 4, r) })],
  ['similarity cross 100×100', '/v1/similarity', (r) => ({ set_a: sentences(100, 5, r), set_b: sentences(100, 6, r) })],
  [`themes ×${themes.inputs.sync}`, '/v1/themes', (r) => ({ inputs: sentences(themes.inputs.sync, 7, r) })],
  // The previous themes default on the same kind of input, measured in the same run: a reference for the default's cost.
  [`themes ×${themes.inputs.sync} (version 2026-11-28)`, '/v1/themes', (r) => ({ inputs: sentences(themes.inputs.sync, 7, r), version: '2026-11-28' })],
  // Themes 2026-12-02 (served when pinned, its label rules on the default's grouping), same inputs and run.
  [`themes ×${themes.inputs.sync} (version 2026-12-02)`, '/v1/themes', (r) => ({ inputs: sentences(themes.inputs.sync, 7, r), version: '2026-12-02' })],
  [`sentiment ×${sentiment.inputs.sync}`, '/v1/sentiment', (r) => ({ inputs: sentences(sentiment.inputs.sync, 8, r) })],
  // The previous sentiment default (its cues computed three times per text), measured in the same run as a reference.
  [`sentiment ×${sentiment.inputs.sync} (version 2026-11-26)`, '/v1/sentiment', (r) => ({ inputs: sentences(sentiment.inputs.sync, 8, r), version: '2026-11-26' })],
  [`sentiment ×${sentiment.inputs.sync} (version 2026-11-27)`, '/v1/sentiment', (r) => ({ inputs: sentences(sentiment.inputs.sync, 8, r), version: '2026-11-27' })],
  [`sentiment ×${sentiment.inputs.sync} (version 2026-11-28)`, '/v1/sentiment', (r) => ({ inputs: sentences(sentiment.inputs.sync, 8, r), version: '2026-11-28' })],
  // The served, not default, 2026-11-30 (its own weight file and cue rules; target: under 3 s), measured in the same run.
  [`sentiment ×${sentiment.inputs.sync} (version 2026-11-30)`, '/v1/sentiment', (r) => ({ inputs: sentences(sentiment.inputs.sync, 8, r), version: '2026-11-30' })],
  // The served, not default, 2026-12-02 (the default's blend with its own decision; target: under 3 s), measured in the same run.
  [`sentiment ×${sentiment.inputs.sync} (version 2026-12-02)`, '/v1/sentiment', (r) => ({ inputs: sentences(sentiment.inputs.sync, 8, r), version: '2026-12-02' })],
  [
    `extractions ${extractions.inputs.sync}×${extractions.themes.sync}`,
    '/v1/extractions',
    (r) => ({ inputs: sentences(extractions.inputs.sync, 9, r), themes: Array.from({ length: extractions.themes.sync }, (_, i) => `${WORDS[i % WORDS.length]} ${WORDS[(i * 7 + 3) % WORDS.length]}`) }),
  ],
  // The served, not default, 2026-12-02 (an encoder call for the themes' money relevance; target: under 3 s), measured in the same run.
  [
    `extractions ${extractions.inputs.sync}×${extractions.themes.sync} (version 2026-12-02)`,
    '/v1/extractions',
    (r) => ({ inputs: sentences(extractions.inputs.sync, 9, r), themes: Array.from({ length: extractions.themes.sync }, (_, i) => `${WORDS[i % WORDS.length]} ${WORDS[(i * 7 + 3) % WORDS.length]}`), version: '2026-12-02' }),
  ],
  [
    `extractions ${extractions.inputs.sync}×${extractions.themes.sync} (version 2026-11-27)`,
    '/v1/extractions',
    (r) => ({ inputs: sentences(extractions.inputs.sync, 9, r), themes: Array.from({ length: extractions.themes.sync }, (_, i) => `${WORDS[i % WORDS.length]} ${WORDS[(i * 7 + 3) % WORDS.length]}`), version: '2026-11-27' }),
  ],
  [
    `extractions ${extractions.inputs.sync}×${extractions.themes.sync} (version 2026-11-26)`,
    '/v1/extractions',
    (r) => ({ inputs: sentences(extractions.inputs.sync, 9, r), themes: Array.from({ length: extractions.themes.sync }, (_, i) => `${WORDS[i % WORDS.length]} ${WORDS[(i * 7 + 3) % WORDS.length]}`), version: '2026-11-26' }),
  ],
];

async function run({ quick, log }: BenchContext, only?: readonly string[]): Promise<string> {
  const runs = quick ? 1 : 3;
  const server = await startLocalServer({ AUTH: 'none', RATE_LIMIT_PER_MINUTE: '100000', RATE_LIMIT_BURST: '100000' });
  const rows: string[][] = [];
  try {
    let serial = 0;
    const timed = async (path: string, body: object): Promise<number> => {
      const t0 = performance.now();
      const res = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...body, fast: true }) });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
      return performance.now() - t0;
    };
    for (const [label, path, body] of CASES.filter(([label]) => !only || only.some((op) => label.startsWith(op)))) {
      await timed(path, body(serial++)); // warm-up: loads the model of this operation on a thread
      const times: number[] = [];
      for (let i = 0; i < runs; i++) times.push(await timed(path, body(serial++)));
      times.sort((a, b) => a - b);
      log(`${label}: ${times.map((t) => fixed(t, 0)).join(', ')} ms`);
      rows.push([label, fixed(median(times), 0), fixed(times[0], 0), fixed(times.at(-1)!, 0), times.at(-1)! < TARGET_MS ? 'met' : '**not met**']);
    }
  } finally {
    await server.stop();
  }
  // Ratios of a default to its previous version measured in the same run (contention affects both alike).
  const medianOf = (label: string) => Number(rows.find((r) => r[0] === label)?.[1]);
  const ratios = rows.flatMap((r) => {
    const m = / \(version (\d{4}-\d{2}-\d{2})\)$/u.exec(r[0]);
    if (!m) return [];
    const label = r[0].slice(0, m.index);
    return [`${label}: default / ${m[1]} = ${fixed(medianOf(label) / medianOf(r[0]), 2)}`];
  });
  return [
    `Each operation at its maximum synchronous size (\`fast: true\`), from request to full response, against the local server in a child process with default settings (one analysis thread per core). Distinct 12–20-word survey-like sentences, new ones for every request (so the vector cache never answers), one warm-up request per operation, then ${runs} timed runs. Target: every run under ${TARGET_MS / 1000} s.`,
    '',
    table(['operation (max synchronous size)', 'median ms', 'min ms', 'max ms', `< ${TARGET_MS / 1000} s`], rows),
    ...(ratios.length > 0 ? ['', `Same-run ratios (median): ${ratios.join('; ')}.`] : []),
  ].join('\n');
}

export const syncLatencyBenchmark: Benchmark = { name: 'sync-latency', title: 'Synchronous worst cases', run };

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const at = process.argv.indexOf('--cases');
  const only = at >= 0 ? process.argv[at + 1].split(',') : undefined;
  console.log(await run({ quick: process.argv.includes('--quick'), log: (line) => console.log(line) }, only));
}
