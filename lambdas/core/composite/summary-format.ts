import type { SummaryLength, SummaryPreset } from './limits.js';

/** What a summary looks like: bullets, sentences of one paragraph, or tweets of ≤ 280 characters. */
export interface SummaryFormat {
  kind: 'bullets' | 'paragraph' | 'tweets';
  /** Bullets, sentences or tweets. */
  count: number;
}

export const TWEET_CHARS = 280;

/** The format of each preset (contract §10). */
const PRESET_FORMATS: Readonly<Record<SummaryPreset, SummaryFormat>> = {
  'five-point': { kind: 'bullets', count: 5 },
  'ten-point': { kind: 'bullets', count: 10 },
  'one-tweet': { kind: 'tweets', count: 1 },
  'three-tweets': { kind: 'tweets', count: 3 },
  'one-para': { kind: 'paragraph', count: 4 },
  exec: { kind: 'paragraph', count: 6 },
  'one-pager': { kind: 'paragraph', count: 12 },
  'two-pager': { kind: 'paragraph', count: 24 },
};

/** The format of each length. */
const LENGTH_FORMATS: Readonly<Record<SummaryLength, SummaryFormat>> = {
  'bullet-points': { kind: 'bullets', count: 5 },
  short: { kind: 'paragraph', count: 2 },
  medium: { kind: 'paragraph', count: 4 },
  long: { kind: 'paragraph', count: 8 },
};

/** `preset` wins over `length`; neither is `medium` (a paragraph of 4 sentences). */
export function summaryFormat(length: SummaryLength | undefined, preset: SummaryPreset | undefined): SummaryFormat {
  return { ...(preset ? PRESET_FORMATS[preset] : LENGTH_FORMATS[length ?? 'medium']) };
}

/** How the format reads in words (for an LLM's instructions and the docs). */
export function describeFormat(format: SummaryFormat): string {
  if (format.kind === 'bullets') return `exactly ${format.count} bullet points, one per line, each starting with "- "`;
  if (format.kind === 'tweets') return format.count === 1 ? `one tweet of at most ${TWEET_CHARS} characters` : `${format.count} tweets of at most ${TWEET_CHARS} characters each, separated by a blank line`;
  return `one paragraph of about ${format.count} sentences`;
}

/** Ends a sentence with punctuation when it has none. */
function closed(sentence: string): string {
  return /[.!?…"')\]]$/.test(sentence) ? sentence : `${sentence}.`;
}

/** Cuts text to at most `max` characters at a word boundary, with an ellipsis. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Lays out chosen sentences (most important first) in the format. */
export function layOut(sentences: readonly string[], format: SummaryFormat): string {
  if (format.kind === 'bullets') return sentences.slice(0, format.count).map((s) => `- ${closed(s)}`).join('\n');
  if (format.kind === 'paragraph') return sentences.slice(0, format.count).map(closed).join(' ');
  const tweets: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    const piece = clip(closed(sentence), TWEET_CHARS);
    if (current === '') current = piece;
    else if (current.length + 1 + piece.length <= TWEET_CHARS) current = `${current} ${piece}`;
    else {
      tweets.push(current);
      if (tweets.length === format.count) break;
      current = piece;
    }
  }
  if (current !== '' && tweets.length < format.count) tweets.push(current);
  return tweets.join('\n\n');
}

/** How many sentences an extractive summary needs to fill the format (tweets take what fits). */
export function sentencesWanted(format: SummaryFormat): number {
  return format.kind === 'tweets' ? format.count * 4 : format.count;
}
