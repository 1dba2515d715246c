import { SentimentIntensityAnalyzer } from 'vader-sentiment';
import { asideBar, writerClauseEnd, writerOpener } from './extractions-mends-2026-12-13.js';
import { dot } from '../../core/clustering/vectors.js';
import { trimSpan } from '../../core/text/clauses.js';
import type { TaggedToken } from '../../core/text/noun-phrases.js';
import type { Unit } from './extractions-mention-spans.js';
import { isWholeTheme, wholeMention } from './extractions-evidence.js';
import { clauseEnd, firstTokenAt, hasPredicate, MAX_RUN_ON, wordCount } from './extractions-token-runs.js';
import { amountGroups } from './extractions-amount-owners.js';
import { COMPANIONS } from './extractions-arrival-guards.js';

/**
 * Extractions version 2026-12-10, rules over the span ranges and the answers of 2026-12-09:
 *
 * - A theme that names the whole of what is reviewed ("restaurant in general", "the hotel overall", "overall experience";
 *   `isWholeTheme` of extractions-evidence.ts, as 2026-11-30 reads it) takes each short sentence in which no requested theme has a
 *   span: "A must try!", "IT WAS HORRIBLE.", "I have never been disappointed in the Red Eye." The sentence, of 2 to
 *   {@link WHOLE_SENTENCE_WORDS} words and trimmed of its closing marks, becomes the whole theme's span, where that theme has no span
 *   of its own in the text. Nothing is learnt per theme name: only the way a catch-all theme is phrased is read.
 *   Only a theme phrased as a catch-all takes such a sentence ({@link isCatchAllTheme}: "general admission" and "whole fish" do not),
 *   and only a sentence that judges ({@link judges}: "My phone died.", "We went for my birthday." and "Edit: typo." judge nothing).
 *   Mended before release: "I hate Mondays", "The weather was awful" and "Kind regards" judge nothing either, "service in general" is
 *   no catch-all, and of several catch-all themes a sentence goes to the one whose head it names, else to the first. Mended again:
 *   only the outside world is no verdict ("The bistro was amazing" is one), a greeting is meta only as the whole sentence
 *   ("Cheers, best meal ever" judges), and how the writer was treated judges ("We were ignored").
 * - A span that stops on a noun phrase followed by another set off by commas, then a verb ("The waiter, a lad called Tom, was
 *   brilliant"; up to 2026-12-09 "The waiter") runs on to the end of its clause, up to {@link MAX_RUN_ON} words, as 2026-12-09
 *   did where the second phrase was inside the span ("Bea, our housekeeper, found it under the bed"). A span inside another span of
 *   the same theme goes ("The owner, Mr Khan, knows his job" and "knows his job" were both answered up to 2026-12-09).
 * - Mended before release: a sentence about the writer's own life that says nothing good or bad is no theme's by a weak likeness
 *   alone ("My husband prefers the motorway" is no vehicle condition; {@link dropWriterAsides}).
 */

/** Longest sentence, in words, given to a whole theme when no theme is mentioned in it (the issue's ceiling on the mean span; 8 to 12 answer alike on restaurants16). */
export const WHOLE_SENTENCE_WORDS = 12;
/** Longest phrase, in tokens, set off by commas after a span's noun phrase. */
const APPOSITIVE_TOKENS = 8;
const NOUN_OPENERS: ReadonlySet<string> = new Set(['DET', 'PRON', 'NOUN', 'PROPN', 'NUM', 'ADJ']);
const SUBJECT_PRONOUNS: ReadonlySet<string> = new Set(['i', 'we', 'you', 'they', 'it', 'he', 'she']);
const isWord = (t: TaggedToken) => /[\p{L}\p{N}]/u.test(t.value);

/** A theme phrased as a catch-all: "X in general", "X overall", "X as a whole", "overall …", "general/whole experience". */
const CATCH_ALL_RE = /\b(?:in general|overall|as a whole)\b|^(?:the |my |your |our )?(?:general|whole)(?: (?:experience|impression|feedback|opinion|satisfaction|verdict))?$/u;
/** The words of a catch-all form around its head ("restaurant" in "the restaurant in general"). */
const CATCH_ALL_WORDS_RE = /\b(?:in general|overall|as a whole|general|whole|the|my|your|our)\b/gu;
/**
 * Heads that name one aspect of what is reviewed, before or after "in general", "overall" or "as a whole" ("service in general",
 * "ambience overall", "overall cleanliness"): such a theme is no catch-all. Any other head ("restaurant", "bus", "score") is one.
 */
const ASPECT_HEADS: ReadonlySet<string> = new Set([
  'service', 'staff', 'food', 'drink', 'price', 'pricing', 'cost', 'value', 'cleanliness', 'hygiene', 'ambience', 'ambiance', 'atmosphere',
  'decor', 'location', 'quality', 'delivery', 'support', 'communication', 'comfort', 'noise', 'parking', 'portion', 'menu', 'speed',
  'wait', 'waiting', 'facility', 'facilities', 'room', 'bed', 'breakfast', 'wifi', 'management', 'hospitality', 'friendliness',
]);
/**
 * Subjects that are the outside world or the writer's life rather than what is reviewed ("The weather was awful", "Traffic was
 * terrible", "The flight was delayed"), unless near a requested catch-all's head ("The flight was awful" for "airline overall").
 */
const OUTSIDE: ReadonlySet<string> = new Set([
  'weather', 'rain', 'snow', 'wind', 'storm', 'heat', 'heatwave', 'fog', 'traffic', 'road', 'roads', 'motorway', 'flight', 'flights',
  'journey', 'commute', 'drive', 'news', 'football', 'match', 'monday', 'mondays', 'brexit', 'election', 'government', 'economy', 'politics',
]);
/** GloVe cosine at which a subject is a near word of a catch-all's head ("bistro" 0.69 and "inn" 0.67 to "restaurant", "flight" 0.69 to "airline"; "traffic" 0.28). */
export const NEAR_HEAD_COSINE = 0.55;

/** The head of a catch-all theme (lower case): its last word outside the catch-all form, made singular; '' where it has none ("overall"). */
const singular = (word: string): string => word.replace(/(?<=[^su])s$/u, '');
export const catchAllHead = (lower: string): string => singular(lower.replace(CATCH_ALL_WORDS_RE, ' ').trim().split(/\s+/u).pop() ?? '');

/**
 * Whether a theme (lower case) is a catch-all for the whole of what is reviewed: a whole theme (`isWholeTheme`) whose "general" or
 * "whole", if any, is part of a catch-all form, and whose head before or after "in general", "overall" or "as a whole" names no
 * aspect (`ASPECT_HEADS`). "general admission", "general manager", "whole fish" and "service in general" name one thing.
 */
export const isCatchAllTheme = (lower: string): boolean => {
  if (!isWholeTheme(lower)) return false;
  if (!/\b(?:general|whole|overall)\b/u.test(lower)) return true;
  if (!CATCH_ALL_RE.test(lower)) return false;
  const head = catchAllHead(lower);
  return !ASPECT_HEADS.has(head);
};

/** Verdict idioms VADER has no word for. */
const VERDICT_IDIOM_RE = /\b(?:must[- ]try|never again|thumbs? (?:up|down)|(?:below|above) average|(?:\d+(?:\.\d+)?|one|two|three|four|five) stars?|\d+ ?\/ ?\d+|(?:\d+|ten|five) out of (?:\d+|ten|five)|would recommend|will be back|(?:can ?not|can[’']t) fault|let ?down|waste of|disappoint(?:ing|ed)?)\b/iu;
/** Meta text and asides to the reader: "Edit: typo.", "Update: they replied.", "P.S. …", "Thanks for reading!", "Hope this helps.", "Sorry for the long review". */
const META_RE = /^(?:(?:edit|update)\b|p\.? ?s\b|(?:thanks|thank you)\b.*\b(?:reading|listening|looking)\b|hope (?:this|that|it) helps\b|sorry (?:for|about) (?:the|this|my) (?:long|lengthy|rant))/iu;
/**
 * Greetings and sign-offs, meta only as the whole sentence with at most a name or "everyone" ("Kind regards", "Best wishes, Tom",
 * "Cheers!", "Merry Christmas everyone!", "Happy birthday Mum!", "God bless"); "Cheers, best meal ever" judges.
 */
const GREETING_RE = /^(?:(?:(?:kind|warm|warmest|best|many) )?regards|(?:best|all the best|warm|good) wishes|all the best|cheers|god bless|(?:many )?thanks|thank you|(?:merry|happy) (?:christmas|xmas|easter|new year|birthday|anniversary|holidays|hanukkah|diwali|eid|mother[’']?s day|father[’']?s day))/iu;
const GREETING_TAIL_RE = /^(?:[ ,]+(?:everyone|everybody|all|folks|guys|(?:to )?you|\p{Lu}[\p{Ll}'’-]*)){0,2}[\s.!]*$/u;
/** "Thanks to my wife for booking": thanks to one of the writer's people, for at most a few words that judge nothing. */
const THANKS_TO_RE = /^(?:thanks|thank you) to (?:my|our) (\p{L}+)(?: for(?: \p{L}+){1,3})?[\s.!]*$/iu;
const isMeta = (sentence: string): boolean => {
  if (META_RE.test(sentence)) return true;
  const greeting = GREETING_RE.exec(sentence);
  if (greeting && GREETING_TAIL_RE.test(sentence.slice(greeting[0].length))) return true;
  const thanks = THANKS_TO_RE.exec(sentence);
  return thanks !== null && COMPANIONS.has(thanks[1].toLowerCase()) && SentimentIntensityAnalyzer.polarity_scores(sentence.replace(/^(?:thanks|thank you)\b/iu, '')).compound === 0;
};
/** Words that point at what is reviewed, and occasions of a visit, in a sentence about the writer's own things. */
const POINTERS: ReadonlySet<string> = new Set(['it', 'this', 'that', 'here', 'there', 'they', 'them', 'everything', 'everyone', 'all', 'bit', 'minute', 'moment', 'mouthful', 'thing']);
const OCCASIONS: ReadonlySet<string> = new Set(['evening', 'night', 'day', 'afternoon', 'morning', 'weekend', 'time', 'stay', 'trip', 'meal', 'lunch', 'dinner', 'breakfast', 'brunch', 'class', 'lesson', 'session', 'visit', 'experience', 'food']);
/** How the writer is left by what is reviewed: "We were very impressed", "I was blown away", "I left satisfied", "We were pleasantly surprised". */
const LEFT: ReadonlySet<string> = new Set(['impressed', 'unimpressed', 'satisfied', 'dissatisfied', 'pleased', 'delighted', 'disgusted', 'appalled', 'underwhelmed', 'blown', 'amazed', 'surprised', 'gutted']);
const SUBJECT_SKIP: ReadonlySet<string> = new Set(['DET', 'ADJ', 'NUM', 'ADV']);

/**
 * The sentence's subject (tokens `from` to `to`), where it is a common noun before a verb: 'other' where it is the outside world
 * (`OUTSIDE`: "The weather was awful", "Traffic was terrible on the way") and no near word of a catch-all's head (`nearHead`:
 * "The flight was awful" for "airline overall"), 'own' where it is the writer's
 * ("Sadly my grandmother passed away"), else ''. A verdict with no verb ("Lovely little place", "Great value") and a name ("Amma is
 * nothing special", which may be what is reviewed) have no such subject.
 */
function subjectKind(tokens: readonly TaggedToken[], from: number, to: number, nearHead: (word: string) => boolean): '' | 'own' | 'other' {
  let k = from;
  let mine = false;
  for (; k < to; k++) {
    const lower = tokens[k].value.toLowerCase();
    if (lower === 'my' || lower === 'our') mine = true;
    else if (isWord(tokens[k]) && !SUBJECT_SKIP.has(tokens[k].pos)) break;
  }
  if (k >= to || tokens[k].pos !== 'NOUN') return '';
  while (k + 1 < to && ['NOUN', 'PROPN'].includes(tokens[k + 1].pos)) k++;
  if (k + 1 >= to || !['VERB', 'AUX'].includes(tokens[k + 1].pos)) return '';
  if (mine) return 'own';
  const word = tokens[k].value.toLowerCase();
  const forms = [word, tokens[k].lemma, singular(word)];
  return forms.some((w) => OUTSIDE.has(w)) && !forms.some(nearHead) ? 'other' : '';
}

/** How the writer is, not how the writer was treated: "We were so tired after the flight", "I felt ill" (and "I was starving", "We were celebrating"). */
const WRITER_STATES: ReadonlySet<string> = new Set(['tired', 'exhausted', 'shattered', 'knackered', 'sleepy', 'ill', 'sick', 'unwell', 'jetlagged', 'stressed', 'stuck', 'delayed', 'born', 'married', 'engaged', 'hungover', 'drunk']);
/**
 * Whether a sentence opening "I" or "we" says how the writer was treated: "was/were" and a participle ("We were ignored", "I was
 * treated like dirt", "We were made to feel welcome"), or "felt" and a judging word ("We felt so welcome", "I felt ripped off").
 */
function treated(words: readonly TaggedToken[]): boolean {
  if (!/^(?:i|we)$/iu.test(words[0]?.value ?? '')) return false;
  const verb = words[1]?.value.toLowerCase() ?? '';
  if (!['was', 'were', 'felt', 'feel', 'got'].includes(verb)) return false;
  let k = 2;
  while (k < words.length && words[k].pos === 'ADV') k++;
  const word = words[k];
  if (word === undefined || WRITER_STATES.has(word.value.toLowerCase()) || /ing$/iu.test(word.value)) return false;
  if (verb === 'felt' || verb === 'feel') return ['ADJ', 'VERB'].includes(word.pos) && (word.pos === 'VERB' || SentimentIntensityAnalyzer.polarity_scores(word.value).compound !== 0 || word.value.toLowerCase() === 'welcome');
  return word.pos === 'VERB';
}

/**
 * Whether a sentence (`sentence`: its text; tokens `from` to `to`) judges: VADER reads it as good or bad, a word in it refers to a
 * whole or gives a verdict on it (`wholeMention`: "place", "worth", "recommend", "go back"), or it holds a verdict idiom ("A must try",
 * "Never again", "Five stars"); never meta text ("Edit: …").
 */
function judges(sentence: string, tokens: readonly TaggedToken[], from: number, to: number, nearHead: (word: string) => boolean): boolean {
  if (VERDICT_IDIOM_RE.test(sentence)) return true;
  if (isMeta(sentence)) return false;
  for (let i = from; i < to; i++) if (wholeMention(tokens, i)) return true;
  // "My phone died.", "I hate Mondays.", "We were so tired after the flight.": the writer's own life, judged, is no verdict on what is
  // reviewed unless the sentence points at it or at the occasion ("My kids loved it", "Our evening was ruined", "We had a great time")
  // or says how it left the writer ("We were very impressed").
  const words = tokens.slice(from, to);
  const subject = subjectKind(tokens, from, to, nearHead);
  if (subject === 'other') return false;
  const own = (subject === 'own' || /^(?:my|our|i|we)\b(?!['’])/iu.test(sentence)) && !treated(words) &&
    !words.some((t) => POINTERS.has(t.value.toLowerCase()) || OCCASIONS.has(t.lemma) || OCCASIONS.has(t.value.toLowerCase()) || LEFT.has(t.value.toLowerCase()));
  if (own) return false;
  return SentimentIntensityAnalyzer.polarity_scores(sentence).compound !== 0;
}

/**
 * Adds to each catch-all theme (`whole[j]`) the sentences of the text that judge and in which no theme has a span, of 2 to
 * {@link WHOLE_SENTENCE_WORDS} words, in text order. `answers[j]`: the spans of theme `j`, verbatim from `text`.
 */
export function addWholeSentences(
  text: string,
  tokens: readonly TaggedToken[],
  answers: readonly string[][],
  themes: readonly string[],
  /** A word's unit GloVe vector, if it has one; the cosine of two words is the dot product of theirs. */
  vector: (word: string) => Float64Array | undefined = () => undefined,
): string[][] {
  const whole = themes.map((t) => isCatchAllTheme(t.trim().toLowerCase()));
  if (!whole.some(Boolean) || tokens.length === 0) return answers as string[][];
  const wholeHeads = themes.flatMap((t, j) => (whole[j] ? [catchAllHead(t.trim().toLowerCase())] : [])).filter((h) => h !== '');
  const cosine = (a: string, b: string) => {
    const [x, y] = [vector(a), vector(b)];
    return x && y ? dot(x, y) : -1;
  };
  const nearHead = (word: string) => wholeHeads.some((h) => h === word || cosine(word, h) >= NEAR_HEAD_COSINE);
  // Where the spans lie (every place a span's text occurs counts, so a sentence is never given a theme another span touches):
  // characters covered, counted by a running sum so that each sentence is checked in constant time.
  const depth = new Int32Array(text.length + 1);
  for (const span of new Set(answers.flat())) {
    if (span === '') continue;
    for (let at = text.indexOf(span); at >= 0; at = text.indexOf(span, at + 1)) { depth[at]++; depth[at + span.length]--; }
  }
  const coveredBefore = new Int32Array(text.length + 1);
  for (let c = 0, open = 0; c < text.length; c++) { open += depth[c]; coveredBefore[c + 1] = coveredBefore[c] + (open > 0 ? 1 : 0); }
  const covered = (start: number, end: number) => coveredBefore[end] - coveredBefore[start] > 0;
  const added: string[] = [];
  let first = 0;
  for (let k = 0; k <= tokens.length; k++) {
    const end = k === tokens.length || (tokens[k].pos === 'PUNCT' && /^[.!?]+$/u.test(tokens[k].value));
    if (!end) continue;
    const words = tokens.slice(first, k).filter(isWord);
    if (words.length >= 2 && words.length <= WHOLE_SENTENCE_WORDS) {
      const range = trimSpan(text, words[0].start, words[words.length - 1].end);
      if (range.end > range.start && !covered(range.start, range.end)) {
        const sentence = text.slice(range.start, range.end);
        if (judges(sentence, tokens, first, k, nearHead)) added.push(sentence);
      }
    }
    first = k + 1;
  }
  if (added.length === 0) return answers as string[][];
  // Each sentence goes to one catch-all theme with no span of its own: the one whose head the sentence names, else the first.
  const open = themes.flatMap((t, j) => (whole[j] && answers[j].length === 0 ? [j] : []));
  if (open.length === 0) return answers as string[][];
  const heads = open.map((j) => catchAllHead(themes[j].trim().toLowerCase()));
  const out = answers.map((list) => list);
  for (const sentence of added) {
    const named = new Set(sentence.toLowerCase().match(/\p{L}+/gu)?.flatMap((w) => [w, singular(w)]) ?? []);
    const n = heads.findIndex((h) => h !== '' && named.has(h));
    const j = open[n < 0 ? 0 : n];
    out[j] = out[j] === answers[j] ? [sentence] : [...out[j], sentence];
  }
  return out;
}

/**
 * Drops a span inside another span of its theme, then runs a span that ends on a bare noun phrase of its theme, followed by a phrase set off by commas and then a verb, on to the end
 * of its clause ("The waiter, a lad called Tom, was brilliant"), up to {@link MAX_RUN_ON} words. `hits[j][i]`: token `i` mentions theme `j`.
 */
export function runOnAppositives(text: string, tokens: readonly TaggedToken[], ranges: readonly Unit[][], hits: readonly boolean[][]): Unit[][] {
  return ranges.map((list, j) => list.map((r): Unit => {
    const from = firstTokenAt(tokens, r.start);
    let lastK = from - 1;
    while (lastK + 1 < tokens.length && tokens[lastK + 1].end <= r.end) lastK++;
    if (lastK < from || tokens[lastK + 1]?.value !== ',') return r;
    const inside = Array.from({ length: lastK + 1 - from }, (_, n) => from + n);
    // A bare noun phrase of the theme: no verb and no adjective said of it, no comma, opening as a noun phrase does.
    if (!NOUN_OPENERS.has(tokens[from].pos) || SUBJECT_PRONOUNS.has(tokens[from].value.toLowerCase()) || inside.some((k) => tokens[k].value === ',')) return r;
    if (hasPredicate(tokens, inside) || !inside.some((k) => hits[j][k])) return r;
    // The phrase set off by commas: opens as a noun phrase, holds a noun, ends at the next comma within a few tokens.
    let close = lastK + 2;
    if (!NOUN_OPENERS.has(tokens[close]?.pos ?? '') || SUBJECT_PRONOUNS.has(tokens[close].value.toLowerCase())) return r;
    while (close < tokens.length && close - lastK - 2 < APPOSITIVE_TOKENS && tokens[close].value !== ',' && tokens[close].pos !== 'PUNCT' && tokens[close].pos !== 'CCONJ') close++;
    if (tokens[close]?.value !== ',' || !tokens.slice(lastK + 2, close).some((t) => t.pos === 'NOUN' || t.pos === 'PROPN')) return r;
    const verb = close + 1;
    if (!['VERB', 'AUX'].includes(tokens[verb]?.pos ?? '')) return r;
    const k = clauseEnd(tokens, verb);
    return wordCount(text, r.start, tokens[k].end) <= MAX_RUN_ON ? { ...r, end: trimSpan(text, r.start, tokens[k].end).end } : r;
  })).map(dropContained);
}

/** The ranges in their order, less each range inside another (of two equal ranges the first stays); sorted once, so linear after the sort. */
function dropContained(list: readonly Unit[]): Unit[] {
  const order = list.map((_, n) => n).sort((a, b) => list[a].start - list[b].start || list[b].end - list[a].end || a - b);
  const inside = new Set<number>();
  let reach = -1;
  for (const n of order) {
    if (list[n].end <= reach) inside.add(n);
    else reach = list[n].end;
  }
  return inside.size === 0 ? (list as Unit[]) : list.filter((_, n) => !inside.has(n));
}

/** Words that open a sentence about the writer's own life. */
const WRITER_OPENERS: ReadonlySet<string> = new Set(['i', 'we', 'my', 'our']);

/**
 * Clears, in each sentence opening with the writer that says nothing good or bad (VADER compound 0: "My husband prefers the motorway",
 * "We drove along the coast road every morning"), the mentions of each theme whose every mention there is a likeness by vector or
 * encoder scoring under `bar`, in the writer's own clause, with no adjective said of it: no word of the theme, no related word and no
 * rule names it. A theme matched by its letters stays ("I commute by train" is still training). One pass over the tokens per theme
 * and sentence; amounts and taken objects are marked in typed arrays (a set of thousands of token indices grows at more than linear cost).
 * `scores[j][i]`, `hits[j][i]`: as read by extractions-spans.ts, `hits` changed in place.
 * Mended before release, a theme stays where its mention is a plain fact about the service ({@link keptAside}): money paid, in a
 * sentence that writes an amount ("I paid £22 to go two miles" is still the fare), or the writer's own service thing doing something
 * ("Our plumber arrived at nine" is still the engineer), unless that thing is one of the writer's people or pets ("My husband prefers
 * the motorway", "Our dog stayed with my mum" are still no theme's).
 */
export function dropWriterAsides(text: string, tokens: readonly TaggedToken[], scores: readonly (number | undefined)[][], hits: boolean[][], barOf2026: number, plainBar?: number): void {
  let amounts: Uint8Array | undefined; // 1 at each token of an amount of money.
  let taken: Int32Array | undefined; // At each token taken by the writer's verb, the number of its sentence ({@link takenObjects}).
  let first = 0;
  for (let k = 0, sentence = 0; k <= tokens.length; k++) {
    if (k < tokens.length && !(tokens[k].pos === 'PUNCT' && /^[.!?]+$/u.test(tokens[k].value))) continue;
    let open = first;
    while (open < k && !isWord(tokens[open])) open++;
    const opener = open < k ? writerOpener(tokens[open], WRITER_OPENERS, plainBar !== undefined) : undefined; // 2026-12-13: "I'm", "I’ll" too.
    if (opener !== undefined) {
      let plain: boolean | undefined;
      // The writer's own clause: up to the first conjunction or comma ("We got there early and the floors were wet" ends at "and").
      let own = open;
      while (own < k && tokens[own].pos !== 'CCONJ' && tokens[own].pos !== 'SCONJ' && tokens[own].value !== ',') own++;
      if (plainBar !== undefined) own = writerClauseEnd(tokens, open, k); // 2026-12-13: "My wife and I left the car" is one clause.
      if (amounts === undefined) { amounts = new Uint8Array(tokens.length); for (const i of amountGroups(tokens).flat()) amounts[i] = 1; }
      taken = takenObjects(tokens, open, own, opener, taken, ++sentence);
      const fact = { head: ownSubject(tokens, open, own), amount: false, taken, sentence };
      for (let i = first; i < k && !fact.amount; i++) fact.amount = amounts[i] === 1;
      const bar = asideBar(tokens, first, k, barOf2026, plainBar, fact.amount); // Version 2026-12-13: a higher bar where no opinion, ability, amount or duration is given (extractions-mends-2026-12-13.ts).
      hits.forEach((row, j) => {
        let any = false;
        for (let i = first; i < k; i++) {
          if (!row[i]) continue;
          const s = scores[j][i];
          if (s === undefined || s >= bar || i >= own || saidOf(tokens, i, own) || keptAside(tokens, i, fact)) return;
          any = true;
        }
        if (!any) return;
        // Only where the sentence says nothing good or bad (VADER reads it as neutral), read once per sentence.
        plain ??= SentimentIntensityAnalyzer.polarity_scores(text.slice(tokens[open].start, tokens[k - 1].end)).compound === 0;
        if (plain) for (let i = first; i < k; i++) row[i] = false;
      });
    }
    first = k + 1;
  }
}

/** Whether the clause says what its word `i` is like: a form of "be" after it, then an adjective ("My fringe is now lopsided"), before `end`. */
function saidOf(tokens: readonly TaggedToken[], i: number, end: number): boolean {
  let k = i + 1;
  if (k >= end || tokens[k].lemma !== 'be') return false;
  for (k++; k < end && k <= i + 4; k++) if (tokens[k].pos === 'ADJ') return true;
  return false;
}

/** Verbs of paying: with an amount written in the sentence, money paid ("I paid nineteen pounds for the trip"). */
const PAYING: ReadonlySet<string> = new Set(['pay', 'charge', 'bill', 'cost', 'spend', 'overcharge']);
/** The writer's pets, which, like the writer's people (`COMPANIONS`), are no service thing of theirs ("Our dog stayed with my mum"). */
const PETS: ReadonlySet<string> = new Set(['dog', 'dogs', 'cat', 'cats', 'puppy', 'kitten', 'pet', 'pets', 'pup', 'horse', 'rabbit', 'hamster']);
const NOMINAL: ReadonlySet<string> = new Set(['ADJ', 'NOUN', 'PROPN', 'NUM']);

/**
 * The head noun of the subject right after an opening "my" or "our" (`open`), before the verb and inside the clause (`end`): "plumber" in
 * "Our plumber arrived at nine", "men" in "Our removal men came early"; -1 where there is none or it names the writer's people or pets.
 */
function ownSubject(tokens: readonly TaggedToken[], open: number, end: number): number {
  if (!['my', 'our'].includes(tokens[open].value.toLowerCase())) return -1;
  let h = open + 1;
  while (h < end && NOMINAL.has(tokens[h].pos)) h++;
  const head = tokens[h - 1];
  if (h === open + 1 || h >= end || !['NOUN', 'PROPN'].includes(head.pos) || !['VERB', 'AUX', 'ADV'].includes(tokens[h].pos)) return -1;
  const word = head.value.toLowerCase();
  return COMPANIONS.has(word) || COMPANIONS.has(head.lemma) || PETS.has(word) || PETS.has(head.lemma) ? -1 : h - 1;
}

/** Whether a theme's mention at token `i` is a plain fact about the service: the subject's head (`fact.head`), or a verb of paying where the sentence writes an amount. */
function keptAside(tokens: readonly TaggedToken[], i: number, fact: { head: number; amount: boolean; taken: Int32Array | undefined; sentence: number }): boolean {
  return i === fact.head || fact.taken?.[i] === fact.sentence || (fact.amount && PAYING.has(tokens[i].lemma));
}

/** Verbs of taking what is served, whose object is the service's own thing ("We ordered the lamb", "We had the tasting menu"). */
const TAKING: ReadonlySet<string> = new Set(['order', 'have', 'eat', 'drink', 'try', 'book']);
const OBJECT_OPENERS: ReadonlySet<string> = new Set(['DET', 'NUM', 'ADJ']);
const OBJECT_WORDS: ReadonlySet<string> = new Set(['NOUN', 'PROPN', 'ADJ', 'NUM']);

/** A word in -ing before a noun, read as its modifier ("the tasting menu"). */
const modifierIng = (tokens: readonly TaggedToken[], k: number): boolean =>
  /ing$/u.test(tokens[k].value) && ['NOUN', 'PROPN'].includes(tokens[k + 1]?.pos ?? '');

/**
 * Mended before release: the tokens of the noun phrase that is the object of the writer's verb (after an opening "I" or "we") of taking what is served (`TAKING`; "ask"
 * only before "for"), from `open` to `end`, and a verb of paying with the noun phrase it pays for ("I paid for ten sessions upfront",
 * "I asked for the wine list"): a theme matched there stays. The phrase opens with a determiner, a number or an adjective (never "my",
 * "our" or a pronoun: "I asked my sister to come", "I paid for my daughter"), runs over its nouns and ends on a noun that is none of
 * the writer's people or pets; each token is read at most twice. The tokens taken are marked `sentence` in `taken` (made on first need,
 * one per text, so marks of earlier sentences need no clearing).
 */
function takenObjects(tokens: readonly TaggedToken[], open: number, end: number, opener: string, taken: Int32Array | undefined, sentence: number): Int32Array | undefined {
  // Only the writer's own verb: "My wife booked the trip for my birthday" is no room.
  if (!['i', 'we'].includes(opener)) return taken;
  for (let v = open + 1; v < end; v++) {
    const lemma = tokens[v].lemma;
    const paying = PAYING.has(lemma);
    const verb = tokens[v].pos === 'VERB' || (tokens[v].pos === 'AUX' && lemma === 'have');
    if (!verb || !(paying || TAKING.has(lemma) || lemma === 'ask')) continue;
    let k = v + 1;
    const forIt = tokens[k]?.value.toLowerCase() === 'for';
    if (forIt) k++;
    else if (lemma === 'ask' || paying) continue;
    if (k >= end || !OBJECT_OPENERS.has(tokens[k].pos)) continue;
    // "have" takes what is served only as "the …" or a number ("We had the tasting menu", "We had two starters"; not "We had a long drive").
    if (lemma === 'have' && !forIt && tokens[k].value.toLowerCase() !== 'the' && tokens[k].pos !== 'NUM') continue;
    const from = k;
    while (k < end && (OBJECT_WORDS.has(tokens[k].pos) || (k === from && tokens[k].pos === 'DET') || modifierIng(tokens, k))) k++;
    while (k > from && !['NOUN', 'PROPN'].includes(tokens[k - 1].pos)) k--;
    const head = tokens[k - 1];
    if (k === from || !['NOUN', 'PROPN'].includes(head.pos) || [head.value.toLowerCase(), head.lemma].some((w) => COMPANIONS.has(w) || PETS.has(w))) continue;
    taken ??= new Int32Array(tokens.length);
    for (let n = from; n < k; n++) taken[n] = sentence;
    if (paying) taken[v] = sentence;
    v = Math.max(v, k - 1);
  }
  return taken;
}
