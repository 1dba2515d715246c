import { z } from 'zod';
import type { TextEncoder } from '../../core/ports/models.js';
import { ModelOutputError } from '../llm/errors.js';
import { fanOut } from '../llm/fan-out.js';
import type { BedrockInvoker } from './invoker.js';
import { COHERE_MAX_TEXTS_PER_CALL, COHERE_V3_DIMENSION } from './model-ids.js';

/** `embeddings` is a list of vectors, or keyed by type when `embedding_types` was asked for. */
const CohereResponse = z.object({
  embeddings: z.union([z.array(z.array(z.number())), z.object({ float: z.array(z.array(z.number())) })]),
});

/**
 * Texts are embedded for grouping by meaning (themes, similarity), not for search, so every
 * text gets the same symmetric input type.
 */
const INPUT_TYPE = 'clustering';
/** Cohere rejects texts over its token limit unless told to cut them; the end matters least. */
const TRUNCATE = 'END';

/** Cohere Embed v3 on Bedrock: up to 96 texts per InvokeModel call, batches fanned out. */
export class CohereTextEncoder implements TextEncoder {
  readonly dimension = COHERE_V3_DIMENSION;

  constructor(
    private readonly invoker: BedrockInvoker,
    private readonly modelId: string,
    private readonly batchSize = COHERE_MAX_TEXTS_PER_CALL,
  ) {}

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    const batches: string[][] = [];
    for (let at = 0; at < texts.length; at += this.batchSize) batches.push(texts.slice(at, at + this.batchSize));
    const vectors = await fanOut(batches, async (batch, _index, cancel) => {
      const answer = await this.invoker.invokeJson(this.modelId, { texts: batch, input_type: INPUT_TYPE, truncate: TRUNCATE }, cancel);
      const parsed = CohereResponse.safeParse(answer);
      const embeddings = parsed.success ? (Array.isArray(parsed.data.embeddings) ? parsed.data.embeddings : parsed.data.embeddings.float) : [];
      if (embeddings.length !== batch.length || embeddings.some((v) => v.length !== this.dimension)) {
        throw new ModelOutputError(`${this.modelId} returned ${embeddings.length} usable embeddings for ${batch.length} texts.`);
      }
      return embeddings.map((v) => Float32Array.from(v));
    });
    return vectors.flat();
  }
}
