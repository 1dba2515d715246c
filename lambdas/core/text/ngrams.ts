/**
 * Word n-gram keys of a text for a linear text classifier: lower-cased words and emoji, with the
 * words after a negation marked until the next punctuation ("not good" → "not", "neg:good"), so
 * that "good" and "not … good" are different evidence. Unigrams and bigrams, each once.
 */

/** Words (with inner apostrophes), emoji and emoticons, or a single punctuation mark. */
const TOKEN_RE = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*|\p{Extended_Pictographic}|[:;=][-']?[)(DPp/\\]|[.,!?;:]/gu;
const NEGATIONS = new Set(['not', 'no', 'never', 'nothing', 'nobody', 'none', 'neither', 'nor', 'cannot', 'without']);
/** Punctuation that ends a negation's scope. */
const SCOPE_END = new Set(['.', ',', '!', '?', ';', ':']);
/** A negation's scope covers at most this many words. */
const MAX_SCOPE = 4;
export const NEGATED_PREFIX = 'neg:';

/** The normalised tokens of a text, negated words prefixed with {@link NEGATED_PREFIX}. */
export function ngramTokens(text: string): string[] {
  const out: string[] = [];
  let scope = 0;
  for (const m of text.toLowerCase().replace(/’/g, "'").matchAll(TOKEN_RE)) {
    const token = m[0];
    if (SCOPE_END.has(token)) {
      scope = 0;
      if (token === '!' || token === '?') out.push(token);
      continue;
    }
    // Numbers say little one by one; as a class they mark factual, often neutral, statements.
    const normal = /^\d+$/u.test(token) ? '<num>' : token;
    out.push(scope > 0 ? `${NEGATED_PREFIX}${normal}` : normal);
    if (scope > 0) scope--;
    if (NEGATIONS.has(token) || token.endsWith("n't")) scope = MAX_SCOPE;
  }
  return out;
}

/** Distinct unigram and bigram keys of a text, in order of first appearance. */
export function ngramKeys(text: string): string[] {
  const tokens = ngramTokens(text);
  const keys = new Set<string>(tokens);
  for (let i = 1; i < tokens.length; i++) keys.add(`${tokens[i - 1]} ${tokens[i]}`);
  return [...keys];
}
