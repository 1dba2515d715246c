/** Splitting inputs within the API's limits, and placing answers that a sampled themes job did not see. */

export interface Chunk<T> {
  start: number;
  items: T[];
}

/** Consecutive chunks of at most `maxItems` strings and about `maxBytes` of UTF-8 each. */
export function chunksOf(texts: string[], maxItems: number, maxBytes: number): Chunk<string>[] {
  const encoder = new TextEncoder();
  const chunks: Chunk<string>[] = [];
  let current: Chunk<string> = { start: 0, items: [] };
  let bytes = 0;
  texts.forEach((text, i) => {
    const size = encoder.encode(text).length * 1.2 + 4;
    if (current.items.length > 0 && (current.items.length >= maxItems || bytes + size > maxBytes)) {
      chunks.push(current);
      current = { start: i, items: [] };
      bytes = 0;
    }
    current.items.push(text);
    bytes += size;
  });
  if (current.items.length > 0) chunks.push(current);
  return chunks;
}

/** `count` indices spread evenly over 0..n-1 (all of them when n ≤ count). */
export function evenSample(n: number, count: number): number[] {
  if (n <= count) return Array.from({ length: n }, (_, i) => i);
  return Array.from({ length: count }, (_, k) => Math.floor((k * n) / count));
}

/**
 * Assignments for every input: the sampled inputs keep theirs; every other non-blank input joins
 * the theme whose centroid (mean of its sampled members' unit vectors) is most similar.
 */
export function assignToNearest(vectors: number[][], sample: number[], sampleAssignments: number[], blank: boolean[]): number[] {
  const dim = vectors[0]?.length ?? 0;
  const themes = Math.max(0, ...sampleAssignments) + 1;
  const centroids = Array.from({ length: themes }, () => new Float64Array(dim));
  sample.forEach((input, k) => {
    const theme = sampleAssignments[k];
    if (theme < 0) return;
    const v = vectors[input];
    for (let d = 0; d < dim; d++) centroids[theme][d] += v[d];
  });
  const assignments = vectors.map((_, i) => (blank[i] ? -1 : nearest(vectors[i], centroids)));
  sample.forEach((input, k) => (assignments[input] = sampleAssignments[k]));
  return assignments;
}

function nearest(v: number[], centroids: Float64Array[]): number {
  let best = -1;
  let score = -Infinity;
  centroids.forEach((c, t) => {
    let dot = 0;
    let norm = 0;
    for (let d = 0; d < c.length; d++) {
      dot += v[d] * c[d];
      norm += c[d] * c[d];
    }
    const cos = norm > 0 ? dot / Math.sqrt(norm) : -Infinity;
    if (cos > score) {
      score = cos;
      best = t;
    }
  });
  return best;
}
