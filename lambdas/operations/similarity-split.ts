import type { SimilarityRequest } from '../core/schemas/requests.js';
import type { TextEncoder } from '../core/ports/models.js';
import { crossShape, checkedRowValues, selfShape, type SimilarityShape } from '../core/similarity/row-ranges.js';
import { aggregate, sideUnits, type SideSplits, type UnitSplit } from '../core/similarity/split-units.js';
import type { RowSource } from '../core/similarity/similarity-body.js';
import { embedTexts } from './embed-texts.js';
import { packVectors, similarityEngine } from './similarity.js';

/**
 * Similarity with `split` (contract §10): every unit of every text is embedded, the version's own
 * engine compares each unit of one side with each unit of the other, and the similarity of two
 * texts is the aggregate of their units' (over the units of the `set_a` text, of the aggregates
 * over the units of the `set_b` text). The result has the shape of the same request without
 * `split`. Bounded by the unit-pair limit, it is computed in memory.
 */
export async function splitSimilaritySource(request: SimilarityRequest, splits: SideSplits, encoder: TextEncoder): Promise<RowSource> {
  const self = request.set !== undefined;
  const textsA = request.set ?? request.set_a!;
  const textsB = request.set ?? request.set_b!;
  const unitsA = sideUnits(textsA, splits.a);
  const unitsB = self ? unitsA : sideUnits(textsB, splits.b);
  const flatA = unitsA.flat();
  const flatB = unitsB.flat();
  const texts = [...flatA, ...flatB];
  const vectors = packVectors(await embedTexts(encoder, texts), encoder.dimension);
  const unitShape = crossShape(flatA.length, flatB.length);
  const values = new Float64Array(flatA.length * flatB.length);
  similarityEngine({ shape: unitShape, texts, flatten: true }, vectors, encoder.dimension, encoder.product).computeRows(0, flatA.length, values);
  const shape = self ? selfShape(textsA.length) : crossShape(textsA.length, textsB.length);
  return new AggregatedRows(shape, values, offsets(unitsA), offsets(unitsB), flatB.length, splits.a, self ? splits.a : splits.b);
}

/** Start of each text's units in the flat unit list, and the end of the last. */
function offsets(units: readonly string[][]): number[] {
  const out = [0];
  for (const u of units) out.push(out[out.length - 1]! + u.length);
  return out;
}

class AggregatedRows implements RowSource {
  /** Scratch lists of `pair`, reused for every pair instead of two new arrays per pair. */
  private readonly perUnitA: number[] = [];
  private readonly perUnitB: number[] = [];

  constructor(
    readonly shape: SimilarityShape,
    private readonly unitValues: Float64Array,
    private readonly startsA: number[],
    private readonly startsB: number[],
    private readonly unitsB: number,
    private readonly splitA: UnitSplit | undefined,
    private readonly splitB: UnitSplit | undefined,
  ) {}

  computeRows(rowStart: number, rowEnd: number, out: Float64Array, offset = 0): number {
    const count = checkedRowValues(this.shape, rowStart, rowEnd, out.length, offset);
    let at = offset;
    for (let i = rowStart; i < rowEnd; i++) {
      const first = this.shape.scenario === 'self' ? i + 1 : 0;
      for (let j = first; j < this.shape.cols; j++) out[at++] = this.pair(i, j);
    }
    return count;
  }

  /** Aggregate over the units of text i of A of (aggregate over the units of text j of B). */
  private pair(i: number, j: number): number {
    const { perUnitA, perUnitB } = this;
    perUnitA.length = 0;
    for (let u = this.startsA[i]!; u < this.startsA[i + 1]!; u++) {
      const row = u * this.unitsB;
      perUnitB.length = 0;
      for (let v = this.startsB[j]!; v < this.startsB[j + 1]!; v++) perUnitB.push(this.unitValues[row + v]!);
      perUnitA.push(this.splitB ? aggregate(perUnitB, this.splitB.agg) : perUnitB[0]!);
    }
    return this.splitA ? aggregate(perUnitA, this.splitA.agg) : perUnitA[0]!;
  }
}
