import { z } from 'zod';
import type { TextEncoder } from '../../core/ports/models.js';
import { ModelOutputError } from '../llm/errors.js';
import { fanOut } from '../llm/fan-out.js';
import type { BedrockInvoker } from './invoker.js';

const TitanResponse = z.object({ embedding: z.array(z.number()) });

/**
 * Amazon Titan Text Embeddings V2: one InvokeModel call per text (the model takes no batches),
 * fanned out under the provider's concurrency limit. Vectors come back normalised.
 */
export class TitanTextEncoder implements TextEncoder {
  constructor(
    private readonly invoker: BedrockInvoker,
    private readonly modelId: string,
    readonly dimension: number,
  ) {}

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    return fanOut(texts, async (text, _index, cancel) => {
      const answer = await this.invoker.invokeJson(this.modelId, { inputText: text, dimensions: this.dimension, normalize: true }, cancel);
      const parsed = TitanResponse.safeParse(answer);
      if (!parsed.success || parsed.data.embedding.length !== this.dimension) {
        throw new ModelOutputError(`${this.modelId} returned no ${this.dimension}-dimensional embedding.`);
      }
      return Float32Array.from(parsed.data.embedding);
    });
  }
}
