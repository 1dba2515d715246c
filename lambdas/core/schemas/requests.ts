import { z } from 'zod';
import { checkExtractionsShape, DICTIONARY_FIELDS } from './extractions-dictionary.js';
import { checkThemeSets, THEME_SETS_FIELDS } from './theme-sets.js';
import {
  LIMITS,
  MAX_CONTEXT_CHARS,
  MAX_TOP_K,
  MAX_SPLIT_WINDOW,
  MAX_TEXT_CHARS,
  MAX_VERSION_CHARS,
  MIN_SIMILARITY_SET,
  MIN_THEMES_INPUTS,
  PRUNE_MAX,
  THEMES_MAX_CEILING,
  THEMES_MIN_FLOOR,
} from '../limits.js';

/**
 * Request bodies of the five analysis operations. Maximum sizes are those of the asynchronous
 * mode (the larger); the synchronous limits are checked after parsing (`mode-limits.ts`).
 * Unknown fields are stripped (and reported in `X-Ignored-Fields`).
 */

const Text = z.string().max(MAX_TEXT_CHARS).meta({ description: `An input string of at most ${MAX_TEXT_CHARS} characters.` });
const Version = z
  .string()
  .min(1)
  .max(MAX_VERSION_CHARS)
  .meta({ description: 'Model version (a `YYYY-MM-DD` date or a named alias). Omit for the default; see `GET /v1/versions`.' });
const Fast = z
  .boolean()
  .meta({ description: 'true: process synchronously (HTTP 200 with the result). false or omitted: HTTP 202 with a job id. Also accepted as the query parameter `?fast=true`; the body wins.' });

const inputs = (min: number, sync: number, async: number) =>
  z.array(Text).min(min).max(async).meta({ description: `${min} to ${async} strings (at most ${sync} when \`fast\` is true).` });

export const EmbeddingsRequest = z
  .object({
    inputs: inputs(1, LIMITS.embeddings.inputs.sync, LIMITS.embeddings.inputs.async),
    version: Version.optional(),
    fast: Fast.optional(),
  })
  .meta({ id: 'EmbeddingsRequest' });

const SplitUnitName = z.enum(['sentence', 'newline', 'word']);
const SplitUnit = z
  .union([
    SplitUnitName,
    z
      .object({
        unit: SplitUnitName,
        agg: z.enum(['mean', 'max', 'top2', 'top3']).optional().meta({ description: 'How a text\'s unit similarities combine: mean (default), max, or the mean of the top 2 or 3.' }),
        window_size: z.int().min(1).max(MAX_SPLIT_WINDOW).optional().meta({ description: `Units per sliding window (1 to ${MAX_SPLIT_WINDOW}, default 1).` }),
        stride_size: z.int().min(1).max(MAX_SPLIT_WINDOW).optional().meta({ description: `Units between window starts (1 to ${MAX_SPLIT_WINDOW}, default 1).` }),
      })
      .strict(),
  ])
  .meta({ id: 'SplitUnit', description: 'Cut each text into sentences, lines or words (a name alone: mean aggregation, no windows).' });

const Split = z
  .union([z.literal(false), z.null(), SplitUnit, z.object({ set_a: SplitUnit.optional(), set_b: SplitUnit.optional() }).strict()])
  .meta({
    id: 'Split',
    description: `Compare units of the texts instead of whole texts: one unit spec for every side, or one per side of a cross comparison (\`set_a\`, \`set_b\`); \`false\` or \`null\`: whole texts. At most ${LIMITS.similarity.splitUnitPairs.sync} unit pairs when \`fast\` is true, ${LIMITS.similarity.splitUnitPairs.async} otherwise.`,
  });

const similarityFields = {
  set: z
    .array(Text)
    .min(MIN_SIMILARITY_SET)
    .max(LIMITS.similarity.set.async)
    .optional()
    .meta({ description: `Self-similarity: ${MIN_SIMILARITY_SET} to ${LIMITS.similarity.set.async} strings (at most ${LIMITS.similarity.set.sync} when \`fast\` is true). Send either \`set\` or both \`set_a\` and \`set_b\`.` }),
  set_a: z.array(Text).min(1).optional().meta({ description: 'Cross-similarity: first set (non-empty). |set_a| × |set_b| ≤ 10000 when fast, ≤ 2000000000 otherwise.' }),
  set_b: z.array(Text).min(1).optional().meta({ description: 'Cross-similarity: second set (non-empty).' }),
  version: Version.optional(),
  fast: Fast.optional(),
  flatten: z
    .boolean()
    .optional()
    .meta({ description: 'Cross-similarity only: return the flattened row-major array instead of a matrix. Ignored for self-similarity. Also accepted as `?flatten=true`.' }),
  topK: z
    .int()
    .min(1)
    .max(MAX_TOP_K)
    .optional()
    .meta({
      description: `Nearest neighbours instead of every value: for each input of \`set\` (or of \`set_a\`), the indices and scores of its k most similar other inputs (or items of \`set_b\`), best first, ties by lower index (1 to ${MAX_TOP_K}). The response then has \`mode: "topK"\` and \`neighbours\` instead of \`flattened\` and \`matrix\`.`,
    }),
  threshold: z
    .number()
    .min(-1)
    .max(1)
    .optional()
    .meta({ description: 'With `topK` only: keep neighbours whose score (as returned, 6 decimals) is at least this (-1 to 1), so an input may have fewer than k.' }),
  split: Split.optional(),
};

export const SimilarityRequest = z
  .object(similarityFields)
  .superRefine((req, ctx) => {
    const self = req.set !== undefined;
    const a = req.set_a !== undefined;
    const b = req.set_b !== undefined;
    if (self && (a || b)) {
      ctx.addIssue({ code: 'custom', path: ['set'], message: 'Send either `set` (self-similarity) or `set_a` and `set_b` (cross-similarity), not both.' });
    } else if (!self && !a && !b) {
      ctx.addIssue({ code: 'custom', path: ['set'], message: 'Send `set` (self-similarity) or both `set_a` and `set_b` (cross-similarity).' });
    } else if (self && req.split && typeof req.split === 'object' && !('unit' in req.split)) {
      ctx.addIssue({ code: 'custom', path: ['split'], message: 'For self-similarity send `split` as one unit spec ("sentence" or {unit, agg, window_size, stride_size}), not one per set.' });
    } else if (!self && a !== b) {
      const missing = a ? 'set_b' : 'set_a';
      ctx.addIssue({ code: 'custom', path: [missing], message: `Cross-similarity needs both \`set_a\` and \`set_b\`; \`${missing}\` is missing.` });
    }
    if (req.topK !== undefined && req.split !== undefined && req.split !== null && req.split !== false) {
      ctx.addIssue({ code: 'custom', path: ['split'], message: '`split` and `topK` cannot be combined: send `split` for the full values, or `topK` on whole texts.' });
    }
    if (req.threshold !== undefined && req.topK === undefined) {
      ctx.addIssue({ code: 'custom', path: ['threshold'], message: '`threshold` applies to nearest neighbours only: send it with `topK`.' });
    }
  })
  .meta({ id: 'SimilarityRequest' });

export const ThemesRequest = z
  .object({
    inputs: inputs(MIN_THEMES_INPUTS, LIMITS.themes.inputs.sync, LIMITS.themes.inputs.async),
    minThemes: z.int().min(THEMES_MIN_FLOOR).max(THEMES_MAX_CEILING).optional().meta({ description: 'Fewest themes to return (1 to 50, default 1).' }),
    maxThemes: z.int().min(THEMES_MIN_FLOOR).max(THEMES_MAX_CEILING).optional().meta({ description: 'Most themes to return (1 to 50, at least minThemes; default the larger of 10 and minThemes).' }),
    context: z.string().max(MAX_CONTEXT_CHARS).optional().meta({ description: 'Free text that steers what the themes are about, e.g. "focus on usability issues".' }),
    version: Version.optional(),
    prune: z.int().min(0).max(PRUNE_MAX).optional().meta({ description: 'Drop themes covering less than this percentage of the inputs (0 to 50, default 0 = off), never going below minThemes themes.' }),
    includeAssignments: z
      .boolean()
      .optional()
      .meta({ description: 'true: the response adds `assignments` (the theme of each input) and a `size` on each theme. Default false: the response has neither.' }),
    ...THEME_SETS_FIELDS,
    fast: Fast.optional(),
  })
  .refine((req) => req.minThemes === undefined || req.maxThemes === undefined || req.minThemes <= req.maxThemes, {
    path: ['minThemes'],
    message: '`minThemes` must not be greater than `maxThemes`.',
  })
  .superRefine(checkThemeSets)
  .meta({ id: 'ThemesRequest' });

export const SentimentRequest = z
  .object({
    inputs: inputs(1, LIMITS.sentiment.inputs.sync, LIMITS.sentiment.inputs.async),
    version: Version.optional(),
    fast: Fast.optional(),
  })
  .meta({ id: 'SentimentRequest' });

const ThemeName = z.string().max(MAX_TEXT_CHARS).refine((s) => s.trim().length > 0, { message: 'A theme must not be blank.' });

export const ExtractionsRequest = z
  .object({
    inputs: inputs(1, LIMITS.extractions.inputs.sync, LIMITS.extractions.inputs.async),
    themes: z
      .array(ThemeName)
      .min(1)
      .max(LIMITS.extractions.themes.async)
      .optional()
      .meta({ description: `1 to ${LIMITS.extractions.themes.async} theme strings (both modes). Required unless \`dictionary\` is sent (the newer shape).` }),
    ...DICTIONARY_FIELDS,
    version: Version.optional(),
    fast: Fast.optional(),
  })
  .superRefine(checkExtractionsShape)
  .meta({ id: 'ExtractionsRequest' });

export const REQUEST_SCHEMAS = {
  embeddings: EmbeddingsRequest,
  similarity: SimilarityRequest,
  themes: ThemesRequest,
  sentiment: SentimentRequest,
  extractions: ExtractionsRequest,
} as const;

export type EmbeddingsRequest = z.infer<typeof EmbeddingsRequest>;
export type SimilarityRequest = z.infer<typeof SimilarityRequest>;
export type ThemesRequest = z.infer<typeof ThemesRequest>;
export type SentimentRequest = z.infer<typeof SentimentRequest>;
export type ExtractionsRequest = z.infer<typeof ExtractionsRequest>;

/** The body fields each operation knows; anything else is ignored and reported. */
export const KNOWN_FIELDS: Record<keyof typeof REQUEST_SCHEMAS, readonly string[]> = {
  embeddings: ['inputs', 'version', 'fast'],
  similarity: Object.keys(similarityFields),
  themes: ['inputs', 'minThemes', 'maxThemes', 'context', 'version', 'prune', 'includeAssignments', ...Object.keys(THEME_SETS_FIELDS), 'fast'],
  sentiment: ['inputs', 'version', 'fast'],
  extractions: ['inputs', 'themes', ...Object.keys(DICTIONARY_FIELDS), 'version', 'fast'],
};
