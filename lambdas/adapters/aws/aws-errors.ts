import { DomainError } from '../../core/errors.js';

/**
 * SDK errors become domain errors here, so nothing above the adapters knows SDK error names.
 * Throttling is an `internal_error` (500), not `model_unavailable`: only model backends produce
 * that code, and the SDK has already retried with backoff by the time an error reaches us.
 */

/** Error names AWS services use for throttling (DynamoDB, S3, SQS and the shared ones). */
const THROTTLING_ERROR_NAMES = new Set([
  'ThrottlingException',
  'Throttling',
  'ThrottledException',
  'TooManyRequestsException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'RequestThrottled',
  'RequestThrottledException',
  'SlowDown',
]);

/** Error names of a missing S3 object. */
const NOT_FOUND_ERROR_NAMES = new Set(['NoSuchKey', 'NotFound']);

interface SdkErrorShape {
  name?: string;
  $retryable?: { throttling?: boolean };
}

function shape(error: unknown): SdkErrorShape {
  return typeof error === 'object' && error !== null ? (error as SdkErrorShape) : {};
}

/** True for a throttling error of any AWS service. */
export function isThrottling(error: unknown): boolean {
  const { name, $retryable } = shape(error);
  return $retryable?.throttling === true || (name !== undefined && THROTTLING_ERROR_NAMES.has(name));
}

/** True when a DynamoDB condition expression refused the write. */
export function isConditionalCheckFailed(error: unknown): boolean {
  return shape(error).name === 'ConditionalCheckFailedException';
}

/**
 * True when an S3 object does not exist. Matched by name, not by status 404: a missing bucket is
 * a 404 too, and that must surface as an error rather than read as "no such job".
 */
export function isNoSuchKey(error: unknown): boolean {
  const { name } = shape(error);
  return name !== undefined && NOT_FOUND_ERROR_NAMES.has(name);
}

/**
 * The domain error for a failed AWS call. `action` names the call (`dynamodb:PutItem jobs`) for
 * the logs; the message holds no request data, the SDK error is kept as `cause`.
 */
export function toDomainError(error: unknown, action: string): DomainError {
  if (error instanceof DomainError) return error;
  const reason = isThrottling(error) ? 'was throttled' : 'failed';
  const name = shape(error).name ?? 'Error';
  return new DomainError('internal_error', `AWS call ${action} ${reason} (${name}).`, { cause: error });
}

/** Runs one AWS call, translating whatever it throws. */
export async function callAws<T>(action: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toDomainError(error, action);
  }
}
