import { ModelUnavailableError } from '../../core/errors.js';
import { ModelRequestError } from '../llm/errors.js';
import { NETWORK_CODES, RETRYABLE_STATUSES, type CallLabel, type FailureKind, type FailurePolicy } from '../llm/retry.js';
import { OpenAiHttpError, RequestTimeoutError } from './http-errors.js';

/** Seconds a caller is told to wait when the server refuses the key or does not serve the model. */
const ACCESS_RETRY_AFTER_SECONDS = 300;

/** The code of a connection failure, which `fetch` wraps in its `cause`. */
function networkCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause;
  const code = typeof cause?.code === 'string' ? cause.code : (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Sorts a failed call to an OpenAI-compatible server into what to do about it. */
export function classifyOpenAiFailure(error: unknown): FailureKind {
  if (error instanceof RequestTimeoutError) return 'retryable';
  if (error instanceof OpenAiHttpError) {
    if (RETRYABLE_STATUSES.has(error.status)) return error.errorCode === 'insufficient_quota' ? 'quota' : 'retryable';
    if (error.status === 401 || error.status === 403 || error.status === 404) return 'access';
    return 'invalid';
  }
  // `fetch failed`: refused, reset or dropped connections (a server restarting or loading a model).
  const code = networkCode(error);
  if ((code && NETWORK_CODES.has(code)) || (error instanceof TypeError && error.message === 'fetch failed')) return 'retryable';
  return 'other';
}

/**
 * How failures of an OpenAI-compatible server are retried and reported: 429, 5xx, timeouts and
 * connection failures are retried (the server's `Retry-After` honoured); when they persist, and
 * when the server refuses the key or does not know the model, the caller gets 503
 * `model_unavailable` with Retry-After. Messages name the model, never the server's address or key.
 */
function openAiFailures(): FailurePolicy {
  // The server's address stays out of the messages: callers read them in 503 bodies.
  const where = 'the OpenAI-compatible model server';
  return {
    backend: 'openai-compatible',
    classify: classifyOpenAiFailure,
    retryAfterMs: (error) => (error instanceof OpenAiHttpError ? error.retryAfterMs : undefined),
    translate(error: unknown, kind: Exclude<FailureKind, 'other'>, label: CallLabel, retryAfterSeconds: number): unknown {
      switch (kind) {
        case 'retryable':
          return new ModelUnavailableError(`The model ${label.modelId} on ${where} is overloaded, slow or unreachable; retry later.`, retryAfterSeconds, error);
        case 'quota':
          return new ModelUnavailableError(`The quota for the model ${label.modelId} on ${where} is exhausted; retry later.`, retryAfterSeconds, error);
        case 'access':
          return new ModelUnavailableError(
            `The model ${label.modelId} is not available from ${where} (${(error as Error).message}): check LLM_BASE_URL, LLM_MODEL and the API key.`,
            ACCESS_RETRY_AFTER_SECONDS,
            error,
          );
        case 'invalid':
          return new ModelRequestError(`${where} rejected a ${label.api} request to ${label.modelId} (${(error as Error).message}).`, { cause: error });
      }
    },
  };
}

/** The policy of every OpenAI-compatible client. */
export const OPENAI_FAILURES = openAiFailures();
