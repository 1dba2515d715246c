import { DomainError } from '../core/errors.js';
import { uploadExpiresUnix, uploadReference } from '../core/uploads.js';
import { createUpload, readUpload, removeUpload } from '../operations/uploads.js';
import { parseJsonBody, parseJsonBytes } from './body.js';
import { jsonResponse } from './responses.js';
import type { RouteContext } from './route-handlers.js';
import type { HttpResponse } from './types.js';

/** `POST /v1/uploads`: 201 with where to PUT a request body (contract §10, uploads). */
export async function createUploadHandler({ deps, tenantId, basePath }: RouteContext): Promise<HttpResponse> {
  return jsonResponse(201, await createUpload(deps, tenantId, basePath));
}

/** An analysis request's body: as sent, or the tenant's upload that it names. */
export interface AnalysisBody {
  body: unknown;
  /** The upload the body came from, to remove once its job is accepted. */
  uploadId?: string;
}

/**
 * The body of an analysis request. `{"upload": "upl_…"}` is replaced by the uploaded body, which
 * must be JSON (400 `invalid_json`) and asynchronous (`fast: true` is 400 `validation_error`: the
 * synchronous limits fit in a request as sent). Any other body is returned unchanged.
 */
export async function analysisBody({ deps, request, tenantId }: RouteContext): Promise<AnalysisBody> {
  const sent = parseJsonBody(request);
  const uploadId = uploadReference(sent);
  if (uploadId === undefined) return { body: sent };
  const body = parseJsonBytes(await readUpload(deps, tenantId, uploadId), 'uploaded body');
  const fast = typeof body === 'object' && body !== null && (body as { fast?: unknown }).fast;
  if (fast === true || (fast === undefined && request.query.fast === 'true')) {
    throw new DomainError('validation_error', 'An uploaded body runs as a job: send it without `fast: true`.', {
      details: [{ path: ['fast'], field: 'fast', location: 'body', message: 'Uploads are for asynchronous requests.' }],
    });
  }
  return { body, uploadId };
}

/** Removes the upload a request was submitted with, once its job exists. */
export async function consumeUpload({ deps, tenantId }: RouteContext, uploadId: string | undefined): Promise<void> {
  if (uploadId !== undefined) await removeUpload(deps, tenantId, uploadId);
}

/**
 * Takes an upload for one submission, atomically (the idempotency store's conditional claim, keyed
 * by the upload id under the tenant): of two submissions of one upload at the same moment, or a
 * second one after the body was PUT again, exactly one runs; the others get the 404 of a used
 * upload. The claim lives until the upload expires. Returns how to give it back if the submission
 * is refused, so a corrected body can be PUT and submitted again.
 */
export async function claimUpload({ deps, tenantId }: RouteContext, uploadId: string | undefined): Promise<() => Promise<void>> {
  if (uploadId === undefined) return async () => {};
  const key = `upload:${uploadId}`;
  const claim = await deps.idempotency.claim(tenantId, key, {
    fingerprint: key,
    now: deps.clock.now(),
    expiresAt: new Date(uploadExpiresUnix(uploadId) * 1000),
  });
  if (claim.state !== 'claimed') {
    throw new DomainError('not_found', `Upload ${uploadId} was already submitted; an upload is used once: create a new upload for another request.`, {
      details: [{ path: ['upload'], field: 'upload', location: 'body', message: 'The upload was already submitted.' }],
    });
  }
  return () => deps.idempotency.release(tenantId, key, key);
}
