import { ModelUnavailableError } from '../../core/errors.js';

/**
 * Errors of the LLM backends. Messages name models, operations and counts, never input texts:
 * they end up in logs and, for `model_unavailable`, in response bodies.
 */

/** Seconds a caller is told to wait after unusable answers: the next try may go better. */
export const OUTPUT_RETRY_AFTER_SECONDS = 5;

/**
 * The text model's answers stayed unusable (no tool call, wrong shape, missing indices) after a
 * retry: a 503 `model_unavailable` whose message says what was wrong (never an input text).
 */
export class ModelOutputError extends ModelUnavailableError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, OUTPUT_RETRY_AFTER_SECONDS, options?.cause);
    this.name = 'ModelOutputError';
  }
}

/** The model ran out of output tokens before finishing its answer; a smaller batch may fit. */
export class OutputTruncatedError extends ModelOutputError {
  constructor(message: string) {
    super(message);
    this.name = 'OutputTruncatedError';
  }
}

/** The model server rejected a request as invalid (our bug or an input it cannot take); retrying cannot help. */
export class ModelRequestError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ModelRequestError';
  }
}
