import type { TaggedToken } from '../../core/text/noun-phrases.js';

/**
 * Extractions version 2026-12-16: a verdict written after a comma without a verb of its own ("Swim club sessions start at 6am on
 * Saturdays, far too early for my two", "The pool shuts at eight, very inconvenient") is what the clause before it is worth, and joins
 * it: up to 2026-12-15 the span of the clause ended at the comma and lost the verdict. A verdict is a piece of at most
 * {@link VERDICT_WORDS} words after a comma that opens with an adverb or adjective, holds an adjective and no verb, and names no thing
 * but after a preposition other than "of" ("handy before my train"; not "good pita and hummus", "most of the dishes", "certainly
 * the stir fry blue crab": a list of things goes on), nor opens with a word of "wh-" ("where greasy, …"), after a clause with a verb ("Great pizza, lovely staff" are two things named, not a verdict).
 */
const VERDICT_WORDS = 7;
const VERBS = new Set(['VERB', 'AUX']);
const OPENERS = new Set(['ADV', 'ADJ']);
const NOUNS = new Set(['NOUN', 'PROPN']);

/**
 * Version 2026-12-17: the prepositions a verdict may name a thing after, of purpose or of time ("far too early for my two", "handy
 * before my train", "even at full brightness"); after another ("perfect on its supermarket squishy bun") the thing is a mention of its
 * own, and joined to the clause before, 2026-12-16 cut its span from the verdict ("its supermarket squishy bun").
 */
export const VERDICT_PREPOSITIONS: ReadonlySet<string> = new Set(['for', 'before', 'after', 'at', 'until', 'till', 'by', 'during']);

/** Whether every noun of `words` follows a preposition other than "of" among them (one of `prepositions` where given). */
const nounsAfterPreposition = (words: readonly TaggedToken[], prepositions?: ReadonlySet<string>) => words.every((t, k) => !NOUNS.has(t.pos)
  || words.slice(0, k).some((w) => w.pos === 'ADP' && w.value.toLowerCase() !== 'of' && (prepositions === undefined || prepositions.has(w.value.toLowerCase()))));

/**
 * Whether a piece holds a verb; from version 2026-12-17 (`circumstance`) only before its first preposition or subordinator, as after
 * one a verb tells a circumstance of the verdict ("useless for anyone working", "perfect for the school run" with "run" tagged a
 * verb, "annoying if you come after lunch"), not a clause of its own.
 */
function verbIn(words: readonly TaggedToken[], circumstance: boolean): boolean {
  const cut = circumstance ? words.findIndex((t) => t.pos === 'ADP' || t.pos === 'SCONJ') : -1;
  return (cut < 0 ? words : words.slice(0, cut)).some((t) => VERBS.has(t.pos));
}

/** The word tokens of `[start, end)`. */
const wordsIn = (tokens: readonly TaggedToken[], u: { start: number; end: number }) => tokens.filter((t) => t.start >= u.start && t.end <= u.end && /[\p{L}\p{N}]/u.test(t.value));

/**
 * Units with each verdict joined to the clause before it (see the file's comment). Version 2026-12-17 passes `prepositions`
 * ({@link VERDICT_PREPOSITIONS}), the only ones a named thing may follow; given, a verb may follow the piece's first preposition or
 * subordinator ({@link verbIn}).
 */
export function joinVerdicts<U extends { start: number; end: number }>(text: string, tokens: readonly TaggedToken[], units: readonly U[], prepositions?: ReadonlySet<string>): U[] {
  const out: U[] = [];
  for (const u of units) {
    const previous = out[out.length - 1];
    const words = wordsIn(tokens, u);
    const verdict = previous !== undefined && words.length > 0 && words.length <= VERDICT_WORDS && OPENERS.has(words[0].pos) && !/^wh/iu.test(words[0].value)
      && words.some((t) => t.pos === 'ADJ') && !verbIn(words, prepositions !== undefined) && nounsAfterPreposition(words, prepositions) && /^\s*,\s*$/u.test(text.slice(previous.end, u.start))
      && wordsIn(tokens, previous).some((t) => VERBS.has(t.pos));
    if (verdict) out[out.length - 1] = { ...previous, end: u.end };
    else out.push(u);
  }
  return out;
}
