/**
 * Lexical analysis of short texts with wink-nlp (POS tagging and lemmas, all in-process):
 * lemmatised content words for the lexical view of the clustering, and candidate key phrases
 * (noun phrases and content words) for theme labels.
 */
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import type { KeyPhrase, PhraseKind, TextAnalysis } from '../../core/text/keyphrases.js';

export type { KeyPhrase, PhraseKind, TextAnalysis };

/** Longest noun phrase kept as a label candidate; longer runs are usually tagging accidents. */
export const MAX_PHRASE_WORDS = 3;

/** Shortest word kept (drops stray letters such as the "s" of a split possessive). */
const MIN_WORD_LENGTH = 2;

/** Content parts of speech: they carry the topic of a short text. */
const CONTENT_TAGS = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ']);

/** Parts of speech that can modify or head a noun phrase. */
const NOUN_PHRASE_TAGS = new Set(['NOUN', 'PROPN', 'ADJ']);

/** Heads of noun phrases. */
const NOUN_TAGS = new Set(['NOUN', 'PROPN']);

/**
 * Words dropped on top of wink's stop words: frequent in comments but saying nothing about what a
 * group of comments has in common (light verbs, fillers, bare evaluations).
 */
const EMPTY_WORDS = new Set([
  'thing', 'lot', 'bit', 'kind', 'sort', 'etc', 'stuff', 'anything', 'something', 'everything', 'nothing',
  'one', 'be', 'have', 'do', 'get', 'make', 'go', 'say', 'use', 'want', 'need', 'know', 'think', 'like',
  'good', 'bad', 'great', 'really', 'also', 'would', 'could', 'please', 'thank', 'thanks', 'yes', 'no',
  'ok', 'okay', 'n/a', 'na', 'none', 'much', 'many', 'more', 'most', 'other', 'same', 'new', 'today',
  'yesterday', 'tomorrow', 'vs', 'versus', 'via',
]);

/**
 * Nouns kept inside phrases ("wait time", "support issue") and for the lexical view, but too vague
 * to be a key phrase on their own.
 */
const VAGUE_ALONE = new Set([
  'time', 'day', 'week', 'month', 'year', 'hour', 'minute', 'way', 'people', 'person', 'problem',
  'issue', 'question', 'reason', 'part', 'case', 'point', 'fact', 'place', 'number',
]);

const nlp = winkNLP(model as Parameters<typeof winkNLP>[0]);
const its = nlp.its;

interface Token {
  lemma: string;
  display: string;
  tag: string;
  keep: boolean;
}

/** Share of capitalised words above which a text is taken to be written in Title Case. */
const TITLE_CASE_SHARE = 0.6;

/** Texts shorter than this (in words) are never treated as Title Case. */
const TITLE_CASE_MIN_WORDS = 3;

/**
 * The dictionary form when it is an inflection of the written word ("deliveries" → "delivery"),
 * the written word otherwise: the lemmatiser also expands clippings ("app" → "application"),
 * which would put words in people's mouths.
 */
function nounDisplay(normal: string, lemma: string): string {
  if (lemma.length > normal.length + 1) return normal;
  let shared = 0;
  while (shared < lemma.length && lemma[shared] === normal[shared]) shared++;
  return shared >= lemma.length - 1 ? lemma : normal;
}

/** Capitals that carry meaning: acronyms and brand spellings (SVN, iPhone), not just an initial. */
function hasInnerCapital(value: string): boolean {
  return /\p{Lu}/u.test(value.slice(1));
}

interface RawTokens {
  values: string[];
  normals: string[];
  lemmas: string[];
  tags: string[];
  stops: boolean[];
  types: string[];
}

/**
 * Joins hyphenated compounds that wink splits ("top", "-", "up" → "top-up", a noun), so that
 * "top-up" or "e-sim" stay one term instead of two stop words and a dash.
 */
function joinHyphenated(raw: RawTokens, spaces: string[]): RawTokens {
  const out: RawTokens = { values: [], normals: [], lemmas: [], tags: [], stops: [], types: [] };
  for (let i = 0; i < raw.values.length; i++) {
    const joined =
      raw.types[i] === 'word' && raw.values[i + 1] === '-' && raw.types[i + 2] === 'word' && !spaces[i + 1] && !spaces[i + 2];
    if (joined) {
      const value = `${raw.values[i]}-${raw.values[i + 2]}`;
      out.values.push(value);
      out.normals.push(value.toLowerCase());
      out.lemmas.push(value.toLowerCase());
      out.tags.push(raw.tags[i + 2] === 'VERB' ? 'VERB' : 'NOUN');
      out.stops.push(false);
      out.types.push('word');
      i += 2;
      continue;
    }
    for (const key of Object.keys(out) as (keyof RawTokens)[]) (out[key] as unknown[]).push(raw[key][i]);
  }
  return out;
}

/** wink's token arrays of a text, hyphenated compounds joined (one parse serves analysis and tagging). */
interface ParsedText extends RawTokens {
  /** The tokens as written (after joining). */
  written: string[];
}

function parse(text: string): ParsedText {
  const doc = nlp.readDoc(text);
  const tokens = doc.tokens();
  const out = tokens.out as (f: unknown) => unknown;
  const joined = joinHyphenated(
    {
      values: out(its.value) as string[],
      normals: out(its.normal) as string[],
      // wink's typings reject its.lemma (it takes model add-ons), though the lite model supports it.
      lemmas: out(its.lemma) as string[],
      tags: out(its.pos) as string[],
      stops: out(its.stopWordFlag) as boolean[],
      types: out(its.type) as string[],
    },
    out(its.precedingSpaces) as string[],
  );
  return { ...joined, written: joined.values };
}

function tokenise(text: string, parsed: ParsedText = parse(text)): Token[] {
  const { values, normals, lemmas, tags, stops, types } = parsed;
  const words = values.filter((v, i) => types[i] === 'word');
  const capitalised = words.filter((w) => /^\p{Lu}/u.test(w)).length;
  const titleCase = words.length >= TITLE_CASE_MIN_WORDS && capitalised / words.length >= TITLE_CASE_SHARE;
  return values.map((value, i) => {
    const lemma = (lemmas[i] ?? normals[i]).toLowerCase(); // wink has no lemma for some slang ("cant")
    const isWord = types[i] === 'word' && /\p{L}/u.test(value);
    const keep =
      isWord && !stops[i] && value.length >= MIN_WORD_LENGTH && CONTENT_TAGS.has(tags[i]) && !EMPTY_WORDS.has(lemma);
    // A capital only means a proper noun mid-sentence in normally written text; acronyms always.
    const properCase = hasInnerCapital(value) || (tags[i] === 'PROPN' && i > 0 && !titleCase);
    const display = properCase ? value : tags[i] === 'NOUN' ? nounDisplay(normals[i], lemma) : normals[i];
    return { lemma, display, tag: tags[i], keep };
  });
}

/**
 * Noun phrases: within each run of kept adjectives and nouns, every span of 2 to MAX_PHRASE_WORDS
 * words that ends in a noun ("customer support team" gives "customer support", "support team"
 * and itself), so that the part most comments share can win.
 */
function nounPhrases(tokens: Token[]): Token[][] {
  const out: Token[][] = [];
  let run: Token[] = [];
  const flush = () => {
    for (let end = 1; end < run.length; end++) {
      if (!NOUN_TAGS.has(run[end].tag)) continue;
      for (let start = Math.max(0, end - MAX_PHRASE_WORDS + 1); start < end; start++) out.push(run.slice(start, end + 1));
    }
    run = [];
  };
  for (const token of tokens) {
    if (token.keep && NOUN_PHRASE_TAGS.has(token.tag)) run.push(token);
    else flush();
  }
  flush();
  return out;
}

/** Analyses one text. */
export function analyseText(text: string, parsed?: ParsedText): TextAnalysis {
  const tokens = tokenise(text, parsed);
  const kept = tokens.filter((t) => t.keep);
  const phrases = new Map<string, KeyPhrase>();
  const add = (words: Token[]) => {
    const key = words.map((w) => w.lemma).join(' ');
    const displays = words.map((w) => w.display);
    // "physical Therapy": a capital on only some words of a phrase is a stray one, not a name.
    if (displays.some((d) => /^\p{Ll}/u.test(d))) {
      for (let i = 0; i < displays.length; i++) if (!hasInnerCapital(displays[i])) displays[i] = displays[i].toLowerCase();
    }
    const tag = words[words.length - 1].tag;
    const kind: PhraseKind = NOUN_TAGS.has(tag) ? 'noun' : tag === 'ADJ' ? 'adjective' : 'verb';
    if (!phrases.has(key)) phrases.set(key, { key, display: displays.join(' '), words: words.length, kind });
  };
  for (const phrase of nounPhrases(tokens)) add(phrase);
  for (const token of kept) if (!VAGUE_ALONE.has(token.lemma)) add([token]);
  return { terms: kept.map((t) => t.lemma), phrases: [...phrases.values()] };
}

/** Analyses many texts (same order). */
export function analyseTexts(texts: readonly string[]): TextAnalysis[] {
  return texts.map((text) => analyseText(text));
}

/** One token of a text as written, with its part of speech and lemma (themes 2026-11-27 labels). */
export interface TaggedWord {
  /** Lower case, as written. */
  normal: string;
  lemma: string;
  /** Universal part of speech (NOUN, ADJ, VERB, PUNCT…). */
  tag: string;
  /** A word (letters), not punctuation, a number or a symbol. */
  word: boolean;
  /** Written with a capital that carries meaning (an acronym, a name mid-sentence), kept in labels. */
  display: string;
}

/** The tokens of a parsed text in order, tagged in context. */
function tagged(parsed: ParsedText): TaggedWord[] {
  const { values, lemmas, tags, types } = parsed;
  return values.map((value, i) => {
    const normal = value.toLowerCase();
    const properCase = hasInnerCapital(value) || (tags[i] === 'PROPN' && i > 0 && /^\p{Lu}/u.test(value));
    return { normal, lemma: (lemmas[i] ?? normal).toLowerCase(), tag: tags[i], word: types[i] === 'word' && /\p{L}/u.test(value), display: properCase ? value : normal };
  });
}

/** The tokens of a text in order, tagged in context. */
export function tagWords(text: string): TaggedWord[] {
  return tagged(parse(text));
}

/** analyseTexts and tagWords of each text from one parse (themes 2026-11-27). */
export function analyseAndTagTexts(texts: readonly string[]): { analyses: TextAnalysis[]; tags: TaggedWord[][] } {
  const analyses: TextAnalysis[] = [];
  const tags: TaggedWord[][] = [];
  for (const text of texts) {
    const parsed = parse(text);
    analyses.push(analyseText(text, parsed));
    tags.push(tagged(parsed));
  }
  return { analyses, tags };
}
