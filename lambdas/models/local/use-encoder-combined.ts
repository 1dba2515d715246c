/**
 * Embeddings version 2026-11-22: Universal Sentence Encoder Lite joined with SIF-weighted GloVe
 * word vectors, each with its common component removed.
 *
 * Sentence vectors of one encoder share a large common direction (frequent words, sentence
 * form) that inflates every cosine and hides what texts are about; subtracting the mean of a
 * broad corpus and the corpus's first principal component removes it (the "common component
 * removal" of SIF). The two views are complementary: USE captures paraphrase and intent, the
 * word vectors keep rarer content words (product names, technical terms) that USE Lite's
 * 8k-piece vocabulary blurs. The mean and component were fitted once on a fixed corpus and are
 * committed as a model file, so a text's vector never depends on the other inputs.
 */
import { readFileSync } from 'node:fs';
import type { TextEncoder } from '../../core/ports/models.js';
import { EMBEDDING_COMPONENTS_FILE, modelFilePath } from './model-files.js';
import { COMBINED_DIMENSION } from './use-encoder-combined-info.js';
import { USE_LITE_DIMENSION } from './use-encoder-info.js';
import { WordVectors } from './word-vectors.js';

export { COMBINED_DIMENSION };

/**
 * Share of the squared norm given to the word-vector view. 0.3 helped on STS-B and on every
 * clustering set alike; 0.5 started to cost STS-B.
 */
export const WORD_VIEW_SHARE = 0.3;

/** A corpus mean and its first principal component (unit length). */
export interface CommonComponent {
  mean: number[];
  component: number[];
}

export interface EmbeddingComponents {
  use: CommonComponent;
  words: CommonComponent;
}

/** Reads the committed components file. */
export function loadEmbeddingComponents(): EmbeddingComponents {
  return JSON.parse(readFileSync(modelFilePath(EMBEDDING_COMPONENTS_FILE), 'utf8')) as EmbeddingComponents;
}

/** v − mean, minus its projection on the component, scaled to unit length (zero stays zero). */
export function removeCommonComponent(vector: ArrayLike<number>, common: CommonComponent): Float64Array {
  const out = Float64Array.from(vector, (v, d) => v - common.mean[d]);
  let projection = 0;
  for (let d = 0; d < out.length; d++) projection += out[d] * common.component[d];
  let norm = 0;
  for (let d = 0; d < out.length; d++) {
    out[d] -= projection * common.component[d];
    norm += out[d] * out[d];
  }
  if (norm > 0) for (let d = 0; d < out.length; d++) out[d] /= Math.sqrt(norm);
  return out;
}

export class CombinedEncoder implements TextEncoder {
  readonly dimension = COMBINED_DIMENSION;
  private words?: WordVectors;
  private components?: EmbeddingComponents;

  constructor(private readonly use: TextEncoder) {}

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    this.words ??= WordVectors.load();
    this.components ??= loadEmbeddingComponents();
    const { words, components } = this;
    const sentences = await this.use.embed(texts);
    const useWeight = Math.sqrt(1 - WORD_VIEW_SHARE);
    const wordWeight = Math.sqrt(WORD_VIEW_SHARE);
    return texts.map((text, i) => {
      const out = new Float32Array(COMBINED_DIMENSION);
      removeCommonComponent(sentences[i], components.use).forEach((v, d) => (out[d] = useWeight * v));
      // A text without a single known word has no word view; it is not the corpus mean.
      const { vector, known } = words.sentenceVector(text);
      if (known > 0) removeCommonComponent(vector, components.words).forEach((v, d) => (out[USE_LITE_DIMENSION + d] = wordWeight * v));
      return out;
    });
  }
}
