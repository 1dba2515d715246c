import { LIMITS, MAX_BODY_BYTES, MAX_TEXT_CHARS } from '../../lambdas/core/limits.js';
import type { ApiClient } from './api.js';
import { assignToNearest, chunksOf, evenSample } from './chunks.js';

export interface Theme {
  shortLabel: string;
  label: string;
  description: string;
  representatives: string[];
  size?: number;
}

export interface SentimentResult {
  sentiment: 'positive' | 'negative' | 'neutral' | 'mixed';
  confidence: number;
}

export interface AnalysisOptions {
  themes: boolean;
  sentiment: boolean;
  /** `themes`: extract against the themes found; `custom`: against `customThemes`. */
  extractions: 'none' | 'themes' | 'custom';
  customThemes: string[];
  maxThemes: number;
}

export interface AnalysisResult {
  texts: string[];
  themes?: Theme[];
  /** Index into `themes` per input, -1 for none. */
  assignments?: number[];
  /** How the assignments were made when the themes ran on a sample. */
  sampled?: number;
  sentiment?: SentimentResult[];
  extractionThemes?: string[];
  /** [input][extraction theme][span] */
  extractions?: string[][][];
  /** Result links of every job, per operation. */
  links: { operation: string; url: string }[];
}

export interface JobView {
  id: string;
  label: string;
  state: 'waiting' | 'running' | 'done' | 'failed';
  progress?: number;
  startedAt?: number;
  endedAt?: number;
}

/** Jobs polled at once (each polls twice a second; the default rate limit is 10 requests a second). */
const JOBS_IN_FLIGHT = 3;
/** Request bytes per chunk, below the body limit with room for the JSON around the texts. */
const CHUNK_BYTES = Math.floor(MAX_BODY_BYTES * 0.9);

/** What stops a set of answers from being analysed at all, in words that say which limit and what to do. */
export function limitProblem(texts: string[]): string | undefined {
  if (texts.length < 2) return 'Give at least 2 answers: themes need two or more to compare.';
  const max = LIMITS.sentiment.inputs.async;
  if (texts.length > max) return `There are ${texts.length.toLocaleString('en')} answers; the console analyses at most ${max.toLocaleString('en')} at once (the asynchronous sentiment limit). Split the file and analyse the parts separately.`;
  const long = texts.findIndex((t) => t.length > MAX_TEXT_CHARS);
  if (long >= 0) return `Answer ${long + 1} has ${texts[long].length.toLocaleString('en')} characters; each answer may have at most ${MAX_TEXT_CHARS.toLocaleString('en')}. Shorten or split it.`;
  return undefined;
}

/** A small pool of job slots shared by every operation of one run. */
class Slots {
  private free = JOBS_IN_FLIGHT;
  private waiting: (() => void)[] = [];
  async take(): Promise<void> {
    if (this.free > 0) {
      this.free--;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }
  give(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.free++;
  }
}

/**
 * Runs the chosen analyses as asynchronous jobs: sentiment beside themes, extractions once the
 * themes are known; every operation chunked within its asynchronous limits where it allows it
 * (themes do not: above 500 answers they run on an even sample and the other answers join the
 * theme whose members' mean embedding is nearest).
 */
export async function runAnalysis(api: ApiClient, texts: string[], options: AnalysisOptions, onJobs: (jobs: JobView[]) => void): Promise<AnalysisResult> {
  const jobs: JobView[] = [];
  const slots = new Slots();
  const result: AnalysisResult = { texts, links: [] };
  const publish = () => onJobs(jobs.map((j) => ({ ...j })));
  const job = async <T>(operation: string, label: string, body: object): Promise<T> => {
    const view: JobView = { id: `${operation}-${jobs.length}`, label, state: 'waiting' };
    jobs.push(view);
    publish();
    await slots.take();
    view.state = 'running';
    view.startedAt = performance.now();
    publish();
    try {
      const { result: body2, resultUrl } = await api.runJob<T>(operation, body, (p) => {
        view.progress = p;
        publish();
      });
      view.state = 'done';
      view.progress = 1;
      result.links.push({ operation: label, url: resultUrl });
      return body2;
    } catch (error) {
      view.state = 'failed';
      throw error;
    } finally {
      view.endedAt = performance.now();
      slots.give();
      publish();
    }
  };
  const chunked = <T>(operation: string, name: string, limit: number, extra: object, run: (chunk: string[]) => object = (inputs) => ({ inputs })) => {
    const chunks = chunksOf(texts, limit, CHUNK_BYTES);
    return Promise.all(
      chunks.map((c, k) => job<T>(operation, chunks.length > 1 ? `${name} ${k + 1} of ${chunks.length} (answers ${c.start + 1}–${c.start + c.items.length})` : name, { ...run(c.items), ...extra })),
    ).then((parts) => ({ parts, chunks }));
  };

  const sentiment = options.sentiment
    ? chunked<{ results: SentimentResult[] }>('sentiment', 'Sentiment', LIMITS.sentiment.inputs.async, {}).then(({ parts }) => {
        result.sentiment = parts.flatMap((p) => p.results);
      })
    : Promise.resolve();

  const themes = options.themes ? findThemes() : Promise.resolve();
  async function findThemes(): Promise<void> {
    const limit = LIMITS.themes.inputs.async;
    const sample = texts.length > limit ? evenSample(texts.length, limit) : undefined;
    const inputs = sample ? sample.map((i) => texts[i]) : texts;
    const label = sample ? `Themes (on ${limit} of ${texts.length.toLocaleString('en')} answers)` : 'Themes';
    const found = await job<{ themes: Theme[]; assignments?: number[] }>('themes', label, { inputs, maxThemes: options.maxThemes, includeAssignments: true });
    result.themes = found.themes;
    if (found.assignments && !sample) {
      result.assignments = found.assignments;
      return;
    }
    // Answers the themes job did not place (a sample, or an API without assignments) join the
    // theme whose placed members (else representatives) have the nearest mean embedding.
    let seeds: number[];
    let seedThemes: number[];
    if (found.assignments) {
      seeds = sample!;
      seedThemes = found.assignments;
      result.sampled = limit;
    } else {
      const pairs = found.themes.flatMap((t, k) => t.representatives.map((r) => [texts.indexOf(r), k]).filter(([i]) => i >= 0));
      seeds = pairs.map(([i]) => i);
      seedThemes = pairs.map(([, k]) => k);
    }
    const { parts } = await chunked<{ embeddings: { vector: number[] }[] }>('embeddings', 'Embeddings (to place every answer in a theme)', LIMITS.embeddings.inputs.async, {});
    const vectors = parts.flatMap((p) => p.embeddings.map((e) => e.vector));
    result.assignments = assignToNearest(vectors, seeds, seedThemes, texts.map((t) => t.trim() === ''));
    result.themes = found.themes.map((t, k) => ({ ...t, size: result.assignments!.filter((a) => a === k).length }));
  }

  const extractions = themes.then(async () => {
    if (options.extractions === 'none') return;
    const targets = options.extractions === 'custom' ? options.customThemes : (result.themes ?? []).map((t) => t.label);
    if (targets.length === 0) return;
    const { parts } = await chunked<{ extractions: string[][][] }>('extractions', 'Extractions', LIMITS.extractions.inputs.async, { themes: targets.slice(0, LIMITS.extractions.themes.async) });
    result.extractionThemes = targets.slice(0, LIMITS.extractions.themes.async);
    result.extractions = parts.flatMap((p) => p.extractions);
  });

  await Promise.all([sentiment, themes, extractions]);
  return result;
}
