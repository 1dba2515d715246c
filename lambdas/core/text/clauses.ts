/**
 * Clause segmentation with exact UTF-16 offsets into the original text.
 *
 * Sentiment and extraction both reason per clause ("great food but rude staff" carries two
 * judgements about two subjects), and extractions must be verbatim slices of the input, so every
 * span here satisfies `text.slice(start, end) === span.text`. Rules are cheap heuristics on tokens,
 * not a parser: they over-split rather than glue two judgements together.
 */

/** A clause: `text === original.slice(start, end)`, trimmed of edge whitespace/punctuation. */
export interface ClauseSpan {
  start: number;
  end: number;
  text: string;
}

interface Token {
  kind: 'word' | 'punct' | 'newline';
  start: number;
  end: number;
  lower: string;
}

/** Words (letters/digits with inner apostrophes or hyphens, decimals), newlines, or one symbol. */
const TOKEN_RE = /(\r?\n)|([\p{L}\p{N}]+(?:(?:['’-]|(?<=\p{N})[.,](?=\p{N}))[\p{L}\p{N}]+)*)|(\S)/gu;

/** Characters that never belong at a clause edge (symbols such as %, $, # and emoji stay). */
const EDGE_PUNCT = new Set([...'.,;:!?…"\'“”‘’«»()[]{}-–—_/\\|~`*•·']);
const OPENERS: Record<string, string> = { '(': ')', '[': ']', '{': '}', '“': '”', '‘': '’', '«': '»' };
const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{', '”': '“', '’': '‘', '»': '«' };
const SYMMETRIC_QUOTES = new Set(['"', "'"]);

const SENTENCE_END = new Set(['.', '!', '?', '…']);
/** Closing marks that may sit between a sentence terminator and the following space. */
const AFTER_END = new Set(['"', "'", '”', '’', ')', ']', '»']);
/** Words whose trailing period is not a sentence end (single letters are handled separately). */
const ABBREVIATIONS = new Set([
  'mr', 'mrs', 'ms', 'dr', 'st', 'vs', 'etc', 'approx', 'inc', 'ltd', 'jr', 'sr', 'no', 'min',
  'max', 'misc', 'dept', 'est', 'ave', 'prof', 'eg', 'ie', 'esp',
]);
const DASHES = new Set(['-', '–', '—']);
const EMOTICON_MOUTHS = new Set([')', '(', '-', 'p', 'd']);

/** Words that start a new clause when they follow a comma. */
const COMMA_CONNECTIVES = new Set([
  'and', 'or', 'so', 'but', 'yet', 'then', 'plus', 'also', 'because', 'since', 'although', 'though',
  'while', 'whereas', 'however', 'otherwise', 'still', 'nevertheless', 'nonetheless', 'anyway',
  'besides', 'unfortunately', 'fortunately', 'sadly', 'luckily', 'overall', 'except',
]);
/** After a comma these only start a clause when enough words follow (else it is a list tail). */
const LIST_JOINERS = new Set(['and', 'or']);
const MIN_WORDS_AFTER_LIST_JOINER = 3;
/** Contrastive conjunctions that start a clause even without a comma. */
const CONTRASTIVE = new Set(['but', 'however', 'although', 'though', 'whereas', 'while', 'yet']);
/** Subordinators whose fronted clause ends at the next comma ("Although X, Y"). */
const FRONTED_SUBORDINATORS = new Set(['although', 'though', 'whereas', 'while', 'even']);
/** Adverbial uses ("good though", "not yet") need this many words after to count as a clause. */
const ADVERBIAL_CONTRASTIVE = new Set(['however', 'though', 'yet']);
const MIN_WORDS_AFTER_ADVERBIAL = 2;
/** "even though" / "even if" act as one contrastive subordinator. */
const EVEN_PARTNERS = new Set(['though', 'if']);
const NOT_CONTRASTIVE_AFTER: Record<string, Set<string>> = {
  but: new Set(['nothing', 'anything', 'all', 'everything', 'none', 'last']),
  while: new Set(['a', 'the', 'for', 'worth', 'little']),
  though: new Set(['as']),
  yet: new Set(['not', 'as', 'never']),
};

/** Subjects and verbs for the cheap "and joins two full clauses" test. */
const SUBJECT_PRONOUNS = new Set(['i', 'we', 'they', 'he', 'she', 'it', 'you', 'everything', 'everyone', 'nothing', 'there']);
const DETERMINERS = new Set(['the', 'my', 'our', 'their', 'his', 'her', 'this', 'that', 'these', 'those', 'its', 'your', 'a', 'an', 'all', 'some']);
const VERBISH = new Set([
  'is', 'was', 'are', 'were', 'be', 'been', 'am', "it's", 'has', 'have', 'had', 'will', 'would', 'can',
  'could', 'did', 'does', 'do', "don't", "didn't", "wasn't", "isn't", "weren't", "aren't", 'seems',
  'seem', 'looks', 'look', 'feels', 'feel', 'felt', 'tastes', 'taste', 'came', 'comes', 'took', 'takes',
  'made', 'makes', 'gave', 'gives', 'got', 'gets', 'went', 'goes', 'left', 'love', 'loved', 'hate',
  'like', 'liked', 'need', 'needs', 'want', 'wanted', 'should', 'must', 'may', 'might', 'works', 'work',
]);
const VERB_LOOKAHEAD = 3;

/** Leading conjunctions/discourse fillers dropped by trimSpan (never determiners). */
const LEADING_FILLERS = new Set([
  'and', 'but', 'so', 'also', 'or', 'yet', 'however', 'although', 'though', 'while', 'whereas',
  'then', 'plus', 'because', 'since', 'besides', 'anyway', 'nevertheless', 'nonetheless', 'otherwise',
]);
/** Fillers only when a comma follows ("Well, ..." but not "well done"). */
const COMMA_FILLERS = new Set(['well', 'oh', 'ok', 'okay', 'overall', 'anyway', 'still', 'honestly']);
const MULTIWORD_FILLERS = [/^even (?:though|if)\b/iu, /^on the other hand\b/iu, /^in addition\b/iu, /^that said\b/iu];
const LEADING_WORD_RE = /^[\p{L}]+(?:['’][\p{L}]+)?/u;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(TOKEN_RE)) {
    const kind = m[1] !== undefined ? 'newline' : m[2] !== undefined ? 'word' : 'punct';
    const start = m.index;
    tokens.push({ kind, start, end: start + m[0].length, lower: m[0].toLowerCase().replace(/’/g, "'") });
  }
  return tokens;
}

/** Counts words from token i (inclusive) up to the next punctuation or newline token. */
function wordsUntilPunct(tokens: Token[], i: number): number {
  let n = 0;
  for (let k = i; k < tokens.length && tokens[k].kind === 'word'; k++) n++;
  return n;
}

function isSentenceEnd(text: string, tokens: Token[], i: number): number | undefined {
  if (!SENTENCE_END.has(tokens[i].lower)) return undefined;
  const prev = tokens[i - 1];
  // Only the first mark of a run ("?!", "...") decides; the rest belong to its group.
  if (prev !== undefined && SENTENCE_END.has(prev.lower) && prev.end === tokens[i].start) return undefined;
  let j = i;
  while (j + 1 < tokens.length && SENTENCE_END.has(tokens[j + 1].lower) && tokens[j + 1].start === tokens[j].end) j++;
  while (j + 1 < tokens.length && AFTER_END.has(tokens[j + 1].lower) && tokens[j + 1].start === tokens[j].end) j++;
  const after = tokens[j].end;
  if (after < text.length && !/\s/u.test(text[after])) return undefined;
  if (j === i && tokens[i].lower === '.' && prev?.kind === 'word' && prev.end === tokens[i].start) {
    if (ABBREVIATIONS.has(prev.lower) || /^\p{L}$/u.test(prev.lower)) return undefined;
  }
  // "The food was... okay": an ellipsis before a lowercase word is a pause, not an end.
  const next = tokens[j + 1];
  const ellipsis = tokens[i].lower === '…' || j > i;
  if (ellipsis && next?.kind === 'word' && /^\p{Ll}/u.test(text.slice(next.start, next.end))) return undefined;
  return after;
}

function isEmoticonPart(tokens: Token[], i: number): boolean {
  const prev = tokens[i - 1];
  return prev !== undefined && prev.end === tokens[i].start && [':', ';', '='].includes(prev.lower);
}

/** ";)" or ";-)" is a wink, not a clause break. */
function startsEmoticon(tokens: Token[], i: number): boolean {
  const next = tokens[i + 1];
  return next !== undefined && next.start === tokens[i].end && EMOTICON_MOUTHS.has(next.lower);
}

/** "and" joins two clauses when a subject and a verb follow it and the left side has a verb. */
function andJoinsClauses(tokens: Token[], i: number, segmentStart: number): boolean {
  const next = tokens[i + 1];
  if (next?.kind !== 'word') return false;
  if (!SUBJECT_PRONOUNS.has(next.lower) && !DETERMINERS.has(next.lower)) return false;
  let verbAhead = false;
  for (let k = i + 2; k < Math.min(tokens.length, i + 2 + VERB_LOOKAHEAD) && tokens[k].kind === 'word'; k++) {
    if (VERBISH.has(tokens[k].lower) || /ed$/u.test(tokens[k].lower)) verbAhead = true;
  }
  if (!verbAhead) return false;
  for (let k = segmentStart; k < i; k++) {
    if (tokens[k].kind === 'word' && (VERBISH.has(tokens[k].lower) || /ed$/u.test(tokens[k].lower))) return true;
  }
  return false;
}

/** Offsets where the text is cut into clauses (separators are removed later by trimming). */
function cutPoints(text: string, tokens: Token[]): number[] {
  const cuts: number[] = [];
  let segmentStart = 0; // token index where the current clause began
  let sentenceStart = 0; // token index where the current sentence began
  let pendingFrontedComma = false;
  const cut = (offset: number, nextToken: number) => {
    cuts.push(offset);
    segmentStart = nextToken;
  };
  const endSentence = (offset: number, nextToken: number) => {
    cut(offset, nextToken);
    sentenceStart = nextToken;
    pendingFrontedComma = false;
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    if (t.kind === 'newline') { endSentence(t.start, i + 1); continue; }
    if (t.kind === 'punct') {
      const end = isSentenceEnd(text, tokens, i);
      if (end !== undefined) { endSentence(end, i + 1); continue; }
      if (t.lower === ';' && !startsEmoticon(tokens, i)) { cut(t.start, i + 1); continue; }
      if (DASHES.has(t.lower) && (t.lower === '—' || (/\s/u.test(text[t.start - 1] ?? ' ') && /\s/u.test(text[t.end] ?? ' ')))) { cut(t.start, i + 1); continue; }
      if ((t.lower === '(' || t.lower === ')') && !isEmoticonPart(tokens, i)) { cut(t.start, i + 1); continue; }
      if (t.lower === ',') {
        const next = tokens[i + 1];
        if (pendingFrontedComma) { cut(t.start, i + 1); pendingFrontedComma = false; continue; }
        const evenThough = next?.lower === 'even' && EVEN_PARTNERS.has(tokens[i + 2]?.lower ?? '');
        if (next?.kind !== 'word' || (!COMMA_CONNECTIVES.has(next.lower) && !evenThough)) continue;
        if (tokens[i + 2]?.lower === ',') continue; // parenthetical ", however," stays inside
        if (LIST_JOINERS.has(next.lower) && wordsUntilPunct(tokens, i + 2) < MIN_WORDS_AFTER_LIST_JOINER) continue;
        cut(t.start, i + 1);
      }
      continue;
    }
    if (t.lower === 'and' && i > segmentStart && andJoinsClauses(tokens, i, segmentStart)) { cut(t.start, i); continue; }
    const isEvenThough = t.lower === 'even' && EVEN_PARTNERS.has(tokens[i + 1]?.lower ?? '');
    if (!CONTRASTIVE.has(t.lower) && !isEvenThough) continue;
    if (prev?.kind === 'word' && NOT_CONTRASTIVE_AFTER[t.lower]?.has(prev.lower)) continue;
    if (prev?.lower === 'even') continue; // already cut before "even"
    if (ADVERBIAL_CONTRASTIVE.has(t.lower) && wordsUntilPunct(tokens, i + 1) < MIN_WORDS_AFTER_ADVERBIAL) continue;
    if (i > segmentStart && prev?.lower !== ',') cut(t.start, i);
    if (i === sentenceStart && FRONTED_SUBORDINATORS.has(t.lower)) pendingFrontedComma = true;
  }
  return cuts;
}

function isEdgeChar(ch: string): boolean {
  return EDGE_PUNCT.has(ch) || /\s/u.test(ch);
}

/** A quote/bracket at a span edge is kept when the span also holds its partner. */
function balancedInside(text: string, start: number, end: number, ch: string): boolean {
  if (SYMMETRIC_QUOTES.has(ch)) {
    let n = 0;
    for (let k = start; k < end; k++) {
      if (text[k] !== ch) continue;
      const intraWord = /[\p{L}\p{N}]/u.test(text[k - 1] ?? '') && /[\p{L}\p{N}]/u.test(text[k + 1] ?? '');
      if (!intraWord) n++;
    }
    return n >= 2 && n % 2 === 0;
  }
  const partner = OPENERS[ch] ?? CLOSERS[ch];
  if (partner === undefined) return false;
  return text.slice(start + 1, end - 1).includes(partner);
}

/**
 * Shrinks `[start, end)` past surrounding whitespace and punctuation (keeping quotes or brackets
 * whose partner is inside) and past leading conjunctions and discourse fillers ("and", "but",
 * "however", "Well,"), never past determiners. Returns an empty span (start === end) when nothing
 * is left.
 */
export function trimSpan(text: string, start: number, end: number): { start: number; end: number } {
  let s = Math.max(0, start);
  let e = Math.min(text.length, end);
  for (;;) {
    const before = [s, e];
    while (s < e && isEdgeChar(text[s]) && !balancedInside(text, s, e, text[s])) s++;
    while (e > s && isEdgeChar(text[e - 1]) && !balancedInside(text, s, e, text[e - 1])) e--;
    const rest = text.slice(s, e);
    const multi = MULTIWORD_FILLERS.map((re) => re.exec(rest)).find((m) => m !== null);
    const word = LEADING_WORD_RE.exec(rest);
    if (multi) {
      s += multi[0].length;
    } else if (word) {
      const lower = word[0].toLowerCase().replace(/’/g, "'");
      const boundary = rest[word[0].length];
      const atWordEnd = boundary === undefined || !/[\p{L}\p{N}'’-]/u.test(boundary);
      if (atWordEnd && (LEADING_FILLERS.has(lower) || (COMMA_FILLERS.has(lower) && boundary === ','))) {
        s += word[0].length;
      }
    }
    if (before[0] === s && before[1] === e) return { start: s, end: e };
  }
}

/**
 * Splits text into sentences and clauses: at sentence ends, newlines, semicolons, spaced dashes,
 * parentheses, commas followed by a conjunction or discourse marker, contrastive conjunctions
 * (but, however, although, though, while, whereas, yet) and "and" when it joins two clauses with
 * their own subject and verb. Each span is trimmed with {@link trimSpan}; empty pieces are dropped.
 * Offsets are UTF-16 code units, so `text.slice(start, end) === span.text` always holds.
 */
export function splitClauses(text: string): ClauseSpan[] {
  const tokens = tokenize(text);
  const bounds = [0, ...cutPoints(text, tokens), text.length];
  const spans: ClauseSpan[] = [];
  for (let k = 0; k + 1 < bounds.length; k++) {
    const { start, end } = trimSpan(text, bounds[k], bounds[k + 1]);
    if (end > start) spans.push({ start, end, text: text.slice(start, end) });
  }
  return spans;
}

/**
 * Sentences of a text (the sentence ends of {@link splitClauses}: terminators followed by space,
 * abbreviations and lowercase-continued ellipses excepted; newlines end a sentence too), with
 * their words as written (only surrounding whitespace removed); blank pieces are dropped.
 */
export function splitSentences(text: string): ClauseSpan[] {
  const tokens = tokenize(text);
  const bounds = [0];
  tokens.forEach((token, i) => {
    const end = token.kind === 'newline' ? token.end : isSentenceEnd(text, tokens, i);
    if (end !== undefined) bounds.push(end);
  });
  bounds.push(text.length);
  const spans: ClauseSpan[] = [];
  for (let k = 0; k + 1 < bounds.length; k++) {
    const piece = text.slice(bounds[k], bounds[k + 1]);
    const start = bounds[k] + (piece.length - piece.trimStart().length);
    const end = bounds[k + 1] - (piece.length - piece.trimEnd().length);
    if (end > start) spans.push({ start, end, text: text.slice(start, end) });
  }
  return spans;
}
