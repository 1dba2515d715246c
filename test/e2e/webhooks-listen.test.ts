import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { startTestService, waitForJob, type TestService } from '../helpers/local-service.js';
import { ROOT } from '../helpers/server-process.js';
import { startWebhookListener } from '../../lambdas/local/webhook-listener.js';
import { formatSecret, signedHeaders } from '../../lambdas/core/webhooks/signing.js';
import type { AnalysisExecutor } from '../../lambdas/core/ports/executor.js';

const executor: AnalysisExecutor = { run: async (_request, _version, requestId) => ({ body: JSON.stringify({ results: [], requestId }) }) };
const SECRET = formatSecret(new Uint8Array(32).fill(3));
const BODY = JSON.stringify({ id: 'evt_1', type: 'analysis.completed', createdAt: '2025-01-01T00:00:00.000Z', data: { jobId: 'job_abc', operation: 'sentiment', status: 'completed', resultUrl: 'http://127.0.0.1:1/v1/results/job_abc?sig=x' } });

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ WEBHOOKS_ALLOW_LOOPBACK: 'true' }, { executor });
});
afterAll(async () => service?.cleanup());

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('the webhook receiver for humans', () => {
  it('prints verified events and rejects the rest', async () => {
    const lines: string[] = [];
    const listener = await startWebhookListener({ port: 0, secret: SECRET, print: (l) => lines.push(l) });
    expect(listener.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const post = (body: string, headers: Record<string, string>) => fetch(listener.url, { method: 'POST', body, headers });
    const now = Math.floor(Date.now() / 1000);
    expect((await post(BODY, signedHeaders([SECRET], 'evt_1', now, BODY))).status).toBe(204);
    expect((await post(`${BODY} `, signedHeaders([SECRET], 'evt_1', now, BODY))).status).toBe(401);
    expect((await post(BODY, signedHeaders([formatSecret(new Uint8Array(32))], 'evt_1', now, BODY))).status).toBe(401);
    expect((await post(BODY, signedHeaders([SECRET], 'evt_1', now - 3600, BODY))).status).toBe(401);
    expect((await post(BODY, { 'content-type': 'application/json' })).status).toBe(401);
    expect((await fetch(listener.url)).status).toBe(405);
    await listener.close();
    expect(lines[0]).toMatch(/analysis\.completed job=job_abc status=completed result=http:\/\/127\.0\.0\.1:1\/v1\/results\/job_abc\?sig=x webhook-id=evt_1$/);
    expect(lines.slice(1)).toEqual([
      'rejected bad_signature webhook-id=evt_1',
      'rejected bad_signature webhook-id=evt_1',
      'rejected stale_timestamp webhook-id=evt_1',
      'rejected missing_headers webhook-id=-',
      'rejected method GET webhook-id=-',
    ]);
  });

  it('`npx tas webhooks listen` receives a real delivery from the service', async () => {
    const port = await freePort();
    const res = await service.call('/v1/webhooks', { method: 'POST', json: { url: `http://127.0.0.1:${port}/`, events: ['analysis.completed'] } });
    const { secret } = (await res.json()) as { secret: string };
    const child = spawn(process.execPath, [join(ROOT, 'bin/tas.mjs'), 'webhooks', 'listen', '--port', String(port), '--secret', secret], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const until = async (pattern: RegExp) => {
      const deadline = Date.now() + 20_000;
      while (!pattern.test(out)) {
        if (Date.now() > deadline) throw new Error(`no ${pattern} in: ${out}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    try {
      await until(/listening on http:\/\/127\.0\.0\.1:\d+/);
      const { jobId } = (await (await service.call('/v1/sentiment', { method: 'POST', json: { inputs: ['ok'] } })).json()) as { jobId: string };
      await waitForJob(service, jobId, 5000);
      await until(new RegExp(`analysis\\.completed job=${jobId} status=completed result=http://127\\.0\\.0\\.1:\\d+/v1/results/${jobId}\\?`));
      await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: '{}', headers: { 'webhook-id': 'evt_x', 'webhook-timestamp': String(Math.floor(Date.now() / 1000)), 'webhook-signature': 'v1,AAAA' } });
      await until(/rejected bad_signature webhook-id=evt_x/);
    } finally {
      child.kill('SIGINT');
    }
    expect(await exited).toBe(0);
  });

  it('refuses to start without a valid secret', async () => {
    const child = spawn(process.execPath, [join(ROOT, 'bin/tas.mjs'), 'webhooks', 'listen', '--port', '0', '--secret', 'nope'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    expect(await new Promise((resolve) => child.on('exit', resolve))).toBe(2);
    expect(err).toContain('tas webhooks listen --port');
  });
});
