import { DomainError, type ErrorCode } from '../core/errors.js';
import { STATUS_BY_CODE } from './status-map.js';
import type { HttpResponse } from './types.js';

export const JSON_TYPE = 'application/json; charset=utf-8';

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): HttpResponse {
  return rawJsonResponse(status, JSON.stringify(body), headers);
}

export function rawJsonResponse(status: number, body: string, headers: Record<string, string> = {}): HttpResponse {
  return { status, headers: { 'content-type': JSON_TYPE, ...headers }, body };
}

/** The contract's error body; only errors below 500 show their own message. */
export function errorResponse(error: DomainError, requestId: string): HttpResponse {
  const status = STATUS_BY_CODE[error.code];
  const code: ErrorCode = status >= 500 && error.code !== 'model_unavailable' && error.code !== 'service_unavailable' ? 'internal_error' : error.code;
  const message = code === 'internal_error' ? 'An unexpected error occurred. Retry later; quote the request id if it persists.' : error.message;
  const headers: Record<string, string> = {};
  if (error.retryAfterSeconds !== undefined) headers['retry-after'] = String(error.retryAfterSeconds);
  if (error.allow) headers.allow = error.allow.join(', ');
  if (code === 'unauthorized') headers['www-authenticate'] = 'Bearer';
  const body = { code, message, ...(error.details && code !== 'internal_error' ? { errors: error.details } : {}), requestId };
  return jsonResponse(status, body, headers);
}
