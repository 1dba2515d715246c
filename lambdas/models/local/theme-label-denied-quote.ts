/**
 * Themes 2026-12-31: the quote of a longer label that denies its thing ("No bargains", "Not value for money").
 *
 * The quote of 2026-11-30 on (quoteFor of theme-label-quotes.ts) reads denials of adjectives and verbs only, so a
 * label denying a noun passed over every member that writes the noun: "No bargains" had no quote, and "Not value for
 * money" quoted "Lessons cost more than my friends paid elsewhere.". Here such a label is quoted from the most
 * typical member who writes the thing denied or scarce as 2026-12-30 reads it (deniedThing of theme-label-polarity.ts:
 * "I didn't find a single bargain", "hardly any bargains now", "not value for money"), from the clause that holds it.
 */
import { stem } from '../../core/text/theme-words.js';
import { deniedThing } from './theme-label-polarity.js';
import { clauseHolding } from './theme-label-quotes.js';
import type { Tags } from './theme-label-said-words.js';

/** The first words of a label that denies or calls scarce the word after them. */
const DENYING = new Set(['no', 'not', 'few']);

/** The quote of a label that denies its thing, or undefined where the label denies none or no member writes it so. */
export function deniedQuote(short: string, typicalOrder: readonly number[], texts: readonly string[], tags: Tags): string | undefined {
  const words = short.toLowerCase().split(/\s+/);
  if (words.length < 2 || !DENYING.has(words[0])) return undefined;
  const thing = stem(words[1]);
  for (const t of typicalOrder) {
    const at = tags[t].findIndex((x) => x.word && stem(x.normal) === thing);
    if (at >= 0 && deniedThing(tags[t], at)) return clauseHolding(texts[t], tags[t], new Set(words.slice(1).map(stem)));
  }
  return undefined;
}
