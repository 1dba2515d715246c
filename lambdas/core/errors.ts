/**
 * Domain errors carry a stable `code`, never an HTTP status: `lambdas/http/status-map.ts` is
 * the one table that maps codes to statuses.
 */

/** Every error code of the contract (section 6). */
export const ERROR_CODES = [
  'invalid_json',
  'validation_error',
  'limit_exceeded',
  'unknown_version',
  'missing_parameter',
  'unauthorized',
  'not_found',
  'result_expired',
  'method_not_allowed',
  'idempotency_key_reused',
  'idempotency_key_in_use',
  'payload_too_large',
  'unsupported_media_type',
  'not_acceptable',
  'request_timeout',
  'expectation_failed',
  'rate_limited',
  'internal_error',
  'model_unavailable',
  'service_unavailable',
  'processing_failed',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export type ErrorLocation = 'body' | 'query' | 'header' | 'path';

/** One detail of an error body's `errors` array. */
export interface ErrorDetail {
  path: (string | number)[];
  field?: string;
  location?: ErrorLocation;
  message: string;
}

export interface DomainErrorOptions {
  details?: ErrorDetail[];
  /** Seconds the caller should wait before retrying (429, 503). */
  retryAfterSeconds?: number;
  /** Methods allowed on the path (405). */
  allow?: string[];
  cause?: unknown;
}

/** An expected failure with a code callers can act on. */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly details?: ErrorDetail[];
  readonly retryAfterSeconds?: number;
  readonly allow?: string[];

  constructor(code: ErrorCode, message: string, options: DomainErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'DomainError';
    this.code = code;
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.allow = options.allow;
  }
}

/** A model backend is throttling or down; the request may be retried later. */
export class ModelUnavailableError extends DomainError {
  constructor(message = 'The model backend is unavailable; retry later.', retryAfterSeconds = 5, cause?: unknown) {
    super('model_unavailable', message, { retryAfterSeconds, cause });
    this.name = 'ModelUnavailableError';
  }
}

/** The service's own storage cannot take writes (read-only, full or failing disk); retry later. */
export class StoreUnavailableError extends DomainError {
  constructor(cause?: unknown, retryAfterSeconds = 5) {
    super('service_unavailable', 'The service cannot store data at the moment; retry later.', { retryAfterSeconds, cause });
    this.name = 'StoreUnavailableError';
  }
}

/** Builds a single-detail body error. */
export function fieldError(code: ErrorCode, path: (string | number)[], message: string, location: ErrorLocation = 'body'): DomainError {
  return new DomainError(code, message, { details: [{ path, field: fieldName(path), location, message }] });
}

/** `['set_a', 3]` → `set_a[3]`. */
export function fieldName(path: (string | number)[]): string {
  return path.reduce<string>((acc, part) => (typeof part === 'number' ? `${acc}[${part}]` : acc ? `${acc}.${part}` : part), '');
}
