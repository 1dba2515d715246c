import { describe, expect, it } from 'vitest';
import { crossSimilarity, normalizeInPlace, selfSimilarity } from '../../../lambdas/core/vectors.js';
import { roundSimilarity, similarityArray, toMatrix } from '../../../lambdas/core/json-format.js';

const v = (...xs: number[]) => normalizeInPlace(Float32Array.from(xs));

describe('similarity math', () => {
  it('orders the self triangle row-major without the diagonal', () => {
    const vectors = [v(1, 0), v(0, 1), v(1, 1), v(-1, 0)];
    const flat = similarityArray(selfSimilarity(vectors));
    expect(flat).toHaveLength(6);
    expect(flat).toEqual([0, 0.707107, -1, 0.707107, 0, -0.707107]);
  });

  it('orders cross similarities a-major', () => {
    const flat = similarityArray(crossSimilarity([v(1, 0), v(0, 1)], [v(1, 0), v(1, 1), v(0, -1)]));
    expect(toMatrix(flat, 2, 3)).toEqual([
      [1, 0.707107, 0],
      [0, 0.707107, -1],
    ]);
  });

  it('scores a zero vector 0 against everything, itself included', () => {
    const zero = new Float32Array(2);
    expect(similarityArray(selfSimilarity([zero, zero, v(1, 0)]))).toEqual([0, 0, 0]);
  });

  it('rounds to six decimals and never emits -0', () => {
    expect(roundSimilarity(0.12345678)).toBe(0.123457);
    expect(Object.is(roundSimilarity(-0.0000001), -0)).toBe(false);
    expect(roundSimilarity(1.0000001)).toBe(1);
  });
});
