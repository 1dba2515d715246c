/**
 * Records a themes version's results on every hand-written set (sha256 of the JSON result and its
 * short labels, without and with the question as context) for the pin tests. Usage:
 *   node --import tsx bench/eval/record-themes-pins.ts V8 test/fixtures/themes-pinned/2026-11-30.json [--skip=a,b] [--dirs=themes-surveys]
 * `--dirs` records only the named folders, `--only` only the named sets (2026-12-03 was recorded on themes-surveys alone, so no
 * held-out set's labels were seen while its rules were written). This release's blind sets (BLIND_HELD_OUT and BLIND_LABEL_SETS of
 * tasks/theme-samples.ts) are skipped unless `--only` names them.
 */
import { createHash } from 'node:crypto';
import { unreadBlindSets } from './tasks/theme-samples.js';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { computeThemes, type ThemesResult } from '../../lambdas/operations/themes.js';
import { UseLiteEncoder } from '../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../lambdas/models/local/use-encoder-combined.js';
import { LocalThemesModel, THEMES_V8_SETTINGS, THEMES_V9_SETTINGS, THEMES_V10_SETTINGS, THEMES_V11_SETTINGS, THEMES_V12_SETTINGS, THEMES_V13_SETTINGS, THEMES_V14_SETTINGS, THEMES_V15_SETTINGS, THEMES_V16_SETTINGS, THEMES_V17_SETTINGS, THEMES_V18_SETTINGS, THEMES_V19_SETTINGS, THEMES_V20_SETTINGS, THEMES_V21_SETTINGS, THEMES_V22_SETTINGS, THEMES_V23_SETTINGS, THEMES_V24_SETTINGS, THEMES_V25_SETTINGS, THEMES_V26_SETTINGS, THEMES_V27_SETTINGS, THEMES_V28_SETTINGS, THEMES_V30_SETTINGS, THEMES_V32_SETTINGS, THEMES_V33_SETTINGS, THEMES_V34_SETTINGS, THEMES_V35_SETTINGS, type ThemesSettings } from '../../lambdas/models/local/themes-local.js';
import { THEMES_V36_SETTINGS } from '../../lambdas/models/local/themes-settings-kinds.js';
import { THEMES_V37_SETTINGS } from '../../lambdas/models/local/themes-settings-phrases.js';
import { THEMES_V38_SETTINGS } from '../../lambdas/models/local/themes-settings-polarity.js';
import { THEMES_V39_SETTINGS } from '../../lambdas/models/local/themes-settings-praise.js';
import { THEMES_V40_SETTINGS, THEMES_V41_SETTINGS } from '../../lambdas/models/local/themes-settings-non-answers.js';

const SETTINGS: Record<string, ThemesSettings> = { V8: THEMES_V8_SETTINGS, V9: THEMES_V9_SETTINGS, V10: THEMES_V10_SETTINGS, V11: THEMES_V11_SETTINGS, V12: THEMES_V12_SETTINGS, V13: THEMES_V13_SETTINGS, V14: THEMES_V14_SETTINGS, V15: THEMES_V15_SETTINGS, V16: THEMES_V16_SETTINGS, V17: THEMES_V17_SETTINGS, V18: THEMES_V18_SETTINGS, V19: THEMES_V19_SETTINGS, V20: THEMES_V20_SETTINGS, V21: THEMES_V21_SETTINGS, V22: THEMES_V22_SETTINGS, V23: THEMES_V23_SETTINGS, V24: THEMES_V24_SETTINGS, V25: THEMES_V25_SETTINGS, V26: THEMES_V26_SETTINGS, V27: THEMES_V27_SETTINGS, V28: THEMES_V28_SETTINGS, V30: THEMES_V30_SETTINGS, V32: THEMES_V32_SETTINGS, V33: THEMES_V33_SETTINGS, V34: THEMES_V34_SETTINGS, V35: THEMES_V35_SETTINGS, V36: THEMES_V36_SETTINGS, V37: THEMES_V37_SETTINGS, V38: THEMES_V38_SETTINGS, V39: THEMES_V39_SETTINGS, V40: THEMES_V40_SETTINGS, V41: THEMES_V41_SETTINGS };
const [which, out] = process.argv.slice(2);
const settings = SETTINGS[which];
if (!settings || !out) throw new Error('usage: record-themes-pins.ts V8|V9|V10|V11|V12|V13|V14|V15|V16|V17|V18|V19|V20|V21|V22|V23|V24|V25|V26|V27|V34|V28|V30|V32|V33|V35|V36|V37|V38|V39|V40 <file.json> [--skip=a,b] [--only=a,b] [--dirs=themes-surveys]');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7).split(',');
// This release's blind sets stay unread unless named with --only (theme-samples.ts).
const skip = [...(process.argv.find((a) => a.startsWith('--skip='))?.slice(7).split(',') ?? []), ...unreadBlindSets(only)];
const model = new LocalThemesModel(new CombinedEncoder(new UseLiteEncoder()), settings);
const root = new URL('../../test/fixtures/', import.meta.url);
const digest = (result: ThemesResult) => createHash('sha256').update(JSON.stringify(result)).digest('hex');
const pins: Record<string, Record<'plain' | 'context', { sha256: string; shortLabels: string[] }>> = {};
const dirs = process.argv.find((a) => a.startsWith('--dirs='))?.slice(7).split(',') ?? ['themes-surveys', 'themes-holdout'];
for (const dir of dirs) {
  for (const file of readdirSync(new URL(`${dir}/`, root)).filter((f) => f.endsWith('.json')).sort()) {
    const name = file.replace(/\.json$/, '');
    if (skip.includes(name) || (only && !only.includes(name))) continue;
    const set = JSON.parse(readFileSync(new URL(`${dir}/${file}`, root), 'utf8')) as { question: string; answers: { text: string }[] };
    const inputs = set.answers.map((a) => a.text);
    const plain = (await computeThemes({ inputs, includeAssignments: true }, model)).result;
    const context = (await computeThemes({ inputs, includeAssignments: true, context: set.question }, model)).result;
    pins[`${dir}/${name}`] = {
      plain: { sha256: digest(plain), shortLabels: plain.themes.map((t) => t.shortLabel) },
      context: { sha256: digest(context), shortLabels: context.themes.map((t) => t.shortLabel) },
    };
  }
}
writeFileSync(out, `${JSON.stringify(pins, null, 2)}\n`);
