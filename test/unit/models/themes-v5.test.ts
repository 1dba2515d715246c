import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { computeThemes, type ThemesResult } from '../../../lambdas/operations/themes.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../../lambdas/models/local/use-encoder-combined.js';
import { LocalThemesModel, THEMES_V5_SETTINGS } from '../../../lambdas/models/local/themes-local.js';
import { tagWords } from '../../../lambdas/models/local/keyphrases-local.js';
import { adjustedRandIndex } from '../../../bench/eval/metrics/clustering.js';
import { expectMembersWords, loadSurveySet as load, themesOfSet } from './themes-survey-sets.js';

const model = new LocalThemesModel(new CombinedEncoder(new UseLiteEncoder()), THEMES_V5_SETTINGS);
const SETS = readdirSync(new URL('../../fixtures/themes-surveys/', import.meta.url)).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, '')).sort();

/** Every hand-written set (gym was written after the labels were designed and is only checked). */
describe.each(SETS)('themes version 2026-11-27 on the %s set', (name) => {
  const set = load(name);
  const inputs = set.answers.map((a) => a.text);
  let plain: ThemesResult;
  let withContext: ThemesResult;
  beforeAll(async () => {
    ({ plain, withContext } = await themesOfSet(model, set));
  });

  it('groups exactly as without context, and labels in the members\' words', () => {
    expect(withContext.assignments).toEqual(plain.assignments);
    for (const result of [plain, withContext]) expectMembersWords(result, inputs);
  });

  it('names each theme as a phrase: no word twice, no "and" the members do not write', () => {
    for (const result of [plain, withContext]) {
      result.themes.forEach((t, j) => {
        const words = tagWords(t.shortLabel).filter((w) => w.word);
        expect(words.length).toBeGreaterThanOrEqual(2);
        expect(new Set(words.map((w) => w.lemma)).size).toBe(words.length);
        const members = inputs.filter((_, i) => result.assignments![i] === j).map((m) => m.toLowerCase());
        if (/ and /.test(t.shortLabel) && !members.some((m) => m.includes(t.shortLabel.toLowerCase()))) {
          // Two nouns are joined only when two or more members write both.
          const [a, b] = t.shortLabel.toLowerCase().split(' and ').map((w) => w.replace(/s$/, ''));
          expect(members.filter((m) => m.includes(a) && m.includes(b)).length, t.shortLabel).toBeGreaterThanOrEqual(2);
        }
        if (t.label.startsWith(`${t.shortLabel}: `)) {
          const added = t.label.slice(t.shortLabel.length + 2).toLowerCase().split(/\W+/);
          for (const w of words) expect(added).not.toContain(w.normal);
        }
      });
    }
  });

  it('picks representatives from their own theme, and is deterministic', async () => {
    plain.themes.forEach((t, j) => {
      for (const r of t.representatives) expect(plain.assignments![inputs.indexOf(r)]).toBe(j);
    });
    expect((await computeThemes({ inputs, includeAssignments: true }, model)).result).toEqual(plain);
  });
});

describe('themes version 2026-11-27 against the gold themes', () => {
  it.each(['meal-kit', 'library'])('gives each coded idea of %s a theme of its own', async (name) => {
    const set = load(name);
    const { plain } = await themesOfSet(model, set);
    const gold = set.answers.map((a) => a.theme);
    expect(plain.themes.length).toBe(new Set(gold).size);
    expect(adjustedRandIndex(gold, plain.assignments!)).toBeGreaterThanOrEqual(0.7);
  });
});
