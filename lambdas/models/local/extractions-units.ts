import type { TaggedToken } from '../../core/text/noun-phrases.js';
import { splitClauses, trimSpan } from '../../core/text/clauses.js';

/** Opinion units and the span of a mention in versions up to 2026-11-25 (extractions-spans.ts). */

/** Longest span in words before it is narrowed around the mention. */
export const MAX_SPAN_WORDS = 12;
const NOUN_TAGS = new Set(['NOUN', 'PROPN']);
const WORD_RE = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;

export interface Unit {
  start: number;
  end: number;
}

/**
 * Clauses, cut at commas between multi-word pieces ("Great prices, terrible delivery"). With
 * `wholeNumbers` (extractions 2026-12-02) a comma between two digits is part of a number ("£1,200")
 * and cuts nothing.
 */
export function opinionUnits(text: string, wholeNumbers = false): Unit[] {
  const out: Unit[] = [];
  const clauses = splitClauses(text);
  for (const c of clauses.length > 0 ? clauses : [{ start: 0, end: text.length, text }]) {
    const cuts = [c.start];
    const re = /,\s*/gu;
    let m: RegExpExecArray | null;
    while ((m = re.exec(c.text)) !== null) {
      if (wholeNumbers && /\d/u.test(c.text[m.index - 1] ?? '') && /^,\d/u.test(m[0] + (c.text[m.index + 1] ?? ''))) continue;
      cuts.push(c.start + m.index, c.start + m.index + m[0].length);
    }
    cuts.push(c.end);
    const pieces: Unit[] = [];
    for (let k = 0; k + 1 < cuts.length; k += 2) pieces.push({ start: cuts[k], end: cuts[k + 1] });
    const words = (u: Unit) => text.slice(u.start, u.end).match(WORD_RE)?.length ?? 0;
    if (pieces.length > 1 && pieces.every((p) => words(p) >= 2)) out.push(...pieces);
    else out.push({ start: c.start, end: c.end });
  }
  return out;
}

/** The span of the mention at token `i`: its opinion unit, narrowed when longer than MAX_SPAN_WORDS. */
export function spanFor(text: string, tokens: readonly TaggedToken[], units: readonly Unit[], i: number): string {
  const token = tokens[i];
  const unit = units.find((u) => token.start >= u.start && token.end <= u.end) ?? { start: token.start, end: token.end };
  let { start, end } = trimSpan(text, unit.start, unit.end);
  const inside = tokens.map((t, k) => ({ t, k })).filter(({ t }) => t.start >= start && t.end <= end && /[\p{L}\p{N}]/u.test(t.value));
  if (inside.length > MAX_SPAN_WORDS) {
    // Start at the mention's noun phrase (determiners and modifiers before it), keep whole tokens.
    let first = i;
    while (first > 0 && tokens[first - 1].start >= start && ['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM', 'PRON'].includes(tokens[first - 1].pos) && i - first < 4) first--;
    const words = inside.filter(({ k }) => k >= first);
    const last = words[Math.min(words.length, MAX_SPAN_WORDS) - 1];
    let stop = last.k;
    // Never end inside a noun phrase: take the rest of a compound or modifier run.
    while (stop + 1 < tokens.length && tokens[stop + 1].end <= end && NOUN_TAGS.has(tokens[stop + 1].pos) && ['NOUN', 'PROPN', 'ADJ'].includes(tokens[stop].pos)) stop++;
    ({ start, end } = trimSpan(text, tokens[first].start, tokens[stop].end));
  }
  return end > start ? text.slice(start, end) : '';
}
