import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { startTestService, waitForJob, type TestService } from '../helpers/local-service.js';
import { ScriptedSender, TableResolver } from '../helpers/webhook-fakes.js';
import { createApiKey } from '../../lambdas/operations/api-keys.js';
import { buildOpenApi } from '../../lambdas/http/openapi.js';
import type { AnalysisExecutor } from '../../lambdas/core/ports/executor.js';

const executor: AnalysisExecutor = { run: async (_request, _version, requestId) => ({ body: JSON.stringify({ results: [], requestId }) }) };
/** Public names resolve to a public address; the scripted sender makes sure nothing is ever sent there. */
const resolver = new TableResolver({
  'hooks.example': ['93.184.216.34'],
  'v6.example': ['2606:2800:220:1:248:1893:25c8:1946'],
  'internal.example': ['10.0.0.1'],
  'metadata.example': ['169.254.169.254'],
  'loop.example': ['127.0.0.1'],
  'mapped.example': ['::ffff:127.0.0.1'],
  'mixed.example': ['93.184.216.34', '192.168.1.10'],
  'cgnat.example': ['100.64.1.1'],
  'rebind.example': ['93.184.216.34'],
});
const sender = new ScriptedSender();

let service: TestService;
let otherKey: string;
beforeAll(async () => {
  service = await startTestService({ WEBHOOK_RETRY_SCHEDULE: '0.1' }, { executor, resolver, webhookSender: sender });
  otherKey = (await createApiKey(service.root.deps, 'tenant-b')).key;
});
afterAll(async () => service?.cleanup());

const create = (json: unknown, auth?: string) => service.call('/v1/webhooks', { method: 'POST', json, ...(auth ? { auth } : {}) });
const HOOK = { url: 'https://hooks.example/in', events: ['analysis.completed'] };

describe('webhook subscriptions', () => {
  it('creates a subscription and shows the secret only once', async () => {
    const res = await create({ ...HOOK, description: 'orders' });
    expect(res.status).toBe(201);
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['active', 'createdAt', 'description', 'events', 'id', 'secret', 'url']);
    expect(body).toMatchObject({ url: 'https://hooks.example/in', events: ['analysis.completed'], description: 'orders', active: true });
    expect(body.id).toMatch(/^wh_[0-9a-z]{26}$/);
    expect(body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from((body.secret as string).slice(6), 'base64')).toHaveLength(32);

    const got = (await (await service.call(`/v1/webhooks/${body.id}`)).json()) as Record<string, unknown>;
    expect(got).toEqual({ id: body.id, url: body.url, events: body.events, description: 'orders', active: true, createdAt: body.createdAt, secretHint: (body.secret as string).slice(-4) });
    const list = (await (await service.call('/v1/webhooks')).json()) as { webhooks: Record<string, unknown>[] };
    expect(list.webhooks.map((w) => w.id)).toContain(body.id);
    expect(JSON.stringify(list)).not.toContain(body.secret as string);
  });

  it('rotates the secret (shown once) and deletes with 204', async () => {
    const first = (await (await create(HOOK)).json()) as { id: string; secret: string };
    const rotated = await service.call(`/v1/webhooks/${first.id}/rotate-secret`, { method: 'POST' });
    expect(rotated.status).toBe(200);
    const body = (await rotated.json()) as { secret: string; previousSecretExpiresAt: string };
    expect(body.secret).toMatch(/^whsec_/);
    expect(body.secret).not.toBe(first.secret);
    expect(Date.parse(body.previousSecretExpiresAt) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect(((await (await service.call(`/v1/webhooks/${first.id}`)).json()) as { secretHint: string }).secretHint).toBe(body.secret.slice(-4));

    const deleted = await service.call(`/v1/webhooks/${first.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('');
    for (const path of [`/v1/webhooks/${first.id}`, `/v1/webhooks/${first.id}/deliveries`]) expect((await service.call(path)).status).toBe(404);
    expect((await service.call(`/v1/webhooks/${first.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it("keeps tenants apart: another tenant's webhook is 404 not_found", async () => {
    const mine = (await (await create(HOOK)).json()) as { id: string };
    for (const [path, method] of [[`/v1/webhooks/${mine.id}`, 'GET'], [`/v1/webhooks/${mine.id}/deliveries`, 'GET'], [`/v1/webhooks/${mine.id}/rotate-secret`, 'POST'], [`/v1/webhooks/${mine.id}`, 'DELETE']]) {
      const res = await service.call(path, { method, auth: otherKey });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'not_found', requestId: expect.any(String) });
    }
    const theirs = (await (await service.call('/v1/webhooks', { auth: otherKey })).json()) as { webhooks: unknown[] };
    expect(theirs.webhooks).toEqual([]);
    expect((await service.call(`/v1/webhooks/${mine.id}`)).status).toBe(200);
  });

  it('needs a key, and says which methods a path takes', async () => {
    expect((await service.call('/v1/webhooks', { auth: false })).status).toBe(401);
    expect((await create(HOOK, 'tas_test_wrong')).status).toBe(401);
    const res = await service.call('/v1/webhooks/wh_x', { method: 'POST', json: {} });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD, DELETE');
  });

  it('refuses bad bodies with 400 validation_error in the contract format, storing nothing', async () => {
    const before = ((await (await service.call('/v1/webhooks')).json()) as { webhooks: unknown[] }).webhooks.length;
    const cases: [unknown, string][] = [
      [{ events: ['analysis.completed'] }, 'url'],
      [{ url: 42, events: ['analysis.completed'] }, 'url'],
      [{ url: 'http://hooks.example/in', events: ['analysis.completed'] }, 'url'],
      [{ url: `https://hooks.example/${'a'.repeat(2048)}`, events: ['analysis.completed'] }, 'url'],
      [{ url: 'https://hooks.example/in', events: ['analysis.started'] }, 'events[0]'],
      [{ url: 'https://hooks.example/in', events: [] }, 'events'],
      [{ url: 'https://hooks.example/in', events: 'analysis.completed' }, 'events'],
      [{ url: 'https://hooks.example/in', events: [1] }, 'events[0]'],
      [{ url: 'https://hooks.example/in', events: null }, 'events'],
      [{ url: 'https://hooks.example/in' }, 'events'],
      [{ ...HOOK, description: 7 }, 'description'],
      [{ ...HOOK, description: 'x'.repeat(501) }, 'description'],
    ];
    for (const [json, field] of cases) {
      const res = await create(json);
      const body = (await res.json()) as { code: string; message: string; errors: { field: string; location: string; path: unknown[] }[]; requestId: string };
      expect([JSON.stringify(json).slice(0, 80), res.status, body.code]).toEqual([JSON.stringify(json).slice(0, 80), 400, 'validation_error']);
      expect(body.errors[0]).toMatchObject({ field, location: 'body' });
      expect(body.requestId).toBe(res.headers.get('x-request-id'));
    }
    expect((await create([])).status).toBe(400);
    const invalid = await service.call('/v1/webhooks', { method: 'POST', body: '{', headers: { 'content-type': 'application/json' } });
    expect(((await invalid.json()) as { code: string }).code).toBe('invalid_json');
    expect(((await (await service.call('/v1/webhooks')).json()) as { webhooks: unknown[] }).webhooks).toHaveLength(before);
  });

  it('is described by the OpenAPI document, with the events receivers get', () => {
    const doc = buildOpenApi() as { paths: Record<string, Record<string, any>>; webhooks: Record<string, any>; components: { schemas: Record<string, any> } };
    expect(doc.paths['/v1/webhooks'].post.responses['201'].content['application/json'].schema.$ref).toBe('#/components/schemas/WebhookWithSecret');
    expect(Object.keys(doc.paths['/v1/webhooks/{webhookId}']).sort()).toEqual(['delete', 'get']);
    expect(doc.paths['/v1/webhooks/{webhookId}/deliveries'].get.responses['200']).toBeDefined();
    expect(doc.paths['/v1/webhooks/{webhookId}/rotate-secret'].post.responses['404']).toBeDefined();
    expect(doc.components.schemas.WebhookCreateRequest.required).toEqual(['url', 'events']);
    expect(doc.components.schemas.WebhookEventName.enum).toEqual(['analysis.completed', 'analysis.failed']);
    expect(Object.keys(doc.webhooks)).toEqual(['analysis.completed', 'analysis.failed']);
  });
});

describe('SSRF guard with a controlled resolver (WEBHOOKS_ALLOW_LOOPBACK off)', () => {
  const refused = async (url: string) => {
    const res = await create({ url, events: ['analysis.completed'] });
    const body = (await res.json()) as { code: string; errors?: { field: string }[] };
    return res.status === 400 && body.code === 'validation_error' && body.errors?.[0]?.field === 'url' ? 'refused' : `${res.status}`;
  };

  it('refuses hosts that resolve to internal addresses, or to nothing', async () => {
    for (const host of ['internal.example', 'metadata.example', 'loop.example', 'mapped.example', 'mixed.example', 'cgnat.example', 'unknown.example']) {
      expect([host, await refused(`https://${host}/in`)]).toEqual([host, 'refused']);
    }
    expect(await refused('https://v6.example/in')).toBe('201');
  });

  it('refuses internal literals, loopback names and plain http', async () => {
    for (const url of ['https://127.0.0.1/', 'https://[::1]/', 'https://[::ffff:7f00:1]/', 'https://[::ffff:127.0.0.1]/', 'https://169.254.169.254/latest/meta-data/', 'https://10.0.0.1/', 'https://[fd00::1]/', 'https://0x7f.1/', 'https://localhost/', 'http://hooks.example/']) {
      expect([url, await refused(url)]).toEqual([url, 'refused']);
    }
  });

  it('re-checks at every delivery and connects only to the checked address (DNS rebinding)', async () => {
    const key = (await createApiKey(service.root.deps, 'rebind-tenant')).key;
    const sub = (await (await create({ url: 'https://rebind.example/in?token=t', events: ['analysis.completed'] }, key)).json()) as { id: string; secret: string };
    resolver.table['rebind.example'] = ['10.0.0.7'];
    const sentBefore = sender.sent.length;
    const job = (await (await service.call('/v1/sentiment', { method: 'POST', json: { inputs: ['x'] }, auth: key })).json()) as { jobId: string };
    await waitForJob(service, job.jobId, 5000, key);
    const deliveries = await waitForDeliveries(sub.id, key, (d) => d.status === 'failed');
    expect(deliveries[0].attempts.map((a) => a.error)).toEqual([expect.stringMatching(/^blocked: rebind\.example resolves to a private address/), expect.stringMatching(/^blocked/)]);
    expect(sender.sent.slice(sentBefore).filter((s) => s.url.includes('rebind'))).toHaveLength(0);

    resolver.table['rebind.example'] = ['93.184.216.34'];
    const again = (await (await service.call('/v1/sentiment', { method: 'POST', json: { inputs: ['y'] }, auth: key })).json()) as { jobId: string };
    await waitForJob(service, again.jobId, 5000, key);
    await waitForDeliveries(sub.id, key, (d) => d.status === 'delivered');
    const sent = sender.sent.filter((s) => s.url.includes('rebind'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ url: 'https://rebind.example/in?token=t', address: '93.184.216.34' });
    expect(new Webhook(sub.secret).verify(sent[0].body, sent[0].headers)).toMatchObject({ data: { jobId: again.jobId } });
  });
});

interface DeliveryBody {
  status: string;
  attempts: { attempt: number; statusCode?: number; error?: string }[];
}

async function waitForDeliveries(webhookId: string, key: string, done: (d: DeliveryBody) => boolean): Promise<DeliveryBody[]> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const body = (await (await service.call(`/v1/webhooks/${webhookId}/deliveries`, { auth: key })).json()) as { deliveries: DeliveryBody[] };
    if (body.deliveries.length > 0 && done(body.deliveries[0])) return body.deliveries;
    if (Date.now() > deadline) throw new Error(`deliveries not done: ${JSON.stringify(body)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
