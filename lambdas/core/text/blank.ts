/** Blank = empty or whitespace only; such inputs get neutral answers (zero vector, neutral, no extractions). */
export function isBlank(text: string): boolean {
  return text.trim().length === 0;
}

/** Characters trimmed from both ends of an extracted substring. */
const SURROUNDING = /^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu;

/** As SURROUNDING, but a currency sign beside its number ("£4", "£ 4", "12€", "12 €") is not trimmed. */
const LEADING_KEEPING_CURRENCY = /^(?:(?!\p{Sc})[\s\p{P}\p{S}]|\p{Sc}(?!\s?\d))+/u;
const TRAILING_KEEPING_CURRENCY = /(?:(?!\p{Sc})[\s\p{P}\p{S}]|(?<!\d\s?)\p{Sc})+$/u;

export interface TrimOptions {
  /**
   * A currency sign at an end stays when it belongs to a number beside it (`"£4 delivery was added."` → `"£4 delivery was added"`,
   * `"The parking ticket was 12€."` → `"The parking ticket was 12€"`, `"£ 30"`): extractions from version 2026-12-04 (an earlier
   * version's spans are trimmed as they were when it was pinned).
   */
  keepCurrency?: boolean;
}

/** Trims whitespace and punctuation from both ends (`" (the pasta)."` → `"the pasta"`), keeping a currency sign of a number with `keepCurrency`. */
export function trimSurrounding(text: string, options: TrimOptions = {}): string {
  return options.keepCurrency === true ? text.replace(LEADING_KEEPING_CURRENCY, '').replace(TRAILING_KEEPING_CURRENCY, '') : text.replace(SURROUNDING, '');
}
