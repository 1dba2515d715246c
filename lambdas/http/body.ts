import { DomainError } from '../core/errors.js';
import { MAX_BODY_BYTES } from '../core/limits.js';
import { decodedBody } from './request-encoding.js';
import type { HttpRequest } from './types.js';

const JSON_MEDIA = /^application\/(?:[\w.+-]+\+)?json\s*(?:;.*)?$/i;

/**
 * The parsed JSON body: 413 over the byte limit, 415 for another media type, 400 when not JSON.
 * A gzip-encoded body is decompressed first (`request-encoding.ts`).
 */
export function parseJsonBody(request: HttpRequest): unknown {
  if (request.body.length > MAX_BODY_BYTES) throw payloadTooLarge();
  const type = request.headers['content-type'];
  if (request.body.length > 0 && (!type || !JSON_MEDIA.test(type.trim()))) {
    throw new DomainError('unsupported_media_type', 'Send the body as JSON with `Content-Type: application/json`.', {
      details: [{ path: ['content-type'], field: 'Content-Type', location: 'header', message: `Expected application/json, received ${type ? `"${type.slice(0, 60)}"` : 'no content type'}.` }],
    });
  }
  const text = decodedBody(request).toString('utf8');
  if (text.trim() === '') throw new DomainError('invalid_json', 'The request body is empty; send a JSON object.');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new DomainError('invalid_json', `The request body is not valid JSON: ${(error as Error).message.slice(0, 120)}`);
  }
}

export function payloadTooLarge(): DomainError {
  return new DomainError('payload_too_large', `The request body is larger than ${MAX_BODY_BYTES} bytes (10 MiB). Split the request.`);
}
