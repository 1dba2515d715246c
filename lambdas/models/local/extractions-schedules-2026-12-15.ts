import type { TaggedToken } from '../../core/text/noun-phrases.js';
import { customerSubject } from './extractions-arrival-guards.js';

/**
 * Extractions version 2026-12-15: a time of the day or week written as what a clause is about mentions a theme about a timetable. "The
 * Saturday slot suits us", "Half past four on a Wednesday is impossible", "The 7am class means I'm done before work", "Lessons start at
 * 6.15", "They shut at four on Saturdays" say what lesson times, class times or opening hours are, yet no single word of them is near
 * such a theme by vector or for the encoder: up to 2026-12-14 most of them mentioned nothing.
 *
 * A theme about a timetable is one whose head is a plural of time ("lesson times", "class times", "opening hours", "tee times") or a
 * word for a timetable ("scheduling", "timetable"): a singular "time" is a stretch of time ("waiting time", "turnaround time"), which
 * 2026-12-07's rules read (extractions-arrivals.ts). A time of the day or week is a weekday, "weekend", a part of the day ("evening"),
 * a clock time ("6.15", "7am", "11 o'clock"; no price, "£3.50") or a slot that no other noun names ("the slot we had agreed", "the
 * evening slot"; not "the card slot"). It mentions the theme where it stands in the clause's
 * subject, before its first verb ("The evening slot suits shift workers"; not "The line went out the door at nine on Saturday" nor "I
 * do my washing there every Sunday morning"), after a verb of starting, ending, opening, closing or moving whose subject is
 * not the writer's side ("The lessons moved from Tuesdays to Thursdays", not "We moved house on Saturday"; "start at 6.15", "shut at
 * four", "open till ten on Saturdays"), or where it is a slot ("the evening slots are always full by Monday").
 */
const TIMETABLE_HEAD = /^(?:times|hours|schedules?|scheduling|timetables?)$/u;
const DAY = /^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekends?|weekdays?|mornings?|afternoons?|evenings?|lunchtimes?|o'clock)$/u;
const CLOCK = /^\d{1,2}(?:(?:[.:]\d{2})?(?:am|pm)|[.:]\d{2})$/u;
const CLOCK_WORDS = /^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon|midday|\d{1,2})$/u;
const SLOT = /^slots?$/u;
const TIMED_VERBS = new Set(['start', 'begin', 'finish', 'end', 'open', 'close', 'shut', 'run', 'move']);
const OPEN = new Set(['open', 'opening']);
const BEFORE_CLOCK = new Set(['at', 'till', 'until', 'from', 'by']);
const CURRENCY = new Set(['£', '$', '€']);

/** Whether a theme's words are about a timetable (its last word a plural of time or a word for a timetable). */
export function timetableTheme(words: readonly string[]): boolean {
  return words.length > 0 && TIMETABLE_HEAD.test(words[words.length - 1]);
}

/** Whether the token at `k` is a time of the day or week: a weekday, a part of the day, a clock time that is no price. */
export function dayTime(tokens: readonly TaggedToken[], k: number): boolean {
  const lower = tokens[k].value.toLowerCase();
  return DAY.test(lower) || (CLOCK.test(lower) && !CURRENCY.has(tokens[k - 1]?.value ?? ''));
}

/** Whether a clause break stands at `k`: a comma, semicolon, sentence end or coordinating conjunction. */
export const clauseBreak = (t: TaggedToken) => t.pos === 'CCONJ' || [',', ';', '.', '!', '?', ':'].includes(t.value);

/** The token indices of the times of day or week that mention a timetable theme (see the file's comment). */
export function timetableTimes(tokens: readonly TaggedToken[]): number[] {
  const out: number[] = [];
  // Times in the subject so far, kept once a verb follows them in their clause ("The connection drops every afternoon", "drops" read
  // as a noun, has none); after "There's" / "There are" the subject follows the verb ("There's nothing on Saturday afternoons").
  let subject: number[] | undefined = [];
  let existential = false;
  tokens.forEach((t, k) => {
    const lower = t.value.toLowerCase();
    if (clauseBreak(t)) { [subject, existential] = [[], false]; return; }
    // A slot named by another noun is a thing ("the card slot", "a coin slot"); by a time of day or week, or alone, a time.
    const thingSlot = k > 0 && (tokens[k - 1].pos === 'NOUN' || tokens[k - 1].pos === 'PROPN') && !dayTime(tokens, k - 1);
    if ((SLOT.test(lower) && !thingSlot) || (existential && dayTime(tokens, k))) out.push(k);
    else if (subject !== undefined && dayTime(tokens, k)) subject.push(k);
    if ((t.pos === 'VERB' || t.pos === 'AUX') && !SLOT.test(lower) && subject !== undefined) {
      out.push(...subject);
      existential = t.lemma === 'be' && tokens[k - 1]?.value.toLowerCase() === 'there';
      subject = undefined;
    }
    // A verb of starting, ending, opening, closing or moving ("runs" the noun is none; "open" is one whatever its tag), not done by
    // the writer's side ("We moved house on Saturday").
    if (!((t.pos === 'VERB' && TIMED_VERBS.has(t.lemma)) || OPEN.has(lower)) || customerSubject(tokens, k)) return;
    for (let m = k + 1; m < tokens.length && m <= k + 5 && !clauseBreak(tokens[m]); m++) {
      const next = tokens[m + 1]?.value.toLowerCase() ?? '';
      if (dayTime(tokens, m) || (BEFORE_CLOCK.has(tokens[m].value.toLowerCase()) && CLOCK_WORDS.test(next))) {
        out.push(k, m);
        break;
      }
    }
  });
  return out;
}

/**
 * Gives each time of day or week that mentions a timetable theme (`timetableTimes`) to every such theme, with the score `related`.
 * Version 2026-12-16 passes its narrower reading of a timetable theme (extractions-durations-2026-12-16.ts); 2026-12-15 passes none.
 * Version 2026-12-17 passes `keep`, which gives a time only to the timetable themes its clause names (extractions-whose-times-2026-12-17.ts).
 */
export function applyTimetables(
  tokens: readonly TaggedToken[], themes: ReadonlyArray<{ words: readonly string[] } | undefined>, scores: (number | undefined)[][], related: number,
  isTimetable: (words: readonly string[]) => boolean = timetableTheme, keep: (k: number, j: number) => boolean = () => true,
): void {
  const timetables = themes.flatMap((t, j) => (t !== undefined && isTimetable(t.words) ? [j] : []));
  if (timetables.length === 0) return;
  for (const k of timetableTimes(tokens)) for (const j of timetables) if (keep(k, j)) scores[j][k] = Math.max(scores[j][k] ?? -Infinity, related);
}
