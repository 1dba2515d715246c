/**
 * What the label checks of theme-label-checks.ts read of one theme's members, built once per theme and
 * request and shared by every label checked against it: each label's checks read only the places of
 * its own words, so checking every candidate of a long theme costs in proportion to the theme, not to
 * candidates times the theme.
 */
import { stem } from '../../core/text/theme-words.js';
import type { TaggedWord } from './keyphrases-local.js';

const NOUN = new Set(['NOUN', 'PROPN']);
const TITLES = new Set('dr doctor mr mrs ms miss mx prof professor sir nurse'.split(' '));
/** A title before a name: "Dr Shah"; "miss" or "nurse" only before a proper noun ("I miss notifications"). */
export const titled = (title: string, x: TaggedWord) => (['dr', 'mr', 'mrs', 'ms', 'mx', 'prof'].includes(title) && NOUN.has(x.tag)) || (TITLES.has(title) && x.tag === 'PROPN');
export type Tags = readonly (readonly TaggedWord[])[];
/** Tokens by their normal form, lemma and stem of the lemma, to ask whether `same` matches one of them with a word. */
export type Written = { normals: Set<string>; lemmas: Set<string>; stems: Set<string> };

/** A token of a member: the member's place in the theme (k), the token's (i). */
export type Occurrence = { m: readonly TaggedWord[]; i: number; k: number };

/**
 * What labelFault reads of one theme's members, built once per theme and request and shared by every
 * label checked against it (each label's checks read only the places of its own words, so checking
 * every candidate of a long theme costs in proportion to the theme, not to candidates times the theme).
 */
export interface ThemeWords {
  members: readonly (readonly TaggedWord[])[];
  /** The first token's number of each member (a token's number orders the theme's tokens as written). */
  offsets: readonly number[];
  /** Token numbers by normal form, lemma and stem of the lemma. */
  byNormal: Map<string, number[]>;
  byLemma: Map<string, number[]>;
  byStem: Map<string, number[]>;
  /** The tokens written after a title ("Dr Shah"). */
  titled: readonly Occurrence[];
  /** Each member's words and punctuation (acrossMarks), and each token's place among them (-1 if neither). */
  marked: readonly (readonly TaggedWord[])[];
  markedAt: readonly (readonly number[])[];
  /** Read once per word or label. */
  all: Map<string, readonly Occurrence[]>;
  found: Map<string, readonly Occurrence[]>;
  tags: Map<string, ReadonlySet<string>>;
  idiom: Map<string, boolean>;
  verbLast: Map<string, boolean>;
  predicateLast: Map<string, boolean>;
  qualified: Map<string, Written>;
  contradictedNo: Map<string, boolean>;
  contradicted: Map<string, boolean>;
  timeCompound: Map<string, boolean>;
}

const THEME_WORDS = new WeakMap<readonly number[], WeakMap<Tags, ThemeWords>>();

export function themeWords(typicalOrder: readonly number[], tags: Tags): ThemeWords {
  let byTags = THEME_WORDS.get(typicalOrder);
  if (!byTags) THEME_WORDS.set(typicalOrder, (byTags = new WeakMap()));
  const known = byTags.get(tags);
  if (known) return known;
  const members = typicalOrder.map((t) => tags[t]);
  const offsets: number[] = [];
  const byNormal = new Map<string, number[]>();
  const byLemma = new Map<string, number[]>();
  const byStem = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, key: string, n: number) => {
    const list = map.get(key);
    if (list) list.push(n);
    else map.set(key, [n]);
  };
  const titledAt: Occurrence[] = [];
  const marked: TaggedWord[][] = [];
  const markedAt: number[][] = [];
  let n = 0;
  members.forEach((m, k) => {
    offsets.push(n);
    const own: TaggedWord[] = [];
    const at: number[] = [];
    m.forEach((x, i) => {
      add(byNormal, x.normal, n + i);
      add(byLemma, x.lemma, n + i);
      add(byStem, stem(x.lemma), n + i);
      if (i > 0 && titled(m[i - 1].normal.replace(/\.$/, ''), x)) titledAt.push({ m, i, k });
      at.push(x.word || x.tag === 'PUNCT' ? own.push(x) - 1 : -1);
    });
    marked.push(own);
    markedAt.push(at);
    n += m.length;
  });
  const index: ThemeWords = {
    members, offsets, byNormal, byLemma, byStem, titled: titledAt, marked, markedAt,
    all: new Map(), found: new Map(), tags: new Map(), idiom: new Map(), verbLast: new Map(), predicateLast: new Map(), qualified: new Map(), contradictedNo: new Map(), contradicted: new Map(), timeCompound: new Map(),
  };
  byTags.set(tags, index);
  return index;
}

/** Every token of the theme that `same` matches with w, in the members' order. */
export function allOf(index: ThemeWords, w: string): readonly Occurrence[] {
  const known = index.all.get(w);
  if (known) return known;
  const numbers = [...new Set([...(index.byNormal.get(w) ?? []), ...(index.byLemma.get(w) ?? []), ...(index.byStem.get(stem(w)) ?? [])])].sort((a, b) => a - b);
  const list: Occurrence[] = [];
  let k = 0;
  for (const n of numbers) {
    while (k + 1 < index.offsets.length && index.offsets[k + 1] <= n) k++;
    list.push({ m: index.members[k], i: n - index.offsets[k], k });
  }
  index.all.set(w, list);
  return list;
}
