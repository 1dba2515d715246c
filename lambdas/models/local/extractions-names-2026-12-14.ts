import { dot } from '../../core/clustering/vectors.js';
import type { TaggedToken } from '../../core/text/noun-phrases.js';
import { POSSESSIVES } from './extractions-arrival-guards.js';
import { unitMean } from './extractions-prepared-theme.js';

/**
 * Extractions version 2026-12-14: more places where a name stands as the subject of a clause, read beside those of `nameAt`
 * (extractions-everyday.ts), which takes a name followed at once by a verb ("Gordon lost his temper") or by "and" and another name:
 * a name whose verb comes after one or two adverbs ("Gordon never lost his temper", "Priya always rang back"), and a name joined by
 * "and" to someone of theirs before the verb ("Rhys and his apprentice were quick and tidy"); in both, only a name that opens its sentence.
 */
const NAME_RE = /^\p{Lu}\p{Ll}+$/u;
const SENTENCE_END = /^[.!?]+$/u;
const VERB_TAGS = new Set(['VERB', 'AUX']);
/** How many adverbs may stand between a name and its verb. */
const MAX_ADVERBS = 2;
/** How many words may stand between "and" + a possessive and the verb ("his lad", "her young apprentice"). */
const MAX_COMPANION_WORDS = 3;

/** Whether the token at `i` is a name that is the subject of a verb after adverbs, or joined by "and" to someone of theirs. */
export function subjectName(tokens: readonly TaggedToken[], i: number): boolean {
  const t = tokens[i];
  if (!NAME_RE.test(t.value)) return false;
  // Only a name opening its sentence: a name later in it is as often a pet's or a child's ("…, and Bramble finally sits on command").
  const before = tokens[i - 1];
  if (before !== undefined && !SENTENCE_END.test(before.value)) return false;
  let k = i + 1;
  while (k < tokens.length && k - i - 1 < MAX_ADVERBS && tokens[k].pos === 'ADV') k++;
  if (k > i + 1 && k < tokens.length && VERB_TAGS.has(tokens[k].pos)) return true;
  if (!joinedToTheirs(tokens, i)) return false;
  for (let j = i + 3; j < tokens.length && j <= i + 2 + MAX_COMPANION_WORDS; j++) {
    if (VERB_TAGS.has(tokens[j].pos)) return tokens[j - 1].pos === 'NOUN';
    if (tokens[j].value === ',') return tokens[j - 1].pos === 'NOUN';
    if (tokens[j].pos !== 'NOUN' && tokens[j].pos !== 'ADJ') return false;
  }
  return false;
}

/** Whether the name at `i` is followed by "and" and a possessive ("Rhys and his apprentice", "Bella and her puppies"). */
const joinedToTheirs = (tokens: readonly TaggedToken[], i: number) =>
  tokens[i + 1]?.value.toLowerCase() === 'and' && POSSESSIVES.has(tokens[i + 2]?.value.toLowerCase() ?? '');

/**
 * Mended before release, version 2026-12-14: what a name's GloVe word (lower case) is nearer than to people, read only for the
 * names this version adds (a subject found by {@link subjectName}, or a person reading under 0.06): a place ("Oxford never has free
 * test slots", "Birmingham always feels miles away"), a pet ("Biscuit always comes back smelling lovely") or a day or month. A name
 * with no GloVe word is read as before. Anchors and bars set on sentences written for the review, never on development data.
 */
const HUMAN_ANCHORS = ['man', 'woman', 'boy', 'girl', 'person'];
const PLACE_ANCHORS = ['city', 'town', 'village', 'county', 'suburb'];
const PET_ANCHORS = ['dog', 'cat', 'puppy', 'kitten', 'pet'];
const TIME_ANCHORS = ['monday', 'month', 'week', 'january', 'day'];
/** A place: this near the place anchors and this much nearer them than people ("Oxford" 0.32 against 0.24; "Gordon" 0.21). */
const PLACE_BAR = 0.25;
const PLACE_MARGIN = 0.05;
/** A pet: this much nearer the pet anchors than people ("Biscuit" 0.37 against 0.12; "Molly" 0.34 against 0.36). */
const PET_MARGIN = 0.1;
/** A day or month ("Monday" 0.90; "Rose" 0.58). */
const TIME_BAR = 0.7;

/**
 * The unit means of the anchors' vectors, read once per table: keyed by the vector of an anchor list's first word, the object the
 * caller's table keeps for it, so a new table (or a cleared cache) reads them again.
 */
const anchorMeans = new WeakMap<Float64Array, Map<readonly string[], Float64Array | undefined>>();

/** The cosine of a unit vector with the unit mean of the anchors' vectors (0 with none). */
function anchorCosine(u: Float64Array, words: readonly string[], vector: (w: string) => Float64Array | undefined): number {
  const mean = (words: readonly string[]) => unitMean(words.map(vector).filter((v): v is Float64Array => v !== undefined));
  const key = vector(words[0]);
  let means = key === undefined ? undefined : anchorMeans.get(key);
  if (key !== undefined && means === undefined) anchorMeans.set(key, (means = new Map()));
  if (means !== undefined && !means.has(words)) means.set(words, mean(words));
  const m = means === undefined ? mean(words) : means.get(words);
  return m === undefined ? 0 : dot(u, m);
}

/** What a word (lower case) reads as by GloVe: a place, a pet, a day or month, rather than a person; false without a vector. */
function thingWord(word: string, vector: (w: string) => Float64Array | undefined, times: boolean): boolean {
  const u = vector(word.toLowerCase());
  if (u === undefined) return false;
  const human = anchorCosine(u, HUMAN_ANCHORS, vector);
  const place = anchorCosine(u, PLACE_ANCHORS, vector);
  return (place >= PLACE_BAR && place - human >= PLACE_MARGIN) || anchorCosine(u, PET_ANCHORS, vector) - human >= PET_MARGIN
    || (times && anchorCosine(u, TIME_ANCHORS, vector) >= TIME_BAR);
}

/** Whether the name's GloVe word reads as a place, a pet or a day or month rather than a person. */
export function thingName(name: string, vector: (w: string) => Float64Array | undefined): boolean {
  return thingWord(name, vector, true);
}

/** Whether a name joined by "and" to someone of theirs is joined to a pet or place instead ("Bella and her puppies"). */
export function thingCompanion(tokens: readonly TaggedToken[], i: number, vector: (w: string) => Float64Array | undefined): boolean {
  if (!joinedToTheirs(tokens, i)) return false;
  for (let j = i + 3; j < tokens.length && j <= i + 2 + MAX_COMPANION_WORDS; j++) {
    if (tokens[j].pos === 'NOUN' && tokens[j + 1]?.pos !== 'NOUN') return thingWord(tokens[j].value, vector, false);
  }
  return false;
}
