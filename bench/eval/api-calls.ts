/**
 * The analyses the evaluation needs, each split into requests within the API's limits: a
 * synchronous call when a chunk fits the synchronous limit, otherwise an asynchronous job.
 */
import { LIMITS } from '../../lambdas/core/limits.js';
import { chunks, mapLimit } from './sampling.js';
import { versionField, type EvalContext } from './types.js';

/** Requests in flight at once (the local server has two worker threads by default). */
export const REQUEST_CONCURRENCY = 2;

/** Unit-length vectors of `texts` (same order) from `POST /v1/embeddings`. */
export async function embed(context: EvalContext, texts: readonly string[]): Promise<Float32Array[]> {
  const distinct = [...new Set(texts)];
  const vectors = new Map<string, Float32Array>();
  const { sync, async } = LIMITS.embeddings.inputs;
  await mapLimit(chunks(distinct, distinct.length <= sync ? sync : async), REQUEST_CONCURRENCY, async (part) => {
    const body = await context.client.analyse<{ embeddings: { text: string; vector: number[] }[] }>(
      'embeddings',
      { inputs: part, ...versionField(context, 'embeddings') },
      part.length <= sync,
    );
    body.embeddings.forEach((e, i) => vectors.set(part[i], Float32Array.from(e.vector)));
  });
  return texts.map((t) => vectors.get(t)!);
}

/** sim(a[i], b[i]) for each pair, from cross-similarity requests of at most 100 pairs each. */
export async function pairSimilarities(context: EvalContext, a: readonly string[], b: readonly string[]): Promise<number[]> {
  const size = LIMITS.similarity.set.sync;
  const starts = chunks(a.map((_, i) => i), size).map((c) => c[0]);
  const parts = await mapLimit(starts, REQUEST_CONCURRENCY, async (start) => {
    const setA = a.slice(start, start + size);
    const setB = b.slice(start, start + size);
    const body = await context.client.analyse<{ matrix: number[][] }>(
      'similarity',
      { set_a: setA, set_b: setB, ...versionField(context, 'similarity') },
      true,
    );
    return setA.map((_, i) => body.matrix[i][i]);
  });
  return parts.flat();
}

export interface SentimentAnswer {
  sentiment: string;
  confidence: number;
}

/** `POST /v1/sentiment` over any number of texts. */
export async function classifySentiment(context: EvalContext, texts: readonly string[]): Promise<SentimentAnswer[]> {
  const { sync, async } = LIMITS.sentiment.inputs;
  const parts = await mapLimit(chunks(texts, texts.length <= sync ? sync : async), REQUEST_CONCURRENCY, async (part) => {
    const body = await context.client.analyse<{ results: SentimentAnswer[] }>(
      'sentiment',
      { inputs: part, ...versionField(context, 'sentiment') },
      part.length <= sync,
    );
    return body.results;
  });
  return parts.flat();
}

/** `POST /v1/extractions`: result[i][j] = strings of texts[i] about themes[j]. */
export async function extract(context: EvalContext, texts: readonly string[], themes: readonly string[]): Promise<string[][][]> {
  const size = LIMITS.extractions.inputs.sync;
  const parts = await mapLimit(chunks(texts, size), REQUEST_CONCURRENCY, async (part) => {
    const body = await context.client.analyse<{ extractions: string[][][] }>(
      'extractions',
      { inputs: part, themes, ...versionField(context, 'extractions') },
      true,
    );
    return body.extractions;
  });
  return parts.flat();
}

export interface ThemeAnswer {
  shortLabel: string;
  label: string;
  description: string;
  representatives: string[];
  size?: number;
}

export interface ThemesAnswer {
  themes: ThemeAnswer[];
  /** Present when the service supports `includeAssignments`. */
  assignments?: number[];
}

/** `POST /v1/themes` with `includeAssignments`, always as a job: that is how samples of up to 500 texts are sent. */
export async function findThemes(
  context: EvalContext,
  inputs: readonly string[],
  options: { minThemes?: number; maxThemes?: number; context?: string },
): Promise<ThemesAnswer> {
  const body = await context.client.analyse<ThemesAnswer>(
    'themes',
    { inputs, ...options, includeAssignments: true, ...versionField(context, 'themes') },
    false,
  );
  return { themes: body.themes, ...(body.assignments ? { assignments: body.assignments } : {}) };
}
