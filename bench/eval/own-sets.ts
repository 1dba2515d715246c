/**
 * The project's own hand-written test sets (test/fixtures/quality): sentences written for this
 * project, never taken from any data set, in several domains. `split` "dev" sentences may guide
 * design choices; "test" sentences never do, so their figures are the unseen-data figures.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ExtractionCase } from './metrics/spans.js';

export const OWN_SENTIMENT_FILE = fileURLToPath(new URL('../../test/fixtures/quality/sentiment-own.jsonl', import.meta.url));
export const OWN_EXTRACTIONS_FILE = fileURLToPath(new URL('../../test/fixtures/quality/extractions-own.jsonl', import.meta.url));

export interface OwnSentimentRow { text: string; label: string; domain: string; split: 'dev' | 'test' }
export interface OwnMention { theme: string; term: string; span: string; start: number; end: number }
export interface OwnExtractionRow { text: string; domain: string; themes: string[]; mentions: OwnMention[]; split: 'dev' | 'test' }

function lines<T>(file: string): T[] {
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as T);
}

export const ownSentimentRows = (): OwnSentimentRow[] => lines<OwnSentimentRow>(OWN_SENTIMENT_FILE);
export const ownExtractionRows = (): OwnExtractionRow[] => lines<OwnExtractionRow>(OWN_EXTRACTIONS_FILE);

/** One case per (sentence, theme of its domain), with the gold spans and the gold terms. */
export function ownExtractionCases(row: OwnExtractionRow, extracted: readonly string[][]): Array<ExtractionCase & { theme: string }> {
  return row.themes.map((theme, j) => {
    const mine = row.mentions.filter((m) => m.theme === theme);
    return {
      text: row.text, theme, extracted: extracted[j], mentioned: mine.length > 0, implicitOnly: false,
      goldSpans: mine.map((m) => m.span), goldTerms: mine.map((m) => m.term),
    };
  });
}
