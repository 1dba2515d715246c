import type { TextEncoder } from '../../core/ports/models.js';
import { WORD_DIMENSION, wordTokensForVectors, type WordVectors } from './word-vectors.js';

/**
 * The encoder `expand_dictionary` ranks related terms with: a term's sentence-encoder vector and
 * the mean of its words' GloVe vectors, each unit length and scaled by 1/√2, side by side, so the
 * cosine of two terms is the mean of the two models' cosines. The sentence encoder alone rates
 * single words loosely ("delivery" near "waiter"); word vectors alone over-rate phrases that share
 * a common word; their mean kept the related words measured on hand-written terms.
 */
export class TermEncoder implements TextEncoder {
  readonly dimension: number;

  constructor(
    private readonly sentences: TextEncoder,
    private readonly words: () => WordVectors,
  ) {
    this.dimension = sentences.dimension + WORD_DIMENSION;
  }

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    const sentenceVectors = await this.sentences.embed(texts);
    const vectors = this.words();
    return texts.map((text, i) => {
      const out = new Float32Array(this.dimension);
      place(out, 0, sentenceVectors[i]!);
      const mean = new Float64Array(WORD_DIMENSION);
      for (const token of wordTokensForVectors(text)) {
        const unit = vectors.unitVector(token);
        if (unit) for (let d = 0; d < WORD_DIMENSION; d++) mean[d]! += unit[d]!;
      }
      place(out, this.sentences.dimension, mean);
      return out;
    });
  }
}

/** Writes `vector` at `offset`, scaled to length 1/√2 (left zero when it is zero). */
function place(out: Float32Array, offset: number, vector: ArrayLike<number>): void {
  let norm = 0;
  for (let d = 0; d < vector.length; d++) norm += vector[d]! * vector[d]!;
  if (norm === 0) return;
  const scale = 1 / Math.sqrt(2 * norm);
  for (let d = 0; d < vector.length; d++) out[offset + d] = vector[d]! * scale;
}
