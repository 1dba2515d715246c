/** Every limit of the specification and the contract, in one place. */

export const OPERATIONS = ['embeddings', 'similarity', 'themes', 'sentiment', 'extractions'] as const;
export type Operation = (typeof OPERATIONS)[number];

/** Characters allowed in one input string (contract §6). */
export const MAX_TEXT_CHARS = 20_000;
/** Request body byte limit (API Gateway's maximum). */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;
/** Longest accepted `Idempotency-Key`. */
export const MAX_IDEMPOTENCY_KEY_CHARS = 255;
/** Longest client `X-Request-Id` that is reused. */
export const MAX_REQUEST_ID_CHARS = 128;
/** Longest free-text `context` for themes. */
export const MAX_CONTEXT_CHARS = 2_000;
/** Largest `window_size` and `stride_size` of a similarity `split`. */
export const MAX_SPLIT_WINDOW = 50;
/** Longest `version` string. */
export const MAX_VERSION_CHARS = 64;

export interface ModeLimits {
  sync: number;
  async: number;
}

export const LIMITS = {
  embeddings: { inputs: { sync: 200, async: 2_000 } },
  similarity: {
    set: { sync: 100, async: 44_721 },
    crossPairs: { sync: 10_000, async: 2_000_000_000 },
    /** With `split`: unit pairs compared (contract §10); such a request is computed in memory. */
    splitUnitPairs: { sync: 100_000, async: 5_000_000 },
  },
  themes: { inputs: { sync: 200, async: 500 } },
  sentiment: { inputs: { sync: 200, async: 10_000 } },
  extractions: { inputs: { sync: 200, async: 200 }, themes: { sync: 50, async: 50 } },
} as const;

export const MIN_SIMILARITY_SET = 2;
export const MIN_THEMES_INPUTS = 2;
export const THEMES_MIN_FLOOR = 1;
export const THEMES_MAX_CEILING = 50;
export const THEMES_DEFAULT_MAX = 10;
export const PRUNE_MAX = 50;
/** At most this many items at each level of an extractions result. */
export const MAX_EXTRACTIONS_PER_LIST = 1_000;
/** Most nearest neighbours (`topK`) a similarity request may ask for per input. */
export const MAX_TOP_K = 100;
/**
 * Most neighbour entries (inputs × min(topK, candidates)) of one `topK` result: a 44,721-string
 * set with `topK` 100 fits; a cross request of millions of tiny `set_a` strings would not.
 */
export const MAX_NEIGHBOUR_ENTRIES = 5_000_000;
/** Decimal places of similarity values in JSON. */
export const SIMILARITY_DECIMALS = 6;
