import { createReadStream } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { createGunzip, createGzip } from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import { DomainError } from '../core/errors.js';
import { verifyPath } from '../core/signed-link.js';
import { acceptsGzip, GZIP_MIN_BYTES } from '../http/compression.js';
import { splitBasePath } from '../http/base-paths.js';
import type { HttpRequest, HttpResponse } from '../http/types.js';
import { JSON_TYPE } from '../http/responses.js';
import type { FilePayloadStore } from '../adapters/local/file-payload-store.js';
import { negotiateResultForm } from '../http/matrix-negotiation.js';
import { sendBinaryResult } from './binary-result.js';
import { unreadableBody } from './http-edge.js';

export const RESULTS_PREFIX = '/v1/results/';

/**
 * Serves `GET /v1/results/<jobId>?expires=&signature=`: the local stand-in for a presigned S3
 * URL. No Authorization header; the signature and expiry are the credential. Streams the file.
 */
export async function downloadResult(
  request: HttpRequest,
  res: ServerResponse,
  store: FilePayloadStore,
  secret: Buffer,
  requestId: string,
): Promise<HttpResponse | undefined> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    throw new DomainError('method_not_allowed', 'Result links are read with GET (or HEAD, on this server).', { allow: ['GET', 'HEAD'] });
  }
  const expires = Number(request.query.expires);
  const check = Number.isInteger(expires) && request.query.signature ? verifyPath(secret, request.path, expires, request.query.signature, Math.floor(Date.now() / 1000)) : 'bad_signature';
  if (check === 'bad_signature') throw new DomainError('unauthorized', 'This result link is not valid.');
  if (check === 'expired') throw new DomainError('unauthorized', 'This result link has expired; poll the job again for a fresh link.');
  const refusal = unreadableBody(request);
  if (refusal) throw refusal;
  const file = await store.resultFile(decodedJobId(splitBasePath(request.path).path.slice(RESULTS_PREFIX.length)));
  if (!file) throw new DomainError('result_expired', 'This result was deleted: results are kept for a limited time. Send the request again for a new result.');
  const form = negotiateResultForm(request.headers.accept);
  const common = { 'x-request-id': requestId, 'cache-control': 'private, no-store', vary: 'Accept, Accept-Encoding' };
  // The binary form of a similarity matrix (`Accept: application/vnd.tas.matrix`), never compressed.
  if (form.form === 'binary' && (await sendBinaryResult(file, res, form.dtype, form.jsonAcceptable, common, request.method === 'HEAD'))) return undefined;
  const accepts = acceptsGzip(request.headers['accept-encoding']);
  // Stored compressed: sent as stored to a client that accepts gzip, decompressed on the fly otherwise.
  // Stored plain (small results): compressed on the fly for a client that accepts gzip.
  const encoding = file.gzip ? (accepts ? 'stored' : 'gunzip') : accepts && file.size >= GZIP_MIN_BYTES ? 'gzip' : 'stored';
  const gzipped = (file.gzip && encoding === 'stored') || encoding === 'gzip';
  res.writeHead(200, {
    'content-type': JSON_TYPE,
    ...common,
    ...(gzipped ? { 'content-encoding': 'gzip' } : {}),
    ...(encoding === 'stored' ? { 'content-length': String(file.size) } : {}),
  });
  if (request.method === 'HEAD') {
    res.end();
    return undefined;
  }
  const source = createReadStream(file.path);
  if (encoding === 'gzip') await pipeline(source, createGzip(), res);
  else if (encoding === 'gunzip') await pipeline(source, createGunzip(), res);
  else await pipeline(source, res);
  return undefined;
}

/** The job id of a result path; a malformed percent-escape is a link that names no result. */
function decodedJobId(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new DomainError('not_found', 'This result link names no result.');
  }
}
