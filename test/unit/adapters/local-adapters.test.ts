import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileIdempotencyStore } from '../../../lambdas/adapters/local/file-idempotency-store.js';
import { FileJobStore } from '../../../lambdas/adapters/local/file-job-store.js';
import { FileKeyStore } from '../../../lambdas/adapters/local/file-key-store.js';
import { FilePayloadStore } from '../../../lambdas/adapters/local/file-payload-store.js';
import { FileWebhookStore } from '../../../lambdas/adapters/local/file-webhook-store.js';
import { FileDeliveryStore } from '../../../lambdas/adapters/local/file-delivery-store.js';
import { DomainError } from '../../../lambdas/core/errors.js';
import { downloadResult } from '../../../lambdas/local/result-download.js';
import { describeIdempotencyStoreContract } from '../../contract/idempotency-store.contract.js';
import { describeJobStoreContract } from '../../contract/job-store.contract.js';
import { describeKeyStoreContract } from '../../contract/key-store.contract.js';
import { describePayloadStoreContract } from '../../contract/payload-store.contract.js';
import { describeWebhookStoreContract } from '../../contract/webhook-store.contract.js';
import { describeDeliveryStoreContract } from '../../contract/delivery-store.contract.js';

/** Status of each error the result route can raise (the local server maps them the same way). */
const DOWNLOAD_ERROR_STATUS: Record<string, number> = { unauthorized: 401, not_found: 404, method_not_allowed: 405, result_expired: 410 };
const LINK_TTL_SECONDS = 3600;

const dirs: string[] = [];
let server: Server;
let baseUrl = '';
let payloads: FilePayloadStore;
const secret = randomBytes(32);
/** Responses the server has not closed yet (see afterAll). */
const openResponses = new Set<Promise<void>>();

async function freshDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'tas-adapters-'));
  dirs.push(dir);
  return dir;
}

/** Serves only the signed result route of the local server, in front of one payload store. */
beforeAll(async () => {
  payloads = new FilePayloadStore({ dataDir: await freshDir(), secret, baseUrl: () => baseUrl, linkTtlSeconds: LINK_TTL_SECONDS });
  server = createServer((req, res) => {
    const closed = new Promise<void>((resolve) => res.once('close', resolve));
    openResponses.add(closed);
    void closed.then(() => openResponses.delete(closed));
    const url = new URL(req.url ?? '/', 'http://local');
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v]));
    const request = { method: req.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), headers, body: Buffer.alloc(0) };
    downloadResult(request, res, payloads, secret, 'req_test').catch((error: unknown) => {
      // As the local server does: once the status line is out, a failure can only cut the response.
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.writeHead(error instanceof DomainError ? (DOWNLOAD_ERROR_STATUS[error.code] ?? 500) : 500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  // A client has the whole body once Content-Length bytes arrive, but the server ends the response
  // only after its file stream reads end-of-file: closing every connection before that cut a
  // finished download short (its pipeline rejected with a premature close after the headers).
  await Promise.all(openResponses);
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describeJobStoreContract('FileJobStore', async () => FileJobStore.open(await freshDir()));
describePayloadStoreContract('FilePayloadStore', async () => ({ store: payloads, linkTtlSeconds: LINK_TTL_SECONDS }), { verifiesSignatures: true, missingResultStatus: 410 });
describeKeyStoreContract('FileKeyStore', async () => new FileKeyStore(await freshDir()));
describeIdempotencyStoreContract('FileIdempotencyStore', async () => new FileIdempotencyStore(await freshDir()));
describeWebhookStoreContract('FileWebhookStore', async () => FileWebhookStore.open(await freshDir()));
describeDeliveryStoreContract('FileDeliveryStore', async () => FileDeliveryStore.open(await freshDir()));

describe('FileIdempotencyStore claims across restarts', () => {
  it('a claim left by an earlier process is abandoned at once; its own live claim is not', async () => {
    const dir = await freshDir();
    const crashed = new FileIdempotencyStore(dir);
    const now = new Date('2025-06-01T12:00:00.000Z');
    const claim = (fingerprint: string) => ({ fingerprint, now, expiresAt: new Date(now.getTime() + 60_000) });
    expect(await crashed.claim('t', 'k', claim('a'.repeat(64)))).toEqual({ state: 'claimed' });

    const restarted = new FileIdempotencyStore(dir);
    expect(await restarted.claim('t', 'k', claim('a'.repeat(64)))).toEqual({ state: 'claimed' });
    expect(await restarted.claim('t', 'k', claim('a'.repeat(64)))).toEqual({ state: 'in_progress', fingerprint: 'a'.repeat(64) });
  });
});
