/**
 * How prompts carry data: each block is a line `<tag>`, one line of JSON, and `</tag>`. JSON
 * keeps every input on its line (newlines are escaped), so no input text can forge or close a
 * block, and an index per item lets answers refer to inputs without repeating them.
 */

/** The tags of the data blocks the prompts use. */
export const DATA_TAGS = {
  texts: 'texts',
  themes: 'themes',
  context: 'context',
  question: 'question',
} as const;

/** One of `DATA_TAGS`. */
export type DataTag = (typeof DATA_TAGS)[keyof typeof DATA_TAGS];

/** The names of the answer tools, one per task. */
export const TOOL_NAMES = {
  sentiment: 'record_sentiments',
  proposeThemes: 'propose_themes',
  assignThemes: 'assign_themes',
  extractions: 'record_extractions',
  summary: 'record_summary',
} as const;

/** An input as a prompt lists it. */
export interface IndexedText {
  index: number;
  text: string;
}

/** A sampled input for theme proposal; `count` when it occurs more than once. */
export interface SampledText {
  text: string;
  count?: number;
}

/** A proposed theme as the assignment prompt lists it. */
export interface IndexedTheme {
  index: number;
  shortLabel: string;
  label: string;
  description: string;
}

/** A caller's theme as the extractions prompt lists it. */
export interface IndexedThemeName {
  index: number;
  theme: string;
}

/** Renders a data block. */
export function dataBlock(tag: DataTag, value: unknown): string {
  return `<${tag}>\n${JSON.stringify(value)}\n</${tag}>`;
}

/** Reads a data block back out of a prompt (the test fake uses this); undefined when absent. */
export function readDataBlock(prompt: string, tag: DataTag): unknown {
  const lines = prompt.split('\n');
  const at = lines.indexOf(`<${tag}>`);
  if (at < 0 || lines[at + 2] !== `</${tag}>`) return undefined;
  return JSON.parse(lines[at + 1]) as unknown;
}
