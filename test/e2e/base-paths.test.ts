import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, waitForJob, type TestService } from '../helpers/local-service.js';
import { ScriptedSender, TableResolver } from '../helpers/webhook-fakes.js';
import { ROUTES, type Route } from '../../lambdas/http/routes.js';

/**
 * Contract §10: every route is also served under `/pulse/v1/…` (the base path of the existing
 * public clients) with the same behaviour, and the links the service hands out keep the base
 * path the request used. Against the real local server.
 */

const resolver = new TableResolver({ 'hooks.example': ['93.184.216.34'] });
const HOOK = { url: 'https://hooks.example/in', events: ['analysis.completed'] };
const TEXTS = ['The staff were kind and quick.', 'The room was cold and the wifi kept dropping.'];

/** Request bodies of the analysis routes that take more than `inputs`. */
const BODIES: Partial<Record<Route['id'], Record<string, unknown>>> = {
  similarity: { set: TEXTS },
  extractions: { inputs: TEXTS, themes: ['staff', 'wifi'] },
  clustering: { inputs: TEXTS, k: 2 },
  summaries: { inputs: TEXTS, question: 'What is said about the staff?' },
  'data-dictionary': { data: [['Comment'], ...TEXTS.map((t) => [t])] },
};

let service: TestService;
let jobId: string;
beforeAll(async () => {
  service = await startTestService({}, { resolver, webhookSender: new ScriptedSender() });
  const submitted = await service.call('/v1/sentiment', { method: 'POST', json: { inputs: TEXTS } });
  jobId = ((await submitted.json()) as { jobId: string }).jobId;
  await waitForJob(service, jobId);
}, 120_000);
afterAll(async () => service?.cleanup());

async function newWebhook(): Promise<string> {
  const res = await service.call('/v1/webhooks', { method: 'POST', json: HOOK });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** A concrete request for a route (fresh resources for each call, so DELETE can run twice). */
async function requestFor(route: Route): Promise<{ path: string; init: RequestInit & { json?: unknown; auth?: boolean } }> {
  const init = { method: route.method, ...(route.auth ? {} : { auth: false }) };
  let path = route.path.replace('{jobId}', jobId);
  if (path.includes('{webhookId}')) path = path.replace('{webhookId}', await newWebhook());
  if (route.id === 'getJob') path += `?jobId=${jobId}`;
  if (route.id === 'createWebhook') return { path, init: { ...init, json: HOOK } };
  if (route.method === 'POST' && route.jsonBody) return { path, init: { ...init, json: { ...(BODIES[route.id] ?? { inputs: TEXTS }), fast: true } } };
  return { path, init };
}

/** Status and body with the fields that differ between two identical requests removed. */
async function outcome(res: Response): Promise<{ status: number; body: unknown }> {
  const text = await res.text();
  const strip = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(strip) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).filter(([k]) => !/^(requestId|id|secret|secretHint|createdAt|previousSecretExpiresAt|resultUrl|result_url|expiresAt|creationDate|analysisDate|uploadId|url)$/.test(k)).map(([k, x]) => [k, strip(x)])) : v;
  return { status: res.status, body: text ? strip(JSON.parse(text)) : '' };
}

describe('the /pulse/v1 base path', () => {
  // The /v1 routes; `/oauth/token` stays at the root, where the clients' OAuth libraries look.
  const v1Routes = ROUTES.filter((route) => route.path.startsWith('/v1/'));
  it.each(v1Routes.map((route) => ({ ...route, name: `${route.method} ${route.path}` })))('serves $name under /pulse/v1 as under /v1', async (route) => {
    const pulse = await requestFor(route);
    const pulseOutcome = await outcome(await service.call(`/pulse${pulse.path}`, pulse.init));
    const v1 = await requestFor(route);
    const v1Outcome = await outcome(await service.call(v1.path, v1.init));
    expect(pulseOutcome.status).toBeLessThan(300);
    expect(pulseOutcome).toEqual(v1Outcome);
  }, 60_000);

  it('answers a job submitted under /pulse/v1 with a Location under /pulse/v1, and a result link under /pulse/v1 that works', async () => {
    const submitted = await service.call('/pulse/v1/sentiment', { method: 'POST', json: { inputs: TEXTS } });
    expect(submitted.status).toBe(202);
    const { jobId: id } = (await submitted.json()) as { jobId: string };
    expect(submitted.headers.get('location')).toBe(`/pulse/v1/jobs?jobId=${id}`);

    let status: Record<string, unknown>;
    for (;;) {
      const polled = await service.call(submitted.headers.get('location')!);
      expect(polled.status).toBe(200);
      status = (await polled.json()) as Record<string, unknown>;
      if (status.status !== 'pending') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(status.status).toBe('completed');
    const link = new URL(status.resultUrl as string);
    expect(`${link.origin}${link.pathname}`).toBe(`${service.url}/pulse/v1/results/${id}`);
    const download = await fetch(link);
    expect(download.status).toBe(200);
    const result = (await download.json()) as { results: unknown[]; requestId: string };
    expect(result.results).toHaveLength(TEXTS.length);

    // The same job polled under /v1 links under /v1; a link's signature covers its path.
    const plain = (await (await service.call(`/v1/jobs/${id}`)).json()) as { resultUrl: string };
    expect(new URL(plain.resultUrl).pathname).toBe(`/v1/results/${id}`);
    expect((await fetch(plain.resultUrl)).status).toBe(200);
    const moved = new URL(link);
    moved.pathname = `/v1/results/${id}`;
    expect((await fetch(moved)).status).toBe(401);
  }, 120_000);

  it('names the base path of the request in the missing-jobId hint', async () => {
    for (const base of ['', '/pulse']) {
      const res = await service.call(`${base}/v1/jobs`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toContain(`GET ${base}/v1/jobs?jobId=<id>`);
    }
  });

  it('keeps the contract 401, 404 and 405 under /pulse/v1, and serves no other prefix', async () => {
    expect((await service.call('/pulse/v1/sentiment', { method: 'POST', json: { inputs: TEXTS, fast: true }, auth: false })).status).toBe(401);
    expect((await service.call('/pulse/v1/nothing')).status).toBe(404);
    expect((await service.call('/pulse/v1/sentiment', { method: 'GET' })).status).toBe(405);
    for (const path of ['/pulse/v2/health', '/pulsex/v1/health', '/pulse/pulse/v1/health', '/pulse/health', '/pulse', '/pulse/oauth/token', '/pulse/v1/oauth/token']) {
      const res = await service.call(path, { auth: false });
      expect(res.status, path).toBe(404);
    }
  });
});
