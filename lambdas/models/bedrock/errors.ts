/**
 * Errors of the Bedrock backend. Messages name models, operations and counts, never input texts:
 * they end up in logs and, for `model_unavailable`, in response bodies.
 */

/** The text model's answers stayed unusable (no tool call, wrong shape, missing indices) after a retry. */
export class ModelOutputError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ModelOutputError';
  }
}

/** Bedrock rejected a request as invalid (our bug or an input it cannot take); retrying cannot help. */
export class BedrockRequestError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BedrockRequestError';
  }
}

/** The model ran out of output tokens before finishing its answer; a smaller batch may fit. */
export class OutputTruncatedError extends ModelOutputError {
  constructor(message: string) {
    super(message);
    this.name = 'OutputTruncatedError';
  }
}
