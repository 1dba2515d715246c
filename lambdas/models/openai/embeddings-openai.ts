import { z } from 'zod';
import type { TextEncoder } from '../../core/ports/models.js';
import { ModelOutputError } from '../llm/errors.js';
import { fanOut } from '../llm/fan-out.js';
import type { OpenAiHttpClient } from './http-client.js';

const EmbeddingsResponse = z.object({
  data: z.array(z.object({ index: z.number().int().optional(), embedding: z.array(z.number()) })),
});

/** Texts per `/embeddings` call unless configured: small enough for servers that embed one batch at a time. */
export const EMBEDDING_BATCH = 64;

/**
 * Embeddings from an OpenAI-compatible server's `POST /embeddings` (e.g. `nomic-embed-text` on
 * Ollama): texts in batches, batches fanned out under the provider's concurrency limit. Every
 * answer must hold one vector of the configured dimension per text, else the call fails.
 */
export class OpenAiTextEncoder implements TextEncoder {
  constructor(
    private readonly http: OpenAiHttpClient,
    private readonly modelId: string,
    readonly dimension: number,
    private readonly batchSize = EMBEDDING_BATCH,
  ) {}

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    const batches: string[][] = [];
    for (let at = 0; at < texts.length; at += this.batchSize) batches.push(texts.slice(at, at + this.batchSize));
    const vectors = await fanOut(batches, async (batch, _index, cancel) => {
      const answer = EmbeddingsResponse.safeParse(await this.http.post('/embeddings', this.modelId, { model: this.modelId, input: batch, encoding_format: 'float' }, cancel));
      const data = answer.success ? [...answer.data.data].sort((a, b) => (a.index ?? 0) - (b.index ?? 0)) : [];
      if (data.length !== batch.length) throw new ModelOutputError(`${this.modelId} returned ${data.length} embeddings for ${batch.length} texts.`);
      const wrong = data.find((d) => d.embedding.length !== this.dimension);
      if (wrong) throw new ModelOutputError(`${this.modelId} returned ${wrong.embedding.length}-dimensional embeddings, not the configured ${this.dimension}.`);
      return data.map((d) => Float32Array.from(d.embedding));
    });
    return vectors.flat();
  }
}
