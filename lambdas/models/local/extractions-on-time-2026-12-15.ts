import type { TaggedToken } from '../../core/text/noun-phrases.js';
import type { PeopleReading } from './extractions-people.js';
import { applyArrivals, timeFollows, timingTheme } from './extractions-arrivals.js';
import { customerSubject } from './extractions-arrival-guards.js';

/**
 * Extractions version 2026-12-15: being on time told in more ways, for more themes about it.
 *
 * - A theme named by a word formed on "time", "prompt", "punctual" or "late" ("timeliness", "promptness"; "punctuality" and "lateness"
 *   were already) is about being on time as "punctuality" is: the rules of 2026-12-07 (extractions-arrivals.ts) give it an arrival
 *   with its time ("Marta always arrived within five minutes of the agreed time") and lateness told by an amount of time ("The
 *   evening visit was nearly an hour late"). Up to 2026-12-14 such a theme mentioned neither.
 * - For every theme about being on time: "on the dot" ("He was outside my flat at eight on the dot"), and "come" told with its time
 *   as "arrive" is ("Joseph came on time", "it came a day later than promised"), not the customer's own coming ("We came home early
 *   to meet her"), nor "come back" nor coming to a sum ("came to £85"). (Being back with a time after it is 2026-12-07's rule of
 *   punctuality, which the themes of the first point now share: "The ache came back within a week" is theirs, a known fault.)
 */
const ON_TIME_WORD = /^(?:time(?:ly|liness)|prompt(?:ness)?|punctual(?:ity)?|late(?:ness)?)$/u;

/** Whether a theme's words are about being on time though 2026-12-07's names miss them ("timeliness", "promptness"). */
export function onTimeTheme(words: readonly string[]): boolean {
  return !timingTheme(words) && words.some((w) => ON_TIME_WORD.test(w));
}

/** Token indices of "dot" in "on the dot", and of "come" told with its time (see the file's comment). */
export function onTimePhrases(tokens: readonly TaggedToken[]): number[] {
  return tokens.flatMap((t, i) => {
    const lower = t.value.toLowerCase();
    if (lower === 'dot' && tokens[i - 1]?.value.toLowerCase() === 'the' && tokens[i - 2]?.value.toLowerCase() === 'on') return [i];
    if (t.pos !== 'VERB' || t.lemma !== 'come' || customerSubject(tokens, i)) return [];
    const next = tokens[i + 1]?.value.toLowerCase() ?? '';
    return next !== 'back' && next !== 'to' && timeFollows(tokens, i) ? [i] : [];
  });
}

/**
 * Gives the arrivals and lateness of 2026-12-07 to the themes {@link onTimeTheme} reads as about being on time, and "on the dot" and
 * "come" with its time to every theme about being on time, outright (Infinity, as 2026-12-07 gives an arrival). Returns the theme and
 * token of each mention given, as applyArrivals does.
 */
export function applyOnTime(
  tokens: readonly TaggedToken[], themes: ReadonlyArray<{ words: readonly string[] } | undefined>, scores: (number | undefined)[][],
  reading: (t: TaggedToken) => PeopleReading | undefined, related: number,
): Array<[number, number]> {
  const onTime = themes.map((t) => t !== undefined && onTimeTheme(t.words));
  const marked: Array<[number, number]> = [];
  // Read as "punctuality" by the rules of 2026-12-07, the other themes left out (they have had their turn).
  if (onTime.some(Boolean)) marked.push(...applyArrivals(tokens, themes.map((t, j) => (onTime[j] ? { words: ['punctuality'] } : undefined)), scores, reading, related));
  const timing = themes.map((t, j) => onTime[j] || (t !== undefined && timingTheme(t.words)));
  if (!timing.some(Boolean)) return marked;
  for (const i of onTimePhrases(tokens)) {
    timing.forEach((yes, j) => {
      if (!yes) return;
      if (scores[j][i] !== Infinity) marked.push([j, i]);
      scores[j][i] = Infinity;
    });
  }
  return marked;
}
