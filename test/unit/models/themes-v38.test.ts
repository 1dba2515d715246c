import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { LocalModelProvider } from '../../../lambdas/models/local/provider.js';
import { LocalThemesModel, THEMES_V35_SETTINGS } from '../../../lambdas/models/local/themes-local.js';
import { THEMES_V38_SETTINGS } from '../../../lambdas/models/local/themes-settings-polarity.js';
import { THEMES_V35, THEMES_V38, THEMES_V40 } from '../../../lambdas/models/local/trained-model-versions.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../../lambdas/models/local/use-encoder-combined.js';
import { checkLabelQuality, membersOf, NO_LABEL_QUALITY } from '../../../bench/eval/tasks/label-quality.js';
import { pins } from './themes-label-pins.js';
import { loadSurveySet, themesOfSet } from './themes-survey-sets.js';

const digest = (result: unknown) => createHash('sha256').update(JSON.stringify(result)).digest('hex');
const encoder = new CombinedEncoder(new UseLiteEncoder());
const v35 = new LocalThemesModel(encoder, THEMES_V35_SETTINGS);
const v38 = new LocalThemesModel(encoder, THEMES_V38_SETTINGS);

describe('themes 2026-12-30 (the default before 2026-12-31)', () => {
  it('was the default before 2026-12-31: 2026-12-27 with the polarity step', () => {
    expect(THEMES_V38).toBe('2026-12-30');
    expect(LOCAL_CATALOG.themes.versions.map((v) => v.id)).toContain('2026-12-30');
    expect(LOCAL_CATALOG.themes.default).toBe(THEMES_V40);
    expect(THEMES_V38_SETTINGS).toEqual({ ...THEMES_V35_SETTINGS, polarity: true });
    const provider = new LocalModelProvider();
    expect(provider.themes('2026-12-30')).not.toBe(provider.themes('2026-12-27'));
  });

  it('answers as 2026-12-27 to the byte on every pinned set', () => {
    const earlier = pins('2026-12-27');
    const later = pins('2026-12-30');
    expect(Object.keys(later)).toEqual(Object.keys(earlier));
    for (const k of Object.keys(later)) for (const mode of ['plain', 'context'] as const) expect(later[k][mode].sha256).toBe(earlier[k][mode].sha256);
  });
});

/** 2026-12-30's results on two pinned sets (record-themes-pins.ts V38 test/fixtures/themes-pinned/2026-12-30.json, the sets of 2026-12-27). */
describe.each([['themes-holdout', 'allotments'], ['themes-blind', 'zoo']])('themes 2026-12-30 on %s/%s', (dir, name) => {
  it('answers exactly as recorded, with and without context', async () => {
    const recorded = pins('2026-12-30')[`${dir}/${name}`];
    const after = await themesOfSet(v38, loadSurveySet(name, dir));
    expect(digest(after.plain)).toBe(recorded.plain.sha256);
    expect(digest(after.withContext)).toBe(recorded.context.sha256);
  });
});

/**
 * Sets whose labels the step changes, and the probe sets written for this version before any rule
 * (themes-polarity-probes, read and tuned on); the same changes with and without context. 2026-12-27's labels are
 * asserted as they stand (the older version is unchanged on these answers). Every other label, the grouping and the
 * representatives stay as 2026-12-27's.
 */
describe.each([
  ['themes-polarity-probes', 'antiques-fair', { 'Single bargain': 'No bargains' }],
  ['themes-polarity-probes', 'swimming-lessons', {}],
  ['themes-polarity-probes', 'spa-day', {}],
  ['themes-holdout', 'car-boot-sale', { 'Getting bargains': 'Few bargains' }],
  ['themes-blind', 'glamping', { 'Hot slots': 'Hot tub slots' }],
  ['themes-fragment-probes', 'vet-practice', { 'Noisy room': 'Noisy waiting room' }],
  // The two check sets kept aside (themes-polarity-holdout), read once when the step was final: the step does not act.
  ['themes-polarity-holdout', 'student-halls', {}],
  ['themes-polarity-holdout', 'ski-school', {}],
])('themes 2026-12-30 on %s/%s', (dir, name, changes: Record<string, string>) => {
  it('names a denied thing as denied and a cut compound whole, and leaves every other label, the grouping and the representatives', async () => {
    const set = loadSurveySet(name, dir);
    const before = await themesOfSet(v35, set), after = await themesOfSet(v38, set), again = await themesOfSet(v38, set);
    expect(digest(again)).toBe(digest(after));
    for (const key of ['plain', 'withContext'] as const) {
      for (const l of Object.keys(changes)) expect(before[key].themes.map((t) => t.shortLabel)).toContain(l);
      expect(after[key].themes.map((t) => t.shortLabel)).toEqual(before[key].themes.map((t) => changes[t.shortLabel] ?? t.shortLabel));
      expect(after[key].assignments).toEqual(before[key].assignments);
      expect(after[key].themes.map((t) => t.representatives)).toEqual(before[key].themes.map((t) => t.representatives));
      const quality = (r: typeof after.plain) => checkLabelQuality(NO_LABEL_QUALITY, r.themes, membersOf(set.answers.map((a) => a.text), r.assignments!, r.themes.length));
      const q35 = quality(before[key]), q38 = quality(after[key]);
      expect(q38.inMembers).toBeGreaterThanOrEqual(q35.inMembers);
      expect([q38.templates, q38.numbered]).toEqual([q35.templates, q35.numbered]);
    }
  });
});
