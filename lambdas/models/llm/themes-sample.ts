import type { DistinctTexts } from '../../core/themes/distinct-texts.js';
import type { SampledText } from './prompt-data.js';

/** How much of the inputs the theme-proposal prompt shows. */
export interface SampleLimits {
  maxTexts: number;
  /** Characters of (cut) text in all, the prompt's data budget. */
  maxChars: number;
  /** Each text is cut to this many characters: its opening says what it is about. */
  maxTextChars: number;
}

/**
 * About 6,000 input tokens of comments (4 characters a token): enough to see the themes of a
 * few hundred survey answers, cheap and fast enough for the synchronous path.
 */
export const PROPOSAL_SAMPLE: Readonly<SampleLimits> = { maxTexts: 200, maxChars: 24_000, maxTextChars: 400 };

const ELLIPSIS = '…';

/** The first `max` characters (never splitting a surrogate pair), marked when cut. */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  return text.slice(0, end) + ELLIPSIS;
}

/** FNV-1a: a fixed, platform-independent hash, so the sample depends on the texts alone. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * A bounded, deterministic sample of the distinct texts for the proposal prompt: the most
 * frequent first (they matter most), then in hash order (a spread over the whole input rather
 * than its beginning), until the budget is used; shown in input order with their counts.
 */
export function sampleForProposal(distinct: DistinctTexts, limits: Readonly<SampleLimits> = PROPOSAL_SAMPLE): SampledText[] {
  const ids = distinct.texts.map((text, id) => ({ id, count: distinct.members[id].length, hash: fnv1a(text) }));
  ids.sort((a, b) => b.count - a.count || a.hash - b.hash || a.id - b.id);
  const chosen: number[] = [];
  let used = 0;
  for (const { id } of ids) {
    if (chosen.length >= limits.maxTexts) break;
    const size = Math.min(distinct.texts[id].length, limits.maxTextChars + ELLIPSIS.length);
    if (chosen.length > 0 && used + size > limits.maxChars) continue;
    chosen.push(id);
    used += size;
  }
  return chosen
    .sort((a, b) => a - b)
    .map((id) => {
      const count = distinct.members[id].length;
      return count > 1 ? { text: cut(distinct.texts[id], limits.maxTextChars), count } : { text: cut(distinct.texts[id], limits.maxTextChars) };
    });
}
