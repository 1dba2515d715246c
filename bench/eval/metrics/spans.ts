/**
 * Scores of extracted substrings: whether a theme was detected at all, and how well the
 * extracted text overlaps the gold spans word for word.
 */
import { f1 } from './classification.js';

/** Lower-cased word tokens (letters and digits, apostrophes inside words kept). */
export function wordTokens(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu) ?? [];
}

/** Size of the multiset intersection of two token lists. */
export function tokenOverlap(a: readonly string[], b: readonly string[]): number {
  const counts = new Map<string, number>();
  for (const t of a) counts.set(t, (counts.get(t) ?? 0) + 1);
  let common = 0;
  for (const t of b) {
    const left = counts.get(t) ?? 0;
    if (left > 0) {
      common++;
      counts.set(t, left - 1);
    }
  }
  return common;
}

/** One (text, theme) pair: what was extracted and what the annotators marked. */
export interface ExtractionCase {
  text: string;
  extracted: readonly string[];
  mentioned: boolean;
  /** Gold span texts (empty for implicit mentions and for themes not mentioned). */
  goldSpans: readonly string[];
  /** Gold terms (the words naming the theme) when they differ from the gold spans. */
  goldTerms?: readonly string[];
  implicitOnly: boolean;
}

export interface ExtractionScores {
  /** F1 of "something extracted" against "the theme is mentioned" (implicit mentions included). */
  detectionF1: number;
  detectionPrecision: number;
  detectionRecall: number;
  /** Micro-averaged token-overlap F1 of extracted text against the gold spans. */
  tokenF1: number;
  tokenPrecision: number;
  tokenRecall: number;
  /** Share of extracted strings that are not verbatim substrings of their text (must be 0). */
  nonVerbatimShare: number;
  /** Extracted strings in all. */
  extractedCount: number;
  /** Share of gold terms contained (ignoring case) in a string extracted for their text and theme. */
  termsInside: number;
  /** Mean length of the extracted strings in words. */
  meanSpanWords: number;
}

/**
 * Scores a list of cases. Token overlap is pooled over all cases except implicit-only mentions
 * (they have no span to compare with): the tokens of distinct extracted strings against those of
 * distinct gold spans, so whole clauses lose precision against short gold terms.
 */
export function scoreExtractions(cases: readonly ExtractionCase[]): ExtractionScores {
  let tp = 0;
  let predicted = 0;
  let actual = 0;
  let overlap = 0;
  let extractedTokens = 0;
  let goldTokens = 0;
  let strings = 0;
  let nonVerbatim = 0;
  let terms = 0;
  let termsInside = 0;
  let spanWords = 0;
  for (const c of cases) {
    const found = c.extracted.length > 0;
    if (found) predicted++;
    if (c.mentioned) actual++;
    if (found && c.mentioned) tp++;
    strings += c.extracted.length;
    nonVerbatim += c.extracted.filter((s) => !c.text.includes(s)).length;
    spanWords += c.extracted.reduce((a, s) => a + wordTokens(s).length, 0);
    for (const term of c.goldTerms ?? c.goldSpans) {
      terms++;
      if (c.extracted.some((s) => s.toLowerCase().includes(term.toLowerCase()))) termsInside++;
    }
    if (c.implicitOnly) continue;
    const mine = [...new Set(c.extracted)].flatMap(wordTokens);
    const gold = [...new Set(c.goldSpans)].flatMap(wordTokens);
    overlap += tokenOverlap(mine, gold);
    extractedTokens += mine.length;
    goldTokens += gold.length;
  }
  const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);
  return {
    detectionF1: f1(tp, predicted, actual),
    detectionPrecision: ratio(tp, predicted),
    detectionRecall: ratio(tp, actual),
    tokenF1: f1(overlap, extractedTokens, goldTokens),
    tokenPrecision: ratio(overlap, extractedTokens),
    tokenRecall: ratio(overlap, goldTokens),
    nonVerbatimShare: ratio(nonVerbatim, strings),
    extractedCount: strings,
    termsInside: ratio(termsInside, terms),
    meanSpanWords: ratio(spanWords, strings),
  };
}
