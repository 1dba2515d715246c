import { ModelUnavailableError } from '../../core/errors.js';
import { NETWORK_CODES, RETRYABLE_STATUSES, type CallLabel, type FailureKind, type FailurePolicy } from '../llm/retry.js';
import { BedrockRequestError } from './errors.js';

/** Seconds a caller is told to wait when the account is not allowed to use the model. */
const ACCESS_RETRY_AFTER_SECONDS = 300;

/** Service errors worth another attempt: capacity, a model still loading, a transient fault. */
const RETRYABLE_NAMES = new Set([
  'ThrottlingException',
  'ServiceUnavailableException',
  'ModelNotReadyException',
  'ModelTimeoutException',
  'ModelErrorException',
  'InternalServerException',
  'TimeoutError',
  'RequestTimeout',
]);
/** The account or role may not use the model, or the model does not exist in the region. */
const ACCESS_NAMES = new Set(['AccessDeniedException', 'UnrecognizedClientException', 'ExpiredTokenException', 'ResourceNotFoundException']);

interface SdkLikeError {
  name?: string;
  code?: string;
  $metadata?: { httpStatusCode?: number };
}

/** Sorts an error thrown by the SDK into what to do about it. */
export function classifyFailure(error: unknown): FailureKind {
  if (typeof error !== 'object' || error === null) return 'other';
  const { name = '', code = '', $metadata } = error as SdkLikeError;
  const status = $metadata?.httpStatusCode;
  if (RETRYABLE_NAMES.has(name) || NETWORK_CODES.has(code) || (status !== undefined && RETRYABLE_STATUSES.has(status))) return 'retryable';
  if (ACCESS_NAMES.has(name) || status === 403) return 'access';
  if (name === 'ServiceQuotaExceededException') return 'quota';
  if (name === 'ValidationException' || (status !== undefined && status >= 400 && status < 500)) return 'invalid';
  return 'other';
}

function translate(error: unknown, kind: Exclude<FailureKind, 'other'>, label: CallLabel, retryAfterSeconds: number): unknown {
  switch (kind) {
    case 'retryable':
      return new ModelUnavailableError(`The model ${label.modelId} is throttled or unavailable; retry later.`, retryAfterSeconds, error);
    case 'access':
      return new ModelUnavailableError(
        `This deployment may not use the model ${label.modelId}: enable access to it in the Amazon Bedrock console ` +
          `for this account and region, and allow bedrock:InvokeModel on it to the function's role.`,
        ACCESS_RETRY_AFTER_SECONDS,
        error,
      );
    case 'quota':
      return new ModelUnavailableError(`The Bedrock service quota for ${label.modelId} is exhausted; retry later.`, retryAfterSeconds, error);
    case 'invalid':
      return new BedrockRequestError(`Bedrock rejected a ${label.api} request to ${label.modelId} (${(error as Error).name}).`, { cause: error });
  }
}

/**
 * How Bedrock failures are retried and reported. Exhausted retries, a denied model and a
 * quota error become `ModelUnavailableError` (503 with Retry-After); a request Bedrock calls
 * invalid becomes `BedrockRequestError`.
 */
export const BEDROCK_FAILURES: FailurePolicy = { backend: 'bedrock', classify: classifyFailure, translate };
