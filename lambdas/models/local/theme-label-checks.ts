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
const TITLES = new Set('dr doctor mr mrs ms miss mx prof professor sir nurse'.split(' '));
const PRONOUNS = new Set('my our your his her their me us him them i we you'.split(' '));
/** Units of time: no label starts with one or has one after a preposition. */
const TIME_UNITS = new Set('minute minutes hour hours day days week weeks month months year years fortnight fortnights afternoon afternoons'.split(' '));
const CALENDAR = new Set('january february march april may june july august september october november december monday tuesday wednesday thursday friday saturday sunday weekend weekends morning mornings evening evenings'.split(' '));
const PREPOSITIONS = new Set('in on at for of to from by with about during after before through over under near'.split(' '));
/** Idioms whose noun names nothing ("on top of", "in front of", "out of order"). */
const IDIOMS: readonly string[][] = [['on', 'top', 'of'], ['in', 'front', 'of'], ['out', 'of', 'order'], ['at', 'all'], ['in', 'time']];
/** VADER valence from which a word praises or blames. */
const JUDGING = 0.3;

/** A title before a name: "Dr Shah"; "miss" or "nurse" only before a proper noun ("I miss notifications"). */
const titled = (title: string, x: TaggedWord) => (['dr', 'mr', 'mrs', 'ms', 'mx', 'prof'].includes(title) && NOUN.has(x.tag)) || (TITLES.has(title) && x.tag === 'PROPN');
type Tags = readonly (readonly TaggedWord[])[];
const same = (x: TaggedWord, w: string) => x.normal === w || x.lemma === w || stem(x.lemma) === stem(w);
const valence = (text: string) => SentimentIntensityAnalyzer.polarity_scores(text).compound;
/** Each member's valence, read once per member and request. */
const MEMBER_VALENCE = new WeakMap<readonly TaggedWord[], number>();
export const memberValence = (m: readonly TaggedWord[]) => MEMBER_VALENCE.get(m) ?? MEMBER_VALENCE.set(m, valence(m.map((x) => x.normal).join(' '))).get(m)!;

/** Why the label misreads its members (undefined when it does not). */
export function labelFault(label: string, typicalOrder: readonly number[], tags: Tags, size: number): string | undefined {
  const words = label.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const members = typicalOrder.map((t) => tags[t]);
  // Each word's occurrences are read once per label: several checks below ask for the same word.
  const found = new Map<string, { m: readonly TaggedWord[]; i: number }[]>();
  const occurrences = (w: string) => found.get(w) ?? found.set(w, members.flatMap((m) => m.map((x, i) => ({ m, i })).filter(({ m: mm, i }) => mm[i].word && same(mm[i], w)))).get(w)!;
  const tagsOf = (w: string) => new Set(occurrences(w).map(({ m, i }) => m[i].tag));
  const denied = ['not', 'no', 'never', 'nothing'].some((w) => words.includes(w));
  if (size >= 3 && words.some((w) => PRONOUNS.has(w))) return 'pronoun';
  // A person's name: a word written after a title.
  if (size >= 3 && words.some((w) => members.some((m) => m.some((x, i) => i > 0 && titled(m[i - 1].normal.replace(/\.$/, ''), x) && same(x, w))))) return 'person';
  // Units of time and calendar words as first word or after a preposition.
  for (let i = 0; i < words.length; i++) {
    const counted = i > 0 && ['most', 'a', 'every', 'each'].includes(words[i - 1]);
    const after = i > 0 && words[i - 1] === 'for';
    // 2026-12-08: a unit of time that several members write as the first part of a compound noun ("day pass", "night bus") names a kind of thing.
    if ((i === 0 && TIME_UNITS.has(words[i]) && !compoundOfTime(words, members)) || (counted && (TIME_UNITS.has(words[i]) || CALENDAR.has(words[i]))) || (after && TIME_UNITS.has(words[i]))) return 'time';
  }
  // A word written only inside an idiom.
  for (const w of words) {
    const found = occurrences(w);
    if (found.length > 0 && found.every(({ m, i }) => IDIOMS.some((idiom) => idiom.some((part, k) => part === w && idiom.every((p, j) => m[i - k + j]?.normal === p))))) return 'idiom';
  }
  const content = words.filter((w) => !['and', 'the', 'a', 'not', 'no'].includes(w) && !PREPOSITIONS.has(w));
  // An adverb, or a last word its writers write as a verb after the noun.
  if (!denied && content.some((w) => FUNCTION_ADVERBS.has(w))) return 'adverb';
  const last = words[words.length - 1];
  const others = words.slice(0, -1);
  if (!denied && words.length > 1 && occurrences(last).length > 0 && occurrences(last).every(({ m, i }) => m[i].tag === 'VERB' && i > 0 && !NOUN.has(m[i + 1]?.tag ?? '') && !saidOf(m, i, others))) return 'verb';
  // A last word every writer says after a linking verb (a predicate read as a noun: "Section patient" from "… section were patient").
  if (!denied && words.length > 1 && occurrences(last).length > 0 && occurrences(last).every(({ m, i }) => i > 0 && COPULA.has(m[i - 1].normal) && m[i].tag !== 'VERB')) return 'predicate last';
  // An adjective followed by a preposition ("Fantastic with …").
  if (words.length > 1 && PREPOSITIONS.has(words[1]) && [...tagsOf(words[0])].every((t) => t === 'ADJ')) return 'adjective before preposition';
  // Words that run over a comma in every member writing them in a row.
  if (words.length > 1 && acrossMarks(words, members)) return 'comma';
  // "No queue" where as many members complain of the queue as praise its absence.
  if (words[0] === 'no' && words.length > 1) {
    const noun = words[words.length - 1];
    let denying = 0;
    let affirming = 0;
    for (const m of members) {
      const at = m.findIndex((x) => x.word && same(x, noun));
      if (at < 0) continue;
      if (m.slice(Math.max(0, at - 3), at).some((x) => ['no', 'not', "n't", 'never', 'nobody', 'nowhere'].includes(x.normal))) denying++;
      else affirming++;
    }
    if (affirming >= 2 && affirming * 2 >= denying) return 'contradicted no';
  }
  if (denied || words.some((w) => PREPOSITIONS.has(w))) return undefined;
  // Qualifiers (never written as nouns) before the label's nouns must be written of one of them.
  const nouns = words.filter((w) => [...tagsOf(w)].some((t) => NOUN.has(t)));
  // Adjectives and participles; an adverb before a noun ("online shop") is read as a topic, not a quality.
  const qualifiers = words.filter((w, i) => i < words.length - 1 && !nouns.includes(w) && !CLASSIFYING.has(w) && tagsOf(w).size > 0 && [...tagsOf(w)].every((t) => t === 'ADJ' || t === 'VERB'));
  if (nouns.length === 0) return undefined;
  for (const q of qualifiers) if (!members.some((m) => qualifies(m, q, nouns))) return `adjective ${q}`;
  // A judging word that writers of the noun contradict.
  for (const q of qualifiers) {
    const v = valence(q);
    if (Math.abs(v) < JUDGING) continue;
    const head = nouns[nouns.length - 1];
    // A wish for something better or more ("Need better chairs and proper desks") is no praise, whatever its valence.
    const against = members.filter((m) => m.some((x) => x.word && same(x, head)) && !m.some((x) => same(x, q)) && !wish(m) && memberValence(m) * v < -0.1);
    if (against.length > 0) return `contradicted ${q}`;
  }
  return undefined;
}

/** Words that ask for something ("need", "would like", "could do with", "please"). */
const ASKING = new Set('need needs needed want wants wish please should'.split(' '));
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

/** Words that hope or ask for what is not there (the asking words but "should", a modal below, and "hope", "wanted", "wished"). */
const HOPING = new Set([...ASKING, 'hope', 'hopes', 'hoped', 'hoping', 'wanted', 'wished', 'wishing'].filter((w) => w !== 'should'));
/** Verbs after "hope to", "want to" that keep what follows hoped for ("hope to get a good bus service"; "hope to see these lovely staff" is praise). */
const HOPED_VERBS = new Set(['be', 'get', 'become', 'have', 'find']);
/** Verbs of wanting after a modal ("would love", "would have liked"). */
const WANTING = new Set(['love', 'like', 'prefer', 'loved', 'liked', 'preferred']);
/** Modals that, before "be", "get" or "become" and the praise, make it a condition ("could be great", "should be reliable"). */
const MODALS = new Set(['could', 'should', 'would', 'might', "'d"]);
/** Verbs that, after a modal, make what follows a condition. */
const CONDITION_VERBS = new Set(['be', 'get', 'become', 'look']);
/** Tags of the words that may stand between "could be" and the praise ("could be a lot more reliable", "should be great and friendly"). */
const CONDITION_BETWEEN = new Set(['ADV', 'DET', 'ADJ', 'PART', 'CCONJ']);
/** A comparative ("friendlier", "better", "more"), after "could have" a wish. */
const COMPARATIVE = /^(?:better|more|[a-z]{2,}er)$/;
/** Words of a time gone by ("years ago"); "once" only as an adverb (closing its clause or before an adjective, not "once we arrived"), "before" and "then" only beside "was"/"were". */
const PAST = new Set(['ago', 'formerly']);

/** Each member's words read as praise of something not there now (unrealPraise), found in one pass over its clauses. */
const UNREAL = new WeakMap<readonly TaggedWord[], readonly boolean[]>();

/** The words of each clause (between punctuation and "but") of `m` that praise no thing of now: see unrealPraise. */
function unrealWords(m: readonly TaggedWord[]): readonly boolean[] {
  const unreal = new Array<boolean>(m.length).fill(false);
  const conditioned = new Array<boolean>(m.length).fill(false);
  const ends = (k: number) => k >= m.length || m[k].tag === 'PUNCT' || m[k].normal === 'but';
  let from = 0;
  while (from < m.length) {
    let to = from;
    while (!ends(to)) to++;
    // The clause is from..to-1. Flags read once: a time gone by anywhere in it, "was"/"were", "still", the last "before" or clause-closing "then".
    let past = false;
    let was = false;
    let still = false;
    let lastBefore = -1;
    let lastThen = -1;
    // The first word after which the rest of the clause is hoped for or past ("hope the ...", "used to be ...").
    let hopedFrom = to;
    for (let k = from; k < to; k++) {
      const w = m[k].normal;
      const next = k + 1 < to ? m[k + 1] : undefined;
      if (PAST.has(w) || (w === 'once' && (!next || next.tag === 'ADJ' || next.tag === 'ADV'))) past = true;
      if (w === 'was' || w === 'were') was = true;
      if (w === 'still') still = true;
      if (w === 'before') lastBefore = k;
      if (w === 'then' && k === to - 1) lastThen = k;
      const toVerb = next?.normal === 'to' ? m[k + 2]?.normal : undefined;
      // "would love", "'d have liked": a modal before a verb of wanting hopes too ("would love to see the lovely staff again" is praise).
      const wants = !MODALS.has(w) ? -1 : WANTING.has(next?.normal ?? '') ? k + 1 : next?.normal === 'have' && WANTING.has(m[k + 2]?.normal ?? '') ? k + 2 : -1;
      const wanting = wants >= 0 && !(m[wants + 1]?.normal === 'to' && !HOPED_VERBS.has(m[wants + 2]?.normal ?? ''));
      const hoping = wanting || (HOPING.has(w) && (toVerb === undefined || HOPED_VERBS.has(toVerb)));
      const usedTo = w === 'used' && toVerb !== undefined && (m[k + 2].tag === 'VERB' || m[k + 2].tag === 'AUX');
      if ((hoping || usedTo) && k < hopedFrom) hopedFrom = k;
      // "could be", "'d get", "could have been": the words after, up to the first that cannot stand before the praise, are conditions;
      // after "could have", "should have" only from a comparative on ("should have friendlier staff"; "might have the friendliest staff" is praise).
      const have = next?.normal === 'have' && m[k + 2]?.normal !== 'been';
      const after = MODALS.has(w) && next ? (CONDITION_VERBS.has(next.normal) ? k + 2 : next.normal === 'have' ? k + (have ? 2 : 3) : -1) : -1;
      let comparative = !have;
      // A word already read stops the walk: the walk before it went on from there.
      for (let j = after; after >= 0 && j < to && !conditioned[j] && CONDITION_BETWEEN.has(m[j].tag); j++) {
        comparative ||= COMPARATIVE.test(m[j].normal) && m[j].normal !== 'super';
        conditioned[j] = comparative;
      }
    }
    const lastPast = still ? lastBefore : Math.max(lastBefore, lastThen);
    for (let i = from; i < to; i++) unreal[i] = past || i > hopedFrom || conditioned[i] || (was && i < lastPast);
    from = to + 1;
  }
  return unreal;
}

/**
 * Is the praise at i no praise of the thing now: hoped or asked for ("Hope the bus service gets better", "Want a good
 * bus service"), a condition ("could be great", "should be reliable"; "could not be nicer" is praise), or past ("used
 * to be friendly", "friendly once", "great years ago", "were nice before the takeover")? Read in i's clause. Mended
 * once more before release: "once" before a subject ("friendly once we arrived"), "used to" before no verb ("got used
 * to the friendly staff"), "hope to see these lovely staff", "should be proud of such lovely staff", "might have the
 * friendliest staff", and "lovely then and still are" are praise; each member's clauses are read once.
 */
export function unrealPraise(m: readonly TaggedWord[], i: number): boolean {
  let words = UNREAL.get(m);
  if (!words) UNREAL.set(m, (words = unrealWords(m)));
  return words[i] ?? false;
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

/** Is `q` written right before one of `nouns` (within its noun phrase) or said of one as the head of a linking verb's subject? */
function qualifies(m: readonly TaggedWord[], q: string, nouns: readonly string[]): boolean {
  for (let i = 0; i < m.length; i++) {
    if (!same(m[i], q)) continue;
    // Before the noun: only words of the phrase between ("sticky steering wheel").
    for (let j = i + 1; j < m.length && j <= i + 3; j++) {
      if (nouns.some((n) => same(m[j], n))) return true;
      if (!IN_PHRASE.has(m[j].tag) && m[j].normal !== '-') break;
    }
    // After a linking verb whose subject's head is the noun.
    let j = i - 1;
    while (j >= 0 && DEGREE.has(m[j].normal)) j--;
    if (j < 0 || !COPULA.has(m[j].normal)) continue;
    j--;
    while (j >= 0 && DEGREE.has(m[j].normal)) j--;
    const head = subjectHead(m, j);
    if (head !== undefined && nouns.some((n) => same(m[head], n))) return true;
  }
  return false;
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

/** Do the label's words appear in a row in some member only with a punctuation mark between? */
function acrossMarks(words: readonly string[], members: readonly (readonly TaggedWord[])[]): boolean {
  let inRow = false;
  let clean = false;
  for (const m of members) {
    const tokens = m.filter((x) => x.word || x.tag === 'PUNCT');
    for (let i = 0; i < tokens.length; i++) {
      let k = i;
      let marks = false;
      let matched = 0;
      for (const w of words) {
        while (k < tokens.length && !tokens[k].word) { marks = true; k++; }
        if (k < tokens.length && same(tokens[k], w)) { matched++; k++; } else break;
      }
      if (matched === words.length && same(tokens[i], words[0])) {
        inRow = true;
        if (!marks) clean = true;
      }
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
