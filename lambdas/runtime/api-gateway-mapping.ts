import { gzipSync } from 'node:zlib';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { DomainError } from '../core/errors.js';
import { acceptsGzip, GZIP_MIN_BYTES } from '../http/compression.js';
import { errorResponse } from '../http/responses.js';
import type { HttpRequest, HttpResponse } from '../http/types.js';

/** The part of an HTTP API (payload 2.0) event the service reads, with the authorizer's context. */
export type ApiEvent = APIGatewayProxyEventV2 & {
  requestContext: APIGatewayProxyEventV2['requestContext'] & { authorizer?: { lambda?: Record<string, unknown> } };
};

/**
 * An API Gateway HTTP API event as the transport-neutral request of `lambdas/http`. Header names
 * arrive lower-cased; repeated headers arrive comma-joined, like Node's own parser does for most.
 * `tenantKey` names the authorizer context field that carries the tenant.
 */
export function toHttpRequest(event: ApiEvent, tenantKey: string): HttpRequest {
  const query: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(event.rawQueryString ?? '')) {
    if (!(name in query)) query[name] = value;
  }
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(event.headers ?? {})) headers[name.toLowerCase()] = value;
  const raw = event.body ?? '';
  const request: HttpRequest = {
    method: event.requestContext.http.method.toUpperCase(),
    path: event.rawPath,
    query,
    headers,
    body: event.isBase64Encoded ? Buffer.from(raw, 'base64') : Buffer.from(raw, 'utf8'),
  };
  const authorizer = event.requestContext.authorizer?.lambda;
  if (authorizer) request.upstreamTenant = typeof authorizer[tenantKey] === 'string' ? (authorizer[tenantKey] as string) : '';
  return request;
}

/**
 * Lambda's limit on a synchronous response (6 MB), less room for the status line and headers
 * of the proxy result's JSON envelope.
 */
export const LAMBDA_RESPONSE_MAX_BYTES = 6 * 1024 * 1024 - 64 * 1024;

/**
 * The Lambda result of a response, or a 400 `limit_exceeded` when even that result would break
 * Lambda's response limit. The synchronous limits keep every operation far below it except
 * extractions of very long texts (up to 200 × 20,000 characters, and an extraction may repeat
 * its text under several themes): such a request must run as a job, whose result goes to S3.
 */
export function toLambdaResult(response: HttpResponse, acceptEncoding: string | undefined, requestId: string): APIGatewayProxyStructuredResultV2 {
  const result = toApiResult(response, acceptEncoding);
  if (Buffer.byteLength(result.body ?? '', 'utf8') <= LAMBDA_RESPONSE_MAX_BYTES) return result;
  const message = 'The result is larger than a synchronous response can carry (6 MB); send the request without `fast: true` to run it as a job.';
  return toApiResult(errorResponse(new DomainError('limit_exceeded', message), requestId), acceptEncoding);
}

/**
 * The service's response as a Lambda proxy result. API Gateway HTTP APIs do not compress, so
 * bodies of `GZIP_MIN_BYTES` or more are gzip-compressed here for clients that accept it (which
 * also keeps the largest synchronous results far below Lambda's 6 MB response limit).
 */
export function toApiResult(response: HttpResponse, acceptEncoding: string | undefined): APIGatewayProxyStructuredResultV2 {
  const headers: Record<string, string> = { ...response.headers, vary: 'Accept-Encoding' };
  const bytes = Buffer.from(response.body, 'utf8');
  if (bytes.length >= GZIP_MIN_BYTES && acceptsGzip(acceptEncoding)) {
    headers['content-encoding'] = 'gzip';
    return { statusCode: response.status, headers, body: gzipSync(bytes).toString('base64'), isBase64Encoded: true };
  }
  return { statusCode: response.status, headers, body: response.body, isBase64Encoded: false };
}
