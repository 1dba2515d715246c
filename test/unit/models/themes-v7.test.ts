import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { computeThemes, type ThemesResult } from '../../../lambdas/operations/themes.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../../lambdas/models/local/use-encoder-combined.js';
import { LocalThemesModel, THEMES_V6_SETTINGS, THEMES_V7_SETTINGS } from '../../../lambdas/models/local/themes-local.js';
import { expectMembersWords, handWrittenSets, loadSurveySet, themesOfSet } from './themes-survey-sets.js';

const encoder = new CombinedEncoder(new UseLiteEncoder());
const v6 = new LocalThemesModel(encoder, THEMES_V6_SETTINGS);
const v7 = new LocalThemesModel(encoder, THEMES_V7_SETTINGS);
/** The tuned hand-written sets and the held-out ones, but the blind held-out sets (BLIND_HELD_OUT), which only `npm run eval` scores. */
const SETS = handWrittenSets();
/** 2026-11-28's results on every set (sha256 of the JSON result, and its short labels), recorded before 2026-11-29 was built. */
const PINNED = JSON.parse(readFileSync(new URL('../../fixtures/themes-pinned/2026-11-28.json', import.meta.url), 'utf8')) as Record<
  string,
  Record<'plain' | 'context', { sha256: string; shortLabels: string[] }>
>;
const digest = (result: ThemesResult) => createHash('sha256').update(JSON.stringify(result)).digest('hex');

describe.each(SETS)('themes version 2026-11-29 on %s/%s', (dir, name) => {
  const set = loadSurveySet(name, dir);
  const inputs = set.answers.map((a) => a.text);
  let before: { plain: ThemesResult; withContext: ThemesResult };
  let after: { plain: ThemesResult; withContext: ThemesResult };
  beforeAll(async () => {
    // 2026-11-28 is only compared with its recording, so it runs only on the sets recorded.
    if (`${dir}/${name}` in PINNED) before = await themesOfSet(v6, set);
    after = await themesOfSet(v7, set);
  });

  // Sets written after 2026-11-28 was recorded (the held-out transit set) have no recording of it.
  it.runIf(`${dir}/${name}` in PINNED)('leaves version 2026-11-28 exactly as it was, with and without context', () => {
    const pinned = PINNED[`${dir}/${name}`];
    expect(before.plain.themes.map((t) => t.shortLabel)).toEqual(pinned.plain.shortLabels);
    expect(before.withContext.themes.map((t) => t.shortLabel)).toEqual(pinned.context.shortLabels);
    expect(digest(before.plain)).toBe(pinned.plain.sha256);
    expect(digest(before.withContext)).toBe(pinned.context.sha256);
  });

  it('groups the same with and without the question as context, and is deterministic', async () => {
    expect(after.withContext.assignments).toEqual(after.plain.assignments);
    expect((await computeThemes({ inputs, includeAssignments: true }, v7)).result).toEqual(after.plain);
  });

  it('names themes in the members\' words, with representatives of their own theme and no "answers like it" labels', () => {
    for (const result of [after.plain, after.withContext]) {
      expectMembersWords(result, inputs);
      result.themes.forEach((t, c) => {
        expect(t.label).not.toMatch(/answers like it/);
        for (const r of t.representatives) expect(result.assignments![inputs.indexOf(r)]).toBe(c);
      });
      expect(result.themes.reduce((n, t) => n + t.size!, 0)).toBe(inputs.length);
    }
  });

  it('keeps every theme at three answers or more, and honours minThemes', async () => {
    // The refinement once emptied a small theme in one round: 6 themes for minThemes 7, and a 2-answer theme.
    expect(Math.min(...after.plain.themes.map((t) => t.size!))).toBeGreaterThanOrEqual(3);
    const seven = (await computeThemes({ inputs, minThemes: 7, maxThemes: 8, includeAssignments: true }, v7)).result;
    expect(seven.themes.length).toBeGreaterThanOrEqual(7);
  });
});
