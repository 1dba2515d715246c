import type { TaggedToken } from '../../core/text/noun-phrases.js';

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
    if (lower === 'next' && UNITS.has(next)) return true;
  }
  return false;
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
export function applyArrivals(tokens: readonly TaggedToken[], themes: ReadonlyArray<{ words: readonly string[] } | undefined>, scores: (number | undefined)[][]): void {
  const timing = themes.map((t) => t !== undefined && timingTheme(t.words));
  if (!timing.some(Boolean)) return;
  const arrivals = arrivalPhrases(tokens);
  timing.forEach((yes, j) => { if (yes) for (const i of arrivals) scores[j][i] = Infinity; });
}
