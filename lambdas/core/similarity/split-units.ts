import { splitSentences } from '../text/clauses.js';

/**
 * `split` on similarity (contract §10, the shape the spreadsheet add-ins send for theme
 * allocation): each text of a side is cut into units (sentences, lines or words), optionally
 * grouped into sliding windows of `window_size` units every `stride_size` units; each unit is
 * compared on its own, and a text's similarity is the aggregate (`max`, `mean`, or the mean of
 * the top 2 or 3) over its units.
 */

export type SplitUnit = 'sentence' | 'newline' | 'word';
export type SplitAgg = 'mean' | 'max' | 'top2' | 'top3';

export interface UnitSplit {
  unit: SplitUnit;
  agg: SplitAgg;
  windowSize: number;
  strideSize: number;
}

/** The split of each side: self-similarity uses `a` for the set (and for the other side of each pair). */
export interface SideSplits {
  a?: UnitSplit;
  b?: UnitSplit;
}

const WORD_RE = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

function baseUnits(text: string, unit: SplitUnit): string[] {
  if (unit === 'sentence') return splitSentences(text).map((s) => s.text);
  if (unit === 'newline') return text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line.length > 0);
  return text.match(WORD_RE) ?? [];
}

/**
 * The units of a text: windows of `windowSize` units starting every `strideSize` units, the last
 * window ending at the last unit; a text with no unit (blank) is its own single unit.
 */
export function textUnits(text: string, split: UnitSplit): string[] {
  const units = baseUnits(text, split.unit);
  if (units.length === 0) return [text];
  const size = Math.min(split.windowSize, units.length);
  const joiner = split.unit === 'newline' ? '\n' : ' ';
  const windows: string[] = [];
  let start = 0;
  for (; start + size <= units.length; start += split.strideSize) windows.push(units.slice(start, start + size).join(joiner));
  const lastStart = start - split.strideSize;
  if (lastStart + size < units.length) windows.push(units.slice(units.length - size).join(joiner));
  return windows;
}

/** The aggregate of a text's unit similarities (at least one value). */
export function aggregate(values: readonly number[], agg: SplitAgg): number {
  if (agg === 'max') return Math.max(...values);
  if (agg === 'mean') return values.reduce((s, v) => s + v, 0) / values.length;
  const top = [...values].sort((x, y) => y - x).slice(0, agg === 'top2' ? 2 : 3);
  return top.reduce((s, v) => s + v, 0) / top.length;
}

/** The units of every text of a side (each text its own single unit when the side is not split). */
export function sideUnits(texts: readonly string[], split: UnitSplit | undefined): string[][] {
  return texts.map((text) => (split ? textUnits(text, split) : [text]));
}

type RawUnit = SplitUnit | { unit: SplitUnit; agg?: SplitAgg; window_size?: number; stride_size?: number };
/** `split` as the request schema accepts it. */
export type RawSplit = false | null | undefined | RawUnit | { set_a?: RawUnit; set_b?: RawUnit };

function unitSplit(raw: RawUnit | undefined): UnitSplit | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw === 'string') return { unit: raw, agg: 'mean', windowSize: 1, strideSize: 1 };
  return { unit: raw.unit, agg: raw.agg ?? 'mean', windowSize: raw.window_size ?? 1, strideSize: raw.stride_size ?? 1 };
}

/** The split of each side of a request, or undefined when it compares whole texts. */
export function sideSplitsOf(split: RawSplit): SideSplits | undefined {
  if (split === undefined || split === null || split === false) return undefined;
  if (typeof split === 'string' || 'unit' in split) {
    const both = unitSplit(split);
    return { a: both, b: both };
  }
  const sides = { a: unitSplit(split.set_a), b: unitSplit(split.set_b) };
  return sides.a || sides.b ? sides : undefined;
}

/** Unit pairs a split request compares (self: every unit against every unit of the set). */
export function splitUnitPairs(splits: SideSplits, set: readonly string[] | undefined, setA: readonly string[], setB: readonly string[]): number {
  const count = (texts: readonly string[], split: UnitSplit | undefined) => sideUnits(texts, split).reduce((n, units) => n + units.length, 0);
  if (set) return count(set, splits.a) ** 2;
  return count(setA, splits.a) * count(setB, splits.b);
}
