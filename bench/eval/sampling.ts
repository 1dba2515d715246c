/**
 * Deterministic sampling: every sample of the evaluation is drawn with a seeded generator, so two
 * runs with the same seed and data score exactly the same texts.
 */
import { mulberry32, type Random } from '../../lambdas/core/clustering/prng.js';

export type { Random };

/** The seed used when the command line gives none. */
export const DEFAULT_EVAL_SEED = 20261122;

/** A generator for one named purpose, so adding a sample elsewhere never shifts this one. */
export function seededRandom(seed: number, purpose: string): Random {
  let hash = 2166136261;
  for (const ch of purpose) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619);
  return mulberry32((seed ^ hash) >>> 0);
}

/** Fisher–Yates shuffle of a copy. */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Up to `limit` items chosen uniformly at random, kept in their original order. */
export function sampleInOrder<T>(items: readonly T[], limit: number | undefined, random: Random): T[] {
  if (limit === undefined || limit >= items.length) return [...items];
  const chosen = new Set(shuffled(items.map((_, i) => i), random).slice(0, limit));
  return items.filter((_, i) => chosen.has(i));
}

/** Splits a list into consecutive chunks of at most `size` items. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/**
 * Maps with at most `limit` calls in flight, results in input order: the local server runs two
 * worker threads, so two requests at a time keep both busy.
 */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
