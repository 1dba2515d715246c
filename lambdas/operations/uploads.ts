import { DomainError } from '../core/errors.js';
import { ID_BYTES } from '../core/ids.js';
import { newUploadId, UPLOAD_MAX_BYTES, UPLOAD_TTL_SECONDS, uploadExpiresUnix, uploadTenantKey } from '../core/uploads.js';
import type { UploadStore } from '../core/ports/uploads.js';
import type { ServiceDeps } from './deps.js';

/** The 201 body of `POST /v1/uploads`. */
export interface UploadCreated {
  uploadId: string;
  method: 'PUT';
  url: string;
  headers: Record<string, string>;
  expiresAt: string;
  maxBytes: number;
}

function storeOf(deps: ServiceDeps): UploadStore {
  if (!deps.uploads) throw new DomainError('not_found', 'This deployment does not accept uploads.');
  return deps.uploads;
}

/** A new upload of the tenant: where to PUT the body, until when, and how large it may be. */
export async function createUpload(deps: ServiceDeps, tenantId: string, basePath: string): Promise<UploadCreated> {
  const store = storeOf(deps);
  const expiresUnix = Math.floor(deps.clock.now().getTime() / 1000) + UPLOAD_TTL_SECONDS;
  const uploadId = newUploadId(deps.random.bytes(ID_BYTES), expiresUnix);
  const target = await store.target(uploadTenantKey(tenantId), uploadId, expiresUnix, basePath);
  deps.logger.info('upload created', { tenantId, uploadId });
  return { uploadId, method: 'PUT', url: target.url, headers: target.headers, expiresAt: new Date(expiresUnix * 1000).toISOString(), maxBytes: UPLOAD_MAX_BYTES };
}

/**
 * The body the tenant uploaded as `uploadId`. Another tenant's upload is looked for in this
 * tenant's folder and so is not found, exactly like one never uploaded: 404 `not_found`, as is an
 * expired or already submitted one (with its own message); over the byte limit 413.
 */
export async function readUpload(deps: ServiceDeps, tenantId: string, uploadId: string): Promise<Buffer> {
  const store = storeOf(deps);
  const expiresUnix = uploadExpiresUnix(uploadId);
  if (deps.clock.now().getTime() / 1000 > expiresUnix) {
    throw new DomainError('not_found', `Upload ${uploadId} expired at ${new Date(expiresUnix * 1000).toISOString()}; create a new upload and send the body again.`, {
      details: [{ path: ['upload'], field: 'upload', location: 'body', message: 'The upload has expired.' }],
    });
  }
  const found = await store.read(uploadTenantKey(tenantId), uploadId, UPLOAD_MAX_BYTES);
  if (found.kind === 'missing') {
    throw new DomainError('not_found', `No upload ${uploadId} of this API key's tenant holds a body: PUT the body to the upload's URL first (an upload is used once).`, {
      details: [{ path: ['upload'], field: 'upload', location: 'body', message: 'No uploaded body under this id.' }],
    });
  }
  if (found.kind === 'too_large') {
    throw new DomainError('payload_too_large', `The uploaded body has ${found.bytes} bytes; at most ${UPLOAD_MAX_BYTES} (10 MiB) are accepted. Split the request.`);
  }
  return found.body;
}

/** Drops a submitted upload; a failure only leaves it to expire (the job holds its own copy). */
export async function removeUpload(deps: ServiceDeps, tenantId: string, uploadId: string): Promise<void> {
  try {
    await storeOf(deps).remove(uploadTenantKey(tenantId), uploadId);
  } catch (error) {
    deps.logger.warn('upload not removed', { uploadId, error: error instanceof Error ? error.message.slice(0, 200) : 'unknown' });
  }
}
