/** What the span extractions read of a theme once (PreparedTheme) and the word classes they use. */
import { dot } from '../../core/clustering/vectors.js';
import { tagText } from './extractions-tagger.js';

/** Themes that name a kind of thing rather than a thing: any content noun mentions them. */
export const BROAD_THEMES = new Set(['feature', 'features', 'aspect', 'aspects', 'thing', 'things', 'functionality', 'function', 'functions', 'topic', 'topics', 'product feature', 'app feature']);
export const CONTENT_TAGS = new Set(['NOUN', 'PROPN', 'ADJ', 'VERB', 'ADV', 'NUM']);
export const NOUN_TAGS = new Set(['NOUN', 'PROPN']);
/** Nouns that never name what a text is about ("a lot", "anything"). */
export const EMPTY_NOUNS = new Set(['lot', 'thing', 'things', 'way', 'time', 'anything', 'everything', 'something', 'nothing', 'bit', 'kind', 'sort', 'one', 'ones', 'day', 'days', 'people', 'stuff', 'app', 'apps', 'application', 'star', 'stars', 'review']);

/** The unit mean of vectors (undefined for none). */
export function unitMean(vectors: readonly Float64Array[]): Float64Array | undefined {
  if (vectors.length === 0) return undefined;
  const mean = new Float64Array(vectors[0].length);
  for (const v of vectors) for (let d = 0; d < mean.length; d++) mean[d] += v[d];
  const n = Math.sqrt(dot(mean, mean)) || 1;
  return mean.map((x) => x / n);
}

export interface PreparedTheme {
  words: string[];
  /** Stems of `words`. */
  stems: string[];
  /** `words` without hyphens, to find a theme word written as two tokens ("log in" for "login"). */
  joined: string[];
  /** Unit GloVe vectors of the theme words (of their mean for a phrase). */
  vectors: Float64Array[];
  broad: boolean;
  /** Words that mention the theme without naming it (theme-related-words.ts; version 2026-11-27). */
  related: ReadonlySet<string>;
  /** Version 2026-11-30: the generic head noun of a multi-word theme ("app" of "mobile app"). */
  head?: string;
  /** Version 2026-11-30: the theme is about the whole of something ("restaurant in general"). */
  whole?: boolean;
  /** Version 2026-12-04: for a money theme that names what is paid for, the unit GloVe vector of its thing ("food" of "food price"). */
  thing?: Float64Array;
  /** With `thing`: the words' cosines with it, by word and lemma (bounded). */
  thingCosines?: Map<string, number>;
  /** Version 2026-12-05 (people nouns): the lemma of the theme's head, read for whether it names people at work (extractions-people.ts). */
  peopleHead?: string;
  /** Version 2026-12-06: the theme is about a stretch of time ("opening hours", "waiting time"; extractions-everyday.ts). */
  timeHead?: boolean;
}

/** Tags whose words the sentence encoder compares with the themes. */
export const ENCODER_TAGS = new Set(['NOUN', 'PROPN']);
/** Tags whose words may match a theme by GloVe vector (adverbs such as "far" never name a theme). */
export const VECTOR_TAGS = new Set(['NOUN', 'PROPN', 'ADJ', 'VERB']);

/** Version 2026-12-05: a theme's head, its last content word before a preposition ("updates" of "updates for parents", "staff" of "reception staff"). */
export function peopleHead(lowerTheme: string): string | undefined {
  const tokens = tagText(lowerTheme, true);
  const cut = tokens.findIndex((w) => w.pos === 'ADP');
  return (cut < 0 ? tokens : tokens.slice(0, cut)).filter((w) => !w.stop && /\p{L}/u.test(w.value)).map((w) => w.lemma).at(-1);
}
