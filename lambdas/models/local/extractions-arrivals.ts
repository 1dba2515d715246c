import type { TaggedToken } from '../../core/text/noun-phrases.js';
import { ADULT_BAR, PERSON_BAR, type PeopleReading } from './extractions-people.js';
import { clockFollows, customerLate, customerSubject, findsSomething, ownTask, reachesOutcome, subjectWords } from './extractions-arrival-guards.js';

/**
 * Extractions version 2026-12-07: arriving told with its time mentions a theme about being on time. "The cleaners arrived bang on
 * nine", "They turned up an hour late", "My mattress arrived the day after I ordered it", "Nobody showed up" say what punctuality,
 * delays, lead time or delivery speed is, yet no single word of them is near such a theme by vector or for the encoder. An arrival is
 * "arrive", or "turn up" / "show up" with its particle; it is told with its time when a time follows it within six tokens (before a
 * comma or another verb: "late", "early", "on time", "bang on", a unit of time, "before 2pm", "at nine", "the next day") or when no one
 * arrived ("Nobody turned up"). "We arrived on a rainy Tuesday" tells a day, not how late: a day or date alone is no time of arrival.
 */
/** Theme words about being on time or how long it took. */
const TIMING_NAMES = new Set(['punctuality', 'timekeeping', 'lateness', 'delay', 'delays', 'speed', 'timing', 'timings', 'arrival', 'arrivals']);
/** Heads of a theme about a time of its first word ("lead time", "delivery times", "check-in times"), save waiting and opening hours. */
const TIME_HEADS = new Set(['time', 'times']);
const NOT_ARRIVAL_TIMES = new Set(['waiting', 'wait', 'opening', 'closing', 'screen', 'play', 'free', 'bed', 'lunch', 'break']);
const ARRIVE = new Set(['arrive']);
const UP_VERBS = new Set(['turn', 'show']);
const NOBODY = new Set(['nobody', 'no-one', 'noone']);
/** Words that tell how late or early by themselves. */
const TIMING_WORDS = new Set(['late', 'early', 'earlier', 'later', 'promptly', 'prompt', 'punctually', 'ontime', 'overdue', 'tomorrow', 'yesterday']);
const UNITS = new Set(['minute', 'minutes', 'min', 'mins', 'hour', 'hours', 'hr', 'hrs', 'day', 'days', 'week', 'weeks', 'fortnight', 'month', 'months']);
const CLOCK = /^(?:\d{1,2}(?:[.:]\d{2})?(?:am|pm)?|noon|midday|midnight|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)$/u;
const BEFORE_CLOCK = new Set(['before', 'after', 'by', 'at', 'until', 'till', 'around', 'past']);
const SPOT_ON = new Set(['bang', 'dead', 'spot', 'right', 'exactly', 'just']);
const PARTS_OF_DAY = new Set(['morning', 'afternoon', 'evening', 'night']);
/** Words that tell how late or early after an amount of time ("twenty minutes late", "two days early"). */
const LATE_EARLY = new Set(['late', 'early', 'overdue', 'behind']);
/** Words that start an amount of time before its unit ("an hour", "half an hour", "twenty minutes", "a couple of days"). */
const AMOUNT_WORDS = new Set(['a', 'an', 'half', 'few', 'couple', 'of', 'several', 'over', 'almost', 'nearly', 'about', 'around', 'quarter', 'full', 'whole', 'good']);
/** Being back or ready with its time after it ("back the same afternoon", "ready the next morning", "back in a day"). */
const DONE_WORDS = new Set(['back', 'ready', 'done', 'finished', 'fixed', 'repaired']);
/** Verbs that tell how long with a time after them ("We waited fourteen weeks", "kept my car for nine days", "took three weeks"). */
const HOW_LONG_VERBS = new Set(['wait', 'keep', 'take']);
/** Who is no one at work: guests (the writer is not among them: "We landed ahead of schedule" tells the flight's time). */
const GUESTS = new Set(['guest', 'guests', 'visitor', 'visitors']);
const PERSON_PRONOUNS = new Set(['he', 'she', 'someone', 'somebody', 'nobody', 'no-one', 'noone', 'anyone', 'everyone']);

/** Whether a theme's words are about being on time ("punctuality", "delays", "lead time", "delivery speed", "check-in times"). */
export function timingTheme(words: readonly string[]): boolean {
  if (words.some((w) => TIMING_NAMES.has(w))) return true;
  return words.length > 1 && TIME_HEADS.has(words[words.length - 1]) && !words.slice(0, -1).some((w) => NOT_ARRIVAL_TIMES.has(w));
}

/** Whether a time of arrival follows token `i` within six tokens, before a comma or another verb. */
function timeFollows(tokens: readonly TaggedToken[], i: number): boolean {
  for (let k = i + 1; k < tokens.length && k <= i + 6; k++) {
    const t = tokens[k];
    const lower = t.value.toLowerCase();
    const next = tokens[k + 1]?.value.toLowerCase() ?? '';
    if (SPOT_ON.has(lower) && next === 'on') return true;
    if (t.pos === 'PUNCT' || ((t.pos === 'VERB' || t.pos === 'AUX') && !TIMING_WORDS.has(lower))) return false;
    if (TIMING_WORDS.has(lower) || UNITS.has(lower)) return true;
    if (lower === 'on' && next === 'time') return true;
    if (BEFORE_CLOCK.has(lower) && CLOCK.test(next)) return true;
    if ((lower === 'next' || lower === 'same') && (UNITS.has(next) || PARTS_OF_DAY.has(next))) return true;
  }
  return false;
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
    return DONE_WORDS.has(lower) && t.pos !== 'NOUN' && timeFollows(tokens, i) ? [i] : [];
  });
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
function notTheService(tokens: readonly TaggedToken[], k: number, reading?: (t: TaggedToken) => PeopleReading | undefined): boolean {
  if (k < 0) return false;
  const t = tokens[k];
  if (GUESTS.has(t.value.toLowerCase()) || GUESTS.has(t.lemma)) return true;
  const r = t.pos === 'PRON' ? undefined : reading?.(t);
  return r !== undefined && r.work <= ADULT_BAR;
}

/** Whether the subject at `k` is someone (a person pronoun or a word read nearer people than things by more than -{@link PERSON_BAR}), not a thing. */
function someone(tokens: readonly TaggedToken[], k: number, reading?: (t: TaggedToken) => PeopleReading | undefined): boolean {
  if (k < 0) return false;
  const t = tokens[k];
  if (t.pos === 'PRON') return PERSON_PRONOUNS.has(t.value.toLowerCase());
  const r = reading?.(t);
  return r !== undefined && r.person > -PERSON_BAR;
}

/** Token indices of an arrival told with its time: "arrived" or the verb of "turned up", "showed up". */
export function arrivalPhrases(tokens: readonly TaggedToken[]): number[] {
  return tokens.flatMap((t, i) => {
    if (t.pos !== 'VERB') return [];
    const up = UP_VERBS.has(t.lemma) && tokens[i + 1]?.value.toLowerCase() === 'up';
    if (!ARRIVE.has(t.lemma) && !up) return [];
    // Mended before release: finding something ("turned up three faults") or reaching an outcome ("arrived at a decision") is no arrival.
    if (up ? findsSomething(tokens, i) : reachesOutcome(tokens, i)) return [];
    const from = up ? i + 1 : i;
    let nobody = false;
    for (let k = Math.max(0, i - 3); k < i; k++) {
      const w = tokens[k].value.toLowerCase();
      if (NOBODY.has(w) || (w === 'one' && tokens[k - 1]?.value.toLowerCase() === 'no')) nobody = true;
    }
    return nobody || timeFollows(tokens, from) ? [i] : [];
  });
}

/**
 * An arrival told with its time names every theme about being on time outright (Infinity, as a theme's own word does): scored as a
 * related word it lost the contest between themes to one it resembles by vector ("arrived" is near "delivery charge"), since that
 * contest reads the word alone, which says nothing of time.
 */
export function applyArrivals(
  tokens: readonly TaggedToken[], themes: ReadonlyArray<{ words: readonly string[] } | undefined>, scores: (number | undefined)[][],
  reading?: (t: TaggedToken) => PeopleReading | undefined, related = Infinity,
): void {
  // Mended again before release: the customer's or a companion's own arrival ("We arrived early", "My in-laws arrived a day early")
  // mentions no theme by its verb either ("arrived" is a related word of delivery).
  // Nor does its time by resemblance ("half an hour late" near "lead time" and "delivery"): from the verb to the time's last word.
  const timing = themes.map((t) => t !== undefined && timingTheme(t.words));
  if (reading !== undefined) {
    for (const i of [...arrivalPhrases(tokens), ...timingPhrases(tokens)]) {
      if (!ownTime(tokens, i)) continue;
      let start = i;
      while (start > 0 && tokens[start].pos !== 'VERB' && tokens[start - 1].pos !== 'PUNCT') start--;
      const end = Math.max(i, timeEnd(tokens, start));
      for (let k = start; k <= end; k++) scores.forEach((row) => { if (row[k] !== Infinity) row[k] = undefined; });
    }
  }
  if (!timing.some(Boolean)) return;
  // Mended before release: a guest's or a relative's arrival is not the service's ("Aunt May arrived late"), and
  // lead time is how long a thing took to come, so no person turning up late ("The fitters turned up forty minutes late").
  const found = (reading === undefined ? arrivalPhrases(tokens) : [...arrivalPhrases(tokens), ...timingPhrases(tokens)])
    .map((i) => ({ i, subject: clauseSubject(tokens, i) }))
    .filter(({ subject }) => reading === undefined || !notTheService(tokens, subject, reading))
    // Mended again before release: the customer's or a companion's own arrival or lateness, and the customer's own task that "took"
    // a time, are not the service's timing (extractions-arrival-guards.ts).
    .filter(({ i }) => reading === undefined || !ownTime(tokens, i));
  timing.forEach((yes, j) => {
    if (!yes) return;
    const words = themes[j]!.words;
    const lead = reading !== undefined && words.includes('lead');
    // How long something took is no matter of being on time ("The repair took less than an hour" is no punctuality).
    const onTimeOnly = reading !== undefined && words.some((w) => ON_TIME_NAMES.has(w)) && !words.some((w) => HOW_LONG_NAMES.has(w));
    for (const { i, subject } of found) {
      if (lead && someone(tokens, subject, reading)) continue;
      if (onTimeOnly && tokens[i].pos === 'VERB' && tokens[i].lemma === 'take') continue;
      scores[j][i] = Infinity;
      // A theme that is not about time keeps its own or related word there ("The wardrobe arrived…" stays delivery beside lead time).
      if (reading !== undefined) scores.forEach((row, m) => { if (!timing[m] && (row[i] ?? -Infinity) >= related) row[i] = Infinity; });
    }
  });
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
