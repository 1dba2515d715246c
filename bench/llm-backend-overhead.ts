/**
 * Overhead per call of the OpenAI-compatible backend: the backend (prompt and JSON Schema built,
 * limiter, retry wrapper, HTTP, zod validation and checks of the answer) against a raw `fetch`
 * that replays the exact request the backend sent and parses the answer, both against the same
 * in-process fake server (`test/helpers/fake-openai.ts`), one call at a time, interleaved.
 * What differs is the backend's own work per call. Standalone:
 * `node --import tsx bench/llm-backend-overhead.ts [--quick]`.
 */
import { fileURLToPath } from 'node:url';
import { OPENAI_COMPATIBLE_V1, OpenAiModelProvider, type StructuredSetting } from '../lambdas/models/openai/index.js';
import { startFakeOpenAi, type FakeOpenAi } from '../test/helpers/fake-openai.js';
import { fixed, table, type Benchmark, type BenchContext } from './lib/report.js';
import { median } from './lib/timing.js';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const TEXTS = ['The staff were friendly and quick', 'Delivery was late and the box was damaged', 'Prices are fair', 'The app crashes when I log in', 'Great food but rude staff'];

interface Case {
  label: string;
  /** One backend call (exactly one HTTP request). */
  ours: (provider: OpenAiModelProvider) => Promise<unknown>;
  mode: StructuredSetting;
}

const CASES: Case[] = [
  { label: 'sentiment, 1 text (tool call)', mode: 'tools', ours: (p) => p.sentiment(OPENAI_COMPATIBLE_V1).classify([TEXTS[0]]) },
  { label: 'sentiment, 25 texts (tool call)', mode: 'tools', ours: (p) => p.sentiment(OPENAI_COMPATIBLE_V1).classify(Array.from({ length: 25 }, (_, i) => `${TEXTS[i % 5]} ${i}`)) },
  { label: 'sentiment, 25 texts (JSON schema)', mode: 'json_schema', ours: (p) => p.sentiment(OPENAI_COMPATIBLE_V1).classify(Array.from({ length: 25 }, (_, i) => `${TEXTS[i % 5]} ${i}`)) },
  { label: 'extractions, 5 texts x 2 themes', mode: 'tools', ours: (p) => p.extractions(OPENAI_COMPATIBLE_V1).extract(TEXTS, ['staff', 'delivery']) },
  { label: 'embeddings, 64 texts', mode: 'tools', ours: (p) => p.encoder('embeddings', OPENAI_COMPATIBLE_V1).embed(Array.from({ length: 64 }, (_, i) => `${TEXTS[i % 5]} ${i}`)) },
];

/** The raw reference: the same request bytes by `fetch`, the answer parsed, nothing checked. */
async function raw(url: string, body: string): Promise<unknown> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body });
  return JSON.parse(await response.text()) as unknown;
}

async function timeEach(calls: number, run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return median(times);
}

async function measureCase(fake: FakeOpenAi, c: Case, rounds: number, calls: number): Promise<(string | number)[]> {
  const provider = new OpenAiModelProvider({ baseUrl: fake.baseUrl, model: 'bench-model', embeddingModel: 'bench-embed', dimensions: 64, structuredOutput: c.mode, logger: silent });
  fake.reset();
  await c.ours(provider);
  if (fake.calls.length !== 1 || fake.calls[0].status !== 200) throw new Error(`${c.label}: expected one successful request, saw ${fake.calls.length}`);
  const { route, body } = fake.calls[0];
  const url = `${fake.baseUrl}/${route === 'chat' ? 'chat/completions' : 'embeddings'}`;
  const request = JSON.stringify(body);
  const ours: number[] = [];
  const ref: number[] = [];
  for (let r = 0; r < rounds; r++) {
    ours.push(await timeEach(calls, () => c.ours(provider)));
    ref.push(await timeEach(calls, () => raw(url, request)));
    fake.reset();
  }
  const [o, f] = [median(ours), median(ref)];
  return [c.label, fixed(o, 3), fixed(f, 3), fixed(o / f, 2), fixed((o - f) * 1000, 0)];
}

async function runBenchmark({ quick, log }: BenchContext): Promise<string> {
  const rounds = quick ? 3 : 7;
  const calls = quick ? 50 : 200;
  const fake = await startFakeOpenAi({ dimension: 64 });
  const rows: (string | number)[][] = [];
  try {
    for (const c of CASES) {
      rows.push(await measureCase(fake, c, rounds, calls));
      log(rows.at(-1)!.join(' | '));
    }
  } finally {
    await fake.close();
  }
  return [
    `The OpenAI-compatible backend (\`lambdas/models/openai\`) against a raw \`fetch\` replaying the exact request bytes the backend sent and parsing the answer, both to the same fake server in the same process (\`test/helpers/fake-openai.ts\`, which builds its answers from the prompt, the same work for both sides). One call at a time over keep-alive; per side the median of ${calls} calls, median of ${rounds} interleaved rounds. Ratio = ours ÷ raw; added µs = the backend's own time per call (prompt and schema building, limiter, retry wrapper, answer validation and checks). A real model takes from hundreds of milliseconds to minutes per call.`,
    '',
    table(['call', 'ours ms/call', 'raw fetch ms/call', 'ratio', 'added µs/call'], rows),
  ].join('\n');
}

export const llmBackendOverheadBenchmark: Benchmark = { name: 'llm-backend-overhead', title: 'OpenAI-compatible backend: overhead per call vs a raw fetch', run: runBenchmark };

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(await runBenchmark({ quick: process.argv.includes('--quick'), log: (line) => console.log(line) }));
}
