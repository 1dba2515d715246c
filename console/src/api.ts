/** A thin client of the text-analysis API: the calls the console makes, errors as the API words them. */

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
  }
}

export interface JobStatus {
  jobId: string;
  status: 'pending' | 'completed' | 'failed';
  progress?: number;
  resultUrl?: string;
  error?: { code: string; message: string };
}

/** Poll interval while a job is pending (the API's Retry-After is 1 s; half keeps bars lively). */
const POLL_MS = 500;
/** Times a rate-limited call (429) is retried after its Retry-After. */
const RATE_RETRIES = 5;

export class ApiClient {
  constructor(
    readonly base: string,
    private readonly key: string,
  ) {}

  async get<T>(path: string): Promise<T> {
    return this.call<T>('GET', path);
  }

  async post<T>(path: string, body: unknown): Promise<T> {
    return this.call<T>('POST', path, body);
  }

  private async call<T>(method: string, path: string, body?: unknown, attempt = 0): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.base}${path}`, {
        method,
        headers: { authorization: `Bearer ${this.key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new ApiError('The API could not be reached. Check the connection and try again.', 0, 'network');
    }
    if (response.status === 429 && attempt < RATE_RETRIES) {
      const wait = Number(response.headers.get('retry-after') ?? '1');
      await new Promise((resolve) => setTimeout(resolve, Math.min(30, Math.max(1, wait)) * 1000));
      return this.call<T>(method, path, body, attempt + 1);
    }
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    if (!response.ok) throw errorOf(response.status, parsed);
    return parsed as T;
  }

  /**
   * Runs one asynchronous analysis: submits it, polls the job (reporting its progress, 0 to 1)
   * and downloads the result from its link. Resolves with the result and the link.
   */
  async runJob<T>(operation: string, body: object, onProgress: (progress: number | undefined) => void, signal?: AbortSignal): Promise<{ result: T; resultUrl: string }> {
    const accepted = await this.post<{ jobId: string }>(`/v1/${operation}`, { ...body, fast: false });
    for (;;) {
      if (signal?.aborted) throw new ApiError('Cancelled.', 0, 'cancelled');
      const job = await this.get<JobStatus>(`/v1/jobs?jobId=${encodeURIComponent(accepted.jobId)}`);
      if (job.status === 'failed') throw new ApiError(job.error?.message ?? 'The job failed.', 0, job.error?.code ?? 'processing_failed');
      if (job.status === 'completed' && job.resultUrl) {
        onProgress(1);
        const response = await fetch(job.resultUrl);
        if (!response.ok) throw new ApiError(`The result could not be downloaded (HTTP ${response.status}).`, response.status, 'result_unavailable');
        return { result: (await response.json()) as T, resultUrl: job.resultUrl };
      }
      onProgress(job.progress);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}

function errorOf(status: number, body: unknown): ApiError {
  const b = (body ?? {}) as { code?: string; message?: string; errors?: { message?: string }[] };
  const details = (b.errors ?? []).map((e) => e.message).filter((m): m is string => typeof m === 'string' && m !== b.message);
  const message = b.message ? [b.message, ...details.slice(0, 3)].join(' ') : `The API answered HTTP ${status}.`;
  return new ApiError(message, status, b.code ?? 'http_error');
}
