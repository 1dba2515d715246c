import type { TaggedToken } from '../../core/text/noun-phrases.js';
import { ADULT_BAR, PERSON_BAR, type PeopleReading } from './extractions-people.js';
import { clockFollows, COMING_VERBS, countsThings, customerLate, customerSubject, findsSomething, ownTask, reachesOutcome, subjectWords, TIME_NOUNS, UNITS_OF_TIME as UNITS } from './extractions-arrival-guards.js';

/**
 * Extractions version 2026-12-07: arriving told with its time mentions a theme about being on time. "The cleaners arrived bang on
 * nine", "They turned up an hour late", "My mattress arrived the day after I ordered it", "Nobody showed up" say what punctuality,
 * delays, lead time or delivery speed is, yet no single word of them is near such a theme by vector or for the encoder. An arrival is
 * "arrive", or "turn up" / "show up" with its particle; it is told with its time when a time follows it within six tokens (before a
 * comma or another verb: "late", "early", "on time", "bang on", an amount of time, "before 2pm", "at nine", "the next day") or when no one
 * arrived ("Nobody turned up"). "We arrived on a rainy Tuesday" tells a day, not how late: a day or date alone is no time of arrival,
 * nor is "yesterday", "tomorrow" or a unit of time without an amount ("arrived on the first day of the sale", "every week"; mended
 * before release, see {@link timeFollows}).
 */
/** Theme words about being on time or how long it took. */
const TIMING_NAMES = new Set(['punctuality', 'timekeeping', 'lateness', 'delay', 'delays', 'timing', 'timings', 'arrival', 'arrivals']);
/**
 * Mended before release: "speed" is about time with what is delivered or answered ("delivery speed", "speed of service", "response
 * speed"), not with anything else ("broadband speed", "download speed" are no matter of anyone arriving).
 * Mended a fourth time before release: nor alone, which is most often the speed of the thing bought (a broadband, laptop or website
 * study's "speed"): up to this mend "speed" alone was a time theme.
 */
const SPEED_OF = new Set(['delivery', 'deliveries', 'dispatch', 'service', 'turnaround', 'response']);
/** Heads of a theme about a time of its first word ("lead time", "delivery times", "check-in times"), save waiting and opening hours. */
const TIME_HEADS = new Set(['time', 'times']);
const NOT_ARRIVAL_TIMES = new Set(['waiting', 'wait', 'opening', 'closing', 'screen', 'play', 'free', 'bed', 'lunch', 'break']);
const ARRIVE = new Set(['arrive']);
const UP_VERBS = new Set(['turn', 'show']);
const NOBODY = new Set(['nobody', 'no-one', 'noone']);
/** Words that tell how late or early by themselves. */
const TIMING_WORDS = new Set(['late', 'early', 'earlier', 'later', 'promptly', 'prompt', 'punctually', 'ontime', 'overdue']);
const CLOCK = /^(?:\d{1,2}(?:[.:]\d{2})?(?:am|pm)?|noon|midday|midnight|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)$/u;
const BEFORE_CLOCK = new Set(['before', 'after', 'by', 'at', 'until', 'till', 'around', 'past']);
const SPOT_ON = new Set(['bang', 'dead', 'spot', 'right', 'exactly', 'just']);
/** Of these, words that say "on" a place as well ("right on my doorstep", "just on the shelf"): only with a clock or time word after. */
const PLACE_ON = new Set(['right', 'just']);
/** Words after a unit of time that make it a time of arrival without an amount ("the day after I ordered it", "the week before"). */
const AFTER_UNIT = new Set(['after', 'before', 'later', 'earlier', 'late', 'early']);
const PARTS_OF_DAY = new Set(['morning', 'afternoon', 'evening', 'night']);
/** Words that tell how late or early after an amount of time ("twenty minutes late", "two days early"). */
const LATE_EARLY = new Set(['late', 'early', 'overdue', 'behind']);
/** Words that start an amount of time before its unit ("an hour", "half an hour", "twenty minutes", "a couple of days"). */
const AMOUNT_WORDS = new Set(['a', 'an', 'half', 'few', 'couple', 'of', 'several', 'over', 'almost', 'nearly', 'about', 'around', 'quarter', 'full', 'whole', 'good']);
/** Being back or ready with its time after it ("back the same afternoon", "ready the next morning", "back in a day"). */
const DONE_WORDS = new Set(['back', 'ready', 'done', 'finished', 'fixed', 'repaired']);
/**
 * Verbs of answering before "back" ("called back within ten minutes", "rang me back the next day", "texted back within an hour"):
 * mended a fourth time before release, a reply with its time is no being back with its time: it mentions only a time theme about
 * answering ({@link REPLY_THEME_WORDS}: "response time"), no punctuality, lead time or delivery speed.
 */
const REPLY_VERBS = new Set(['call', 'ring', 'rang', 'text', 'texted', 'phone', 'email', 'emailed', 'e-mail', 'message', 'messaged', 'reply', 'write', 'wrote', 'buzz']);
const replyBack = (tokens: readonly TaggedToken[], i: number): boolean => [tokens[i - 1], tokens[i - 1]?.pos === 'PRON' ? tokens[i - 2] : undefined]
  .some((t) => t !== undefined && t.pos === 'VERB' && (REPLY_VERBS.has(t.lemma) || REPLY_VERBS.has(t.value.toLowerCase())));
/** Verbs that tell how long with a time after them ("We waited fourteen weeks", "kept my car for nine days", "took three weeks"). */
const HOW_LONG_VERBS = new Set(['wait', 'keep', 'take']);
/** Who is no one at work: guests (the writer is not among them: "We landed ahead of schedule" tells the flight's time). */
const GUESTS = new Set(['guest', 'guests', 'visitor', 'visitors']);
const PERSON_PRONOUNS = new Set(['he', 'she', 'someone', 'somebody', 'nobody', 'no-one', 'noone', 'anyone', 'everyone']);

/** Whether a theme's words are about being on time ("punctuality", "delays", "lead time", "delivery speed", "check-in times"). */
export function timingTheme(words: readonly string[]): boolean {
  if (words.some((w) => TIMING_NAMES.has(w))) return true;
  if (words.includes('speed') && words.some((w) => SPEED_OF.has(w))) return true;
  return words.length > 1 && TIME_HEADS.has(words[words.length - 1]) && !words.slice(0, -1).some((w) => NOT_ARRIVAL_TIMES.has(w));
}

/** Whether a time of arrival follows token `i` within six tokens, before a comma or another verb. */
export function timeFollows(tokens: readonly TaggedToken[], i: number): boolean {
  for (let k = i + 1; k < tokens.length && k <= i + 6; k++) {
    const t = tokens[k];
    const lower = t.value.toLowerCase();
    const next = tokens[k + 1]?.value.toLowerCase() ?? '';
    if (SPOT_ON.has(lower) && next === 'on' && (!PLACE_ON.has(lower) || clockOrTimeAt(tokens, k + 2))) return true;
    if (t.pos === 'PUNCT' || ((t.pos === 'VERB' || t.pos === 'AUX') && !TIMING_WORDS.has(lower))) return false;
    if (TIMING_WORDS.has(lower) || (UNITS.has(lower) && amountOfTime(tokens, k))) return true;
    if (lower === 'on' && next === 'time') return true;
    // Mended before release: a number that counts things is no clock time ("arrived at one of the neighbours", "by two couriers").
    if (BEFORE_CLOCK.has(lower) && CLOCK.test(next) && !countsThings(tokens, k + 1)) return true;
    if ((lower === 'next' || lower === 'same' || lower === 'following') && (UNITS.has(next) || PARTS_OF_DAY.has(next))) return true;
  }
  return false;
}

/** Whether a clock time or a word of time stands at `k`, after a determiner if any ("right on nine", "just on time", "right on the hour"). */
function clockOrTimeAt(tokens: readonly TaggedToken[], k: number): boolean {
  const at = tokens[k]?.pos === 'DET' ? k + 1 : k;
  const lower = (tokens[at]?.value.toLowerCase() ?? '').replace(/\.$/u, ''); // "8am." at the end is one token
  return (CLOCK.test(lower) && !countsThings(tokens, at)) || TIME_NOUNS.has(lower);
}

/**
 * Whether the unit of time at `k` tells an amount of time or a time of arrival: a number or an amount word before it ("ten minutes",
 * "an hour", "a couple of days", "all day", "within the hour"), no determiner or describing word before it ("waited weeks"), or "after", "later", "late" after it
 * ("the day after I ordered it"). Mended before release: a unit alone ("on the first day of the sale", "every week") tells a day.
 */
function amountOfTime(tokens: readonly TaggedToken[], k: number): boolean {
  const before = tokens[k - 1];
  if (AFTER_UNIT.has(tokens[k + 1]?.value.toLowerCase() ?? '')) return true;
  if (before === undefined) return true;
  const lower = before.value.toLowerCase();
  if (before.pos === 'NUM' || /\d/u.test(before.value) || AMOUNT_WORDS.has(lower) || lower === 'all') return true;
  if (lower === 'the' && ['within', 'inside'].includes(tokens[k - 2]?.value.toLowerCase() ?? '')) return true;
  return !['DET', 'ADJ', 'PRON', 'NUM'].includes(before.pos) && !['the', 'this', 'that', 'every', 'each', 'first', 'last'].includes(lower);
}

/**
 * Version 2026-12-07, not yet released, so mended: lateness told by an amount of time ("twenty minutes late", "an hour late", "two days
 * early", "ahead of schedule", "behind schedule"), being back or ready with its time ("My car was back the same afternoon", "ready the
 * next morning") and waiting, keeping or taking with its time ("We waited fourteen weeks", "They kept my car for nine days") tell how late
 * or how long as an arrival with its time does: the token index of "late", "schedule", "back" or the verb.
 */
export function timingPhrases(tokens: readonly TaggedToken[]): number[] {
  return tokens.flatMap((t, i) => {
    const lower = t.value.toLowerCase();
    if (lower === 'schedule' && ['ahead', 'behind'].includes(tokens[i - 2]?.value.toLowerCase() ?? '') && tokens[i - 1]?.value.toLowerCase() === 'of') return [i];
    if (LATE_EARLY.has(lower) && t.pos !== 'NOUN') {
      // An amount of time right before it: a unit, after a number or an amount word ("twenty minutes", "an hour", "half an hour").
      const unit = tokens[i - 1];
      const amount = tokens[i - 2];
      if (unit !== undefined && UNITS.has(unit.value.toLowerCase()) && amount !== undefined && (amount.pos === 'NUM' || /\d/u.test(amount.value) || AMOUNT_WORDS.has(amount.value.toLowerCase()))) return [i];
      return [];
    }
    if (t.pos === 'VERB' && HOW_LONG_VERBS.has(t.lemma)) return timeFollows(tokens, i) ? [i] : [];
    // Mended before release: the writer or a companion being back or ready is their own doing ("I keep coming back every week").
    return DONE_WORDS.has(lower) && t.pos !== 'NOUN' && !customerSubject(tokens, i) && timeFollows(tokens, i) ? [i] : [];
  });
}

/** Verbs after "took … to" that tell the service's time ("took eleven weeks to arrive", "took six weeks to reply"). */
const TOOK_TO: ReadonlySet<string> = new Set([...COMING_VERBS, 'return', 'send', 'dispatch', 'finish', 'complete']);

/**
 * Whether "take" at `i` tells how long something took (mended before release): the past tense ("Take a minute to read the label" is
 * an advice), no "off" ("took a day off work" is leave) and no "to" + verb after it other than one of coming, answering or doing the
 * job ("took a week to read the label" is a task; "took eleven weeks to arrive" stays).
 */
function tookTime(tokens: readonly TaggedToken[], i: number): boolean {
  if (!['took', 'taken'].includes(tokens[i].value.toLowerCase())) return false;
  for (let k = i + 1; k < tokens.length && k <= i + 7; k++) {
    const lower = tokens[k].value.toLowerCase();
    if (tokens[k].pos === 'PUNCT') break;
    if (lower === 'off') return false;
    if (lower === 'to' && tokens[k + 1]?.pos === 'VERB') return TOOK_TO.has(tokens[k + 1].lemma);
  }
  return true;
}

/**
 * Who or what arrived: the head of the subject of the clause of token `i` (its last noun or pronoun, no possessive, before the first
 * verb and any preposition; extractions-arrival-guards.ts). Mended again before release: up to this mend the first one ("removal" of
 * "The removal men", "mum" of "My mum's taxi").
 */
function clauseSubject(tokens: readonly TaggedToken[], i: number): number {
  const words = subjectWords(tokens, i);
  return words.length === 0 ? -1 : words[words.length - 1];
}

/** Whether the subject at `k` is a guest or family (read nearer family than {@link ADULT_BAR}): "Aunt May", "my husband", "our guests". */
function notTheService(tokens: readonly TaggedToken[], k: number, reading: (t: TaggedToken) => PeopleReading | undefined): boolean {
  if (k < 0) return false;
  const t = tokens[k];
  if (GUESTS.has(t.value.toLowerCase()) || GUESTS.has(t.lemma)) return true;
  const r = t.pos === 'PRON' ? undefined : reading(t);
  return r !== undefined && r.work <= ADULT_BAR;
}

/** Whether the subject at `k` is someone (a person pronoun or a word read nearer people than things by more than -{@link PERSON_BAR}), not a thing. */
function someone(tokens: readonly TaggedToken[], k: number, reading: (t: TaggedToken) => PeopleReading | undefined): boolean {
  if (k < 0) return false;
  const t = tokens[k];
  if (t.pos === 'PRON') return PERSON_PRONOUNS.has(t.value.toLowerCase());
  const r = reading(t);
  return r !== undefined && r.person > -PERSON_BAR;
}

/** Token indices of an arrival told with its time: "arrived" or the verb of "turned up", "showed up". */
export function arrivalPhrases(tokens: readonly TaggedToken[]): number[] {
  return arrivals(tokens).filter((i) => nobodyArrived(tokens, i) || timeFollows(tokens, UP_VERBS.has(tokens[i].lemma) ? i + 1 : i));
}

/** Token indices of every arrival: "arrived", or the verb of "turned up", "showed up". */
function arrivals(tokens: readonly TaggedToken[]): number[] {
  return tokens.flatMap((t, i) => {
    if (t.pos !== 'VERB') return [];
    const up = UP_VERBS.has(t.lemma) && tokens[i + 1]?.value.toLowerCase() === 'up';
    if (!ARRIVE.has(t.lemma) && !up) return [];
    // Mended before release: finding something ("turned up three faults") or reaching an outcome ("arrived at a decision") is no arrival.
    return (up ? findsSomething(tokens, i) : reachesOutcome(tokens, i)) ? [] : [i];
  });
}

/**
 * Whether "nobody" / "no one" within three tokens before the arrival at `i` is its subject: no verb, pronoun, noun or clause break
 * between them (mended before release: "I told nobody it arrived" tells that it did arrive).
 */
function nobodyArrived(tokens: readonly TaggedToken[], i: number): boolean {
  for (let k = Math.max(0, i - 3); k < i; k++) {
    const w = tokens[k].value.toLowerCase();
    if (!NOBODY.has(w) && !(w === 'one' && tokens[k - 1]?.value.toLowerCase() === 'no')) continue;
    if (tokens.slice(k + 1, i).every((t) => !['VERB', 'PRON', 'NOUN', 'PROPN', 'PUNCT', 'SCONJ', 'CCONJ'].includes(t.pos))) return true;
  }
  return false;
}

/**
 * Returns the theme and token of each mention it gave (mended a fourth time before release: the money rule of extractions-paid-for.ts
 * does not count them as another thing the clause talks of, so "He turned up late twice and then charged full price" keeps its money
 * for "lesson cost" beside its time for "punctuality").
 *
 * An arrival told with its time names every theme about being on time outright (Infinity, as a theme's own word does): scored as a
 * related word it lost the contest between themes to one it resembles by vector ("arrived" is near "delivery charge"), since that
 * contest reads the word alone, which says nothing of time.
 */
export function applyArrivals(
  tokens: readonly TaggedToken[], themes: ReadonlyArray<{ words: readonly string[] } | undefined>, scores: (number | undefined)[][],
  reading: (t: TaggedToken) => PeopleReading | undefined, related = Infinity,
): Array<[number, number]> {
  // Mended again before release: the customer's or a companion's own arrival ("We arrived early", "My in-laws arrived a day early")
  // mentions no theme by its verb either ("arrived" is a related word of delivery).
  // Nor does its time by resemblance ("half an hour late" near "lead time" and "delivery"): from the verb to the time's last word.
  const timing = themes.map((t) => t !== undefined && timingTheme(t.words));
  // Mended before release: `reading` is required, since 2026-12-07 always reads people (its branches without it were never reached).
  // Mended a third time before release: with or without its time ("We arrived on the first day of the sale").
  for (const i of [...arrivals(tokens), ...timingPhrases(tokens)]) {
    if (!ownTime(tokens, i)) continue;
    let start = i;
    while (start > 0 && tokens[start].pos !== 'VERB' && tokens[start - 1].pos !== 'PUNCT') start--;
    const end = Math.max(i, timeEnd(tokens, start));
    for (let k = start; k <= end; k++) scores.forEach((row) => { if (row[k] !== Infinity) row[k] = undefined; });
  }
  if (!timing.some(Boolean)) return [];
  const marked: Array<[number, number]> = [];
  // Mended before release: a guest's or a relative's arrival is not the service's ("Aunt May arrived late"), and
  // lead time is how long a thing took to come, so no person turning up late ("The fitters turned up forty minutes late").
  const found = [...arrivalPhrases(tokens), ...timingPhrases(tokens)]
    .map((i) => ({ i, subject: clauseSubject(tokens, i) }))
    .filter(({ subject }) => !notTheService(tokens, subject, reading))
    // Mended again before release: the customer's or a companion's own arrival or lateness, and the customer's own task that "took"
    // a time, are not the service's timing (extractions-arrival-guards.ts).
    .filter(({ i }) => !ownTime(tokens, i))
    // Mended before release: "take" with a time that is no time taken ("Take a minute to read the label", "took a day off").
    .filter(({ i }) => tokens[i].pos !== 'VERB' || tokens[i].lemma !== 'take' || tookTime(tokens, i));
  timing.forEach((yes, j) => {
    if (!yes) return;
    const words = themes[j]!.words;
    const lead = words.includes('lead');
    // How long something took is no matter of being on time ("The repair took less than an hour" is no punctuality).
    const onTimeOnly = words.some((w) => ON_TIME_NAMES.has(w)) && !words.some((w) => HOW_LONG_NAMES.has(w));
    const waits = words.some((w) => WAIT_THEME_WORDS.has(w));
    const replies = words.some((w) => REPLY_THEME_WORDS.has(w));
    for (const { i, subject } of found) {
      if (lead && someone(tokens, subject, reading)) continue;
      // Mended a fourth time before release: waiting with its time tells a wait, for the customer only ("I waited six weeks for an
      // appointment" is no punctuality; "he waited in the van for twenty minutes" is the worker waiting for the customer).
      if (tokens[i].pos === 'VERB' && tokens[i].lemma === 'wait' && (!waits || !customerWaits(tokens, i))) continue;
      if (tokens[i].value.toLowerCase() === 'back' && replyBack(tokens, i) && !replies) continue;
      if (onTimeOnly && tokens[i].pos === 'VERB' && tokens[i].lemma === 'take') continue;
      if (scores[j][i] !== Infinity) marked.push([j, i]);
      scores[j][i] = Infinity;
      // A theme that is not about time keeps its own or related word there ("The wardrobe arrived…" stays delivery beside lead time).
      scores.forEach((row, m) => { if (!timing[m] && (row[i] ?? -Infinity) >= related) row[i] = Infinity; });
    }
  });
  return marked;
}

/**
 * Words of the time themes a wait with its time mentions: about waiting, answering or delays ("response time", "delays"), or about how
 * long a thing took to come or be done ("lead time", "turnaround time": "We waited fourteen weeks for the sofa"); not punctuality,
 * "delivery speed" ("We waited three weeks for a refund") or "timing".
 */
const REPLY_THEME_WORDS = new Set(['response', 'responses', 'reply', 'replies']);
const WAIT_THEME_WORDS = new Set([...REPLY_THEME_WORDS, 'wait', 'waits', 'waiting', 'delay', 'delays', 'queue', 'queues', 'lead', 'turnaround']);

/** Whether the customer (or a companion, or the writer unnamed: "Waited forty minutes for a table") waited at the verb `i`. */
function customerWaits(tokens: readonly TaggedToken[], i: number): boolean {
  return subjectWords(tokens, i).length === 0 || customerSubject(tokens, i);
}

/** Theme words about being on time, not how long ("punctuality"); and words about how long ("speed", "delays", "time"). */
const ON_TIME_NAMES = new Set(['punctuality', 'timekeeping', 'lateness', 'arrival', 'arrivals']);
const HOW_LONG_NAMES = new Set(['speed', 'delay', 'delays', 'time', 'times', 'timing', 'timings']);

/** Whether the phrase at `i` tells the customer's own time: their arrival or lateness, or their own task that took a time. */
function ownTime(tokens: readonly TaggedToken[], i: number): boolean {
  const t = tokens[i];
  if (t.pos === 'VERB' && t.lemma === 'take') return ownTask(tokens, i);
  if (t.pos === 'VERB' && (ARRIVE.has(t.lemma) || UP_VERBS.has(t.lemma))) return customerSubject(tokens, i) && !clockFollows(tokens, i);
  return LATE_EARLY.has(t.value.toLowerCase()) && customerLate(tokens, i);
}

/** The last token of the time told after the verb at `i` (its unit or lateness word, within six tokens before a comma or verb), or `i`. */
function timeEnd(tokens: readonly TaggedToken[], i: number): number {
  let end = i;
  for (let k = i + 1; k < tokens.length && k <= i + 6; k++) {
    const lower = tokens[k].value.toLowerCase();
    if (tokens[k].pos === 'PUNCT' || tokens[k].pos === 'VERB') break;
    if (TIMING_WORDS.has(lower) || UNITS.has(lower) || LATE_EARLY.has(lower) || PARTS_OF_DAY.has(lower)) end = k;
  }
  return end;
}
