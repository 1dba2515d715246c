import { DomainError } from '../core/errors.js';
import { verifyPath } from '../core/signed-link.js';
import { UPLOAD_ID_PATTERN, UPLOAD_TENANT_KEY_PATTERN } from '../core/uploads.js';
import { splitBasePath } from '../http/base-paths.js';
import { jsonResponse } from '../http/responses.js';
import type { HttpRequest, HttpResponse } from '../http/types.js';
import { UPLOADS_PATH_PREFIX, type FileUploadStore } from '../adapters/local/file-upload-store.js';
import { unreadableBody } from './http-edge.js';

const JSON_MEDIA = /^application\/json\s*(?:;.*)?$/i;

/** True for a path under the local upload URLs (`/v1/uploads/<tenant key>/<uploadId>`). */
export function isUploadPath(path: string): boolean {
  return splitBasePath(path).path.startsWith(UPLOADS_PATH_PREFIX);
}

/**
 * Serves `PUT /v1/uploads/<tenant key>/<uploadId>?expires=&signature=`: the local stand-in for a
 * presigned S3 PUT. No Authorization header; the signature and expiry are the credential. The
 * body (at most 10 MiB, refused with 413 while it is read) is stored whole or not at all; a
 * second PUT before the upload is submitted replaces it, as on S3. 200 with the byte count.
 */
export async function receiveUpload(request: HttpRequest, store: FileUploadStore, secret: Buffer, nowUnix: number): Promise<HttpResponse> {
  if (request.method !== 'PUT') throw new DomainError('method_not_allowed', 'Upload URLs take the body with PUT.', { allow: ['PUT'] });
  const expires = Number(request.query.expires);
  const check = Number.isInteger(expires) && request.query.signature ? verifyPath(secret, request.path, expires, request.query.signature, nowUnix) : 'bad_signature';
  if (check === 'bad_signature') throw new DomainError('unauthorized', 'This upload URL is not valid.');
  if (check === 'expired') throw new DomainError('unauthorized', 'This upload URL has expired; create a new upload.');
  const [tenantKey, uploadId, ...rest] = splitBasePath(request.path).path.slice(UPLOADS_PATH_PREFIX.length).split('/');
  if (rest.length > 0 || !UPLOAD_TENANT_KEY_PATTERN.test(tenantKey ?? '') || !UPLOAD_ID_PATTERN.test(uploadId ?? '')) throw new DomainError('not_found', 'This upload URL names no upload.');
  const refusal = unreadableBody(request);
  if (refusal) throw refusal;
  const type = request.headers['content-type'];
  if (!type || !JSON_MEDIA.test(type.trim())) {
    throw new DomainError('unsupported_media_type', 'Upload the body with the headers `POST /v1/uploads` gave (`Content-Type: application/json`).', {
      details: [{ path: ['content-type'], field: 'Content-Type', location: 'header', message: `Expected application/json, received ${type ? `"${type.slice(0, 60)}"` : 'no content type'}.` }],
    });
  }
  await store.write(tenantKey!, uploadId!, request.body);
  return jsonResponse(200, { uploadId, bytes: request.body.length });
}
