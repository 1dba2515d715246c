/**
 * Themes 2026-12-03: the rules its short labels add to those of 2026-12-02 (theme-stated-ideas.ts,
 * theme-typical-names.ts).
 *
 * Read label by label, 2026-12-02 named themes after words the theme does not say:
 *
 * - a qualifier or judgement counted wherever a member wrote it: five answers about chat support of
 *   which one calls the support team rude became "Rude chat support"; "free coffee" and "free wifi"
 *   made "Free parking" of complaints about the cost of parking. Here (the `ofNoun` option of
 *   theme-stated-ideas.ts) a member counts for a qualifier, and votes praise or blame, only where
 *   it writes the qualifier of the label's noun: before it in its phrase, or after a linking verb
 *   whose subject the noun is ("the support team was rude" is said of the team);
 * - one member's words: "Old dog", "Dr Patel", "Anxious cat" for a theme about kind vets. Here every
 *   content word of a short label is written (by stem) by at least two members and a quarter of the
 *   theme, by weight (WORD_SHARE), unless the theme has fewer than three answers; and no label of a
 *   theme of several names a person ("Dr Patel": a title, or a word its writers capitalise as a
 *   proper noun mid-sentence that fewer than half the theme write).
 */
import { stem } from '../../core/text/theme-words.js';
import type { TaggedWord } from './keyphrases-local.js';
import { CLAUSE_END, EMPTY, type PhraseCandidate } from './theme-phrase-candidates.js';
import { usableNameWord } from './theme-label-rules.js';

/** Share of the theme (by weight) that must write each content word of a label. */
export const WORD_SHARE = 1 / 4;
/** Members (by weight) that must write each content word of a label. */
const SHARED_BY = 2;
/** Below this many answers a theme may be named by one member's words. */
const SEVERAL = 3;
/** Titles that make the next word a person's name. */
const TITLES = new Set('dr doctor mr mrs ms miss mx prof professor sir nurse'.split(' '));

/** Each member's stems (by lemma and as written), read once per member and request. */
const STEMS = new WeakMap<readonly TaggedWord[], ReadonlySet<string>>();

/** The stems a member writes, by lemma and as written ("opening": open, opening). */
export function memberStems(tokens: readonly TaggedWord[]): ReadonlySet<string> {
  let stems = STEMS.get(tokens);
  if (!stems) {
    stems = new Set(tokens.flatMap((x) => (x.word ? [stem(x.lemma), stem(x.normal)] : [])));
    STEMS.set(tokens, stems);
  }
  return stems;
}

/** The weight of the theme's members writing any of the stems (by lemma or as written). */
export function writersOfStems(stems: readonly string[], typicalOrder: readonly number[], tags: readonly (readonly TaggedWord[])[], weights: ArrayLike<number>): number {
  let sum = 0;
  for (const t of typicalOrder) {
    const written = memberStems(tags[t]);
    if (stems.some((s) => written.has(s))) sum += weights[t];
  }
  return sum;
}

/** The weight of the theme's members writing a word with the stem of `word` (by lemma or as written). */
export function writersOf(word: string, typicalOrder: readonly number[], tags: readonly (readonly TaggedWord[])[], weights: ArrayLike<number>): number {
  return writersOfStems([stem(word)], typicalOrder, tags, weights);
}

/** Members (by weight) that must write each of a label's content words in a theme of `size` answers. */
export function writersNeeded(size: number): number {
  return size < SEVERAL ? 1 : Math.max(SHARED_BY, Math.ceil(WORD_SHARE * size - 1e-9));
}

/** Does every content word of the label (its lemmas) have enough writers in the theme? */
export function wordsWrittenBySeveral(words: readonly string[], typicalOrder: readonly number[], tags: readonly (readonly TaggedWord[])[], weights: ArrayLike<number>, size: number): boolean {
  const needed = writersNeeded(size);
  return words.every((w) => writersOf(w, typicalOrder, tags, weights) >= needed);
}

/** Content words of a short label as written ("Late delivery times" → late, delivery, times). */
export function labelWords(label: string): string[] {
  return label
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 2 && !['and', 'not', 'the', 'for', 'with', 'from', 'of'].includes(w));
}

/**
 * Does the candidate name a person in a theme of several: a title ("Dr Patel"), or a word its
 * writers tag as a proper noun and capitalise mid-sentence that fewer than half the theme write?
 */
export function namesAPerson(p: PhraseCandidate, typicalOrder: readonly number[], tags: readonly (readonly TaggedWord[])[], weights: ArrayLike<number>, size: number): boolean {
  if (size < SEVERAL) return false;
  // A title before a capitalised word ("Dr Patel", "Nurse Kelly"; never "missed appointments").
  const titled = p.writers.some((t) => tags[t].some((x, i) => TITLES.has(x.normal.replace(/\.$/, '')) && /^\p{Lu}/u.test(tags[t][i + 1]?.display ?? '') && p.key.split(' ').includes(x.lemma)));
  if (titled) return true;
  return p.content.some((w) => {
    // Mid-sentence: after a word, not at the start of a sentence ("… too harsh. Missed appointments …").
    const named = p.writers.some((t) => tags[t].some((x, i) => i > 0 && tags[t][i - 1].word && x.lemma === w && x.tag === 'PROPN' && /^\p{Lu}/u.test(x.display)));
    return named && writersOf(w, typicalOrder, tags, weights) * 2 < size;
  });
}

/**
 * The order of a candidate label: 0 when enough members write every content word
 * (writersNeeded); 1 when enough write its nouns and two at least its other words; 2 otherwise
 * (one member's words: "Old dog" in a theme of nine where two mention a dog).
 */
export function labelTier(p: PhraseCandidate, typicalOrder: readonly number[], tags: readonly (readonly TaggedWord[])[], weights: ArrayLike<number>, size: number): 0 | 1 | 2 {
  if (wordsWrittenBySeveral(p.content, typicalOrder, tags, weights, size)) return 0;
  const needed = writersNeeded(size);
  const enough = p.content.every((w) => writersOf(w, typicalOrder, tags, weights) >= (p.nouns.includes(w) ? needed : Math.min(needed, SHARED_BY)));
  return enough ? 1 : 2;
}

/** Two words several members write, for a theme none of whose phrases has enough writers: each written by two members at least, one by enough (writersNeeded). */
export function sharedEnough(words: readonly string[], typicalOrder: readonly number[], tags: readonly (readonly TaggedWord[])[], weights: ArrayLike<number>, size: number): boolean {
  const writers = words.map((w) => writersOf(w, typicalOrder, tags, weights));
  return writers.every((n) => n >= Math.min(SHARED_BY, writersNeeded(size))) && writers.some((n) => n >= writersNeeded(size));
}

const NOUNS = new Set(['NOUN', 'PROPN']);
/** Words a member may write between the two words of a pair name: a linking verb, a denial is not allowed ("the lift was broken", "the lift is always broken"). */
const BETWEEN = new Set('is are was were be been being seems seem looks look feels feel gets get got keeps keep always often usually still again very too so really quite'.split(' '));

/**
 * A name for a theme none of whose phrases enough members write: two words of one clause of a
 * typical member, close together (at most three words apart, only linking words between), each
 * written by two members at least and one by enough (writersNeeded), the most written pair; a
 * noun and the adjective a linking verb gives it read as "Broken lift", two nouns joined by "and"
 * as written ("Cut and colour"), else in written order.
 * Undefined when no such pair exists.
 */
export function sharedPairName(typicalOrder: readonly number[], tags: readonly (readonly TaggedWord[])[], weights: ArrayLike<number>, size: number, excluded: ReadonlySet<string>): string | undefined {
  const writers = new Map<string, number>();
  for (const t of typicalOrder) for (const s of new Set(tags[t].filter((x) => usableNameWord(x, excluded)).map((x) => stem(x.lemma)))) writers.set(s, (writers.get(s) ?? 0) + weights[t]);
  const needed = writersNeeded(size);
  const floor = Math.min(SHARED_BY, needed);
  // Not a quantity or an empty qualifier ("Much price", "More work").
  const pairWord = (x: TaggedWord) => usableNameWord(x, excluded) && !EMPTY.has(x.lemma) && !EMPTY.has(x.normal);
  let best: { text: string; score: number } | undefined;
  for (const t of typicalOrder) {
    const tokens = tags[t];
    for (let i = 0; i < tokens.length; i++) {
      const x = tokens[i];
      if (!pairWord(x)) continue;
      for (let j = i + 1; j < Math.min(tokens.length, i + 4); j++) {
        const y = tokens[j];
        if (!pairWord(y)) {
          // Two nouns joined ("cut and colour"): named as written.
          const z = tokens[j + 1];
          if (y.normal === 'and' && j === i + 1 && NOUNS.has(x.tag) && z && NOUNS.has(z.tag) && pairWord(z)) {
            const [wx, wz] = [writers.get(stem(x.lemma)) ?? 0, writers.get(stem(z.lemma)) ?? 0];
            if (stem(x.lemma) !== stem(z.lemma) && Math.min(wx, wz) >= floor && Math.max(wx, wz) >= needed && (!best || wx + wz > best.score)) best = { text: `${x.display} and ${z.display}`, score: wx + wz };
            break;
          }
          if (!BETWEEN.has(y.normal) || CLAUSE_END.has(y.normal)) break;
          continue;
        }
        const [wx, wy] = [writers.get(stem(x.lemma)) ?? 0, writers.get(stem(y.lemma)) ?? 0];
        const predicate = j > i + 1 && NOUNS.has(x.tag) && !NOUNS.has(y.tag);
        // A noun, and a noun or adjective, or a participle a linking verb gives it ("broken", never "broken into").
        const shape = (NOUNS.has(x.tag) || NOUNS.has(y.tag)) && [x, y].every((w) => w.tag !== 'VERB' || (predicate && w === y && !['ADP', 'PART'].includes(tokens[j + 1]?.tag ?? '')));
        if (shape && stem(x.lemma) !== stem(y.lemma) && Math.min(wx, wy) >= floor && Math.max(wx, wy) >= needed) {
          const text = predicate ? `${y.display} ${x.display}` : `${x.display} ${y.display}`;
          if (!best || wx + wy > best.score) best = { text, score: wx + wy };
        }
        break;
      }
    }
  }
  return best?.text;
}
