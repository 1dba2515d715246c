import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { LocalModelProvider } from '../../../lambdas/models/local/provider.js';
import { LocalThemesModel, THEMES_V33_SETTINGS, THEMES_V34_SETTINGS, THEMES_V35_SETTINGS } from '../../../lambdas/models/local/themes-local.js';
import { computeThemes } from '../../../lambdas/operations/themes.js';
import { adjustedRandIndex } from '../../../bench/eval/metrics/clustering.js';
import { THEMES_V35 } from '../../../lambdas/models/local/trained-model-versions.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../../lambdas/models/local/use-encoder-combined.js';
import { pins } from './themes-label-pins.js';
import { loadSurveySet, themesOfSet } from './themes-survey-sets.js';

const digest = (result: unknown) => createHash('sha256').update(JSON.stringify(result)).digest('hex');
const encoder = new CombinedEncoder(new UseLiteEncoder());
const v35 = new LocalThemesModel(encoder, THEMES_V35_SETTINGS);

describe('themes 2026-12-27 (the default before 2026-12-30)', () => {
  it('was the default before 2026-12-30: 2026-12-25 with no fragment label and the fixed count of 2026-12-26', () => {
    expect(THEMES_V35).toBe('2026-12-27');
    expect(LOCAL_CATALOG.themes.versions.map((v) => v.id)).toContain('2026-12-27');
    expect(LOCAL_CATALOG.themes.default).toBe('2027-01-01');
    expect(THEMES_V35_SETTINGS).toEqual({ ...THEMES_V33_SETTINGS, fragments: true, fixedCount: 'two-view' });
    const provider = new LocalModelProvider();
    expect(provider.themes('2026-12-27')).not.toBe(provider.themes('2026-12-25'));
  });

  it('answers as 2026-12-25 to the byte on every pinned set (no label there is a fragment the step mends)', () => {
    const earlier = pins('2026-12-25');
    const later = pins('2026-12-27');
    expect(Object.keys(later)).toEqual(Object.keys(earlier));
    for (const k of Object.keys(later)) for (const mode of ['plain', 'context'] as const) expect(later[k][mode].sha256).toBe(earlier[k][mode].sha256);
  });
});

/**
 * 2026-12-27's results on the nine sets pinned for 2026-12-25 (record-themes-pins.ts V35 test/fixtures/themes-pinned/2026-12-27.json
 * --dirs=themes-surveys,themes-holdout,themes-small,themes-blind --only=clinic,course,meal-kit,watch,allotments,transit,cinema,coworking,zoo).
 */
describe.each([['themes-surveys', 'meal-kit']])('themes 2026-12-27 on %s/%s', (dir, name) => {
  it('answers exactly as recorded, with and without context', async () => {
    const recorded = pins('2026-12-27')[`${dir}/${name}`];
    const after = await themesOfSet(v35, loadSurveySet(name, dir));
    expect(digest(after.plain)).toBe(recorded.plain.sha256);
    expect(digest(after.withContext)).toBe(recorded.context.sha256);
  });
});

/**
 * Hand-written answers written for this version (test/fixtures/themes-fragment-probes, with their gold labels, before any model
 * was run on them): each fragment 2026-12-25 gives is completed as the members write it, every other label stays.
 */
describe.each([
  ['bakery', { 'Early on saturdays': 'Sold out early', 'Prices going': 'Prices going up' }],
  ['vet-practice', { 'Hours care': 'Out of hours care' }],
])('themes 2026-12-27 on the %s probe set', (name, changes: Record<string, string>) => {
  it('mends the fragments and leaves every other label', async () => {
    const set = loadSurveySet(name, 'themes-fragment-probes');
    const v33 = new LocalThemesModel(new CombinedEncoder(new UseLiteEncoder()), THEMES_V33_SETTINGS);
    const [before, after] = [(await themesOfSet(v33, set)).plain, (await themesOfSet(v35, set)).plain];
    for (const l of Object.keys(changes)) expect(before.themes.map((t) => t.shortLabel)).toContain(l);
    expect(after.themes.map((t) => t.shortLabel)).toEqual(before.themes.map((t) => changes[t.shortLabel] ?? t.shortLabel));
  });
});

/** The fixed count of 2026-12-26, taken into 2026-12-27 before release: `library` (48 answers, six coded themes). */
describe('themes 2026-12-27 with the count fixed', () => {
  const set = loadSurveySet('library');
  const inputs = set.answers.map((a) => a.text), gold = set.answers.map((a) => a.theme);
  const v33 = new LocalThemesModel(encoder, THEMES_V33_SETTINGS), v34 = new LocalThemesModel(encoder, THEMES_V34_SETTINGS);
  const at = async (model: LocalThemesModel, minThemes: number, maxThemes: number) => (await computeThemes({ inputs, minThemes, maxThemes, includeAssignments: true }, model)).result;

  it('groups a fixed six exactly as 2026-12-26 does, and far better than 2026-12-25', async () => {
    const fixed = await at(v35, 6, 6), byV34 = await at(v34, 6, 6), before = await at(v33, 6, 6);
    expect(fixed.themes).toHaveLength(6);
    expect(fixed.assignments).toEqual(byV34.assignments);
    expect(adjustedRandIndex(gold, [...fixed.assignments!])).toBeGreaterThan(0.85);
    expect(adjustedRandIndex(gold, [...before.assignments!])).toBeLessThan(0.6);
  });

  it('groups an open count as 2026-12-25 does', async () => {
    const open = await at(v35, 1, 10), before = await at(v33, 1, 10);
    expect(open.assignments).toEqual(before.assignments);
  });
});
