import { trimSpan } from '../../core/text/clauses.js';
import { insideNumber } from './extractions-number-words.js';
import type { TaggedToken } from '../../core/text/noun-phrases.js';
import { POSSESSIVES } from './extractions-arrival-guards.js';

/**
 * Spans of extractions version 2026-11-26: one verbatim span per mention, never overlapping
 * another span of the same theme, never crossing a clause boundary, and always made of whole
 * written words, so symbols glued to a word ("£2", "$5", "10%") are never cut off.
 */

/** A character range `[start, end)` of the text. */
export interface Unit {
  start: number;
  end: number;
}

/** Conjunctions that may join two full clauses ("the fee is high and support never replies"). */
const CLAUSE_CONJUNCTIONS = new Set(['and', 'or', 'so', 'but', 'yet', 'because', 'while', 'whereas']);
/** Tags a clause's subject is made of ("customer support", "the waiter", "it", "£2"). */
const SUBJECT_TAGS = new Set(['NOUN', 'PROPN', 'PRON', 'DET', 'ADJ', 'NUM', 'SYM']);
const VERB_TAGS = new Set(['VERB', 'AUX']);
/** Words between a subject and its verb ("support never replies", "it still does"). */
const BETWEEN_TAGS = new Set(['ADV']);
/** Longest subject looked at after a conjunction. */
const MAX_SUBJECT = 5;
/** Tags a narrowed window may start with, before the mention (its noun phrase). */
const PHRASE_TAGS = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM', 'PRON', 'SYM']);
const NOUN_TAGS = new Set(['NOUN', 'PROPN']);
const WORD_CHAR_RE = /[\p{L}\p{N}]/u;

const tokensIn = (tokens: readonly TaggedToken[], u: Unit): number[] =>
  tokens.flatMap((t, k) => (t.start >= u.start && t.end <= u.end ? [k] : []));

/**
 * Whether the conjunction at token `k` starts a clause of its own that ends by `end`: a subject (up to {@link MAX_SUBJECT} tokens)
 * follows it, then a verb, with only adverbs between ("and customer support never replies", "when we arrived").
 */
function startsClause(tokens: readonly TaggedToken[], k: number, end: number): boolean {
  let j = k + 1;
  let subject = 0;
  while (j < tokens.length && tokens[j].end <= end && SUBJECT_TAGS.has(tokens[j].pos) && subject < MAX_SUBJECT) { j++; subject++; }
  while (j < tokens.length && tokens[j].end <= end && BETWEEN_TAGS.has(tokens[j].pos)) j++;
  return subject > 0 && j < tokens.length && tokens[j].end <= end && VERB_TAGS.has(tokens[j].pos);
}

/**
 * Version 2026-12-06: whether "so" at `k` says how much, after a form of "be" and before an adjective or adverb that the subject of
 * its result follows ("The sound was so loud my ears rang"): no conjunction, so no cut (up to 2026-12-05 "The sound was" | "loud my ears rang", without "so").
 */
function intensifier(tokens: readonly TaggedToken[], k: number): boolean {
  return tokens[k].value.toLowerCase() === 'so' && tokens[k - 1]?.pos === 'AUX' && ['ADJ', 'ADV'].includes(tokens[k + 1]?.pos ?? '')
    && ['PRON', 'DET', 'NOUN', 'PROPN'].includes(tokens[k + 2]?.pos ?? '');
}

/**
 * Cuts each unit before a conjunction that starts a clause of its own: the left side has a verb,
 * and a subject followed by a verb comes after the conjunction ("There is a £2 fee on every
 * transfer | and customer support never replies"). Lists of adjectives ("spacious and spotless")
 * and of nouns are not cut: no verb follows them. With `numbers` (version 2026-12-13, mended before release), never inside a number
 * phrase ("three hundred | and forty pounds including VAT" is one amount; extractions-number-words.ts).
 */
export function cutAtClauseConjunctions(tokens: readonly TaggedToken[], units: readonly Unit[], intensifiers = false, numbers = false): Unit[] {
  const out: Unit[] = [];
  for (const u of units) {
    let from = u.start;
    let leftVerb = false;
    for (const k of tokensIn(tokens, u)) {
      const t = tokens[k];
      if (leftVerb && CLAUSE_CONJUNCTIONS.has(t.value.toLowerCase()) && startsClause(tokens, k, u.end) && !(intensifiers && intensifier(tokens, k)) && !(numbers && insideNumber(tokens, k))) {
        out.push({ start: from, end: t.start });
        from = t.start;
        leftVerb = false;
        continue;
      }
      if (VERB_TAGS.has(t.pos)) leftVerb = true;
    }
    out.push({ start: from, end: u.end });
  }
  return out;
}

/** Symbols written against a word that belong to it ("£2", "$5", "10%", "#3", "@team"). */
const GLUED_SYMBOL_RE = /[\p{S}%#@&]/u;

/** `[start, end)` widened over symbols glued to its edge words (never past `unit`), then trimmed of edge punctuation and fillers. */
export function wholeWords(text: string, start: number, end: number, unit: Unit): Unit {
  let s = start;
  let e = end;
  while (s > unit.start && GLUED_SYMBOL_RE.test(text[s - 1])) s--;
  while (e < unit.end && GLUED_SYMBOL_RE.test(text[e])) e++;
  return trimSpan(text, s, e);
}

/** Tags a narrowed window never ends on ("… a note and", "… to", "… from"). */
const TRAILING_TAGS = new Set(['CCONJ', 'SCONJ', 'ADP', 'DET', 'PART', 'PUNCT']);

/**
 * The range of the mention at token `i`: its unit, or, when the unit has more than `maxWords`
 * words, a window of `maxWords` words from the mention's noun phrase, never ending inside a noun
 * phrase, widened to whole written words.
 */
export function mentionRange(text: string, tokens: readonly TaggedToken[], units: readonly Unit[], i: number, maxWords: number, subordinate = false, leading = false, wholeWritten = false, phrases = false): Unit & { unit: Unit } {
  const token = tokens[i];
  const unit = units.find((u) => token.start >= u.start && token.end <= u.end) ?? { start: token.start, end: token.end };
  let whole = trimSpan(text, unit.start, unit.end);
  let inside = tokensIn(tokens, whole).filter((k) => WORD_CHAR_RE.test(tokens[k].value));
  // Version 2026-12-06: a subject, a clause set off by commas and the subject's predicate are kept whole (at most 16 words; extractions-everyday.ts).
  if (inside.length <= maxWords || (unit as { predicate?: true }).predicate) return { ...whole, unit };
  if (subordinate) {
    // Version 2026-12-05: a long unit is first cut where a subordinate clause starts ("…for a full day | when we arrived at noon").
    whole = subordinatePiece(text, tokens, whole, i);
    inside = tokensIn(tokens, whole).filter((k) => WORD_CHAR_RE.test(tokens[k].value));
    if (inside.length <= maxWords) return { ...whole, unit };
  }
  let first = i;
  while (first > 0 && tokens[first - 1].start >= whole.start && PHRASE_TAGS.has(tokens[first - 1].pos) && i - first < 4) first--;
  // Version 2026-12-05: a mention among the first words of its piece keeps the piece's start: what its clause says before it
  // ("They closed at eight on weekdays, …" for "weekdays"), not the words after it only.
  if (leading && inside.indexOf(i) >= 0 && inside.indexOf(i) < maxWords) first = inside[0];
  const words = inside.filter((k) => k >= first);
  let stop = words[Math.min(words.length, maxWords) - 1];
  while (stop + 1 < tokens.length && tokens[stop + 1].end <= whole.end && NOUN_TAGS.has(tokens[stop + 1].pos) && ['NOUN', 'PROPN', 'ADJ'].includes(tokens[stop].pos)) stop++;
  while (stop > i && TRAILING_TAGS.has(tokens[stop].pos)) stop--;
  // Version 2026-12-06: a window never ends inside a written word the tagger split ("I" of "I've", "Year" of "New Year's"): it takes the
  // rest of the word.
  if (wholeWritten) while (stop + 1 < tokens.length && tokens[stop + 1].end <= whole.end && tokens[stop + 1].start === tokens[stop].end && WORD_CHAR_RE.test(tokens[stop + 1].value)) stop++;
  if (phrases) stop = phraseEnd(tokens, inside, stop, i);
  return { ...wholeWords(text, tokens[first].start, tokens[stop].end, whole), unit };
}

/** Version 2026-12-08: at most this many words of a unit left after a narrowed window are taken into it ({@link phraseEnd}). */
export const MAX_TAIL_WORDS = 4;
/** Tags inside a noun phrase before its head. */
const OPEN_PHRASE_TAGS = new Set(['DET', 'NUM']);

/**
 * Version 2026-12-08: where a narrowed window ends, so that it never ends mid-phrase. Up to 2026-12-07 a window of 12 words stopped at
 * its twelfth word wherever that was ("…chatted the whole way" | "through", "…a reply to my" | "claim", "…gave us a map" | "of the best
 * stretch"). Now a tail of at most {@link MAX_TAIL_WORDS} words of the unit joins the window (the window is then at most 15 words); a
 * longer tail is cut after a whole noun phrase: a window that ends on a possessive, determiner, adjective or number takes the noun it
 * belongs to (at most three tokens on), or, with no noun there, gives the open words back.
 * `inside`: the word tokens of the unit, `stop`: the window's last token, `i`: the mention (a window never ends before it).
 */
export function phraseEnd(tokens: readonly TaggedToken[], inside: readonly number[], stop: number, i: number): number {
  const last = inside[inside.length - 1];
  const tail = inside.filter((k) => k > stop).length;
  if (tail > 0 && tail <= MAX_TAIL_WORDS) return last;
  // Open: a word that a noun after it completes (a determiner, number or possessive; an adjective before a noun or adjective, not one
  // said of the subject: "the food is delicious" ends whole).
  const open = (k: number) => (tokens[k].pos === 'ADJ' ? ['NOUN', 'PROPN', 'ADJ'].includes(tokens[k + 1]?.pos ?? '') : OPEN_PHRASE_TAGS.has(tokens[k].pos))
    || POSSESSIVES.has(tokens[k].value.toLowerCase());
  let end = stop;
  while (end < last && end - stop < 3 && open(end) && inside.includes(end + 1) && (open(end + 1) || NOUN_TAGS.has(tokens[end + 1].pos))) end++;
  if (NOUN_TAGS.has(tokens[end].pos)) {
    while (end < last && NOUN_TAGS.has(tokens[end + 1].pos) && inside.includes(end + 1)) end++;
    return end;
  }
  // Give the open words back, and a preposition or conjunction they leave at the end; never part of a written word ("n't" of "couldn't").
  const glued = (k: number) => tokens[k].start === tokens[k - 1]?.end;
  while (stop > i && !glued(stop) && (open(stop) || ['ADP', 'CCONJ', 'SCONJ'].includes(tokens[stop].pos))) stop--;
  return stop;
}

/**
 * Version 2026-12-05: the piece of `whole` holding token `i`, cut where a subordinating conjunction starts a clause with its own subject and
 * verb ("when we arrived", "although it was late", "after the oven broke"; not "after the meal"), as {@link cutAtClauseConjunctions} cuts at "and", "but".
 */
const SUBORDINATORS = new Set(['when', 'whenever', 'although', 'though', 'if', 'unless', 'until', 'since', 'after', 'before', 'once', 'as']);

function subordinatePiece(text: string, tokens: readonly TaggedToken[], whole: Unit, i: number): Unit {
  let from = whole.start;
  let to = whole.end;
  let leftVerb = false;
  for (const k of tokensIn(tokens, whole)) {
    const t = tokens[k];
    if (leftVerb && (t.pos === 'SCONJ' || SUBORDINATORS.has(t.value.toLowerCase())) && startsClause(tokens, k, whole.end)) {
      if (t.start <= tokens[i].start) from = tokens[k + 1].start;
      else { to = t.start; break; }
    }
    if (VERB_TAGS.has(t.pos)) leftVerb = true;
  }
  return trimSpan(text, from, to);
}

/**
 * One span per mention of a theme. `mentions` are the token indices where mentions start (a run of
 * adjacent mention words is one mention). A mention inside a span already placed adds nothing; a
 * span that would overlap one already placed starts after it instead. Spans come in text order.
 */
export function mentionSpans(text: string, tokens: readonly TaggedToken[], units: readonly Unit[], mentions: readonly number[], maxWords: number): string[] {
  return mentionRanges(text, tokens, units, mentions, maxWords).map((p) => text.slice(p.start, p.end));
}

/** Version 2026-11-29: a later mention this few words after a span of its unit joins it. */
export const MAX_GAP_WORDS = 3;
const wordsBetween = (text: string, from: number, to: number) => (to <= from ? 0 : (text.slice(from, to).match(/[\p{L}\p{N}]+/gu) ?? []).length);

/**
 * The ranges of {@link mentionSpans}, in text order. With `joinInUnit` (version 2026-11-29) a
 * mention whose range overlaps, or starts at most {@link MAX_GAP_WORDS} words after, a span already
 * placed before it in the same unit extends that span instead of starting a piece of its own, which split a phrase ("…an insurance plan I did" + "need").
 * Only the nearest span before the mention is extended, only while the joined span keeps to
 * `maxWords` words plus the gap it may bridge and covers no other span; otherwise the mention gets a span of its own.
 */
/** The placed span of `unit` that ends last at or before `at`. */
function nearestBefore(placed: readonly Unit[], unit: Unit, at: number): Unit | undefined {
  let best: Unit | undefined;
  for (const p of placed) if (p.start >= unit.start && p.end <= unit.end && p.end <= at && (best === undefined || p.end > best.end)) best = p;
  return best;
}

export function mentionRanges(text: string, tokens: readonly TaggedToken[], units: readonly Unit[], mentions: readonly number[], maxWords: number, joinInUnit = false, subordinate = false, leading = false, wholeWritten = false, phrases = false): Unit[] {
  const placed: Unit[] = [];
  for (const i of mentions) {
    const t = tokens[i];
    if (placed.some((p) => t.start >= p.start && t.end <= p.end)) continue;
    const r = mentionRange(text, tokens, units, i, maxWords, subordinate, leading, wholeWritten, phrases);
    const before = joinInUnit ? nearestBefore(placed, r.unit, t.start) : undefined;
    if (before !== undefined && r.end > before.end && wordsBetween(text, before.end, r.start) <= MAX_GAP_WORDS) {
      const end = trimSpan(text, before.start, r.end).end;
      const clear = !placed.some((p) => p !== before && p.start < end && before.start < p.end);
      if (clear && wordsBetween(text, before.start, end) <= maxWords + MAX_GAP_WORDS) {
        before.end = end;
        continue;
      }
    }
    let { start, end } = r;
    for (const p of placed) {
      if (start < p.end && p.start < end) {
        if (p.start <= t.start) start = Math.max(start, p.end);
        else end = Math.min(end, p.start);
      }
    }
    if (end <= start) continue;
    ({ start, end } = trimSpan(text, start, end));
    if (end > start) placed.push({ start, end });
  }
  return placed.sort((a, b) => a.start - b.start);
}
