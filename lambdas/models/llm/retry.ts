import type { Logger } from '../../core/ports/logger.js';

/** How model calls are retried. */
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

/** HTTP statuses worth another attempt: timeout, throttling, server faults. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 429, 500, 502, 503, 504]);
/** Connection-level failures (no HTTP status): the endpoint is down or dropped the connection. */
export const NETWORK_CODES: ReadonlySet<string> = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'ERR_HTTP2_STREAM_ERROR',
  'ERR_HTTP2_SESSION_ERROR',
  'ERR_HTTP2_GOAWAY_SESSION',
]);

/** What to do about a failed call: retry, or which error to report. */
export type FailureKind = 'retryable' | 'access' | 'quota' | 'invalid' | 'other';

/** How one transport reads its failures. */
export interface FailurePolicy {
  /** Names the backend in log lines. */
  backend: string;
  classify(error: unknown): FailureKind;
  /** The wait the server asked for (`Retry-After`), in milliseconds, if any. */
  retryAfterMs?(error: unknown): number | undefined;
  /** The error to report when the call fails for good (`other` errors are reported as they are). */
  translate(error: unknown, kind: Exclude<FailureKind, 'other'>, label: CallLabel, retryAfterSeconds: number): unknown;
}

/** What a call is, for logs and messages (never its content). */
export interface CallLabel {
  modelId: string;
  /** Which API of the backend (`invoke`, `converse`, `chat`, `embeddings`). */
  api: string;
}

/** The retry policy and its collaborators. */
export interface RetryContext {
  settings: RetrySettings;
  logger: Logger;
  policy: FailurePolicy;
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
 * Runs a model call, retrying throttling and transient failures with exponential backoff and
 * jitter. A `Retry-After` from the server replaces the backoff when it fits in `maxDelayMs`;
 * a longer one ends the retries at once and is passed on to the caller. Exhausted retries, a
 * denied model and a quota error become what the policy says (503 `model_unavailable` with
 * Retry-After). With `cancel`, a final failure aborts it, and an aborted one stops before the
 * next attempt with its reason (see `fanOut`).
 */
export async function withRetry<T>(call: () => Promise<T>, label: CallLabel, context: RetryContext, cancel?: AbortController): Promise<T> {
  const { settings, logger, policy } = context;
  const random = context.random ?? Math.random;
  const sleep = context.sleep ?? defaultSleep;
  for (let attempt = 1; ; attempt++) {
    // A sibling call already failed the whole operation: do not spend another model call.
    cancel?.signal.throwIfAborted();
    try {
      return await call();
    } catch (error) {
      const kind = policy.classify(error);
      const errorName = error instanceof Error ? error.name : typeof error;
      const asked = policy.retryAfterMs?.(error);
      const waitable = asked === undefined || asked <= settings.maxDelayMs;
      if (kind === 'retryable' && attempt < settings.maxAttempts && waitable) {
        const delayMs = Math.round(asked ?? backoffMs(attempt, settings, random));
        logger.warn(`${policy.backend} call failed, retrying`, { ...label, attempt, delayMs, errorName });
        await sleep(delayMs);
        continue;
      }
      if (kind !== 'other') logger.error(`${policy.backend} call failed`, { ...label, attempt, errorName, kind });
      const retryAfterSeconds = Math.max(settings.retryAfterSeconds, Math.ceil((asked ?? 0) / 1000));
      const failure = kind === 'other' ? error : policy.translate(error, kind, label, retryAfterSeconds);
      cancel?.abort(failure);
      throw failure;
    }
  }
}
