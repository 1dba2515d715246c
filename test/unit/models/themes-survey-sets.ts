/** The hand-written survey sets of test/fixtures/themes-surveys, and the checks the themes tests share. */
import { readdirSync, readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { computeThemes, type ThemesResult } from '../../../lambdas/operations/themes.js';
import type { ThemesModel } from '../../../lambdas/core/ports/models.js';
import { checkLabelQuality, membersOf, NO_LABEL_QUALITY } from '../../../bench/eval/tasks/label-quality.js';
import { BLIND_HELD_OUT } from '../../../bench/eval/tasks/theme-samples.js';

export interface SurveySet {
  question: string;
  answers: { text: string; theme: string }[];
}

export function loadSurveySet(name: string, dir = 'themes-surveys'): SurveySet {
  return JSON.parse(readFileSync(new URL(`../../fixtures/${dir}/${name}.json`, import.meta.url), 'utf8')) as SurveySet;
}

/**
 * Every hand-written set, tuned (`themes-surveys`) and held-out (`themes-holdout`), as [folder, name],
 * but the blind held-out sets (BLIND_HELD_OUT), which only `npm run eval` scores, once, at their release's end.
 */
export function handWrittenSets(): (readonly [string, string])[] {
  return ['themes-surveys', 'themes-holdout'].flatMap((dir) =>
    readdirSync(new URL(`../../fixtures/${dir}/`, import.meta.url))
      .filter((f) => f.endsWith('.json') && !(dir === 'themes-holdout' && (BLIND_HELD_OUT as readonly string[]).includes(f.replace(/\.json$/, ''))))
      .sort()
      .map((f) => [dir, f.replace(/\.json$/, '')] as const),
  );
}

/** The set's themes with assignments, without and with its question as `context`. */
export async function themesOfSet(model: ThemesModel, set: SurveySet): Promise<{ plain: ThemesResult; withContext: ThemesResult }> {
  const inputs = set.answers.map((a) => a.text);
  const plain = (await computeThemes({ inputs, includeAssignments: true }, model)).result;
  const withContext = (await computeThemes({ inputs, includeAssignments: true, context: set.question }, model)).result;
  return { plain, withContext };
}

/** Labels in the members' words: no templates, no numbers, ≥ 90 % made of the members' words; descriptions quote a representative. */
export function expectMembersWords(result: ThemesResult, inputs: readonly string[]): void {
  const q = checkLabelQuality(NO_LABEL_QUALITY, result.themes, membersOf(inputs, result.assignments!, result.themes.length));
  expect(q.templates).toBe(0);
  expect(q.numbered).toBe(0);
  expect(q.inMembers / q.labels).toBeGreaterThanOrEqual(0.9);
  for (const t of result.themes) {
    expect(t.description).not.toMatch(/'[^']+' \(\d+\)/);
    expect(t.description).toContain(t.representatives[0].trim());
  }
}
