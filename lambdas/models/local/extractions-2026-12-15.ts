import type { TaggedToken } from '../../core/text/noun-phrases.js';
import type { PeopleReading } from './extractions-people.js';
import type { SpanSettings } from './extractions-span-settings.js';
import { applyTimetables } from './extractions-schedules-2026-12-15.js';
import { applyOnTime } from './extractions-on-time-2026-12-15.js';
import { applyDurations, dropPersonTimes, narrowTimetableTheme } from './extractions-durations-2026-12-16.js';
import { applyDoneBy, applyStatedLateness, dropCountedClauses, dropTimedActivities, dropTimeLikeness, namedTimetables, workerSubject } from './extractions-whose-times-2026-12-17.js';
import { personTheme } from './extractions-everyday.js';

export { personAgentHeads } from './extractions-agents-2026-12-15.js';
export { clauseRanges } from './extractions-bare-spans-2026-12-17.js';

/**
 * Extractions version 2026-12-15's readings of time, after 2026-12-06's everyday phrases: a time of the day or week as what a
 * clause is about (`timetables`, extractions-schedules-2026-12-15.ts), then being on time (`onTime`, with the people reading of
 * the words; extractions-on-time-2026-12-15.ts); with 2026-12-16's `narrowTimes`, the timetables narrowed and durations read; with
 * 2026-12-17's `whoseTimes`, each time and wait given to the theme whose it is (extractions-whose-times-2026-12-17.ts).
 * Returns the theme and token of each on-time mention given, as applyOnTime does.
 */
export function applyTimeReadings(
  tokens: readonly TaggedToken[], themes: ReadonlyArray<{ words: readonly string[] } | undefined>, scores: (number | undefined)[][],
  settings: Pick<SpanSettings, 'timetables' | 'onTime' | 'relatedScore' | 'narrowTimes' | 'whoseTimes'>,
  people: { themes: readonly (PeopleReading | undefined)[]; word: (t: TaggedToken) => PeopleReading | undefined } | undefined,
): Array<[number, number]> {
  const related = settings.relatedScore ?? 2;
  const word = people?.word;
  // Version 2026-12-17: a time only for the timetable themes its clause names, where it names one.
  const keep = settings.whoseTimes ? namedTimetables(tokens, themes, scores) : undefined;
  if (settings.whoseTimes) dropTimeLikeness(tokens, themes, scores);
  // Version 2026-12-16: no timetable for a theme about how long nor for a time that says who; durations for how long (extractions-durations-2026-12-16.ts).
  if (settings.timetables) applyTimetables(tokens, themes, scores, related, settings.narrowTimes ? narrowTimetableTheme : undefined, keep);
  if (settings.narrowTimes) {
    dropPersonTimes(tokens, themes, scores, word);
    applyDurations(tokens, themes, scores, related, settings.whoseTimes ? (v) => workerSubject(tokens, v, word) : undefined);
  }
  if (settings.whoseTimes && people) dropTimedActivities(tokens, scores, people.themes.map((r) => r !== undefined && personTheme(r)), word);
  if (settings.whoseTimes) applyStatedLateness(tokens, themes, scores, related);
  // Mended before release: a counted subject ("only one till was open") says how many, not when.
  if (settings.whoseTimes) dropCountedClauses(tokens, themes, scores);
  // Mended before release: a job done by a day or time ("ready by Friday lunchtime") tells a turnaround.
  if (settings.whoseTimes) applyDoneBy(tokens, themes, scores, related);
  return word !== undefined && settings.onTime ? applyOnTime(tokens, themes, scores, word, related) : [];
}
