/**
 * Lexical evidence that a text names a theme: the theme's content words, compared with the text's
 * words up to common suffixes ("price", "prices", "pricey", "priced"). Cheap and exact where
 * embeddings are vague, and independent of any vocabulary list, so it works for any theme string.
 */

/** Theme words that carry no topic of their own ("restaurant in general", "quality of the app"). */
export const THEME_STOP_WORDS = new Set([
  'a', 'an', 'the', 'of', 'in', 'on', 'for', 'and', 'or', 'to', 'with', 'about', 'general', 'overall',
  'other', 'misc', 'miscellaneous', 'etc', 'things', 'thing', 'stuff', 'aspects', 'aspect', 'issues',
  'quality', 'experience', 'feedback',
]);
/** Suffixes stripped to compare word variants; longest first so "iness" wins over "s". */
const SUFFIXES = ['ations', 'ation', 'iness', 'ness', 'ings', 'ing', 'ies', 'ied', 'ers', 'er', 'ed', 'es', 'ey', 'ly', 's', 'y', 'e'];
const MIN_STEM = 3;
/** Two stems also match when one extends the other and the shared prefix is at least this long. */
const MIN_SHARED_PREFIX = 5;
/** Words as the theme matcher sees them: letters and digits, with an inner apostrophe. */
export const THEME_WORD_RE = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;

/** Lower-cased stem: "prices", "pricey", "priced" and "price" all give "pric". */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/u, '');
  for (const suffix of SUFFIXES) {
    if (w.endsWith(suffix) && w.length - suffix.length >= MIN_STEM) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  return w;
}

/** Two stems name the same word: equal, or one extends the other by a long shared prefix. */
export function stemsMatch(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= MIN_SHARED_PREFIX && long.startsWith(short);
}

/** Content-word stems of a theme; falls back to all its words if every one is a stop word. */
export function themeStems(theme: string): string[] {
  const words = theme.match(THEME_WORD_RE) ?? [];
  const content = words.filter((w) => !THEME_STOP_WORDS.has(w.toLowerCase()));
  return (content.length > 0 ? content : words).map(stem);
}
