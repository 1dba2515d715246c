/**
 * Scores the themes of a pinned settings preset on hand-written sets given as files, for checking
 * the grouping of small sets: per set the count against the gold count, ARI, V-measure and what
 * each theme holds (gold idea × members). A set file is either a fixture of `test/fixtures/themes-*`
 * ({ answers: [{ text, theme }] }) or { ideas: { idea: [texts] } }. Figures to publish come from
 * `npm run eval`; this is a tuning and review aid.
 *
 *   node --import tsx bench/eval/score-theme-sets.ts --preset v8|v9 [--context] FILE...
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { computeThemes } from '../../lambdas/operations/themes.js';
import { UseLiteEncoder } from '../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../lambdas/models/local/use-encoder-combined.js';
import { LocalThemesModel, THEMES_V8_SETTINGS, THEMES_V9_SETTINGS } from '../../lambdas/models/local/themes-local.js';
import { adjustedRandIndex, vMeasure } from './metrics/clustering.js';

const { values, positionals } = parseArgs({ options: { preset: { type: 'string', default: 'v9' }, context: { type: 'boolean', default: false } }, allowPositionals: true });
const settings = values.preset === 'v8' ? THEMES_V8_SETTINGS : THEMES_V9_SETTINGS;
const model = new LocalThemesModel(new CombinedEncoder(new UseLiteEncoder()), settings);

function readSet(file: string): { name: string; texts: string[]; gold: string[]; question?: string } {
  const set = JSON.parse(readFileSync(file, 'utf8'));
  if (set.answers) return { name: set.name, texts: set.answers.map((a: { text: string }) => a.text), gold: set.answers.map((a: { theme: string }) => a.theme), question: set.question };
  const ideas = Object.entries(set.ideas as Record<string, string[]>);
  return { name: basename(file, '.json'), texts: ideas.flatMap(([, t]) => t), gold: ideas.flatMap(([idea, t]) => t.map(() => idea)), question: set.context };
}

for (const file of positionals) {
  const { name, texts, gold, question } = readSet(file);
  const { result } = await computeThemes({ inputs: texts, includeAssignments: true, ...(values.context && question ? { context: question } : {}) }, model);
  const assigned = [...result.assignments!];
  const held = result.themes.map((_, t) => {
    const count = new Map<string, number>();
    assigned.forEach((a, i) => a === t && count.set(gold[i], (count.get(gold[i]) ?? 0) + 1));
    return [...count].map(([idea, c]) => `${idea} ${c}`).join(' + ');
  });
  console.log(
    `${name.padEnd(12)} ${values.preset} n=${texts.length} gold=${new Set(gold).size} themes=${result.themes.length} ` +
      `ARI=${adjustedRandIndex(gold, assigned).toFixed(3)} V=${vMeasure(gold, assigned).vMeasure.toFixed(3)} | ${held.join(' | ')}`,
  );
}
