import { describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { afterAttempt, DEFAULT_RETRY_SCHEDULE_SECONDS, jitteredSeconds, newDelivery, unitInterval, type DeliveryAttempt } from '../../../lambdas/core/webhooks/delivery.js';
import { eventIdFor, jobEvent, renderEventBody } from '../../../lambdas/core/webhooks/events.js';
import { newSubscription, rotateSubscriptionSecret, signingSecrets } from '../../../lambdas/core/webhooks/subscription.js';
import { validateWebhookInput } from '../../../lambdas/core/webhooks/validation.js';
import { completeJob, failJob, newJob, PROCESSING_FAILED } from '../../../lambdas/core/jobs.js';
import { DomainError } from '../../../lambdas/core/errors.js';
import { createWebhook, deleteWebhook, rotateWebhookSecret } from '../../../lambdas/operations/webhook-subscriptions.js';
import { dispatchJobEvent } from '../../../lambdas/operations/dispatch-job-event.js';
import { attemptDelivery } from '../../../lambdas/operations/deliver-webhook.js';
import { fakeWorld } from '../../helpers/webhook-fakes.js';

/** Whole seconds of the real clock: standardwebhooks checks timestamps against it. */
const T0 = new Date(Math.floor(Date.now() / 1000) * 1000);
const at = (ms: number) => new Date(T0.getTime() + ms).toISOString();
const pendingJob = (tenantId = 'acme') => newJob({ jobId: 'job_0000000000000000000000000a', tenantId, operation: 'sentiment', version: 'v1', requestId: 'req_1' }, T0);
const completed = (tenantId = 'acme') => completeJob(pendingJob(tenantId), new Date(T0.getTime() + 1000));
const failed = (tenantId = 'acme') => failJob(pendingJob(tenantId), PROCESSING_FAILED, new Date(T0.getTime() + 1000));
const attempt = (n: number, over: Partial<DeliveryAttempt>): DeliveryAttempt => ({ attempt: n, at: T0.toISOString(), durationMs: 5, ...over });

describe('events', () => {
  it('are emitted only for final states, with stable ids per job and type', () => {
    expect(jobEvent(pendingJob())).toBeUndefined();
    const done = jobEvent(completed())!;
    expect(done).toMatchObject({ type: 'analysis.completed', createdAt: at(1000), data: { jobId: 'job_0000000000000000000000000a', operation: 'sentiment', status: 'completed' } });
    expect(done.id).toMatch(/^evt_[0-9a-z]{26}$/);
    expect(done.id).toBe(eventIdFor('job_0000000000000000000000000a', 'analysis.completed'));
    expect(jobEvent(failed())!.id).not.toBe(done.id);
    expect(jobEvent(failed())!.data.error).toEqual({ code: 'processing_failed', message: PROCESSING_FAILED.message });
  });

  it('render the contract body, with the result link of the attempt', () => {
    const event = jobEvent(completed())!;
    expect(JSON.parse(renderEventBody(event, 'https://r.example/x'))).toEqual({ id: event.id, type: 'analysis.completed', createdAt: event.createdAt, data: { jobId: event.data.jobId, operation: 'sentiment', status: 'completed', resultUrl: 'https://r.example/x' } });
    expect(JSON.parse(renderEventBody(jobEvent(failed())!)).data).not.toHaveProperty('resultUrl');
  });
});

describe('retry schedule', () => {
  const delivery = newDelivery(jobEvent(completed())!, { id: 'wh_1', tenantId: 'acme' }, T0);
  const plan = (unit: number) => ({ schedule: DEFAULT_RETRY_SCHEDULE_SECONDS, unit, now: T0 });

  it('is the contract default: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h', () => {
    expect(DEFAULT_RETRY_SCHEDULE_SECONDS).toEqual([5, 300, 1800, 7200, 18000, 36000, 36000]);
  });

  it('delivers on any 2xx', () => {
    for (const statusCode of [200, 202, 204, 299]) expect(afterAttempt(delivery, attempt(1, { statusCode }), plan(0.5)).status).toBe('delivered');
  });

  it('retries anything else after the scheduled wait, jittered by at most 10%', () => {
    for (const over of [{ statusCode: 500 }, { statusCode: 302, error: 'redirect not followed' }, { statusCode: 404 }, { error: 'timeout' }]) {
      const next = afterAttempt(delivery, attempt(1, over), plan(0.5));
      expect(next).toMatchObject({ status: 'pending', nextAttemptAt: at(5000), revision: 1 });
    }
    expect(jitteredSeconds(300, 0)).toBeCloseTo(270);
    expect(jitteredSeconds(300, 0.999999)).toBeCloseTo(330, 2);
    for (let i = 0; i < 256; i += 15) {
      const unit = unitInterval(new Uint8Array([i, 255 - i, i]));
      expect(unit).toBeGreaterThanOrEqual(0);
      expect(unit).toBeLessThan(1);
    }
  });

  it('fails after the last retry, and at once on 410 Gone', () => {
    const eighth = afterAttempt({ ...delivery, attempts: [] }, attempt(8, { statusCode: 500 }), plan(0.5));
    expect(eighth).toMatchObject({ status: 'failed', reason: 'retries_exhausted' });
    expect(eighth).not.toHaveProperty('nextAttemptAt');
    expect(afterAttempt(delivery, attempt(1, { statusCode: 410 }), plan(0.5))).toMatchObject({ status: 'failed', reason: 'gone' });
  });
});

describe('secret rotation', () => {
  it('signs with the new and the old secret for 24 hours, new first, then with the new only', () => {
    const sub = newSubscription({ id: 'wh_1', tenantId: 'acme', url: 'https://h.example/', events: ['analysis.completed'], description: null, secret: 'whsec_b2xk' }, T0);
    const rotated = rotateSubscriptionSecret(sub, 'whsec_bmV3', T0);
    expect(signingSecrets(rotated, new Date(T0.getTime() + 23 * 3600_000))).toEqual(['whsec_bmV3', 'whsec_b2xk']);
    expect(signingSecrets(rotated, new Date(T0.getTime() + 24 * 3600_000))).toEqual(['whsec_bmV3']);
  });
});

describe('subscription input', () => {
  const codeOf = (body: unknown) => {
    try {
      validateWebhookInput(body);
      return 'ok';
    } catch (error) {
      return `${(error as DomainError).code}:${(error as DomainError).details?.map((d) => d.field ?? '').join(',')}`;
    }
  };

  it('reports each wrong field', () => {
    expect(codeOf({ url: 'https://x.example', events: ['analysis.completed'] })).toBe('ok');
    expect(codeOf([])).toBe('validation_error:');
    expect(codeOf({ events: ['analysis.completed'] })).toBe('validation_error:url');
    expect(codeOf({ url: 'https://x.example', events: ['analysis.started'] })).toBe('validation_error:events[0]');
    expect(codeOf({ url: 'https://x.example', events: [] })).toBe('validation_error:events');
    expect(codeOf({ url: 'https://x.example', events: 'analysis.completed' })).toBe('validation_error:events');
    expect(codeOf({ url: 'https://x.example', events: ['analysis.failed', 7] })).toBe('validation_error:events[1]');
    expect(codeOf({ url: 'https://x.example', events: ['analysis.failed'], description: 5 })).toBe('validation_error:description');
    expect(codeOf({ url: 'https://x.example', events: ['analysis.failed'], description: 'd'.repeat(501) })).toBe('validation_error:description');
    expect(codeOf({ url: `https://x.example/${'a'.repeat(2048)}`, events: ['analysis.failed'] })).toBe('validation_error:url');
  });

  it('drops duplicate events and defaults the description to null', () => {
    expect(validateWebhookInput({ url: 'https://x.example', events: ['analysis.failed', 'analysis.failed'] })).toEqual({ url: 'https://x.example', events: ['analysis.failed'], description: null });
  });
});

describe('webhook use cases with fake ports', () => {
  const table = { 'hooks.example': ['93.184.216.34'], 'internal.example': ['10.0.0.1'], 'mixed.example': ['93.184.216.34', '169.254.169.254'], 'mapped.example': ['::ffff:7f00:1'] };

  it('refuses at subscription time hosts that resolve to internal addresses or not at all', async () => {
    const w = fakeWorld({}, table, T0);
    for (const host of ['internal.example', 'mixed.example', 'mapped.example', 'nowhere.example']) {
      await expect(createWebhook(w.deps, 'acme', { url: `https://${host}/in`, events: ['analysis.completed'] })).rejects.toMatchObject({ code: 'validation_error' });
    }
    expect(w.subs.subs.size).toBe(0);
    const created = await createWebhook(w.deps, 'acme', { url: 'https://hooks.example/in', events: ['analysis.completed'] });
    expect(created).toMatchObject({ url: 'https://hooks.example/in', active: true, description: null });
  });

  it('limits the subscriptions of a tenant', async () => {
    const w = fakeWorld({}, table, T0);
    for (let i = 0; i < 20; i++) await createWebhook(w.deps, 'acme', { url: 'https://hooks.example/in', events: ['analysis.completed'] });
    await expect(createWebhook(w.deps, 'acme', { url: 'https://hooks.example/in', events: ['analysis.completed'] })).rejects.toMatchObject({ code: 'limit_exceeded' });
    await expect(createWebhook(w.deps, 'other', { url: 'https://hooks.example/in', events: ['analysis.completed'] })).resolves.toBeTruthy();
  });

  it('dispatches once per matching subscription, idempotently', async () => {
    const w = fakeWorld({}, table, T0);
    const a = await createWebhook(w.deps, 'acme', { url: 'https://hooks.example/a', events: ['analysis.completed'] });
    await createWebhook(w.deps, 'acme', { url: 'https://hooks.example/b', events: ['analysis.failed'] });
    await createWebhook(w.deps, 'other', { url: 'https://hooks.example/c', events: ['analysis.completed'] });
    expect(await dispatchJobEvent(w.deps, pendingJob())).toBe(0);
    expect(await dispatchJobEvent(w.deps, completed())).toBe(1);
    expect(await dispatchJobEvent(w.deps, completed())).toBe(0);
    const ids = [...w.deliveries.items.values()].map((d) => d.id);
    expect([...w.deliveries.items.values()].map((d) => d.webhookId)).toEqual([a.id]);
    // The repeat only re-schedules the untried delivery (an earlier dispatch may have stopped before scheduling it).
    expect(w.queue.scheduled.map((s) => s.id)).toEqual([ids[0], ids[0]]);
  });

  it('connects to the checked address, keeps the webhook-id across retries, and re-checks DNS each time', async () => {
    const w = fakeWorld({}, { ...table, 'rebind.example': ['93.184.216.34'] }, T0);
    const sub = await createWebhook(w.deps, 'acme', { url: 'https://rebind.example/in?token=t', events: ['analysis.completed'] });
    await dispatchJobEvent(w.deps, completed());
    const id = [...w.deliveries.items.keys()][0];
    w.sender.answer = () => ({ statusCode: 503 });
    expect(await attemptDelivery(w.deps, id)).toBe('retrying');
    expect(w.sender.sent[0]).toMatchObject({ url: 'https://rebind.example/in?token=t', address: '93.184.216.34', timeoutMs: 15_000 });
    expect(new Webhook(sub.secret).verify(w.sender.sent[0].body, w.sender.sent[0].headers)).toMatchObject({ data: { resultUrl: expect.stringContaining('job_') } });

    expect(await attemptDelivery(w.deps, id)).toBe('not_due');
    w.clock.at = new Date(T0.getTime() + 60_000);
    w.resolver.table['rebind.example'] = ['10.0.0.5'];
    expect(await attemptDelivery(w.deps, id)).toBe('retrying');
    expect(w.sender.sent).toHaveLength(1);
    expect(w.deliveries.items.get(id)!.attempts[1]).toMatchObject({ attempt: 2, error: expect.stringMatching(/blocked.*private/) });

    w.clock.at = new Date(T0.getTime() + 3600_000);
    w.resolver.table['rebind.example'] = ['93.184.216.34'];
    w.sender.answer = () => ({ statusCode: 204 });
    expect(await attemptDelivery(w.deps, id)).toBe('delivered');
    expect(w.sender.sent.map((s) => s.headers['webhook-id'])).toEqual([w.sender.sent[0].headers['webhook-id'], w.sender.sent[0].headers['webhook-id']]);
    expect(w.deliveries.items.get(id)!.attempts.map((a) => a.statusCode ?? a.error)).toEqual([503, expect.stringMatching(/^blocked/), 204]);
  });

  it('disables the subscription on 410 and cancels deliveries of deleted subscriptions', async () => {
    const w = fakeWorld({}, table, T0);
    const gone = await createWebhook(w.deps, 'acme', { url: 'https://hooks.example/gone', events: ['analysis.failed'] });
    const removed = await createWebhook(w.deps, 'acme', { url: 'https://hooks.example/removed', events: ['analysis.failed'] });
    await dispatchJobEvent(w.deps, failed());
    w.sender.answer = (_n, req) => ({ statusCode: req.url.endsWith('/gone') ? 410 : 200 });
    await deleteWebhook(w.deps, 'acme', removed.id);
    const byWebhook = (id: string) => [...w.deliveries.items.values()].find((d) => d.webhookId === id)!;
    expect(await attemptDelivery(w.deps, byWebhook(gone.id).id)).toBe('failed');
    expect(w.subs.subs.get(gone.id)).toMatchObject({ active: false });
    expect(await attemptDelivery(w.deps, byWebhook(removed.id).id)).toBe('cancelled');
    expect(byWebhook(removed.id)).toMatchObject({ status: 'cancelled', reason: 'subscription_deleted', attempts: [] });
    expect(w.sender.sent).toHaveLength(1);
    expect(await dispatchJobEvent(w.deps, { ...failed(), jobId: 'job_0000000000000000000000000b' })).toBe(0);
  });

  it('signs with both secrets after a rotation', async () => {
    const w = fakeWorld({}, table, T0);
    const sub = await createWebhook(w.deps, 'acme', { url: 'https://hooks.example/r', events: ['analysis.completed'] });
    const rotated = await rotateWebhookSecret(w.deps, 'acme', sub.id);
    expect(rotated.secret).not.toBe(sub.secret);
    await dispatchJobEvent(w.deps, completed());
    await attemptDelivery(w.deps, [...w.deliveries.items.keys()][0]);
    const { headers, body } = w.sender.sent[0];
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(new Webhook(rotated.secret).verify(body, { ...headers, 'webhook-signature': headers['webhook-signature'].split(' ')[0] })).toBeTruthy();
    expect(new Webhook(sub.secret).verify(body, headers)).toBeTruthy();
  });
});
