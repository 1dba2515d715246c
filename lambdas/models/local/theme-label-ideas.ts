/**
 * Themes 2026-12-05: the rules its short labels add to those of 2026-12-04 (theme-label-heads.ts,
 * theme-typical-names.ts). Same grouping and representatives.
 *
 * Read label by label, 2026-12-04 still named themes after one member's words:
 *
 * - a phrase with a preposition was never a candidate (name phrases join nouns and adjectives, and
 *   "of"), so "People talking on their phones during the film", "Someone kept checking their phone"
 *   and "Staff should stop people chatting during the film" had no phrase of shared words and took
 *   one member's "Loud teenagers". Here, where no phrase's every word is shared, a noun, one
 *   preposition and a noun a member writes ("phones during the film"; a possessive or an article
 *   other than "the" shown as "the": "on their phones" reads "on the phones"; never a possessor as
 *   the preposition's noun, nor two nouns of one stem) is a candidate too (prepositionPhrases), and
 *   names a theme of three answers or more when its words are written by enough members, counted by
 *   word, and its head is the theme's more than the other answers' (prepositionChoice);
 * - a label whose words one member writes was kept when a stem joined it to another member's word
 *   ("Shift workers", where another member swims "before work"). Here the members writing the
 *   label are counted by word (lemma or written form, a plural ending aside: loneWriters), so the
 *   lemma most of them write can replace it ("Opening hours").
 */
import { stem } from '../../core/text/theme-words.js';
import type { TaggedWord } from './keyphrases-local.js';
import { POSSESSIVES } from './theme-idea-names.js';
import { headNoun, LINK_WORDS } from './theme-label-heads.js';
import { labelTier, writersNeeded, writersOf } from './theme-label-support.js';
import { namesOnlyVague, SENTENCE_MARK, type PhraseCandidate } from './theme-phrase-candidates.js';

const NOUN = new Set(['NOUN', 'PROPN']);
/** Nouns that name no idea of their own, beside the vague nouns of theme-phrase-candidates.ts. */
const VAGUE = new Set('night nights person thing stuff lot bit'.split(' '));
/** Written between the preposition and its noun: "the" stays; a possessive or another article is shown as "the" ("on their phones": "on the phones"). */
const DROPPED = new Set([...POSSESSIVES, 'a', 'an', 'this', 'that', 'these', 'those']);
const NEGATORS = new Set(['not', 'no', 'never', "n't", 'without', 'nobody', 'nothing', 'hardly', 'barely', 'rarely']);
/** A possessive ending: "about our daughter's naps", "my dogs' bowls". */
const POSSESSIVE = /^['’]s?$/u;
/** Themes this small keep their label: a member's own words are the theme's (2 answers: "Fibre to our street"). */
const FEWEST = 3;
/** The head noun is written this many times more often (by share) in the theme than in the other answers: not the subject of every answer ("Dogs after the bath" where most answers are about a dog). */
const DISTINCT = 2;

/**
 * Phrases of a noun, one preposition and a noun that the members write ("phones during the
 * film"): both nouns of three letters or more, not excluded, not vague, not of one stem ("workers
 * before work"); the second not the start of a compound ("walk from the car park" is no "walk from
 * the car") nor a possessor ("about our son's meals" is no "about son"); none after a negation.
 * Keyed by lemmas and the preposition; shown as the members most often write it, a possessive or
 * an article shown as "the" ("on my bus": "on the bus").
 */
export function prepositionPhrases(typicalOrder: readonly number[], tags: readonly (readonly TaggedWord[])[], weights: ArrayLike<number>, excluded: ReadonlySet<string>): PhraseCandidate[] {
  const found = new Map<string, { spellings: Map<string, number>; writers: number[]; content: string[] }>();
  const usable = (x: TaggedWord | undefined): x is TaggedWord =>
    !!x && x.word && NOUN.has(x.tag) && x.normal.length > 2 && !/\d/.test(x.normal) && !excluded.has(x.lemma) && !excluded.has(x.normal) && !SENTENCE_MARK.test(x.display);
  for (const t of typicalOrder) {
    const tokens = tags[t];
    tokens.forEach((first, i) => {
      const link = tokens[i + 1];
      if (!usable(first) || !link || !LINK_WORDS.has(link.normal)) return;
      if (tokens.slice(Math.max(0, i - 3), i).some((x) => NEGATORS.has(x.normal) || x.lemma === 'not')) return;
      let k = i + 2;
      let article = '';
      while (tokens[k] && (tokens[k].normal === 'the' || DROPPED.has(tokens[k].normal))) {
        article = 'the ';
        k++;
      }
      const second = tokens[k];
      // Not a compound's first noun, nor a possessor: in "about our daughter's naps" the object of "about" is "naps".
      if (!usable(second) || NOUN.has(tokens[k + 1]?.tag ?? '') || POSSESSIVE.test(tokens[k + 1]?.normal ?? '')) return;
      // Two nouns of one stem name one thing twice ("workers before work").
      if (stem(second.lemma) === stem(first.lemma) || stem(second.normal) === stem(first.normal)) return;
      const key = `${first.lemma} ${link.normal} ${second.lemma}`;
      const entry = found.get(key) ?? { spellings: new Map<string, number>(), writers: [], content: [first.lemma, second.lemma] };
      const display = `${first.display} ${link.normal} ${article}${second.display}`;
      if (!entry.writers.includes(t)) entry.writers.push(t);
      entry.spellings.set(display, (entry.spellings.get(display) ?? 0) + weights[t]);
      found.set(key, entry);
    });
  }
  const out: PhraseCandidate[] = [];
  for (const [key, e] of found) {
    const display = [...e.spellings].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0][0];
    const p = { key, display, content: e.content, writers: e.writers, nouns: e.content };
    // No vague noun or unit of time on either side ("Minutes on the phone", "Wifi in day").
    if (!p.nouns.some((n) => namesOnlyVague({ nouns: [n] }) || VAGUE.has(n))) out.push(p);
  }
  return out;
}

/**
 * The weight of the theme's members that write a content word of the label by lemma or as
 * written, not by stem ("work" is no writer of "workers").
 */
export function loneWriters(content: readonly string[], typicalOrder: readonly number[], tags: readonly (readonly TaggedWord[])[], weights: ArrayLike<number>): number {
  const words = new Set(content.map(singular));
  let sum = 0;
  for (const t of typicalOrder) if (tags[t].some((x) => x.word && (words.has(singular(x.lemma)) || words.has(singular(x.normal))))) sum += weights[t];
  return sum;
}

/** A word without a plural ending ("logins": login), so a plural the tagger keeps as its lemma still counts. */
function singular(w: string): string {
  return w.length > 3 && /[^s]s$/u.test(w) ? w.slice(0, -1) : w;
}

/**
 * Where the label holds one member's words (`current`, of the third tier of theme-label-support.ts,
 * or none), the phrase of a noun, a preposition and a noun whose every word is shared (the first
 * tier, and enough members writing each word counted by word, not by stem), if its head noun (the
 * one before the preposition) is written by more members than any word of the label ("Phones during
 * the film", two of four, for one member's "Loud teenagers"; not "App at the gate", two of six, for
 * "Boarding pass", where three write "boarding") and, by share, by at least twice as many of the
 * theme's members as of the other answers (not "Dogs after the bath" where most answers name a
 * dog): of those, the one whose head the most members write, then the better scored, then by key.
 * None in a theme of one or two answers, whose label already is a member's words, and none that is
 * the label's own words with a possessive or an article changed.
 */
export function prepositionChoice(
  current: PhraseCandidate | undefined,
  phrases: readonly PhraseCandidate[],
  typicalOrder: readonly number[],
  tags: readonly (readonly TaggedWord[])[],
  weights: ArrayLike<number>,
  size: number,
  score: (p: PhraseCandidate) => number,
): PhraseCandidate | undefined {
  if (size < FEWEST) return undefined;
  const writers = (w: string) => writersOf(w, typicalOrder, tags, weights);
  const byWord = (w: string) => loneWriters([w], typicalOrder, tags, weights);
  const floor = Math.max(0, ...(current?.content ?? []).map(writers));
  const needed = writersNeeded(size);
  const everyone = tags.map((_, t) => t);
  const total = (order: readonly number[]) => order.reduce((sum, t) => sum + weights[t], 0);
  const theme = total(typicalOrder);
  const all = total(everyone);
  const distinct = (w: string, inTheme: number) => all <= theme || inTheme * (all - theme) >= DISTINCT * (loneWriters([w], everyone, tags, weights) - inTheme) * theme;
  const bare = (display: string) => display.toLowerCase().split(/\s+/).filter((w) => w !== 'the' && !DROPPED.has(w)).join(' ');
  let pick: { p: PhraseCandidate; head: number; score: number } | undefined;
  for (const p of phrases) {
    // Writers counted by word, not by stem ("work" is no writer of "workers").
    const noun = headNoun(p) ?? '';
    const head = byWord(noun);
    if (head <= floor || labelTier(p, typicalOrder, tags, weights, size) !== 0 || p.content.some((w) => byWord(w) < needed) || !distinct(noun, head)) continue;
    // One member's own words are not replaced by the same words with their possessive or article changed.
    if (current && bare(current.display) === bare(p.display)) continue;
    const c = { p, head, score: score(p) };
    if (!pick || c.head > pick.head || (c.head === pick.head && (c.score > pick.score || (c.score === pick.score && p.key < pick.p.key)))) pick = c;
  }
  return pick?.p;
}
