import type { TaggedToken } from '../../core/text/noun-phrases.js';
import { ADULT_BAR, PERSON_BAR, type PeopleReading } from './extractions-people.js';

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

const POSSESSIVES = new Set(['my', 'our', 'your', 'his', 'her', 'their', 'its']);
/** The first noun or pronoun (no possessive) of the clause of token `i` (after the last comma, "and" or "but" before it): who or what arrived. */
function clauseSubject(tokens: readonly TaggedToken[], i: number): number {
  let from = 0;
  for (let k = i - 1; k >= 0; k--) if (tokens[k].pos === 'PUNCT' || tokens[k].pos === 'CCONJ') { from = k + 1; break; }
  for (let k = from; k < i; k++) if (['NOUN', 'PROPN', 'PRON'].includes(tokens[k].pos) && !POSSESSIVES.has(tokens[k].value.toLowerCase())) return k;
  return -1;
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
  reading?: (t: TaggedToken) => PeopleReading | undefined,
): void {
  const timing = themes.map((t) => t !== undefined && timingTheme(t.words));
  if (!timing.some(Boolean)) return;
  // Mended before release: a guest's or a relative's arrival is not the service's ("Aunt May arrived late"), and
  // lead time is how long a thing took to come, so no person turning up late ("The fitters turned up forty minutes late").
  const found = (reading === undefined ? arrivalPhrases(tokens) : [...arrivalPhrases(tokens), ...timingPhrases(tokens)])
    .map((i) => ({ i, subject: clauseSubject(tokens, i) }))
    .filter(({ subject }) => reading === undefined || !notTheService(tokens, subject, reading));
  timing.forEach((yes, j) => {
    if (!yes) return;
    const lead = reading !== undefined && themes[j]!.words.includes('lead');
    for (const { i, subject } of found) if (!lead || !someone(tokens, subject, reading)) scores[j][i] = Infinity;
  });
}
