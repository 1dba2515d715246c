import type { DataDictionaryRequest } from '../schemas/composite-requests.js';
import { inferColumn, type ColumnProfile } from './column-profile.js';

export const DDI_PROFILE_VERSION = '0.1';
export const DDI_PROFILE_NAME = 'DDI Profile';

/** A variable name as the profile wants it: UPPER_SNAKE_CASE, starting with a letter, at most 40 characters, unique. */
export function variableName(header: string, position: number, taken: Set<string>): string {
  const base = header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();
  let name = (/^[A-Z]/.test(base) ? base : `V${position}${base ? `_${base}` : ''}`).slice(0, 40).replace(/_+$/, '');
  for (let n = 2; taken.has(name); n++) name = `${name.slice(0, 40 - String(n).length - 1)}_${n}`;
  taken.add(name);
  return name;
}

/** An id suffix for `vd.`, `c.` ids: lowercase letters and underscores only. */
/**
 * A suffix of lower-case letters for the n-th id of a clashing base (n ≥ 2: c, d, … z, ba, bb, …),
 * never repeating: the clients' schema allows only letters and underscores in a domain id.
 */
function letterSuffix(n: number): string {
  let out = '';
  for (let rest = n; ; rest = Math.floor(rest / 26)) {
    out = String.fromCharCode(97 + (rest % 26)) + out;
    if (rest < 26) return out;
  }
}

function idPart(name: string): string {
  const letters = name.toLowerCase().replace(/[^a-z]+/g, '_').replace(/^_+|_+$/g, '');
  return letters || 'var';
}

function sameRow(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((cell, i) => cell === b[i]);
}

/**
 * A DDI codebook of a table (the profile the TypeScript SDK reads): for each column a variable
 * with its type and scale inferred from the values (numeric, date, boolean, categorical,
 * free text), categories with frequencies for categorical columns, ranges for numeric and date
 * columns, blank cells documented as missing values, and quality metrics. Rules only, no model:
 * the same table always gives the same codebook (apart from the dates, `now`).
 */
export function buildCodebook(request: DataDictionaryRequest, now: string): Record<string, unknown> {
  const [header, ...rows] = request.data;
  const options = request.options ?? {};
  const taken = new Set<string>();
  const profiles: ColumnProfile[] = header.map((h, c) => inferColumn(h, rows.map((row) => row[c])));
  const variables: Record<string, unknown>[] = [];
  const valueDomains: Record<string, unknown>[] = [];
  const categories: Record<string, unknown>[] = [];
  const usedDomainIds = new Set<string>();
  let anyMissing = false;
  profiles.forEach((profile, c) => {
    const name = variableName(header[c], c + 1, taken);
    const label = header[c].trim() || `Column ${c + 1}`;
    const variable: Record<string, unknown> = { variableName: name, variableLabel: label, type: profile.type, scaleLevel: profile.scaleLevel, sourceColumns: label, position: c + 1 };
    if (profile.min !== undefined) variable.minValue = profile.min;
    if (profile.max !== undefined) variable.maxValue = profile.max;
    if (profile.format) variable.format = profile.format;
    if (profile.missing > 0) {
      variable.missingValuesRef = 'mv.blank';
      anyMissing = true;
    }
    variable.notes = profile.notes;
    if (profile.categories) {
      let id = `vd.${idPart(name)}`;
      for (let n = 2; usedDomainIds.has(id); n++) id = `vd.${idPart(name)}_${letterSuffix(n)}`;
      usedDomainIds.add(id);
      variable.valueDomainRef = id;
      valueDomains.push({ valueDomainId: id, label, domainType: 'enumeration', dataType: profile.type, description: `${profile.categories.length} distinct values.` });
      profile.categories.forEach((cat, i) => categories.push({ valueDomainId: id, code: cat.value, label: cat.value, order: i + 1, frequency: cat.count }));
    } else if (profile.min !== undefined && profile.max !== undefined) {
      const id = `vd.${idPart(name)}`;
      if (!usedDomainIds.has(id)) {
        usedDomainIds.add(id);
        variable.valueDomainRef = id;
        valueDomains.push({ valueDomainId: id, label, domainType: 'range', dataType: profile.type, minValue: profile.min, maxValue: profile.max });
      }
    }
    variables.push(variable);
  });
  const cells = rows.length * header.length;
  const missingCells = profiles.reduce((sum, p) => sum + p.missing, 0);
  const conforming = profiles.reduce((sum, p) => sum + p.conforming, 0);
  const present = cells - missingCells;
  let duplicateRows = 0;
  const seen = new Set<string>();
  for (const row of rows) {
    const key = JSON.stringify(row);
    if (seen.has(key)) duplicateRows++;
    else seen.add(key);
  }
  const headerRepeated = rows.some((row) => sameRow(row, header));
  const codebook: Record<string, unknown> = {
    title: options.title ?? 'Data dictionary',
    description: options.description ?? `Codebook of a table of ${rows.length} rows and ${header.length} columns.`,
    creationDate: now,
    language: options.language ?? 'en',
    variables,
    valueDomains,
    categories,
    missingValues: anyMissing ? [{ missingValuesId: 'mv.blank', code: '', label: 'Blank cell (no answer)' }] : [],
    qualityMetrics: {
      completeness: cells > 0 ? round(present / cells) : 1,
      consistency: present > 0 ? round(conforming / present) : 1,
      duplicateRows,
      totalRows: rows.length,
      totalColumns: header.length,
    },
    processingNotes: [
      'Types and scales inferred from the values by rules; labels are the column headers.',
      options.context ? `Context given: ${options.context}` : '',
      headerRepeated ? 'The header row appears again among the data rows.' : '',
    ]
      .filter(Boolean)
      .join(' '),
    generationMethod: 'Rule-based profiling of the values',
    analysisDate: now,
  };
  return { profileVersion: DDI_PROFILE_VERSION, profileName: DDI_PROFILE_NAME, codebook };
}

function round(x: number): number {
  return Math.round(x * 10_000) / 10_000;
}
