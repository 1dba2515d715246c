import type { TaggedToken } from '../../core/text/noun-phrases.js';
import { stem, stemsMatch } from '../../core/text/theme-words.js';
import type { PeopleReading } from './extractions-people.js';
import { PERSON_BAR } from './extractions-people.js';
import { customerLate, customerSubject, subjectWords } from './extractions-arrival-guards.js';
import { dayTime } from './extractions-schedules-2026-12-15.js';
import { COLLECTIVE_PEOPLE, howLongTheme, narrowTimetableTheme, qualifiesPerson } from './extractions-durations-2026-12-16.js';

/**
 * Extractions version 2026-12-17: whose time it is. The readings of time of 2026-12-16 gave a time to every theme about a timetable
 * and a wait to every theme about waiting, whoever's they were.
 *
 * - A time of the day or week goes to the timetable theme its clause names, where it names one (`namedTimetables`): "The evening
 *   session starts at seven" names session times by "session", so it is no longer opening hours' too, and the other timetable themes
 *   lose their likeness in that clause ("Lessons finish at half three" was opening hours' through "half" and "finish"). A clause naming
 *   no timetable theme by its own words gives the time to every such theme, as 2026-12-16 did.
 * - A time of the day or week mentions a theme about a timetable or about how long by 2026-12-15's rule only, not by its likeness
 *   (`dropTimeLikeness`): "Coaches block the entrance every weekend" is no opening hours'.
 * - A wait told of someone at work ("The nurse sat with my dad for an hour") is theirs, not the customer's: it goes to no theme about
 *   waiting (`workerSubject`). The subject of the verb is a noun read as a person (at the person bar) or a collective noun for people
 *   at work, not the writer's side ("We", "my son").
 * - A time of the day or week before a noun that is no person ("Monday night training", "the Saturday class") names an activity, not
 *   who does it: neither the time nor the noun mentions a theme about people at work by likeness (`dropTimedActivities`).
 * - Lateness told of a thing or of people at work with "be" or "run" ("The buses run late", "The trains are never on time", "Surgery
 *   always runs behind"; not the customer's own, "I was late") mentions a theme about being on time ("punctuality", "timekeeping",
 *   "delays"): up to 2026-12-16 only lateness told by an amount of time or an arrival did (`applyStatedLateness`).
 * - A weekday tagged as a name before a noun ("The Friday team", "Sunday lunch") is a modifier: read as a noun, so "The Friday team
 *   never answer the phone" is a group at work as "The weekend team" was (2026-12-08's crewAt skips nouns before "team", not names).
 *
 * - Mended before release: a clause whose subject is counted ("only one till was open") is no timetable theme's
 *   (`dropCountedClauses`), and a job done by a day or time ("ready by Friday lunchtime") a turnaround theme's (`applyDoneBy`).
 *
 * The version's verdicts after a comma are read in extractions-verdicts-2026-12-16.ts (`VERDICT_PREPOSITIONS`, `verbIn`); no span
 * is a bare fragment (extractions-bare-spans-2026-12-17.ts).
 */
const WEEKDAY = /^(?:mon|tues|wednes|thurs|fri|satur|sun)days?$/iu;
/** Sentence and clause breaks, a comma not among them: a verdict after one is its clause's ("…, perfect for the school run"). */
const breaks = (t: TaggedToken) => t.pos === 'CCONJ' || [';', '.', '!', '?', ':'].includes(t.value);

/**
 * Takes from the themes about a timetable or about how long the likeness of every time of the day or week ("every weekend", "by
 * lunchtime"): where such a time says a timetable, 2026-12-15's rule gives it after this (as `related`); elsewhere it tells when
 * something happened ("Coaches block the entrance every weekend" is no opening hours'). A word naming the theme outright stays.
 */
export function dropTimeLikeness(tokens: readonly TaggedToken[], themes: ReadonlyArray<{ words: readonly string[] } | undefined>, scores: (number | undefined)[][]): void {
  const timed = themes.flatMap((t, j) => (t !== undefined && (narrowTimetableTheme(t.words) || howLongTheme(t.words)) ? [j] : []));
  tokens.forEach((_, i) => { if (dayTime(tokens, i)) for (const j of timed) if (scores[j][i] !== Infinity) scores[j][i] = undefined; });
}

/** The tokens with a weekday tagged as a name before a noun or another time word read as a noun ("The Friday team", "Monday night"). */
export function weekdayModifiers(tokens: readonly TaggedToken[]): TaggedToken[] {
  return tokens.map((t, k) => {
    const next = tokens[k + 1];
    return t.pos === 'PROPN' && WEEKDAY.test(t.value) && next !== undefined && (next.pos === 'NOUN' || dayTime(tokens, k + 1)) ? { ...t, pos: 'NOUN' } : t;
  });
}

/**
 * Per token, the timetable themes its clause (`breaks`) names by a word that is no time: a score of Infinity before the times are
 * given, or a word sharing the stem of a theme word before its head ("sessions" for "session times", "opens" for "opening hours").
 */
function namedInClause(
  tokens: readonly TaggedToken[], themes: ReadonlyArray<{ words: readonly string[] } | undefined>, scores: ReadonlyArray<ReadonlyArray<number | undefined>>,
  timetables: readonly number[],
): number[][] {
  const stems = themes.map((t) => (t === undefined ? [] : t.words.slice(0, -1).map(stem)));
  const names = (m: number, i: number) => scores[m][i] === Infinity || stems[m].some((s) => stemsMatch(s, stem(tokens[i].value)) || stemsMatch(s, stem(tokens[i].lemma)));
  const out: number[][] = [];
  for (const [from, to] of clauses(tokens)) {
    const named = timetables.filter((m) => tokens.some((_, i) => i >= from && i <= to && !dayTime(tokens, i) && names(m, i)));
    for (let i = from; i <= to; i++) out[i] = named;
  }
  return out;
}

/** The first and last token of each clause (`breaks`). */
function clauses(tokens: readonly TaggedToken[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let from = 0; from < tokens.length;) {
    let to = from;
    while (to < tokens.length - 1 && !breaks(tokens[to + 1])) to++;
    out.push([from, to]);
    from = to + 1;
  }
  return out;
}

/**
 * Where a clause names a timetable theme (`namedInClause`), takes from every other timetable theme its likeness in the clause ("half
 * three" and "finish" are near "opening hours" in "Lessons finish at half three") and returns whether the time at `k` may go to
 * timetable theme `j` by 2026-12-15's rule: only if its clause names none or names `j`, and tells no lateness (`statedLateness`: "The
 * buses run late every morning" is no timetable). Read before those times are given.
 */
export function namedTimetables(tokens: readonly TaggedToken[], themes: ReadonlyArray<{ words: readonly string[] } | undefined>, scores: (number | undefined)[][]): (k: number, j: number) => boolean {
  const timetables = themes.flatMap((t, j) => (t !== undefined && narrowTimetableTheme(t.words) ? [j] : []));
  const named = namedInClause(tokens, themes, scores, timetables);
  tokens.forEach((_, i) => {
    if (named[i].length > 0) for (const j of timetables) if (!named[i].includes(j) && scores[j][i] !== Infinity) scores[j][i] = undefined;
  });
  const late = new Set(statedLateness(tokens));
  const lateClause = clauses(tokens).flatMap(([from, to]) => (tokens.some((_, i) => i >= from && i <= to && late.has(i)) ? [[from, to]] : []));
  return (k, j) => (named[k].length === 0 || named[k].includes(j)) && !lateClause.some(([from, to]) => k >= from && k <= to);
}

/** Whether the verb at `v` tells what someone at work did: its subject a person or a collective noun for people at work, not the writer's side. */
export function workerSubject(tokens: readonly TaggedToken[], v: number, word: ((t: TaggedToken) => PeopleReading | undefined) | undefined): boolean {
  const words = subjectWords(tokens, v);
  const head = tokens[words[words.length - 1] ?? -1];
  if (word === undefined || head === undefined || head.pos !== 'NOUN' || customerSubject(tokens, v)) return false;
  return COLLECTIVE_PEOPLE.has(head.value.toLowerCase()) || (word(head)?.person ?? -Infinity) >= PERSON_BAR;
}

/**
 * Takes from the themes read as people at work the likeness of a time of the day or week before a noun that is no person, and of that
 * noun ("Monday night training"); a word naming the theme outright stays.
 */
export function dropTimedActivities(
  tokens: readonly TaggedToken[], scores: (number | undefined)[][], peopleThemes: readonly boolean[],
  word: ((t: TaggedToken) => PeopleReading | undefined) | undefined,
): void {
  if (!peopleThemes.some(Boolean)) return;
  tokens.forEach((_, k) => {
    if (!dayTime(tokens, k) || (k > 0 && dayTime(tokens, k - 1))) return;
    // The times ("Monday night"), then the nouns they qualify ("swim class"), whose last is the head.
    let last = k;
    while (last + 1 < tokens.length && dayTime(tokens, last + 1)) last++;
    let end = last;
    while (tokens[end + 1]?.pos === 'NOUN' && !dayTime(tokens, end + 1)) end++;
    if (end === last || qualifiesPerson(tokens, end - 1, word)) return;
    for (let m = k; m <= end; m++) peopleThemes.forEach((yes, j) => { if (yes && scores[j][m] !== Infinity) scores[j][m] = undefined; });
  });
}

/** Theme words about being on time. */
const ON_TIME_THEME = /^(?:punctual(?:ity)?|timekeeping|late(?:ness)?|time(?:ly|liness)|prompt(?:ness)?|delays?)$/u;
const LATE = new Set(['late', 'behind']);
const LATE_VERBS = new Set(['be', 'run']);
/** What after "late" or "behind" makes it no lateness: a noun ("late opening", "late night"), and after "behind" a thing ("behind the station"). */
const NOT_AFTER_LATE = new Set(['NOUN', 'PROPN']);
const NOT_AFTER_BEHIND = new Set(['NOUN', 'PROPN', 'DET', 'PRON', 'NUM']);

/**
 * The token of each lateness told with "be" or "run" of what is no customer's ("late", "behind", "time" of "on time"; not "early",
 * more often a timetable's: "The last bus is too early").
 */
export function statedLateness(tokens: readonly TaggedToken[]): number[] {
  return tokens.flatMap((t, i) => {
    const lower = t.value.toLowerCase();
    const onTime = lower === 'time' && tokens[i - 1]?.value.toLowerCase() === 'on';
    const late = LATE.has(lower) && !(lower === 'late' ? NOT_AFTER_LATE : NOT_AFTER_BEHIND).has(tokens[i + 1]?.pos ?? '');
    if (!late && !onTime) return [];
    // The verb right before it, past adverbs ("are always late", "never run on time").
    let v = (onTime ? i - 1 : i) - 1;
    while (v >= 0 && tokens[v].pos === 'ADV') v--;
    const verb = tokens[v];
    return verb !== undefined && (verb.pos === 'VERB' || verb.pos === 'AUX') && LATE_VERBS.has(verb.lemma) && !customerLate(tokens, i) ? [i] : [];
  });
}

/** Gives each lateness told with "be" or "run" (`statedLateness`) to every theme about being on time, with `related`. */
export function applyStatedLateness(tokens: readonly TaggedToken[], themes: ReadonlyArray<{ words: readonly string[] } | undefined>, scores: (number | undefined)[][], related: number): void {
  const onTime = themes.flatMap((t, j) => (t !== undefined && t.words.some((w) => ON_TIME_THEME.test(w)) ? [j] : []));
  if (onTime.length === 0) return;
  for (const i of statedLateness(tokens)) for (const j of onTime) scores[j][i] = Math.max(scores[j][i] ?? -Infinity, related);
}

/** Words that count the subject ("half the tills"), beside numbers. */
const COUNTING = new Set(['half', 'few', 'several']);

/**
 * Mended before release: a clause whose subject is counted ("only one till was open", "Two lanes were open on Sunday morning", "half
 * the checkouts were open") tells how many of a thing were working, not when the place opens: it mentions no timetable theme, neither
 * by the word it shares a stem with ("open" for "opening hours") nor by its time. The theme's head written out stays ("Only one desk
 * was open during visiting hours").
 */
export function dropCountedClauses(tokens: readonly TaggedToken[], themes: ReadonlyArray<{ words: readonly string[] } | undefined>, scores: (number | undefined)[][]): void {
  const timetables = themes.flatMap((t, j) => (t !== undefined && narrowTimetableTheme(t.words) ? [j] : []));
  if (timetables.length === 0) return;
  for (const [from, to] of clauses(tokens)) {
    let verb = from;
    while (verb <= to && tokens[verb].pos !== 'VERB' && tokens[verb].pos !== 'AUX') verb++;
    if (verb > to) continue;
    // A number or counting word with the thing counted after it, before the verb ("one till": the tagger may read "till" as a preposition).
    const counted = tokens.slice(from, verb).some((t, n) => ((t.pos === 'NUM' && !dayTime(tokens, from + n)) || COUNTING.has(t.value.toLowerCase())) && from + n + 1 < verb)
      && !tokens.slice(from, verb).some((_, n) => dayTime(tokens, from + n));
    if (!counted) continue;
    for (const j of timetables) {
      const head = stem(themes[j]!.words[themes[j]!.words.length - 1]);
      for (let i = from; i <= to; i++) if (!stemsMatch(head, stem(tokens[i].value)) && !stemsMatch(head, stem(tokens[i].lemma))) scores[j][i] = undefined;
    }
  }
}

/** Words telling a job done or a thing to be had again ("ready", "done", "back"). */
const DONE = new Set(['ready', 'done', 'finished', 'back', 'fixed', 'repaired', 'sorted', 'completed', 'returned']);
const BY_WHEN = new Set(['by', 'on', 'for', 'within', 'before']);
const NOT_TURNAROUND = new Set(['wait', 'waiting', 'waits', 'queue', 'queues', 'queueing', 'delay', 'delays', 'response', 'responses']);

/**
 * Mended before release: a job said done or ready by a day or time ("it's ready to collect by Friday lunchtime", "it was fixed by
 * Wednesday", "it came back on Thursday") tells how long the job took: the done word and the time mention a theme about a turnaround
 * ("turnaround time", "repair time"; a theme with "turnaround", or a singular "time" last and no word of waiting, queueing, delay or
 * answering), with `related`. Up to 2026-12-16 such a time reached the theme by its likeness, which `dropTimeLikeness` took away.
 */
export function applyDoneBy(tokens: readonly TaggedToken[], themes: ReadonlyArray<{ words: readonly string[] } | undefined>, scores: (number | undefined)[][], related: number): void {
  const turnaround = themes.flatMap((t, j) => (t !== undefined && (t.words.includes('turnaround') || (t.words[t.words.length - 1] === 'time' && !t.words.some((w) => NOT_TURNAROUND.has(w)))) ? [j] : []));
  if (turnaround.length === 0) return;
  tokens.forEach((t, d) => {
    if (!DONE.has(t.value.toLowerCase())) return;
    for (let m = d + 1; m <= d + 5 && m + 1 < tokens.length && !breaks(tokens[m]) && tokens[m].value !== ','; m++) {
      if (!BY_WHEN.has(tokens[m].value.toLowerCase())) continue;
      const time = tokens[m + 1].pos === 'DET' ? m + 2 : m + 1;
      if (time < tokens.length && dayTime(tokens, time)) for (const j of turnaround) for (const i of [d, time]) scores[j][i] = Math.max(scores[j][i] ?? -Infinity, related);
      break;
    }
  });
}
