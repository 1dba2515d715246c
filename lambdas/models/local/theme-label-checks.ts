/**
 * Themes 2026-12-08: a short label is checked against what its members write before it names the
 * theme (theme-typical-names.ts skips a candidate that fails and takes the next).
 *
 * Read on hand-written answer sets, 2026-12-07 named themes with words their members write but
 * in a sense none of them gives:
 *
 * - an adjective moved onto a noun it is not said of: "Confusing gates" from "signs to the gates
 *   are confusing", "Ridiculous uniform" from "the price of the uniform is ridiculous", "Friendly
 *   desk" from "desk staff were friendly". An adjective of a label must stand before the label's
 *   noun in some member, or be said of it as the subject of a linking verb (the first noun of the
 *   subject, not one in a prepositional phrase after it);
 * - fragments: a label ending in a verb its writers write after the noun ("Targets going",
 *   "Parking crashing"), an adverb ("Street again on Tuesday"), an adjective followed by a
 *   preposition ("Wonderful with my dog"), a personal pronoun, a unit of time as its first word
 *   or after a preposition ("Weeks in January", "Hour shift", "Order for a week"), a word written
 *   only in an idiom ("on top of the ticket" gave "Top ticket"), or words that run over a comma
 *   in their writers ("Brilliant, nothing to add");
 * - a person's name: a word written after a title ("Dr Shah is brilliant" gave "Brilliant Shah");
 * - a judging word some writers of the noun contradict: "Spotless car" where another member finds
 *   the car dirty, "No queue" where others complain of the queue.
 */
import { SentimentIntensityAnalyzer } from 'vader-sentiment';
import { stem } from '../../core/text/theme-words.js';
import type { TaggedWord } from './keyphrases-local.js';
import type { PhraseCandidate } from './theme-phrase-candidates.js';
import { writersNeeded, writersOf } from './theme-label-support.js';
import { allOf, themeWords, type Occurrence, type Tags, type ThemeWords, type Written } from './theme-label-index.js';

const NOUN = new Set(['NOUN', 'PROPN']);
const COPULA = new Set(['is', 'are', 'was', 'were', 'be', 'been', "'s", "'re", 'seems', 'seem', 'looks', 'look', 'feels', 'feel', 'gets', 'get', 'got', 'stays', 'stay', 'remain', 'remains']);
/** Words of a noun phrase before its head ("the 8am scramble", "my son's group"). */
const IN_PHRASE = new Set(['NOUN', 'PROPN', 'ADJ', 'DET', 'NUM', 'PRON', 'PART']);
/** Adverbs between a subject or linking verb and the adjective ("is always late", "are far too loud"). */
const DEGREE = new Set('always often usually still again very too so really quite far a bit rather pretty never not just also completely totally absolutely'.split(' '));
/** Adjectives that name a kind, not a quality: a topic wherever written ("online shop" where members compare prices online and in the shop). */
const CLASSIFYING = new Set('online mobile digital local public private electric annual monthly weekly daily'.split(' '));
/** Adverbs that name nothing in a label ("Street again on Tuesday", "Fine only"). */
const FUNCTION_ADVERBS = new Set('again only still just also even ever already anymore yet then too so very really'.split(' '));
const PARTICLES = new Set('up down off out away over back'.split(' '));
const AUXILIARY = new Set('keep keeps kept has have had do does did will would can could should'.split(' '));
const PRONOUNS = new Set('my our your his her their me us him them i we you'.split(' '));
/** Units of time: no label starts with one or has one after a preposition. */
const TIME_UNITS = new Set('minute minutes hour hours day days week weeks month months year years fortnight fortnights afternoon afternoons'.split(' '));
const CALENDAR = new Set('january february march april may june july august september october november december monday tuesday wednesday thursday friday saturday sunday weekend weekends morning mornings evening evenings'.split(' '));
const PREPOSITIONS = new Set('in on at for of to from by with about during after before through over under near'.split(' '));
/** Idioms whose noun names nothing ("on top of", "in front of", "out of order"). */
const IDIOMS: readonly string[][] = [['on', 'top', 'of'], ['in', 'front', 'of'], ['out', 'of', 'order'], ['at', 'all'], ['in', 'time']];
/** VADER valence from which a word praises or blames. */
const JUDGING = 0.3;

const same = (x: TaggedWord, w: string) => x.normal === w || x.lemma === w || stem(x.lemma) === stem(w);
const valence = (text: string) => SentimentIntensityAnalyzer.polarity_scores(text).compound;
/** Each member's valence, read once per member and request. */
const MEMBER_VALENCE = new WeakMap<readonly TaggedWord[], number>();
export const memberValence = (m: readonly TaggedWord[]) => MEMBER_VALENCE.get(m) ?? MEMBER_VALENCE.set(m, valence(m.map((x) => x.normal).join(' '))).get(m)!;


/** Why the label misreads its members (undefined when it does not). */
export function labelFault(label: string, typicalOrder: readonly number[], tags: Tags, size: number): string | undefined {
  return readFault(label, themeWords(typicalOrder, tags), size);
}

function readFault(label: string, index: ThemeWords, size: number): string | undefined {
  const words = label.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const members = index.members;
  // Each word's occurrences are read once per theme: several checks below ask for the same word.
  const occurrences = (w: string) => index.found.get(w) ?? index.found.set(w, allOf(index, w).filter(({ m, i }) => m[i].word)).get(w)!;
  const tagsOf = (w: string) => index.tags.get(w) ?? index.tags.set(w, new Set(occurrences(w).map(({ m, i }) => m[i].tag))).get(w)!;
  const denied = ['not', 'no', 'never', 'nothing'].some((w) => words.includes(w));
  if (size >= 3 && words.some((w) => PRONOUNS.has(w))) return 'pronoun';
  // A person's name: a word written after a title.
  if (size >= 3 && words.some((w) => index.titled.some(({ m, i }) => same(m[i], w)))) return 'person';
  // Units of time and calendar words as first word or after a preposition.
  for (let i = 0; i < words.length; i++) {
    const counted = i > 0 && ['most', 'a', 'every', 'each'].includes(words[i - 1]);
    const after = i > 0 && words[i - 1] === 'for';
    // 2026-12-08: a unit of time that several members write as the first part of a compound noun ("day pass", "night bus") names a kind of thing.
    const compound = () => {
      const pair = words.length < 2 ? '' : `${words[0]} ${words[1]}`;
      return index.timeCompound.get(pair) ?? index.timeCompound.set(pair, compoundOfTime(words, members)).get(pair)!;
    };
    if ((i === 0 && TIME_UNITS.has(words[i]) && !compound()) || (counted && (TIME_UNITS.has(words[i]) || CALENDAR.has(words[i]))) || (after && TIME_UNITS.has(words[i]))) return 'time';
  }
  // A word written only inside an idiom.
  const inIdiom = (w: string) => {
    const found = occurrences(w);
    return found.length > 0 && found.every(({ m, i }) => IDIOMS.some((idiom) => idiom.some((part, k) => part === w && idiom.every((p, j) => m[i - k + j]?.normal === p))));
  };
  for (const w of words) if (index.idiom.get(w) ?? index.idiom.set(w, inIdiom(w)).get(w)!) return 'idiom';
  const content = words.filter((w) => !['and', 'the', 'a', 'not', 'no'].includes(w) && !PREPOSITIONS.has(w));
  // An adverb, or a last word its writers write as a verb after the noun.
  if (!denied && content.some((w) => FUNCTION_ADVERBS.has(w))) return 'adverb';
  const last = words[words.length - 1];
  const others = words.slice(0, -1);
  // Read in two parts, the first once per word: every writer writes it as a verb after a word and before no noun, and none says it of the label's other words.
  const verbLast = () => index.verbLast.get(last) ?? index.verbLast.set(last, occurrences(last).length > 0 && occurrences(last).every(({ m, i }) => m[i].tag === 'VERB' && i > 0 && !NOUN.has(m[i + 1]?.tag ?? ''))).get(last)!;
  if (!denied && words.length > 1 && verbLast() && occurrences(last).every(({ m, i }) => !saidOf(m, i, others))) return 'verb';
  // A last word every writer says after a linking verb (a predicate read as a noun: "Section patient" from "… section were patient").
  const predicateLast = () => index.predicateLast.get(last) ?? index.predicateLast.set(last, occurrences(last).length > 0 && occurrences(last).every(({ m, i }) => i > 0 && COPULA.has(m[i - 1].normal) && m[i].tag !== 'VERB')).get(last)!;
  if (!denied && words.length > 1 && predicateLast()) return 'predicate last';
  // An adjective followed by a preposition ("Fantastic with …").
  if (words.length > 1 && PREPOSITIONS.has(words[1]) && [...tagsOf(words[0])].every((t) => t === 'ADJ')) return 'adjective before preposition';
  // Words that run over a comma in every member writing them in a row.
  if (words.length > 1 && acrossMarksIn(words, index, occurrences)) return 'comma';
  // "No queue" where as many members complain of the queue as praise its absence.
  if (words[0] === 'no' && words.length > 1) {
    const noun = words[words.length - 1];
    const contradicted = () => {
      let denying = 0;
      let affirming = 0;
      // The first place each member writes the noun.
      let previous = -1;
      for (const { m, i: at, k } of occurrences(noun)) {
        if (k === previous) continue;
        previous = k;
        if (m.slice(Math.max(0, at - 3), at).some((x) => ['no', 'not', "n't", 'never', 'nobody', 'nowhere'].includes(x.normal))) denying++;
        else affirming++;
      }
      return affirming >= 2 && affirming * 2 >= denying;
    };
    if (index.contradictedNo.get(noun) ?? index.contradictedNo.set(noun, contradicted()).get(noun)!) return 'contradicted no';
  }
  if (denied || words.some((w) => PREPOSITIONS.has(w))) return undefined;
  // Qualifiers (never written as nouns) before the label's nouns must be written of one of them.
  const nouns = words.filter((w) => [...tagsOf(w)].some((t) => NOUN.has(t)));
  // Adjectives and participles; an adverb before a noun ("online shop") is read as a topic, not a quality.
  const qualifiers = words.filter((w, i) => i < words.length - 1 && !nouns.includes(w) && !CLASSIFYING.has(w) && tagsOf(w).size > 0 && [...tagsOf(w)].every((t) => t === 'ADJ' || t === 'VERB'));
  if (nouns.length === 0) return undefined;
  for (const q of qualifiers) if (!qualifiesIn(index, q, nouns)) return `adjective ${q}`;
  // A judging word that writers of the noun contradict.
  for (const q of qualifiers) {
    const v = valence(q);
    if (Math.abs(v) < JUDGING) continue;
    const head = nouns[nouns.length - 1];
    // A wish for something better or more ("Need better chairs and proper desks") is no praise, whatever its valence.
    const against = () => {
      const writingQ = new Set(allOf(index, q).map(({ k }) => k));
      let previous = -1;
      for (const { m, k } of occurrences(head)) {
        if (k === previous) continue;
        previous = k;
        if (!writingQ.has(k) && !wishOnce(m) && memberValence(m) * v < -0.1) return true;
      }
      return false;
    };
    const pair = `${q} ${head}`;
    if (index.contradicted.get(pair) ?? index.contradicted.set(pair, against()).get(pair)!) return `contradicted ${q}`;
  }
  return undefined;
}

/** wish(m), read once per member. */
const WISH = new WeakMap<readonly TaggedWord[], boolean>();
const wishOnce = (m: readonly TaggedWord[]) => WISH.get(m) ?? WISH.set(m, wish(m)).get(m)!;

const writes = (s: Written, w: string) => s.normals.has(w) || s.lemmas.has(w) || s.stems.has(stem(w));

/**
 * Is `q` written of one of `nouns` in some member (qualifies)? Read once per word: the tokens `q` may be written of
 * (those after it in its noun phrase, and the head of its subject after a linking verb); then whether a noun is one.
 */
function qualifiesIn(index: ThemeWords, q: string, nouns: readonly string[]): boolean {
  let of = index.qualified.get(q);
  if (!of) {
    of = { normals: new Set(), lemmas: new Set(), stems: new Set() };
    const add = (x: TaggedWord) => {
      of!.normals.add(x.normal);
      of!.lemmas.add(x.lemma);
      of!.stems.add(stem(x.lemma));
    };
    for (const { m, i } of allOf(index, q)) {
      // Before the noun: only words of the phrase between ("sticky steering wheel").
      for (let j = i + 1; j < m.length && j <= i + 3; j++) {
        add(m[j]);
        if (!IN_PHRASE.has(m[j].tag) && m[j].normal !== '-') break;
      }
      // After a linking verb whose subject's head is the noun.
      let j = i - 1;
      while (j >= 0 && DEGREE.has(m[j].normal)) j--;
      if (j < 0 || !COPULA.has(m[j].normal)) continue;
      j--;
      while (j >= 0 && DEGREE.has(m[j].normal)) j--;
      const head = subjectHead(m, j);
      if (head !== undefined) add(m[head]);
    }
    index.qualified.set(q, of);
  }
  return nouns.some((n) => writes(of!, n));
}

/** Words that ask for something ("need", "would like", "could do with", "please"). */
export const ASKING = new Set('need needs needed want wants wish please should'.split(' '));
/** Words that ask for more or better of a thing after a request. */
const MORE = new Set('better more proper decent nicer bigger larger longer newer comfier extra'.split(' '));

/** Does the member ask for more or better ("need better chairs", "would like more sockets", "could do with nicer chairs", "please add proper desks",
 * or, opening on what it asks for, "More comfortable seats please", "Bigger car park")? */
export function wish(m: readonly TaggedWord[]): boolean {
  const first = m.findIndex((x) => x.word);
  if (first >= 0 && MORE.has(m[first].normal)) return true;
  for (let i = 0; i < m.length; i++) {
    const asks = ASKING.has(m[i].normal) || (['would', "'d"].includes(m[i].normal) && ['like', 'love', 'prefer'].includes(m[i + 1]?.normal ?? '')) || (m[i].normal === 'do' && m[i + 1]?.normal === 'with' && ['could', 'can'].includes(m[i - 1]?.normal ?? ''));
    if (asks && m.slice(i + 1, i + 6).some((x) => MORE.has(x.normal))) return true;
  }
  return false;
}

/** Number words that make a unit of time a length ("two hour wait", "12 hour shift"). */
const COUNTS = new Set('one two three four five six seven eight nine ten twelve twenty few several half'.split(' '));

/**
 * Is the label's first word a unit of time that at least two members write right before the label's
 * next word ("day pass", "week ticket", "month pass"; the tagger often reads the second word as a
 * verb there), never after a number ("12 hour shift" is a length of time)?
 */
function compoundOfTime(words: readonly string[], members: readonly (readonly TaggedWord[])[]): boolean {
  if (words.length < 2) return false;
  let writers = 0;
  for (const m of members) if (m.some((x, i) => same(x, words[0]) && i + 1 < m.length && same(m[i + 1], words[1]) && !(i > 0 && (m[i - 1].tag === 'NUM' || COUNTS.has(m[i - 1].normal))))) writers++;
  return writers >= 2;
}

/** Is the verb at `i` said of one of `nouns` (its subject's head), with no particle after it ("keep going up", "lit up")? */
function saidOf(m: readonly TaggedWord[], i: number, nouns: readonly string[]): boolean {
  if (PARTICLES.has(m[i + 1]?.normal ?? '')) return false;
  let j = i - 1;
  while (j >= 0 && (DEGREE.has(m[j].normal) || COPULA.has(m[j].normal) || AUXILIARY.has(m[j].normal))) j--;
  const head = subjectHead(m, j);
  return head !== undefined && nouns.some((n) => same(m[head], n));
}

/** The head noun of the subject ending at `end`: the last noun of the first noun phrase, past prepositional phrases after it. */
function subjectHead(m: readonly TaggedWord[], end: number): number | undefined {
  let j = end;
  while (j >= 0) {
    let start = j;
    while (start > 0 && IN_PHRASE.has(m[start - 1].tag)) start--;
    const before = m[start - 1];
    if (before && before.tag === 'ADP' && start - 2 >= 0) {
      j = start - 2;
      continue;
    }
    for (let k = j; k >= start; k--) if (NOUN.has(m[k].tag)) return k;
    return undefined;
  }
  return undefined;
}

/**
 * Do the label's words appear in a row in some member only with a punctuation mark between? Read from the places
 * where the members write the label's least written word: back to where the row starts, then along it. (A row
 * starting on a punctuation mark the first word matches runs over marks and is matched from that word's own place
 * as well, so only rows starting on a word are read.)
 */
function acrossMarksIn(words: readonly string[], index: ThemeWords, occurrences: (w: string) => readonly Occurrence[]): boolean {
  let r = 0;
  for (let w = 1; w < words.length; w++) if (occurrences(words[w]).length < occurrences(words[r]).length) r = w;
  let inRow = false;
  let clean = false;
  for (const { i: at, k } of occurrences(words[r])) {
    const tokens = index.marked[k];
    // Back over r words (and the marks between) to the row's first word.
    let i = index.markedAt[k][at];
    let back = r;
    while (back > 0 && i >= 0) {
      i--;
      while (i >= 0 && !tokens[i].word) i--;
      if (i < 0 || !same(tokens[i], words[back - 1])) i = -1;
      back--;
    }
    if (i < 0) continue;
    let j = i;
    let marks = false;
    let matched = 0;
    for (const w of words) {
      while (j < tokens.length && !tokens[j].word) { marks = true; j++; }
      if (j < tokens.length && same(tokens[j], w)) { matched++; j++; } else break;
    }
    if (matched === words.length) {
      inRow = true;
      if (!marks) clean = true;
    }
  }
  return inRow && !clean;
}

/** Of phrases of a noun, a preposition and a noun, the one whose first noun most members write, when enough do (writersNeeded); then the more written second noun. */
export function linkedInstead(phrases: readonly PhraseCandidate[], typicalOrder: readonly number[], tags: Tags, weights: ArrayLike<number>, size: number): string | undefined {
  const scored = phrases
    .filter((p) => p.nouns.length >= 2)
    .map((p) => ({ p, first: writersOf(p.nouns[0], typicalOrder, tags, weights), second: writersOf(p.nouns[p.nouns.length - 1], typicalOrder, tags, weights) }))
    .filter((s) => s.first >= writersNeeded(size))
    .sort((a, b) => b.first - a.first || b.second - a.second || (a.p.key < b.p.key ? -1 : 1));
  return scored[0]?.p.display;
}

/** Words that name nothing beside a noun ("more doctor", "other shift"). */
const NO_QUALITY = new Set('more most less other another next only whole much many some any every each few lot'.split(' '));

/**
 * Two words a member writes side by side, one of them the noun most of the theme writes (when
 * enough do, writersNeeded), the other an adjective or noun: the one more members write ("Same
 * doctor" where "Dr Shah is brilliant" named four answers about seeing the same doctor), in the
 * spelling first written. `ok` rejects a label (theme-label-checks' labelFault, one taken already).
 */
export function nounPairInstead(typicalOrder: readonly number[], tags: Tags, weights: ArrayLike<number>, size: number, excluded: ReadonlySet<string>, ok: (label: string) => boolean): string | undefined {
  const nounWriters = new Map<string, number>();
  for (const t of typicalOrder) for (const l of new Set(tags[t].filter((x) => x.word && NOUN.has(x.tag) && x.normal.length > 2 && !excluded.has(x.lemma)).map((x) => x.lemma))) nounWriters.set(l, (nounWriters.get(l) ?? 0) + weights[t]);
  const [head, most] = [...nounWriters].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0] ?? [];
  if (!head || most < writersNeeded(size) || TIME_UNITS.has(head) || CALENDAR.has(head)) return undefined;
  const pairs = new Map<string, { text: string; score: number }>();
  for (const t of typicalOrder) {
    const m = tags[t];
    for (let i = 0; i + 1 < m.length; i++) {
      const [x, y] = [m[i], m[i + 1]];
      if (!x.word || !y.word || x.lemma === y.lemma) continue;
      const other = x.lemma === head && NOUN.has(x.tag) ? y : y.lemma === head && NOUN.has(y.tag) ? x : undefined;
      if (!other || other.normal.length < 3 || NO_QUALITY.has(other.normal) || excluded.has(other.lemma) || TIME_UNITS.has(other.normal) || CALENDAR.has(other.normal)) continue;
      // A noun after the head ("shift patterns"), or an adjective or noun before it.
      if (!(other === y ? NOUN.has(y.tag) : NOUN.has(x.tag) || x.tag === 'ADJ')) continue;
      const key = `${x.lemma} ${y.lemma}`;
      if (!pairs.has(key)) pairs.set(key, { text: `${x.display} ${y.display}`, score: writersOf(other.lemma, typicalOrder, tags, weights) });
    }
  }
  return [...pairs.values()].filter((p) => ok(p.text)).sort((a, b) => b.score - a.score)[0]?.text;
}
