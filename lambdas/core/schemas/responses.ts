import { z } from 'zod';
import { Usage } from './usage.js';
import { ERROR_CODES } from '../errors.js';
import { OPERATIONS } from '../limits.js';
import { REQUEST_OPERATIONS } from '../request-operations.js';

/** Response bodies, for the OpenAPI document and for tests that check responses against it. */

const RequestId = z.string().meta({ description: 'Same as the X-Request-Id header (for a job result: the job id).' });
const Similarity = z.number().min(-1).max(1).meta({ description: 'Cosine similarity, at most 6 decimals.' });

export const EmbeddingsResponse = z
  .object({
    embeddings: z.array(z.object({ text: z.string(), vector: z.array(z.number()) })).meta({ description: 'One L2-normalised vector per input (blank input: zero vector).' }),
    requestId: RequestId,
    usage: Usage.optional(),
  })
  .meta({ id: 'EmbeddingsResponse' });

export const SimilarityResponse = z
  .object({
    scenario: z.enum(['self', 'cross']),
    mode: z.enum(['matrix', 'flattened']),
    n: z.int().meta({ description: 'Self: number of strings in `set`. Cross: |set_a|.' }),
    flattened: z.array(Similarity).meta({ description: 'Self: upper triangle without the diagonal, row-major: (0,1), (0,2) … (n-2,n-1). Cross: a-major |A| × |B|.' }),
    matrix: z.array(z.array(Similarity)).optional().meta({ description: 'Cross only, unless `flatten`: matrix[i][j] = sim(set_a[i], set_b[j]).' }),
    requestId: RequestId,
    usage: Usage.optional(),
  })
  .meta({ id: 'SimilarityResponse' });

export const SimilarityNeighboursResponse = z
  .object({
    scenario: z.enum(['self', 'cross']),
    mode: z.literal('topK'),
    n: z.int().meta({ description: 'Self: number of strings in `set`. Cross: |set_a|.' }),
    neighbours: z
      .array(
        z.object({
          indices: z.array(z.int()).meta({ description: 'Self: indices in `set` (never the input itself). Cross: indices in `set_b`. Best first; equal scores by lower index.' }),
          scores: z.array(Similarity).meta({ description: 'The similarity of each neighbour, as in the full result (6 decimals).' }),
        }),
      )
      .meta({ description: 'One entry per input of `set` (self) or of `set_a` (cross), in order: up to `topK` neighbours, fewer when there are fewer candidates or `threshold` leaves fewer.' }),
    requestId: RequestId,
    usage: Usage.optional(),
  })
  .meta({ id: 'SimilarityNeighboursResponse' });

/** The similarity operation's body: every value, or with `topK` the nearest neighbours. */
export const SimilarityResult = z.union([SimilarityResponse, SimilarityNeighboursResponse]).meta({ id: 'SimilarityResult' });

export const Theme = z
  .object({
    shortLabel: z.string().meta({ description: '2 to 4 words, unique in the response.' }),
    label: z.string(),
    description: z.string().meta({ description: 'One or two sentences.' }),
    representatives: z.array(z.string()).length(2).meta({ description: 'Exactly two inputs, verbatim, most typical first.' }),
    size: z.int().min(0).optional().meta({ description: 'Only with `includeAssignments`: the number of non-blank inputs assigned to the theme.' }),
  })
  .meta({ id: 'Theme' });

export const ThemesResponse = z
  .object({
    themes: z.array(Theme).max(50).meta({ description: 'Largest theme first.' }),
    assignments: z
      .array(z.int().min(-1))
      .optional()
      .meta({ description: 'Only with `includeAssignments`: one integer per input, the index in `themes` of the theme it belongs to; -1 only for a blank input. The sizes add up to the non-blank inputs.' }),
    requestId: RequestId,
    usage: Usage.optional(),
  })
  .meta({ id: 'ThemesResponse' });

export const SentimentResponse = z
  .object({
    results: z.array(z.object({ sentiment: z.enum(['positive', 'negative', 'neutral', 'mixed']), confidence: z.number().min(0).max(1) })),
    requestId: RequestId,
    usage: Usage.optional(),
  })
  .meta({ id: 'SentimentResponse' });

export const ExtractionsResponse = z
  .object({
    extractions: z.array(z.array(z.array(z.string()))).meta({ description: 'Shape [inputs][themes][K]: verbatim substrings of input i about theme j, in order of position.' }),
    requestId: RequestId,
    usage: Usage.optional(),
  })
  .meta({ id: 'ExtractionsResponse' });

export const JobAccepted = z
  .object({ jobId: z.string(), job_id: z.string(), status: z.literal('pending') })
  .meta({ id: 'JobAccepted', description: 'HTTP 202; headers Location (the job status URL) and Retry-After.' });

export const JobStatus = z
  .object({
    jobId: z.string(),
    job_id: z.string(),
    status: z.enum(['pending', 'completed', 'failed']),
    operation: z.enum(REQUEST_OPERATIONS),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    resultUrl: z.url().optional().meta({ description: 'When completed: a time-limited link to the result (no Authorization header). Its body is what the synchronous response would have been.' }),
    result_url: z.url().optional(),
    expiresAt: z.iso.datetime().optional().meta({ description: 'When `resultUrl` stops working; poll again for a fresh one.' }),
    error: z
      .object({ code: z.string(), message: z.string() })
      .optional()
      .meta({ description: 'When failed: why (e.g. `processing_failed`). On a completed job whose result was deleted after the retention period: `result_expired`, and no `resultUrl`.' }),
    progress: z.number().min(0).max(1).optional(),
    warning: z.string().optional(),
  })
  .meta({ id: 'JobStatus' });

export const ErrorBody = z
  .object({
    code: z.enum(ERROR_CODES.filter((c) => c !== 'processing_failed')),
    message: z.string(),
    errors: z
      .array(
        z.object({
          path: z.array(z.union([z.string(), z.number()])),
          field: z.string().optional(),
          location: z.enum(['body', 'query', 'header', 'path']).optional(),
          message: z.string(),
        }),
      )
      .optional(),
    requestId: z.string(),
  })
  .meta({ id: 'Error' });

const VersionEntry = z.object({
  id: z.string(),
  backend: z.enum(['local', 'bedrock', 'openai-compatible']),
  description: z.string(),
  /** The model a remote backend runs for this version, as its server names it. */
  model: z.string().optional(),
  dimension: z.int().optional(),
  default: z.boolean(),
});

const VersionAliasEntry = z.object({
  id: z.string(),
  /** The served version a request with this id runs on. */
  target: z.string(),
  description: z.string(),
});

const OperationVersions = z.object({
  default: z.string(),
  versions: z.array(VersionEntry),
  /** The version ids the existing public clients send (contract §10), each an alias of a served version. */
  aliases: z.array(VersionAliasEntry),
});

/** One property per operation (an object rather than a record, so that OpenAPI names each). */
export const VersionsResponse = z
  .object(Object.fromEntries(OPERATIONS.map((op) => [op, OperationVersions])) as Record<(typeof OPERATIONS)[number], typeof OperationVersions>)
  .meta({ id: 'Versions' });

export const HealthResponse = z
  .object({ status: z.enum(['ok', 'unavailable']), checks: z.record(z.string(), z.enum(['ok', 'unavailable'])).optional() })
  .meta({ id: 'Health' });
