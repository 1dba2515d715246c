import type { TaggedToken } from '../../core/text/noun-phrases.js';
import { tagText } from './extractions-tagger.js';

/**
 * Extractions version 2026-12-13: a number written as hyphenated words ("twenty-two", "Forty-five", "ninety-nine") is a number.
 * The tagger joins the pieces of a hyphenated word into one noun (extractions-tagger.ts), so up to 2026-12-12 "twenty-two pounds"
 * was no amount of money and "twenty-five minutes" no amount of time, where "twenty pounds" and "25 minutes" were. Retagged as
 * a number, the rules that read amounts of money and of time read it as they read "twenty". Only tens joined to units count:
 * "one-off", "two-way", "first-class" are no numbers.
 */
const TENS = 'twenty|thirty|forty|fourty|fifty|sixty|seventy|eighty|ninety';
const UNITS = 'one|two|three|four|five|six|seven|eight|nine';
const HYPHENATED_NUMBER_RE = new RegExp(`^(?:${TENS})-(?:${UNITS})$`, 'iu');

/** True for a number written as hyphenated words ("twenty-two", "Ninety-nine"). */
export function isHyphenatedNumber(value: string): boolean {
  return value.includes('-') && HYPHENATED_NUMBER_RE.test(value);
}

/** The tokens with every hyphenated number word tagged as a number (NUM); the same array when there is none. */
export function tagHyphenatedNumbers(tokens: TaggedToken[]): TaggedToken[] {
  if (!tokens.some((t) => t.pos !== 'NUM' && isHyphenatedNumber(t.value))) return tokens;
  return tokens.map((t) => (t.pos !== 'NUM' && isHyphenatedNumber(t.value) ? { ...t, pos: 'NUM' } : t));
}

/** The tokens of an input as the span versions read them: tagged (extractions-tagger.ts), and from 2026-12-13 with hyphenated numbers as numbers. */
export function tagInput(text: string, sentenceCase: boolean, hyphenNumbers: boolean): TaggedToken[] {
  const tokens = tagText(text, sentenceCase);
  return hyphenNumbers ? tagHyphenatedNumbers(tokens) : tokens;
}
