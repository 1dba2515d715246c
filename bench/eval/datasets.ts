/**
 * Readers of the development data (one JSON object per line, layout of the data folder's README).
 * The files are read where they are; nothing is copied into the repository.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Reads a JSON-lines file of the data folder, or undefined when the file is absent. */
export function readJsonLines<T>(dataDir: string, relativePath: string): T[] | undefined {
  const file = join(dataDir, relativePath);
  if (!existsSync(file)) return undefined;
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}

export interface SimilarityRow {
  sentence1: string;
  sentence2: string;
  /** Human similarity, 0 to 5. */
  score: number;
}

export interface LabelledTextRow {
  text: string;
  label: string;
}

export interface RatedTextRow {
  text: string;
  /** The 20 raters' scores, −4 to 4. */
  ratings: number[];
  /** Standard deviation of the raters' scores: high where raters disagree. */
  rating_std: number;
  label_3class: string;
}

export interface SurveyRow {
  question_id: string;
  question: string;
  text: string;
  codes_primary: string[] | null;
}

export interface GoldSpan {
  start: number;
  end: number;
  text: string;
}

export interface AspectRow {
  text: string;
  theme: string;
  mentioned: boolean;
  gold_spans: GoldSpan[];
  implicit_only: boolean;
}

export interface FeatureRow {
  text: string;
  features: { feature: string; start: number; end: number }[];
}

/** Paths of the data files, relative to the data folder. */
export const DATA_FILES = {
  stsb: 'similarity/stsb.dev.jsonl',
  tweeteval: 'sentiment/tweeteval.dev.jsonl',
  sst3: 'sentiment/sst3.dev.jsonl',
  reviews4: 'sentiment/reviews-4class.dev.jsonl',
  uci: 'sentiment/uci-sentences.dev.jsonl',
  amazonRated: 'sentiment/amazon-rated.dev.jsonl',
  banking77: 'themes/banking77.dev.jsonl',
  clinc150: 'themes/clinc150.dev.jsonl',
  stackoverflow20: 'themes/stackoverflow20.dev.jsonl',
  survey: 'themes/survey-proctoring.dev.jsonl',
  restaurants16: 'extractions/restaurants16.dev.jsonl',
  appReviews: 'extractions/app-reviews.dev.jsonl',
} as const;
