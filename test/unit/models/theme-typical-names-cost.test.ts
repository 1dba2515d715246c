/**
 * The cost of themes 2026-11-30's short labels grows about linearly with the answers' distinct
 * words: the cosines between words are counted, not timed. Answers are made of words drawn at
 * random from the word vectors' vocabulary ("The A B is very C for D."), so every answer brings
 * new words; before the vector work was kept to a bounded number of candidates per theme, four
 * times the answers cost sixteen times the cosines.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyseAndTagTexts } from '../../../lambdas/models/local/keyphrases-local.js';
import { WORD_VOCABULARY_FILE, modelFilePath } from '../../../lambdas/models/local/model-files.js';
import { excludedWords } from '../../../lambdas/models/local/theme-names.js';
import { nameTypical } from '../../../lambdas/models/local/theme-typical-names.js';
import { WordVectors } from '../../../lambdas/models/local/word-vectors.js';

const vocabulary = readFileSync(modelFilePath(WORD_VOCABULARY_FILE), 'utf8')
  .split('\n')
  .slice(2000, 30000)
  .filter((w) => /^[a-z]{4,}$/.test(w));
const words = WordVectors.load();

function randomAnswers(count: number, characters: number, seed: number): string[] {
  let state = seed;
  const pick = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return vocabulary[Math.floor((state / 2147483648) * vocabulary.length)];
  };
  return Array.from({ length: count }, () => {
    let text = '';
    while (text.length < characters) text += `The ${pick()} ${pick()} is very ${pick()} for ${pick()}. `;
    return text.trim();
  });
}

function cosinesFor(count: number): number {
  const texts = randomAnswers(count, 800, 11);
  const { analyses, tags } = analyseAndTagTexts(texts);
  const weights = texts.map(() => 1);
  const excluded = excludedWords(analyses, weights, new Set());
  const groups = [0, 1].map((g) => texts.map((_, i) => i).filter((i) => i % 2 === g));
  const stats = { cosines: 0 };
  const labels = nameTypical(groups.map((g) => ({ typicalOrder: g, size: g.length })), texts, tags, weights, excluded, words, () => [], stats);
  expect(labels).toHaveLength(2);
  return stats.cosines;
}

describe('themes 2026-11-30 short labels: cost', () => {
  it('grow about linearly with the distinct words, not with their square', () => {
    const small = cosinesFor(10);
    const large = cosinesFor(40);
    expect(small).toBeGreaterThan(0);
    // Linear growth is 4 times; the square of the vocabulary was 16 times here.
    expect(large / small).toBeLessThan(6);
  }, 60_000);
});
