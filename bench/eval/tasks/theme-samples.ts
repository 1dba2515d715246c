/**
 * The labelled samples the themes evaluation clusters. Intent sets have more labels than a
 * request may ask themes for (at most 50), so each sample first draws a subset of labels, then
 * up to 500 texts (the asynchronous limit) of those labels; survey answers are grouped by
 * question, each answer labelled with its first primary code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DATA_FILES, readJsonLines, type LabelledTextRow, type SurveyRow } from '../datasets.js';
import { sampleInOrder, seededRandom, shuffled } from '../sampling.js';

/** Texts per sample at most: the asynchronous limit of the themes operation. */
export const THEMES_SAMPLE_SIZE = 500;
/** Questions with fewer coded answers than this are too small to cluster meaningfully. */
export const MIN_SURVEY_ANSWERS = 20;
/** The most themes a request may ask for. */
const MAX_THEMES_CEILING = 50;
/** Below this many gold labels the service may still propose up to this many themes. */
const MIN_MAX_THEMES = 10;

export interface ThemeSample {
  dataset: string;
  name: string;
  texts: string[];
  gold: string[];
  /** Distinct gold labels in the sample. */
  goldK: number;
  /** The request's maxThemes: room on both sides of the gold count, never below it; undefined: the default. */
  maxThemes?: number;
  /** Sent as the request's `context` (the survey question). */
  context?: string;
}

/** The hand-written survey sets kept in the repository (never copied from any data set). */
export const HAND_WRITTEN_DIR = fileURLToPath(new URL('../../../test/fixtures/themes-surveys/', import.meta.url));
/**
 * Hand-written sets written after version 2026-11-28 and kept out of every choice made for later
 * versions: their figures are the held-out check of a new version (scored as `held-out/<name>`).
 */
export const HELD_OUT_DIR = fileURLToPath(new URL('../../../test/fixtures/themes-holdout/', import.meta.url));
/**
 * Held-out sets committed before the themes models of 2027-01-02 were built, scored once at
 * their end by `npm run eval`: the offline tuning scripts leave them out unless named with `--only`.
 */
export const BLIND_HELD_OUT = ['adventure-golf', 'dance-classes'] as const;
/**
 * The blind label set of themes-blind committed with them (researcher labels), read once at their end. With
 * BLIND_HELD_OUT, the scripts that read whole folders of sets (read-theme-labels.ts, record-themes-pins.ts) leave
 * these out unless `--only` names them; each release's blind commit replaces both lists.
 */
export const BLIND_LABEL_SETS = ['farm-shop'] as const;

/** The sets a script reading whole folders leaves out: the blind ones, unless `only` names them. */
export function unreadBlindSets(only: readonly string[] | undefined): string[] {
  return [...BLIND_HELD_OUT, ...BLIND_LABEL_SETS].filter((b) => !(only ?? []).includes(b));
}

/** The samples an offline tuning script reads: every one but the blind held-out sets, unless `only` (a comma list) names them. */
export function withoutBlindHeldOut<T extends { name: string }>(samples: readonly T[], only?: string): T[] {
  const named = only?.split(',') ?? [];
  return samples.filter((s) => !BLIND_HELD_OUT.some((b) => (s.name === `held-out/${b}` || s.name === `held-out/${b} +context`) && !named.some((o) => o.includes(b))));
}

interface HandWrittenSet {
  name: string;
  domain: string;
  question: string;
  answers: { text: string; theme: string }[];
}

/** Label counts sampled from each intent set: a few, many and the most a request allows. */
export const INTENT_SETS = [
  { dataset: 'banking77', file: DATA_FILES.banking77, labelCounts: [10, 25, 50] },
  { dataset: 'clinc150', file: DATA_FILES.clinc150, labelCounts: [10, 25, 50] },
  { dataset: 'stackoverflow20', file: DATA_FILES.stackoverflow20, labelCounts: [5, 10, 20] },
] as const;

/** maxThemes for a sample with `goldK` labels: twice the gold count, within [10, 50] and ≥ goldK. */
export function maxThemesFor(goldK: number): number {
  return Math.max(goldK, Math.min(MAX_THEMES_CEILING, Math.max(MIN_MAX_THEMES, 2 * goldK)));
}

function makeSample(dataset: string, name: string, rows: { text: string; label: string }[]): ThemeSample {
  const goldK = new Set(rows.map((r) => r.label)).size;
  return { dataset, name, texts: rows.map((r) => r.text), gold: rows.map((r) => r.label), goldK, maxThemes: maxThemesFor(goldK) };
}

/** Samples of one intent set, one per label count. */
export function intentSamples(dataset: string, rows: readonly LabelledTextRow[], labelCounts: readonly number[], seed: number, size: number): ThemeSample[] {
  const labels = [...new Set(rows.map((r) => r.label))].sort();
  return labelCounts.map((count) => {
    const random = seededRandom(seed, `${dataset}/labels-${count}`);
    const chosen = new Set(shuffled(labels, random).slice(0, count));
    const picked = sampleInOrder(rows.filter((r) => chosen.has(r.label)), size, random);
    return makeSample(dataset, `${dataset}/${count} labels`, picked);
  });
}

/** The same sample with its question sent as `context`, scored as a dataset of its own. */
function withContext(sample: ThemeSample, question: string): ThemeSample {
  return { ...sample, dataset: `${sample.dataset} +context`, name: `${sample.name} +context`, context: question };
}

/** Two samples per survey question with enough coded answers: without and with the question as `context`. */
export function surveySamples(rows: readonly SurveyRow[], seed: number, size: number): ThemeSample[] {
  const questions = [...new Set(rows.map((r) => r.question_id))].sort();
  return questions.flatMap((question) => {
    const coded = rows.filter((r) => r.question_id === question && r.codes_primary?.length && r.text.trim() !== '');
    if (coded.length < MIN_SURVEY_ANSWERS) return [];
    const picked = sampleInOrder(coded, size, seededRandom(seed, `survey/${question}`));
    const sample = makeSample('survey-proctoring', `survey/${question}`, picked.map((r) => ({ text: r.text, label: r.codes_primary![0] })));
    return [sample, withContext(sample, coded[0].question)];
  });
}

/** The hand-written sets, each with the default theme bounds, without and with its question as `context`. */
export function handWrittenSamples(dir = HAND_WRITTEN_DIR, prefix = 'hand-written'): ThemeSample[] {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  return files.flatMap((file) => {
    const set = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as HandWrittenSet;
    const base = makeSample(`${prefix}/${set.name}`, `${prefix}/${set.name}`, set.answers.map((a) => ({ text: a.text, label: a.theme })));
    const sample = { ...base, maxThemes: undefined };
    return [sample, withContext(sample, set.question)];
  });
}

/** Every themes sample of the data folder, with the files that were missing. */
export function themeSamples(dataDir: string, seed: number, limit: number | undefined): { samples: ThemeSample[]; missing: string[] } {
  const size = Math.min(THEMES_SAMPLE_SIZE, limit ?? THEMES_SAMPLE_SIZE);
  const samples: ThemeSample[] = [];
  const missing: string[] = [];
  for (const set of INTENT_SETS) {
    const rows = readJsonLines<LabelledTextRow>(dataDir, set.file);
    if (rows) samples.push(...intentSamples(set.dataset, rows, set.labelCounts, seed, size));
    else missing.push(set.file);
  }
  const survey = readJsonLines<SurveyRow>(dataDir, DATA_FILES.survey);
  if (survey) samples.push(...surveySamples(survey, seed, size));
  else missing.push(DATA_FILES.survey);
  // The hand-written sets are small (at most 120 answers) and are never cut by --limit.
  samples.push(...handWrittenSamples(), ...handWrittenSamples(HELD_OUT_DIR, 'held-out'));
  return { samples, missing };
}
