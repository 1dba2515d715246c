/**
 * CPU time of one synchronous themes call on 200 answers, themes 2026-12-27 (V35) against a version built on it that
 * changes only labels: 2026-12-28 (V36), 2026-12-29 (V37) 2026-12-30 (V38), 2026-12-31 (V39), 2027-01-01 (V40) or
 * 2027-01-02 (V41). The method of bench/themes-cpu-time.ts: the same process,
 * alternating which goes first, new texts every call so no call reuses another's cached embeddings; the generated
 * answers of the sync-latency benchmark and the first 200 answers of the hand-written survey sets; CPU time of every
 * thread. Both load the word vectors as the provider does.
 *
 *   nice -n 10 node --import tsx bench/themes-cpu-labels.ts V36|V37|V38|V39|V40|V41 [runs, default 7] [--base=V38|V39|V40]
 *
 * `--base=V38` times against 2026-12-30 instead of 2026-12-27 (for 2026-12-31, built on it); `--base=V39` against 2026-12-31 (for 2027-01-01).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { computeThemes } from '../lambdas/operations/themes.js';
import { UseLiteEncoder } from '../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../lambdas/models/local/use-encoder-combined.js';
import { LocalThemesModel, THEMES_V35_SETTINGS, type ThemesSettings } from '../lambdas/models/local/themes-local.js';
import { THEMES_V36_SETTINGS } from '../lambdas/models/local/themes-settings-kinds.js';
import { THEMES_V37_SETTINGS } from '../lambdas/models/local/themes-settings-phrases.js';
import { THEMES_V38_SETTINGS } from '../lambdas/models/local/themes-settings-polarity.js';
import { THEMES_V39_SETTINGS } from '../lambdas/models/local/themes-settings-praise.js';
import { THEMES_V40_SETTINGS, THEMES_V41_SETTINGS } from '../lambdas/models/local/themes-settings-non-answers.js';
import { WordVectors } from '../lambdas/models/local/word-vectors.js';
import { sentences } from './sync-latency.js';
import { median } from './lib/timing.js';

const VERSIONS: Record<string, ThemesSettings> = { V36: THEMES_V36_SETTINGS, V37: THEMES_V37_SETTINGS, V38: THEMES_V38_SETTINGS, V39: THEMES_V39_SETTINGS, V40: THEMES_V40_SETTINGS, V41: THEMES_V41_SETTINGS };
const chosen = process.argv[2] ?? '';
const baseName = process.argv.find((a) => a.startsWith('--base='))?.slice(7) ?? 'V35';
const BASES: Record<string, ThemesSettings> = { V35: THEMES_V35_SETTINGS, V38: THEMES_V38_SETTINGS, V39: THEMES_V39_SETTINGS, V40: THEMES_V40_SETTINGS };
if (!(baseName in BASES)) throw new Error(`--base is one of ${Object.keys(BASES).join(', ')}`);
const base = baseName.toLowerCase();
if (!(chosen in VERSIONS)) throw new Error(`usage: themes-cpu-labels.ts ${Object.keys(VERSIONS).join('|')} [runs]`);
const encoder = new CombinedEncoder(new UseLiteEncoder());
let vectors: WordVectors | undefined;
const load = () => (vectors ??= WordVectors.load());
const name = chosen.toLowerCase();
const models = { [base]: new LocalThemesModel(encoder, BASES[baseName], load), [name]: new LocalThemesModel(encoder, VERSIONS[chosen], load) };
const dir = new URL('../test/fixtures/themes-surveys/', import.meta.url);
const survey = readdirSync(dir).sort().flatMap((f) => (JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as { answers: { text: string }[] }).answers.map((a) => a.text)).slice(0, 200);
const cpu: Record<string, number[]> = {};
const runs = Number(process.argv.slice(3).find((a) => !a.startsWith('--')) ?? 7);
for (let run = 0; run < runs; run++) {
  for (const inputsName of ['generated', 'hand-written']) {
    const order = run % 2 ? Object.entries(models).reverse() : Object.entries(models);
    for (const [key, model] of order) {
      const inputs = inputsName === 'generated' ? sentences(200, 7, run * 10 + (key === name ? 1 : 0)) : survey.map((t) => `${t} (${key} ${run})`);
      const c0 = process.cpuUsage();
      await computeThemes({ inputs }, model);
      const c = process.cpuUsage(c0);
      if (run > 0) (cpu[`${inputsName} ${key}`] ??= []).push((c.user + c.system) / 1000);
    }
  }
}
for (const [k, v] of Object.entries(cpu)) console.log(k.padEnd(20), 'median CPU ms', median(v).toFixed(0), 'all', v.map((x) => x.toFixed(0)).join(' '));
for (const input of ['generated', 'hand-written']) console.log(input, `${name}/${base}`, (median(cpu[`${input} ${name}`]) / median(cpu[`${input} ${base}`])).toFixed(3));
