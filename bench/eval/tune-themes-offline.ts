/**
 * The themes task of the evaluation, in-process and with cached embeddings, for tuning: the same
 * samples, the same contract layer (`computeThemes`), the same assignment of texts to themes and
 * the same k-means baseline, without the HTTP round trips. Figures to publish come from
 * `npm run eval`, never from this script.
 *
 *   node --import tsx bench/eval/tune-themes-offline.ts [--data DIR] [--limit N] [--seed S] [--preset v1…v9] [--only a,b]
 */
import { parseArgs } from 'node:util';
import { computeThemes } from '../../lambdas/operations/themes.js';
import { embedTexts } from '../../lambdas/operations/embed-texts.js';
import { UseLiteEncoder } from '../../lambdas/models/local/use-encoder.js';
import { LocalThemesModel, THEMES_V1_SETTINGS, THEMES_V2_SETTINGS, THEMES_V3_SETTINGS, THEMES_V4_SETTINGS, THEMES_V5_SETTINGS, THEMES_V6_SETTINGS, THEMES_V7_SETTINGS, THEMES_V8_SETTINGS, THEMES_V9_SETTINGS, type ThemesSettings } from '../../lambdas/models/local/themes-local.js';
import { CombinedEncoder } from '../../lambdas/models/local/use-encoder-combined.js';
import { kMeansBaseline } from './baselines/kmeans.js';
import { DEFAULT_EVAL_SEED } from './sampling.js';
import { scoreResponse } from './tasks/theme-scoring.js';
import { themeSamples, withoutBlindHeldOut } from './tasks/theme-samples.js';
import { CachedEncoder } from './vector-cache.js';

const { values } = parseArgs({
  options: {
    data: { type: 'string', default: '../shared/data' },
    limit: { type: 'string' },
    seed: { type: 'string', default: String(DEFAULT_EVAL_SEED) },
    only: { type: 'string' },
    encoder: { type: 'string', default: 'combined' },
    share: { type: 'string' },
    reps: { type: 'string' },
    'fix-k': { type: 'string' },
    fallback: { type: 'string' },
    'fix-n': { type: 'string' },
    show: { type: 'boolean', default: false },
    preset: { type: 'string', default: 'v1' },
    'min-size': { type: 'string' },
    neighbours: { type: 'string' },
    evidence: { type: 'string' },
    tol: { type: 'string' },

  },
});
const seed = Number(values.seed);
const use = new CachedEncoder(new UseLiteEncoder(), 'use-lite');
const encoder = values.encoder === 'use' ? use : new CombinedEncoder(use);
const settings: ThemesSettings = {
  ...(values.preset === 'v9' ? THEMES_V9_SETTINGS : values.preset === 'v8' ? THEMES_V8_SETTINGS : values.preset === 'v7' ? THEMES_V7_SETTINGS : values.preset === 'v6' ? THEMES_V6_SETTINGS : values.preset === 'v5' ? THEMES_V5_SETTINGS : values.preset === 'v4' ? THEMES_V4_SETTINGS : values.preset === 'v3' ? THEMES_V3_SETTINGS : values.preset === 'v2' ? THEMES_V2_SETTINGS : THEMES_V1_SETTINGS),
  ...(values.share ? { embeddingShare: Number(values.share) } : {}),
  ...(values.fallback ? { noStructure: values.fallback as ThemesSettings['noStructure'] } : {}),
  ...(values.reps ? { representatives: values.reps as ThemesSettings['representatives'] } : {}),
  ...(values['min-size'] ? { minThemeSize: Number(values['min-size']) } : {}),
  ...(values.neighbours ? { neighbours: Number(values.neighbours) } : {}),
  ...(values.evidence ? { evidence: Number(values.evidence) } : {}),
  ...(values.tol ? { evidenceTolerance: Number(values.tol) } : {}),

};
const model = new LocalThemesModel(encoder, settings);
console.log(JSON.stringify({ encoder: values.encoder, settings }));
// The blind held-out sets (BLIND_HELD_OUT) are read only when --only names them.
const samples = withoutBlindHeldOut(themeSamples(values.data, seed, values.limit ? Number(values.limit) : undefined).samples, values.only);
const rows: Record<string, number[][]> = {};
const f = (x: number) => x.toFixed(3);
console.log('sample                              n   k  th |  ARI     V   | km ARI  km V | labels in members, templates, numbered');
for (const sample of samples.filter((s) => !values.only || values.only.split(',').some((o) => s.name.includes(o)))) {
  const started = performance.now();
  // --fix-k F asks for exactly round(F × gold k) themes, to study the partition apart from the choice of k.
  const fixed = values['fix-k']
    ? Math.max(1, Math.min(50, Math.round(Number(values['fix-k']) * sample.goldK)))
    : values['fix-n']
      ? Math.max(1, Math.min(50, Math.floor(sample.texts.length / 2), Math.round(Number(values['fix-n']) * sample.texts.length)))
      : undefined;
  const request = {
    inputs: sample.texts,
    minThemes: fixed ?? 1,
    ...(fixed ?? sample.maxThemes ? { maxThemes: fixed ?? sample.maxThemes } : {}),
    ...(sample.context ? { context: sample.context } : {}),
    includeAssignments: true,
  };
  const { result } = await computeThemes(request, model);
  const ms = performance.now() - started;
  const vectors = await embedTexts(encoder, sample.texts);
  const byText = new Map(sample.texts.map((t, i) => [t, vectors[i]]));
  const scored = scoreResponse(sample.texts, sample.gold, result, (t) => byText.get(t)!);
  const baseline = kMeansBaseline(vectors, sample.gold, sample.goldK, seed, sample.name);
  const q = scored.labels;
  const row = [
    scored.ari,
    scored.v,
    baseline.ari,
    baseline.v,
    q.inMembers / Math.max(1, q.labels),
    result.themes.length,
    ms,
  ];
  (rows[sample.dataset] ??= []).push(row);
  if (values.show) for (const t of result.themes) console.log(`    [${t.size}] ${t.shortLabel} | ${t.label} | ${t.description} | ${t.representatives.join(' // ')}`);
  console.log(
    `${sample.name.padEnd(34)} ${String(sample.texts.length).padStart(4)} ${String(sample.goldK).padStart(3)} ${String(result.themes.length).padStart(3)} | ` +
      `${f(row[0])} ${f(row[1])} | ${f(row[2])} ${f(row[3])} | ${q.inMembers}/${q.labels} ${q.templates} ${q.numbered} | ${ms.toFixed(0)} ms`,
  );
}
for (const [dataset, list] of Object.entries(rows)) {
  const mean = (c: number) => list.reduce((s, r) => s + r[c], 0) / list.length;
  const flag = (a: number, b: number) => (a >= b ? ' ' : '✗');
  console.log(
    `${dataset.padEnd(30)} ARI ${f(mean(0))}${flag(mean(0), mean(2))} V ${f(mean(1))}${flag(mean(1), mean(3))} | k-means ARI ${f(mean(2))} V ${f(mean(3))} | labels in members ${f(mean(4))} | themes ${mean(5).toFixed(1)}`,
  );
}
