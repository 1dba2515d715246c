/**
 * What kind of error a themes version makes on each set: the wrong count or wrong boundaries. For
 * every set it runs the version at its own count and forced to the coded count (minThemes = maxThemes
 * = the number of codes), without context (the grouping ignores it), and prints ARI, V-measure,
 * homogeneity (low: themes mix codes) and completeness (low: codes spread over themes) of both, the
 * largest theme's share of the answers and the share of it its main code holds (a catch-all is large
 * and impure), and k-means at the coded count on the same embeddings. A tuning aid on cached
 * embeddings; figures to publish come from `npm run eval`. Forcing the count also narrows the gap statistic's
 * search to the coded count, which can move a set off the two-view path: read it as the count's share of the
 * error only where the forced partition is the two-view one. Held-out and blind sets are read by name.
 *
 *   node --import tsx bench/eval/diagnose-theme-errors.ts --version V32 [--dirs=themes-surveys] [--only=a,b]
 *     [--files=/path/set.json,...] [--data /work/shared/data] [--no-survey]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { computeThemes } from '../../lambdas/operations/themes.js';
import { embedTexts } from '../../lambdas/operations/embed-texts.js';
import { UseLiteEncoder } from '../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../lambdas/models/local/use-encoder-combined.js';
import { LocalThemesModel, THEMES_V28_SETTINGS, THEMES_V32_SETTINGS, THEMES_V34_SETTINGS, type ThemesSettings } from '../../lambdas/models/local/themes-local.js';
import { readJsonLines, DATA_FILES, type SurveyRow } from './datasets.js';
import { surveySamples } from './tasks/theme-samples.js';
import { kMeansBaseline } from './baselines/kmeans.js';
import { adjustedRandIndex, vMeasure } from './metrics/clustering.js';
import { DEFAULT_EVAL_SEED } from './sampling.js';
import { CachedEncoder } from './vector-cache.js';

const { values } = parseArgs({
  options: { version: { type: 'string', default: 'V32' }, dirs: { type: 'string', default: '' }, only: { type: 'string' }, files: { type: 'string' }, data: { type: 'string', default: '../shared/data' }, 'no-survey': { type: 'boolean', default: false } },
});
const SETTINGS: Record<string, ThemesSettings> = { V28: THEMES_V28_SETTINGS, V32: THEMES_V32_SETTINGS, V34: THEMES_V34_SETTINGS };
if (!Object.hasOwn(SETTINGS, values.version!)) throw new Error(`unknown version ${values.version}: one of ${Object.keys(SETTINGS).join(', ')}`);
const encoder = new CombinedEncoder(new CachedEncoder(new UseLiteEncoder(), 'use-lite'));
const model = new LocalThemesModel(encoder, SETTINGS[values.version!]);
type SetFile = { question: string; answers: { text: string; theme: string }[] };
interface Sample { name: string; texts: string[]; gold: string[]; maxThemes?: number }
const only = values.only?.split(',');
const dirs = values.dirs!.split(',').filter(Boolean);
if (dirs.some((d) => /themes-(?:holdout|blind)\/?$/u.test(d)) && !only) throw new Error('name the held-out and blind sets you may read with --only');
const samples: Sample[] = [];
const fromSet = (name: string, set: SetFile): Sample => ({ name, texts: set.answers.map((a) => a.text), gold: set.answers.map((a) => a.theme) });
for (const dir of dirs) {
  const root = new URL(`../../test/fixtures/${dir}/`, import.meta.url);
  for (const file of readdirSync(root).filter((f) => f.endsWith('.json')).sort()) {
    const name = basename(file, '.json');
    if (!only || only.includes(name)) samples.push(fromSet(`${dir.replace('themes-', '')}/${name}`, JSON.parse(readFileSync(new URL(file, root), 'utf8')) as SetFile));
  }
}
for (const file of values.files?.split(',').filter(Boolean) ?? []) samples.push(fromSet(`files/${basename(file, '.json')}`, JSON.parse(readFileSync(file, 'utf8')) as SetFile));
if (!values['no-survey']) for (const s of surveySamples(readJsonLines<SurveyRow>(values.data!, DATA_FILES.survey) ?? [], DEFAULT_EVAL_SEED, 500)) if (!s.context) samples.push({ name: `survey/${s.name}`, texts: s.texts, gold: s.gold, maxThemes: s.maxThemes });

const f = (x: number) => x.toFixed(2);
/** ARI, V, homogeneity, completeness, and the largest theme's share and purity. */
function score(gold: readonly string[], assigned: readonly number[]): string {
  const v = vMeasure(gold, assigned);
  const sizes = new Map<number, string[]>();
  assigned.forEach((t, i) => sizes.set(t, [...(sizes.get(t) ?? []), gold[i]]));
  const largest = [...sizes.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  const counts = new Map<string, number>();
  for (const g of largest) counts.set(g, (counts.get(g) ?? 0) + 1);
  const top = Math.max(0, ...counts.values());
  return `${String(sizes.size).padStart(2)} ${f(adjustedRandIndex(gold, assigned))} ${f(v.vMeasure)} h${f(v.homogeneity)} c${f(v.completeness)} big ${f(largest.length / gold.length)}/${f(largest.length ? top / largest.length : 0)}`;
}
console.log(`set                        n gold | own: k ARI V h c big share/purity | at gold k: the same | k-means ARI V`);
for (const s of samples) {
  const k = new Set(s.gold).size;
  const own = await computeThemes({ inputs: s.texts, minThemes: 1, ...(s.maxThemes ? { maxThemes: s.maxThemes } : {}), includeAssignments: true }, model);
  const forced = await computeThemes({ inputs: s.texts, minThemes: k, maxThemes: k, includeAssignments: true }, model);
  const km = kMeansBaseline(await embedTexts(encoder, s.texts), s.gold, k, DEFAULT_EVAL_SEED, s.name.slice(s.name.lastIndexOf('/') + 1));
  console.log(`${s.name.padEnd(25)} ${String(s.texts.length).padStart(4)} ${String(k).padStart(3)} | ${score(s.gold, own.result.assignments!)} | ${score(s.gold, forced.result.assignments!)} | ${f(km.ari)} ${f(km.v)}`);
}
