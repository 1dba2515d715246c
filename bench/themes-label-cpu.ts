/**
 * CPU time of naming the themes of 200 answers (the labelling step alone): themes 2026-11-30's
 * labels against 2026-12-01's (its sentence-start retagging included) in the same process,
 * alternating which goes first, on the first 200 answers of the hand-written survey sets grouped
 * by their gold themes. Prints the median of 9 runs (the first dropped) and the ratio.
 *
 *   nice -n 10 node --import tsx bench/themes-label-cpu.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { analyseAndTagTexts } from '../lambdas/models/local/keyphrases-local.js';
import { nameIdeas } from '../lambdas/models/local/theme-idea-names.js';
import { excludedWords } from '../lambdas/models/local/theme-names.js';
import { retagSentenceStarts } from '../lambdas/models/local/theme-sentence-starts.js';
import { nameTypical } from '../lambdas/models/local/theme-typical-names.js';
import { WordVectors } from '../lambdas/models/local/word-vectors.js';
import { median } from './lib/timing.js';

const dir = new URL('../test/fixtures/themes-surveys/', import.meta.url);
const answers = readdirSync(dir)
  .sort()
  .flatMap((f) => (JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as { name: string; answers: { text: string; theme: string }[] }).answers.map((a) => ({ ...a, theme: `${f}:${a.theme}` })))
  .slice(0, 200);
const texts = answers.map((a) => a.text);
const groups = [...new Set(answers.map((a) => a.theme))].map((theme) => answers.flatMap((a, i) => (a.theme === theme ? [i] : [])));
const words = WordVectors.load();
const weights = texts.map(() => 1);

function label(version: 'v8' | 'v9'): void {
  const { analyses, tags: tagged } = analyseAndTagTexts(texts);
  const tags = version === 'v9' ? retagSentenceStarts(tagged) : tagged;
  const excluded = excludedWords(analyses, weights, new Set());
  const ideas = () => nameIdeas(groups.map((g) => ({ texts: g, size: g.length, typical: texts[g[0]], typicalIndex: g[0], second: texts[g[1]] })), tags, analyses, weights, excluded, 'common');
  nameTypical(groups.map((g) => ({ typicalOrder: g, size: g.length })), texts, tags, weights, excluded, words, ideas, undefined, version === 'v9' ? { contextWords: new Set() } : undefined);
}

const cpu: Record<string, number[]> = { v8: [], v9: [] };
for (let run = 0; run < 10; run++) {
  for (const version of run % 2 ? (['v9', 'v8'] as const) : (['v8', 'v9'] as const)) {
    const c0 = process.cpuUsage();
    label(version);
    const c = process.cpuUsage(c0);
    if (run > 0) cpu[version].push((c.user + c.system) / 1000);
  }
}
const [v8, v9] = [median(cpu.v8), median(cpu.v9)];
console.log(`labelling 200 answers in ${groups.length} themes, CPU ms (median of 9): 2026-11-30 ${v8.toFixed(0)}, 2026-12-01 ${v9.toFixed(0)}, ratio ${(v9 / v8).toFixed(2)}`);
