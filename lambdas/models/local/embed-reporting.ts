import type { TextEncoder } from '../../core/ports/models.js';

/**
 * Texts per encoder call when progress is reported: a multiple of the TF.js runtime's own batch
 * (64), so that runtime, whose vectors depend on the batch, gets exactly the batches of one call;
 * on the default ONNX runtime a text's vector does not depend on its batch at all.
 */
export const REPORTING_BATCH_TEXTS = 128;

/**
 * `encoder.embed(texts)`, in consecutive batches when someone listens, reporting the share of
 * texts embedded after each; the vectors are those of one call.
 */
export async function embedReporting(encoder: TextEncoder, texts: readonly string[], onProgress?: (share: number) => void): Promise<Float32Array[]> {
  if (!onProgress || texts.length <= REPORTING_BATCH_TEXTS) {
    const vectors = await encoder.embed(texts);
    onProgress?.(1);
    return vectors;
  }
  const out: Float32Array[] = [];
  for (let start = 0; start < texts.length; start += REPORTING_BATCH_TEXTS) {
    out.push(...(await encoder.embed(texts.slice(start, start + REPORTING_BATCH_TEXTS))));
    onProgress(Math.min(texts.length, start + REPORTING_BATCH_TEXTS) / texts.length);
  }
  return out;
}
