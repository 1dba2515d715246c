/**
 * Short labels of themes 2026-11-29: every word of a short label is written by several members.
 *
 * 2026-11-28 named a theme with no shared phrase by one member's phrase holding one shared word,
 * which users read as one person's remark ("Cheaper monthly plans" for a price theme, "Proper
 * bike"). 2026-11-29 tries, after the phrases two or more members write (theme-idea-names.ts):
 *
 * - a member's name-like phrase all of whose content words at least two members write
 *   (allWordsShared: "Long waits" where others write "long" and "wait");
 * - two words at least two members write together (commonPairNames): an adjective and a noun
 *   ("Long waits" from "the wait was far too long" and "long waits"), shown adjective first in the
 *   members' most common spelling unless the members mostly negate it, else two nouns joined by
 *   "and" ("Strap and wrist"), the more widely written first;
 *
 * then 2026-11-28's phrase around one shared word, and only then two nouns ranked by their
 * writers (`loose`; still two members writing both). Two nouns a member writes side by side are
 * shown as the compound written ("Timeline view", not "Timeline and view"). A phrase with "no" or
 * "not" needs two members negating that word (negationShared). Pairs are ranked c-TF-IDF style: how
 * many members write both, times how specific each word is to the theme (its writers inside the
 * theme over its writers in all answers).
 */
import { stem } from '../../core/text/theme-words.js';
import type { TaggedWord } from './keyphrases-local.js';
import { NUMBER_WORDS, sharedStems } from './theme-shared-words.js';

/** A pair must be written together by at least this many members (by weight). */
export const TOGETHER = 2;

/** Words too vague to name a theme on their own. */
const VAGUE = new Set(
  ('time day week month year hour minute way people person problem issue thing things one lot bit kind part case point fact place number reason idea ' +
    'good bad great nice best better worse worst new other same many much more most some few little big small able sure whole own such only real ' +
    'comment comments feedback answer answers response responses mention general misc ' +
    // Places inside idioms ("on top of the room rate", "in the middle of the night") name nothing.
    'top front middle back side end edge').split(' '),
);
const CONTENT = new Set(['NOUN', 'PROPN', 'ADJ']);

interface WordUse {
  /** Members (by weight) writing it. */
  members: number;
  /** Is it most often a noun? */
  noun: boolean;
  /** Most common written form. */
  display: string;
}

/** The content words (by stem) of one answer, with how each is written and tagged. */
function contentWords(tokens: readonly TaggedWord[], excluded: ReadonlySet<string>, nouns: ReadonlySet<string>): Map<string, { display: string; noun: boolean }> {
  const out = new Map<string, { display: string; noun: boolean }>();
  for (const w of tokens) {
    // The tagger reads some plural nouns as verbs ("long waits every visit"): a verb form of a word
    // written elsewhere as a noun counts as that noun when it has the plural's -s.
    const nounAsVerb = w.tag === 'VERB' && nouns.has(w.lemma) && /[^s]s$/.test(w.normal);
    if (!w.word || !(CONTENT.has(w.tag) || nounAsVerb) || w.normal.length < 3 || /\d/.test(w.normal) || NUMBER_WORDS.has(w.normal)) continue;
    if (VAGUE.has(w.lemma) || VAGUE.has(w.normal) || excluded.has(w.lemma) || excluded.has(w.normal)) continue;
    const key = stem(w.lemma);
    if (!out.has(key)) out.set(key, { display: w.display, noun: w.tag !== 'ADJ' });
  }
  return out;
}

/** Per stem: members (by weight) writing it in `texts`, its usual tag and spelling. */
function wordUses(texts: readonly number[], words: readonly Map<string, { display: string; noun: boolean }>[], weights: ArrayLike<number>): Map<string, WordUse> {
  const counts = new Map<string, { members: number; nouns: number; spellings: Map<string, number> }>();
  for (const t of texts) {
    for (const [key, w] of words[t]) {
      const entry = counts.get(key) ?? { members: 0, nouns: 0, spellings: new Map<string, number>() };
      entry.members += weights[t];
      if (w.noun) entry.nouns += weights[t];
      entry.spellings.set(w.display, (entry.spellings.get(w.display) ?? 0) + weights[t]);
      counts.set(key, entry);
    }
  }
  const out = new Map<string, WordUse>();
  for (const [key, e] of counts) {
    const display = [...e.spellings.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0][0];
    out.set(key, { members: e.members, noun: e.nouns * 2 > e.members, display });
  }
  return out;
}

/** A pair of words several members of a theme write together, with what both of its rankings need. */
interface PairName {
  display: string;
  /** Strict score (c-TF-IDF style; adjective-noun pairs lead among equals). */
  score: number;
  /** Score when nouns are ranked by their writers as well (`loose`). */
  looseScore: number;
}

/**
 * Per theme: its labels made of two words several members write together, best first.
 *
 * The pairs of a theme are found once (the strict and the `loose` ranking share them) and only
 * when asked for: the pairs two members write both are counted per member over that member's own
 * shared words, not by scanning every member for every pair of the theme's shared words (which
 * grew with the square of the theme's vocabulary times its size, twice per theme).
 */
export function commonPairNames(
  themes: readonly { texts: readonly number[] }[],
  tags: readonly (readonly TaggedWord[])[],
  weights: ArrayLike<number>,
  excluded: ReadonlySet<string>,
): (negated: ReadonlySet<string>, c: number, loose?: boolean) => string[] {
  const nouns = new Set(tags.flatMap((tokens) => tokens.filter((w) => w.tag === 'NOUN').map((w) => w.lemma)));
  const words = tags.map((tokens) => contentWords(tokens, excluded, nouns));
  const overall = wordUses(tags.map((_, t) => t), words, weights);
  const found = new Map<string, PairName[]>();
  const pairsOf = (negated: ReadonlySet<string>, c: number): PairName[] => {
    const memo = `${c}\u0000${[...negated].sort().join(' ')}`;
    const known = found.get(memo);
    if (known) return known;
    const { texts } = themes[c];
    const inside = wordUses(texts, words, weights);
    const shared = [...inside.entries()].filter(([key, u]) => u.members >= TOGETHER && !negated.has(key));
    const specific = (key: string, u: WordUse) => u.members / (overall.get(key)?.members ?? u.members);
    const index = new Map(shared.map(([key], i) => [key, i]));
    // Members (by weight) writing both words of each pair i < j of shared words.
    const together = new Map<number, number>();
    const s = shared.length;
    for (const t of texts) {
      const own: number[] = [];
      for (const key of words[t].keys()) {
        const i = index.get(key);
        if (i !== undefined) own.push(i);
      }
      own.sort((a, b) => a - b);
      for (let x = 0; x < own.length; x++) for (let y = x + 1; y < own.length; y++) together.set(own[x] * s + own[y], (together.get(own[x] * s + own[y]) ?? 0) + weights[t]);
    }
    const pairs: PairName[] = [];
    for (const [pair, both] of [...together.entries()].sort((a, b) => a[0] - b[0])) {
      const [[ka, a], [kb, b]] = [shared[Math.floor(pair / s)], shared[pair % s]];
      if (!a.noun && !b.noun) continue;
      // Every pair, nouns too, needs two members writing both (`loose` only ranks nouns by their writers).
      if (both < TOGETHER) continue;
      const [first, second] = !a.noun ? [a, b] : !b.noun ? [b, a] : a.members >= b.members ? [a, b] : [b, a];
      // Two nouns a member writes side by side are one compound, shown as written ("Timeline view").
      const compound = first.noun && second.noun ? adjacentSpelling(texts, tags, ka, kb) : undefined;
      const display = compound ?? (first.noun ? `${first.display} and ${second.display}` : `${first.display} ${second.display}`);
      // Adjective-noun pairs read as a name and lead among equals.
      // (Multiplied left to right as before, so that equal scores stay equal.)
      const rank = (base: number) => base * specific(ka, a) * specific(kb, b) * (first.noun ? 1 : 1.25);
      pairs.push({ display, score: rank(both), looseScore: rank(both + a.members + b.members) });
    }
    found.set(memo, pairs);
    return pairs;
  };
  return (negated, c, loose = false) => {
    const score = (p: PairName) => (loose ? p.looseScore : p.score);
    return [...pairsOf(negated, c)].sort((x, y) => score(y) - score(x) || (x.display < y.display ? -1 : 1)).map((p) => p.display);
  };
}

/** The most common spelling of two words (by stem) some member writes side by side, in that member's order. */
function adjacentSpelling(texts: readonly number[], tags: readonly (readonly TaggedWord[])[], ka: string, kb: string): string | undefined {
  const spellings = new Map<string, number>();
  for (const t of texts) {
    const tokens = tags[t];
    for (let i = 0; i + 1 < tokens.length; i++) {
      const [x, y] = [stem(tokens[i].lemma), stem(tokens[i + 1].lemma)];
      if ((x === ka && y === kb) || (x === kb && y === ka)) {
        const written = `${tokens[i].display} ${tokens[i + 1].display}`;
        spellings.set(written, (spellings.get(written) ?? 0) + 1);
      }
    }
  }
  return [...spellings.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0];
}

const NEGATION = new Set(['no', 'not', "n't", 'never']);

/**
 * 2026-11-29: a phrase holding "no"/"not" ("No nurse") is one member's remark unless at least
 * TOGETHER members (by weight) negate the word it negates: a negation word followed within three
 * words by that word (by stem).
 */
export function negationShared(texts: readonly number[], tags: readonly (readonly TaggedWord[])[], weights: ArrayLike<number>): (display: string) => boolean {
  return (display) => {
    const words = display.toLowerCase().split(/\s+/);
    for (let i = 0; i < words.length; i++) {
      if (words[i] !== 'no' && words[i] !== 'not') continue;
      const target = words.slice(i + 1).find((w) => !LINKING.has(w));
      if (!target) return false;
      const s = stem(target);
      let negating = 0;
      for (const t of texts) {
        const tokens = tags[t];
        const hit = tokens.some((w, j) => NEGATION.has(w.normal) && tokens.slice(j + 1, j + 4).some((n) => stem(n.lemma) === s || stem(n.normal) === s));
        if (hit) negating += weights[t];
      }
      if (negating < TOGETHER) return false;
    }
    return true;
  };
}

/** Small words a label may hold besides its content words. */
const LINKING = new Set('a an the of in on at for with to from and no not my our your their'.split(' '));

/**
 * A member's name-like phrase every content word of which (by stem, lemma or written form) at
 * least two members of the theme write ("Long waits" where others write "long" and "wait").
 */
export function allWordsShared(display: string, stems: ReadonlyMap<string, number>): boolean {
  const words = display.toLowerCase().split(/\s+/).filter((w) => !LINKING.has(w));
  return words.length > 0 && words.every((w) => stems.has(stem(w)));
}

/** Members' phrases (`candidates`) every content word of which at least TOGETHER members of the theme write, and that pass `keep`. */
export function phrasesOfSharedWords<C extends { display: string }>(
  texts: readonly number[],
  candidates: readonly C[],
  tags: readonly (readonly TaggedWord[])[],
  weights: ArrayLike<number>,
  excluded: ReadonlySet<string>,
  keep: (display: string) => boolean,
): C[] {
  const stems = sharedStems(texts, tags, weights, excluded, TOGETHER);
  const negation = negationShared(texts, tags, weights);
  return candidates.filter((c) => allWordsShared(c.display, stems) && negation(c.display) && keep(c.display));
}
