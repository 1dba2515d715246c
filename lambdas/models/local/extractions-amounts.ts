import { dot, meanDot, normalise } from '../../core/clustering/vectors.js';
import type { TextEncoder } from '../../core/ports/models.js';
import type { TaggedToken } from '../../core/text/noun-phrases.js';
import { WORD_ANCHORS } from './extractions-span-settings.js';

/**
 * Extractions version 2026-12-02: a written amount of money ("£60", "$40", "1,200 euros", "twenty
 * pounds") mentions the requested theme that is most about money, if any is ("entry fee",
 * "treatment cost", "value for money", "rent"), whatever words the theme uses. Up to 2026-12-01 an amount counted
 * only for a theme named in the hand-written price group ("price", "cost", "fees"), so "Twenty
 * pounds each just to get in" said nothing about "entry fee".
 *
 * Whether a theme is about money is read from the sentence encoder, never from a list of theme
 * names: the theme's similarity to the words "price", "money" and "cost" (the best of the three),
 * less its mean similarity to topic-free anchors, must reach {@link MONEY_THEME_RELEVANCE}.
 * On the encoder of version 2026-11-22 this admits "entry fee" (0.20), "ticket price" (0.29),
 * "treatment cost" (0.36) and "rent" (0.20), and keeps out "staff", "parking", "opening hours",
 * "owner" and "tracking" (0.12 at most).
 */

/** Encoder relevance to the money concept at which a theme is about money. */
export const MONEY_THEME_RELEVANCE = 0.15;

const MONEY_CONCEPTS = ['price', 'money', 'cost'];
const CURRENCY_SYMBOLS = new Set(['£', '$', '€', '¥', '₹']);
const CURRENCY_WORDS = new Set(['pound', 'pounds', 'quid', 'dollar', 'dollars', 'euro', 'euros', 'pence', 'penny', 'cent', 'cents', 'bucks', 'grand']);
// A number word may be hyphenated ("twenty-two") or joined by an en dash ("twenty–two"): only version 2026-12-13 tags one a number (extractions-number-words.ts).
const NUMBER_RE = /^(?:\d[\d,.]*(?:k|m|bn)?|\p{L}+(?:[-–]\p{L}+)?)$/iu;

/**
 * Indices of the tokens that write an amount of money: a number after a currency symbol ("£", "60"
 * of "£60"; "$", "40"), or a number and the currency word after it ("twenty pounds", "1,200 euros").
 */
export function moneyTokens(tokens: readonly TaggedToken[]): number[] {
  const out = new Set<number>();
  tokens.forEach((t, i) => {
    const next = tokens[i + 1];
    if (CURRENCY_SYMBOLS.has(t.value) && next !== undefined && next.pos === 'NUM' && next.start === t.end) {
      out.add(i);
      out.add(i + 1);
    }
    const word = next?.value.toLowerCase();
    if (t.pos === 'NUM' && NUMBER_RE.test(t.value) && word !== undefined && CURRENCY_WORDS.has(word)) {
      out.add(i);
      out.add(i + 1);
    }
  });
  return [...out].sort((a, b) => a - b);
}

/**
 * How much each theme is about money (see the file comment): its encoder relevance to the money
 * concept when that reaches {@link MONEY_THEME_RELEVANCE}, else undefined; remembers the themes it has seen.
 */
export class MoneyThemes {
  private readonly known = new Map<string, number | undefined>();
  private concepts?: Promise<{ concepts: Float64Array[]; anchors: Float64Array[] }>;

  constructor(private readonly encoder: TextEncoder) {}

  async of(themes: readonly string[]): Promise<(number | undefined)[]> {
    const keys = themes.map((t) => t.trim().toLowerCase().replace(/\s+/gu, ' '));
    const missing = [...new Set(keys.filter((k) => k !== '' && !this.known.has(k)))];
    if (missing.length > 0) {
      this.concepts ??= this.encoder.embed([...MONEY_CONCEPTS, ...WORD_ANCHORS]).then((v) => {
        const unit = v.map((x) => normalise(x));
        return { concepts: unit.slice(0, MONEY_CONCEPTS.length), anchors: unit.slice(MONEY_CONCEPTS.length) };
      });
      const { concepts, anchors } = await this.concepts;
      const vectors = (await this.encoder.embed(missing)).map((x) => normalise(x));
      if (this.known.size > 5000) this.known.clear();
      missing.forEach((k, n) => {
        const v = vectors[n];
        const baseline = meanDot(v, anchors);
        const relevance = Math.max(...concepts.map((c) => dot(v, c))) - baseline;
        this.known.set(k, relevance >= MONEY_THEME_RELEVANCE ? relevance : undefined);
      });
    }
    return keys.map((k) => (k === '' ? undefined : this.known.get(k)));
  }
}

/**
 * Gives each money token the related-word score for the requested theme most about money (the
 * highest money relevance; ties share it), so that with "price" and "insurance" asked for, "£40 to
 * park" is price alone; a theme named there keeps its name match.
 */
export function applyAmounts(tokens: readonly TaggedToken[], money: ReadonlyArray<number | undefined>, scores: (number | undefined)[][], relatedScore: number): void {
  const amounts = moneyTokens(tokens);
  const top = Math.max(-Infinity, ...money.map((r) => r ?? -Infinity));
  if (amounts.length === 0 || top === -Infinity) return;
  money.forEach((relevance, j) => {
    if (relevance !== top) return;
    for (const i of amounts) if (scores[j][i] !== Infinity) scores[j][i] = relatedScore;
  });
}
