/**
 * GloVe word vectors (6B tokens, 100 dimensions, the 40,000 most frequent words, int8-quantised)
 * averaged into a sentence vector with smooth inverse frequency (SIF) weights: a word of
 * probability p counts a / (a + p), so frequent function words barely move the average while
 * rarer content words dominate it (Arora, Liang and Ma, 2017). Word probabilities follow Zipf's law
 * from the word's frequency rank, which is the order of the vocabulary file.
 */
import { readFileSync } from 'node:fs';
import { WORD_VECTORS_FILE, WORD_VOCABULARY_FILE, modelFilePath } from './model-files.js';

/** Dimension of the word vectors. */
export const WORD_DIMENSION = 100;

/** The SIF smoothing constant a (the paper's recommended 1e-3). */
export const SIF_SMOOTHING = 1e-3;

/**
 * Size of the full vocabulary the ranks come from (the source's 341,479 words), used to
 * normalise the Zipf probabilities p(rank) = 1 / (rank · H(N)).
 */
export const ZIPF_VOCABULARY_SIZE = 341_479;

/**
 * Tokens as the vectors were trained on: lower case, clitics split off ("don't" → "do", "n't";
 * "it's" → "it", "'s"), letters and digits only.
 */
export function wordTokensForVectors(text: string): string[] {
  const lower = text.toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/n't\b/g, " n't");
  return lower.match(/n't|'[a-z]+|[\p{L}\p{N}]+/gu) ?? [];
}

function harmonic(n: number): number {
  let sum = 0;
  for (let r = 1; r <= n; r++) sum += 1 / r;
  return sum;
}

export class WordVectors {
  private readonly index = new Map<string, number>();
  private readonly scales: Float32Array;
  private readonly values: Int8Array;
  private readonly weights: Float32Array;

  private constructor(vocabulary: readonly string[], binary: Buffer) {
    vocabulary.forEach((w, i) => this.index.has(w) || this.index.set(w, i));
    const scaleBytes = 4 * WORD_DIMENSION;
    this.scales = new Float32Array(binary.buffer.slice(binary.byteOffset, binary.byteOffset + scaleBytes));
    this.values = new Int8Array(binary.buffer.slice(binary.byteOffset + scaleBytes, binary.byteOffset + binary.byteLength));
    if (this.values.length !== vocabulary.length * WORD_DIMENSION) {
      throw new Error(`word vectors: ${this.values.length} values for ${vocabulary.length} words`);
    }
    const h = harmonic(ZIPF_VOCABULARY_SIZE);
    this.weights = Float32Array.from(vocabulary, (_, rank) => SIF_SMOOTHING / (SIF_SMOOTHING + 1 / ((rank + 1) * h)));
  }

  /** Reads the committed model files. */
  static load(): WordVectors {
    const vocabulary = readFileSync(modelFilePath(WORD_VOCABULARY_FILE), 'utf8').split('\n').filter((w) => w !== '');
    return new WordVectors(vocabulary, readFileSync(modelFilePath(WORD_VECTORS_FILE)));
  }

  /** Frequency rank of a lower-case word (0 = most frequent), undefined when unknown. */
  rank(word: string): number | undefined {
    return this.index.get(word);
  }

  /** The unit-length vector of a lower-case word, undefined when unknown. */
  unitVector(word: string): Float64Array | undefined {
    const row = this.index.get(word);
    if (row === undefined) return undefined;
    const v = new Float64Array(WORD_DIMENSION);
    const offset = row * WORD_DIMENSION;
    let norm = 0;
    for (let d = 0; d < WORD_DIMENSION; d++) {
      v[d] = this.values[offset + d] * this.scales[d];
      norm += v[d] * v[d];
    }
    norm = Math.sqrt(norm) || 1;
    for (let d = 0; d < WORD_DIMENSION; d++) v[d] /= norm;
    return v;
  }

  /** The SIF-weighted mean of the text's known words; the zero vector when it has none. */
  sentenceVector(text: string): { vector: Float64Array; known: number } {
    const vector = new Float64Array(WORD_DIMENSION);
    let known = 0;
    for (const token of wordTokensForVectors(text)) {
      const row = this.index.get(token);
      if (row === undefined) continue;
      known++;
      const weight = this.weights[row];
      const offset = row * WORD_DIMENSION;
      for (let d = 0; d < WORD_DIMENSION; d++) vector[d] += weight * this.values[offset + d] * this.scales[d];
    }
    if (known > 0) for (let d = 0; d < WORD_DIMENSION; d++) vector[d] /= known;
    return { vector, known };
  }
}
