import { createHash } from 'node:crypto';
import { DomainError } from './errors.js';
import { base32, ID_BYTES } from './ids.js';
import { MAX_BODY_BYTES } from './limits.js';

/**
 * Request bodies uploaded ahead of an asynchronous request (contract §10): `POST /v1/uploads`
 * hands out a URL to PUT the body to; the request then names the upload instead of carrying it:
 * `{"upload": "upl_…"}`. For bodies over the 6 MB that API Gateway and Lambda accept on AWS.
 */

/** Seconds an upload URL works and the upload can be submitted. */
export const UPLOAD_TTL_SECONDS = 60 * 60;
/** Largest uploaded body: the same byte limit as a body sent inline (10 MiB). */
export const UPLOAD_MAX_BYTES = MAX_BODY_BYTES;
/** The body field that names an upload. */
export const UPLOAD_FIELD = 'upload';

const PREFIX = 'upl_';
/** Expiry in base-36 Unix seconds, fixed width (good until the year 4453). */
const EXPIRY_CHARS = 7;
/** `upl_` + expiry + 26 random Crockford base32 characters (130 bits). */
export const UPLOAD_ID_PATTERN = /^upl_[0-9a-z]{7}[0-9a-hjkmnp-tv-z]{26}$/;

/**
 * A new upload id. The expiry is part of the id, and the id is part of the object key the upload
 * URL is signed for, so a client cannot extend an upload by editing its id.
 */
export function newUploadId(random: Uint8Array, expiresUnix: number): string {
  if (random.length < ID_BYTES) throw new RangeError(`an upload id needs ${ID_BYTES} random bytes`);
  return PREFIX + expiresUnix.toString(36).padStart(EXPIRY_CHARS, '0') + base32(random).slice(0, 26);
}

/** Unix seconds after which the upload can no longer be submitted. */
export function uploadExpiresUnix(uploadId: string): number {
  return Number.parseInt(uploadId.slice(PREFIX.length, PREFIX.length + EXPIRY_CHARS), 36);
}

/**
 * The folder of a tenant's uploads: a digest of the tenant id, so an upload's key (and the local
 * upload URL) names its tenant, and a request of another tenant looks in another folder.
 */
export function uploadTenantKey(tenantId: string): string {
  return createHash('sha256').update(`upload-tenant\n${tenantId}`).digest('hex').slice(0, 32);
}

/** Tenant folder names as `uploadTenantKey` makes them. */
export const UPLOAD_TENANT_KEY_PATTERN = /^[0-9a-f]{32}$/;

/**
 * The upload a request body names, or undefined for an ordinary body. A body with an `upload`
 * field must hold nothing else (every other field goes into the uploaded body), and the id must
 * be one this service issues; otherwise 400 `validation_error`.
 */
export function uploadReference(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !(UPLOAD_FIELD in body)) return undefined;
  const { [UPLOAD_FIELD]: id, ...rest } = body as Record<string, unknown>;
  const others = Object.keys(rest);
  if (others.length > 0) {
    throw new DomainError('validation_error', 'A request that names an upload carries nothing else: put every field into the uploaded body.', {
      details: others.slice(0, 10).map((field) => ({ path: [field], field, location: 'body' as const, message: 'Not allowed beside `upload`; send it inside the uploaded body.' })),
    });
  }
  if (typeof id !== 'string' || !UPLOAD_ID_PATTERN.test(id)) {
    throw new DomainError('validation_error', '`upload` must be an upload id from `POST /v1/uploads` (`upl_…`).', {
      details: [{ path: [UPLOAD_FIELD], field: UPLOAD_FIELD, location: 'body', message: 'Expected an upload id (`upl_` and 33 characters).' }],
    });
  }
  return id;
}
