import { trimSpan } from '../../core/text/clauses.js';
import type { TaggedToken } from '../../core/text/noun-phrases.js';
import type { Unit } from './extractions-units.js';
import { clauseBreak as breaks, dayTime } from './extractions-schedules-2026-12-15.js';

/**
 * Extractions version 2026-12-17, mended before release: no span is a bare fragment. A mention late in a unit longer than the window
 * (`mentionRange` of extractions-mention-spans.ts) gets a window that starts at the mention itself, which was harmless while an earlier
 * time of day gave the theme a mention at the head of the unit; once 2026-12-17 took that time's likeness away (`dropTimeLikeness`, the
 * named-clause reading), the late mention's window alone was left: "open" for "The line went out the door at nine on Saturday and only
 * one till was open", a window such as "Friday lunchtime" for "Hand it in on Tuesday and it's ready to collect by Friday lunchtime".
 * A bare range (a lone word, or no verb and only a time of day or week with its nouns, prepositions and determiners) grows to its clause
 * (from the break before it to the break after it: a comma, semicolon, coordinating conjunction or sentence end; past "and" / "or"
 * while the words joined have no verb), as other mentions' spans are, where that clause has a verb, keeps to {@link MAX_CLAUSE_WORDS}
 * words and meets no other range of the theme ("it's ready to collect by Friday lunchtime"). A verbless clause ("Cheap") is left.
 */
export const MAX_CLAUSE_WORDS = 18;
const VERBS = new Set(['VERB', 'AUX']);
/** Tags around a time in a bare time phrase ("by Friday lunchtime", "on a weekday morning"). */
const FRAME = new Set(['ADP', 'DET', 'SCONJ', 'PART', 'ADV']);
const NOUNS = new Set(['NOUN', 'PROPN']);
const words = (text: string) => (text.match(/[\p{L}\p{N}]+/gu) ?? []).length;

/** Whether a range is a bare fragment: one word, or no verb and only a time of day or week with its nouns, prepositions and determiners. */
function bare(tokens: readonly TaggedToken[], inside: readonly number[]): boolean {
  const written = inside.filter((k) => /[\p{L}\p{N}]/u.test(tokens[k].value));
  if (written.length === 1) return true;
  // The nouns of a time phrase count with its times ("by Wednesday teatime": "teatime" is no time word of the schedules).
  const timed = written.some((k) => dayTime(tokens, k));
  return !written.some((k) => VERBS.has(tokens[k].pos)) && written.every((k) => dayTime(tokens, k) || FRAME.has(tokens[k].pos) || (timed && NOUNS.has(tokens[k].pos)));
}

/** Each theme's ranges, a bare range grown to its clause (see the file's comment). */
export function clauseRanges(text: string, tokens: readonly TaggedToken[], placed: readonly Unit[][]): Unit[][] {
  return placed.map((list) => list.map((r) => {
    const inside = tokens.flatMap((t, k) => (t.start >= r.start && t.end <= r.end ? [k] : []));
    if (!bare(tokens, inside)) return r;
    let from = inside[0];
    while (from > 0 && !breaks(tokens[from - 1])) from--;
    let to = inside[inside.length - 1];
    while (to + 1 < tokens.length && !breaks(tokens[to + 1])) to++;
    // Words joined by "and" / "or" with no verb of their own ("…with no thought to height or colour") are a phrase of the clause before.
    while (from > 1 && tokens[from - 1].pos === 'CCONJ' && !tokens.slice(from, to + 1).some((t) => VERBS.has(t.pos))) {
      from--;
      while (from > 0 && !breaks(tokens[from - 1])) from--;
    }
    if (!tokens.slice(from, to + 1).some((t) => VERBS.has(t.pos))) return r;
    const grown = trimSpan(text, tokens[from].start, tokens[to].end);
    const clear = !list.some((p) => p !== r && p.start < grown.end && grown.start < p.end);
    return clear && words(text.slice(grown.start, grown.end)) <= MAX_CLAUSE_WORDS ? { start: grown.start, end: grown.end } : r;
  }));
}
