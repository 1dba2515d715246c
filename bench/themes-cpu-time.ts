/**
 * CPU time of one synchronous themes call on 200 answers, themes 2026-11-30 against 2026-12-01, 2026-12-02, 2026-12-03, 2026-12-04, 2026-12-05, 2026-12-06 and 2026-12-07 in
 * the same process, alternating which goes first; new texts every call so that no call reuses
 * another's cached embeddings. Two inputs: the generated answers of the sync-latency benchmark and
 * the first 200 answers of the hand-written survey sets. CPU time (every thread) does not depend
 * on the other load of a shared machine the way wall time does.
 *
 *   nice -n 10 node --import tsx bench/themes-cpu-time.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { computeThemes } from '../lambdas/operations/themes.js';
import { UseLiteEncoder } from '../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../lambdas/models/local/use-encoder-combined.js';
import { LocalThemesModel, THEMES_V8_SETTINGS, THEMES_V9_SETTINGS, THEMES_V10_SETTINGS, THEMES_V11_SETTINGS, THEMES_V12_SETTINGS, THEMES_V13_SETTINGS, THEMES_V14_SETTINGS, THEMES_V15_SETTINGS } from '../lambdas/models/local/themes-local.js';
import { sentences } from './sync-latency.js';
import { median } from './lib/timing.js';
const encoder = new CombinedEncoder(new UseLiteEncoder());
const models = { v8: new LocalThemesModel(encoder, THEMES_V8_SETTINGS), v9: new LocalThemesModel(encoder, THEMES_V9_SETTINGS), v10: new LocalThemesModel(encoder, THEMES_V10_SETTINGS), v11: new LocalThemesModel(encoder, THEMES_V11_SETTINGS), v12: new LocalThemesModel(encoder, THEMES_V12_SETTINGS), v13: new LocalThemesModel(encoder, THEMES_V13_SETTINGS), v14: new LocalThemesModel(encoder, THEMES_V14_SETTINGS), v15: new LocalThemesModel(encoder, THEMES_V15_SETTINGS) };
const dir = new URL('../test/fixtures/themes-surveys/', import.meta.url);
const survey = readdirSync(dir).sort().flatMap((f) => (JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as { answers: { text: string }[] }).answers.map((a) => a.text)).slice(0, 200);
const cpu: Record<string, number[]> = {};
for (let run = 0; run < 7; run++) {
  for (const inputsName of ['generated', 'hand-written']) {
    const order = run % 2 ? Object.entries(models).reverse() : Object.entries(models);
    for (const [name, model] of order) {
      // New texts every call, so no call reuses another's cached embeddings.
      const inputs = inputsName === 'generated' ? sentences(200, 7, run * 10 + name.length + (name === 'v9' ? 1 : name === 'v10' ? 2 : name === 'v11' ? 3 : name === 'v12' ? 4 : name === 'v13' ? 5 : name === 'v14' ? 6 : name === 'v15' ? 7 : 0)) : survey.map((t) => `${t} (${name} ${run})`);
      const c0 = process.cpuUsage();
      await computeThemes({ inputs }, model);
      const c = process.cpuUsage(c0);
      if (run > 0) (cpu[`${inputsName} ${name}`] ??= []).push((c.user + c.system) / 1000);
    }
  }
}
for (const [k, v] of Object.entries(cpu)) console.log(k.padEnd(20), 'median CPU ms', median(v).toFixed(0), 'all', v.map((x) => x.toFixed(0)).join(' '));
