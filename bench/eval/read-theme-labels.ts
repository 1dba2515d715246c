/**
 * Prints every theme of every hand-written themes set (test/fixtures/themes-surveys and
 * themes-holdout) with its short and long label, its size and its members' coded themes, for
 * reading the labels as a researcher would. Usage:
 *   node --import tsx bench/eval/read-theme-labels.ts [V7|…|V28|V30|V32|V33|V35|V36|V37|V38|V39|V40|V41|V8-with-V7-names] [--members] [--context] [--descriptions] [--skip=a,b] [--only=a,b]
 * `--dirs=themes-small,themes-blind` reads other folders of test/fixtures (an absolute path reads a folder outside it).
 * `--skip`/`--only` name sets by file name without `.json`; this release's blind sets (BLIND_HELD_OUT and
 * BLIND_LABEL_SETS of tasks/theme-samples.ts) are skipped unless `--only` names them.
 * `V8-with-V7-names` is the grouping of 2026-11-30 named as 2026-11-29 names, to compare namings
 * on the same themes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { unreadBlindSets } from './tasks/theme-samples.js';
import { computeThemes } from '../../lambdas/operations/themes.js';
import { UseLiteEncoder } from '../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../lambdas/models/local/use-encoder-combined.js';
import { LocalThemesModel, THEMES_V7_SETTINGS, THEMES_V8_SETTINGS, THEMES_V9_SETTINGS, THEMES_V10_SETTINGS, THEMES_V11_SETTINGS, THEMES_V12_SETTINGS, THEMES_V13_SETTINGS, THEMES_V14_SETTINGS, THEMES_V15_SETTINGS, THEMES_V16_SETTINGS, THEMES_V17_SETTINGS, THEMES_V18_SETTINGS, THEMES_V19_SETTINGS, THEMES_V20_SETTINGS, THEMES_V21_SETTINGS, THEMES_V22_SETTINGS, THEMES_V23_SETTINGS, THEMES_V24_SETTINGS, THEMES_V25_SETTINGS, THEMES_V26_SETTINGS, THEMES_V27_SETTINGS, THEMES_V28_SETTINGS, THEMES_V30_SETTINGS, THEMES_V32_SETTINGS, THEMES_V33_SETTINGS, THEMES_V35_SETTINGS, type ThemesSettings } from '../../lambdas/models/local/themes-local.js';
import { THEMES_V36_SETTINGS } from '../../lambdas/models/local/themes-settings-kinds.js';
import { THEMES_V37_SETTINGS } from '../../lambdas/models/local/themes-settings-phrases.js';
import { THEMES_V38_SETTINGS } from '../../lambdas/models/local/themes-settings-polarity.js';
import { THEMES_V39_SETTINGS } from '../../lambdas/models/local/themes-settings-praise.js';
import { THEMES_V40_SETTINGS, THEMES_V41_SETTINGS } from '../../lambdas/models/local/themes-settings-non-answers.js';

const which = process.argv[2] ?? 'V8';
const SETTINGS: Record<string, ThemesSettings> = { 'V9-no-rules': { ...THEMES_V9_SETTINGS, sharedIdea: false }, 'V9-no-starts': { ...THEMES_V9_SETTINGS, sentenceStarts: false }, V7: THEMES_V7_SETTINGS, V8: THEMES_V8_SETTINGS, V9: THEMES_V9_SETTINGS, V10: THEMES_V10_SETTINGS, V11: THEMES_V11_SETTINGS, V12: THEMES_V12_SETTINGS, V13: THEMES_V13_SETTINGS, V14: THEMES_V14_SETTINGS, V15: THEMES_V15_SETTINGS, V16: THEMES_V16_SETTINGS, V17: THEMES_V17_SETTINGS, V18: THEMES_V18_SETTINGS, V19: THEMES_V19_SETTINGS, V20: THEMES_V20_SETTINGS, V21: THEMES_V21_SETTINGS, V22: THEMES_V22_SETTINGS, V23: THEMES_V23_SETTINGS, V24: THEMES_V24_SETTINGS, V25: THEMES_V25_SETTINGS, V26: THEMES_V26_SETTINGS, V27: THEMES_V27_SETTINGS, V28: THEMES_V28_SETTINGS, V30: THEMES_V30_SETTINGS, V32: THEMES_V32_SETTINGS, V33: THEMES_V33_SETTINGS, V35: THEMES_V35_SETTINGS, V36: THEMES_V36_SETTINGS, V37: THEMES_V37_SETTINGS, V38: THEMES_V38_SETTINGS, V39: THEMES_V39_SETTINGS, V40: THEMES_V40_SETTINGS, V41: THEMES_V41_SETTINGS, 'V8-with-V7-names': { ...THEMES_V8_SETTINGS, labels: undefined } };
const settings = SETTINGS[which];
if (!settings) throw new Error(`unknown version ${which}: one of ${Object.keys(SETTINGS).join(', ')}`);
const listed = (flag: string) => process.argv.find((a) => a.startsWith(`--${flag}=`))?.slice(flag.length + 3).split(',');
const only = listed('only');
// This release's blind sets stay unread unless named with --only (theme-samples.ts).
const skip = [...(listed('skip') ?? []), ...unreadBlindSets(only)];
const model = new LocalThemesModel(new CombinedEncoder(new UseLiteEncoder()), settings);
const root = new URL('../../test/fixtures/', import.meta.url);
for (const dir of listed('dirs') ?? ['themes-surveys', 'themes-holdout']) {
  for (const file of readdirSync(new URL(`${dir}/`, root)).filter((f) => f.endsWith('.json')).sort()) {
    const name = file.replace(/\.json$/, '');
    if (skip.includes(name) || (only && !only.includes(name))) continue;
    const set = JSON.parse(readFileSync(new URL(`${dir}/${file}`, root), 'utf8')) as { question: string; answers: { text: string; theme: string }[] };
    const inputs = set.answers.map((a) => a.text);
    const context = process.argv.includes('--context') ? { context: set.question } : {};
    const result = (await computeThemes({ inputs, includeAssignments: true, ...context }, model)).result;
    console.log(`\n=== ${dir}/${file} ===`);
    result.themes.forEach((theme, c) => {
      const members = set.answers.filter((_, i) => result.assignments![i] === c);
      const coded = new Map<string, number>();
      for (const m of members) coded.set(m.theme, (coded.get(m.theme) ?? 0) + 1);
      const codes = [...coded].sort((a, b) => b[1] - a[1]).map(([t, n]) => `${t}:${n}`).join(', ');
      console.log(`[${c}] ${theme.shortLabel}  ||  ${theme.label}   (size ${theme.size}; ${codes})`);
      if (process.argv.includes('--descriptions')) console.log(`      ${theme.description}\n      reps: ${theme.representatives.map((r) => JSON.stringify(r)).join(' | ')}`);
      if (process.argv.includes('--members')) for (const m of members) console.log(`      - ${m.text}`);
    });
  }
}
