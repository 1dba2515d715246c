import type { TaggedToken } from '../../core/text/noun-phrases.js';
import { POSSESSIVES } from './extractions-arrival-guards.js';

/**
 * Extractions version 2026-12-14: more places where a name stands as the subject of a clause, read beside those of `nameAt`
 * (extractions-everyday.ts), which takes a name followed at once by a verb ("Gordon lost his temper") or by "and" and another name:
 * a name whose verb comes after one or two adverbs ("Gordon never lost his temper", "Priya always rang back"), and a name joined by
 * "and" to someone of theirs before the verb ("Rhys and his apprentice were quick and tidy"); in both, only a name that opens its sentence.
 */
const NAME_RE = /^\p{Lu}\p{Ll}+$/u;
const SENTENCE_END = /^[.!?]+$/u;
const VERB_TAGS = new Set(['VERB', 'AUX']);
/** How many adverbs may stand between a name and its verb. */
const MAX_ADVERBS = 2;
/** How many words may stand between "and" + a possessive and the verb ("his lad", "her young apprentice"). */
const MAX_COMPANION_WORDS = 3;

/** Whether the token at `i` is a name that is the subject of a verb after adverbs, or joined by "and" to someone of theirs. */
export function subjectName(tokens: readonly TaggedToken[], i: number): boolean {
  const t = tokens[i];
  if (!NAME_RE.test(t.value)) return false;
  // Only a name opening its sentence: a name later in it is as often a pet's or a child's ("…, and Bramble finally sits on command").
  const before = tokens[i - 1];
  if (before !== undefined && !SENTENCE_END.test(before.value)) return false;
  let k = i + 1;
  while (k < tokens.length && k - i - 1 < MAX_ADVERBS && tokens[k].pos === 'ADV') k++;
  if (k > i + 1 && k < tokens.length && VERB_TAGS.has(tokens[k].pos)) return true;
  if (tokens[i + 1]?.value.toLowerCase() !== 'and' || !POSSESSIVES.has(tokens[i + 2]?.value.toLowerCase() ?? '')) return false;
  for (let j = i + 3; j < tokens.length && j <= i + 2 + MAX_COMPANION_WORDS; j++) {
    if (VERB_TAGS.has(tokens[j].pos)) return tokens[j - 1].pos === 'NOUN';
    if (tokens[j].value === ',') return tokens[j - 1].pos === 'NOUN';
    if (tokens[j].pos !== 'NOUN' && tokens[j].pos !== 'ADJ') return false;
  }
  return false;
}
