import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';

/** How to reach Bedrock. Only `region` is needed in AWS; the rest serves tests and emulators. */
export interface BedrockClientOptions {
  region: string;
  /** A non-AWS endpoint, e.g. a local fake (`http://127.0.0.1:port`). */
  endpoint?: string;
  /** Static credentials (tests only); in AWS the Lambda role's credentials are used. */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  /**
   * Attempts the SDK itself makes per call. Default 1: `withRetry` owns retrying, so that a
   * throttled call has one backoff policy, one attempt count in the logs and one place that
   * turns exhaustion into `model_unavailable` (SDK retries under ours would multiply attempts).
   */
  maxAttempts?: number;
  /** Milliseconds one HTTP request may take before it fails (and is retried). */
  requestTimeoutMs?: number;
}

/** SDK attempts per call when not configured (see `BedrockClientOptions.maxAttempts`). */
export const SDK_MAX_ATTEMPTS = 1;
/**
 * Per-request timeout unless configured: a long tool answer can take tens of seconds, but a
 * stalled connection must not hold a Lambda until its own timeout.
 */
export const REQUEST_TIMEOUT_MS = 60_000;

/** Builds the Bedrock runtime client; build it once per process and share it. */
export function createBedrockClient(options: BedrockClientOptions): BedrockRuntimeClient {
  return new BedrockRuntimeClient({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    maxAttempts: options.maxAttempts ?? SDK_MAX_ATTEMPTS,
    // The SDK's own HTTP/2 defaults for this client, plus the timeout; one stream per session
    // is what the SDK picks for Bedrock when left alone.
    requestHandler: { requestTimeout: options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS, disableConcurrentStreams: true },
  });
}
