import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { startTestService, waitForJob, type TestService } from '../helpers/local-service.js';
import { startReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js';
import type { AnalysisExecutor } from '../../lambdas/core/ports/executor.js';

const executor: AnalysisExecutor = { run: async (_request, _version, requestId) => ({ body: JSON.stringify({ results: [], requestId }) }) };
/** Long enough to stop the first process between the attempts. */
const ENV = { WEBHOOKS_ALLOW_LOOPBACK: 'true', WEBHOOK_RETRY_SCHEDULE: '1.5' };

let receiver: WebhookReceiver;
const services: TestService[] = [];
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  for (const s of services) await s.stop();
  if (services[0]) await rm(services[0].dataDir, { recursive: true, force: true });
  await receiver?.close();
});

interface DeliveryBody {
  status: string;
  nextAttemptAt?: string;
  attempts: { attempt: number; statusCode?: number }[];
}

async function deliveries(service: TestService, webhookId: string, until: (d: DeliveryBody[]) => boolean): Promise<DeliveryBody[]> {
  const deadline = Date.now() + 8000;
  for (;;) {
    const body = (await (await service.call(`/v1/webhooks/${webhookId}/deliveries`)).json()) as { deliveries: DeliveryBody[] };
    if (until(body.deliveries)) return body.deliveries;
    if (Date.now() > deadline) throw new Error(JSON.stringify(body));
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('webhook deliveries survive a restart', () => {
  it('resumes a pending retry in the next process, with the same webhook-id', async () => {
    receiver.on('/restart', (n) => ({ status: n === 1 ? 500 : 200 }));
    const first = await startTestService(ENV, { executor });
    services.push(first);
    const sub = (await (await first.call('/v1/webhooks', { method: 'POST', json: { url: `${receiver.url}/restart`, events: ['analysis.completed'] } })).json()) as { id: string };
    const { jobId } = (await (await first.call('/v1/sentiment', { method: 'POST', json: { inputs: ['ok'] } })).json()) as { jobId: string };
    await waitForJob(first, jobId, 5000);
    await receiver.waitFor('/restart', 1);
    const [pending] = await deliveries(first, sub.id, (d) => d[0]?.attempts.length === 1);
    expect(pending).toMatchObject({ status: 'pending', attempts: [{ attempt: 1, statusCode: 500 }] });
    await first.stop();
    expect(receiver.at('/restart')).toHaveLength(1);

    const [file] = await readdir(join(first.dataDir, 'webhook-deliveries'));
    const stored = JSON.parse(await readFile(join(first.dataDir, 'webhook-deliveries', file), 'utf8')) as { status: string; nextAttemptAt: string };
    expect(stored).toMatchObject({ status: 'pending', nextAttemptAt: pending.nextAttemptAt });

    const second = await startTestService(ENV, { executor }, { dataDir: first.dataDir, key: first.key });
    services.push(second);
    const got = await receiver.waitFor('/restart', 2, 8000);
    expect(got[1].headers['webhook-id']).toBe(got[0].headers['webhook-id']);
    expect(got[1].at - got[0].at).toBeGreaterThanOrEqual(1300);
    // The new process sent it: its fresh result link points at the new server.
    expect((JSON.parse(got[1].body) as { data: { resultUrl: string } }).data.resultUrl.startsWith(second.url)).toBe(true);
    const [done] = await deliveries(second, sub.id, (d) => d[0]?.status === 'delivered');
    expect(done.attempts.map((a) => [a.attempt, a.statusCode])).toEqual([[1, 500], [2, 200]]);
  });
});
