import type { Logger } from '../../core/ports/logger.js';
import type { Limiter } from '../llm/limiter.js';
import { withRetry, type RetryContext, type RetrySettings } from '../llm/retry.js';
import { OPENAI_FAILURES } from './failures.js';
import { errorCodeOf, OpenAiHttpError, parseRetryAfter, RequestTimeoutError } from './http-errors.js';

/** How to reach an OpenAI-compatible server. */
export interface OpenAiServer {
  /** The API root, e.g. `http://127.0.0.1:11434/v1` (Ollama) or `https://api.openai.com/v1`. */
  baseUrl: string;
  /** The key, sent as `Authorization: Bearer …` when there is one; never logged. */
  apiKey?: () => Promise<string | undefined>;
  /** Milliseconds one HTTP request may take (headers and body) before it fails and is retried. */
  requestTimeoutMs: number;
}

/**
 * The one way the OpenAI-compatible backend talks to its server: a JSON POST that waits for a
 * slot of the shared concurrency limiter and is retried inside it (429, 5xx, timeouts and
 * dropped connections, honouring `Retry-After`). Request and answer bodies are never logged.
 */
export class OpenAiHttpClient {
  private readonly retry: RetryContext;
  private readonly root: string;

  constructor(
    private readonly server: OpenAiServer,
    private readonly limit: Limiter,
    settings: RetrySettings,
    readonly logger: Logger,
    random?: () => number,
  ) {
    this.root = server.baseUrl.replace(/\/+$/, '');
    this.retry = { settings, logger, random, policy: OPENAI_FAILURES };
  }

  /** POSTs `body` to `path` (`/chat/completions`, `/embeddings`); returns the parsed JSON answer. */
  post(path: string, modelId: string, body: unknown, cancel?: AbortController): Promise<unknown> {
    const payload = JSON.stringify(body);
    const api = path.replace(/^\//, '');
    return this.limit(() => withRetry(() => this.once(path, payload, cancel), { modelId, api }, this.retry, cancel));
  }

  private async once(path: string, payload: string, cancel?: AbortController): Promise<unknown> {
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(new RequestTimeoutError(this.server.requestTimeoutMs)), this.server.requestTimeoutMs);
    const signal = cancel ? AbortSignal.any([cancel.signal, timeout.signal]) : timeout.signal;
    try {
      const key = await this.server.apiKey?.();
      const response = await fetch(`${this.root}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(key ? { authorization: `Bearer ${key}` } : {}),
        },
        body: payload,
        signal,
      });
      const text = await response.text();
      let parsed: unknown;
      try {
        parsed = text ? (JSON.parse(text) as unknown) : undefined;
      } catch {
        parsed = undefined;
      }
      if (!response.ok) throw new OpenAiHttpError(response.status, parseRetryAfter(response.headers.get('retry-after')), errorCodeOf(parsed));
      if (parsed === undefined) throw new OpenAiHttpError(502, undefined, 'answer_not_json');
      return parsed;
    } catch (error) {
      // Our own timeout (whichever step it interrupted) is a timeout; a sibling's abort is its reason.
      if (timeout.signal.aborted && !cancel?.signal.aborted) throw timeout.signal.reason;
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }
}
