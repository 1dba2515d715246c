import { describe, expect, it } from 'vitest';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { LocalModelProvider } from '../../../lambdas/models/local/provider.js';
import { LocalThemesModel, THEMES_V9_SETTINGS, THEMES_V10_SETTINGS } from '../../../lambdas/models/local/themes-local.js';
import { THEMES_V10 } from '../../../lambdas/models/local/trained-model-versions.js';
import { computeThemes, type ThemesResult } from '../../../lambdas/operations/themes.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../../lambdas/models/local/use-encoder-combined.js';
import { loadSurveySet } from './themes-survey-sets.js';
import { describeLabelOnlyVersion } from './themes-label-pins.js';

describe('themes 2026-12-02', () => {
  it('is served when pinned, not the default, on the settings of 2026-12-01 and its own flag', () => {
    expect(THEMES_V10).toBe('2026-12-02');
    expect(LOCAL_CATALOG.themes.versions.map((v) => v.id)).toContain('2026-12-02');
    expect(LOCAL_CATALOG.themes.default).not.toBe('2026-12-02');
    expect(THEMES_V10_SETTINGS).toMatchObject(THEMES_V9_SETTINGS);
    expect(THEMES_V10_SETTINGS.statedIdea).toBe(true);
    expect(THEMES_V9_SETTINGS.statedIdea).toBeUndefined();
    const provider = new LocalModelProvider();
    expect(provider.themes('2026-12-02')).not.toBe(provider.themes('2026-12-01'));
  });
});

const encoder = new CombinedEncoder(new UseLiteEncoder());
const v9 = new LocalThemesModel(encoder, THEMES_V9_SETTINGS);
const v10 = new LocalThemesModel(encoder, THEMES_V10_SETTINGS);
describeLabelOnlyVersion({ version: '2026-12-01', model: v9 }, { version: '2026-12-02', model: v10 }, '2026-12-01');

describe('themes 2026-12-02 says what the members say of their topic', () => {
  it('names the meal-kit set\'s late deliveries "Late delivery times" where 2026-12-01 said "Delivery times"', async () => {
    const set = loadSurveySet('meal-kit');
    const inputs = set.answers.map((a) => a.text);
    const late = (result: ThemesResult) => {
      const i = result.themes.findIndex((_, c) => result.assignments!.filter((a, j) => a === c && set.answers[j].theme === 'late delivery').length >= 8);
      return result.themes[i].shortLabel;
    };
    expect(late((await computeThemes({ inputs, includeAssignments: true }, v9)).result)).toBe('Delivery times');
    expect(late((await computeThemes({ inputs, includeAssignments: true }, v10)).result)).toBe('Late delivery times');
  });
});
