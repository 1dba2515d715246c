/**
 * Themes 2026-12-01: the rules its short labels add to those of 2026-11-30 (theme-typical-names.ts).
 *
 * Read label by label, 2026-11-30 named many themes after one member's phrase: a detail only that
 * member writes ("Fingerprint login" for a theme about logging in, "International transfers" for
 * slow transfers), or words that name nothing ("Cold halfway", "Light and i forget"). Here
 *
 * - a candidate names something: no personal pronoun ("Light and i forget" is one member
 *   speaking), no noun that is only vague ("Single day"), no adverb at its end ("Cold halfway");
 * - a phrase none of whose words another member of a theme of three or more writes (by stem, or a
 *   word of the same hand-written group, counted only where the word is more common in the theme
 *   than outside it) scores half, so one answer's detail gives way to a phrase the theme shares;
 * - with no candidate left, 2026-11-29's name stands if it is plain (no pronoun, template word or
 *   number); else the name is two words a typical member writes side by side, one of them the word
 *   most members write (never a template, never the typical answer's first words: "Le wifi est");
 * - a phrase only outlying members write scores less (OUTLIER_WRITER) instead of coming after
 *   every phrase of a typical member;
 * - the description says what the theme is about in the short label's words and quotes its most
 *   typical member, without any word count.
 */
import { stem } from '../../core/text/theme-words.js';
import type { TaggedWord } from './keyphrases-local.js';
import type { PhraseCandidate } from './theme-phrase-candidates.js';
import { quote } from './theme-names.js';
import { NUMBER_WORDS } from './theme-shared-words.js';

/** Score factor of a phrase none of whose words several members write. */
export const LONELY_WORD = 0.5;
/**
 * Score factor of a phrase that only the theme's outlying members write: 2026-11-30 put every
 * such phrase after every phrase of a typical member, so in a theme of four a typical member's
 * "Single visit" beat "Long queues" (the median absolute deviation of four distances is tiny).
 */
export const OUTLIER_WRITER = 0.7;
/** Members (by weight) that must write a word for it not to be lonely. */
const SHARED_BY = 2;
/** Personal pronouns that make a phrase one member speaking ("Light and i forget"; a possessive as in "Rash on my wrist" names a thing). */
const PRONOUNS = new Set('i me mine we us you he him she it they them'.split(' '));
/** Nouns that name nothing alone (as in theme-phrase-candidates.ts, plus measures). */
const VAGUE = new Set(
  ('time times day days week weeks month months year years hour hours minute minutes way people person problem issue thing things one reason part case point fact place number idea lot bit kind ' +
    'morning mornings afternoon afternoons evening evenings weekend weekends monday tuesday wednesday thursday friday saturday sunday').split(' '),
);
const CONTENT = new Set(['NOUN', 'PROPN', 'ADJ', 'VERB']);
const LINKING = new Set('a an the of in on at for with to from and or but no not is are was were be been very too so'.split(' '));

/**
 * Does the candidate name something: no personal pronoun, a noun that is not vague if it has
 * nouns, and no last word its writers write as an adverb ("Cold halfway")?
 */
export function namesSomething(p: PhraseCandidate, tags: readonly (readonly TaggedWord[])[], vagueNouns = false): boolean {
  const words = p.key.split(' ');
  if (!plainName(p.display)) return false;
  if (!vagueNouns && p.nouns.length > 0 && p.nouns.every((n) => VAGUE.has(n))) return false;
  const last = words[words.length - 1];
  return !p.writers.some((t) => tags[t].some((w) => w.lemma === last && w.tag === 'ADV'));
}

/** Template words (as theme-phrase-candidates.ts) that a name never holds. */
const TEMPLATE = new Set('comment comments feedback remark remarks answer answers response responses mention mentions misc miscellaneous general other'.split(' '));

/** A name without personal pronouns, template words or digits ("Light and i forget", "Wifi comments"). */
export function plainName(name: string): boolean {
  const words = name.toLowerCase().split(/\s+/);
  return words.length >= 2 && !words.some((w) => PRONOUNS.has(w) || TEMPLATE.has(w) || NUMBER_WORDS.has(w) || /\d/.test(w));
}

/** 2026-12-14: the share of a theme writing a word of the context for it to name the theme. */
const OWN_CONTEXT = 0.75;

/**
 * The words kept out of one theme's name: the context's, and the request's ubiquitous words
 * (`excluded`, theme-names.ts: half the answers or more) unless the theme holds them: a word at
 * least half the theme writes and under half the other answers, twice as common inside ("long"
 * of "Long waits" in a small set where half the answers are about the wait).
 */
export function themeExclusions(
  excluded: ReadonlySet<string>,
  contextWords: ReadonlySet<string>,
  typicalOrder: readonly number[],
  tags: readonly (readonly TaggedWord[])[],
  weights: ArrayLike<number>,
  themeSize: number,
  total: number,
  /** 2026-12-14: a context word the theme holds so (its own thing: "ice" of slushy ice under a question on the ice rink) stays too. */
  ownContext = false,
): Set<string> {
  const out = new Set(excluded);
  const inTheme = new Set(typicalOrder);
  for (const w of excluded) {
    if (contextWords.has(w) && !ownContext) continue;
    let inside = 0;
    let outside = 0;
    tags.forEach((tokens, t) => {
      if (!tokens.some((x) => x.lemma === w || x.normal === w)) return;
      if (inTheme.has(t)) inside += weights[t];
      else outside += weights[t];
    });
    const insideShare = inside / Math.max(1, themeSize);
    const outsideShare = outside / Math.max(1, total - themeSize);
    // A context word the theme holds as its own: three in four of the theme write it (a word half the theme writes, "car" of
    // "car parks" among answers on chargers, names a part of it).
    if (contextWords.has(w) && insideShare < OWN_CONTEXT) continue;
    if (insideShare >= 0.5 && outsideShare < 0.5 && insideShare >= 2 * outsideShare) out.delete(w);
  }
  return out;
}

/** A member writes a word when its credit (theme-typical-names.ts: 1 by stem, 0.6 by hand-written group) reaches this. */
const WRITES = 0.6;

/**
 * The weight of the theme's members writing a word (`credit`: every text's credit for it), or 0
 * when the word is no more common inside the theme than outside it ("room" in every hotel theme
 * tells no theme apart).
 */
export function themeWriters(credit: ArrayLike<number>, typicalOrder: readonly number[], weights: ArrayLike<number>, themeSize: number, total: number): number {
  let inside = 0;
  let all = 0;
  for (let t = 0; t < credit.length; t++) if (credit[t] >= WRITES) all += weights[t];
  for (const t of typicalOrder) if (credit[t] >= WRITES) inside += weights[t];
  const outsideShare = (all - inside) / Math.max(1, total - themeSize);
  return inside / Math.max(1, themeSize) > outsideShare ? inside : 0;
}

/**
 * Score factor of a candidate: LONELY_WORD when fewer than SHARED_BY members write each of its
 * content words (`writers(w)`, themeWriters): one member's phrase ("Chat agent" from one answer),
 * in themes of at least three answers.
 */
export function sharedWordsFactor(p: PhraseCandidate, themeSize: number, writers: (w: string) => number): number {
  if (themeSize < 3 || p.content.some((w) => writers(w) >= SHARED_BY)) return 1;
  return LONELY_WORD;
}

/** A content word a name may hold (sharedWordsName; theme-label-support.ts). */
export function usableNameWord(t: TaggedWord, excluded: ReadonlySet<string>): boolean {
  return t.word && CONTENT.has(t.tag) && t.normal.length > 2 && !NUMBER_WORDS.has(t.normal) && !LINKING.has(t.normal) && !PRONOUNS.has(t.normal) && !excluded.has(t.lemma) && !excluded.has(t.normal) && !VAGUE.has(t.lemma);
}

/**
 * A name when no candidate is left: the two content words (by lemma, not excluded) most of the
 * theme's members write, in the order and spelling of the most typical member writing both;
 * undefined when fewer than two such words exist.
 */
export function sharedWordsName(
  typicalOrder: readonly number[],
  tags: readonly (readonly TaggedWord[])[],
  weights: ArrayLike<number>,
  excluded: ReadonlySet<string>,
): string | undefined {
  const usable = (t: TaggedWord) => usableNameWord(t, excluded);
  const writers = new Map<string, number>();
  const first = new Map<string, number>();
  typicalOrder.forEach((t, r) => {
    for (const s of new Set(tags[t].filter(usable).map((w) => stem(w.lemma)))) {
      writers.set(s, (writers.get(s) ?? 0) + weights[t]);
      if (!first.has(s)) first.set(s, r);
    }
  });
  const ranked = [...writers].sort((a, b) => b[1] - a[1] || (first.get(a[0]) as number) - (first.get(b[0]) as number) || (a[0] < b[0] ? -1 : 1)).map(([s]) => s);
  if (ranked.length < 2) return undefined;
  // Two words a typical member writes side by side, one of them the most written: as the member says it.
  let adjacent: { text: string; score: number } | undefined;
  for (const t of typicalOrder) {
    const tokens = tags[t];
    for (let i = 0; i + 1 < tokens.length; i++) {
      const [x, y] = [tokens[i], tokens[i + 1]];
      if (!usable(x) || !usable(y) || (stem(x.lemma) !== ranked[0] && stem(y.lemma) !== ranked[0]) || stem(x.lemma) === stem(y.lemma)) continue;
      const score = (writers.get(stem(x.lemma)) ?? 0) + (writers.get(stem(y.lemma)) ?? 0);
      if (!adjacent || score > adjacent.score) adjacent = { text: `${x.display} ${y.display}`, score };
    }
  }
  if (adjacent) return adjacent.text;
  const [a, b] = ranked;
  for (const t of typicalOrder) {
    const words = tags[t].filter(usable);
    const ia = words.findIndex((w) => stem(w.lemma) === a);
    const ib = words.findIndex((w) => stem(w.lemma) === b);
    if (ia >= 0 && ib >= 0) return [words[Math.min(ia, ib)].display, words[Math.max(ia, ib)].display].join(' ');
  }
  const spelling = (s: string) => typicalOrder.flatMap((t) => tags[t].filter(usable)).find((w) => stem(w.lemma) === s)?.display ?? s;
  return `${spelling(a)} ${spelling(b)}`;
}

/** One or two sentences in the members' terms: what the theme is about and its most typical answer, no word counts. */
export function describeIdea(size: number, shortLabel: string, typical: string): string {
  const count = size === 1 ? 'One answer' : `${size} answers`;
  return `${count} about ${shortLabel.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())}. The most typical says: "${quote(typical)}"`;
}
