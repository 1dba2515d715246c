import type { TaggedToken } from '../../core/text/noun-phrases.js';
import type { PeopleReading } from './extractions-people.js';
import { PERSON_BAR } from './extractions-people.js';
import { UNITS_OF_TIME } from './extractions-arrival-guards.js';
import { dayTime, timetableTheme } from './extractions-schedules-2026-12-15.js';

/**
 * Extractions version 2026-12-16: the time readings of 2026-12-15 narrowed, and how long something took.
 *
 * - A theme about how long ("waiting times", "speed of service", "response time", "delivery time") is no timetable, though its head
 *   is "times": up to 2026-12-15 "waiting times" was read as "opening hours" is ("It took twenty minutes to get through the queue"
 *   was one). A theme is about how long by its last content word (the theme's words are its content words, "speed service" for
 *   "speed of service"): a word of waiting, delay or answering, "time" or "times" after such a word, a singular "time" (a stretch of
 *   time); or by a word of speed anywhere. Not "waiting room".
 * - A time of the day or week that qualifies a noun for a person is no timetable: "The evening nurses were calm", "The weekend porters
 *   carried our bags" say who, not when (the noun read as a person by the people reading of the words at the person bar, or a
 *   collective noun for people at work, which that reading puts below it: "The evening staff were lovely", "The Saturday team",
 *   "The lunchtime crew"; mended before release). Neither the time nor the person mentions a timetable theme, by 2026-12-15's rule or by likeness
 *   in the word vectors (up to 2026-12-15 "weekend" was near enough "opening hours" to give the porters' clause to it).
 * - A duration, an amount and a unit of time ("three weeks", "about ten minutes", "an hour and a half"), mentions a theme about how
 *   long where the sentence tells that it was taken: after "took" ("Triage took about ten minutes", "The mattress took three weeks to
 *   arrive"), for every such theme; and where it was waited or spent, only a theme about waiting, delay or answering (not "delivery
 *   time" nor "delivery speed": 2026-12-07 gives no wait for a refund to "delivery speed"): after "waited", "queued", "sat",
 *   "spent", before "on hold" ("forty minutes on hold"), or between "was" and "before" / "until" ("It was two hours before anyone
 *   answered").
 */
const WAIT_WORDS = new Set(['wait', 'waits', 'waiting', 'queue', 'queues', 'queueing', 'delay', 'delays', 'turnaround', 'response', 'responses']);
const SPEED_WORDS = new Set(['speed', 'quickness']);
const TIME_HEADS = new Set(['time', 'times']);
const AMOUNTS = /^(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|half|few|couple|several)$/u;
const SPENT_VERBS = new Set(['wait', 'queue', 'sit', 'spend']);
const AFTER_WAS = new Set(['before', 'until', 'till']);
/** Collective nouns for people at work, a closed class the people reading of the word vectors scores below the person bar. */
export const COLLECTIVE_PEOPLE = new Set(['staff', 'team', 'teams', 'crew', 'crews', 'personnel', 'workforce']);

/** Whether a theme is about waiting: a word of waiting, delay or answering as its last word, or before "time(s)" ("waiting times"; not "waiting room"). */
function waitTheme(words: readonly string[]): boolean {
  const last = words[words.length - 1] ?? '';
  return WAIT_WORDS.has(last) || (TIME_HEADS.has(last) && words.some((w) => WAIT_WORDS.has(w)));
}

/** Whether a theme's words are about how long (see the file's comment): about waiting, about speed, or with a singular "time" last. */
export function howLongTheme(words: readonly string[]): boolean {
  return waitTheme(words) || words.some((w) => SPEED_WORDS.has(w)) || words[words.length - 1] === 'time';
}

/** Whether a theme's words are about a timetable and not about how long ("opening hours", not "waiting times"). */
export function narrowTimetableTheme(words: readonly string[]): boolean {
  return timetableTheme(words) && !howLongTheme(words);
}

/** Whether the token at `k` qualifies the noun after it that the people reading takes for a person ("The weekend porters"). */
export function qualifiesPerson(tokens: readonly TaggedToken[], k: number, word: ((t: TaggedToken) => PeopleReading | undefined) | undefined): boolean {
  const next = tokens[k + 1];
  if (word === undefined || tokens[k].pos === 'VERB' || next === undefined || next.pos !== 'NOUN') return false;
  return COLLECTIVE_PEOPLE.has(next.value.toLowerCase()) || (word(next)?.person ?? -Infinity) >= PERSON_BAR;
}

/** Takes from every timetable theme the times of day or week that qualify a person (`qualifiesPerson`), whatever gave them. */
export function dropPersonTimes(
  tokens: readonly TaggedToken[], themes: ReadonlyArray<{ words: readonly string[] } | undefined>, scores: (number | undefined)[][],
  word: ((t: TaggedToken) => PeopleReading | undefined) | undefined,
): void {
  const timetables = themes.flatMap((t, j) => (t !== undefined && narrowTimetableTheme(t.words) ? [j] : []));
  if (timetables.length === 0) return;
  tokens.forEach((_, k) => {
    if (!dayTime(tokens, k) || !qualifiesPerson(tokens, k, word)) return;
    // The time and the person it qualifies (the phrase's likeness stands on its head).
    for (const j of timetables) for (const m of [k, k + 1]) if (scores[j][m] !== Infinity) scores[j][m] = undefined;
  });
}

const breaks = (t: TaggedToken) => [',', ';', '.', '!', '?', ':'].includes(t.value);

/**
 * The unit token of each duration told as taken, waited or spent (see the file's comment), whether it was taken ("took"), and the
 * verb that tells it (-1 for "on hold"; read by version 2026-12-17).
 */
export function durations(tokens: readonly TaggedToken[]): Array<{ unit: number; taken: boolean; verb: number }> {
  const out: Array<{ unit: number; taken: boolean; verb: number }> = [];
  tokens.forEach((t, u) => {
    if (!UNITS_OF_TIME.has(t.value.toLowerCase()) || !AMOUNTS.test(tokens[u - 1]?.value.toLowerCase() ?? '')) return;
    // "an hour and a half" ends at "half".
    const end = tokens[u + 1]?.value.toLowerCase() === 'and' && tokens[u + 3]?.value.toLowerCase() === 'half' ? u + 3 : u;
    const after = (k: number) => tokens[end + k]?.value.toLowerCase() ?? '';
    if (after(1) === 'on' && after(2) === 'hold') { out.push({ unit: u, taken: false, verb: -1 }); return; }
    for (let k = u - 2; k >= 0 && k >= u - 8 && !breaks(tokens[k]); k--) {
      const w = tokens[k];
      const taken = w.pos === 'VERB' && w.lemma === 'take';
      if (taken || (w.pos === 'VERB' && SPENT_VERBS.has(w.lemma)) || (w.lemma === 'be' && AFTER_WAS.has(after(1)))) {
        out.push({ unit: u, taken, verb: k });
        return;
      }
    }
  });
  return out;
}

/**
 * Gives each duration taken to every theme about how long, and each waited or spent to those about waiting, with `related`; version
 * 2026-12-17 passes `othersWait`, which leaves out a wait told of someone at work (extractions-whose-times-2026-12-17.ts).
 */
export function applyDurations(
  tokens: readonly TaggedToken[], themes: ReadonlyArray<{ words: readonly string[] } | undefined>, scores: (number | undefined)[][], related: number,
  othersWait: (verb: number) => boolean = () => false,
): void {
  const howLong = themes.flatMap((t, j) => (t !== undefined && howLongTheme(t.words) ? [j] : []));
  if (howLong.length === 0) return;
  for (const { unit, taken, verb } of durations(tokens)) {
    if (!taken && verb >= 0 && othersWait(verb)) continue;
    for (const j of howLong) if (taken || waitTheme(themes[j]!.words)) scores[j][unit] = Math.max(scores[j][unit] ?? -Infinity, related);
  }
}
