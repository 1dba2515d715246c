import { normalizeInPlace } from '../core/vectors.js';
import { isBlank } from '../core/text/blank.js';
import type { TextEncoder } from '../core/ports/models.js';

/**
 * Embeds texts with L2-normalised vectors: identical texts are embedded once, blank texts get
 * the zero vector (so they score 0 against everything).
 */
export async function embedTexts(encoder: TextEncoder, texts: readonly string[]): Promise<Float32Array[]> {
  const unique = new Map<string, number>();
  for (const text of texts) if (!isBlank(text) && !unique.has(text)) unique.set(text, unique.size);
  const distinct = [...unique.keys()];
  const vectors = distinct.length > 0 ? await encoder.embed(distinct) : [];
  if (vectors.length !== distinct.length) throw new Error(`encoder returned ${vectors.length} vectors for ${distinct.length} texts`);
  for (const v of vectors) normalizeInPlace(v);
  const zero = new Float32Array(encoder.dimension);
  return texts.map((text) => {
    const index = unique.get(text);
    return index === undefined ? zero : vectors[index];
  });
}
