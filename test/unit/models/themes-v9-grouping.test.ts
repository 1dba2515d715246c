import { describe, expect, it } from 'vitest';
import { computeThemes, type ThemesResult } from '../../../lambdas/operations/themes.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../../lambdas/models/local/use-encoder-combined.js';
import { LocalThemesModel, THEMES_V8_SETTINGS, THEMES_V9_SETTINGS } from '../../../lambdas/models/local/themes-local.js';
import { loadSurveySet } from './themes-survey-sets.js';

/*
 * The grouping of themes 2026-12-01 is that of 2026-11-30. A rule that kept themes of two answers
 * in sets under 40 answers was tried in this version and removed: it
 * split single ideas into pairs, and no variant told a real two-answer idea from a piece of a
 * bigger one (docs/themes.md). Small hand-written sets in test/fixtures/themes-small: campsite
 * (30 answers, five ideas of 4 to 8, no idea of two) and cinema (26 answers, four ideas of 4 to 7
 * and two ideas only two answers make).
 */
const campsite = loadSurveySet('campsite', 'themes-small');
const cinema = loadSurveySet('cinema', 'themes-small');
const encoder = new CombinedEncoder(new UseLiteEncoder());
const v8 = new LocalThemesModel(encoder, THEMES_V8_SETTINGS);
const v9 = new LocalThemesModel(encoder, THEMES_V9_SETTINGS);
const group = async (model: LocalThemesModel, inputs: string[]): Promise<ThemesResult> => (await computeThemes({ inputs, includeAssignments: true }, model)).result;

/** For each theme, the gold ideas of its members (idea -> count). */
function contents(result: ThemesResult, gold: string[]): Map<string, number>[] {
  return result.themes.map((_, t) => {
    const count = new Map<string, number>();
    result.assignments!.forEach((a, i) => a === t && count.set(gold[i], (count.get(gold[i]) ?? 0) + 1));
    return count;
  });
}

describe('themes 2026-12-01 grouping of small sets', () => {
  it('groups small sets exactly as 2026-11-30 (the small-theme rule is off)', async () => {
    for (const set of [campsite, cinema]) {
      const inputs = set.answers.map((a) => a.text);
      const [old, now] = [await group(v8, inputs), await group(v9, inputs)];
      expect(now.assignments).toEqual(old.assignments);
      expect(now.themes.map((t) => t.size)).toEqual(old.themes.map((t) => t.size));
    }
  });

  it('splits no idea of a small set without pairs into themes of two answers, and proposes at most one theme more than its ideas', async () => {
    const gold = campsite.answers.map((a) => a.theme);
    const result = await group(v9, campsite.answers.map((a) => a.text));
    expect(result.themes.length).toBeLessThanOrEqual(new Set(gold).size + 1);
    for (const t of result.themes) expect(t.size).toBeGreaterThanOrEqual(3);
    // Every theme holds one idea: no catch-all.
    for (const held of contents(result, gold)) expect(held.size).toBe(1);
  });

  it('has no cliff at 40 answers: 39 and 40 answers are grouped by the same rule as 2026-11-30', async () => {
    const texts = [...campsite.answers, ...cinema.answers].map((a) => a.text);
    for (const n of [39, 40]) expect((await group(v9, texts.slice(0, n))).assignments).toEqual((await group(v8, texts.slice(0, n))).assignments);
  });

  it('counts respondents, not distinct texts: a remark two people wrote word for word is handled like one two people paraphrased', async () => {
    const inputs = campsite.answers.map((a) => a.text);
    const remark = 'Dogs should be allowed on the beach field.';
    for (const pair of [[remark, remark], [remark, 'Please let dogs onto the beach field.']]) {
      const result = await group(v9, [...inputs, ...pair]);
      const [a, b] = result.assignments!.slice(-2);
      expect(a).toBe(b);
      // Two respondents are fewer than the smallest theme (three): a bigger theme takes them, copies or not.
      expect(result.themes[a].size).toBeGreaterThanOrEqual(3);
      expect(result.themes.reduce((sum, t) => sum + t.size!, 0)).toBe(inputs.length + 2);
    }
  });
});
