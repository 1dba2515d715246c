/**
 * A small client of the public HTTP API, as any user would call it: Bearer key, synchronous
 * calls (`fast: true`) where the inputs fit the synchronous limits, otherwise a job that is polled
 * until it completes and whose result is downloaded from its `resultUrl`.
 */
import type { Operation } from '../../lambdas/core/limits.js';

/** Attempts of one request that is throttled (429) or finds the model busy (503). */
const MAX_ATTEMPTS = 8;
/** First and longest wait between two polls of a job. */
const FIRST_POLL_MS = 100;
const MAX_POLL_MS = 1_000;
/** The first wait, unless `EVAL_FIRST_POLL_MS` sets another (the tests' fake models answer in milliseconds). */
const firstPollMs = () => Math.min(MAX_POLL_MS, Number(process.env.EVAL_FIRST_POLL_MS) || FIRST_POLL_MS);
/** A job still pending after this long is reported as a failure of the run. */
const JOB_DEADLINE_MS = 30 * 60 * 1000;
/** Upper bound on a server-requested wait, so a bad header cannot stall the run. */
const MAX_RETRY_AFTER_MS = 30_000;

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** One served version as `GET /v1/versions` lists it. */
export interface ServedVersion {
  id: string;
  backend: string;
  description: string;
  dimension?: number;
  default: boolean;
}

export type VersionListing = Record<Operation, { default: string; versions: ServedVersion[] }>;

/** Wait before retrying a request whose connection failed, times the attempt number. */
const NETWORK_RETRY_MS = 500;

/** The message of a fetch failure, with its cause (fetch's own message is only "fetch failed"). */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class ApiClient {
  /** Requests sent, by how they ran (for the report). */
  readonly counts = { sync: 0, async: 0 };

  constructor(
    readonly baseUrl: string,
    private readonly apiKey: string,
  ) {}

  /** `GET /v1/versions`. */
  async versions(): Promise<VersionListing> {
    return (await this.send('GET', '/v1/versions')) as VersionListing;
  }

  /**
   * Runs one analysis: synchronously when `sync`, otherwise as a job. Either way the body is
   * the operation's result as the API defines it.
   */
  async analyse<T>(operation: Operation, body: Record<string, unknown>, sync: boolean): Promise<T> {
    if (sync) {
      this.counts.sync++;
      return (await this.send('POST', `/v1/${operation}`, { ...body, fast: true })) as T;
    }
    this.counts.async++;
    const accepted = (await this.send('POST', `/v1/${operation}`, body)) as { jobId: string };
    const resultUrl = await this.waitForJob(accepted.jobId);
    const response = await fetch(resultUrl);
    if (!response.ok) throw new ApiError(`result download failed: ${response.status}`, response.status, await response.text());
    return (await response.json()) as T;
  }

  private async waitForJob(jobId: string): Promise<string> {
    const started = performance.now();
    for (let wait = firstPollMs(); ; wait = Math.min(MAX_POLL_MS, wait * 2)) {
      const job = (await this.send('GET', `/v1/jobs?jobId=${encodeURIComponent(jobId)}`)) as {
        status: string;
        resultUrl?: string;
        error?: { code: string; message: string };
      };
      if (job.status === 'completed' && job.resultUrl) return job.resultUrl;
      if (job.status === 'failed') throw new ApiError(`job ${jobId} failed: ${job.error?.code} ${job.error?.message}`, 200, JSON.stringify(job));
      if (performance.now() - started > JOB_DEADLINE_MS) throw new ApiError(`job ${jobId} still pending`, 200, JSON.stringify(job));
      await sleep(wait);
    }
  }

  private async send(method: string, path: string, json?: unknown): Promise<unknown> {
    for (let attempt = 1; ; attempt++) {
      let response: Response;
      try {
        response = await fetch(`${this.baseUrl}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${this.apiKey}`,
            ...(json === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: json === undefined ? undefined : JSON.stringify(json),
        });
      } catch (error) {
        // A dropped connection is retried like a 503; a server that is gone fails the run.
        if (attempt >= MAX_ATTEMPTS) throw new Error(`${method} ${path} failed: ${describeFailure(error)}`, { cause: error });
        await sleep(NETWORK_RETRY_MS * attempt);
        continue;
      }
      const text = await response.text();
      if (response.ok) return JSON.parse(text);
      const retryable = response.status === 429 || response.status === 503;
      if (!retryable || attempt >= MAX_ATTEMPTS) {
        throw new ApiError(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`, response.status, text);
      }
      const seconds = Number(response.headers.get('retry-after') ?? '1');
      await sleep(Math.min(MAX_RETRY_AFTER_MS, (Number.isFinite(seconds) ? seconds : 1) * 1000));
    }
  }
}
