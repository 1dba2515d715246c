/**
 * Lexical similarity: TF-IDF vectors over pre-tokenised texts, returned as a Gram matrix of
 * cosines. Short texts that share a rare content word ("SVN", "refund", "PIN") are often the same
 * topic even when a sentence encoder places them apart, so this view complements the embedding.
 */

/** Extra weight multiplier for terms the caller wants emphasised (e.g. words of a context). */
export type TermBoosts = ReadonlyMap<string, number>;

/** Sparse unit-length TF-IDF vectors (sublinear tf, smoothed idf), one per document; all-zero when no term is informative. */
export function tfidfVectors(docs: readonly (readonly string[])[], boosts?: TermBoosts): Map<string, number>[] {
  const n = docs.length;
  const documentFrequency = new Map<string, number>();
  for (const doc of docs) for (const term of new Set(doc)) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  return docs.map((doc) => {
    const counts = new Map<string, number>();
    for (const term of doc) counts.set(term, (counts.get(term) ?? 0) + 1);
    const vector = new Map<string, number>();
    let sumSquares = 0;
    // Sorted iteration keeps floating-point sums identical from run to run.
    for (const term of [...counts.keys()].sort()) {
      const tf = 1 + Math.log(counts.get(term) as number);
      // No "+1" smoothing: a term used by every text says nothing about how they differ.
      const idf = Math.log((1 + n) / (1 + (documentFrequency.get(term) as number)));
      const value = tf * idf * (boosts?.get(term) ?? 1);
      vector.set(term, value);
      sumSquares += value * value;
    }
    const norm = Math.sqrt(sumSquares);
    if (norm > 0) for (const [term, value] of vector) vector.set(term, value / norm);
    return vector;
  });
}

/** n×n cosine similarities of the TF-IDF vectors (0 for documents without terms). */
export function tfidfGram(docs: readonly (readonly string[])[], boosts?: TermBoosts): Float64Array {
  const vectors = tfidfVectors(docs, boosts);
  const n = docs.length;
  const gram = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = i; j < n; j++) {
      const [small, large] = vectors[i].size <= vectors[j].size ? [vectors[i], vectors[j]] : [vectors[j], vectors[i]];
      let sum = 0;
      for (const [term, value] of small) sum += value * (large.get(term) ?? 0);
      gram[i * n + j] = sum;
      gram[j * n + i] = sum;
    }
  }
  return gram;
}
