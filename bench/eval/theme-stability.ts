/**
 * How stable a themes version's grouping is: for each set, the ARI between the assignment of the
 * whole set and that of the same set with every tenth answer left out (three ways: the answers i
 * with (7i + 3d) mod 10 = 0 for d = 0, 1, 2), on the answers both keep, without context; then the
 * mean over sets and removals for each version. 1 means that leaving a few answers out moves no
 * other answer; a researcher who adds or drops ten answers and re-runs wants it high. Offline
 * (cached embeddings, the contract layer `computeThemes` with assignments). Name only sets you may
 * read: this release's held-out and blind sets stay out until their time.
 *
 *   nice -n 10 node --import tsx bench/eval/theme-stability.ts --a V28 --b V30 test/fixtures/themes-surveys/*.json ...
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { computeThemes } from '../../lambdas/operations/themes.js';
import { UseLiteEncoder } from '../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../lambdas/models/local/use-encoder-combined.js';
import { LocalThemesModel, THEMES_V25_SETTINGS, THEMES_V26_SETTINGS, THEMES_V28_SETTINGS, THEMES_V30_SETTINGS, type ThemesSettings } from '../../lambdas/models/local/themes-local.js';
import { CachedEncoder } from './vector-cache.js';
import { adjustedRandIndex } from './metrics/clustering.js';

const { values, positionals } = parseArgs({ options: { a: { type: 'string', default: 'V28' }, b: { type: 'string', default: 'V30' } }, allowPositionals: true });
const SETTINGS: Record<string, ThemesSettings> = { V25: THEMES_V25_SETTINGS, V26: THEMES_V26_SETTINGS, V28: THEMES_V28_SETTINGS, V30: THEMES_V30_SETTINGS };
const names = [values.a!, values.b!];
const unknown = names.filter((v) => !Object.hasOwn(SETTINGS, v));
if (unknown.length > 0) throw new Error(`unknown version ${unknown.join(', ')}: one of ${Object.keys(SETTINGS).join(', ')}`);
const encoder = new CombinedEncoder(new CachedEncoder(new UseLiteEncoder(), 'use-lite'));
const models = names.map((v) => new LocalThemesModel(encoder, SETTINGS[v]));
const scores: number[][] = [[], []];
const assign = async (inputs: string[], model: LocalThemesModel) => [...(await computeThemes({ inputs, minThemes: 1, includeAssignments: true }, model)).result.assignments!];
for (const file of positionals) {
  const texts = (JSON.parse(readFileSync(file, 'utf8')) as { answers: { text: string }[] }).answers.map((a) => a.text);
  const cells: string[] = [];
  for (const [m, model] of models.entries()) {
    const full = await assign(texts, model);
    for (const d of [0, 1, 2]) {
      const kept = texts.map((_, i) => i).filter((i) => (7 * i + 3 * d) % 10 !== 0);
      const part = await assign(kept.map((i) => texts[i]), model);
      const ari = adjustedRandIndex(kept.map((i) => full[i]), part);
      scores[m].push(ari);
      cells.push(ari.toFixed(3));
    }
  }
  console.log(`${basename(file, '.json').padEnd(24)} ${names[0]} ${cells.slice(0, 3).join(' ')} | ${names[1]} ${cells.slice(3).join(' ')}`);
}
const mean = (a: number[]) => (a.reduce((s, x) => s + x, 0) / Math.max(a.length, 1)).toFixed(3);
console.log(`MEAN stability (ARI whole set against nine tenths, 3 removals, ${positionals.length} sets): ${names[0]} ${mean(scores[0])} -> ${names[1]} ${mean(scores[1])}`);
