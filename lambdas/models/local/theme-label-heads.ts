/**
 * Themes 2026-12-04: the rules its short labels add to those of 2026-12-03 (theme-label-support.ts,
 * theme-typical-names.ts).
 *
 * Read label by label, 2026-12-03 still named themes after words most of the theme does not write:
 *
 * - a phrase that runs into the end of a sentence kept its full stop ("Coming in.", from "I love
 *   coming in."). Here a candidate holding sentence punctuation is no label, and no short label
 *   ends in one;
 * - the best phrase named a noun fewer members write than another phrase's noun: "Kitchen
 *   counters" (one member) in a theme where four of seven write of the kitchen, "Dirty floors"
 *   (two) where most write of the changing rooms, "Work phone" where no phrase is shared. Here,
 *   among the candidates whose words are as widely written as the best one's (the same tier of
 *   theme-label-support.ts), the label names the noun the most members write, if enough of them
 *   write it (writersNeeded): of the phrases naming that noun, the one most members write as a
 *   phrase, then the best scored ("Shared kitchen", "Changing rooms");
 * - where no phrase or noun was shared, one member's words named the theme ("Shift workers" for
 *   five answers about opening and closing times). Here such a label gives way to a phrase of the
 *   members holding the lemma most of them write (sharedLemmaChoice: "Opening hours").
 */
import { stem } from '../../core/text/theme-words.js';
import type { TaggedWord } from './keyphrases-local.js';
import { SENTENCE_MARK, type PhraseCandidate } from './theme-phrase-candidates.js';
import { writersNeeded, writersOf, writersOfStems } from './theme-label-support.js';

/** Nouns written often that name no idea of their own: units of time, and the vague nouns of theme-idea-names.ts. */
const VAGUE_HEADS = new Set('time day week month year hour minute way people person problem issue thing one reason part case point fact place number idea lot bit'.split(' '));

/** Does the candidate run over a sentence mark ("coming in.")? */
export function crossesSentence(p: PhraseCandidate): boolean {
  return SENTENCE_MARK.test(p.display);
}

/** A short label without a trailing sentence mark or comma ("Coming in." → "Coming in"). */
export function withoutEndMark(label: string): string {
  return label.replace(/[\s.!?;:,]+$/u, '');
}

/** Prepositions that join two nouns into a name ("phones during the film", "queue at the bar"). */
export const LINK_WORDS: ReadonlySet<string> = new Set(['during', 'in', 'at', 'on', 'from', 'for', 'with', 'without', 'to', 'after', 'before', 'behind', 'near', 'about', 'through', 'around']);

/** The noun a candidate names: the noun before "of" ("member of staff"), else its last noun ("kitchen counters" → counter). */
export function headNoun(p: PhraseCandidate): string | undefined {
  const nouns = p.content.filter((w) => p.nouns.includes(w));
  if (nouns.length === 0) return undefined;
  const keyWords = p.key.split(' ');
  // "of", or the preposition of a 2026-12-05 phrase ("phone during film"): none other is in a key.
  const of = keyWords.findIndex((w) => w === 'of' || LINK_WORDS.has(w));
  if (of > 0) {
    const before = nouns.filter((w) => {
      const at = keyWords.indexOf(w);
      return at >= 0 && at < of;
    });
    if (before.length > 0) return before[before.length - 1];
  }
  return nouns[nouns.length - 1];
}

/**
 * May a word few members write stand in a moved label beside its noun? Only as a plain word before
 * the noun ("Shared kitchen"): one after it reads as that member's statement ("Prices changing"),
 * and a comparative as that member's view ("Cheaper compost", "Newer phones"), though a word's
 * own valence (VADER) is 0 for both.
 */
export function plainModifier(p: PhraseCandidate, w: string): boolean {
  const keys = p.key.split(' ');
  const shown = p.display.toLowerCase().split(/\s+/u);
  const head = headNoun(p);
  const at = keys.indexOf(w);
  if (head === undefined || keys.length !== shown.length || at < 0 || at > keys.indexOf(head)) return false;
  return shown[at] === w || !/(?:er|est)$/u.test(shown[at]);
}

/**
 * The candidate to name the theme by, from candidates ranked best first: the best one, unless
 * another of its tier names (as its head) a noun more members write, and enough of them
 * (writersNeeded). Then, of the candidates whose head is that noun and whose other words are
 * written by enough members or judge nothing (one member's "Poor battery" is an opinion, "Shared
 * kitchen" a description), the one most members write as a phrase (ties: the better ranked).
 * Where the best phrase already holds that noun before its head ("Battery life", "Pay rise",
 * "Kitchen counters"), only a candidate naming that noun alone replaces it ("Shared kitchen").
 */
export function sharedHeadChoice(
  ranked: readonly PhraseCandidate[],
  tier: (p: PhraseCandidate) => number,
  typicalOrder: readonly number[],
  tags: readonly (readonly TaggedWord[])[],
  weights: ArrayLike<number>,
  size: number,
  judging: (word: string) => boolean,
): PhraseCandidate | undefined {
  const best = ranked[0];
  if (!best) return undefined;
  const pool = ranked.filter((p) => tier(p) === tier(best));
  const cache = new Map<string, number>();
  const writers = (w: string) => cache.get(w) ?? cache.set(w, writersOf(w, typicalOrder, tags, weights)).get(w)!;
  const headWriters = (p: PhraseCandidate) => {
    const head = headNoun(p);
    return head === undefined ? 0 : writers(head);
  };
  const needed = writersNeeded(size);
  let top = 0;
  // A unit of time or a vague noun ("week", "people") is written often and names no idea: never the noun to move to.
  for (const p of pool) if (!VAGUE_HEADS.has(headNoun(p) ?? '')) top = Math.max(top, headWriters(p));
  if (headWriters(best) >= top || top < needed) return best;
  const held = best.nouns.filter((w) => writers(w) >= top);
  // A phrase of words too few write is replaced only where it names a detail of the noun most write ("Kitchen counters").
  if (tier(best) > 0 && (held.length === 0 || headWriters(best) >= needed)) return best;
  const fits = (p: PhraseCandidate) =>
    headWriters(p) === top &&
    !VAGUE_HEADS.has(headNoun(p) ?? '') &&
    p.content.every((w) => p.nouns.includes(w) || writers(w) >= needed || (!judging(w) && plainModifier(p, w))) &&
    (held.length === 0 || p.nouns.every((w) => held.some((h) => stem(h) === stem(w))));
  let chosen: PhraseCandidate | undefined;
  for (const p of pool) if (fits(p) && (!chosen || p.writers.length > chosen.writers.length)) chosen = p;
  return chosen ?? best;
}

/** Verbs and adjectives written in any theme that name no idea of their own ("get", "make", "good"). */
const LIGHT_WORDS = new Set('be have do get got make go come take give put keep let use want need like love feel seem say know think try see look find help would could should can will good great nice bad better best more less much many lot really very well also just still even'.split(' '));
/** A label one member writes: its content words are written by at most this share of the theme (and by one member in a small theme). */
const LONE_SHARE = 1 / 5;

/**
 * Where the chosen label's content words are written by one member (or fewer than a fifth of the
 * theme: "Shift workers" for five answers about opening and closing times), the candidate holding
 * the content lemma the most members write ("open": open, opening), provided at least two write it:
 * of those, the one whose other words are shared or only describe, then whose words the most members
 * write, then the better ranked ("Opening hours"). The chosen label otherwise, and where no lemma
 * of any candidate is written by two members.
 */
export function sharedLemmaChoice(
  chosen: PhraseCandidate,
  rankedFirst: readonly PhraseCandidate[],
  /** Phrases of the members kept out of the candidates only because their nouns are vague ("opening hours"), read when needed. */
  more: () => readonly PhraseCandidate[],
  excluded: ReadonlySet<string>,
  typicalOrder: readonly number[],
  tags: readonly (readonly TaggedWord[])[],
  weights: ArrayLike<number>,
  size: number,
  judging: (word: string) => boolean,
  /** 2026-12-05: the members writing the chosen label, counted by lemma (loneWriters of theme-label-ideas.ts). */
  ownWriters?: (content: readonly string[]) => number,
): PhraseCandidate {
  if (size < 3) return chosen;
  // The weight of members writing any of the words.
  const writersOfAny = (words: readonly string[]) => writersOfStems(words.map((w) => stem(w)), typicalOrder, tags, weights);
  const cache = new Map<string, number>();
  const writers = (w: string) => cache.get(w) ?? cache.set(w, writersOfAny([w])).get(w)!;
  const own = ownWriters ? ownWriters(chosen.content) : writersOfAny(chosen.content);
  if (own > Math.max(1, LONE_SHARE * size)) return chosen;
  const idea = (w: string) => !VAGUE_HEADS.has(w) && !LIGHT_WORDS.has(w) && w.length > 2;
  const topOf = (p: PhraseCandidate) => Math.max(0, ...p.content.filter(idea).map(writers));
  const listed = [...rankedFirst, ...more()];
  let top = 0;
  for (const p of listed) top = Math.max(top, topOf(p));
  // The lemma most members write, and the phrases the members write around it ("opening hours", "closing time").
  let topWord = '';
  let topWriters = 0;
  for (const t of typicalOrder) {
    for (const x of tags[t]) {
      if (!x.word || !WORDISH.test(x.normal) || !idea(x.lemma) || !idea(x.normal) || excluded.has(x.lemma) || excluded.has(x.normal) || !CONTENT_TAGS.has(x.tag)) continue;
      const n = writers(x.lemma);
      if (n > topWriters || (n === topWriters && x.lemma < topWord)) [topWord, topWriters] = [x.lemma, n];
    }
  }
  const ranked = topWriters > top ? [...listed, ...phrasesAround(stem(topWord), typicalOrder, tags, excluded)] : listed;
  if (topWriters > top) top = topWriters;
  if (top < 2 || top <= own) return chosen;
  const fair = (p: PhraseCandidate) => p.content.every((w) => p.nouns.includes(w) || writers(w) >= 2 || (!judging(w) && plainModifier(p, w)));
  let pick: { p: PhraseCandidate; fair: boolean; all: number } | undefined;
  for (const p of ranked) {
    if (topOf(p) !== top) continue;
    const c = { p, fair: fair(p), all: writersOfAny(p.content) };
    if (!pick || (c.fair && !pick.fair) || (c.fair === pick.fair && c.all > pick.all)) pick = c;
  }
  return pick?.p ?? chosen;
}

const WORDISH = /^\p{L}[\p{L}'-]*$/u;
const CONTENT_TAGS = new Set(['NOUN', 'VERB', 'ADJ']);
const NOUNS = new Set(['NOUN', 'PROPN']);
const POINTERS = new Set('first second third last next other another same such own whole'.split(' '));

/**
 * Two-word phrases the members write around a word of stem `s`: a word of it ("opening", "closing",
 * "late") before a noun ("opening hours", "closing time"), or a noun of it after an adjective or noun.
 */
function phrasesAround(s: string, typicalOrder: readonly number[], tags: readonly (readonly TaggedWord[])[], excluded: ReadonlySet<string>): PhraseCandidate[] {
  const found = new Map<string, PhraseCandidate>();
  const usable = (x: TaggedWord | undefined): x is TaggedWord => !!x && x.word && WORDISH.test(x.normal) && x.normal.length > 2 && !excluded.has(x.lemma) && !excluded.has(x.normal) && !LIGHT_WORDS.has(x.lemma);
  for (const t of typicalOrder) {
    tags[t].forEach((x, i) => {
      if (!usable(x) || (stem(x.lemma) !== s && stem(x.normal) !== s)) return;
      const next = tags[t][i + 1];
      const previous = tags[t][i - 1];
      let pair: [TaggedWord, TaggedWord] | undefined;
      if ((x.tag === 'ADJ' || NOUNS.has(x.tag) || (x.tag === 'VERB' && /ing$/.test(x.normal))) && usable(next) && NOUNS.has(next.tag)) pair = [x, next];
      else if (NOUNS.has(x.tag) && usable(previous) && (previous.tag === 'ADJ' || NOUNS.has(previous.tag))) pair = [previous, x];
      // Not cut from a longer compound ("second recycling bin"), and no ordinal or pointer ("second", "other").
      const after = pair ? tags[t][tags[t].indexOf(pair[1]) + 1] : undefined;
      if (!pair) return;
      if ((after && NOUNS.has(after.tag)) || pair.some((w) => POINTERS.has(w.normal))) return;
      // An -ing word keeps its form ("opening hours", not "open hours").
      const words = pair.map((w) => (w.tag === 'VERB' ? w.normal : w.lemma));
      const key = words.join(' ');
      const entry = found.get(key) ?? { key, display: pair.map((w) => w.display).join(' '), content: words, writers: [], nouns: pair.filter((w) => NOUNS.has(w.tag)).map((w) => (w.tag === 'VERB' ? w.normal : w.lemma)) };
      if (!entry.writers.includes(t)) entry.writers.push(t);
      found.set(key, entry);
    });
  }
  return [...found.values()];
}
