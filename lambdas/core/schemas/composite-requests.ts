import { z } from 'zod';
import { CLUSTERING_ALGORITHMS, COMPOSITE_LIMITS, MAX_QUESTION_CHARS, SUMMARY_LENGTHS, SUMMARY_PRESETS } from '../composite/limits.js';
import { MAX_TEXT_CHARS, MAX_VERSION_CHARS } from '../limits.js';
import type { CompositeOperation } from '../request-operations.js';

/**
 * Request bodies of the composite operations (contract §10), as the TypeScript SDK sends them and
 * its OpenAPI document describes them. Maximum sizes are those of the asynchronous mode; the
 * synchronous limits are checked after parsing (`composite/mode-limits.ts`).
 */

const Text = z.string().max(MAX_TEXT_CHARS);
const Fast = z.boolean().meta({ description: 'true: HTTP 200 with the result. false or omitted: HTTP 202 with a job id.' });
const Version = z.string().min(1).max(MAX_VERSION_CHARS);
const NotBlank = (what: string) => z.string().refine((s) => s.trim().length > 0, { message: `\`${what}\` must not be blank.` });

const { clustering, summaries, dataDictionary } = COMPOSITE_LIMITS;

/** The texts of a composite operation: at least `min`, at most the asynchronous limit. */
const Inputs = (min: number, limit: { sync: number; async: number }) =>
  z
    .array(Text)
    .min(min)
    .max(limit.async)
    .meta({ description: `${min} to ${limit.async} strings (at most ${limit.sync} when \`fast\` is true).` });

export const ClusteringRequest = z
  .object({
    inputs: Inputs(2, clustering.inputs),
    k: z.int().min(clustering.k.min).max(clustering.k.max).meta({ description: `Number of clusters (${clustering.k.min} to ${clustering.k.max}, at most the number of inputs). \`hdbscan\` treats it as the largest number.` }),
    algorithm: z
      .enum(CLUSTERING_ALGORITHMS)
      .optional()
      .meta({ description: '`kmeans` (default: k-means++ on the L2-normalised embeddings, so spherical), `skmeans` (the same), `agglomerative` (Ward), `hdbscan` (answered by average-linkage agglomerative clustering cut at k; see the design notes).' }),
    version: Version.optional().meta({ description: 'An embeddings version (`GET /v1/versions`): the vectors that are clustered. Omit for the default.' }),
    fast: Fast.optional(),
  })
  .superRefine((req, ctx) => {
    if (req.k > req.inputs.length) ctx.addIssue({ code: 'custom', path: ['k'], message: `\`k\` is ${req.k} but there are only ${req.inputs.length} inputs; send k ≤ the number of inputs.` });
  })
  .meta({ id: 'ClusteringRequest' });

export const SummariesRequest = z
  .object({
    inputs: Inputs(1, summaries.inputs),
    question: NotBlank('question')
      .pipe(z.string().max(MAX_QUESTION_CHARS))
      .optional()
      .meta({ description: `What the summary answers (at most ${MAX_QUESTION_CHARS} characters). The TypeScript SDK always sends one; the Excel add-in may not: without it the summary says what the inputs say most.` }),
    length: z.enum(SUMMARY_LENGTHS).optional().meta({ description: 'bullet-points (5 bullets), short (2 sentences), medium (default, 4), long (8).' }),
    preset: z.enum(SUMMARY_PRESETS).optional().meta({ description: 'A named format; wins over `length`: five-point, ten-point (bullets), one-tweet (≤ 280 characters), three-tweets, one-para, exec (6 sentences), one-pager (12), two-pager (24).' }),
    version: Version.optional().meta({ description: 'A themes version (`GET /v1/versions`): the embedded versions quote the inputs (extractive), an LLM version writes the summary (abstractive). Omit for the default.' }),
    fast: Fast.optional(),
  })
  .meta({ id: 'SummariesRequest' });

const Cell = z.string().max(dataDictionary.cellChars);

export const DataDictionaryRequest = z
  .object({
    data: z
      .array(z.array(Cell).min(1).max(dataDictionary.columns.async))
      .min(1)
      .max(dataDictionary.rows.async)
      .meta({
        description: `The table: the first row holds the column headers, every row has the same number of cells (strings). At most ${dataDictionary.rows.async} rows, ${dataDictionary.columns.async} columns and ${dataDictionary.cells.async} cells (${dataDictionary.rows.sync} rows and ${dataDictionary.cells.sync} cells when \`fast\` is true).`,
      }),
    options: z
      .object({
        title: z.string().min(1).max(200).optional(),
        description: z.string().min(1).max(1000).optional(),
        context: z.string().min(1).max(2000).optional(),
        language: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'an ISO 639-1 code such as "en" or "en-GB"').optional(),
      })
      .strict()
      .optional()
      .meta({ description: 'Codebook metadata: title, description, context (noted in the codebook), language (ISO 639-1, default "en").' }),
    fast: Fast.optional().meta({ description: 'The TypeScript SDK always sends false (a job); true answers at once within the synchronous limits.' }),
  })
  .superRefine((req, ctx) => {
    const width = req.data[0]?.length ?? 0;
    const bad = req.data.findIndex((row) => row.length !== width);
    if (bad >= 0) ctx.addIssue({ code: 'custom', path: ['data', bad], message: `All rows must have the same number of columns: row 0 has ${width}, row ${bad} has ${req.data[bad].length}.` });
    else if (req.data.length < 2) ctx.addIssue({ code: 'custom', path: ['data'], message: 'Send the header row and at least one data row.' });
  })
  .meta({ id: 'DataDictionaryRequest' });

export type ClusteringRequest = z.infer<typeof ClusteringRequest>;
export type SummariesRequest = z.infer<typeof SummariesRequest>;
export type DataDictionaryRequest = z.infer<typeof DataDictionaryRequest>;

export const COMPOSITE_REQUEST_SCHEMAS = {
  clustering: ClusteringRequest,
  summaries: SummariesRequest,
  'data-dictionary': DataDictionaryRequest,
} as const;

export const COMPOSITE_KNOWN_FIELDS: Record<CompositeOperation, readonly string[]> = {
  clustering: ['inputs', 'k', 'algorithm', 'version', 'fast'],
  summaries: ['inputs', 'question', 'length', 'preset', 'version', 'fast'],
  'data-dictionary': ['data', 'options', 'fast'],
};
