/**
 * Part-of-speech tagging with wink-nlp (in-process, English lite model shipped in its package),
 * with exact UTF-16 offsets into the original text for verbatim extraction spans.
 */
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import type { TaggedToken } from '../../core/text/noun-phrases.js';

const nlp = winkNLP(model as Parameters<typeof winkNLP>[0]);
const its = nlp.its;

/**
 * Tokens of `text` with tags and offsets. wink splits hyphenated compounds ("wine-by-the-glass",
 * "wait-staff"); they are joined back into one noun so a phrase never ends inside a word.
 * A token whose value cannot be found in the text (never seen; a safety net) is dropped.
 */
export function tagText(text: string, sentenceCase = false): TaggedToken[] {
  const raw = rawTokens(text);
  return joinHyphenated(text, sentenceCase ? withSentenceCase(text, raw) : raw);
}

/**
 * Extractions version 2026-11-30: a capitalised word that starts a sentence and is tagged as a proper
 * noun ("Appointments always run late", "Nice garden") takes the tag and lemma it has written in
 * lower case, unless that is a proper noun too ("Leeds"); wink reads most sentence-initial
 * capitals as names.
 */
function withSentenceCase(text: string, raw: TaggedToken[]): TaggedToken[] {
  const starts = raw.flatMap((t, i) => (t.pos === 'PROPN' && /^\p{Lu}\p{Ll}/u.test(t.value) && sentenceStart(raw, i) ? [i] : []));
  if (starts.length === 0) return raw;
  let lowered = text;
  for (const i of starts) {
    const { start, value } = raw[i];
    const first = value[0].toLowerCase();
    if (first.length === 1) lowered = lowered.slice(0, start) + first + lowered.slice(start + 1);
  }
  const again = rawTokens(lowered);
  return raw.map((t, i) => {
    const u = again[i];
    return starts.includes(i) && u !== undefined && u.start === t.start && u.end === t.end && u.pos !== 'PROPN' ? { ...t, pos: u.pos, lemma: u.lemma, stop: u.stop } : t;
  });
}

/** Whether raw token `i` starts a sentence: the first word, or the first after . ! ? (and any opening quotes or brackets). */
function sentenceStart(raw: readonly TaggedToken[], i: number): boolean {
  let k = i - 1;
  while (k >= 0 && /^["'“‘(\[]$/u.test(raw[k].value)) k--;
  return k < 0 || /^[.!?…]+$/u.test(raw[k].value);
}

function rawTokens(text: string): TaggedToken[] {
  const doc = nlp.readDoc(text);
  const out = doc.tokens().out as (f: unknown) => unknown;
  const values = out(its.value) as string[];
  const tags = out(its.pos) as string[];
  // wink's typings reject its.lemma (it takes model add-ons), though the lite model supports it.
  const lemmas = out(its.lemma) as string[];
  const stops = out(its.stopWordFlag) as boolean[];
  const raw: TaggedToken[] = [];
  let cursor = 0;
  values.forEach((value, i) => {
    const start = text.indexOf(value, cursor);
    if (start < 0) return;
    cursor = start + value.length;
    raw.push({ start, end: cursor, value, lemma: (lemmas[i] ?? value).toLowerCase(), pos: tags[i], stop: stops[i] });
  });
  return raw;
}

function joinHyphenated(text: string, tokens: TaggedToken[]): TaggedToken[] {
  const joined: TaggedToken[] = [];
  for (const t of tokens) {
    const prev = joined[joined.length - 1];
    const glued = prev !== undefined && prev.end === t.start;
    const hyphenChain = glued && (t.value === '-' || prev.value.endsWith('-')) && /[\p{L}\p{N}-]$/u.test(prev.value);
    if (hyphenChain) {
      const value = text.slice(prev.start, t.end);
      joined[joined.length - 1] = { ...prev, end: t.end, value, lemma: value.toLowerCase(), pos: t.value === '-' ? prev.pos : 'NOUN', stop: false };
    } else {
      joined.push(t);
    }
  }
  return joined;
}
