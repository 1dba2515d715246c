import { createHash } from 'node:crypto';
import { DomainError } from '../core/errors.js';
import { MAX_IDEMPOTENCY_KEY_CHARS } from '../core/limits.js';
import type { IdempotencyStore } from '../core/ports/access.js';
import type { Clock } from '../core/ports/system.js';
import type { HttpRequest, HttpResponse } from './types.js';

/** Serialises requests that share a tenant and key inside this process. */
const inFlight = new Map<string, Promise<unknown>>();

/**
 * `Idempotency-Key`: a successful (2xx) response is stored for 24 hours and replayed for the same
 * key and the same request (`Idempotent-Replayed: true`); a different request under the key is
 * 409. Failed responses are not stored, so a corrected retry under the same key works.
 */
export async function withIdempotency(
  deps: { idempotency: IdempotencyStore; clock: Clock },
  tenantId: string,
  request: HttpRequest,
  handle: () => Promise<HttpResponse>,
): Promise<HttpResponse> {
  const key = request.headers['idempotency-key'];
  if (key === undefined || request.method !== 'POST') return handle();
  if (key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_CHARS) {
    const message = `Idempotency-Key must be 1 to ${MAX_IDEMPOTENCY_KEY_CHARS} characters.`;
    throw new DomainError('validation_error', message, { details: [{ path: ['Idempotency-Key'], field: 'Idempotency-Key', location: 'header', message }] });
  }
  const lockKey = `${tenantId}\u0000${key}`;
  while (inFlight.has(lockKey)) await inFlight.get(lockKey)!.catch(() => undefined);
  const work = replayOrRun(deps, tenantId, key, request, handle);
  inFlight.set(lockKey, work);
  try {
    return await work;
  } finally {
    inFlight.delete(lockKey);
  }
}

async function replayOrRun(
  deps: { idempotency: IdempotencyStore; clock: Clock },
  tenantId: string,
  key: string,
  request: HttpRequest,
  handle: () => Promise<HttpResponse>,
): Promise<HttpResponse> {
  const fingerprint = createHash('sha256')
    .update(`${request.method} ${request.path}?${new URLSearchParams(request.query).toString()}\n`)
    .update(request.body)
    .digest('hex');
  const stored = await deps.idempotency.get(tenantId, key, deps.clock.now());
  if (stored) {
    if (stored.fingerprint !== fingerprint) {
      throw new DomainError('idempotency_key_reused', 'This Idempotency-Key was used with a different request in the last 24 hours.');
    }
    return { status: stored.status, headers: { ...stored.headers, 'idempotent-replayed': 'true' }, body: stored.body };
  }
  const response = await handle();
  if (response.status >= 200 && response.status < 300) {
    await deps.idempotency.put(tenantId, key, { fingerprint, status: response.status, headers: response.headers, body: response.body, createdAt: deps.clock.now().toISOString() });
  }
  return response;
}
