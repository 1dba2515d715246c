/**
 * Job-to-webhook round trip of the local runtime: from submitting an asynchronous job to the
 * receiver holding its signed `analysis.completed` event, against a polling client (the
 * reference) that follows the contract's `Retry-After: 1` on the same server.
 *
 *   node --import tsx bench/webhook-roundtrip.ts            # fake executor: webhook machinery only
 *   node --import tsx bench/webhook-roundtrip.ts --real     # the embedded models (sentiment, 3 inputs)
 *   options: --runs N (default 20, 5 with --real)
 */
import { createServer } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { LocalConfigSchema } from '../lambdas/runtime/config.js';
import { startLocalService } from '../lambdas/local/service.js';
import type { AnalysisExecutor } from '../lambdas/core/ports/executor.js';

const real = process.argv.includes('--real');
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : real ? 5 : 20;
/** The polling interval the contract tells clients (Retry-After: 1). */
const POLL_MS = 1000;
const INPUTS = ['The support team was quick and kind.', 'Delivery took three weeks.', 'Fine.'];

const fake: AnalysisExecutor = { run: async (_request, _version, requestId) => ({ body: JSON.stringify({ results: [], requestId }) }) };

const arrivals = new Map<string, number>();
let secret = '';
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const at = performance.now();
    const body = Buffer.concat(chunks).toString('utf8');
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
    const event = new Webhook(secret).verify(body, headers) as { data: { jobId: string } };
    arrivals.set(event.data.jobId, at);
    res.writeHead(204).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

const dataDir = await mkdtemp(join(tmpdir(), 'tas-bench-'));
const config = LocalConfigSchema.parse({ HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEBHOOKS_ALLOW_LOOPBACK: 'true', RATE_LIMIT_BURST: '100000', RATE_LIMIT_PER_MINUTE: '1000000' });
const service = await startLocalService(config, real ? {} : { executor: fake });
const headers = { authorization: `Bearer ${service.devKey}`, 'content-type': 'application/json' };
const api = (path: string, init: RequestInit = {}) => fetch(`${service.url}${path}`, { ...init, headers });

secret = ((await (await api('/v1/webhooks', { method: 'POST', body: JSON.stringify({ url: receiverUrl, events: ['analysis.completed'] }) })).json()) as { secret: string }).secret;
if (real) await api('/v1/sentiment', { method: 'POST', body: JSON.stringify({ inputs: INPUTS, fast: true }) }); // load the models first

async function submit(): Promise<{ jobId: string; t0: number }> {
  const t0 = performance.now();
  const res = await api('/v1/sentiment', { method: 'POST', body: JSON.stringify({ inputs: INPUTS }) });
  return { jobId: ((await res.json()) as { jobId: string }).jobId, t0 };
}

async function webhookRun(): Promise<number> {
  const { jobId, t0 } = await submit();
  while (!arrivals.has(jobId)) await new Promise((r) => setTimeout(r, 1));
  return arrivals.get(jobId)! - t0;
}

async function pollingRun(): Promise<number> {
  const { jobId, t0 } = await submit();
  for (;;) {
    await new Promise((r) => setTimeout(r, POLL_MS));
    const status = ((await (await api(`/v1/jobs?jobId=${jobId}`)).json()) as { status: string }).status;
    if (status !== 'pending') return performance.now() - t0;
  }
}

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { median: q(0.5), p90: q(0.9), min: s[0], max: s[s.length - 1] };
};
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

const webhook: number[] = [];
for (let i = 0; i < RUNS; i++) webhook.push(await webhookRun());
const polling: number[] = [];
for (let i = 0; i < RUNS; i++) polling.push(await pollingRun());

const w = stats(webhook);
const p = stats(polling);
console.log(`executor: ${real ? 'embedded models (sentiment, 3 inputs)' : 'fake (instant)'}; runs: ${RUNS}; node ${process.version}`);
console.log(`job → signed webhook received: median ${fmt(w.median)}, p90 ${fmt(w.p90)}, min ${fmt(w.min)}, max ${fmt(w.max)}`);
console.log(`job → completion seen by a client polling every ${POLL_MS} ms (reference): median ${fmt(p.median)}`);
console.log(`webhook is ${(p.median / w.median).toFixed(0)}× faster than polling at the contract's Retry-After`);

await service.stop();
receiver.close();
await rm(dataDir, { recursive: true, force: true });
