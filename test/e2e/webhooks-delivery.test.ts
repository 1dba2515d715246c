import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { startTestService, waitForJob, type TestService } from '../helpers/local-service.js';
import { startReceiver, type Received, type WebhookReceiver } from '../helpers/webhook-receiver.js';
import { createApiKey } from '../../lambdas/operations/api-keys.js';
import type { AnalysisExecutor } from '../../lambdas/core/ports/executor.js';

/** Fast fake analyses: a first input of "fail" makes the job fail (one attempt per job here). */
const executor: AnalysisExecutor = {
  run: async (request, _version, requestId) => {
    if ('inputs' in request && request.inputs[0] === 'fail') throw new Error('simulated model crash');
    return { body: JSON.stringify({ results: [], requestId }) };
  },
};

let service: TestService;
let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startReceiver();
  service = await startTestService({ WEBHOOKS_ALLOW_LOOPBACK: 'true', WEBHOOK_RETRY_SCHEDULE: '0.2,0.4', WEBHOOK_TIMEOUT_SECONDS: '0.5', JOB_MAX_ATTEMPTS: '1' }, { executor });
});
afterAll(async () => {
  await service?.cleanup();
  await receiver?.close();
});
afterEach(() => vi.useRealTimers());

let tenants = 0;
/** Each test gets its own tenant, so its subscriptions see only its own jobs. */
const newTenant = async () => (await createApiKey(service.root.deps, `wh-tenant-${++tenants}`)).key;

async function subscribe(key: string, path: string, events: string[]): Promise<{ id: string; secret: string }> {
  const res = await service.call('/v1/webhooks', { method: 'POST', json: { url: `${receiver.url}${path}`, events }, auth: key });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; secret: string };
}

async function runJob(key: string, first = 'fine'): Promise<{ jobId: string; status: string }> {
  const res = await service.call('/v1/sentiment', { method: 'POST', json: { inputs: [first] }, auth: key });
  expect(res.status).toBe(202);
  const { jobId } = (await res.json()) as { jobId: string };
  const job = await waitForJob(service, jobId, 5000, key);
  return { jobId, status: job.status as string };
}

interface Attempt {
  attempt: number;
  at: string;
  durationMs: number;
  statusCode?: number;
  error?: string;
}
interface DeliveryBody {
  id: string;
  eventId: string;
  eventType: string;
  jobId: string;
  status: string;
  reason?: string;
  attempts: Attempt[];
}

async function deliveriesOf(key: string, webhookId: string, until: (d: DeliveryBody[]) => boolean = () => true): Promise<DeliveryBody[]> {
  const deadline = Date.now() + 8000;
  for (;;) {
    const { deliveries } = (await (await service.call(`/v1/webhooks/${webhookId}/deliveries`, { auth: key })).json()) as { deliveries: DeliveryBody[] };
    if (until(deliveries)) return deliveries;
    if (Date.now() > deadline) throw new Error(`deliveries: ${JSON.stringify(deliveries)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const settled = (d: DeliveryBody[]) => d.length > 0 && d.every((x) => x.status !== 'pending');
const payload = (r: Received) => JSON.parse(r.body) as { id: string; type: string; createdAt: string; data: Record<string, unknown> };

describe('events reach the right subscriptions', () => {
  it('sends analysis.completed and analysis.failed only to matching, active subscriptions of the tenant', async () => {
    const [a, b] = [await newTenant(), await newTenant()];
    await subscribe(a, '/route/completed', ['analysis.completed']);
    await subscribe(a, '/route/failed', ['analysis.failed']);
    await subscribe(a, '/route/both', ['analysis.completed', 'analysis.failed']);
    const removed = await subscribe(a, '/route/deleted', ['analysis.completed', 'analysis.failed']);
    await subscribe(b, '/route/other-tenant', ['analysis.completed', 'analysis.failed']);
    expect((await service.call(`/v1/webhooks/${removed.id}`, { method: 'DELETE', auth: a })).status).toBe(204);

    const ok = await runJob(a);
    const bad = await runJob(a, 'fail');
    expect([ok.status, bad.status]).toEqual(['completed', 'failed']);
    await receiver.waitFor('/route/both', 2);
    await receiver.waitFor('/route/completed', 1);
    await receiver.waitFor('/route/failed', 1);
    await new Promise((r) => setTimeout(r, 300));

    expect(receiver.at('/route/completed').map((r) => payload(r).data.jobId)).toEqual([ok.jobId]);
    expect(receiver.at('/route/failed').map((r) => payload(r).data.jobId)).toEqual([bad.jobId]);
    expect(receiver.at('/route/both').map((r) => payload(r).type).sort()).toEqual(['analysis.completed', 'analysis.failed']);
    expect(receiver.at('/route/deleted')).toHaveLength(0);
    expect(receiver.at('/route/other-tenant')).toHaveLength(0);

    const completed = payload(receiver.at('/route/completed')[0]);
    expect(Object.keys(completed).sort()).toEqual(['createdAt', 'data', 'id', 'type']);
    expect(completed.id).toMatch(/^evt_[0-9a-z]{26}$/);
    expect(completed.data).toEqual({ jobId: ok.jobId, operation: 'sentiment', status: 'completed', resultUrl: expect.stringContaining(`/v1/results/${ok.jobId}?`) });
    const result = await fetch(completed.data.resultUrl as string);
    expect(result.status).toBe(200);
    expect(((await result.json()) as { requestId: string }).requestId).toBe(ok.jobId);

    const failed = payload(receiver.at('/route/failed')[0]);
    expect(failed.data).toEqual({ jobId: bad.jobId, operation: 'sentiment', status: 'failed', error: { code: 'processing_failed', message: expect.any(String) } });
    const headers = receiver.at('/route/failed')[0].headers;
    expect(headers['content-type']).toBe('application/json');
    expect(headers['webhook-id']).toBe(failed.id);
    expect(Math.abs(Number(headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(10);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(headers['x-service-signature']).toBe(headers['webhook-signature']);
  });
});

describe('signatures verified by the standardwebhooks package', () => {
  it('accepts both signature headers and rejects a tampered body, a wrong secret and a stale timestamp', async () => {
    const key = await newTenant();
    const sub = await subscribe(key, '/sig', ['analysis.completed']);
    const other = await subscribe(key, '/sig-other', ['analysis.failed']);
    await runJob(key);
    const [got] = await receiver.waitFor('/sig', 1);
    const wh = new Webhook(sub.secret);
    expect(wh.verify(got.body, got.headers)).toMatchObject({ type: 'analysis.completed' });
    const viaService = { ...got.headers, 'webhook-signature': got.headers['x-service-signature'] };
    expect(wh.verify(got.body, viaService)).toMatchObject({ type: 'analysis.completed' });

    expect(() => wh.verify(got.body.replace('"completed"', '"failed"'), got.headers)).toThrow('No matching signature found');
    expect(() => wh.verify(got.body, { ...got.headers, 'webhook-id': 'evt_forged' })).toThrow('No matching signature found');
    expect(() => new Webhook(other.secret).verify(got.body, got.headers)).toThrow('No matching signature found');
    expect(() => new Webhook(other.secret).verify(got.body, viaService)).toThrow('No matching signature found');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 6 * 60 * 1000);
    expect(() => wh.verify(got.body, got.headers)).toThrow('Message timestamp too old');
  });

  it('after a rotation signs with the new secret first and the old one too; each verifies', async () => {
    const key = await newTenant();
    const sub = await subscribe(key, '/rotated', ['analysis.completed']);
    const rotated = (await (await service.call(`/v1/webhooks/${sub.id}/rotate-secret`, { method: 'POST', auth: key })).json()) as { secret: string };
    await runJob(key);
    const [got] = await receiver.waitFor('/rotated', 1);
    const signatures = got.headers['webhook-signature'].split(' ');
    expect(signatures).toHaveLength(2);
    expect(got.headers['x-service-signature']).toBe(got.headers['webhook-signature']);
    expect(new Webhook(rotated.secret).verify(got.body, { ...got.headers, 'webhook-signature': signatures[0] })).toBeTruthy();
    expect(() => new Webhook(rotated.secret).verify(got.body, { ...got.headers, 'webhook-signature': signatures[1] })).toThrow();
    expect(new Webhook(rotated.secret).verify(got.body, got.headers)).toBeTruthy();
    expect(new Webhook(sub.secret).verify(got.body, got.headers)).toBeTruthy();
    expect(new Webhook(sub.secret).verify(got.body, { ...got.headers, 'webhook-signature': got.headers['x-service-signature'] })).toBeTruthy();
  });
});

describe('delivery and retries (WEBHOOK_RETRY_SCHEDULE=0.2,0.4)', () => {
  it('retries after 500s with the same webhook-id and records every attempt', async () => {
    const key = await newTenant();
    const sub = await subscribe(key, '/flaky', ['analysis.completed']);
    receiver.on('/flaky', (n) => ({ status: n <= 2 ? 500 : 200 }));
    const { jobId } = await runJob(key);
    const got = await receiver.waitFor('/flaky', 3);
    expect(new Set(got.map((r) => r.headers['webhook-id'])).size).toBe(1);
    for (const r of got) expect(new Webhook(sub.secret).verify(r.body, r.headers)).toBeTruthy();
    expect(got[1].at - got[0].at).toBeGreaterThanOrEqual(170);
    expect(got[2].at - got[1].at).toBeGreaterThanOrEqual(350);

    const [delivery] = await deliveriesOf(key, sub.id, settled);
    expect(delivery).toMatchObject({ eventId: got[0].headers['webhook-id'], eventType: 'analysis.completed', jobId, status: 'delivered' });
    expect(delivery.attempts.map((a) => [a.attempt, a.statusCode])).toEqual([[1, 500], [2, 500], [3, 200]]);
    for (const a of delivery.attempts) {
      expect(Date.parse(a.at)).not.toBeNaN();
      expect(a.durationMs).toBeGreaterThanOrEqual(0);
    }
    expect(delivery).not.toHaveProperty('nextAttemptAt');
  });

  it('marks the delivery failed after the last scheduled retry', async () => {
    const key = await newTenant();
    const sub = await subscribe(key, '/down', ['analysis.completed']);
    receiver.on('/down', () => ({ status: 503 }));
    await runJob(key);
    const [delivery] = await deliveriesOf(key, sub.id, settled);
    expect(delivery).toMatchObject({ status: 'failed', reason: 'retries_exhausted' });
    expect(delivery.attempts.map((a) => a.statusCode)).toEqual([503, 503, 503]);
    expect(((await (await service.call(`/v1/webhooks/${sub.id}`, { auth: key })).json()) as { active: boolean }).active).toBe(true);
  });

  it('counts a receiver slower than WEBHOOK_TIMEOUT_SECONDS as a failed attempt', async () => {
    const key = await newTenant();
    const sub = await subscribe(key, '/slow', ['analysis.completed']);
    receiver.on('/slow', (n) => ({ status: 200, delayMs: n === 1 ? 3000 : 0 }));
    await runJob(key);
    const [delivery] = await deliveriesOf(key, sub.id, settled);
    expect(delivery.status).toBe('delivered');
    expect(delivery.attempts[0]).toMatchObject({ attempt: 1, error: 'timeout' });
    expect(delivery.attempts[0].durationMs).toBeGreaterThanOrEqual(450);
    expect(delivery.attempts[0].durationMs).toBeLessThan(2000);
    expect(delivery.attempts[1]).toMatchObject({ attempt: 2, statusCode: 200 });
  });

  it('disables the subscription on 410 Gone and sends it nothing more', async () => {
    const key = await newTenant();
    const sub = await subscribe(key, '/gone', ['analysis.completed', 'analysis.failed']);
    receiver.on('/gone', () => ({ status: 410 }));
    await runJob(key);
    const [delivery] = await deliveriesOf(key, sub.id, settled);
    expect(delivery).toMatchObject({ status: 'failed', reason: 'gone', attempts: [{ attempt: 1, statusCode: 410 }] });
    const after = (await (await service.call(`/v1/webhooks/${sub.id}`, { auth: key })).json()) as { active: boolean; disabledAt: string };
    expect(after.active).toBe(false);
    expect(Date.parse(after.disabledAt)).not.toBeNaN();
    await runJob(key, 'fail');
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.at('/gone')).toHaveLength(1);
    expect(await deliveriesOf(key, sub.id)).toHaveLength(1);
  });

  it('does not follow redirects: a 3xx is a failed attempt', async () => {
    const key = await newTenant();
    const sub = await subscribe(key, '/redirect', ['analysis.completed']);
    receiver.on('/redirect', () => ({ status: 307, location: `${receiver.url}/redirect-target` }));
    await runJob(key);
    const [delivery] = await deliveriesOf(key, sub.id, settled);
    expect(delivery.status).toBe('failed');
    expect(delivery.attempts.map((a) => [a.statusCode, a.error])).toEqual([[307, 'redirect not followed'], [307, 'redirect not followed'], [307, 'redirect not followed']]);
    expect(receiver.at('/redirect-target')).toHaveLength(0);
  });

  it('records connection errors', async () => {
    const key = await newTenant();
    const res = await service.call('/v1/webhooks', { method: 'POST', json: { url: 'http://127.0.0.1:1/closed', events: ['analysis.completed'] }, auth: key });
    const sub = (await res.json()) as { id: string };
    await runJob(key);
    const [delivery] = await deliveriesOf(key, sub.id, settled);
    expect(delivery.attempts.map((a) => a.error)).toEqual(['connection error: ECONNREFUSED', 'connection error: ECONNREFUSED', 'connection error: ECONNREFUSED']);
  });

  it('still refuses private addresses in loopback mode', async () => {
    const res = await service.call('/v1/webhooks', { method: 'POST', json: { url: 'http://192.168.0.10/hook', events: ['analysis.completed'] } });
    expect(res.status).toBe(400);
  });
});
