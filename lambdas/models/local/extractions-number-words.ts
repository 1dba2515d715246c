import type { TaggedToken } from '../../core/text/noun-phrases.js';
import { tagText } from './extractions-tagger.js';
import { weekdayModifiers } from './extractions-whose-times-2026-12-17.js';

/**
 * Extractions version 2026-12-13: a number written as hyphenated words ("twenty-two", "Forty-five", "ninety-nine") is a number.
 * The tagger joins the pieces of a hyphenated word into one noun (extractions-tagger.ts), so up to 2026-12-12 "twenty-two pounds"
 * was no amount of money and "twenty-five minutes" no amount of time, where "twenty pounds" and "25 minutes" were. Retagged as
 * a number, the rules that read amounts of money and of time read it as they read "twenty". Only tens joined to units count:
 * "one-off", "two-way", "first-class" are no numbers.
 * Mended before release: a ten and a unit joined by an en dash ("twenty–two", three tokens to the tagger) are one number; hundreds
 * and thousands written with a hyphen ("two-hundred") are numbers; a number word with "-odd" ("eighty-odd") is an approximate number
 * only right before a currency ("eighty-odd quid"; "forty-odd people" stays a noun); a number of pounds after a verb of weight ("I lost
 * twenty-two pounds") is no amount of money.
 */
const TENS = 'twenty|thirty|forty|fourty|fifty|sixty|seventy|eighty|ninety';
const UNITS = 'one|two|three|four|five|six|seven|eight|nine';
const TEENS = 'ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen';
const HYPHENATED_NUMBER_RE = new RegExp(`^(?:${TENS})-(?:${UNITS})$`, 'iu');
/** Mended before release: "two-hundred", "twenty-five-thousand", "a" excluded ("a-hundred" is not written). */
const HYPHENATED_HUNDREDS_RE = new RegExp(`^(?:(?:${TENS})(?:-(?:${UNITS}))?|${UNITS}|${TEENS})-(?:hundred|thousand)$`, 'iu');
/** Mended before release: "eighty-odd", "forty-odd", "a hundred-odd": a number only before a currency. */
const ODD_RE = new RegExp(`^(?:(?:${TENS})(?:-(?:${UNITS}))?|${TEENS}|hundred|thousand)-odd$`, 'iu');
const TENS_RE = new RegExp(`^(?:${TENS})$`, 'iu');
const UNITS_RE = new RegExp(`^(?:${UNITS})$`, 'iu');
const CURRENCY = new Set(['pound', 'pounds', 'quid', 'dollar', 'dollars', 'euro', 'euros', 'bucks', 'grand', 'pence', 'cents']);
/** Verbs of weight: the pounds after them are a weight ("I lost twenty-two pounds", "gained thirty-five pounds"). */
const WEIGHT_VERBS: ReadonlySet<string> = new Set(['lose', 'gain', 'weigh', 'shed', 'put']);
const DASHES = new Set(['–']);

/** True for a number written as hyphenated words ("twenty-two", "Ninety-nine"). */
export function isHyphenatedNumber(value: string): boolean {
  return value.includes('-') && HYPHENATED_NUMBER_RE.test(value);
}

/** Whether token `i` is a number written in hyphenated words, as read from 2026-12-13 mended (hundreds; "-odd" before a currency). */
function numberAt(tokens: readonly TaggedToken[], i: number): boolean {
  const value = tokens[i].value;
  if (!value.includes('-')) return false;
  if (!HYPHENATED_NUMBER_RE.test(value) && !HYPHENATED_HUNDREDS_RE.test(value) && !(ODD_RE.test(value) && CURRENCY.has(tokens[i + 1]?.value.toLowerCase() ?? ''))) return false;
  // A weight in pounds: "I lost twenty-two pounds" (the verb right before the number, or "put on").
  const before = tokens[i - 1]?.value.toLowerCase() === 'on' ? tokens[i - 2] : tokens[i - 1];
  return !(before?.pos === 'VERB' && WEIGHT_VERBS.has(before.lemma) && /^pounds?$/iu.test(tokens[i + 1]?.value ?? ''));
}

/** Whether tokens `i` to `i + 2` are a ten and a unit joined by an en dash with no space ("twenty–two"). */
function dashedAt(tokens: readonly TaggedToken[], i: number): boolean {
  const [dash, unit] = [tokens[i + 1], tokens[i + 2]];
  return dash !== undefined && unit !== undefined && DASHES.has(dash.value) && dash.start === tokens[i].end && unit.start === dash.end
    && TENS_RE.test(tokens[i].value) && UNITS_RE.test(unit.value);
}

/** The tokens with every hyphenated number word tagged as a number (NUM), a ten and a unit joined by an en dash made one number; the same array when there is none. */
export function tagHyphenatedNumbers(tokens: TaggedToken[]): TaggedToken[] {
  let any = false;
  for (let i = 0; i < tokens.length && !any; i++) any = (tokens[i].pos !== 'NUM' && numberAt(tokens, i)) || dashedAt(tokens, i);
  if (!any) return tokens;
  const out: TaggedToken[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (dashedAt(tokens, i)) {
      const value = `${tokens[i].value}${tokens[i + 1].value}${tokens[i + 2].value}`;
      out.push({ ...tokens[i], value, lemma: value.toLowerCase(), end: tokens[i + 2].end, pos: 'NUM' });
      i += 2;
    } else out.push(tokens[i].pos !== 'NUM' && numberAt(tokens, i) ? { ...tokens[i], pos: 'NUM' } : tokens[i]);
  }
  return out;
}

/** Words that join the parts of one number ("three hundred and forty", "a thousand and fifty"). */
const SCALE = new Set(['hundred', 'thousand', 'million']);

/**
 * Mended before release (version 2026-12-13): whether the conjunction at `k` is inside a number phrase, between a hundred, thousand or
 * million and a number ("three hundred and forty pounds", "a thousand and fifty"), so no clause starts there.
 */
export function insideNumber(tokens: readonly TaggedToken[], k: number): boolean {
  const [before, after] = [tokens[k - 1], tokens[k + 1]];
  return tokens[k].value.toLowerCase() === 'and' && before !== undefined && after !== undefined
    && (SCALE.has(before.value.toLowerCase()) || /^(?:\p{L}+-)?(?:hundred|thousand)$/iu.test(before.value)) && (after.pos === 'NUM' || /^\d/u.test(after.value));
}

/**
 * The tokens of an input as the span versions read them: tagged (extractions-tagger.ts), from 2026-12-13 with hyphenated numbers as
 * numbers, and from 2026-12-17 with a weekday before a noun read as one ("The Friday team"; extractions-whose-times-2026-12-17.ts).
 */
export function tagInput(text: string, sentenceCase: boolean, hyphenNumbers: boolean, weekdays = false): TaggedToken[] {
  const tokens = tagText(text, sentenceCase);
  const numbered = hyphenNumbers ? tagHyphenatedNumbers(tokens) : tokens;
  return weekdays ? weekdayModifiers(numbered) : numbered;
}
