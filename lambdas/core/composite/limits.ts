/**
 * Limits of the composite operations (contract §10), in the spirit of the specification's:
 * a synchronous request stays as small as a synchronous embeddings request (200 texts, answered
 * within seconds); a job may hold what one worker computes in memory in minutes.
 */
export const COMPOSITE_LIMITS = {
  /** Clustering embeds every input and keeps an n×n Gram matrix (2,000² doubles = 32 MB). */
  clustering: { inputs: { sync: 200, async: 2_000 }, k: { min: 1, max: 50 } },
  /** Summaries embed every sentence of every input, as embeddings does. */
  summaries: { inputs: { sync: 200, async: 2_000 } },
  /** Data dictionary: the client's documented table limits for a job; a tenth of them synchronously. */
  dataDictionary: {
    rows: { sync: 5_000, async: 50_000 },
    columns: { sync: 1_000, async: 1_000 },
    cells: { sync: 10_000, async: 100_000 },
    /** Characters of one cell. */
    cellChars: 2_000,
  },
} as const;

export const CLUSTERING_ALGORITHMS = ['kmeans', 'skmeans', 'agglomerative', 'hdbscan'] as const;
export type ClusteringAlgorithm = (typeof CLUSTERING_ALGORITHMS)[number];

export const SUMMARY_LENGTHS = ['bullet-points', 'short', 'medium', 'long'] as const;
export const SUMMARY_PRESETS = ['five-point', 'ten-point', 'one-tweet', 'three-tweets', 'one-para', 'exec', 'two-pager', 'one-pager'] as const;
export type SummaryLength = (typeof SUMMARY_LENGTHS)[number];
export type SummaryPreset = (typeof SUMMARY_PRESETS)[number];

/** Longest `question` of a summary request. */
export const MAX_QUESTION_CHARS = 2_000;
