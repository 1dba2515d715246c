/** An HTTP answer other than 2xx. Only status and error code are kept: servers may echo inputs in error bodies. */
export class OpenAiHttpError extends Error {
  constructor(
    readonly status: number,
    /** The server's `Retry-After`, in milliseconds, when it sent one. */
    readonly retryAfterMs: number | undefined,
    /** The server's error type or code (`rate_limit_exceeded`, `model_not_found`...), if any. */
    readonly errorCode: string | undefined,
  ) {
    super(`HTTP ${status}${errorCode ? ` (${errorCode})` : ''}`);
    this.name = 'OpenAiHttpError';
  }
}

/** The request did not finish within `requestTimeoutMs`. */
export class RequestTimeoutError extends Error {
  constructor(ms: number) {
    super(`no complete answer within ${ms} ms`);
    this.name = 'RequestTimeoutError';
  }
}

/** `Retry-After` as seconds or an HTTP date, in milliseconds from `now`. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\s*\d+(\.\d+)?\s*$/.test(value)) return Math.round(Number(value) * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** The error code of an OpenAI-style error body, when it is a plain identifier. */
export function errorCodeOf(body: unknown): string | undefined {
  const error = (body as { error?: { code?: unknown; type?: unknown } } | undefined)?.error;
  const code = typeof error?.code === 'string' ? error.code : typeof error?.type === 'string' ? error.type : undefined;
  return code && /^[\w.-]{1,64}$/.test(code) ? code : undefined;
}
