import { describe, expect, it } from 'vitest';
import { aggregate, sideSplitsOf, splitUnitPairs, textUnits, type UnitSplit } from '../../../../lambdas/core/similarity/split-units.js';

const split = (unit: UnitSplit['unit'], windowSize = 1, strideSize = 1): UnitSplit => ({ unit, agg: 'mean', windowSize, strideSize });

describe('similarity split units', () => {
  it('cuts sentences (abbreviations kept), lines and words', () => {
    expect(textUnits('Dr. Lee was kind. The wait was long!  Worth it? Yes', split('sentence'))).toEqual(['Dr. Lee was kind.', 'The wait was long!', 'Worth it?', 'Yes']);
    expect(textUnits('first line\n\n  second line \r\nthird', split('newline'))).toEqual(['first line', 'second line', 'third']);
    expect(textUnits("It's well-made, 10/10.", split('word'))).toEqual(["It's", 'well-made', '10', '10']);
  });

  it('groups units into windows every stride, the last window ending at the last unit', () => {
    const words = 'a b c d e f g';
    expect(textUnits(words, split('word', 3, 2))).toEqual(['a b c', 'c d e', 'e f g']);
    expect(textUnits(words, split('word', 3, 3))).toEqual(['a b c', 'd e f', 'e f g']);
    expect(textUnits('a b', split('word', 5, 1))).toEqual(['a b']);
    expect(textUnits('one.\ntwo.', { ...split('newline', 2) })).toEqual(['one.\ntwo.']);
  });

  it('keeps a text without units as its own unit (a blank text stays blank)', () => {
    expect(textUnits('   ', split('sentence'))).toEqual(['   ']);
    expect(textUnits('', split('word'))).toEqual(['']);
  });

  it('aggregates by max, mean and the mean of the top 2 or 3', () => {
    const v = [0.1, 0.9, 0.5, 0.3];
    expect(aggregate(v, 'max')).toBe(0.9);
    expect(aggregate(v, 'mean')).toBeCloseTo(0.45, 12);
    expect(aggregate(v, 'top2')).toBeCloseTo(0.7, 12);
    expect(aggregate(v, 'top3')).toBeCloseTo(0.5666666666666667, 12);
    expect(aggregate([0.4], 'top3')).toBe(0.4);
  });

  it('reads every request form: a name, one spec for both sides, one per side, or none', () => {
    expect(sideSplitsOf(undefined)).toBeUndefined();
    expect(sideSplitsOf(false)).toBeUndefined();
    expect(sideSplitsOf(null)).toBeUndefined();
    expect(sideSplitsOf({})).toBeUndefined();
    expect(sideSplitsOf('sentence')).toEqual({ a: split('sentence'), b: split('sentence') });
    expect(sideSplitsOf({ unit: 'word', agg: 'max', window_size: 4 })).toEqual({ a: { unit: 'word', agg: 'max', windowSize: 4, strideSize: 1 }, b: { unit: 'word', agg: 'max', windowSize: 4, strideSize: 1 } });
    expect(sideSplitsOf({ set_a: { unit: 'sentence', agg: 'max' } })).toEqual({ a: { unit: 'sentence', agg: 'max', windowSize: 1, strideSize: 1 }, b: undefined });
  });

  it('counts the unit pairs a request compares', () => {
    const sides = sideSplitsOf({ set_a: 'sentence' })!;
    expect(splitUnitPairs(sides, undefined, ['Good food. Bad wine.', 'Fine.'], ['x', 'y'])).toBe(3 * 2);
    expect(splitUnitPairs(sideSplitsOf('sentence')!, ['Good food. Bad wine.', 'Fine.'], [], [])).toBe(9);
  });
});
