import { LocalModelProvider } from '../../models/local/provider.js';
import { embedTexts } from '../../operations/embed-texts.js';
import { packVectors } from '../../operations/similarity.js';

/** One batch of a large similarity job's texts, embedded on an analysis thread. */
export interface EmbedBatchTask {
  texts: string[];
  version: string;
}

/** Row-major normalised vectors of the batch, or the error as data (see `AnalysisTaskResult`). */
export type EmbedBatchResult = { ok: true; vectors: Float32Array; dimension: number } | { ok: false; message: string };

let provider: LocalModelProvider | undefined;

/**
 * Worker-thread entry (piscina, next to the analysis entry in the same threads): the encoder's
 * weights are loaded once per thread and shared with the analyses. Vectors are normalised
 * exactly as a synchronous similarity normalises them, so the values stay bit-identical.
 */
export default async function embedBatch(task: EmbedBatchTask): Promise<EmbedBatchResult> {
  provider ??= new LocalModelProvider();
  try {
    const encoder = provider.encoder('similarity', task.version);
    const vectors = await embedTexts(encoder, task.texts);
    return { ok: true, vectors: packVectors(vectors, encoder.dimension), dimension: encoder.dimension };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}
