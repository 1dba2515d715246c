/**
 * Compares the grouping of two themes versions set by set, offline (cached embeddings, the contract
 * layer `computeThemes` with assignments): ARI, V-measure and theme count of each, with and without
 * the question as `context`, on the hand-written fixture sets, set files given by path and the survey
 * questions of the data folder, with the k-means baseline at the gold count on the same embeddings.
 * Ends with the mean per family and how many sets each version groups better (by more than 0.005 ARI).
 * A tuning and review aid; figures to publish come from `npm run eval`. The held-out and blind folders
 * hold sets to be scored once at a release's end: name the sets you may read with `--only`.
 *
 *   node --import tsx bench/eval/compare-themes-grouping.ts --a V18 --b V19 [--dirs=themes-surveys,themes-holdout]
 *     [--only=a,b] [--files=/path/set.json,...] [--data /work/shared/data] [--no-survey] [--fixed]
 *
 * `--fixed` asks every set for its coded count of themes (minThemes = maxThemes = the number of codes).
 * `THEMES_TRIAL='<JSON settings>'` adds version T, 2026-12-24's settings with those over them, for trials.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { computeThemes } from '../../lambdas/operations/themes.js';
import { embedTexts } from '../../lambdas/operations/embed-texts.js';
import { UseLiteEncoder } from '../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../lambdas/models/local/use-encoder-combined.js';
import { LocalThemesModel, THEMES_V16_SETTINGS, THEMES_V17_SETTINGS, THEMES_V18_SETTINGS, THEMES_V19_SETTINGS, THEMES_V20_SETTINGS, THEMES_V21_SETTINGS, THEMES_V23_SETTINGS, THEMES_V24_SETTINGS, THEMES_V25_SETTINGS, THEMES_V26_SETTINGS, THEMES_V28_SETTINGS, THEMES_V30_SETTINGS, THEMES_V32_SETTINGS, THEMES_V34_SETTINGS, type ThemesSettings } from '../../lambdas/models/local/themes-local.js';
import { THEMES_V39_SETTINGS, THEMES_V40_SETTINGS } from '../../lambdas/models/local/themes-settings-all.js';
import { readJsonLines, DATA_FILES, type SurveyRow } from './datasets.js';
import { surveySamples } from './tasks/theme-samples.js';
import { kMeansBaseline } from './baselines/kmeans.js';
import { adjustedRandIndex, vMeasure } from './metrics/clustering.js';
import { DEFAULT_EVAL_SEED } from './sampling.js';
import { CachedEncoder } from './vector-cache.js';

const { values } = parseArgs({
  options: { a: { type: 'string', default: 'V16' }, b: { type: 'string', default: 'V19' }, dirs: { type: 'string', default: 'themes-surveys' }, only: { type: 'string' }, files: { type: 'string' }, data: { type: 'string', default: '../shared/data' }, 'no-survey': { type: 'boolean', default: false }, fixed: { type: 'boolean', default: false } },
});
const SETTINGS: Record<string, ThemesSettings> = { V16: THEMES_V16_SETTINGS, V17: THEMES_V17_SETTINGS, V18: THEMES_V18_SETTINGS, V19: THEMES_V19_SETTINGS, V20: THEMES_V20_SETTINGS, V21: THEMES_V21_SETTINGS, V23: THEMES_V23_SETTINGS, V24: THEMES_V24_SETTINGS, V25: THEMES_V25_SETTINGS, V26: THEMES_V26_SETTINGS, V28: THEMES_V28_SETTINGS, V30: THEMES_V30_SETTINGS, V32: THEMES_V32_SETTINGS, V34: THEMES_V34_SETTINGS, V39: THEMES_V39_SETTINGS, V40: THEMES_V40_SETTINGS };
// A trial: THEMES_TRIAL (JSON settings) over 2026-12-24's, as version T; not a served version.
if (process.env.THEMES_TRIAL) SETTINGS.T = { ...THEMES_V32_SETTINGS, ...(JSON.parse(process.env.THEMES_TRIAL) as Partial<ThemesSettings>) };
const encoder = new CombinedEncoder(new CachedEncoder(new UseLiteEncoder(), 'use-lite'));
const unknown = [values.a, values.b].filter((v) => !Object.hasOwn(SETTINGS, v!));
if (unknown.length > 0) throw new Error(`unknown version ${unknown.join(', ')}: one of ${Object.keys(SETTINGS).join(', ')}`);
const models = [values.a, values.b].map((v) => new LocalThemesModel(encoder, SETTINGS[v!]));
interface Sample { family: string; name: string; texts: string[]; gold: string[]; question: string; maxThemes?: number }
type SetFile = { name?: string; question: string; answers: { text: string; theme: string }[] };
const fromSet = (family: string, name: string, set: SetFile): Sample => ({ family, name, texts: set.answers.map((a) => a.text), gold: set.answers.map((a) => a.theme), question: set.question });
const only = values.only?.split(',');
// The held-out and blind folders hold sets to be scored once at a release's end: read them only by name.
const onceScored = values.dirs.split(',').filter((d) => /(?:^|\/)themes-(?:holdout|blind)\/?$/u.test(d.trim()));
if (onceScored.length > 0 && !only) throw new Error(`${onceScored.join(', ')}: name the sets you may read with --only`);
const samples: Sample[] = [];
for (const dir of values.dirs.split(',').filter(Boolean)) {
  const root = new URL(`../../test/fixtures/${dir}/`, import.meta.url);
  for (const file of readdirSync(root).filter((f) => f.endsWith('.json')).sort()) {
    const name = basename(file, '.json');
    if (!only || only.includes(name)) samples.push(fromSet(dir, name, JSON.parse(readFileSync(new URL(file, root), 'utf8')) as SetFile));
  }
}
for (const file of values.files?.split(',').filter(Boolean) ?? []) samples.push(fromSet('files', basename(file, '.json'), JSON.parse(readFileSync(file, 'utf8')) as SetFile));
const survey = values['no-survey'] ? undefined : readJsonLines<SurveyRow>(values.data, DATA_FILES.survey);
for (const s of survey ? surveySamples(survey, DEFAULT_EVAL_SEED, 500) : []) {
  if (s.context) samples[samples.length - 1].question = s.context;
  else samples.push({ family: 'survey', name: s.name, texts: s.texts, gold: s.gold, question: '', maxThemes: s.maxThemes });
}
const f = (x: number) => x.toFixed(3);
const rows: { family: string; ari: number[]; v: number[] }[] = [];
console.log(`set                              n  gold | ${values.a}: k ARI V (ctx k ARI V) -> ${values.b}: k ARI V (ctx k ARI V) | k-means ARI V`);
for (const s of samples) {
  const vectors = await embedTexts(encoder, s.texts);
  const km = kMeansBaseline(vectors, s.gold, new Set(s.gold).size, DEFAULT_EVAL_SEED, s.name);
  const cells: string[] = [];
  const row = { family: s.family, ari: [] as number[], v: [] as number[] };
  for (const model of models) {
    const parts: string[] = [];
    for (const context of [undefined, s.question || undefined]) {
      const { result } = await computeThemes({ inputs: s.texts, ...(values.fixed ? { minThemes: new Set(s.gold).size, maxThemes: new Set(s.gold).size } : { minThemes: 1, ...(s.maxThemes ? { maxThemes: s.maxThemes } : {}) }), ...(context ? { context } : {}), includeAssignments: true }, model);
      const a = [...result.assignments!];
      const ari = adjustedRandIndex(s.gold, a), v = vMeasure(s.gold, a).vMeasure;
      if (!context) row.ari.push(ari), row.v.push(v);
      parts.push(`${String(result.themes.length).padStart(2)} ${f(ari)} ${f(v)}`);
    }
    cells.push(`${parts[0]} (${parts[1] ?? '-'})`);
  }
  rows.push(row);
  console.log(`${(s.family.replace('themes-', '') + '/' + s.name).padEnd(30)} ${String(s.texts.length).padStart(4)} ${String(new Set(s.gold).size).padStart(4)} | ${cells.join(' -> ')} | ${f(km.ari)} ${f(km.v)}`);
}
for (const family of [...new Set(rows.map((r) => r.family)), 'all']) {
  const list = rows.filter((r) => family === 'all' || r.family === family);
  const mean = (pick: (r: (typeof rows)[number]) => number) => f(list.reduce((sum, r) => sum + pick(r), 0) / list.length);
  const better = list.filter((r) => r.ari[1] > r.ari[0] + 0.005).length, worse = list.filter((r) => r.ari[1] < r.ari[0] - 0.005).length;
  console.log(`MEAN ${family.padEnd(16)} ${list.length} sets: ARI ${mean((r) => r.ari[0])} -> ${mean((r) => r.ari[1])}, V ${mean((r) => r.v[0])} -> ${mean((r) => r.v[1])}; ${values.b} better on ${better}, worse on ${worse}`);
}
