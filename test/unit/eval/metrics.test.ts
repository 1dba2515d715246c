import { describe, expect, it } from 'vitest';
import { averageRanks, pearson, spearman } from '../../../bench/eval/metrics/correlation.js';
import { accuracy, macroF1 } from '../../../bench/eval/metrics/classification.js';
import { adjustedRandIndex, vMeasure } from '../../../bench/eval/metrics/clustering.js';
import { scoreExtractions, tokenOverlap, wordTokens } from '../../../bench/eval/metrics/spans.js';

describe('clustering metrics (values published for scikit-learn)', () => {
  it('adjusted Rand index', () => {
    expect(adjustedRandIndex([0, 0, 1, 1], [1, 1, 0, 0])).toBe(1);
    expect(adjustedRandIndex([0, 0, 1, 2], [0, 0, 1, 1])).toBeCloseTo(0.5714285714285715, 12);
    expect(adjustedRandIndex([0, 0, 1, 1], [0, 1, 0, 1])).toBeCloseTo(-0.5, 12);
    expect(adjustedRandIndex([0, 0, 0, 1, 1, 1], [0, 0, 1, 1, 2, 2])).toBeCloseTo(0.24242424242424243, 12);
    expect(adjustedRandIndex([0, 0, 0, 0], [0, 1, 2, 3])).toBe(0);
  });

  it('is symmetric and ignores label names', () => {
    const a = ['x', 'x', 'y', 'y', 'z', 'z', 'z'];
    const b = [3, 3, 3, 1, 1, 2, 2];
    expect(adjustedRandIndex(a, b)).toBeCloseTo(adjustedRandIndex(b, a), 12);
    expect(vMeasure(a, b).vMeasure).toBeCloseTo(vMeasure(b, a).vMeasure, 12);
  });

  it('V-measure with homogeneity and completeness', () => {
    expect(vMeasure([0, 0, 1, 1], [0, 0, 1, 2]).vMeasure).toBeCloseTo(0.8, 12);
    expect(vMeasure([0, 0, 1, 1], [0, 0, 1, 2]).homogeneity).toBeCloseTo(1, 12);
    expect(vMeasure([0, 0, 1, 1], [0, 0, 1, 2]).completeness).toBeCloseTo(2 / 3, 12);
    expect(vMeasure([0, 0, 0, 1, 1, 1], [0, 0, 1, 1, 2, 2]).vMeasure).toBeCloseTo(0.5158037429793889, 12);
    expect(vMeasure([0, 0, 0, 0], [0, 1, 2, 3]).vMeasure).toBe(0);
    expect(vMeasure(['a', 'b'], ['a', 'b']).vMeasure).toBe(1);
  });

  it('rejects lists of different lengths', () => {
    expect(() => adjustedRandIndex([0, 1], [0])).toThrow(/lengths/);
  });
});

describe('correlation', () => {
  it('averages the ranks of ties', () => {
    expect(averageRanks([10, 20, 20, 5])).toEqual([2, 3.5, 3.5, 1]);
  });

  it('matches published values', () => {
    expect(spearman([1, 2, 3, 4, 5], [5, 6, 7, 8, 7])).toBeCloseTo(0.8207826816681233, 12);
    expect(pearson([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 12);
    expect(pearson([1, 1, 1], [1, 2, 3])).toBe(0);
  });
});

describe('classification metrics', () => {
  it('macro-F1 over the gold classes, foreign predictions counted as errors', () => {
    expect(macroF1(['a', 'a', 'b', 'b'], ['a', 'b', 'b', 'b'])).toBeCloseTo((2 / 3 + 0.8) / 2, 12);
    expect(macroF1(['a', 'b'], ['mixed', 'b'])).toBeCloseTo(0.5, 12);
    expect(accuracy(['a', 'b', 'c', 'c'], ['a', 'b', 'c', 'a'])).toBe(0.75);
  });
});

describe('extraction metrics', () => {
  it('tokenises words and counts overlaps as multisets', () => {
    expect(wordTokens("The waiter's SUSHI, was great!")).toEqual(["the", "waiter's", 'sushi', 'was', 'great']);
    expect(tokenOverlap(['a', 'a', 'b'], ['a', 'b', 'b'])).toBe(2);
  });

  it('scores detection, token overlap and verbatim strings', () => {
    const scores = scoreExtractions([
      { text: 'The sushi was great', extracted: ['The sushi was great'], mentioned: true, goldSpans: ['sushi'], implicitOnly: false },
      { text: 'Rude staff', extracted: [], mentioned: true, goldSpans: ['staff'], implicitOnly: false },
      { text: 'We loved it', extracted: ['loved'], mentioned: true, goldSpans: [], implicitOnly: true },
      { text: 'Nice view', extracted: ['nice views'], mentioned: false, goldSpans: [], implicitOnly: false },
    ]);
    // detection: 3 predicted, 3 actual, 2 true positives
    expect(scores.detectionF1).toBeCloseTo(2 / 3, 12);
    // tokens: extracted "the sushi was great" + "nice views" = 6, gold "sushi" + "staff" = 2, overlap 1
    expect(scores.tokenPrecision).toBeCloseTo(1 / 6, 12);
    expect(scores.tokenRecall).toBeCloseTo(1 / 2, 12);
    expect(scores.tokenF1).toBeCloseTo(0.25, 12);
    expect(scores.nonVerbatimShare).toBeCloseTo(1 / 3, 12);
  });
});
