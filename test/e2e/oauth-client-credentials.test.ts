import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startTestService, waitForJob, type TestService } from '../helpers/local-service.js';
import { ROOT } from '../helpers/server-process.js';

/**
 * Sign-in as the public clients do it (contract: OAuth 2.0 client credentials at `/oauth/token`):
 * the TypeScript SDK posts a form `{grant_type, client_id, client_secret, audience}`, the
 * spreadsheet add-ins post the same fields as JSON; both read `{access_token, expires_in}` and
 * send `Authorization: Bearer <access_token>` to every operation.
 */
const run = promisify(execFile);
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => service?.cleanup());

const tas = (args: string[], dataDir = service.dataDir) => run(process.execPath, [join(ROOT, 'bin/tas.mjs'), ...args], { env: { ...process.env, DATA_DIR: dataDir }, cwd: ROOT });

async function newClient(tenant: string, dataDir?: string): Promise<{ client_id: string; client_secret: string }> {
  const created = await tas(['clients', 'create', '--tenant', tenant], dataDir);
  return JSON.parse(created.stdout) as { client_id: string; client_secret: string };
}

/** The TypeScript SDK's request (`ClientCredentialsAuth`): a form body. */
function formToken(s: TestService, client: { client_id: string; client_secret: string }): Promise<Response> {
  const body = new URLSearchParams({ grant_type: 'client_credentials', client_id: client.client_id, client_secret: client.client_secret, audience: 'https://core.researchwiseai.com/pulse/v1' });
  return fetch(`${s.url}/oauth/token`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
}

/** The add-ins' request (`createAuth0Provider`): a JSON body. */
function jsonToken(s: TestService, body: Record<string, unknown>): Promise<Response> {
  return fetch(`${s.url}/oauth/token`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

async function accessToken(client: { client_id: string; client_secret: string }): Promise<string> {
  const res = await formToken(service, client);
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

describe('OAuth client credentials', () => {
  it('tas clients create prints the id and secret once and stores only a hash; clients list shows it, keys list does not', async () => {
    const client = await newClient('acme');
    expect(client.client_id).toMatch(/^cli_[0-9a-z]{26}$/);
    expect(client.client_secret).toMatch(/^tas_cs_[0-9a-z]{39}$/);
    const files = await readdir(join(service.dataDir, 'keys'));
    const stored = (await Promise.all(files.map((f) => readFile(join(service.dataDir, 'keys', f), 'utf8')))).join('\n');
    expect(stored).toContain(client.client_id);
    expect(stored).not.toContain(client.client_secret);
    expect((await tas(['clients', 'list'])).stdout).toMatch(new RegExp(`^${client.client_id}\tacme\t.*\tactive$`, 'm'));
    expect((await tas(['keys', 'list'])).stdout).not.toContain(client.client_id);
  });

  it('issues a bearer token for a form body (TypeScript SDK), a JSON body (add-ins) and HTTP Basic', async () => {
    const client = await newClient('acme');
    const form = await formToken(service, client);
    expect(form.status).toBe(200);
    expect(form.headers.get('cache-control')).toBe('no-store');
    const grant = (await form.json()) as Record<string, unknown>;
    expect(grant).toEqual({ access_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/), token_type: 'Bearer', expires_in: 3600 });

    const json = await jsonToken(service, { grant_type: 'client_credentials', ...client, audience: 'https://core.researchwiseai.com/pulse/v1' });
    expect(json.status).toBe(200);
    expect(((await json.json()) as { expires_in: number }).expires_in).toBe(3600);

    const basic = await fetch(`${service.url}/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: `Basic ${Buffer.from(`${client.client_id}:${client.client_secret}`).toString('base64')}` },
      body: 'grant_type=client_credentials',
    });
    expect(basic.status).toBe(200);
  });

  it('a token works on every kind of operation: sync analysis, the job flow, versions, webhooks', async () => {
    const token = await accessToken(await newClient('acme'));
    const sync = await service.call('/v1/sentiment', { auth: token, method: 'POST', json: { inputs: ['Lovely staff, fast service'], fast: true } });
    expect(sync.status).toBe(200);
    expect(((await sync.json()) as { results: { sentiment: string }[] }).results[0]!.sentiment).toBe('positive');

    const accepted = await service.call('/v1/embeddings', { auth: token, method: 'POST', json: { inputs: ['The app keeps crashing'] } });
    expect(accepted.status).toBe(202);
    const { jobId } = (await accepted.json()) as { jobId: string };
    const job = await waitForJob(service, jobId, 60_000, token);
    expect(job.status).toBe('completed');
    const result = (await (await fetch(job.resultUrl as string)).json()) as { embeddings: { text: string }[] };
    expect(result.embeddings[0]!.text).toBe('The app keeps crashing');

    expect((await service.call('/v1/versions', { auth: token })).status).toBe(200);
    expect((await service.call('/v1/webhooks', { auth: token })).status).toBe(200);
  });

  it("keeps tenants apart: a token sees its tenant's jobs (also those made with the tenant's API key), never another's", async () => {
    const acmeToken = await accessToken(await newClient('acme'));
    const otherToken = await accessToken(await newClient('globex'));
    const acmeKey = (await tas(['keys', 'create', '--tenant', 'acme'])).stdout.trim();

    const accepted = await service.call('/v1/sentiment', { auth: acmeToken, method: 'POST', json: { inputs: ['fine'] } });
    const { jobId } = (await accepted.json()) as { jobId: string };
    expect((await service.call(`/v1/jobs?jobId=${jobId}`, { auth: acmeToken })).status).toBe(200);
    expect((await service.call(`/v1/jobs?jobId=${jobId}`, { auth: acmeKey })).status).toBe(200);
    expect((await service.call(`/v1/jobs?jobId=${jobId}`, { auth: otherToken })).status).toBe(404);
    expect((await service.call(`/v1/jobs?jobId=${jobId}`)).status).toBe(404); // the dev key's tenant
  });

  it('refuses a wrong secret, an unknown client, another grant type and a missing secret, in the contract format with the OAuth error', async () => {
    const client = await newClient('acme');
    const wrong = await jsonToken(service, { grant_type: 'client_credentials', client_id: client.client_id, client_secret: `${client.client_secret.slice(0, -1)}x` });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: 'unauthorized', error: 'invalid_client', requestId: expect.any(String) });
    const unknown = await jsonToken(service, { grant_type: 'client_credentials', client_id: 'cli_00000000000000000000000000', client_secret: client.client_secret });
    expect(unknown.status).toBe(401);
    const password = await jsonToken(service, { grant_type: 'password', ...client });
    expect(password.status).toBe(400);
    expect(await password.json()).toMatchObject({ code: 'validation_error', error: 'unsupported_grant_type' });
    const missing = await jsonToken(service, { grant_type: 'client_credentials', client_id: client.client_id });
    expect(missing.status).toBe(401);
    const text = await fetch(`${service.url}/oauth/token`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'hello' });
    expect(text.status).toBe(415);
    const empty = await fetch(`${service.url}/oauth/token`, { method: 'POST' });
    expect(empty.status).toBe(400);
  });

  it('never accepts a client secret, a client id or a tampered token as a bearer credential', async () => {
    const client = await newClient('acme');
    const token = await accessToken(client);
    expect((await service.call('/v1/versions', { auth: client.client_secret })).status).toBe(401);
    expect((await service.call('/v1/versions', { auth: `oauth-client:${client.client_id}` })).status).toBe(401);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, tid: 'dev' })).toString('base64url');
    const res = await service.call('/v1/versions', { auth: `${header}.${forged}.${signature}` });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('revoking the client stops its tokens at once and refuses new ones', async () => {
    const client = await newClient('acme');
    const token = await accessToken(client);
    expect((await service.call('/v1/versions', { auth: token })).status).toBe(200);
    const revoked = await tas(['clients', 'revoke', client.client_id]);
    expect(revoked.stdout).toContain(client.client_id);
    const after = await service.call('/v1/versions', { auth: token });
    expect(after.status).toBe(401);
    expect((await formToken(service, client)).status).toBe(401);
    expect((await tas(['clients', 'list'])).stdout).toMatch(new RegExp(`${client.client_id}.*revoked`));
    await expect(tas(['clients', 'revoke', 'cli_00000000000000000000000000'])).rejects.toMatchObject({ code: 1 });
  });
});

describe('OAuth token expiry', () => {
  let short: TestService;
  beforeAll(async () => {
    short = await startTestService({ TOKEN_TTL_SECONDS: '3' });
  });
  afterAll(async () => short?.cleanup());

  it('a token stops working when it expires (expires_in is the configured lifetime)', async () => {
    const client = await newClient('acme', short.dataDir);
    const res = await formToken(short, client);
    const grant = (await res.json()) as { access_token: string; expires_in: number };
    expect(grant.expires_in).toBe(3);
    expect((await short.call('/v1/versions', { auth: grant.access_token })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 3200));
    const expired = await short.call('/v1/versions', { auth: grant.access_token });
    expect(expired.status).toBe(401);
    expect(((await expired.json()) as { message: string }).message).toMatch(/expired/);
  });
});
