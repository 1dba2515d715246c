import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { LocalModelProvider } from '../../../lambdas/models/local/provider.js';
import { LocalThemesModel, THEMES_V9_SETTINGS, THEMES_V10_SETTINGS } from '../../../lambdas/models/local/themes-local.js';
import { THEMES_V10 } from '../../../lambdas/models/local/trained-model-versions.js';
import { computeThemes, type ThemesResult } from '../../../lambdas/operations/themes.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../../lambdas/models/local/use-encoder-combined.js';
import { expectMembersWords, handWrittenSets, loadSurveySet, themesOfSet } from './themes-survey-sets.js';

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
type Pins = Record<string, Record<'plain' | 'context', { sha256: string; shortLabels: string[] }>>;
const pins = (version: string) => JSON.parse(readFileSync(new URL(`../../fixtures/themes-pinned/${version}.json`, import.meta.url), 'utf8')) as Pins;
/** 2026-12-01's results on every set, recorded before 2026-12-02's label rule was written; 2026-12-02's as served (bench/eval/record-themes-pins.ts V9|V10). */
const PINNED_V9 = pins('2026-12-01');
const PINNED_V10 = pins('2026-12-02');
const digest = (result: ThemesResult) => createHash('sha256').update(JSON.stringify(result)).digest('hex');

describe.each(handWrittenSets().filter(([dir, name]) => PINNED_V9[`${dir}/${name}`] && PINNED_V10[`${dir}/${name}`]))('themes 2026-12-02 on %s/%s', (dir, name) => {
  const set = loadSurveySet(name, dir);
  const inputs = set.answers.map((a) => a.text);
  let before: { plain: ThemesResult; withContext: ThemesResult };
  let after: { plain: ThemesResult; withContext: ThemesResult };
  beforeAll(async () => {
    before = await themesOfSet(v9, set);
    after = await themesOfSet(v10, set);
  });

  it('leaves version 2026-12-01 exactly as it was, and answers as recorded for 2026-12-02, with and without context', () => {
    for (const [result, pin] of [[before, PINNED_V9], [after, PINNED_V10]] as const) {
      const pinned = pin[`${dir}/${name}`];
      expect(result.plain.themes.map((t) => t.shortLabel)).toEqual(pinned.plain.shortLabels);
      expect(result.withContext.themes.map((t) => t.shortLabel)).toEqual(pinned.context.shortLabels);
      expect(digest(result.plain)).toBe(pinned.plain.sha256);
      expect(digest(result.withContext)).toBe(pinned.context.sha256);
    }
  });

  it('groups as 2026-12-01 and names in the members\' words: distinct, 2–4 words, plain', () => {
    for (const key of ['plain', 'withContext'] as const) {
      expect(after[key].assignments).toEqual(before[key].assignments);
      expect(after[key].themes.map((t) => t.representatives)).toEqual(before[key].themes.map((t) => t.representatives));
      expectMembersWords(after[key], inputs);
      const shorts = after[key].themes.map((t) => t.shortLabel.toLowerCase());
      expect(new Set(shorts).size).toBe(shorts.length);
      for (const t of after[key].themes) {
        const words = t.shortLabel.split(' ');
        expect(words.length).toBeGreaterThanOrEqual(2);
        expect(words.length).toBeLessThanOrEqual(4);
        expect(t.shortLabel).not.toMatch(/\d|\b(comments?|feedback|answers?|responses?)\b/i);
        expect(t.description.toLowerCase().startsWith(`${t.size} answers about ${t.shortLabel.toLowerCase()}. the most typical says: "`)).toBe(true);
      }
    }
  });
});

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
