import { gunzipSync } from 'node:zlib';
import { DomainError } from '../core/errors.js';
import { MAX_BODY_BYTES } from '../core/limits.js';
import { payloadTooLarge } from './body.js';
import type { HttpRequest } from './types.js';

/**
 * `Content-Encoding` of a request body (contract §10): `gzip` bodies are decompressed, and the
 * byte limit applies to the decompressed body; decompression stops one byte past the limit, so a
 * small body that inflates enormously costs no more memory than the limit. A body that does not
 * decompress is 400 `invalid_json`; an encoding other than gzip or identity is 415. Compression
 * is what lets a request of up to 10 MiB of JSON through API Gateway's and Lambda's 6 MB
 * request ceiling on AWS.
 */
export function decodedBody(request: HttpRequest): Buffer {
  const codings = (request.headers['content-encoding'] ?? '')
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== '' && c !== 'identity');
  if (codings.length === 0) return request.body;
  if (codings.length > 1 || (codings[0] !== 'gzip' && codings[0] !== 'x-gzip')) {
    throw new DomainError('unsupported_media_type', 'Only `Content-Encoding: gzip` is accepted for request bodies.', {
      details: [{ path: ['content-encoding'], field: 'Content-Encoding', location: 'header', message: `Expected gzip or identity, received "${codings.join(', ').slice(0, 60)}".` }],
    });
  }
  let body: Buffer;
  try {
    body = gunzipSync(request.body, { maxOutputLength: MAX_BODY_BYTES + 1 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw payloadTooLarge();
    throw new DomainError('invalid_json', 'The request body is declared gzip-compressed but does not decompress.');
  }
  if (body.length > MAX_BODY_BYTES) throw payloadTooLarge();
  return body;
}
