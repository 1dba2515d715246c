import { ModelRequestError } from '../llm/errors.js';

/** Bedrock rejected a request as invalid (our bug or an input it cannot take); retrying cannot help. */
export class BedrockRequestError extends ModelRequestError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BedrockRequestError';
  }
}
