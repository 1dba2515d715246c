/** What the values of one column say about it (see `buildCodebook`). */
export interface ColumnProfile {
  type: 'string' | 'numeric' | 'date' | 'boolean' | 'text';
  scaleLevel: 'nominal' | 'ordinal' | 'interval' | 'ratio';
  /** Blank cells. */
  missing: number;
  /** Non-blank cells that fit the inferred type. */
  conforming: number;
  min?: number | string;
  max?: number | string;
  format?: string;
  /** Categorical columns: each value with its count, in scale order (ordinal) or by count. */
  categories?: { value: string; count: number }[];
  notes: string;
}

/** A column is numeric, a date or boolean when at least this share of its non-blank cells are. */
export const TYPE_SHARE = 0.7;
/** At most this many distinct values make a column categorical… */
export const MAX_CATEGORIES = 20;
/** …and only when values repeat: distinct values at most this share of the non-blank cells (or ≤ 5 values). */
export const MAX_DISTINCT_SHARE = 0.5;
/** Free text: an average of more than this many characters. */
export const TEXT_CHARS = 40;

const NUMBER = /^[-+]?(\d{1,3}(,\d{3})+|\d+)?(\.\d+)?%?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const SLASH_DATE = /^\d{1,2}\/\d{1,2}\/\d{2,4}$/;
const BOOLEAN = new Set(['true', 'false', 'yes', 'no', 'y', 'n', '0', '1']);

/** Ordered answer scales, lowest first; a column whose values all belong to one is ordinal. */
const SCALES: readonly (readonly string[])[] = [
  ['very dissatisfied', 'dissatisfied', 'neutral', 'satisfied', 'very satisfied'],
  ['strongly disagree', 'disagree', 'neither agree nor disagree', 'neutral', 'agree', 'strongly agree'],
  ['very poor', 'poor', 'fair', 'average', 'good', 'very good', 'excellent'],
  ['never', 'rarely', 'sometimes', 'often', 'always'],
  ['very unlikely', 'unlikely', 'neutral', 'likely', 'very likely'],
  ['low', 'medium', 'high'],
];

function toNumber(cell: string): number | undefined {
  const t = cell.trim();
  if (!NUMBER.test(t) || !/\d/.test(t)) return undefined;
  const value = Number(t.replace(/[,%]/g, ''));
  return Number.isFinite(value) ? value : undefined;
}

function isDate(cell: string): boolean {
  const t = cell.trim();
  return (ISO_DATE.test(t) && !Number.isNaN(Date.parse(t.slice(0, 10)))) || SLASH_DATE.test(t);
}

function counted(values: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}

function scaleOf(distinct: readonly string[]): readonly string[] | undefined {
  const lower = distinct.map((d) => d.toLowerCase());
  return SCALES.find((scale) => lower.length >= 2 && lower.every((d) => scale.includes(d)));
}

/** Infers the type, scale, range and categories of one column from its header and cells. */
export function inferColumn(header: string, cells: readonly string[]): ColumnProfile {
  const values = cells.map((c) => c.trim()).filter((c) => c !== '');
  const missing = cells.length - values.length;
  const share = (n: number) => (values.length > 0 ? n / values.length : 0);
  const numbers = values.map(toNumber).filter((v): v is number => v !== undefined);
  const lowerValues = values.map((v) => v.toLowerCase());
  const booleans = lowerValues.filter((v) => BOOLEAN.has(v)).length;
  const counts = counted(values);
  const note = (what: string, conforming: number) => `${what}; ${values.length} answered, ${missing} blank${conforming < values.length ? `, ${values.length - conforming} not matching the type` : ''}.`;

  if (values.length === 0) return { type: 'string', scaleLevel: 'nominal', missing, conforming: 0, notes: `Every cell of "${header}" is blank.` };
  const distinctLower = new Set(lowerValues);
  if (share(booleans) >= TYPE_SHARE && distinctLower.size <= 2 && !(numbers.length === values.length && [...distinctLower].some((v) => !['0', '1'].includes(v)))) {
    return { type: 'boolean', scaleLevel: 'nominal', missing, conforming: booleans, categories: byCount(counts), notes: note('Two-valued (boolean)', booleans) };
  }
  if (share(numbers.length) >= TYPE_SHARE) {
    const integers = numbers.every((v) => Number.isInteger(v));
    const min = Math.min(...numbers);
    const max = Math.max(...numbers);
    const profile: ColumnProfile = { type: 'numeric', scaleLevel: min >= 0 ? 'ratio' : 'interval', missing, conforming: numbers.length, min, max, format: integers ? 'integer' : 'decimal', notes: note(`Numbers from ${min} to ${max}`, numbers.length) };
    return profile;
  }
  const dates = values.filter(isDate);
  if (share(dates.length) >= TYPE_SHARE) {
    const iso = dates.filter((d) => ISO_DATE.test(d)).sort();
    return { type: 'date', scaleLevel: 'interval', missing, conforming: dates.length, ...(iso.length > 0 ? { min: iso[0], max: iso[iso.length - 1] } : {}), format: iso.length === dates.length ? 'ISO 8601' : 'date', notes: note('Dates', dates.length) };
  }
  const meanLength = values.reduce((s, v) => s + v.length, 0) / values.length;
  const scale = scaleOf([...counts.keys()]);
  if (scale) {
    const ordered = [...counts.entries()].sort((a, b) => scale.indexOf(a[0].toLowerCase()) - scale.indexOf(b[0].toLowerCase()));
    return { type: 'string', scaleLevel: 'ordinal', missing, conforming: values.length, categories: ordered.map(([value, count]) => ({ value, count })), notes: note('Ordered answer scale', values.length) };
  }
  const categorical = counts.size <= MAX_CATEGORIES && (counts.size <= 5 || counts.size <= MAX_DISTINCT_SHARE * values.length) && counts.size < values.length;
  if (categorical && meanLength <= TEXT_CHARS) {
    return { type: 'string', scaleLevel: 'nominal', missing, conforming: values.length, categories: byCount(counts), notes: note(`Categories (${counts.size})`, values.length) };
  }
  if (meanLength > TEXT_CHARS) return { type: 'text', scaleLevel: 'nominal', missing, conforming: values.length, notes: note('Free text', values.length) };
  return { type: 'string', scaleLevel: 'nominal', missing, conforming: values.length, notes: note(`Short strings, ${counts.size} distinct`, values.length) };
}

function byCount(counts: Map<string, number>): { value: string; count: number }[] {
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([value, count]) => ({ value, count }));
}
