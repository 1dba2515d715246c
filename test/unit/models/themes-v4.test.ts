import { beforeAll, describe, expect, it } from 'vitest';
import { computeThemes, type ThemesResult } from '../../../lambdas/operations/themes.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../../lambdas/models/local/use-encoder-combined.js';
import { LocalThemesModel, THEMES_V4_SETTINGS } from '../../../lambdas/models/local/themes-local.js';
import { adjustedRandIndex } from '../../../bench/eval/metrics/clustering.js';
import { checkLabelQuality, membersOf, NO_LABEL_QUALITY } from '../../../bench/eval/tasks/label-quality.js';
import { expectMembersWords, loadSurveySet as load, themesOfSet } from './themes-survey-sets.js';

const model = new LocalThemesModel(new CombinedEncoder(new UseLiteEncoder()), THEMES_V4_SETTINGS);

/** meal-kit guided the design; library was written afterwards and only checked. */
describe.each(['meal-kit', 'library'])('themes version 2026-11-26 on the %s set', (name) => {
  const set = load(name);
  const inputs = set.answers.map((a) => a.text);
  const gold = set.answers.map((a) => a.theme);
  let plain: ThemesResult;
  let withContext: ThemesResult;
  beforeAll(async () => {
    ({ plain, withContext } = await themesOfSet(model, set));
  });

  it('gives each coded idea a theme of its own', () => {
    expect(plain.themes.length).toBe(new globalThis.Set(gold).size);
    expect(Math.min(...plain.themes.map((t) => t.size!))).toBeGreaterThanOrEqual(3);
    expect(adjustedRandIndex(gold, plain.assignments!)).toBeGreaterThanOrEqual(0.7);
  });

  it('groups exactly as without context when the question is sent as context', () => {
    expect(withContext.assignments).toEqual(plain.assignments);
    expect(withContext.themes.map((t) => t.representatives)).toEqual(plain.themes.map((t) => t.representatives));
  });

  it("names themes in the members' words: no templates, no numbers, no word joined to itself", () => {
    for (const result of [plain, withContext]) {
      expectMembersWords(result, inputs);
      for (const t of result.themes) expect(t.shortLabel).not.toMatch(/^(\w+)s? and \1s?$/i);
    }
  });

  it('picks representatives from their own theme, and is deterministic', async () => {
    plain.themes.forEach((t, j) => {
      for (const r of t.representatives) expect(plain.assignments![inputs.indexOf(r)]).toBe(j);
    });
    expect((await computeThemes({ inputs, includeAssignments: true }, model)).result).toEqual(plain);
  });
});

describe('themes version 2026-11-26 on small samples', () => {
  it('keeps four ideas of five answers apart, with or without the question (no two catch-all themes)', async () => {
    const set = load('meal-kit');
    const ideas = ['late delivery', 'menu variety', 'freshness', 'customer support'];
    const picked = ideas.flatMap((idea) => set.answers.filter((a) => a.theme === idea).slice(5, 10));
    expect(picked).toHaveLength(20);
    const inputs = picked.map((a) => a.text);
    for (const context of [undefined, set.question]) {
      const { result } = await computeThemes({ inputs, includeAssignments: true, ...(context ? { context } : {}) }, model);
      expect(result.themes.length).toBeGreaterThanOrEqual(3);
      expect(Math.max(...result.themes.map((t) => t.size!))).toBeLessThanOrEqual(10);
    }
  });

  it('names a theme of one-word answers without padding it into a template', async () => {
    const inputs = ['Math', 'Math', 'Math', 'Biology', 'Biology', 'Biology', 'Nursing', 'Nursing', 'Nursing', 'History', 'History', 'History'];
    const { result } = await computeThemes({ inputs, includeAssignments: true }, model);
    const q = checkLabelQuality(NO_LABEL_QUALITY, result.themes, membersOf(inputs, result.assignments!, result.themes.length));
    expect(q.templates).toBe(0);
    for (const t of result.themes) expect(t.shortLabel).not.toMatch(/^(\w+) and \1$/i);
  });
});
