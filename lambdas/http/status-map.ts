import type { ErrorCode } from '../core/errors.js';

/** The one table from domain error codes to HTTP statuses (contract §6). */
export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  invalid_json: 400,
  validation_error: 400,
  limit_exceeded: 400,
  unknown_version: 400,
  missing_parameter: 400,
  unauthorized: 401,
  not_found: 404,
  result_expired: 410,
  method_not_allowed: 405,
  idempotency_key_reused: 409,
  idempotency_key_in_use: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  not_acceptable: 406,
  request_timeout: 408,
  expectation_failed: 417,
  rate_limited: 429,
  internal_error: 500,
  processing_failed: 500,
  model_unavailable: 503,
  service_unavailable: 503,
};
