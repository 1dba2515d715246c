import { beforeAll, describe, expect, it } from 'vitest';
import { computeThemes, type ThemesResult } from '../../../lambdas/operations/themes.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../../lambdas/models/local/use-encoder-combined.js';
import { LocalThemesModel, THEMES_V7_SETTINGS, THEMES_V8_SETTINGS } from '../../../lambdas/models/local/themes-local.js';
import { adjustedRandIndex } from '../../../bench/eval/metrics/clustering.js';
import { handWrittenSets, loadSurveySet, themesOfSet } from './themes-survey-sets.js';

/*
 * The grouping of themes 2026-11-30 on every hand-written set, tuned and held-out: the evidence
 * refinement's silhouette tolerance and the end of the two-theme knee (the labels are checked by
 * themes-v8.test.ts).
 */
const encoder = new CombinedEncoder(new UseLiteEncoder());
const v7 = new LocalThemesModel(encoder, THEMES_V7_SETTINGS);
const v8 = new LocalThemesModel(encoder, THEMES_V8_SETTINGS);
const SETS = handWrittenSets();

describe.each(SETS)('themes 2026-11-30 grouping on %s/%s', (dir, name) => {
  const set = loadSurveySet(name, dir);
  const inputs = set.answers.map((a) => a.text);
  let after: { plain: ThemesResult; withContext: ThemesResult };
  beforeAll(async () => {
    after = await themesOfSet(v8, set);
  });

  it('groups the same with and without the question as context, and is deterministic', async () => {
    expect(after.withContext.assignments).toEqual(after.plain.assignments);
    expect((await computeThemes({ inputs, includeAssignments: true }, v8)).result.assignments).toEqual(after.plain.assignments);
  });

  it('has no catch-all theme and no theme under three answers; representatives belong to their theme; sizes add up', () => {
    const sizes = after.plain.themes.map((t) => t.size!);
    expect(sizes.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...sizes)).toBeLessThan(inputs.length / 2);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(3);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(inputs.length);
    after.plain.themes.forEach((t, c) => {
      for (const r of t.representatives) expect(after.plain.assignments![inputs.indexOf(r)]).toBe(c);
    });
  });

  it('honours minThemes', async () => {
    const seven = (await computeThemes({ inputs, minThemes: 7, maxThemes: 8, includeAssignments: true }, v8)).result;
    expect(seven.themes.length).toBeGreaterThanOrEqual(7);
  });
});

describe('themes 2026-11-30 grouping against 2026-11-29', () => {
  const ari = (name: string, dir: string, result: ThemesResult) => {
    const set = loadSurveySet(name, dir);
    return adjustedRandIndex(set.answers.map((a) => a.theme), [...result.assignments!]);
  };

  it('no longer answers the 57 bus and tram answers on six ideas with two catch-all themes', async () => {
    const inputs = loadSurveySet('transit', 'themes-holdout').answers.map((a) => a.text);
    const old = (await computeThemes({ inputs, includeAssignments: true }, v7)).result;
    const now = (await computeThemes({ inputs, includeAssignments: true }, v8)).result;
    // 2026-11-29 let a gap-statistic knee at two themes win on silhouette; 2026-11-30 searches from three themes up.
    expect(old.themes).toHaveLength(2);
    expect(now.themes.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...now.themes.map((t) => t.size!))).toBeLessThan(inputs.length / 3);
    expect(ari('transit', 'themes-holdout', now)).toBeGreaterThan(ari('transit', 'themes-holdout', old));
  });

  it('follows the coders more closely where the refinement stopped early (course), with the tolerance', async () => {
    const inputs = loadSurveySet('course').answers.map((a) => a.text);
    const old = (await computeThemes({ inputs, includeAssignments: true }, v7)).result;
    const now = (await computeThemes({ inputs, includeAssignments: true }, v8)).result;
    expect(ari('course', 'themes-surveys', now)).toBeGreaterThan(ari('course', 'themes-surveys', old) + 0.05);
  });
});
