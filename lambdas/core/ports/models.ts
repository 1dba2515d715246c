import type { MatrixProduct } from '../similarity/matrix-product.js';
import type { SummaryFormat } from '../composite/summary-format.js';

/**
 * Model ports: what the analysis use cases need from a model backend.
 * Every backend (embedded local models, Bedrock) implements these; the use cases in
 * `lambdas/operations` enforce the contract's rules (ordering, verbatim checks, pruning,
 * rounding) on whatever a backend returns, so a backend only has to be good, not careful.
 */

/** The four sentiment classes of the contract. */
export type SentimentClass = 'positive' | 'negative' | 'neutral' | 'mixed';

export interface SentimentResult {
  sentiment: SentimentClass;
  /** The model's probability for the returned class, in [0, 1]. */
  confidence: number;
}

/** Turns texts into dense vectors. */
export interface TextEncoder {
  readonly dimension: number;
  /**
   * Similarity versions only: the matrix-product engine their values are computed with (float32).
   * Absent: the exact float64 kernel (`core/similarity/similarity-engine.ts`).
   */
  readonly product?: MatrixProduct;
  /**
   * Embeds non-blank texts, one vector per text, same order. Vectors need not be normalised;
   * blank texts are never passed (the use case gives them the zero vector).
   */
  embed(texts: readonly string[]): Promise<Float32Array[]>;
}

export interface SentimentModel {
  /** One result per text, same order. Blank texts are never passed (they are `neutral`). */
  classify(texts: readonly string[]): Promise<SentimentResult[]>;
}

export interface ThemeOptions {
  /** At least 1. */
  minThemes: number;
  /** At most 50, at least minThemes. */
  maxThemes: number;
  /** Free text that steers what the themes are about. */
  context?: string;
  /** The request's `prune` percentage (0 = off); a backend may apply it itself, reassigning the members of dropped themes. */
  prune?: number;
  /** Receives the share of the work done, 0 to 1, as phases finish (a job's `progress`); optional for a backend. */
  onProgress?: (share: number) => void;
}

/** One theme as a backend proposes it; members are indices into the inputs. */
export interface ThemeDraft {
  shortLabel: string;
  label: string;
  description: string;
  /** Indices of the inputs that belong to this theme (every input belongs to exactly one theme). */
  members: number[];
  /** Member indices, most typical first (at least one). */
  typical: number[];
}

export interface ThemesOutcome {
  themes: ThemeDraft[];
  /** Set when the inputs cannot support minThemes themes; explains why. */
  warning?: string;
  /**
   * Optional: for each input, indices into `themes` from the nearest theme to the farthest. Used to
   * place the members of themes dropped by `maxThemes` or `prune` when assignments are returned.
   */
  preferences?: number[][];
}

export interface ThemesModel {
  findThemes(inputs: readonly string[], options: ThemeOptions): Promise<ThemesOutcome>;
}

export interface ExtractionsModel {
  /**
   * For each input and each theme, the substrings of the input that talk about the theme:
   * result[i][j] is a list of candidate substrings of inputs[i] for themes[j]. The use case
   * trims, checks that each is verbatim, removes duplicates and orders them by position.
   */
  extract(inputs: readonly string[], themes: readonly string[]): Promise<string[][][]>;
  /**
   * Optional: the encoder that ranks related terms for `expand_dictionary` (the dictionary shape);
   * a model without one leaves the dictionary as sent.
   */
  readonly termEncoder?: TextEncoder;
  /**
   * Optional: a currency sign of a number at either end of a span is kept when spans are trimmed ("£4 delivery", not "4 delivery").
   * Extractions version 2026-12-04 and later; earlier versions' spans are trimmed as when they were pinned.
   */
  readonly keepsCurrencySigns?: boolean;
}

/** Writes a summary of texts that answers a question (the summaries operation, contract §10). */
export interface SummaryModel {
  /** A non-empty summary in the format (`question` empty: what the inputs say most); an extractive model quotes sentences of the inputs. */
  summarise(inputs: readonly string[], question: string, format: SummaryFormat): Promise<string>;
}

/**
 * The models of a deployment, looked up by operation version (a version id of
 * `GET /v1/versions`, already checked to be served).
 */
export interface ModelProvider {
  /** The encoder behind an embeddings or similarity version. */
  encoder(operation: 'embeddings' | 'similarity', version: string): TextEncoder;
  sentiment(version: string): SentimentModel;
  themes(version: string): ThemesModel;
  extractions(version: string): ExtractionsModel;
  /** The summaries model of a themes version; a backend without one does not serve summaries. */
  summaries?(version: string): SummaryModel;
}
