import type { SummaryLength, SummaryPreset } from './limits.js';

/** What a summary looks like: bullets, sentences of one paragraph, or tweets of ≤ 280 characters. */
export interface SummaryFormat {
  kind: 'bullets' | 'paragraph' | 'tweets';
  /** Bullets, sentences or tweets. */
  count: number;
}

export const TWEET_CHARS = 280;

/** `preset` wins over `length`; neither is `medium` (a paragraph of 4 sentences). */
export function summaryFormat(length: SummaryLength | undefined, preset: SummaryPreset | undefined): SummaryFormat {
  switch (preset) {
    case 'five-point':
      return { kind: 'bullets', count: 5 };
    case 'ten-point':
      return { kind: 'bullets', count: 10 };
    case 'one-tweet':
      return { kind: 'tweets', count: 1 };
    case 'three-tweets':
      return { kind: 'tweets', count: 3 };
    case 'one-para':
      return { kind: 'paragraph', count: 4 };
    case 'exec':
      return { kind: 'paragraph', count: 6 };
    case 'one-pager':
      return { kind: 'paragraph', count: 12 };
    case 'two-pager':
      return { kind: 'paragraph', count: 24 };
  }
  switch (length) {
    case 'bullet-points':
      return { kind: 'bullets', count: 5 };
    case 'short':
      return { kind: 'paragraph', count: 2 };
    case 'long':
      return { kind: 'paragraph', count: 8 };
    default:
      return { kind: 'paragraph', count: 4 };
  }
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
