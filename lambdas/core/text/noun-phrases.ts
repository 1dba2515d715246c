/**
 * Candidate aspect phrases of a text from its part-of-speech tags: the short noun phrases that
 * name what a sentence talks about ("the Thai food was great" → "Thai food"). Pure: the tags come
 * from a tagger elsewhere (wink-nlp in the embedded models). Offsets are UTF-16 code units into
 * the original text, so every phrase is a verbatim slice.
 */

/** A token with its part of speech (Universal POS tags) and offsets into the text. */
export interface TaggedToken {
  start: number;
  end: number;
  /** The token as written. */
  value: string;
  /** Lower-case dictionary form. */
  lemma: string;
  /** Universal POS tag: NOUN, PROPN, ADJ, VERB, DET, PUNCT, … */
  pos: string;
  /** A stop word of the tagger's list. */
  stop: boolean;
}

/** A candidate phrase: a verbatim slice `[start, end)` and the tokens it covers. */
export interface PhraseSpan {
  start: number;
  end: number;
  text: string;
  /** Index of the first and one past the last token. */
  from: number;
  to: number;
  /** The last token is a proper noun, or every token is capitalised. */
  proper: boolean;
}

const NOUN_TAGS = new Set(['NOUN', 'PROPN']);
/** Tags that may sit inside a noun phrase before its head. */
const MODIFIER_TAGS = new Set(['NOUN', 'PROPN', 'ADJ', 'NUM']);
/** Longest phrase kept: longer runs are tagging accidents or lists without commas. */
export const MAX_PHRASE_TOKENS = 4;
/** Nouns too empty to name an aspect on their own ("the rest of it", "a lot"). */
const EMPTY_NOUNS = new Set([
  'thing', 'things', 'lot', 'lots', 'bit', 'kind', 'sort', 'stuff', 'way', 'time', 'times', 'one', 'ones',
  'anything', 'something', 'everything', 'nothing', 'rest', 'part', 'side', 'reason', 'fact', 'point', 'deal',
  'type', 'couple', 'number', 'plenty', 'lol', 'ok', 'okay', 'pm', 'am',
]);

function isCapitalised(value: string): boolean {
  return /^\p{Lu}/u.test(value);
}

/** Tokens after which a capital says nothing: the start of a sentence. */
const SENTENCE_ENDS = new Set(['.', '!', '?', '…']);

/**
 * A modifier worth keeping: nouns, names and capitalised adjectives ("Thai", "Indian"), not
 * "great". At the start of a sentence a capital proves nothing: there an adjective, or a word the
 * tagger took for a name before a lower-case word ("Great wine list"), is an evaluation.
 */
function keepsModifier(tokens: readonly TaggedToken[], i: number): boolean {
  const t = tokens[i];
  const sentenceStart = i === 0 || SENTENCE_ENDS.has(tokens[i - 1].value);
  if (sentenceStart && (t.pos === 'ADJ' || (t.pos === 'PROPN' && /^\p{Ll}/u.test(tokens[i + 1]?.value ?? '')))) return false;
  return t.pos === 'NOUN' || t.pos === 'PROPN' || (t.pos === 'ADJ' && isCapitalised(t.value)) || t.pos === 'NUM';
}

function span(text: string, tokens: readonly TaggedToken[], from: number, to: number): PhraseSpan {
  const start = tokens[from].start;
  const end = tokens[to - 1].end;
  const last = tokens[to - 1];
  const proper = last.pos === 'PROPN' || tokens.slice(from, to).every((t) => isCapitalised(t.value));
  return { start, end, text: text.slice(start, end), from, to, proper };
}

/**
 * Noun phrases without determiners or evaluative adjectives: within each run of nouns, names,
 * numbers and adjectives that ends in a noun, the part from the first kept modifier to the head
 * ("very friendly wait staff" → "wait staff"), at most MAX_PHRASE_TOKENS tokens (the last ones).
 * Runs whose head is an empty noun ("a lot") give nothing.
 */
export function nounPhrases(text: string, tokens: readonly TaggedToken[]): PhraseSpan[] {
  const out: PhraseSpan[] = [];
  let runStart = -1;
  const flush = (runEnd: number) => {
    if (runStart < 0) return;
    let head = runEnd - 1;
    while (head >= runStart && !NOUN_TAGS.has(tokens[head].pos)) head--;
    if (head >= runStart && !EMPTY_NOUNS.has(tokens[head].lemma) && !EMPTY_NOUNS.has(tokens[head].value.toLowerCase())) {
      let from = Math.max(runStart, head + 1 - MAX_PHRASE_TOKENS);
      while (from < head && !keepsModifier(tokens, from)) from++;
      out.push(span(text, tokens, from, head + 1));
    }
    runStart = -1;
  };
  tokens.forEach((t, i) => {
    const inside = MODIFIER_TAGS.has(t.pos) && !(t.stop && !NOUN_TAGS.has(t.pos));
    // A phrase never spans a gap wider than one space or a line break.
    const joined = i > 0 && runStart >= 0 && /^[ \t]?$/u.test(text.slice(tokens[i - 1].end, t.start));
    if (inside && (runStart < 0 || joined)) {
      if (runStart < 0) runStart = i;
      return;
    }
    flush(i);
    if (inside) runStart = i;
  });
  flush(tokens.length);
  return out;
}

/** The single-token phrase of token `i` (used for theme words that are not nouns: "syncs"). */
export function tokenPhrase(text: string, tokens: readonly TaggedToken[], i: number): PhraseSpan {
  return span(text, tokens, i, i + 1);
}
