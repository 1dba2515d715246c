import { stem, stemsMatch, THEME_STOP_WORDS, THEME_WORD_RE } from './theme-words.js';

/**
 * Candidate related terms for dictionary expansion, taken from the inputs themselves: content
 * words and two-word phrases of adjacent content words, as written (lower case), most frequent
 * first. Candidates that hold every word of a dictionary term ("prices" or "high prices" for
 * "price") are left out: the extraction engine already finds those.
 */

/** Function words that never make a useful dictionary term on their own. */
const STOP_WORDS = new Set([
  ...THEME_STOP_WORDS,
  'i', 'me', 'my', 'we', 'our', 'you', 'your', 'he', 'she', 'it', 'its', 'they', 'them', 'their', 'this', 'that', 'these', 'those',
  'is', 'are', 'was', 'were', 'be', 'been', 'being', 'am', 'have', 'has', 'had', 'do', 'does', 'did', 'done', 'will', 'would', 'could',
  'should', 'can', 'may', 'might', 'must', 'shall', 'not', 'no', 'nor', 'but', 'if', 'then', 'than', 'so', 'too', 'very', 'just', 'also',
  'at', 'by', 'from', 'up', 'down', 'out', 'off', 'over', 'under', 'again', 'once', 'here', 'there', 'when', 'where', 'why', 'how',
  'all', 'any', 'both', 'each', 'few', 'more', 'most', 'some', 'such', 'only', 'own', 'same', 'what', 'which', 'who', 'whom',
  'because', 'as', 'until', 'while', 'into', 'through', 'during', 'before', 'after', 'above', 'below', 'between', 'get', 'got',
  'really', 'still', 'even', 'much', 'many', 'lot', 'lots', 'one', 'two', 'us', 'im', "i'm", "it's", "don't", "didn't", 'dont', 'didnt',
  'like', 'well', 'way', 'make', 'made', 'every', 'never', 'always', 'ever', 'yet', 'though', 'although',
  'since', 'within', 'without', 'around', 'across', 'along', 'via', 'per', 'upon', 'now', 'new', 'come', 'comes', 'came', 'go', 'goes',
  'going', 'went', 'take', 'takes', 'took', 'put', 'keep', 'kept', 'want', 'wanted', 'need', 'needed', 'use', 'used', 'know', 'think',
  'see', 'seem', 'seems', 'said', 'says', 'time', 'times', 'day', 'days', 'gets',
]);
const MIN_WORD_CHARS = 3;
/** Candidates kept (most frequent first): bounds the embedding cost of one expansion. */
export const MAX_CANDIDATES = 400;

function isContentWord(word: string): boolean {
  return word.length >= MIN_WORD_CHARS && !STOP_WORDS.has(word) && !/^\d+$/.test(word);
}

/** Words and adjacent-word pairs of the inputs, most frequent first (ties: first seen first). */
export function vocabularyCandidates(inputs: readonly string[], dictionary: readonly string[], max = MAX_CANDIDATES): string[] {
  const counts = new Map<string, { count: number; first: number }>();
  let order = 0;
  const add = (term: string) => {
    const seen = counts.get(term);
    if (seen) seen.count++;
    else counts.set(term, { count: 1, first: order++ });
  };
  for (const input of inputs) {
    const words = (input.match(THEME_WORD_RE) ?? []).map((w) => w.toLowerCase());
    words.forEach((word, i) => {
      if (!isContentWord(word)) return;
      add(word);
      const next = words[i + 1];
      if (next !== undefined && isContentWord(next)) add(`${word} ${next}`);
    });
  }
  const termStems = dictionary.map((term) => (term.match(THEME_WORD_RE) ?? []).map(stem)).filter((stems) => stems.length > 0);
  // A candidate holding every word of a term (up to inflection) is found by the engine already.
  const holdsTerm = (candidate: string) => {
    const words = candidate.split(' ').map(stem);
    return termStems.some((stems) => stems.every((s) => words.some((w) => stemsMatch(s, w))));
  };
  return [...counts.entries()]
    .filter(([term]) => !holdsTerm(term))
    .sort((a, b) => b[1].count - a[1].count || a[1].first - b[1].first)
    .slice(0, max)
    .map(([term]) => term);
}
