import { describe, expect, it } from 'vitest';
import { ngramKeys, ngramTokens } from '../../../lambdas/core/text/ngrams.js';

describe('ngramTokens', () => {
  it('marks the words after a negation until punctuation, at most four', () => {
    expect(ngramTokens("The food wasn't good, but fine")).toEqual(['the', 'food', "wasn't", 'neg:good', 'but', 'fine']);
    expect(ngramTokens('not at all a very good one')).toEqual(['not', 'neg:at', 'neg:all', 'neg:a', 'neg:very', 'good', 'one']);
  });

  it('keeps emoji, emoticons, ! and ? and folds numbers and curly apostrophes', () => {
    expect(ngramTokens('Love it 😍 :) 100 times!! don’t?')).toEqual(['love', 'it', '😍', ':)', '<num>', 'times', '!', '!', "don't", '?']);
  });
});

describe('ngramKeys', () => {
  it('gives distinct unigrams then bigrams', () => {
    expect(ngramKeys('good good food')).toEqual(['good', 'food', 'good good', 'good food']);
    expect(ngramKeys('')).toEqual([]);
  });
});
