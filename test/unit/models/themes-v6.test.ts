import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { computeThemes, type ThemesResult } from '../../../lambdas/operations/themes.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../../lambdas/models/local/use-encoder-combined.js';
import { LocalThemesModel, THEMES_V5_SETTINGS, THEMES_V6_SETTINGS } from '../../../lambdas/models/local/themes-local.js';
import { expectMembersWords, loadSurveySet as load, themesOfSet } from './themes-survey-sets.js';

const encoder = new CombinedEncoder(new UseLiteEncoder());
const v5 = new LocalThemesModel(encoder, THEMES_V5_SETTINGS);
const v6 = new LocalThemesModel(encoder, THEMES_V6_SETTINGS);
const SETS = readdirSync(new URL('../../fixtures/themes-surveys/', import.meta.url)).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, '')).sort();
/** A short label cut off mid-sentence ends in one of these ("Strap gives me a", "Wait in reception was"). */
const DANGLING = /\b(a|an|the|my|our|your|their|was|were|is|are|to|of|and|or|i|me|we|us|it)$/i;

describe.each(SETS)('themes version 2026-11-28 on the %s set', (name) => {
  const set = load(name);
  const inputs = set.answers.map((a) => a.text);
  let before: { plain: ThemesResult; withContext: ThemesResult };
  let after: { plain: ThemesResult; withContext: ThemesResult };
  beforeAll(async () => {
    before = await themesOfSet(v5, set);
    after = await themesOfSet(v6, set);
  });

  it('groups exactly as 2026-11-27, with and without context, and picks the same representatives', () => {
    for (const key of ['plain', 'withContext'] as const) {
      expect(after[key].assignments).toEqual(before[key].assignments);
      expect(after[key].themes.map((t) => t.representatives)).toEqual(before[key].themes.map((t) => t.representatives));
    }
  });

  it('names themes in the members\' words, never a sentence cut short, and is deterministic', async () => {
    for (const result of [after.plain, after.withContext]) {
      expectMembersWords(result, inputs);
      for (const t of result.themes) expect(t.shortLabel, t.shortLabel).not.toMatch(DANGLING);
    }
    expect((await computeThemes({ inputs, includeAssignments: true }, v6)).result).toEqual(after.plain);
  });
});
