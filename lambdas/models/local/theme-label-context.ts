/**
 * What the label steps after the first choice of a short label read of one theme (mostSaidLabel of
 * theme-label-most.ts, saidOfLabel of theme-label-said.ts, termsLabel of theme-label-terms.ts,
 * sharedSayingLabel of theme-label-shared.ts): its members, the words it may not use, and the checks
 * a new label must pass. Each step takes the label so far and this one context, and answers a new
 * label or undefined where the label stands.
 */
import type { PhraseCandidate } from './theme-phrase-candidates.js';
import type { Tags } from './theme-label-said-words.js';
import { stem } from '../../core/text/theme-words.js';

export interface LabelContext {
  /** The theme's distinct members (indices into tags and weights), most typical first. */
  readonly typicalOrder: readonly number[];
  /** Every text's tagged words. */
  readonly tags: Tags;
  /** Every text's weight (how many inputs it stands for). */
  readonly weights: ArrayLike<number>;
  /** Inputs in the theme (duplicates included). */
  readonly size: number;
  /** Words no label of the theme may be built on (the context's and the request's common words). */
  readonly excluded: ReadonlySet<string>;
  /** A label not taken, that passes the checks of theme-label-checks.ts. */
  readonly ok: (label: string) => boolean;
  /** A label not taken, of plain words (without the checks, which read "Nobody answered" as a fragment): for the members' own phrases. */
  readonly free: (label: string) => boolean;
  /** A label not taken (one noun may stand where a praise word is taken off it). */
  readonly fresh: (label: string) => boolean;
  /** The phrases the naming found for the theme (read by mostSaidLabel), built when first asked. */
  readonly pool: () => readonly PhraseCandidate[];
}

/** A step of the naming: the label it gives, or undefined where the label stands. */
export type LabelStep = (label: string, context: LabelContext) => string | undefined;

/**
 * A context from its parts: `free` is `ok` and `fresh` is `free` where not given, the pool empty; the pool is built
 * once, on first use.
 */
export function labelContext(parts: Omit<LabelContext, 'free' | 'fresh' | 'pool'> & Partial<Pick<LabelContext, 'free' | 'fresh' | 'pool'>>): LabelContext {
  const free = parts.free ?? parts.ok;
  let pool: readonly PhraseCandidate[] | undefined;
  const build = parts.pool ?? (() => []);
  return { ...parts, free, fresh: parts.fresh ?? free, pool: () => (pool ??= build()) };
}

/** The theme's members that write a word of the stem `head`, most typical first: the member's words, where its first such word stands, and its weight. */
export function writersOf(context: LabelContext, head: string): Array<{ words: Tags[number]; at: number; weight: number }> {
  return context.typicalOrder.flatMap((t) => {
    const words = context.tags[t];
    const at = words.findIndex((x) => x.word && stem(x.normal) === head);
    return at < 0 ? [] : [{ words, at, weight: context.weights[t] }];
  });
}
