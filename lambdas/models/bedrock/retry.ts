import { ModelUnavailableError } from '../../core/errors.js';
import type { Logger } from '../../core/ports/logger.js';
import { BedrockRequestError } from './errors.js';

/** How Bedrock calls are retried. */
export interface RetrySettings {
  /** Attempts per call, the first included. */
  maxAttempts: number;
  /** Backoff before the second attempt; doubles with each further attempt. */
  baseDelayMs: number;
  /** Ceiling of one backoff. */
  maxDelayMs: number;
  /** `Retry-After` the caller gets when attempts run out (503 `model_unavailable`). */
  retryAfterSeconds: number;
}

/**
 * Defaults sized for the synchronous path: five backoffs add up to at most about 6 s, well
 * inside API Gateway's 29-second limit even with a slow model call or two.
 */
export const DEFAULT_RETRY: Readonly<RetrySettings> = { maxAttempts: 6, baseDelayMs: 200, maxDelayMs: 4_000, retryAfterSeconds: 10 };

/**
 * For jobs (the worker function): nobody waits on the connection, and a job of thousands of texts
 * shares the account's Bedrock quota with its own parallel tasks, so a throttled call waits for
 * capacity (backoffs up to 30 s, about 4 minutes in all) instead of failing the whole task.
 */
export const JOB_RETRY: Readonly<RetrySettings> = { maxAttempts: 14, baseDelayMs: 500, maxDelayMs: 30_000, retryAfterSeconds: 10 };

/** Named retry settings, chosen per function: `request` answers callers quickly, `job` waits out throttling. */
export const RETRY_PROFILES = { request: DEFAULT_RETRY, job: JOB_RETRY } as const;
export type RetryProfile = keyof typeof RETRY_PROFILES;

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
const RETRYABLE_STATUSES = new Set([408, 429, 500, 502, 503, 504]);
/** Connection-level failures (no HTTP status): the endpoint is down or dropped the connection. */
const NETWORK_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EAI_AGAIN', 'ERR_HTTP2_STREAM_ERROR', 'ERR_HTTP2_SESSION_ERROR', 'ERR_HTTP2_GOAWAY_SESSION']);
/** The account or role may not use the model, or the model does not exist in the region. */
const ACCESS_NAMES = new Set(['AccessDeniedException', 'UnrecognizedClientException', 'ExpiredTokenException', 'ResourceNotFoundException']);

/** What to do about a failed call: retry, or which error to report. */
export type FailureKind = 'retryable' | 'access' | 'quota' | 'invalid' | 'other';

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

/** What a call is, for logs and messages (never its content). */
export interface CallLabel {
  modelId: string;
  /** `invoke` or `converse`. */
  api: string;
}

/** The retry policy and its collaborators. */
export interface RetryContext {
  settings: RetrySettings;
  logger: Logger;
  /** Uniform in [0, 1); injectable so tests can pin the jitter. */
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Backoff before attempt `attempt + 1` ("equal jitter": half the exponential step fixed, half
 * random), so retries from concurrent calls spread out yet still grow.
 */
export function backoffMs(attempt: number, settings: RetrySettings, random: () => number): number {
  const step = Math.min(settings.maxDelayMs, settings.baseDelayMs * 2 ** (attempt - 1));
  return step / 2 + random() * (step / 2);
}

/**
 * Runs a Bedrock call, retrying throttling and transient failures with exponential backoff and
 * jitter. Exhausted retries, a denied model and a quota error become `ModelUnavailableError`
 * (503 with Retry-After); a request Bedrock calls invalid becomes `BedrockRequestError`.
 * With `cancel`, a final failure aborts it, and an aborted one stops before the next attempt
 * with its reason (see `fanOut`).
 */
export async function withRetry<T>(call: () => Promise<T>, label: CallLabel, context: RetryContext, cancel?: AbortController): Promise<T> {
  const { settings, logger } = context;
  const random = context.random ?? Math.random;
  const sleep = context.sleep ?? defaultSleep;
  for (let attempt = 1; ; attempt++) {
    // A sibling call already failed the whole operation: do not spend another Bedrock call.
    cancel?.signal.throwIfAborted();
    try {
      return await call();
    } catch (error) {
      const kind = classifyFailure(error);
      const errorName = error instanceof Error ? error.name : typeof error;
      if (kind === 'retryable' && attempt < settings.maxAttempts) {
        const delayMs = Math.round(backoffMs(attempt, settings, random));
        logger.warn('bedrock call failed, retrying', { ...label, attempt, delayMs, errorName });
        await sleep(delayMs);
        continue;
      }
      if (kind !== 'other') logger.error('bedrock call failed', { ...label, attempt, errorName, kind });
      const failure = translate(error, kind, label, settings);
      cancel?.abort(failure);
      throw failure;
    }
  }
}

function translate(error: unknown, kind: FailureKind, label: CallLabel, settings: RetrySettings): unknown {
  switch (kind) {
    case 'retryable':
      return new ModelUnavailableError(
        `The model ${label.modelId} is throttled or unavailable; retry later.`,
        settings.retryAfterSeconds,
        error,
      );
    case 'access':
      return new ModelUnavailableError(
        `This deployment may not use the model ${label.modelId}: enable access to it in the Amazon Bedrock console ` +
          `for this account and region, and allow bedrock:InvokeModel on it to the function's role.`,
        ACCESS_RETRY_AFTER_SECONDS,
        error,
      );
    case 'quota':
      return new ModelUnavailableError(`The Bedrock service quota for ${label.modelId} is exhausted; retry later.`, settings.retryAfterSeconds, error);
    case 'invalid':
      return new BedrockRequestError(`Bedrock rejected a ${label.api} request to ${label.modelId} (${(error as Error).name}).`, { cause: error });
    case 'other':
      return error;
  }
}
