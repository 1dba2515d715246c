import { createHash } from 'node:crypto';
import { DomainError } from '../core/errors.js';
import { MAX_IDEMPOTENCY_KEY_CHARS } from '../core/limits.js';
import type { IdempotencyStore } from '../core/ports/access.js';
import type { Logger } from '../core/ports/logger.js';
import type { Clock } from '../core/ports/system.js';
import type { HttpRequest, HttpResponse } from './types.js';

/**
 * How long a request's claim on its key lives before it counts as abandoned (the request crashed
 * or its function was killed): twice the HTTP functions' 29 s timeout, so a live request is never
 * taken over, and a client retrying after a crash waits at most a minute.
 */
export const IDEMPOTENCY_CLAIM_SECONDS = 60;
/** `Retry-After` of the 409 a request gets while another one with its key is running. */
const IN_USE_RETRY_AFTER_SECONDS = 1;

/**
 * `Idempotency-Key`: the request first claims the key with an atomic write, then does the work; a
 * successful (2xx) response replaces the claim and is replayed for 24 hours for the same key and
 * request (`Idempotent-Replayed: true`). While the first request runs, the same request gets 409
 * `idempotency_key_in_use` (with `Retry-After`); a different request under the key is 409
 * `idempotency_key_reused`. Failed responses are not stored (the claim is dropped), so a
 * corrected retry under the same key works. The claim lives in the store, not in this process,
 * so the guarantee holds across execution environments.
 */
export async function withIdempotency(
  deps: { idempotency: IdempotencyStore; clock: Clock; logger: Logger },
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
  const fingerprint = fingerprintOf(request);
  const now = deps.clock.now();
  const claim = await deps.idempotency.claim(tenantId, key, { fingerprint, now, expiresAt: new Date(now.getTime() + IDEMPOTENCY_CLAIM_SECONDS * 1000) });
  if (claim.state === 'completed') {
    if (claim.record.fingerprint !== fingerprint) throw reused();
    return { status: claim.record.status, headers: { ...claim.record.headers, 'idempotent-replayed': 'true' }, body: claim.record.body };
  }
  if (claim.state === 'in_progress') {
    if (claim.fingerprint !== fingerprint) throw reused();
    throw new DomainError('idempotency_key_in_use', 'A request with this Idempotency-Key is still being processed; retry shortly to get its response.', {
      retryAfterSeconds: IN_USE_RETRY_AFTER_SECONDS,
    });
  }
  let response: HttpResponse;
  try {
    response = await handle();
  } catch (error) {
    await deps.idempotency.release(tenantId, key, fingerprint);
    throw error;
  }
  if (response.status >= 200 && response.status < 300) {
    // The work is done (a job may exist): a record that cannot be stored must not cost the client
    // the response that names it (the claim then lapses after its lifetime).
    try {
      await deps.idempotency.put(tenantId, key, { fingerprint, status: response.status, headers: response.headers, body: response.body, createdAt: deps.clock.now().toISOString() });
    } catch (error) {
      deps.logger.warn('idempotency record not stored', { error: error instanceof Error ? error.message.slice(0, 200) : 'unknown' });
    }
  } else {
    await deps.idempotency.release(tenantId, key, fingerprint);
  }
  return response;
}

function fingerprintOf(request: HttpRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.path}?${new URLSearchParams(request.query).toString()}\n`)
    .update(request.body)
    .digest('hex');
}

function reused(): DomainError {
  return new DomainError('idempotency_key_reused', 'This Idempotency-Key was used with a different request in the last 24 hours.');
}
