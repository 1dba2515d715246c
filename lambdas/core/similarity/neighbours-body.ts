import { SIMILARITY_DECIMALS } from '../limits.js';
import type { NeighbourRows } from './nearest-neighbours.js';
import type { SimilarityScenario } from './row-ranges.js';

/**
 * The JSON body of a similarity request with `topK`:
 * `{"scenario","mode":"topK","n","neighbours":[{"indices":[…],"scores":[…]},…],"requestId"}`,
 * one entry per input (self) or per `set_a` item (cross), written row range by row range in
 * order, so the parts of consecutive ranges concatenate into the whole body.
 */

const SCALE = 10 ** SIMILARITY_DECIMALS;

/** The text before the first entry. */
export function neighboursBodyHead(scenario: SimilarityScenario, n: number): string {
  return `{"scenario":"${scenario}","mode":"topK","n":${n},"neighbours":[`;
}

/** The text after the last entry. */
export function neighboursBodyTail(requestId: string): string {
  return `],"requestId":${JSON.stringify(requestId)}}`;
}

/** The entries of a range of rows, with a leading comma unless the range starts at row 0. */
export function neighbourEntriesText(rows: NeighbourRows): string {
  const parts: string[] = [];
  for (let row = rows.rowStart; row < rows.rowEnd; row++) {
    const local = row - rows.rowStart;
    const at = local * rows.k;
    const count = rows.counts[local];
    const indices: number[] = [];
    const scores: number[] = [];
    for (let i = at; i < at + count; i++) {
      indices.push(rows.indices[i]);
      // The printed form of `roundSimilarity` (never -0).
      scores.push(rows.scores[i] / SCALE + 0);
    }
    parts.push(`{"indices":[${indices.join(',')}],"scores":[${scores.join(',')}]}`);
  }
  const text = parts.join(',');
  return rows.rowStart > 0 && text.length > 0 ? `,${text}` : text;
}
