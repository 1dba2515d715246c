import { isUtf8 } from 'node:buffer';
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
  return parseJsonBytes(decodedBody(request), 'request body');
}

/**
 * JSON from bytes, for the request body or an uploaded one: 400 `invalid_json` when empty, not
 * UTF-8 (RFC 8259 requires it; the bytes of another encoding would otherwise become U+FFFD in
 * the texts analysed, silently) or not JSON. A leading UTF-8 byte order mark, which RFC 8259
 * lets a parser ignore and some clients send, is skipped. Duplicate names keep the last value.
 */
export function parseJsonBytes(bytes: Buffer, what: 'request body' | 'uploaded body'): unknown {
  // UTF-16 of ASCII-only JSON is valid UTF-8 with a NUL beside each character, so the NULs are
  // looked for whether or not the bytes are UTF-8 (JSON never holds a raw NUL).
  const utf16 = looksLikeUtf16(bytes);
  if (utf16 || !isUtf8(bytes)) {
    throw new DomainError('invalid_json', `The ${what} is not UTF-8${utf16 ? ' (it looks like UTF-16)' : ''}: JSON is sent as UTF-8, so convert text in another encoding (such as Latin-1 or Windows-1252) first.`);
  }
  let text = bytes.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.trim() === '') throw new DomainError('invalid_json', `The ${what} is empty; ${what === 'request body' ? 'send' : 'upload'} a JSON object.`);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new DomainError('invalid_json', `The ${what} is not valid JSON: ${(error as Error).message.slice(0, 120)}`);
  }
}

/** A UTF-16 byte order mark (either order), or a NUL byte among the first four bytes. */
function looksLikeUtf16(bytes: Buffer): boolean {
  if (bytes.length < 2) return false;
  return (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff) || bytes.subarray(0, 4).includes(0);
}

export function payloadTooLarge(): DomainError {
  return new DomainError('payload_too_large', `The request body is larger than ${MAX_BODY_BYTES} bytes (10 MiB). Split the request.`);
}
