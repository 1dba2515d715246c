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
export function tagText(text: string): TaggedToken[] {
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
  return joinHyphenated(text, raw);
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
