/**
 * The quote of a theme's longer label (theme-typical-names.ts, 2026-11-30 on): the most typical
 * member that writes the short label's words (exactly, else related), from the clause that holds
 * them, so the quote always shows the label's idea, and never a member that says the opposite.
 */
import { stem } from '../../core/text/theme-words.js';
import type { TaggedWord } from './keyphrases-local.js';
import { memberNegations } from './theme-phrase-candidates.js';
import { memberStems } from './theme-label-support.js';

/** Words of a label that deny what follows. */
const DENIALS = new Set(['not', 'no', 'never', 'rarely', 'seldom', 'hardly', 'barely', 'scarcely', 'longer']);
/** Denials by the doer ("Nobody cleaned"). */
const BY_DOER = new Set(['nobody', 'noone', 'nothing']);
/** Longest quote, in words. */
const QUOTE_WORDS = 10;

/**
 * The most typical member that writes the short label's content words (all by stem first, then
 * the most credited), quoted from the clause that holds them; undefined when none holds any.
 */
export function quoteFor(
  short: string,
  /** The theme's distinct members, most typical first. */
  typicalOrder: readonly number[],
  texts: readonly string[],
  tags: readonly (readonly TaggedWord[])[],
  /** A member's credit for a word it does not write by stem (a related word: theme-typical-names.ts). */
  credit: (w: string, t: number) => number,
  /** 2026-12-14, mended before release: a denial by its doer ("Nobody cleaned") denies too, so a member who praises is no example of it. */
  byDoer = false,
): string | undefined {
  const content = short.toLowerCase().split(/\s+/).filter((w) => w.length > 2 && !['and', 'not', 'the', 'for', 'with', 'from'].includes(w) && !(byDoer && BY_DOER.has(w)));
  if (content.length === 0) return undefined;
  // Never a member that says the opposite: "the kitchen is not clean" for "Clean kitchen", "the staff were helpful" for "Staff not helpful".
  const words = short.toLowerCase().split(/\s+/);
  const negator = words.findIndex((w) => DENIALS.has(w) || (byDoer && BY_DOER.has(w)));
  const judged = negator < 0 ? content : words.slice(negator + 1).filter((w) => content.includes(w));
  let best: { t: number; credit: number } | undefined;
  for (const t of typicalOrder) {
    const denies = memberNegations(tags[t]);
    if (judged.some((w) => denies.get(stem(w)) === (negator < 0))) continue;
    // A word the tagger reads as no content word ("clean" of "Lovely clean changing rooms" read as an adverb) is not denied either.
    if (byDoer && negator >= 0 && judged.some((w) => denies.get(stem(w)) !== true && tags[t].some((x) => x.word && (stem(x.lemma) === stem(w) || stem(x.normal) === stem(w))))) continue;
    const written = memberStems(tags[t]);
    const held = content.reduce((sum, w) => sum + (written.has(stem(w)) ? 1 : credit(w, t) * 0.5), 0);
    if (!best || held > best.credit) best = { t, credit: held };
    if (held === content.length) break;
  }
  if (!best || best.credit === 0) return undefined;
  return clauseHolding(texts[best.t], tags[best.t], new Set(content.map(stem)));
}

/** The clause of a text (between punctuation) holding most of the stems, cut around them to QUOTE_WORDS words. */
export function clauseHolding(text: string, tokens: readonly TaggedWord[], stems: ReadonlySet<string>): string {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  if (words.length <= QUOTE_WORDS) return words.join(' ');
  // Word positions in the written text that hold a stem.
  const hits = words.map((w) => {
    const clean = w.toLowerCase().replace(/[^\p{L}'-]/gu, '');
    return stems.has(stem(clean)) || tokens.some((t) => t.normal === clean && stems.has(stem(t.lemma)));
  });
  let bestStart = 0;
  let bestHits = -1;
  for (let start = 0; start + QUOTE_WORDS <= words.length; start++) {
    const count = hits.slice(start, start + QUOTE_WORDS).filter(Boolean).length;
    if (count > bestHits) [bestHits, bestStart] = [count, start];
  }
  // Start at a clause boundary when one is near the window's start.
  for (let s = bestStart; s > Math.max(0, bestStart - 4); s--) {
    if (s === 0 || /[.,;:!?]$/.test(words[s - 1])) {
      if (hits.slice(s, s + QUOTE_WORDS).filter(Boolean).length === bestHits) bestStart = s;
      break;
    }
  }
  const slice = words.slice(bestStart, bestStart + QUOTE_WORDS).join(' ');
  return `${bestStart > 0 ? '…' : ''}${slice}${bestStart + QUOTE_WORDS < words.length ? '…' : ''}`;
}
