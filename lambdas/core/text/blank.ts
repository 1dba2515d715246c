/** Blank = empty or whitespace only; such inputs get neutral answers (zero vector, neutral, no extractions). */
export function isBlank(text: string): boolean {
  return text.trim().length === 0;
}

/** Characters trimmed from both ends of an extracted substring. */
const SURROUNDING = /^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu;

/** Trims whitespace and punctuation from both ends (`" (the pasta)."` → `"the pasta"`). */
export function trimSurrounding(text: string): string {
  return text.replace(SURROUNDING, '');
}
