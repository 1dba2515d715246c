import Papa from 'papaparse';
import ExcelJS from 'exceljs';
import type { AnalysisResult } from './analysis.js';

/** A table read from a file: header names and rows of cell strings. */
export interface Table {
  columns: string[];
  rows: string[][];
}

/** Largest file the console reads (the API takes at most 10,000 answers of 20,000 characters). */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

export class FileProblem extends Error {}

/** Reads a CSV (Papa Parse) or XLSX (ExcelJS, first worksheet) file; the first row is the header. */
export async function readTable(file: File): Promise<Table> {
  if (file.size > MAX_FILE_BYTES) {
    throw new FileProblem(`${file.name} is ${(file.size / 1048576).toFixed(1)} MB; the console reads files of at most ${MAX_FILE_BYTES / 1048576} MB. Keep only the answer column, or split the file.`);
  }
  const name = file.name.toLowerCase();
  if (name.endsWith('.xlsx')) return readXlsx(await file.arrayBuffer());
  if (name.endsWith('.csv') || name.endsWith('.tsv') || name.endsWith('.txt') || file.type.includes('csv')) return readCsv(await file.text());
  throw new FileProblem(`${file.name} is neither a .csv nor an .xlsx file. Save it in one of those formats.`);
}

function readCsv(text: string): Table {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  if (parsed.data.length === 0) throw new FileProblem('The file is empty.');
  const fatal = parsed.errors.find((e) => e.type === 'Quotes');
  if (fatal) throw new FileProblem(`The CSV file could not be read: ${fatal.message} (row ${(fatal.row ?? 0) + 1}).`);
  return tableOf(parsed.data);
}

async function readXlsx(buffer: ArrayBuffer): Promise<Table> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer);
  } catch {
    throw new FileProblem('The XLSX file could not be read. Open it in a spreadsheet program and save it again as .xlsx or .csv.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new FileProblem('The workbook has no worksheet.');
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = row.values as unknown[];
    rows.push(values.slice(1).map(cellText));
  });
  if (rows.length === 0) throw new FileProblem('The first worksheet is empty.');
  return tableOf(rows);
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    const v = value as { text?: string; richText?: { text: string }[]; result?: unknown };
    if (v.richText) return v.richText.map((r) => r.text).join('');
    if (typeof v.text === 'string') return v.text;
    if (v.result !== undefined) return cellText(v.result);
    if (value instanceof Date) return value.toISOString();
  }
  return String(value);
}

function tableOf(data: string[][]): Table {
  const width = Math.max(...data.map((r) => r.length));
  const header = data[0];
  const columns = Array.from({ length: width }, (_, i) => (header[i] ?? '').trim() || `Column ${i + 1}`);
  const rows = data.slice(1).map((r) => Array.from({ length: width }, (_, i) => r[i] ?? ''));
  return { columns, rows };
}

/** The column most likely to hold the answers: the one with the longest texts on average. */
export function likelyTextColumn(table: Table): number {
  let best = 0;
  let bestLength = -1;
  table.columns.forEach((_, c) => {
    const sample = table.rows.slice(0, 200);
    const mean = sample.reduce((n, r) => n + (r[c] ?? '').length, 0) / Math.max(1, sample.length);
    if (mean > bestLength) {
      bestLength = mean;
      best = c;
    }
  });
  return best;
}

/** One row per input: text, theme, sentiment, confidence, then the extractions of each theme. */
export function exportRows(result: AnalysisResult): { header: string[]; rows: (string | number)[][] } {
  const extractionThemes = result.extractionThemes ?? [];
  const header = ['row', 'text', 'theme', 'theme label', 'sentiment', 'confidence', ...extractionThemes.map((t) => `extractions: ${t}`)];
  const rows = result.texts.map((text, i) => {
    const theme = result.assignments && result.themes ? result.themes[result.assignments[i]] : undefined;
    const s = result.sentiment?.[i];
    return [
      i + 1,
      text,
      theme?.shortLabel ?? '',
      theme?.label ?? '',
      s?.sentiment ?? '',
      s?.confidence ?? '',
      ...extractionThemes.map((_, j) => (result.extractions?.[i]?.[j] ?? []).join(' | ')),
    ];
  });
  return { header, rows };
}

export function exportCsv(result: AnalysisResult): Blob {
  const { header, rows } = exportRows(result);
  return new Blob(['\uFEFF', Papa.unparse({ fields: header, data: rows })], { type: 'text/csv;charset=utf-8' });
}

export async function exportXlsx(result: AnalysisResult): Promise<Blob> {
  const { header, rows } = exportRows(result);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Answers');
  sheet.addRow(header);
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.getColumn(2).width = 80;
  sheet.getColumn(2).alignment = { wrapText: true, vertical: 'top' };
  const themes = workbook.addWorksheet('Themes');
  themes.addRow(['short label', 'label', 'description', 'answers']);
  themes.getRow(1).font = { bold: true };
  (result.themes ?? []).forEach((t) => themes.addRow([t.shortLabel, t.label, t.description, t.size ?? '']));
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

/** Saves a blob under a file name through a temporary link. */
export function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
